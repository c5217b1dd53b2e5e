import { createHash, createHmac, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  type Availability,
  type Booking,
  type BookingCreated,
  type BookingLine,
  type BookingRequest,
  BOOKINGS_PER_IP_PER_HOUR,
  MANAGE_CUTOFF_HOURS,
  maskMobile,
  MAX_OPEN_BOOKINGS_PER_MOBILE,
  type MoveRequest,
  OPEN_STATUSES,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  SLOT_TAKEN_MESSAGE,
  type SlotRef,
  slotStartsAt,
} from "../../../domain/booking.ts";
import { type City, DEFAULT_CITY } from "../../../domain/catalogue.ts";
import { priceInCity, toPaise, toRupees } from "../../../domain/pricing.ts";
import { cityOfPincode, homeCollectionFee } from "../../../domain/collection.ts";
import type { Settings } from "../../../domain/settings.ts";
import { bookableSlots, bookingDates, isBookingDate, istDate, slotWindows } from "../../../domain/slots.ts";
import { isUniqueViolation } from "../../lib/database-errors.ts";
import { HttpError, invalidField } from "../../lib/http-error.ts";
import { RateLimit } from "../../lib/rate-limit.ts";
import { lockUntilCommit } from "../../lib/transaction-lock.ts";
import type { PackagesService } from "../packages/packages.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { TestsService } from "../tests/tests.service.ts";
import {
  type BookingRecord,
  cancelOpenBooking,
  countOpenBookings,
  findBookingByIdempotencyKey,
  findBookingByTokenHash,
  findSlotUse,
  freePlace,
  insertBooking,
  insertBookingEvent,
  isReferenceTaken,
  moveOpenBooking,
  takePlace,
} from "./bookings.repository.ts";

export type BookingsService = ReturnType<typeof createBookingsService>;

const HOUR_MS = 60 * 60 * 1000;
/** How many free slots a 409 offers instead. */
const NEAREST_COUNT = 3;
/** Draws of a new reference before giving up (a clash is about one in 28 million). */
const REFERENCE_ATTEMPTS = 3;

const cannotChange = () => new HttpError(409, "This booking can no longer be changed online; please call the lab");
const notFound = () => new HttpError(404, "Booking not found");

