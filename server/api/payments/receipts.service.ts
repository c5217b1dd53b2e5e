import { createHmac, timingSafeEqual } from "node:crypto";
import type { Receipt } from "../../../domain/payment.ts";
import { RECEIPT_LINK_DAYS } from "../../../domain/payment-rules.ts";
import { formatLongDate } from "../../../domain/report-rules.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { receiptMessage } from "../../../domain/whatsapp-messages.ts";
import { HttpError, refuse } from "../../lib/http-error.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { type AccessWho, createAccessLog } from "../access-log/access-log.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { PaymentBooking, PaymentLedger } from "./payment-ledger.service.ts";
import { createReceiptAccess } from "./receipt-access.ts";
import type { ReceiptRenderer } from "./receipt-renderer.ts";

export type ReceiptFile = { fileName: string; bytes: Uint8Array };

const DAY_MS = 24 * 60 * 60 * 1000;
const receiptGone = () => refuse("RECEIPT_LINK_EXPIRED");

/**
 * A visit's receipt: the PDF for staff to print or send, behind the patient's manage link, and
 * behind the week-long link staff send on WhatsApp; each download a line of the booking's access list.
 */
export function createReceipts(
  { db, bookings, now, requireBooking, moneyOf }: PaymentLedger,
  deps: { settings: SettingsService; receipts: ReceiptRenderer },
  { publicOrigin, secret }: { publicOrigin: string; secret: string },
) {
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
  };
}
