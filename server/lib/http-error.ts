/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues: { path: (string | number)[]; message: string }[] = [],
    readonly headers: Record<string, string> = {},
    /** More fields of the answer (the nearest free slots of a 409). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/**
 * A 400 for a field the schema alone could not judge (an image that was never uploaded, a
 * slot already past), worded like the schema's own refusals (plugins/errors.ts).
 */
export function invalidField(field: string | (string | number)[], message: string): HttpError {
  const path = typeof field === "string" ? [field] : field;
  return new HttpError(400, `Invalid body: ${path.join(".")}: ${message}`, [{ path, message }]);
}
