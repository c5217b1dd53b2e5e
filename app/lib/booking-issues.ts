// The form field each of the booking schema's issues is about, so its words show beside that field.
import { personField } from "./booking-form.ts";

/** The schema's field names as the form has them (the slot is one radio; the basket is the list). */
const FORM_FIELD: Record<string, string> = {
  date: "slot",
  window: "slot",
  tests: "basket",
  packages: "basket",
  idempotencyKey: "form",
  website: "form",
  city: "form",
  people: "people",
};

/**
 * The form field of the booking form an issue is about (firstIssueByField names them so, its
 * words in the page's language): the first person's fields keep their one-person names
 * (`people.0.age` is `age`); a person's tests are their checkboxes (`people.1.items`).
 */
export function fieldOfBookingIssue(path: readonly PropertyKey[]): string {
  const [head, index, field] = path;
  if (head === "people" && typeof index === "number" && field !== undefined) {
    const name = field === "tests" || field === "packages" ? "items" : String(field);
    return index === 0 && name !== "items" ? name : personField(index, name);
  }
  return FORM_FIELD[String(head ?? "form")] ?? String(head ?? "form");
}
