import type { MessageChannel, MessageKind } from "../../../domain/outbox.ts";
import type { Locale } from "../../../domain/locale.ts";

/** One message as a channel sends it: the template's kind, language and variables, and the number. */
export type OutgoingMessage = {
  id: string;
  kind: MessageKind;
  locale: Locale;
  variables: Record<string, string>;
  /** Ten digits, the booking's mobile (India). */
  mobile: string;
  /** Sent where the provider takes one; the same on every try. */
  idempotencyKey: string;
};

/**
 * What a provider answered. `retry`: worth another try later (a timeout, a 5xx, a 429, an
 * answer we could not read); otherwise the refusal will not change by waiting. `reason` is
 * words for the desk: never the number, the variables or a credential.
 */
export type SendOutcome =
  { ok: true; providerMessageId: string } | { ok: false; retry: boolean; reason: string; retryAfterMs?: number };

/** A way to reach a patient: WhatsApp's Cloud API, an SMS provider under DLT, or another behind the same shape. */
export interface Channel {
  name: MessageChannel;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}
