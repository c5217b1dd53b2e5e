import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { BookingEvent } from "../../../domain/booking.ts";
import type { BookingStatus } from "../../../domain/booking-rules.ts";
import type {
  BookingPayments,
  DayTakings,
  DeskDayPayments,
  Payment,
  PaymentRequest,
  StoredPayment,
  PaymentStatus,
  Receipt,
  RefundRequest,
} from "../../../domain/payment.ts";
import {
  formatPaise,
  PAYMENT_MODES,
  paymentStateOf,
  RECEIPT_LINK_DAYS,
  referenceKey,
} from "../../../domain/payment-rules.ts";
import type { Locale } from "../../../domain/locale.ts";
import { formatLongDate } from "../../../domain/report-rules.ts";
import { receiptMessage } from "../../../domain/whatsapp-messages.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import type { OutboxService } from "../messages/outbox.service.ts";
import { addDays, IST_OFFSET_MINUTES, istDate } from "../../../domain/slots.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { isUniqueViolation } from "../../lib/database-errors.ts";
import { HttpError, refuse } from "../../lib/http-error.ts";
import { lockUntilCommit } from "../../lib/transaction-lock.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import {
  findPaymentByIdempotencyKey,
  findPaymentsOfBooking,
  findPaymentsTakenBetween,
  insertPayment,
  sumPaymentsByBooking,
  totalPaymentsOfBookings,
} from "./payments.repository.ts";
import { type AccessWho, createAccessLog } from "../access-log/access-log.service.ts";
import { staffNamesOf } from "../auth/staff-accounts.service.ts";
import { createReceiptAccess } from "./receipt-access.ts";
import type { ReceiptRenderer } from "./receipt-renderer.ts";

/**
 * The few facts about a booking its payments need, from the bookings' own service
 * (bookings/payment-bookings.service.ts): payments never read the bookings table.
 */
