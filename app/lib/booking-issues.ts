// The form field each of the booking schema's issues is about, so its words show beside that field.
import type { Locale } from "../../domain/locale.ts";
import { issueText } from "../../domain/refusals.ts";
import { personField } from "./booking-form.ts";
import type { FormIssue } from "./form-errors.ts";

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
 * Each issue's words in the page's language, keyed by the form field it is about: the first
 * person's fields keep their one-person names (`people.0.age` is `age`); a person's tests are
 * their checkboxes (`people.1.items`).
 */
export function errorsByField(locale: Locale, issues: readonly FormIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const { path } = issue;
    const message = issueText(locale, issue);
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
