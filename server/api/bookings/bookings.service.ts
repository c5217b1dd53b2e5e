import { createHash, createHmac, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  type AdminBookingDetail,
  type AdminBookingListQuery,
  type AdminBookingSummary,
  type AdminDay,
  type Availability,
  type Booking,
  type BookingCreated,
  type BookingLine,
  type BookingRequest,
  type DayCounts,
  type MoveRequest,
  type PersonalDataExport,
  type SlotRef,
  type StatusChange,
} from "../../../domain/booking.ts";
import {
  ACCESS_EVENTS,
  ADMIN_PAGE_SIZE,
  type BookingStatus,
  BOOKINGS_PER_IP_PER_HOUR,
  ERASED_MOBILE,
  MANAGE_CUTOFF_HOURS,
  maskMobile,
  MAX_OPEN_BOOKINGS_PER_MOBILE,
  mobileDigitsOf,
  nextStatuses,
  OPEN_STATUSES,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  referenceFragmentOf,
  SLOT_TAKEN_MESSAGE,
  slotStartsAt,
  STATUS_LABELS,
} from "../../../domain/booking-rules.ts";
import type { City } from "../../../domain/catalogue.ts";
import { toRupees } from "../../../domain/pricing.ts";
import { packageLinePrice, sumBasket, testLinePrice, totalsInRupees } from "../../../domain/basket-pricing.ts";
import { cityOfPincode, labCity } from "../../../domain/collection.ts";
import type { Settings } from "../../../domain/settings.ts";
import {
  bookableSlots,
  bookingDates,
  isBookingDate,
  istDate,
  type SlotRules,
  slotWindows,
  weekdayOf,
} from "../../../domain/slots.ts";
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
  countStatusesOnDate,
  eraseBookingPersonalData,
  findBookingById,
  findBookingByIdempotencyKey,
  findBookingByTokenHash,
  findBookingEvents,
  findBookingsForAdmin,
  findBookingsOnDate,
  findSlotUse,
  freePlace,
  insertBooking,
  insertBookingEvent,
  isReferenceTaken,
  moveOpenBooking,
  type PlaceKind,
  type Places,
  takePlace,
  updateBookingStatus,
} from "./bookings.repository.ts";

export type BookingsService = ReturnType<typeof createBookingsService>;

const HOUR_MS = 60 * 60 * 1000;
/** How many free slots a 409 offers instead. */
const NEAREST_COUNT = 3;
/** Draws of a new reference before giving up (a clash is about one in 28 million). */
const REFERENCE_ATTEMPTS = 3;

const cannotChange = () => new HttpError(409, "This booking can no longer be changed online; please call the lab");
const notFound = () => new HttpError(404, "Booking not found");
const changedMeanwhile = () =>
  new HttpError(409, "Someone else changed this booking a moment ago: reload it to see what changed, then try again");

/** Who did something to a booking, as its history records it. */
type Actor = "patient" | `admin:${string}`;
const staff = (username: string): Actor => `admin:${username}`;

/** Statuses a first report moves a booking on from (markReportReady). */
const BEFORE_REPORT: readonly BookingStatus[] = ["new", "confirmed", "sample-collected"];
/** How many item names a summary spells out before "and N more". */
const SUMMARY_ITEMS = 2;

const isErased = (b: BookingRecord) => b.mobile === ERASED_MOBILE;

/**
 * Places per window of each kind, for the rows made from now on: home collections and lab
 * visits are counted apart (docs/decisions/2026-11-24-lab-and-home-capacity.md).
 */
const capacitiesOf = (settings: Settings): Record<PlaceKind, number> => ({
  home: settings.slotCapacity,
  lab: settings.labSlotCapacity,
});

/** A window's places of one kind: its row's, or the settings' while nobody has booked it. */
function placesOf(use: Partial<Record<PlaceKind, Places>> | undefined, kind: PlaceKind, settings: Settings): Places {
  return use?.[kind] ?? { capacity: capacitiesOf(settings)[kind], booked: 0 };
}

/** "CBC, Lipid Profile and 2 more". */
function summariseItems(items: BookingLine[]): string {
  const names = items.map((item) => item.name);
  if (names.length <= SUMMARY_ITEMS + 1) return names.join(", ");
  return `${names.slice(0, SUMMARY_ITEMS).join(", ")} and ${names.length - SUMMARY_ITEMS} more`;
}

/**
 * Whether a staff note names the patient (a word of their name, or their number): the
 * history outlives an erasure, so it may hold no personal data.
 */
