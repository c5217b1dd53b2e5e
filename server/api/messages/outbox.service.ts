import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { Database } from "../../../db/schema.ts";
import { type Locale } from "../../../domain/locale.ts";
import {
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
  eraseForBooking,
  findByBooking,
  findByProviderId,
  insertMessage,
  markFinal,
  markRetry,
  markSent,
  moveState,
  type OutboxRow,
} from "./outbox.repository.ts";

export type OutboxService = ReturnType<typeof createOutbox>;

/** Longer than a send's timeout: a claimed message is another process's only once this has passed. */
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
};

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

const toMessage = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  kind: r.kind as MessageKind,
  channel: r.channel as MessageChannel,
  state: r.state as MessageState,
  tries: Number(r.tries),
  lastError: r.last_error,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * The messages the lab sends itself (issue 36, docs/decisions/2026-11-28-outbox.md). `enqueue`
 * writes in the caller's transaction; `sendDue` is one turn of the dispatcher; `receipt` applies a
 * provider's delivery receipt. With no channel (MESSAGES_CHANNEL=off) nothing is enqueued.
 */
export function createOutbox(
  db: Kysely<Database>,
  deps: {
    channel: Channel | null;
    /** The mobile each booking's messages go to, read at send time; null once erased or consent is withdrawn. */
    mobiles: (bookingIds: string[]) => Promise<Map<string, string | null>>;
    /** The WhatsApp app's secret (its webhooks' signatures) and the verify token of the handshake; null when off. */
    whatsappWebhook: { appSecret: string; verifyToken: string } | null;
  },
  { now, random = Math.random }: { now: () => Date; random?: () => number },
) {
  const { channel } = deps;

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
    const outcome = await channel!.send({
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
    await markFinal(db, row.id, "failed", reason, at());
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
    return moveState(db, row.id, row.state as MessageState, status, reason, now().toISOString());
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
      const at = now().toISOString();
      const id = newId(16);
      await insertMessage(trx, {
        id,
        booking_id: message.bookingId,
        person_id: message.personId ?? null,
        kind: message.kind,
        locale: message.locale,
        channel: channel.name,
        variables_json: JSON.stringify(message.variables),
        state: "queued",
        tries: 0,
        next_try_at: at,
        lease_until: null,
        provider_message_id: null,
        last_error: null,
        idempotency_key: id,
        created_at: at,
        updated_at: at,
      });
      return id;
    },

    /** One turn of the dispatcher: claims what is due, sends it, records each answer. How many it claimed. */
    async sendDue(): Promise<number> {
      if (!channel) return 0;
      const at = now();
      const claimed = await claimDue(db, {
        now: at.toISOString(),
        leaseUntil: new Date(at.getTime() + SEND_LEASE_MS).toISOString(),
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

    /** A booking's messages, oldest first, for the desk. */
    async forBooking(bookingId: string): Promise<OutboxMessage[]> {
      return (await findByBooking(db, bookingId)).map(toMessage);
    },

    /** Erasure, in the erasure's transaction: queued messages dropped, none keeps its variables. */
    async eraseFor(trx: Transaction<Database>, bookingId: string): Promise<void> {
      await eraseForBooking(trx, bookingId, now().toISOString());
    },
  };
}
