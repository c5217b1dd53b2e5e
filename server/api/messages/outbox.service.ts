import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { Database } from "../../../db/schema.ts";
import { type Locale } from "../../../domain/locale.ts";
import { slotStartsAt } from "../../../domain/booking-rules.ts";
import { formatLongDate } from "../../../domain/report-rules.ts";
import {
  MESSAGE_TEMPLATES,
  type MessageChannel,
  type MessageKind,
  type MessageState,
  nextTryAfter,
  receiptMoves,
} from "../../../domain/outbox.ts";
import { refuse } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import type { Channel } from "./channel.ts";
import {
  claimDue,
  dropQueuedOfKinds,
  dropQueuedOfTap,
  eraseForBooking,
  findById,
  findByBooking,
  findBookingsWithFailed,
  findByProviderId,
  insertMessage,
  markFinal,
  markHandled,
  markRetry,
  markSent,
  moveState,
  type OutboxRow,
} from "./outbox.repository.ts";

export type OutboxService = ReturnType<typeof createOutbox>;

/** Longer than a send's timeout: a claimed message is another process's only once this has passed (MESSAGES_SEND_LEASE_MS). */
export const SEND_LEASE_MS = 2 * 60_000;
/** Messages claimed and sent together by one turn of the dispatcher. */
export const CLAIM_BATCH = 20;

/** A message as the caller asks for it; the outbox adds the channel, state and key. */
export type NewMessage = {
  bookingId: string;
  personId?: string | null;
  kind: MessageKind;
  locale: Locale;
  /** The template's variables by name (domain/outbox.ts MESSAGE_TEMPLATES): never a patient's name. */
  variables: Record<string, string>;
  /** A key of the caller's making: a second message with the same key is not queued (the reminder's booking and day). */
  key?: string;
  /** The collector's tap it is about: the message waits out the tap's undo minute and is dropped if it is undone. */
  tap?: { id: string; undoUntil: string };
};

/** What a message about a booking needs of it, read by the bookings' module in the caller's transaction. */
export type MessageTarget = { reference: string; language: string; date: string; window: string };

/** The slot as the booking's language says it: "5 December 2026, 07:00–07:30". */
export const whenOf = (date: string, window: string, locale: Locale) =>
  `${formatLongDate(slotStartsAt(date, window).toISOString(), locale)}, ${window}`;

/** What the desk sees of a message: its state and reason, no variables. */
export type OutboxMessage = {
  id: string;
  kind: MessageKind;
  channel: MessageChannel;
  state: MessageState;
  tries: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  /** The message this one sends again on the fallback channel. */
  fallbackOf: string | null;
  /** A failed message the desk sent by hand: when and who ("admin:<username>"). */
  handledAt: string | null;
  handledBy: string | null;
  /** The text as the patient would have got it, for the desk's "Send by hand"; empty once erased. */
  text: string;
};

/** A status in WhatsApp's `messages` webhook (entry[].changes[].value.statuses[]); the rest is not ours to read. */
const WhatsAppStatus = z.object({
  id: z.string().min(1),
  status: z.string(),
  errors: z.array(z.object({ code: z.number().optional() })).optional(),
});
const WhatsAppWebhook = z.object({
  entry: z.array(
    z.object({ changes: z.array(z.object({ value: z.object({ statuses: z.array(WhatsAppStatus).optional() }) })) }),
  ),
});

/** Compares a secret without telling by its timing how much of it matched. */
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const toMessage = (r: OutboxRow, labName: string): OutboxMessage => {
  const variables = JSON.parse(r.variables_json) as Record<string, string>;
  const kind = r.kind as MessageKind;
  return {
    id: r.id,
    kind,
    channel: r.channel as MessageChannel,
    state: r.state as MessageState,
    tries: Number(r.tries),
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    fallbackOf: r.fallback_of,
    handledAt: r.handled_at,
    handledBy: r.handled_by,
    text:
      Object.keys(variables).length === 0
        ? ""
        : MESSAGE_TEMPLATES[kind].text(labName, variables, r.locale === "hi" ? "hi" : "en"),
  };
};

