import { randomBytes, randomInt } from "node:crypto";
import { createAccessLog } from "../access-log/access-log.service.ts";
import { PATIENT_ACCESS_LIMIT, PATIENT_SHOWN_ACTIONS, type PatientAccessLine } from "../../../domain/access-log.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type {
  Availability,
  PatientBooking,
  PatientBookingCreated,
  BookingLine,
  BookingPerson,
  BookingRequest,
  MoveRequest,
} from "../../../domain/booking.ts";
import {
  BOOKINGS_PER_IP_PER_HOUR,
  MAX_OPEN_BOOKINGS_PER_MOBILE,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  slotStartsAt,
} from "../../../domain/booking-rules.ts";
import { type FindBookingRequest, FOUND_LINKS_PER_BOOKING, foundLinkExpiry } from "../../../domain/find-booking.ts";
import { packageLinePrice, sumVisit, testLinePrice } from "../../../domain/basket-pricing.ts";
import type { City } from "../../../domain/catalogue.ts";
import { cityOfPincode, labCity } from "../../../domain/collection.ts";
import type { Locale } from "../../../domain/locale.ts";
import { UPDATES_CONSENT_VERSION } from "../../../domain/outbox.ts";
import { bookingDates, istDate } from "../../../domain/slots.ts";
import { isUniqueViolation } from "../../lib/database-errors.ts";
import { refuse } from "../../lib/http-error.ts";
import type { LookupThrottle } from "../../lib/lookup-throttle.ts";
import { RateLimit } from "../../lib/rate-limit.ts";
import { lockUntilCommit } from "../../lib/transaction-lock.ts";
import type { OutboxService } from "../messages/outbox.service.ts";
import type { PackagesService } from "../packages/packages.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { LabTestsService } from "../lab-tests/lab-tests.service.ts";
import { type BookingViews, hashToken, isErased } from "./booking-views.service.ts";
import { countBookingMoves, insertBookingEvent } from "./booking-events.repository.ts";
import { cancelOpenBooking } from "./booking-status.repository.ts";
import {
  type BookingRecord,
  countOpenBookings,
  findBookingByIdempotencyKey,
  findBookingByReference,
  insertBooking,
  isReferenceTaken,
  withdrawUpdatesConsent,
} from "./bookings.repository.ts";
import { deleteFoundLinksBeyond, deleteFoundLinksExpiredBefore, insertFoundLink } from "./found-links.repository.ts";
import { freePlace, type PlaceKind, takePlace } from "./slot-places.repository.ts";
import { capacitiesOf, type SlotPlaces } from "./slot-places.service.ts";

export type BookingsService = ReturnType<typeof createBookingsService>;

const HOUR_MS = 60 * 60 * 1000;
/** Draws of a new reference before giving up (a clash is about one in 28 million). */
const REFERENCE_ATTEMPTS = 3;

const cannotChange = () => refuse("BOOKING_CANNOT_CHANGE");

/** What 'Manage a booking' answers; the not-found answer is one constant, whatever was wrong. */
export type FindBookingResult =
  | { status: "found"; managePath: string; expiresAt: string }
  | { status: "not-found" }
  | { status: "too-many-tries"; waitMinutes: number };

const NOT_FOUND_RESULT = Object.freeze({ status: "not-found" as const });

/** A found link's token: 256 bits from the CSPRNG, base64url (the shape of every manage token). */
const FOUND_LINK_TOKEN_BYTES = 32;

/** A random reference like "LF-7Q2K9" (CSPRNG, so one says nothing about another). */
function newReference(): string {
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `LF-${code}`;
}

/**
 * The patient's booking: the form's places and prices, booking with one atomic place, and the
 * manage link's view, move and cancel. The desk has its own service (booking-desk.service.ts),
 * and so have the patient's data rights (data-rights.service.ts). `secret` keys the per-network
 * limit; `now` is the clock the slot rules are read against.
 */
