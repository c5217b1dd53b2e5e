import type { Locale } from "../../domain/locale.ts";
import { issueText } from "../../domain/refusals.ts";
import type { HttpError } from "../../server/lib/http-error.ts";

/** Which field an issue is of: the top-level name, or "hi.<name>" for a Hindi text (the admin forms show each beside its English). */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  if (path[0] === "hi" && path.length > 1) return `hi.${String(path[1])}`;
  return String(path[0] ?? "form");
}

/** What a form meets: a schema's issues, a service's refusals, an API answer's issues (domain/refusals.ts). */
export type FormIssue = Parameters<typeof issueText>[1];

/**
 * The first refusal of each form field, in words of `locale` (the desk's forms are in English).
 * `fieldOf` names the form field an issue's path is about: a form whose fields are not the
 * schema's top-level names passes its own (the settings' pincodes, the booking form's people).
 */
export function firstIssueByField(
  issues: readonly FormIssue[],
  locale: Locale = "en",
  fieldOf: (path: readonly PropertyKey[]) => string = fieldOfIssue,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[fieldOf(issue.path)] ??= issueText(locale, issue);
  return found;
}

/**
 * A refusal a service made on purpose (a full slot, a pincode not served, too many tries),
 * whose words are meant for the person filling the form. Anything else is a fault and is
 * left to the error boundary.
 */
export function isServiceRefusal(error: unknown): error is HttpError {
  return (
    error instanceof Error &&
    typeof (error as Partial<HttpError>).statusCode === "number" &&
    Array.isArray((error as Partial<HttpError>).issues) &&
    (error as HttpError).statusCode < 500
  );
}