export type PaymentBooking = {
  id: string;
  reference: string;
  /** The language the booking was made in: the receipt's WhatsApp text is in it. */
  language: Locale;
  status: BookingStatus;
  isErased: boolean;
  date: string;
  window: string;
  /** Each person of the visit and their lines, as the receipt lists them. */
  people: Receipt["people"];
  feePaise: number;
  discounts: Receipt["discounts"];
  totalPaise: number;
};
export type PaymentBookings = {
  byId: (id: string) => Promise<PaymentBooking | null>;
  byManageToken: (token: string) => Promise<PaymentBooking | null>;
  onDate: (date: string) => Promise<PaymentBooking[]>;
  /** Writes a line of the booking's history, inside the payment's transaction. */
  recordEvent: (
    trx: Transaction<Database>,
    event: {
      bookingId: string;
      actor: "patient" | "link" | `admin:${string}`;
      what: string;
      details?: BookingEvent["details"];
    },
  ) => Promise<void>;
  /**
   * Inside the payment's transaction: false when the booking is cancelled; otherwise a
   * cancellation waits until the payment is in (booking-status.repository.ts holdUncancelledBooking).
   */
  holdUncancelled: (trx: Transaction<Database>, bookingId: string) => Promise<boolean>;
  /**
   * 400 when a reason or reference names a person of the visit or holds their number: the
   * ledger and the history keep them after an erasure (bookings/free-text.service.ts).
   */
  refuseTextNamingPatient: (
    bookingId: string,
    texts: { reason?: string | null; reference?: string | null },
  ) => Promise<void>;
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type ReceiptFile = { fileName: string; bytes: Uint8Array };
/** What one entry moves: a payment (positive) or a refund (negative, with its reason). */
type NewEntry = { amountPaise: number; mode: Payment["mode"]; reference: string | null; reason: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;
const cancelledVisit = () => refuse("PAYMENT_ON_CANCELLED");
/**
 * A key sent again with another request (issue 31): refused, not answered with the entry it
 * made. The form makes a new key after every success.
 */
const keyReused = () => refuse("IDEMPOTENCY_KEY_REUSED", { field: "idempotencyKey" });
/**
 * The visit already has a payment with this UPI or card reference (issue 31): likely the same
 * money typed twice. Answered with the earlier entry, so the page can ask;
 * `confirmDuplicateReference` records it all the same.
 */
const referenceSeen = (earlier: StoredPayment) =>
  refuse("PAYMENT_REFERENCE_SEEN", {
    values: {
      reference: earlier.reference ?? "",
      amount: formatPaise(earlier.amountPaise),
      takenAt: earlier.takenAt,
    },
    extra: {
      earlier: {
        id: earlier.id,
        amountPaise: earlier.amountPaise,
        mode: earlier.mode,
        reference: earlier.reference,
        takenAt: earlier.takenAt,
      },
    },
  });
const receiptGone = () => refuse("RECEIPT_LINK_EXPIRED");
/** What a visit costs: nothing once cancelled (what was paid is then to be given back). */
const dueOf = (b: Pick<PaymentBooking, "status" | "totalPaise">) => (b.status === "cancelled" ? 0 : b.totalPaise);
/** The UTC moments a date of the lab (IST) begins and ends. */
const istDayBounds = (date: string) => ({
  from: new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000).toISOString(),
  to: new Date(Date.parse(`${addDays(date, 1)}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000).toISOString(),
});

function statusOf(b: PaymentBooking, paidPaise: number): PaymentStatus {
  const duePaise = dueOf(b);
  return {
    bookingId: b.id,
    reference: b.reference,
    duePaise,
    paidPaise,
    balancePaise: duePaise - paidPaise,
    state: paymentStateOf(duePaise, paidPaise),
  };
}

/** Sums entries by a key, in the order the keys first appear. */
function totalsBy<K extends string>(payments: StoredPayment[], keyOf: (p: StoredPayment) => K) {
  const totals = new Map<K, { paise: number; count: number }>();
  for (const p of payments) {
    const total = totals.get(keyOf(p)) ?? { paise: 0, count: 0 };
    totals.set(keyOf(p), { paise: total.paise + p.amountPaise, count: total.count + 1 });
  }
  return totals;
}

/**
 * Money taken at the desk (issue 22): payments and refunds against a visit, each one entry
 * of an append-only ledger in integer paise and a line of the booking's history; where a
 * visit's account stands; the day's takings by mode and staff member; the receipt PDF.
 * docs/decisions/2026-11-25-payments-ledger.md
 */
export function createPaymentsService(
  db: Kysely<Database>,
  deps: {
    bookings: PaymentBookings;
    settings: SettingsService;
    receipts: ReceiptRenderer;
    outbox: Pick<OutboxService, "notify">;
  },
  { now = () => new Date(), publicOrigin, secret }: { now?: () => Date; publicOrigin: string; secret: string },
) {
  const { bookings } = deps;
  const receiptAccess = createReceiptAccess(db, { secret, now });
  const accessLog = createAccessLog(db);

  /**
   * The receipt link staff send on WhatsApp: the booking's id, when the link lapses and an
   * HMAC of both under the server's secret. It opens the receipt and nothing else (never the
   * manage link, which stays with the patient: docs/decisions/2026-11-24-whatsapp-to-the-lab.md),
   * needs no row, and cannot be made or stretched without the secret.
   */
  const receiptSignature = (bookingId: string, expires: string) =>
    createHmac("sha256", secret).update(`receipt-link:${bookingId}.${expires}`).digest("base64url");
  const receiptTicketFor = (bookingId: string, expiresAt: Date) => {
    const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
    return `${bookingId}.${expires}.${receiptSignature(bookingId, expires)}`;
  };
  /** The booking a receipt ticket opens; 404 for a ticket the server did not make, 410 once it lapsed. */
  function bookingIdOfTicket(ticket: string): string {
    const [bookingId, expires, signature, ...rest] = ticket.split(".");
    const expected = Buffer.from(receiptSignature(bookingId ?? "", expires ?? ""));
    const given = Buffer.from(signature ?? "");
    if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw refuse("RECEIPT_NOT_FOUND");
    if (parseInt(expires, 36) * 1000 <= now().getTime()) throw receiptGone();
    return bookingId;
  }

  async function requireBooking(id: string): Promise<PaymentBooking> {
    const found = await bookings.byId(id);
    if (!found) throw refuse("BOOKING_NOT_FOUND");
    return found;
  }

  /** The entries with who took each in words (the ledger stores their usernames). */
  async function named(entries: StoredPayment[]): Promise<Payment[]> {
    const nameOf = await staffNamesOf(
      db,
      entries.map((p) => p.takenBy),
    );
    return entries.map((p) => ({ ...p, takenByStaff: nameOf(p.takenBy) }));
  }

  /** Where a visit's money stands and its entries as stored: what the patient's page and the receipt need. */
  async function moneyOf(booking: PaymentBooking): Promise<{ status: PaymentStatus; payments: StoredPayment[] }> {
    const payments = await findPaymentsOfBooking(db, booking.id);
    const paid = payments.reduce((sum, p) => sum + p.amountPaise, 0);
    return { status: statusOf(booking, paid), payments };
  }

  /** The ledger as staff see it: each entry with who took it, in words. */
  async function ledgerOf(booking: PaymentBooking): Promise<BookingPayments> {
    const { status, payments } = await moneyOf(booking);
    return { ...status, payments: await named(payments), canTakePayment: booking.status !== "cancelled" };
  }

  /**
   * The entry a request's key already made, when it is this very request (the same booking,
   * amount, mode, reference and reason): a double tap or a resend answers it again. A key
   * that made another entry is refused rather than answered with an entry it did not ask for.
   */
  async function entryOfKey(
    trx: Kysely<Database> | Transaction<Database>,
    bookingId: string,
    entry: NewEntry,
    key: string,
  ) {
    const found = await findPaymentByIdempotencyKey(trx, key);
    if (!found) return null;
    const { payment } = found;
    const isSameRequest =
      found.bookingId === bookingId &&
      payment.amountPaise === entry.amountPaise &&
      payment.mode === entry.mode &&
      payment.reference === entry.reference &&
      payment.reason === entry.reason;
    if (!isSameRequest) throw keyReused();
    return payment;
  }

  /**
   * Adds one entry and its history line in one transaction, after `check` has seen what the
   * booking holds, with the booking's ledger locked so two refunds cannot both pass it. The
   * request's key makes it once: the same request again (also at the same moment: the unique
   * index lets one insert through) answers the entry the first one made.
   */
  async function addEntry(
    booking: PaymentBooking,
    entry: NewEntry,
    staff: Staff,
    { idempotencyKey, isReferenceConfirmed = false }: { idempotencyKey: string; isReferenceConfirmed?: boolean },
    check: (paidPaise: number) => void,
  ): Promise<StoredPayment> {
    const made = await entryOfKey(db, booking.id, entry, idempotencyKey);
    if (made) return made;
    try {
      return await db.transaction().execute(async (trx) => {
        await lockUntilCommit(trx, `payments:${booking.id}`);
        // Sent twice at once for one booking: the second waited for the lock, and the first's entry is in.
        const madeMeanwhile = await entryOfKey(trx, booking.id, entry, idempotencyKey);
        if (madeMeanwhile) return madeMeanwhile;
        // Money is taken only on a visit still booked, checked again here against a cancellation racing it.
        if (entry.amountPaise > 0 && !(await bookings.holdUncancelled(trx, booking.id))) throw cancelledVisit();
        check((await sumPaymentsByBooking(trx, [booking.id])).get(booking.id) ?? 0);
        if (entry.amountPaise > 0 && entry.reference !== null && !isReferenceConfirmed) {
          const seen = referenceKey(entry.reference);
          const earlier = (await findPaymentsOfBooking(trx, booking.id)).find(
            (p) => !p.isRefund && p.reference !== null && referenceKey(p.reference) === seen,
          );
          if (earlier) throw referenceSeen(earlier);
        }
        const payment = await insertPayment(trx, {
          bookingId: booking.id,
          ...entry,
          takenBy: staff.username,
          takenAt: now().toISOString(),
          idempotencyKey,
        });
        await bookings.recordEvent(trx, {
          bookingId: booking.id,
          actor: actorOf(staff),
          what: payment.isRefund ? "refund" : "payment",
          details: {
            amountPaise: payment.amountPaise,
            mode: payment.mode,
            ...(payment.reference ? { paymentReference: payment.reference } : {}),
            ...(payment.reason ? { reason: payment.reason } : {}),
          },
        });
        // The patient who agreed to updates hears of money taken: its amount and number, no PDF.
        if (!payment.isRefund)
          await deps.outbox.notify(trx, booking.id, "receipt", {
            variables: { amount: formatRupees(payment.amountPaise / 100), number: payment.id },
          });
        return payment;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key at the same moment on another booking's lock: the other insert won.
      const other = await entryOfKey(db, booking.id, entry, idempotencyKey);
      if (!other) throw error;
      return other;
    }
  }

  async function receiptOf(booking: PaymentBooking): Promise<Receipt> {
    const settings = await deps.settings.get();
    const ledger = await moneyOf(booking);
    return {
      language: booking.language,
      lab: { name: settings.labName, addresses: settings.addresses, phone: settings.phone, email: settings.email },
      reference: booking.reference,
      visit: { date: booking.date, window: booking.window },
      issuedAt: now().toISOString(),
      people: booking.people,
      feePaise: booking.feePaise,
      discounts: booking.discounts,
      totalPaise: booking.totalPaise,
      payments: ledger.payments.map((p) => ({
        at: p.takenAt,
        mode: p.mode,
        amountPaise: p.amountPaise,
        reference: p.reference,
        isRefund: p.isRefund,
      })),
      paidPaise: ledger.status.paidPaise,
      balancePaise: ledger.status.balancePaise,
      isCancelled: booking.status === "cancelled",
    };
  }

  /**
   * The receipt's PDF (made in a worker, kept a minute: payments/receipt-renderer.ts) and a
   * line in the booking's access list; `who` (the link or staff member) downloading the same
   * receipt again within a minute is the same access.
   */
  async function receiptFile(
    booking: PaymentBooking,
    { actor, who }: { actor: AccessWho; who: string },
  ): Promise<ReceiptFile> {
    const { bytes, fingerprint } = await deps.receipts.render(booking.id, await receiptOf(booking));
    // Recorded like a report's download: the patient may ask who saw their data.
    if (await receiptAccess.isNewAccess(who, fingerprint))
      await accessLog.append(actor, [{ action: "downloaded-receipt", bookingId: booking.id }]);
    return { fileName: `${booking.reference}-receipt.pdf`, bytes };
  }

  return {
    /** A visit's ledger: every entry, oldest first, and where its account stands. */
    async forBooking(bookingId: string, staff: Staff): Promise<BookingPayments> {
      requirePermission(staff, "take-payments");
      return ledgerOf(await requireBooking(bookingId));
    },

    /**
     * What a visit still owes in paise (negative when overpaid), without the entries: the
     * collector's list shows it at the door (server/api/collect), whose role takes no payments.
     */
    async balanceOf(bookingId: string): Promise<number> {
      return (await moneyOf(await requireBooking(bookingId))).status.balancePaise;
    },

    /**
     * What each of these visits still owes, in paise, by booking id: one query however many
     * (the collector's list of the day). The caller hands the visits as the bookings' module read them.
     */
    async balancesOf(
      visits: readonly Pick<PaymentBooking, "id" | "status" | "totalPaise">[],
    ): Promise<Map<string, number>> {
      const paid = await sumPaymentsByBooking(
        db,
        visits.map((b) => b.id),
      );
      return new Map(visits.map((b) => [b.id, dueOf(b) - (paid.get(b.id) ?? 0)]));
    },

    /** What the patient's manage page says of the money: paid, the balance, and whether there is a receipt to download. */
    async forPatient(
      token: string,
    ): Promise<Pick<PaymentStatus, "paidPaise" | "balancePaise" | "state"> & { hasPayments: boolean }> {
      const booking = await bookings.byManageToken(token);
      if (!booking) throw refuse("BOOKING_NOT_FOUND");
      const {
        status: { paidPaise, balancePaise, state },
        payments,
      } = await moneyOf(booking);
      return { paidPaise, balancePaise, state, hasPayments: payments.length > 0 };
    },

    /**
     * Records money taken for a visit. Not on a cancelled visit: there only a refund may be made
     * (checked in addEntry, after its key: a payment sent again once the visit was cancelled is
     * answered with the entry it made).
     */
    async record(bookingId: string, request: PaymentRequest, staff: Staff): Promise<Payment> {
      requirePermission(staff, "take-payments");
      const booking = await requireBooking(bookingId);
      await bookings.refuseTextNamingPatient(bookingId, { reference: request.reference });
      const [payment] = await named([
        await addEntry(
          booking,
          { amountPaise: request.amount, mode: request.mode, reference: request.reference, reason: null },
          staff,
          { idempotencyKey: request.idempotencyKey, isReferenceConfirmed: request.confirmDuplicateReference },
          () => {},
        ),
      ]);
      return payment;
    },

    /**
     * Cash a collector took at the patient's door (issue 35): one entry of the same ledger, by
     * the same rules as the desk's cash (paise, the form's key, a receipt, no edits), taken by
     * the collector, so the day's takings show it under their name for the hand-over at the lab.
     * The collector's service has checked the visit is theirs (server/api/collect).
     */
    async recordCashAtDoor(
      bookingId: string,
      request: { amount: number; idempotencyKey: string },
      staff: Staff,
    ): Promise<Payment> {
      requirePermission(staff, "work-own-visits");
      const booking = await requireBooking(bookingId);
      const entry = { amountPaise: request.amount, mode: "cash" as const, reference: null, reason: null };
      const [payment] = await named([
        await addEntry(booking, entry, staff, { idempotencyKey: request.idempotencyKey }, () => {}),
      ]);
      return payment;
    },

    /**
     * Gives money back: a negative entry with the reason. At most what the visit holds (its
     * payments less earlier refunds), checked under the ledger's lock.
     */
    async refund(bookingId: string, request: RefundRequest, staff: Staff): Promise<Payment> {
      requirePermission(staff, "refund-payments");
      const booking = await requireBooking(bookingId);
      await bookings.refuseTextNamingPatient(bookingId, { reason: request.reason, reference: request.reference });
      const entry = {
        amountPaise: -request.amount,
        mode: request.mode,
        reference: request.reference,
        reason: request.reason,
      };
      const refund = await addEntry(booking, entry, staff, { idempotencyKey: request.idempotencyKey }, (paidPaise) => {
        if (request.amount > paidPaise)
          throw paidPaise > 0
            ? refuse("REFUND_OVER_PAID", { field: "amount", values: { amount: formatPaise(paidPaise) } })
            : refuse("REFUND_NOTHING_PAID", { field: "amount" });
      });
      const [payment] = await named([refund]);
      return payment;
    },

    /**
     * The money taken on a date (India; today unless said), by mode and by staff member; the
     * money recorded for that date's visits, whenever taken; and where each visit stands.
     */
    async dayForDesk(date: string | undefined, staff: Staff): Promise<DeskDayPayments> {
      requirePermission(staff, "take-payments");
      date ??= istDate(now());
      const { from, to } = istDayBounds(date);
      const taken = await findPaymentsTakenBetween(db, from, to);
      // Every mode, also one with nothing taken, so the count sheet has the same lines each day.
      const modesOf = (entries: StoredPayment[]) => {
        const byMode = totalsBy(entries, (p) => p.mode);
        return PAYMENT_MODES.map((mode) => ({ mode, ...(byMode.get(mode) ?? { paise: 0, count: 0 }) }));
      };
      const nameOf = await staffNamesOf(
        db,
        taken.map((p) => p.takenBy),
      );
      // The count sheet's rows by name, as the staff know each other.
      const usernames = [...new Set(taken.map((p) => p.takenBy))].sort((a, b) =>
        nameOf(a).name.localeCompare(nameOf(b).name),
      );
      const totalOf = (entries: StoredPayment[]) => ({
        paise: entries.reduce((sum, p) => sum + p.amountPaise, 0),
        count: entries.length,
      });
      const takings: DayTakings = {
        date,
        total: totalOf(taken),
        byMode: modesOf(taken),
        byStaff: usernames.map((username) => {
          const theirs = taken.filter((p) => p.takenBy === username);
          return { staff: username, staffName: nameOf(username), ...totalOf(theirs), byMode: modesOf(theirs) };
        }),
      };
      const visits = await bookings.onDate(date);
      const paid = await sumPaymentsByBooking(
        db,
        visits.map((b) => b.id),
      );
      // Every visit of the date, cancelled ones too: what a cancelled visit still holds is money
      // the desk owes back, and its refund nets it out, so the figure is the sum of what the
      // day's rows show as paid.
      const {
        paise,
        count,
        bookings: paidVisits,
      } = await totalPaymentsOfBookings(
        db,
        visits.map((b) => b.id),
      );
      return {
        takings,
        forVisits: { paise, count, visits: paidVisits },
        visits: visits.map((b) => statusOf(b, paid.get(b.id) ?? 0)),
      };
    },

    /** The receipt PDF for staff to print or send (recorded in the booking's access list). */
    async receiptForStaff(bookingId: string, staff: Staff): Promise<ReceiptFile> {
      requirePermission(staff, "take-payments");
      return receiptFile(await requireBooking(bookingId), { actor: { staff }, who: actorOf(staff) });
    },

    /** The receipt PDF behind the patient's manage link (recorded; throttled per link and address: 429). */
    async receiptForPatient(token: string, { ip }: { ip: string }): Promise<ReceiptFile> {
      await receiptAccess.throttle({ link: `manage:${token}`, ip });
      const booking = await bookings.byManageToken(token);
      if (!booking) throw refuse("BOOKING_NOT_FOUND");
      return receiptFile(booking, { actor: { kind: "patient" }, who: `manage:${token}` });
    },

    /**
     * The WhatsApp message staff send the patient: the lab, the reference and a 7-day link to
     * the receipt alone. No name: a wa.me address is kept in the browser's history.
     */
    async receiptMessage(
      bookingId: string,
      staff: Staff,
    ): Promise<{ message: string; url: string; expiresAt: string }> {
      requirePermission(staff, "take-payments");
      const booking = await requireBooking(bookingId);
      if (booking.isErased) throw refuse("RECEIPT_NOBODY_TO_SEND");
      const expiresAt = new Date(now().getTime() + RECEIPT_LINK_DAYS * DAY_MS);
      const url = `${publicOrigin}/api/receipts/${receiptTicketFor(booking.id, expiresAt)}`;
      // The link opens every person's name and lines for a week: who made it is an access.
      await accessLog.append({ staff }, [{ action: "made-receipt-link", bookingId: booking.id }]);
      const { labName } = await deps.settings.get();
      return {
        url,
        expiresAt: expiresAt.toISOString(),
        message: receiptMessage(
          labName,
          { reference: booking.reference, until: formatLongDate(expiresAt.toISOString(), booking.language), url },
          booking.language,
        ),
      };
    },

    /** The receipt PDF behind a link staff sent (recorded; throttled per link and address: 429); 410 once the link lapsed or the booking was erased. */
    async receiptByLink(ticket: string, { ip }: { ip: string }): Promise<ReceiptFile> {
      await receiptAccess.throttle({ link: `ticket:${ticket}`, ip });
      const booking = await requireBooking(bookingIdOfTicket(ticket)).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404 ? refuse("RECEIPT_NOT_FOUND") : error;
      });
      if (booking.isErased) throw receiptGone();
      // Whoever holds the link: the patient, or anyone they passed it to.
      return receiptFile(booking, { actor: { kind: "receipt-link" }, who: `ticket:${ticket}` });
    },

    /** A booking's entries, for the patient's data export. */
    paymentsOf: async (bookingId: string): Promise<Payment[]> => named(await findPaymentsOfBooking(db, bookingId)),
  };
}