function mentionsPatient(b: BookingRecord, text: string): boolean {
  if (isErased(b)) return false;
  const lower = text.toLowerCase();
  const nameWords = b.patientName
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3);
  const words = new Set(lower.split(/[^\p{L}]+/u));
  return nameWords.some((word) => words.has(word)) || text.replace(/\D/g, "").includes(b.mobile);
}

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
  deps: {
    settings: SettingsService;
    tests: TestsService;
    packages: PackagesService;
    /** Deletes the report files of a booking before it is erased (the reports feature supplies it). */
    eraseReportsOf?: (bookingId: string) => Promise<void>;
    /** The booking's report files, for the patient's data export. */
    reportsOf?: (bookingId: string) => Promise<PersonalDataExport["reports"]>;
  },
  { secret, now = () => new Date() }: { secret: string; now?: () => Date },
) {
  const perIp = new RateLimit(db, { name: "bookings", limit: BOOKINGS_PER_IP_PER_HOUR, windowMs: HOUR_MS, secret, now: () => now().getTime() });

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
      ...totalsInRupees(b),
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

  /**
   * Staff book and move inside the patients' booking window, but without the lead time: a
   * receptionist may put a patient into a slot that starts within the hour.
   */
  const staffRules = (settings: Settings): SlotRules => ({ ...settings, minLeadHours: 0 });

  /** 400 naming `date` or `window` unless the slot may be booked now under `rules`. */
  function checkBookable(rules: SlotRules, slot: SlotRef) {
    if (!isBookingDate(rules, slot.date, now())) {
      throw invalidField(
        "date",
        `Choose a date from today to ${rules.bookingDaysAhead} days ahead, on a day we are open`,
      );
    }
    if (!bookableSlots(rules, slot.date, now()).includes(slot.window)) {
      const tooSoon =
        rules.minLeadHours > 0
          ? `This slot starts in less than ${rules.minLeadHours} hours or has passed: choose a later one`
          : "This slot has already started: choose a later one";
      throw invalidField(
        "window",
        slotWindows(rules).includes(slot.window) ? tooSoon : "Choose one of the listed time slots",
      );
    }
  }

  /**
   * Moves an open booking to `to`: the new place is taken and the old one freed in one
   * transaction, and only while the booking is still open in its old slot. The patient's
   * move and the staff's reschedule both go through here.
   */
  async function moveToSlot(
    booking: BookingRecord,
    to: SlotRef,
    settings: Settings,
    actor: Actor,
  ): Promise<"moved" | "full" | "changed"> {
    const SLOT_FULL = new Error("slot full");
    return db
      .transaction()
      .execute(async (trx) => {
        // Moves run one at a time: two moves in opposite directions would otherwise each
        // hold the slot row the other needs (a deadlock on PostgreSQL).
        await lockUntilCommit(trx, "booking-moves");
        if (!(await moveOpenBooking(trx, booking.id, booking, to))) return "changed" as const;
        // Thrown to roll the booking's move back; the 409 is made after (SQLite has one connection).
        // A move keeps the booking's kind: a lab visit takes a lab place, a home collection a home one.
        if (!(await takePlace(trx, to, booking.collectionType, capacitiesOf(settings)))) throw SLOT_FULL;
        await freePlace(trx, booking, booking.collectionType);
        await insertBookingEvent(trx, {
          bookingId: booking.id,
          actor,
          what: "moved",
          details: { from: { date: booking.date, window: booking.window }, to: { date: to.date, window: to.window } },
        });
        return "moved" as const;
      })
      .catch((error: unknown) => {
        if (error === SLOT_FULL) return "full" as const;
        throw error;
      });
  }

  /** The slots with a place of `kind` nearest in time to `wanted`, for a patient who just lost it. */
  async function nearestFree(settings: Settings, wanted: SlotRef, kind: PlaceKind): Promise<SlotRef[]> {
    const at = now();
    const dates = bookingDates(settings, at);
    const use = await findSlotUse(db, dates);
    const target = slotStartsAt(wanted.date, wanted.window).getTime();
    const free: (SlotRef & { distance: number })[] = [];
    for (const date of dates) {
      for (const window of bookableSlots(settings, date, at)) {
        if (date === wanted.date && window === wanted.window) continue;
        const places = placesOf(use.get(`${date}|${window}`), kind, settings);
        if (places.booked >= places.capacity) continue;
        free.push({ date, window, distance: Math.abs(slotStartsAt(date, window).getTime() - target) });
      }
    }
    return free
      .sort((a, b) => a.distance - b.distance)
      .slice(0, NEAREST_COUNT)
      .map(({ date, window }) => ({ date, window }));
  }

  async function slotTaken(settings: Settings, wanted: SlotRef, kind: PlaceKind): Promise<HttpError> {
    return new HttpError(
      409,
      SLOT_TAKEN_MESSAGE,
      [{ path: ["window"], message: SLOT_TAKEN_MESSAGE }],
      {},
      { nearest: await nearestFree(settings, wanted, kind) },
    );
  }

  /** The basket priced in `city`: tests at their city price, packages at their offer price. */
  async function priceBasket(input: BookingRequest, city: City): Promise<BookingLine[]> {
    const lines: BookingLine[] = [];
    for (const slug of new Set(input.tests)) {
      const test = await deps.tests.get(slug);
      if (!test) throw invalidField("tests", `We have no test at ${slug} on sale`);
      lines.push({ kind: "test", id: test.slug, name: test.name, ...testLinePrice(test, city) });
    }
    for (const id of new Set(input.packages)) {
      const found = await deps.packages.get(id);
      if (!found) throw invalidField("packages", `We have no package ${id} on sale`);
      lines.push({ kind: "package", id: found.id, name: found.name, ...packageLinePrice(found) });
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

  /** The bookable windows (under `rules`) of each date with the places of `kind` left, read in one query. */
  async function availabilityOf(
    dates: string[],
    kind: PlaceKind,
    known?: Settings,
    rules?: SlotRules,
  ): Promise<Availability[]> {
    const settings = known ?? (await deps.settings.get());
    const use = await findSlotUse(db, dates);
    const at = now();
    return dates.map((date) => ({
      date,
      slots: bookableSlots(rules ?? settings, date, at).map((window) => {
        const places = placesOf(use.get(`${date}|${window}`), kind, settings);
        const placesLeft = Math.max(0, places.capacity - places.booked);
        return { window, placesLeft, isFull: placesLeft === 0 };
      }),
    }));
  }

  function summaryOf(b: BookingRecord): AdminBookingSummary {
    return {
      id: b.id,
      reference: b.reference,
      status: b.status,
      patientName: b.patientName,
      age: b.age,
      gender: b.gender,
      mobile: b.mobile,
      collectionType: b.collectionType,
      pincode: b.pincode,
      city: b.city,
      labAddress: b.labAddress,
      date: b.date,
      window: b.window,
      testsSummary: summariseItems(b.items),
      total: toRupees(b.totalPaise),
      isErased: isErased(b),
    };
  }

  async function detailOf(b: BookingRecord): Promise<AdminBookingDetail> {
    const events = await findBookingEvents(db, b.id);
    const isAccess = (what: string) => (ACCESS_EVENTS as readonly string[]).includes(what);
    const { canChange: _patientMay, changeableUntil: _until, maskedMobile: _masked, ...view } = toView(b);
    return {
      ...view,
      ...summaryOf(b),
      email: b.email,
      guardianName: b.guardianName,
      guardianConsent: b.guardianConsent,
      consentVersion: b.consentVersion,
      consentedAt: b.consentedAt,
      updatedAt: b.updatedAt,
      nextStatuses: nextStatuses(b.status),
      canReschedule: OPEN_STATUSES.includes(b.status),
      history: events.filter((e) => !isAccess(e.what)),
      access: events.filter((e) => isAccess(e.what)),
    };
  }

  async function requireById(id: string): Promise<BookingRecord> {
    const found = await findBookingById(db, id);
    if (!found) throw notFound();
    return found;
  }

  /** 409 unless staff may take the booking from its status to `to`, in words they can act on. */
  function checkStep(b: BookingRecord, to: BookingStatus) {
    const [from, wanted] = [STATUS_LABELS[b.status], STATUS_LABELS[to]];
    if (b.status === to) throw new HttpError(409, `This booking is already ${from.toLowerCase()}`);
    if (nextStatuses(b.status).includes(to)) return;
    if (b.status === "completed" || b.status === "cancelled")
      throw new HttpError(409, `This booking is ${from.toLowerCase()}: its status can no longer change`);
    throw new HttpError(409, `A booking cannot go back from ${from} to ${wanted}: statuses only move forward`);
  }

  return {
    /** Makes a booking, or answers the one this form already made (`isNew` false). */
    async create(input: BookingRequest, { ip }: { ip: string }): Promise<{ booking: BookingCreated; isNew: boolean }> {
      const existing = await findBookingByIdempotencyKey(db, input.idempotencyKey);
      if (existing) return { booking: sameRequest(existing, input), isNew: false };

      const place = await perIp.take(ip);
      if (!place.isAllowed) {
        const { waitMs } = place;
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
        // A lab visit pays the prices of its lab's city, whatever city the client sent: the
        // form shows those prices once a lab is chosen, and a stale `city` is no fault the
        // patient could correct.
        city = labCity(input.labAddress ?? "");
      }
      const slot = { date: input.date, window: input.window };
      checkBookable(settings, slot);

      const items = await priceBasket(input, city);
      const sums = sumBasket(items, input.collectionType === "home" ? settings : null);
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
          if (!(await takePlace(trx, slot, input.collectionType, capacitiesOf(settings)))) return "full" as const;
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
            ...sums,
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

    /** The booking behind a manage link. */
    get: async (token: string): Promise<Booking> => toView(await requireByToken(token)),

    /** Cancels through the manage link; the place returns to the pool. */
    async cancel(token: string): Promise<Booking> {
      const booking = await requireByToken(token);
      if (!canChange(booking)) throw cannotChange();
      const isCancelled = await db.transaction().execute(async (trx) => {
        if (!(await cancelOpenBooking(trx, booking.id, booking))) return false;
        await freePlace(trx, booking, booking.collectionType);
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
      const outcome = await moveToSlot(booking, to, settings, "patient");
      if (outcome === "full") throw await slotTaken(settings, to, booking.collectionType);
      if (outcome === "changed") throw cannotChange();
      return toView(await requireByToken(token));
    },

    // Staff (/admin/bookings). Every change is recorded with the admin's name.

    /** Today's date in India by the service's clock (the day view's "Today"). */
    today: (): string => istDate(now()),

    /** One page of the bookings that pass the filters, by slot date and window, and the total. */
    async listForAdmin(
      query: AdminBookingListQuery,
    ): Promise<{ bookings: AdminBookingSummary[]; total: number; page: number; pageSize: number }> {
      const { q, page = 1, ...filters } = query;
      const search = q
        ? { name: q.toLowerCase(), mobileDigits: mobileDigitsOf(q), reference: referenceFragmentOf(q) }
        : undefined;
      const found = await findBookingsForAdmin(
        db,
        { ...filters, search },
        { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
      );
      return { bookings: found.bookings.map(summaryOf), total: found.total, page, pageSize: ADMIN_PAGE_SIZE };
    },

    /**
     * Every window of a date (today in India unless said) with its places and bookings. The
     * windows are today's settings', plus any a booking still sits in after they changed.
     */
    async dayForAdmin(date: string = istDate(now())): Promise<AdminDay> {
      const settings = await deps.settings.get();
      const bookings = await findBookingsOnDate(db, date);
      const use = await findSlotUse(db, [date]);
      const windows = [...new Set([...slotWindows(settings), ...bookings.map((b) => b.window)])].sort();
      return {
        date,
        isOpen: settings.daysOpen.includes(weekdayOf(date)),
        slots: windows.map((window) => {
          const placesOfKind = (kind: PlaceKind) => {
            const { capacity, booked } = placesOf(use.get(`${date}|${window}`), kind, settings);
            return { capacity, booked, isFull: booked >= capacity };
          };
          return {
            window,
            home: placesOfKind("home"),
            lab: placesOfKind("lab"),
            bookings: bookings.filter((b) => b.window === window).map(summaryOf),
          };
        }),
      };
    },

    /** A date's bookings counted by how far they have gone (the dashboard), today unless said. */
    async countDay(date: string = istDate(now())): Promise<DayCounts> {
      const counts = await countStatusesOnDate(db, date);
      const sum = (statuses: BookingStatus[]) => statuses.reduce((total, s) => total + (counts.get(s) ?? 0), 0);
      return {
        date,
        booked: sum(["new", "confirmed", "sample-collected", "report-ready", "completed"]),
        collected: sum(["sample-collected", "report-ready", "completed"]),
        reportReady: sum(["report-ready", "completed"]),
        cancelled: sum(["cancelled"]),
      };
    },

    /** Every date staff may move a booking of `kind` to, with its windows and the places of that kind left. */
    async calendarForAdmin(kind: PlaceKind): Promise<Availability[]> {
      const settings = await deps.settings.get();
      const rules = staffRules(settings);
      return availabilityOf(bookingDates(rules, now()), kind, settings, rules);
    },

    /** A booking with its history, or null; the view itself is recorded, as the patient may ask who saw their data. */
    async getForAdmin(id: string, username: string): Promise<AdminBookingDetail | null> {
      const booking = await findBookingById(db, id);
      if (!booking) return null;
      await insertBookingEvent(db, { bookingId: id, actor: staff(username), what: "viewed" });
      return detailOf(booking);
    },

    /**
     * Takes a booking forward along the flow (steps may be skipped, never undone) or
     * cancels it with a reason, which frees its place.
     */
    async changeStatus(id: string, change: StatusChange, username: string): Promise<AdminBookingDetail> {
      const booking = await requireById(id);
      checkStep(booking, change.status);
      if (change.reason && mentionsPatient(booking, change.reason)) {
        throw invalidField(
          "reason",
          "Leave the patient's name and number out of the reason: the history is kept even after their data is erased",
        );
      }
      const isChanged = await db.transaction().execute(async (trx) => {
        // Still in the status and slot it was read in, so a place is freed once and only where it is held.
        if (!(await updateBookingStatus(trx, id, { from: [booking.status], slot: booking }, change.status)))
          return false;
        if (change.status === "cancelled") await freePlace(trx, booking, booking.collectionType);
        await insertBookingEvent(trx, {
          bookingId: id,
          actor: staff(username),
          what: "status",
          details: { from: booking.status, to: change.status, ...(change.reason ? { reason: change.reason } : {}) },
        });
        return true;
      });
      if (!isChanged) throw changedMeanwhile();
      return detailOf(await requireById(id));
    },

    /**
     * The first report of a booking was attached: a booking not yet at report-ready moves
     * there. True when it moved; a booking already further along (or cancelled) stays.
     */
    async markReportReady(bookingId: string, adminUsername: string): Promise<boolean> {
      const booking = await requireById(bookingId);
      if (!BEFORE_REPORT.includes(booking.status)) return false;
      return db.transaction().execute(async (trx) => {
        if (!(await updateBookingStatus(trx, bookingId, { from: [booking.status] }, "report-ready"))) return false;
        await insertBookingEvent(trx, {
          bookingId,
          actor: staff(adminUsername),
          what: "status",
          details: { from: booking.status, to: "report-ready" },
        });
        return true;
      });
    },

    /**
     * Moves an open booking to another slot for the patient, also within the 2 hours a
     * patient may no longer: any window of the booking window that has not started.
     */
    async reschedule(id: string, to: MoveRequest, username: string): Promise<AdminBookingDetail> {
      const booking = await requireById(id);
      if (!OPEN_STATUSES.includes(booking.status)) {
        throw new HttpError(
          409,
          `Only a new or confirmed booking can be rescheduled; this one is ${STATUS_LABELS[booking.status].toLowerCase()}`,
        );
      }
      if (to.date === booking.date && to.window === booking.window)
        throw invalidField("window", "That is the booking's slot now: choose another");
      const settings = await deps.settings.get();
      checkBookable(staffRules(settings), to);
      const outcome = await moveToSlot(booking, to, settings, staff(username));
      if (outcome === "full") throw await slotTaken(settings, to, booking.collectionType);
      if (outcome === "changed") throw changedMeanwhile();
      return detailOf(await requireById(id));
    },

    /** The patient's personal data held for this booking (DPDP right of access); the export is recorded. */
    async exportPersonalData(id: string, username: string): Promise<PersonalDataExport> {
      const booking = await requireById(id);
      await insertBookingEvent(db, { bookingId: id, actor: staff(username), what: "exported" });
      const {
        nextStatuses: _next,
        canReschedule: _can,
        access: _access,
        isErased: _erased,
        ...data
      } = await detailOf(booking);
      const settings = await deps.settings.get();
      const reports = (await deps.reportsOf?.(id)) ?? [];
      return {
        exportedAt: now().toISOString(),
        lab: settings.labName,
        booking: data,
        reports: reports.map(({ fileName, uploadedAt, deletedAt, verificationCode, sha256 }) => ({
          fileName,
          uploadedAt,
          deletedAt,
          verificationCode,
          sha256,
        })),
      };
    },

    /**
     * Erases the patient's personal data (DPDP right to erasure): their reports first, then
     * the booking is anonymised (bookings.repository.ts eraseBookingPersonalData says what
     * stays). A booking that still holds a slot must be cancelled first, so no collector
     * goes to an address that is gone. Erasing again changes nothing.
     */
    async erase(id: string, username: string): Promise<AdminBookingDetail> {
      const booking = await requireById(id);
      if (isErased(booking)) return detailOf(booking);
      if (OPEN_STATUSES.includes(booking.status))
        throw new HttpError(409, "Cancel this booking before erasing it: it still holds a collection slot");
      await deps.eraseReportsOf?.(id);
      await db.transaction().execute(async (trx) => {
        if (await eraseBookingPersonalData(trx, id))
          await insertBookingEvent(trx, { bookingId: id, actor: staff(username), what: "erased" });
      });
      return detailOf(await requireById(id));
    },
  };
}
