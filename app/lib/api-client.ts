/** A failed call to our API, with the server's own words when it sent any. */
export class ApiError extends Error {
  readonly status: number;
  /** The fields refused: each with its code and the values its words name (domain/refusals.ts), and the words. */
  readonly issues: {
    path: (string | number)[];
    code?: string;
    message: string;
    values?: Record<string, string | number>;
  }[];
  /** The answer's other fields: its `code` and what goes with it (PAYMENT_REFERENCE_SEEN's earlier entry). */
  readonly extra: Record<string, unknown>;

  constructor(status: number, message: string, issues: ApiError["issues"] = [], extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.extra = extra;
  }
}

/** JSON in, JSON out, same-origin with the session cookie, for the back office; throws ApiError on failure. */
export async function callApi<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      // The back office is in English: its refusals' words too, whatever the browser prefers.
      headers: { "accept-language": "en", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "No connection to the server");
  }
  const payload = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const { error, issues, ...extra } = (payload ?? {}) as { error?: string; issues?: ApiError["issues"] };
    throw new ApiError(response.status, error ?? `The server answered ${response.status}`, issues ?? [], extra);
  }
  return payload as T;
}