export function createBookingsService(
  db: Kysely<Database>,
  deps: {
    settings: SettingsService;
    labTests: LabTestsService;
    packages: PackagesService;
    places: SlotPlaces;
    views: BookingViews;
    /** The wrong tries of reference and mobile, counted with My Reports (lib/lookup-throttle.ts). */
    lookups: LookupThrottle;
    /** A booking's messages, queued in its own transaction (issue 36). */
    outbox: Pick<OutboxService, "notify" | "dropQueued" | "transaction">;
  },
  {
    secret,
    publicOrigin,
    now = () => new Date(),
  }: { secret: string; /** The manage link in messages points here. */ publicOrigin: string; now?: () => Date },
) {
  const { places, views } = deps;
  const accessLog = createAccessLog(db);
  const { canChange, toView, created, requireByToken, manageTokenFor } = views;
  const { checkBookable, moveToSlot, slotTaken, availabilityOf } = places;
  const perIp = new RateLimit(db, {
    name: "bookings",
    limit: BOOKINGS_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
    secret,
    now: () => now().getTime(),
  });

  /**
   * A person's basket priced in `city`: tests at their city price, packages at their offer
   * price. `path` names the person's fields in a refusal (the one-person body's at the top).
   */
  async function priceBasket(person: BookingPerson, city: City, path: (string | number)[]): Promise<BookingLine[]> {
    const lines: BookingLine[] = [];
    for (const slug of new Set(person.tests)) {
      const test = await deps.labTests.get(slug);
      if (!test) throw refuse("TEST_NOT_ON_SALE", { field: [...path, "tests"], values: { slug } });
      lines.push({ kind: "test", id: test.slug, name: test.name, ...testLinePrice(test, city) });
    }
    for (const id of new Set(person.packages)) {
      const found = await deps.packages.get(id);
      if (!found) throw refuse("PACKAGE_NOT_ON_SALE", { field: [...path, "packages"], values: { id } });
      lines.push({ kind: "package", id: found.id, name: found.name, ...packageLinePrice(found) });
    }
    return lines;
  }

  /** A resubmitted form answers its booking, if the same patient sent it. */
  function sameRequest(existing: BookingRecord, input: BookingRequest): PatientBookingCreated {
    if (existing.mobile !== input.mobile) throw refuse("FORM_STALE", { field: "idempotencyKey" });
    return created(existing);
  }

  return {
    /**
     * Makes a booking, or answers the one this form already made (`isNew` false). `locale` is
     * the language of the page it was made on (English for the API): the booking keeps it, and
     * the language of the consent notice that page showed, the Hindi one when the settings
     * have it.
     */
    async create(
      input: BookingRequest,
      { ip, locale = "en" }: { ip: string; locale?: Locale },
    ): Promise<{ booking: PatientBookingCreated; isNew: boolean }> {
      const existing = await findBookingByIdempotencyKey(db, input.idempotencyKey);
      if (existing) return { booking: sameRequest(existing, input), isNew: false };

      const place = await perIp.take(ip);
      if (!place.isAllowed) {
        const { waitMs } = place;
        const minutes = Math.ceil(waitMs / 60_000);
        throw refuse("TOO_MANY_BOOKINGS", {
          values: { minutes },
          headers: { "retry-after": String(Math.ceil(waitMs / 1000)) },
        });
      }

      const settings = await deps.settings.get();
      let city: City;
      if (input.collectionType === "home") {
        const served = cityOfPincode(settings, input.pincode ?? "");
        if (!served) {
          throw refuse("PINCODE_UNSERVED", { field: "pincode", values: { pincode: input.pincode ?? "" } });
        }
        city = served;
      } else {
        if (!settings.addresses.includes(input.labAddress ?? "")) throw refuse("NOT_OUR_LAB", { field: "labAddress" });
        // A lab visit pays the prices of its lab's city, whatever city the client sent: the
        // form shows those prices once a lab is chosen, and a stale `city` is no fault the
        // patient could correct.
        city = labCity(input.labAddress ?? "");
      }
      const slot = { date: input.date, window: input.window };
      checkBookable(settings, slot);
      if (input.people.length > settings.peoplePerVisit)
        throw refuse("PEOPLE_LIMIT_REACHED", { field: "people", values: { maximum: settings.peoplePerVisit } });

      // One person's body names its fields at the top, as it always did; people[] by their place.
      const isFamily = input.people.length > 1;
      const baskets: BookingLine[][] = [];
      for (const [i, person] of input.people.entries())
        baskets.push(await priceBasket(person, city, isFamily ? ["people", i] : []));
      const { people: personSums, ...sums } = sumVisit(baskets, input.collectionType === "home" ? settings : null);
      const today = istDate(now());

      const insertOnce = async (): Promise<BookingRecord | "full"> => {
        let reference = newReference();
        while (await isReferenceTaken(db, reference)) reference = newReference();
        // The outbox's transaction: the confirmation goes out as the booking commits.
        return deps.outbox.transaction(async (trx) => {
          // One mobile's bookings are counted and made one at a time, so the cap holds.
          await lockUntilCommit(trx, `booking-mobile:${input.mobile}`);
          if ((await countOpenBookings(trx, input.mobile, today)) >= MAX_OPEN_BOOKINGS_PER_MOBILE) {
            throw refuse("OPEN_BOOKINGS_LIMIT", { field: "mobile", values: { count: MAX_OPEN_BOOKINGS_PER_MOBILE } });
          }
          if (!(await takePlace(trx, slot, input.collectionType, capacitiesOf(settings)))) return "full" as const;
          const made = await insertBooking(trx, {
            reference,
            manageTokenHash: hashToken(manageTokenFor(input.idempotencyKey)),
            people: input.people.map((person, i) => ({
              patientName: person.patientName,
              age: person.age,
              gender: person.gender,
              guardianName: person.guardianName,
              guardianConsent: person.guardianConsent,
              items: baskets[i],
              ...personSums[i],
            })),
            mobile: input.mobile,
            email: input.email,
            collectionType: input.collectionType,
            address: input.collectionType === "home" ? input.address : null,
            landmark: input.collectionType === "home" ? input.landmark : null,
            pincode: input.collectionType === "home" ? input.pincode : null,
            city,
            labAddress: input.collectionType === "lab" ? input.labAddress : null,
            date: slot.date,
            window: slot.window,
            ...sums,
            consentVersion: settings.consentVersion,
            consentedAt: now().toISOString(),
            consentLanguage: locale === "hi" && settings.hi.consentNotice ? "hi" : "en",
            language: locale,
            offersOptIn: input.offersOptIn,
            updatesOptIn: input.updatesOptIn,
            updatesConsentVersion: input.updatesOptIn ? UPDATES_CONSENT_VERSION : null,
            idempotencyKey: input.idempotencyKey,
          });
          await insertBookingEvent(trx, { bookingId: made.id, actor: "patient", what: "booked", details: { slot } });
          // Only to a patient who agreed (read back in this transaction), so a booking rolled back sends nothing.
          const url = `${publicOrigin}${locale === "hi" ? "/hi" : ""}${created(made).managePath}`;
          await deps.outbox.notify(trx, made.id, "booking-confirmed", { variables: { url } });
          return made;
        });
      };

      let booking: BookingRecord | "full" | null = null;
      for (let attempt = 1; booking === null; attempt++) {
        try {
          booking = await insertOnce();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // The same form sent twice at once: the other one made it (this one's place is rolled back).
          const other = await findBookingByIdempotencyKey(db, input.idempotencyKey);
          if (other) return { booking: sameRequest(other, input), isNew: false };
          // Else another booking drew the same reference between the check and the insert.
          if (attempt === REFERENCE_ATTEMPTS) throw error;
        }
      }
      if (booking === "full") throw await slotTaken(settings, slot, input.collectionType);
      return { booking: created(booking), isNew: true };
    },

    /** Each bookable window of `date` with the places of `kind` left. */
    async availability(date: string, kind: PlaceKind = "home"): Promise<Availability> {
      const [day] = await availabilityOf([date], kind);
      return day;
    },

    /** Every date a patient may book now, each with its windows and the places of `kind` left (the booking form). */
    async calendar(kind: PlaceKind): Promise<Availability[]> {
      const settings = await deps.settings.get();
      return availabilityOf(bookingDates(settings, now()), kind, settings);
    },

    /**
     * 'Manage a booking': the reference and mobile open a new manage link to the booking, made
     * here and shown once (only its hash is kept), which works until FOUND_LINK_DAYS_AFTER_VISIT
     * days after the slot, or until it is the oldest of more than FOUND_LINKS_PER_BOOKING; the
     * booking's own link keeps working. A wrong reference, a wrong mobile and an erased booking
     * give one answer and count as wrong tries in the counts My Reports uses. A cancelled
     * booking is found: its page says it is cancelled
     * (docs/decisions/2026-11-25-booking-found-again.md).
     */
    async find({ reference, mobile }: FindBookingRequest, { ip }: { ip: string }): Promise<FindBookingResult> {
      const lookup = await deps.lookups.attempt({ reference, ip }, async () => {
        const booking = await findBookingByReference(db, reference);
        return booking && !isErased(booking) && booking.mobile === mobile ? booking : null;
      });
      if (lookup.status === "too-many-tries") return { status: "too-many-tries", waitMinutes: lookup.waitMinutes };
      if (lookup.status === "not-found") return NOT_FOUND_RESULT;
      const booking = lookup.found;
      const token = randomBytes(FOUND_LINK_TOKEN_BYTES).toString("base64url");
      const madeAt = now();
      const expiresAt = foundLinkExpiry(slotStartsAt(booking.date, booking.window), madeAt).toISOString();
      await db.transaction().execute(async (trx) => {
        await insertFoundLink(trx, {
          bookingId: booking.id,
          tokenHash: hashToken(token),
          createdAt: madeAt.toISOString(),
          expiresAt,
        });
        await deleteFoundLinksBeyond(trx, booking.id, FOUND_LINKS_PER_BOOKING);
        await insertBookingEvent(trx, { bookingId: booking.id, actor: "patient", what: "found" });
      });
      return { status: "found", managePath: `/bookings/manage/${token}`, expiresAt };
    },

    /** Drops the found links that stopped working (the hourly housekeeping); how many went. */
    pruneFoundLinks: (at: Date): Promise<number> => deleteFoundLinksExpiredBefore(db, at.toISOString()),

    /** The booking behind a manage link (its own, or one 'Manage a booking' made). */
    get: async (token: string): Promise<PatientBooking> => toView(await requireByToken(token)),

    /**
     * Who at the lab opened the booking behind a manage link or its reports, or took a link to
     * send them, newest first (issue 34, PATIENT_SHOWN_ACTIONS). The person's name comes from the
     * booking, so an erased person shows as erased.
     */
    async accessForPatient(token: string): Promise<PatientAccessLine[]> {
      const record = await requireByToken(token);
      const rows = await accessLog.ofBooking(record.id, {
        staffOnly: true,
        actions: PATIENT_SHOWN_ACTIONS,
        limit: PATIENT_ACCESS_LIMIT,
      });
      return rows.map((row) => {
        const person = record.people.find((p) => p.id === row.personId);
        return {
          at: row.at,
          staffName: row.staff?.name ?? "",
          role: row.staff?.role ?? null,
          action: row.action as PatientAccessLine["action"],
          personName: person && person.erasedAt === null ? person.patientName : null,
          personErased: person?.erasedAt != null,
        };
      });
    },

    /**
     * The booking behind a manage link and the revision of its calendar event: how many times
     * it has been moved. A calendar replaces the event it holds under the same UID only by one
     * with a greater SEQUENCE (RFC 5545 §3.8.7.4).
     */
    async getForCalendar(token: string): Promise<{ booking: PatientBooking; sequence: number }> {
      const record = await requireByToken(token);
      return { booking: toView(record), sequence: await countBookingMoves(db, record.id) };
    },

    /** Cancels through the manage link; the place returns to the pool. */
    async cancel(token: string): Promise<PatientBooking> {
      const booking = await requireByToken(token);
      if (!canChange(booking)) throw cannotChange();
      const isCancelled = await deps.outbox.transaction(async (trx) => {
        if (!(await cancelOpenBooking(trx, booking.id, booking))) return false;
        await freePlace(trx, booking, booking.collectionType);
        await insertBookingEvent(trx, { bookingId: booking.id, actor: "patient", what: "cancelled" });
        await deps.outbox.notify(trx, booking.id, "booking-cancelled");
        await deps.outbox.dropQueued(trx, booking.id, ["reminder", "booking-moved"], "The booking was cancelled");
        return true;
      });
      if (!isCancelled) throw cannotChange();
      return toView(await requireByToken(token));
    },

    /**
     * The patient stops the updates about this booking (issue 36): kept as an event of its
     * history; whatever is still queued is dropped by the dispatcher, and nothing more is queued.
     * Stopping twice changes nothing.
     */
    async stopUpdates(token: string): Promise<PatientBooking> {
      const booking = await requireByToken(token);
      await db.transaction().execute(async (trx) => {
        if (await withdrawUpdatesConsent(trx, booking.id))
          await insertBookingEvent(trx, { bookingId: booking.id, actor: "patient", what: "updates-stopped" });
      });
      return toView(await requireByToken(token));
    },

    /** Moves to another free slot: the new place is taken and the old freed in one transaction. */
    async move(token: string, to: MoveRequest): Promise<PatientBooking> {
      const booking = await requireByToken(token);
      if (!canChange(booking)) throw cannotChange();
      const settings = await deps.settings.get();
      if (to.date === booking.date && to.window === booking.window) throw refuse("SAME_SLOT", { field: "window" });
      checkBookable(settings, to);
      const outcome = await moveToSlot(booking, to, settings, "patient");
      if (outcome === "full") throw await slotTaken(settings, to, booking.collectionType);
      if (outcome === "changed") throw cannotChange();
      return toView(await requireByToken(token));
    },
  };
}