/** A random reference like "LF-7Q2K9" (CSPRNG, so one says nothing about another). */
function newReference(): string {
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `LF-${code}`;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Patients' bookings: pricing on the server, one atomic place per booking, the manage link.
 * `secret` makes the manage tokens; `now` is the clock the slot rules are read against.
 */
export function createBookingsService(
  db: Kysely<Database>,
  deps: { settings: SettingsService; tests: TestsService; packages: PackagesService },
  { secret, now = () => new Date() }: { secret: string; now?: () => Date },
) {
  const perIp = new RateLimit(BOOKINGS_PER_IP_PER_HOUR, HOUR_MS, () => now().getTime());

  /**
   * The manage link's token: 256 bits derived from the form's idempotency key with the
   * server's secret, so a resubmitted form gets the same link, yet only its hash is stored.
   */
  const manageTokenFor = (idempotencyKey: string) =>
    createHmac("sha256", secret).update(`booking-manage:${idempotencyKey}`).digest("base64url");

  const changeableUntil = (b: Pick<BookingRecord, "date" | "window">) =>
    new Date(slotStartsAt(b.date, b.window).getTime() - MANAGE_CUTOFF_HOURS * HOUR_MS);
  const canChange = (b: BookingRecord) => OPEN_STATUSES.includes(b.status) && now() < changeableUntil(b);

  function toView(b: BookingRecord): Booking {
    return {
      reference: b.reference,
      status: b.status,
      patientName: b.patientName,
      maskedMobile: maskMobile(b.mobile),
      collectionType: b.collectionType,
      address: b.address,
      landmark: b.landmark,
      pincode: b.pincode,
      city: b.city,
      labAddress: b.labAddress,
      date: b.date,
      window: b.window,
      items: b.items,
      subtotal: toRupees(b.subtotalPaise),
      saving: toRupees(b.mrpPaise - b.subtotalPaise),
      fee: toRupees(b.feePaise),
      total: toRupees(b.totalPaise),
      offersOptIn: b.offersOptIn,
      createdAt: b.createdAt,
      canChange: canChange(b),
      changeableUntil: changeableUntil(b).toISOString(),
    };
  }

  function created(b: BookingRecord): BookingCreated {
    const token = manageTokenFor(b.idempotencyKey);
    return { ...toView(b), manageToken: token, managePath: `/bookings/manage/${token}` };
  }

  /** 400 naming `date` or `window` unless the slot may be booked now. */
  function checkBookable(settings: Settings, slot: SlotRef) {
    if (!isBookingDate(settings, slot.date, now())) {
      throw invalidField(
        "date",
        `Choose a date from today to ${settings.bookingDaysAhead} days ahead, on a day we are open`,
      );
    }
    if (!bookableSlots(settings, slot.date, now()).includes(slot.window)) {
      throw invalidField(
        "window",
        slotWindows(settings).includes(slot.window)
          ? `This slot starts in less than ${settings.minLeadHours} hours or has passed: choose a later one`
          : "Choose one of the listed time slots",
      );
    }
  }

  /** The free slots nearest in time to `wanted`, for a patient who just lost it. */
  async function nearestFree(settings: Settings, wanted: SlotRef): Promise<SlotRef[]> {
    const at = now();
    const dates = bookingDates(settings, at);
    const use = await findSlotUse(db, dates);
    const target = slotStartsAt(wanted.date, wanted.window).getTime();
    const free: (SlotRef & { distance: number })[] = [];
    for (const date of dates) {
      for (const window of bookableSlots(settings, date, at)) {
        if (date === wanted.date && window === wanted.window) continue;
        const slot = use.get(`${date}|${window}`);
        if (slot && slot.booked >= slot.capacity) continue;
        free.push({ date, window, distance: Math.abs(slotStartsAt(date, window).getTime() - target) });
      }
    }
    return free
      .sort((a, b) => a.distance - b.distance)
      .slice(0, NEAREST_COUNT)
      .map(({ date, window }) => ({ date, window }));
  }

  async function slotTaken(settings: Settings, wanted: SlotRef): Promise<HttpError> {
    return new HttpError(
      409,
      SLOT_TAKEN_MESSAGE,
      [{ path: ["window"], message: SLOT_TAKEN_MESSAGE }],
      {},
      { nearest: await nearestFree(settings, wanted) },
    );
  }

  /** The basket priced in `city`: tests at their city price, packages at their offer price. */
  async function priceBasket(input: BookingRequest, city: City): Promise<BookingLine[]> {
    const lines: BookingLine[] = [];
    for (const slug of new Set(input.tests)) {
      const test = await deps.tests.get(slug);
      if (!test) throw invalidField("tests", `We have no test at ${slug} on sale`);
      const { price, originalPrice } = priceInCity(test, city);
      lines.push({ kind: "test", id: test.slug, name: test.name, price, mrp: originalPrice });
    }
    for (const id of new Set(input.packages)) {
      const found = await deps.packages.get(id);
      if (!found) throw invalidField("packages", `We have no package ${id} on sale`);
      lines.push({
        kind: "package",
        id: found.id,
        name: found.name,
        price: found.discountedPrice ?? found.price,
        mrp: found.price,
      });
    }
    return lines;
  }

  async function requireByToken(token: string): Promise<BookingRecord> {
    const found = await findBookingByTokenHash(db, hashToken(token));
    if (!found) throw notFound();
    return found;
  }

  /** A resubmitted form answers its booking, if the same patient sent it. */
  function sameRequest(existing: BookingRecord, input: BookingRequest): BookingCreated {
    if (existing.mobile !== input.mobile) throw invalidField("idempotencyKey", "Reload the page and try again");
    return created(existing);
  }

  /** The bookable windows of each date with the places left, read in one query. */
  async function availabilityOf(dates: string[], known?: Settings): Promise<Availability[]> {
    const settings = known ?? (await deps.settings.get());
    const use = await findSlotUse(db, dates);
    const at = now();
    return dates.map((date) => ({
      date,
      slots: bookableSlots(settings, date, at).map((window) => {
        const slot = use.get(`${date}|${window}`);
        const placesLeft = Math.max(0, slot ? slot.capacity - slot.booked : settings.slotCapacity);
        return { window, placesLeft, isFull: placesLeft === 0 };
      }),
    }));
  }

  return {
    /** Makes a booking, or answers the one this form already made (`isNew` false). */
    async create(input: BookingRequest, { ip }: { ip: string }): Promise<{ booking: BookingCreated; isNew: boolean }> {
      const existing = await findBookingByIdempotencyKey(db, input.idempotencyKey);
      if (existing) return { booking: sameRequest(existing, input), isNew: false };

      const waitMs = perIp.hit(ip);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw new HttpError(
          429,
          `Too many bookings from this network: try again in ${minutes} minutes, or call the lab`,
          [],
          {
            "retry-after": String(Math.ceil(waitMs / 1000)),
          },
        );
      }

      const settings = await deps.settings.get();
      let city: City;
      if (input.collectionType === "home") {
        const served = cityOfPincode(settings, input.pincode ?? "");
        if (!served) {
          throw invalidField(
            "pincode",
            `We do not collect samples at ${input.pincode} yet: choose a lab visit, or call us`,
          );
        }
        city = served;
      } else {
        if (!settings.addresses.includes(input.labAddress ?? ""))
          throw invalidField("labAddress", "Choose one of our labs");
        city = input.city ?? DEFAULT_CITY;
      }
      const slot = { date: input.date, window: input.window };
      checkBookable(settings, slot);

      const items = await priceBasket(input, city);
      const subtotal = items.reduce((sum, line) => sum + toPaise(line.price), 0);
      const mrp = items.reduce((sum, line) => sum + toPaise(line.mrp), 0);
      const fee = input.collectionType === "home" ? toPaise(homeCollectionFee(settings, toRupees(subtotal))) : 0;
      const today = istDate(now());

      const insertOnce = async (): Promise<BookingRecord | "full"> => {
        let reference = newReference();
        while (await isReferenceTaken(db, reference)) reference = newReference();
        return db.transaction().execute(async (trx) => {
          // One mobile's bookings are counted and made one at a time, so the cap holds.
          await lockUntilCommit(trx, `booking-mobile:${input.mobile}`);
          if ((await countOpenBookings(trx, input.mobile, today)) >= MAX_OPEN_BOOKINGS_PER_MOBILE) {
            throw invalidField(
              "mobile",
              `This number already has ${MAX_OPEN_BOOKINGS_PER_MOBILE} bookings to come: manage them from their links, or call us`,
            );
          }
          if (!(await takePlace(trx, slot, settings.slotCapacity))) return "full" as const;
          const made = await insertBooking(trx, {
            reference,
            manageTokenHash: hashToken(manageTokenFor(input.idempotencyKey)),
            patientName: input.patientName,
            age: input.age,
            gender: input.gender,
            mobile: input.mobile,
            email: input.email,
            guardianName: input.guardianName,
            guardianConsent: input.guardianConsent,
            collectionType: input.collectionType,
            address: input.collectionType === "home" ? input.address : null,
            landmark: input.collectionType === "home" ? input.landmark : null,
            pincode: input.collectionType === "home" ? input.pincode : null,
            city,
            labAddress: input.collectionType === "lab" ? input.labAddress : null,
            date: slot.date,
            window: slot.window,
            items,
            subtotalPaise: subtotal,
            mrpPaise: mrp,
            feePaise: fee,
            totalPaise: subtotal + fee,
            consentVersion: settings.consentVersion,
            consentedAt: now().toISOString(),
            offersOptIn: input.offersOptIn,
            idempotencyKey: input.idempotencyKey,
          });
          await insertBookingEvent(trx, { bookingId: made.id, actor: "patient", what: "booked", details: { slot } });
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
      if (booking === "full") throw await slotTaken(settings, slot);
      return { booking: created(booking), isNew: true };
    },

    /** Each bookable window of `date` with the places left. */
    async availability(date: string): Promise<Availability> {
      const [day] = await availabilityOf([date]);
      return day;
    },

    /** Every date a patient may book now, each with its windows and the places left (the booking form). */
    async calendar(): Promise<Availability[]> {
      const settings = await deps.settings.get();
      return availabilityOf(bookingDates(settings, now()), settings);
    },

    /** The booking behind a manage link. */
    get: async (token: string): Promise<Booking> => toView(await requireByToken(token)),

    /** Cancels through the manage link; the place returns to the pool. */
    async cancel(token: string): Promise<Booking> {
      const booking = await requireByToken(token);
      if (!canChange(booking)) throw cannotChange();
      const isCancelled = await db.transaction().execute(async (trx) => {
        if (!(await cancelOpenBooking(trx, booking.id, booking))) return false;
        await freePlace(trx, booking);
        await insertBookingEvent(trx, { bookingId: booking.id, actor: "patient", what: "cancelled" });
        return true;
      });
      if (!isCancelled) throw cannotChange();
      return toView(await requireByToken(token));
    },

    /** Moves to another free slot: the new place is taken and the old freed in one transaction. */
    async move(token: string, to: MoveRequest): Promise<Booking> {
      const booking = await requireByToken(token);
      if (!canChange(booking)) throw cannotChange();
      const settings = await deps.settings.get();
      if (to.date === booking.date && to.window === booking.window)
        throw invalidField("window", "That is the slot you have: choose another");
      checkBookable(settings, to);
      const SLOT_FULL = new Error("slot full");
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          // Moves run one at a time: two moves in opposite directions would otherwise each
          // hold the slot row the other needs (a deadlock on PostgreSQL).
          await lockUntilCommit(trx, "booking-moves");
          if (!(await moveOpenBooking(trx, booking.id, booking, to))) return "changed" as const;
          // Thrown to roll the booking's move back; the 409 is made after (SQLite has one connection).
          if (!(await takePlace(trx, to, settings.slotCapacity))) throw SLOT_FULL;
          await freePlace(trx, booking);
          await insertBookingEvent(trx, {
            bookingId: booking.id,
            actor: "patient",
            what: "moved",
            details: { from: { date: booking.date, window: booking.window }, to },
          });
          return "moved" as const;
        })
        .catch((error: unknown) => {
          if (error === SLOT_FULL) return "full" as const;
          throw error;
        });
      if (outcome === "full") throw await slotTaken(settings, to);
      if (outcome === "changed") throw cannotChange();
      return toView(await requireByToken(token));
    },
  };
}
