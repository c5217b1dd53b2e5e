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
 * The form field each issue is about: the first person's fields keep their one-person names
 * (`people.0.age` is `age`); a person's tests are their checkboxes (`people.1.items`).
 */
export function errorsByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const [head, index, field] = path;
    let key = FORM_FIELD[String(head ?? "form")] ?? String(head ?? "form");
    if (head === "people" && typeof index === "number" && field !== undefined) {
      const name = field === "tests" || field === "packages" ? "items" : String(field);
      key = index === 0 && name !== "items" ? name : personField(index, name);
    }
    errors[key] ??= message;
  }
  return errors;
}
