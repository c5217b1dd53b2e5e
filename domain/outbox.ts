// Messages the lab sends itself through an outbox (issue 36, docs/decisions/2026-11-28-outbox.md):
// what can be sent, the states a message goes through, the retry schedule, and each kind's
// template: its variables in the order the approved WhatsApp template and the DLT SMS template
// number them ({{1}}, {{2}}…), and its text from domain/whatsapp-messages.ts.
import type { Locale } from "./locale.ts";
import {
  bookingCancelledMessage,
  bookingConfirmedMessage,
  bookingMovedMessage,
  onMyWayMessage,
  paymentReceivedMessage,
  reminderMessage,
  reportReadyMessage,
  sampleCollectedMessage,
} from "./whatsapp-messages.ts";

export const MESSAGE_KINDS = [
  "booking-confirmed",
  "booking-moved",
  "booking-cancelled",
  "reminder",
  "on-my-way",
  "collected",
  "report-ready",
  "receipt",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ["whatsapp", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued → sending → sent → delivered → read; failed after the last try (or a refusal waiting
 * cannot mend, or the provider's receipt); dropped when erasure or a withdrawn consent stops it.
 */
export const MESSAGE_STATES = ["queued", "sending", "sent", "delivered", "read", "failed", "dropped"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** The provider's receipts only move a message forward: sent < delivered < read. */
const RECEIPT_RANK: Record<MessageState, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: -1,
  dropped: -1,
};

/**
 * Whether a provider's receipt saying `next` changes a message now `current`: forward only;
 * "failed" wins over "sent" (the provider took it and could not deliver it) but not over delivered
 * or read; dropped and failed are final.
 */
export function receiptMoves(current: MessageState, next: "sent" | "delivered" | "read" | "failed"): boolean {
  if (current === "dropped" || current === "failed") return false;
  if (next === "failed") return RECEIPT_RANK[current] <= RECEIPT_RANK.sent;
  return RECEIPT_RANK[next] > RECEIPT_RANK[current];
}

/**
 * Waits after each failed try: 8 tries over about 15 hours plus jitter, the last inside a day
 * (the decision record says why). The first try is at once.
 */
export const RETRY_WAITS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
  4 * 60 * 60_000,
  8 * 60 * 60_000,
] as const;
export const MAX_TRIES = RETRY_WAITS_MS.length + 1;
/** Each wait is stretched by up to this share, at random, so messages refused together come back apart. */
export const RETRY_JITTER = 0.2;

/** When try `tries` (1-based) failed at `now`, the next is due then; null when that was the last. */
export function nextTryAfter(tries: number, now: Date, random = Math.random, retryAfterMs = 0): Date | null {
  if (tries >= MAX_TRIES) return null;
  const wait = RETRY_WAITS_MS[tries - 1] * (1 + RETRY_JITTER * random());
  return new Date(now.getTime() + Math.max(wait, retryAfterMs));
}

/** The version of the booking form's updates wording; a changed wording needs a new version. */
export const UPDATES_CONSENT_VERSION = "1";

type Template = {
  /** The variables by name, in the template's order. */
  variables: readonly string[];
  text(labName: string, v: Record<string, string>, locale: Locale): string;
};

/** Every kind's template. The lab's name is fixed text of the approved template, not a variable. */
export const MESSAGE_TEMPLATES: Record<MessageKind, Template> = {
  "booking-confirmed": {
    variables: ["reference", "when", "url"],
    text: (lab, v, l) => bookingConfirmedMessage(lab, { reference: v.reference, when: v.when, url: v.url }, l),
  },
  "booking-moved": {
    variables: ["reference", "when"],
    text: (lab, v, l) => bookingMovedMessage(lab, { reference: v.reference, when: v.when }, l),
  },
  "booking-cancelled": {
    variables: ["reference"],
    text: (lab, v, l) => bookingCancelledMessage(lab, { reference: v.reference }, l),
  },
  reminder: {
    variables: ["reference", "when", "preparation"],
    text: (lab, v, l) => reminderMessage(lab, { reference: v.reference, when: v.when, preparation: v.preparation }, l),
  },
  "on-my-way": {
    variables: ["reference"],
    text: (lab, v, l) => onMyWayMessage(lab, { reference: v.reference }, l),
  },
  collected: {
    variables: ["reference"],
    text: (lab, v, l) => sampleCollectedMessage(lab, { reference: v.reference }, l),
  },
  "report-ready": {
    variables: ["reference", "until", "url"],
    text: (lab, v, l) => reportReadyMessage(lab, { reference: v.reference, until: v.until, url: v.url }, l),
  },
  receipt: {
    variables: ["amount", "reference", "number"],
    text: (lab, v, l) => paymentReceivedMessage(lab, { reference: v.reference, amount: v.amount, number: v.number }, l),
  },
};

/** A template's name at the provider: "labfront_booking_confirmed" (WhatsApp names are lower case with underscores). */
export const templateName = (prefix: string, kind: MessageKind) => `${prefix}${kind.replace(/-/g, "_")}`;

/** The template's body parameters in order, from a message's variables. */
export function templateParameters(kind: MessageKind, variables: Record<string, string>): string[] {
  return MESSAGE_TEMPLATES[kind].variables.map((name) => variables[name] ?? "");
}

/** The text to submit for approval: each variable as {{1}}, {{2}}… in the template's order. */
export function templateSubmission(labName: string, kind: MessageKind, locale: Locale): string {
  const { variables, text } = MESSAGE_TEMPLATES[kind];
  return text(labName, Object.fromEntries(variables.map((name, i) => [name, `{{${i + 1}}}`])), locale);
}
