import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { PaymentBooking, PaymentBookings } from "../payments/payment-ledger.service.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type BookingViews, isErased } from "./booking-views.service.ts";
import { refuseTextNamingPatient } from "./free-text.service.ts";
import { insertBookingEvent } from "./booking-events.repository.ts";
import { findBookingsOnDate } from "./booking-search.repository.ts";
import { holdUncancelledBooking } from "./booking-status.repository.ts";
import { type BookingRecord, findBookingById } from "./bookings.repository.ts";

/**
 * A booking as its payments and receipt see it. The one place a booking becomes the people
 * on its receipt: a booking for several people lists each of them, with their own lines.
 */
function forPayments(b: BookingRecord): PaymentBooking {
  return {
    id: b.id,
    reference: b.reference,
    language: b.language,
    status: b.status,
    isErased: isErased(b),
    date: b.date,
    window: b.window,
    // Everyone booked, in order, with what the desk removed marked (Receipt's people say why).
    people: [...b.people, ...b.removedPeople]
      .sort((x, y) => x.position - y.position)
      .map((person) => {
        const removals = b.changes.filter((change) => change.personId === person.id && change.kind !== "discount");
        const removed = removals.flatMap((change) =>
          change.lines.map((item) => ({ name: item.name, pricePaise: item.pricePaise, reason: change.reason })),
        );
        return {
          name: person.patientName,
          lines:
            person.removedAt === null
              ? person.items.map((item) => ({ name: item.name, pricePaise: item.pricePaise }))
              : [],
          removed,
          removedReason: removals.find((change) => change.kind === "person")?.reason ?? null,
        };
      }),
    feePaise: b.feePaise,
    discounts: b.changes
      .filter((change) => change.kind === "discount")
      .map((change) => ({ amountPaise: change.amountPaise, reason: change.reason })),
    totalPaise: b.totalPaise,
  };
}

/**
 * What the payments (api/payments) need of the bookings, given to them by the bookings'
 * own module so that only it reads the bookings and writes their history.
 */
export function createPaymentBookings(
  db: Kysely<Database>,
  views: Pick<BookingViews, "requireByToken">,
): PaymentBookings {
  return {
    byId: async (id) => {
      const found = await findBookingById(db, id);
      return found && forPayments(found);
    },
    // The booking's own manage link, or one 'Manage a booking' made, as the manage page reads it.
    byManageToken: async (token) => {
      try {
        return forPayments(await views.requireByToken(token));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },
    onDate: async (date) => (await findBookingsOnDate(db, date)).map(forPayments),
    recordEvent: (trx, event) => insertBookingEvent(trx, event),
    holdUncancelled: (trx, bookingId) => holdUncancelledBooking(trx, bookingId),
    refuseTextNamingPatient: async (bookingId, texts) => {
      const found = await findBookingById(db, bookingId);
      if (found) refuseTextNamingPatient(found, texts);
    },
  };
}
