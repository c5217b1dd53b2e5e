/**
 * A form's idempotency key (domain/schemas.ts IdempotencyKeySchema): 128 random bits, drawn
 * once per rendered form and sent with every try of it, so the server makes one booking or one
 * ledger entry of a double tap or a resend. getRandomValues rather than randomUUID: it works
 * in the browser also on a plain-http address (the desk's computer on the lab's network).
 */
export function newFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
