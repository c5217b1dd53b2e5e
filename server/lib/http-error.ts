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
