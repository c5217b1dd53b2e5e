import { isRouteErrorResponse } from "react-router";

/**
 * What the log may not hold (issue 31): the keys to a patient's data that an address carries
 * (a booking's manage token, a report's share token, a receipt link's ticket, a download
 * ticket) and mobile numbers. Every line the server writes goes through here, whoever wrote
 * it: the request logger's URL, a message, an error's message, stack and data (React Router's
 * 405 for a form posted to a keyed page quotes the address, token and all).
 */

/** Keyed addresses, also where the address is itself a parameter, encoded (React Router's route discovery asks `/__manifest?paths=%2Fbookings%2Fmanage%2F<token>`). */
const SLASH = "(?:\\/|%2F)";
const KEYED_PATHS = new RegExp(
  `(${SLASH}(?:bookings${SLASH}manage|reports${SLASH}shared)${SLASH})[A-Za-z0-9_-]+`,
  "gi",
);
/** A receipt link's ticket: the booking's id, its expiry and its signature, joined by dots. */
const RECEIPT_TICKETS = new RegExp(`(${SLASH}receipts${SLASH})[A-Za-z0-9_.-]+`, "gi");
const TICKET_PARAMETERS = /((?:[?&]|%3F|%26)ticket(?:=|%3D))[^&#%\s"']*/gi;
/** An Indian mobile number, on its own (not digits inside a longer number such as a timestamp), with or without +91. */
const MOBILES = /(?<![\d.])(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?![\d])/g;

/** The text with every key and mobile number cut out (each replaced by "…"). */
export function withoutKeys(text: string): string {
  return text
    .replace(KEYED_PATHS, "$1…")
    .replace(RECEIPT_TICKETS, "$1…")
    .replace(TICKET_PARAMETERS, "$1…")
    .replace(MOBILES, "…");
}

/** An error as the log writes it (the shape Fastify's logger asks of its `err` serializer). */
export type LoggedError = { type: string; message: string; stack: string; [more: string]: unknown };

/**
 * An error as the log shows it: its kind, message and stack with the keys cut out. A route's
 * error answer (404, 405…) shows its status and its data, also cut. Nothing else of the error
 * is written: a database driver's `detail` may quote the row it refused.
 */
export function redactedError(error: unknown): LoggedError {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const text = data instanceof Error ? data.message : typeof data === "string" ? data : JSON.stringify(data ?? null);
    const stack = data instanceof Error ? (data.stack ?? "") : "";
    return {
      type: "ErrorResponse",
      status: error.status,
      message: withoutKeys(`${error.statusText}: ${text}`),
      stack: withoutKeys(stack),
    };
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      type: error.name,
      message: withoutKeys(error.message),
      stack: withoutKeys(error.stack ?? ""),
      ...(typeof code === "string" ? { code } : {}),
      ...(error.cause !== undefined ? { cause: redactedError(error.cause) } : {}),
    };
  }
  return { type: typeof error, message: withoutKeys(String(error)), stack: "" };
}