/**
 * MSG91's delivery report, webhook version 2 (its help page "How to use Webhook to get the delivery
 * report"): form-encoded, one field `data` holding a JSON array of requests, each with its
 * `requestId` (the id our send got back) and a `report` per number, `status` "1" / desc DELIVERED
 * when delivered; other statuses (2 failed, 9 NDNC, 16/25/26 rejected, 17 blocked) are failures.
 */
const Msg91Report = z.array(
  z.object({
    requestId: z.string().min(1),
    report: z.array(z.object({ status: z.union([z.string(), z.number()]), desc: z.string().optional() })).min(1),
  }),
);
/** MSG91's statuses that mean the message is still on its way (8: sent to the operator, 3/5: pending). */
const MSG91_PENDING = new Set(["3", "5", "8"]);

/**
 * The messages the lab sends itself (issue 36, docs/decisions/2026-11-28-outbox.md). `enqueue`
 * writes in the caller's transaction; `sendDue` is one turn of the dispatcher; `receipt` applies a
 * provider's delivery receipt. With no channel (MESSAGES_CHANNEL=off) nothing is enqueued.
 */
export function createOutbox(
  db: Kysely<Database>,
  deps: {
    channel: Channel | null;
    /** Where a message that failed on `channel` is sent again (a new row, its own tries); null: none. */
    fallback?: Channel | null;
    /** The mobile each booking's messages go to, read at send time; null once erased or consent is withdrawn. */
    mobiles: (bookingIds: string[]) => Promise<Map<string, string | null>>;
    /** A booking's reference, language and slot in the caller's transaction; null when no message may be sent. */
    targetOf?: (trx: Transaction<Database>, bookingId: string) => Promise<MessageTarget | null>;
    /** The lab's name, the fixed text of every template (the desk's "Send by hand" text). */
    labName?: () => Promise<string>;
    /** The WhatsApp app's secret (its webhooks' signatures) and the verify token of the handshake; null when off. */
    whatsappWebhook: { appSecret: string; verifyToken: string } | null;
    /** The secret MSG91's delivery-report URL carries (MSG91 signs nothing); null: no SMS receipts. */
    smsWebhookSecret?: string | null;
  },
  { now, random = Math.random, leaseMs = SEND_LEASE_MS }: { now: () => Date; random?: () => number; leaseMs?: number },
) {
  const { channel } = deps;
  const fallback = deps.fallback && deps.fallback.name !== channel?.name ? deps.fallback : null;
  const channelNamed = (name: string): Channel | null =>
    channel?.name === name ? channel : fallback?.name === name ? fallback : null;
  /** The transactions that queued a message, known by `transaction` once they commit. */
  const queuedIn = new WeakSet<Transaction<Database>>();
  /** Told each time a transaction that queued a message has committed (the dispatcher's nudge). */
  const committedListeners = new Set<() => void>();

  /**
   * A transaction for a change that may queue messages: once it has committed, the listeners
   * (this process's dispatcher) are told, so its messages go out now rather than at the next
   * timer turn. A message queued in any other transaction waits for that turn.
   */
  async function transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const [result, hasQueued] = await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      return [result, queuedIn.has(trx)] as const;
    });
    if (hasQueued) for (const listener of committedListeners) listener();
    return result;
  }

  function insertRow(
    trx: Transaction<Database>,
    message: NewMessage,
    on: Channel,
    extra: { fallbackOf?: string; nextTryAt?: string } = {},
  ): Promise<string | null> {
    const at = now().toISOString();
    const id = newId(16);
    return insertMessage(trx, {
      id,
      booking_id: message.bookingId,
      person_id: message.personId ?? null,
      kind: message.kind,
      locale: message.locale,
      channel: on.name,
      variables_json: JSON.stringify(message.variables),
      state: "queued",
      tries: 0,
      next_try_at: extra.nextTryAt ?? message.tap?.undoUntil ?? at,
      lease_until: null,
      provider_message_id: null,
      last_error: null,
      idempotency_key: message.key ?? id,
      created_at: at,
      updated_at: at,
      tap_id: message.tap?.id ?? null,
      fallback_of: extra.fallbackOf ?? null,
      handled_at: null,
      handled_by: null,
    }).then((isNew) => {
      if (!isNew) return null;
      queuedIn.add(trx);
      return id;
    });
  }

  /** The failed message again, on the fallback channel, as a new row linked to it (once: its key). */
  const queueOnFallback = (trx: Transaction<Database>, row: OutboxRow, channel: NonNullable<typeof fallback>) =>
    insertRow(
      trx,
      {
        bookingId: row.booking_id,
        personId: row.person_id,
        kind: row.kind as MessageKind,
        locale: row.locale === "hi" ? "hi" : "en",
        variables: JSON.parse(row.variables_json) as Record<string, string>,
        key: `fallback:${row.id}`,
      },
      channel,
      { fallbackOf: row.id },
    );

  /**
   * The first channel gave up on a message: the fallback sends it again as a new row linked to
   * the failed one, in the same transaction as the failure, so it is never lost between the two.
   * No nudge: this runs in a dispatcher turn, whose next claim takes the fallback.
   */
  async function failOrFallBack(row: OutboxRow, reason: string): Promise<void> {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (!(await markFinal(trx, row.id, "failed", reason, at))) return;
      if (!fallback || row.channel === fallback.name || row.fallback_of) return;
      await queueOnFallback(trx, row, fallback);
    });
  }

  async function sendOne(row: OutboxRow, mobile: string | null | undefined): Promise<void> {
    const at = () => now().toISOString();
    if (!mobile) {
      await markFinal(
        db,
        row.id,
        "dropped",
        "The patient withdrew consent to updates, or their details were erased",
        at(),
      );
      return;
    }
    const on = channelNamed(row.channel);
    if (!on) {
      await failOrFallBack(row, `The ${row.channel === "sms" ? "SMS" : "WhatsApp"} channel is no longer set up`);
      return;
    }
    const outcome = await on.send({
      id: row.id,
      kind: row.kind as MessageKind,
      locale: row.locale === "hi" ? "hi" : "en",
      variables: JSON.parse(row.variables_json) as Record<string, string>,
      mobile,
      idempotencyKey: row.idempotency_key,
    });
    if (outcome.ok) return markSent(db, row.id, outcome.providerMessageId, at());
    const tries = Number(row.tries);
    const next = outcome.retry ? nextTryAfter(tries, now(), random, outcome.retryAfterMs) : null;
    if (next) return markRetry(db, row.id, next.toISOString(), outcome.reason, at());
    const reason = outcome.retry ? `${outcome.reason}; gave up after ${tries} tries` : outcome.reason;
    await failOrFallBack(row, reason);
  }

  /** A delivery receipt of WhatsApp's: its status moves our message; the error's code is kept as its reason. */
  async function applyWhatsAppStatus(s: z.infer<typeof WhatsAppStatus>): Promise<void> {
    if (s.status !== "sent" && s.status !== "delivered" && s.status !== "read" && s.status !== "failed") return;
    const code = s.errors?.[0]?.code;
    const reason = s.status === "failed" ? `WhatsApp could not deliver it${code ? ` (code ${code})` : ""}` : null;
    await receipt(s.id, s.status, reason);
  }

  async function receipt(
    providerMessageId: string,
    status: "sent" | "delivered" | "read" | "failed",
    reason: string | null,
  ): Promise<boolean> {
    const row = await findByProviderId(db, providerMessageId);
    if (!row || !receiptMoves(row.state as MessageState, status)) return false;
    if (status === "failed" && fallback && row.channel !== fallback.name && !row.fallback_of) {
      // Taken by the provider and then not delivered (a number not on WhatsApp says so only here).
      // Its fallback goes out as this commits: the receipt comes from the provider, not a dispatcher turn.
      return transaction(async (trx) => {
        const isMoved = await moveState(trx, row.id, row.state as MessageState, "failed", reason, now().toISOString());
        if (isMoved) await queueOnFallback(trx, row, fallback);
        return isMoved;
      });
    }
    return moveState(db, row.id, row.state as MessageState, status, reason, now().toISOString());
  }

  /**
   * Queues a message about a booking in the caller's transaction, only when its patient agreed
   * to updates and has not withdrawn (read in that transaction by the bookings' module): its
   * reference and slot ("when") are filled in, in the booking's language, beside `variables`.
   * Answers the message's id, or null when nothing was queued.
   */
  async function notify(
    trx: Transaction<Database>,
    bookingId: string,
    kind: MessageKind,
    options: { variables?: Record<string, string>; key?: string; tap?: NewMessage["tap"] } = {},
  ): Promise<string | null> {
    if (!channel || !deps.targetOf) return null;
    const target = await deps.targetOf(trx, bookingId);
    if (!target) return null;
    const locale: Locale = target.language === "hi" ? "hi" : "en";
    const all: Record<string, string> = {
      reference: target.reference,
      when: whenOf(target.date, target.window, locale),
      ...options.variables,
    };
    // Only what the kind's template has a gap for is kept.
    const variables = Object.fromEntries(MESSAGE_TEMPLATES[kind].variables.map((name) => [name, all[name] ?? ""]));
    return insertRow(trx, { bookingId, kind, locale, variables, key: options.key, tap: options.tap }, channel);
  }

  return {
    /** The channel messages go out on, or null when they are off. */
    channel: channel?.name ?? null,

    /**
     * Queues a message in the caller's transaction, so it exists if and only if the change that
     * causes it commits. Nothing is queued when messages are off: the desk's manual WhatsApp
     * buttons stay as they are. Answers the message's id, or null.
     */
    async enqueue(trx: Transaction<Database>, message: NewMessage): Promise<string | null> {
      if (!channel) return null;
      return insertRow(trx, message, channel);
    },

    notify,

    transaction,

    /**
     * Calls `listener` each time a transaction of `transaction` that queued a message has
     * committed in this process; answers the function that stops it (the dispatcher's wiring).
     */
    onCommitted(listener: () => void): () => void {
      committedListeners.add(listener);
      return () => {
        committedListeners.delete(listener);
      };
    },

    /**
     * `notify` in a transaction of its own, for a message no change causes (the evening-before
     * reminder). No nudge: the dispatcher's turn that queues it sends it next.
     */
    async notifyNow(
      bookingId: string,
      kind: MessageKind,
      options: { variables?: Record<string, string>; key?: string } = {},
    ): Promise<string | null> {
      return db.transaction().execute((trx) => notify(trx, bookingId, kind, options));
    },

    /** A collector undid a tap within its minute: its message, still waiting out that minute, is dropped. */
    async dropTapMessage(trx: Transaction<Database>, bookingId: string, kind: string) {
      await dropQueuedOfTap(trx, bookingId, kind, "The collector undid the tap within its minute", now().toISOString());
    },

    /** A booking cancelled: its queued reminder and visit messages are not sent any more. */
    async dropQueued(trx: Transaction<Database>, bookingId: string, kinds: MessageKind[], reason: string) {
      await dropQueuedOfKinds(trx, bookingId, kinds, reason, now().toISOString());
    },

    /** One turn of the dispatcher: claims what is due, sends it, records each answer. How many it claimed. */
    async sendDue(): Promise<number> {
      if (!channel && !fallback) return 0;
      const at = now();
      const claimed = await claimDue(db, {
        now: at.toISOString(),
        leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
        limit: CLAIM_BATCH,
      });
      if (claimed.length === 0) return 0;
      const mobiles = await deps.mobiles([...new Set(claimed.map((r) => r.booking_id))]);
      await Promise.all(claimed.map((row) => sendOne(row, mobiles.get(row.booking_id))));
      return claimed.length;
    },

    /**
     * A provider's delivery receipt for its message id: moves the message forward only (sent <
     * delivered < read; failed over sent). Unknown ids and receipts that would move it back are
     * ignored, so receipts out of order or twice are harmless. Whether it changed anything.
     */
    receipt,

    /** WhatsApp's subscription handshake: the challenge back when the verify token is ours. */
    whatsappHandshake(query: { "hub.mode"?: string; "hub.verify_token"?: string; "hub.challenge"?: string }): string {
      const hook = deps.whatsappWebhook;
      if (!hook) throw refuse("WEBHOOK_NOT_SET_UP");
      const token = query["hub.verify_token"] ?? "";
      if (query["hub.mode"] !== "subscribe" || !sameText(token, hook.verifyToken))
        throw refuse("WEBHOOK_VERIFY_FAILED");
      return query["hub.challenge"] ?? "";
    },

    /**
     * WhatsApp's delivery receipts: the raw body as received, checked against X-Hub-Signature-256
     * (HMAC-SHA256 of those bytes with the app secret) before anything in it is believed. A body
     * that is signed but carries no statuses (other webhook fields) changes nothing.
     */
    async whatsappReceipts(raw: Buffer, signature: string | undefined): Promise<void> {
      const hook = deps.whatsappWebhook;
      if (!hook) throw refuse("WEBHOOK_NOT_SET_UP");
      const expected = `sha256=${createHmac("sha256", hook.appSecret).update(raw).digest("hex")}`;
      if (!signature || !sameText(signature, expected)) throw refuse("WEBHOOK_SIGNATURE_INVALID");
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        return;
      }
      const parsed = WhatsAppWebhook.safeParse(body);
      if (!parsed.success) return;
      for (const entry of parsed.data.entry)
        for (const change of entry.changes)
          for (const status of change.value.statuses ?? []) await applyWhatsAppStatus(status);
    },

    /**
     * MSG91's delivery reports (webhook version 2, form-encoded `data`). MSG91 signs nothing: the
     * URL carries a secret of ours (MESSAGES_SMS_WEBHOOK_SECRET), compared in constant time
     * before anything is believed. Unknown ids, repeats and reports out of order change nothing.
     */
    async smsReceipts(secret: string, data: string | undefined): Promise<void> {
      const expected = deps.smsWebhookSecret;
      if (!expected) throw refuse("WEBHOOK_NOT_SET_UP");
      if (!sameText(secret, expected)) throw refuse("WEBHOOK_SIGNATURE_INVALID");
      let body: unknown;
      try {
        body = JSON.parse(data ?? "");
      } catch {
        return;
      }
      const parsed = Msg91Report.safeParse(body);
      if (!parsed.success) return;
      for (const request of parsed.data) {
        const { status, desc } = request.report[0];
        const code = String(status);
        if (code === "1" || desc === "DELIVERED") await receipt(request.requestId, "delivered", null);
        else if (!MSG91_PENDING.has(code))
          await receipt(request.requestId, "failed", `The SMS was not delivered (MSG91 status ${code})`);
      }
    },

    /** A booking's messages, oldest first, for the desk, each with its text for "Send by hand". */
    async forBooking(bookingId: string): Promise<OutboxMessage[]> {
      const labName = deps.labName ? await deps.labName() : "";
      return (await findByBooking(db, bookingId)).map((row) => toMessage(row, labName));
    },

    /** Which of these bookings have a failed message not yet sent by hand (the desk's day marks them). */
    withFailed: (bookingIds: readonly string[]): Promise<Set<string>> => findBookingsWithFailed(db, bookingIds),

    /** A booking's message, or null (the desk's "Send by hand" reads it before recording it). */
    async one(bookingId: string, id: string): Promise<OutboxMessage | null> {
      const row = await findById(db, id);
      if (!row || row.booking_id !== bookingId) return null;
      return toMessage(row, deps.labName ? await deps.labName() : "");
    },

    /** The desk sent a failed message by hand, in the transaction that writes it to the booking's history. */
    async markHandled(trx: Transaction<Database>, id: string, by: string): Promise<boolean> {
      return markHandled(trx, id, by, now().toISOString());
    },

    /** Erasure, in the erasure's transaction: queued messages dropped, none keeps its variables. */
    async eraseFor(trx: Transaction<Database>, bookingId: string): Promise<void> {
      await eraseForBooking(trx, bookingId, now().toISOString());
    },
  };
}
