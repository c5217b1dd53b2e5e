// A patient's booking (SPEC §7): one request schema checks the booking form in the browser
// and the body of POST /api/bookings; the server prices the basket and takes the place.
import { z } from "zod";
import type { PersonTotals, Totals } from "./basket-pricing.ts";
import { CITIES } from "./catalogue.ts";
import { LOCALES } from "./locale.ts";
import { PaymentSchema } from "./payment.ts";
import type { RefusalCode } from "./refusals.ts";
import { toRupees } from "./pricing.ts";
import {
  CheckboxSchema,
  IdempotencyKeySchema,
  IdSchema,
  LineSchema,
  requiredLine,
  SlugSchema,
  TextSchema,
  TimestampSchema,
} from "./schemas.ts";
import { EmailSchema, PincodeSchema } from "./settings.ts";
import {
  ADULT_AGE,
  BOOKING_STATUSES,
  MAX_PEOPLE_PER_VISIT,
  isCalendarDate,
  GENDERS,
  normaliseMobile,
} from "./booking-rules.ts";
import { StaffNameSchema } from "./staff-accounts.ts";

const MOBILE_MESSAGE = "MOBILE_INVALID";
export const MobileSchema = z
  .string({ error: MOBILE_MESSAGE })
  .max(24, MOBILE_MESSAGE)
  .refine((value) => normaliseMobile(value) !== null, MOBILE_MESSAGE)
  .transform((value) => normaliseMobile(value) as string);

const Checkbox = CheckboxSchema;

const Age = z.codec(
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, "AGE_REQUIRED"),
    ],
    { error: "AGE_REQUIRED" },
  ),
  z.number({ error: "AGE_REQUIRED" }).int("AGE_NOT_WHOLE").min(0, "AGE_REQUIRED").max(120, "AGE_TOO_HIGH"),
  { decode: (value) => Number(value), encode: (n) => n },
);

/** An optional field of at most `max` characters, null when empty; one line unless `multiline`. */
const OptionalText = (max: number, { multiline = false } = {}) =>
  (multiline ? TextSchema : LineSchema)
    .pipe(z.string().max(max, "TEXT_TOO_LONG"))
    .nullish()
    .transform((value) => (value ? value : null));

export const BookingDateSchema = z.string({ error: "DATE_REQUIRED" }).refine(isCalendarDate, "DATE_REQUIRED");
export const SlotWindowSchema = requiredLine(20, "WINDOW_REQUIRED");

/** One person of a visit: who they are and their own tests and packages. */
const PersonFields = {
  /** Tests by their address (slug). */
  tests: z.array(SlugSchema).max(40, "TOO_MANY_TESTS").default([]),
  /** Packages by id. */
  packages: z.array(IdSchema).max(10, "TOO_MANY_PACKAGES").default([]),
  patientName: requiredLine(100, "PATIENT_NAME_REQUIRED"),
  age: Age,
  gender: z.enum(GENDERS, { error: "GENDER_REQUIRED" }),
  guardianName: OptionalText(100),
  guardianConsent: Checkbox,
};

/** What is said once for the whole visit: contact, place, slot, consent. */
const VisitFields = {
  mobile: MobileSchema,
  email: z
    .union([z.literal(""), z.null(), EmailSchema])
    .optional()
    .transform((value) => (value ? value : null)),
  collectionType: z.enum(["home", "lab"], { error: "COLLECTION_TYPE_REQUIRED" }),
  // The one field a patient may write on several lines (house, street, sector).
  address: OptionalText(300, { multiline: true }),
  landmark: OptionalText(120),
  pincode: z
    .union([z.literal(""), z.null(), PincodeSchema])
    .optional()
    .transform((value) => (value ? value : null)),
  /** For a lab visit: one of the lab's addresses (settings). */
  labAddress: OptionalText(300),
  /**
   * The city whose prices the form showed. A home collection is priced in its pincode's city
   * and a lab visit in its lab's city (settings), whatever this says.
   */
  city: z.enum(CITIES).optional(),
  date: BookingDateSchema,
  window: SlotWindowSchema,
  /** Given once by the person booking, for each person (as guardian for a minor). */
  consent: Checkbox,
  offersOptIn: Checkbox,
  /**
   * Updates about this booking on WhatsApp/SMS (issue 36): apart from the offers box (marketing),
   * unticked unless the patient ticks it; recorded with domain/outbox.ts UPDATES_CONSENT_VERSION.
   */
  updatesOptIn: Checkbox,
  /** Made by the form once; a resubmitted form sends the same key and gets the same booking. */
  idempotencyKey: IdempotencyKeySchema,
  /** Hidden from people; a bot that fills it is refused. */
  website: z.string().max(0, "HONEYPOT_FILLED").optional(),
};

type PersonOutput = z.output<z.ZodObject<typeof PersonFields>>;
type VisitOutput = z.output<z.ZodObject<typeof VisitFields>>;
type Issue = (path: (string | number)[], code: RefusalCode, values?: Record<string, string | number>) => void;

/**
 * Rules that join fields. They run even when a field was refused, so a patient sees every
 * problem of the form at once; a refused field may then hold what was sent, so each rule
 * reads only values it can trust.
 */
function checkPerson(p: PersonOutput, issue: Issue) {
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  if (count(p.tests) + count(p.packages) === 0) issue(["tests"], "NO_ITEMS");
  if (typeof p.age === "number" && p.age < ADULT_AGE) {
    if (!p.guardianName) issue(["guardianName"], "GUARDIAN_NAME_REQUIRED", { age: ADULT_AGE });
    if (p.guardianConsent !== true) issue(["guardianConsent"], "GUARDIAN_CONSENT_REQUIRED");
  }
}

function checkVisit(b: VisitOutput, issue: Issue) {
  if (b.collectionType === "home") {
    if (!b.address) issue(["address"], "ADDRESS_REQUIRED");
    if (!b.pincode) issue(["pincode"], "VISIT_PINCODE_REQUIRED");
  } else if (b.collectionType === "lab" && !b.labAddress) issue(["labAddress"], "LAB_REQUIRED");
  if (b.consent !== true) issue(["consent"], "CONSENT_REQUIRED");
}

const issuesOf =
  (ctx: z.core.$RefinementCtx<unknown>, prefix: (string | number)[] = []): Issue =>
  (path, code, values) =>
    ctx.addIssue({ code: "custom", path: [...prefix, ...path], message: code, params: values });

/** One person of a visit, as `people[]` of the API and the booking form carry them. */
export const BookingPersonSchema = z
  .object(PersonFields)
  .superRefine((p, ctx) => checkPerson(p, issuesOf(ctx)), { when: () => true });
export type BookingPerson = z.output<typeof BookingPersonSchema>;

/** Several people in one visit: `people[]`, each with their own basket (issue 22). */
const VisitOfPeopleSchema = z
  .object({
    ...VisitFields,
    // Set by the server from the body (BookingRequestSchema): optional here, so the API document
    // asks nothing of clients for the people[] body.
    shape: z.literal("people").optional().meta({ description: "Set by the server; leave it out" }),
    people: z
      .array(BookingPersonSchema, { error: "PEOPLE_REQUIRED" })
      .min(1, "PEOPLE_REQUIRED")
      .max(MAX_PEOPLE_PER_VISIT, "TOO_MANY_PEOPLE"),
  })
  .superRefine((b, ctx) => checkVisit(b, issuesOf(ctx)), { when: () => true });

/** The body as it was before families: one person's fields beside the visit's. Still valid. */
const VisitOfOneSchema = z
  .object({
    ...VisitFields,
    ...PersonFields,
    shape: z.literal("one").meta({ description: "Set by the server; leave it out" }),
  })
  .superRefine(
    (b, ctx) => {
      checkPerson(b, issuesOf(ctx));
      checkVisit(b, issuesOf(ctx));
    },
    { when: () => true },
  );

const PERSON_KEYS = Object.keys(PersonFields) as (keyof typeof PersonFields)[];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A booking: one visit (one mobile, one address or lab, one slot, one consent) for one or
 * more people. A body with `people` is a visit of those people; a body without is the one
 * person its own fields describe, as before, and its problems are named by those fields.
 * Either way the parsed request holds `people`.
 */
export const BookingRequestSchema = z
  .preprocess(
    (input) => (isRecord(input) ? { ...input, shape: "people" in input ? "people" : "one" } : input),
    z.discriminatedUnion("shape", [VisitOfPeopleSchema, VisitOfOneSchema]),
  )
  .transform((request) => {
    if (request.shape === "one") {
      const { shape: _shape, ...rest } = request;
      const person = Object.fromEntries(PERSON_KEYS.map((key) => [key, rest[key]])) as BookingPerson;
      const visit = Object.fromEntries(
        Object.entries(rest).filter(([key]) => !(PERSON_KEYS as string[]).includes(key)),
      );
      return { ...(visit as VisitOutput), people: [person] };
    }
    const { shape: _shape, ...visit } = request;
    return visit;
  });
export type BookingRequest = z.output<typeof BookingRequestSchema>;
/** The body as a client sends it with `people[]` (the one-person shape is also taken). */
export type BookingRequestInput = z.input<z.ZodObject<typeof VisitFields>> & {
  people: z.input<typeof BookingPersonSchema>[];
};

const LineFields = {
  kind: z.enum(["test", "package"]),
  /** The test's slug or the package's id. */
  id: z.string(),
  name: z.string(),
};

/**
 * One priced line of a booking, as it was priced when booked, in paise: as the server and the
 * pages carry it and the admin API answers it.
 */
export const BookingLineSchema = z.object({
  ...LineFields,
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
});
export type BookingLine = z.infer<typeof BookingLineSchema>;

/** A line as the public bookings API answers it, in the rupees its clients have always read. */
export const BookingLineInRupeesSchema = z.object({ ...LineFields, price: z.number(), mrp: z.number() });
export type BookingLineInRupees = z.infer<typeof BookingLineInRupeesSchema>;

export const lineInRupees = ({ pricePaise, mrpPaise, ...line }: BookingLine): BookingLineInRupees => ({
  ...line,
  price: toRupees(pricePaise),
  mrp: toRupees(mrpPaise),
});

/** One person of a visit as the patient sees them: their lines and their subtotal (rupees). */
export const BookingPersonViewSchema = z.object({
  /** 1 for the first person of the visit, then 2, 3… */
  position: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  items: z.array(BookingLineInRupeesSchema),
  subtotal: z.number(),
  saving: z.number(),
});
export type BookingPersonView = z.infer<typeof BookingPersonViewSchema>;

/** A booking as its patient sees it through the manage link. */
export const BookingSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The people's names, joined ("Asha Verma, Ram Verma"); one person's name as before. */
  patientName: z.string(),
  /** Each person of the visit, in the order they were booked. */
  people: z.array(BookingPersonViewSchema),
  maskedMobile: z.string(),
  collectionType: z.enum(["home", "lab"]),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.string().nullable(),
  city: z.string(),
  labAddress: z.string().nullable(),
  date: z.string(),
  window: z.string(),
  /** Every person's lines, in order (the people's own are in `people`). */
  items: z.array(BookingLineInRupeesSchema),
  /** The visit's: everyone's lines, one collection fee, one total. */
  subtotal: z.number(),
  saving: z.number(),
  fee: z.number(),
  /** The desk's discounts (issue 32), already taken off the total. */
  discount: z.number(),
  total: z.number(),
  offersOptIn: z.boolean(),
  /** The patient agreed to updates about this booking on WhatsApp or SMS, and has not stopped them. */
  updatesOptIn: z.boolean(),
  createdAt: TimestampSchema,
  /** Whether it may still be cancelled or moved, and until when. */
  canChange: z.boolean(),
  changeableUntil: TimestampSchema,
});
export type Booking = z.infer<typeof BookingSchema>;

/**
 * A booking as the server and the pages carry it: `Booking` with its lines and sums in paise
 * (BookingLine, Totals), each person's too. The API answers `Booking`, in the rupees its
 * clients have always had, made at its edge (bookingInRupees).
 */
export type PatientBooking = Omit<Booking, "people" | "items" | "subtotal" | "saving" | "fee" | "discount" | "total"> &
  Totals & {
    items: BookingLine[];
    people: (Omit<BookingPersonView, "items" | "subtotal" | "saving"> & PersonTotals & { items: BookingLine[] })[];
  };

/** A person's lines and sums in the API's rupees. */
const personInRupees = <T extends PersonTotals & { items: BookingLine[] }>({
  items,
  subtotalPaise,
  savingPaise,
  ...person
}: T) => ({
  ...person,
  items: items.map(lineInRupees),
  subtotal: toRupees(subtotalPaise),
  saving: toRupees(savingPaise),
});

/** The API's answer for a booking: its sums in rupees, as its clients read them. */
export function bookingInRupees<T extends PatientBooking>({
  people,
  items,
  subtotalPaise,
  savingPaise,
  feePaise,
  discountPaise,
  totalPaise,
  ...booking
}: T): Omit<T, keyof Totals | "people" | "items"> &
  Pick<Booking, "people" | "items" | "subtotal" | "saving" | "fee" | "discount" | "total"> {
  return {
    ...booking,
    people: people.map(personInRupees),
    items: items.map(lineInRupees),
    subtotal: toRupees(subtotalPaise),
    saving: toRupees(savingPaise),
    fee: toRupees(feePaise),
    discount: toRupees(discountPaise),
    total: toRupees(totalPaise),
  };
}

/** The answer to a new booking: the booking and its manage link, shown once. */
export const BookingCreatedSchema = BookingSchema.extend({
  manageToken: z.string(),
  managePath: z.string(),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;
/** A new booking as the server carries it: sums in paise (PatientBooking). */
export type PatientBookingCreated = PatientBooking & Pick<BookingCreated, "manageToken" | "managePath">;

export const SlotRefSchema = z.object({ date: z.string(), window: z.string() });
export type SlotRef = z.infer<typeof SlotRefSchema>;

/** 409 when the last place went to someone else: the nearest slots still free. */

export const MoveRequestSchema = z.object({ date: BookingDateSchema, window: SlotWindowSchema });
export type MoveRequest = z.infer<typeof MoveRequestSchema>;

/** Home collection or lab visit: each has its own places in a window. */
export const CollectionTypeSchema = z.enum(["home", "lab"], { error: "COLLECTION_TYPE_REQUIRED" });

/** `kind`: whose places are counted (home collections unless said). */
export const AvailabilityQuerySchema = z.object({
  date: BookingDateSchema,
  kind: CollectionTypeSchema.default("home"),
});
/** The dates staff may move a booking to, with the places of its kind left. */
export const AdminCalendarQuerySchema = z.object({ kind: CollectionTypeSchema.default("home") });
export const AvailabilitySchema = z.object({
  date: z.string(),
  slots: z.array(z.object({ window: z.string(), placesLeft: z.number().int(), isFull: z.boolean() })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** The manage link's token: 256 bits, base64url. */
export const ManageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "NOT_A_BOOKING_LINK");

// ---------------------------------------------------------------------------------------
// Staff's side of a booking (/admin/bookings): the receptionist's day, the list, the status
// flow, rescheduling and the patient's data rights (DPDP Act 2023: export and erasure).
// Its money is in paise (`…Paise`, lines too), as the ledger's: only the desk's pages and our
// tests read the admin API, and they format paise where they show them
// (docs/decisions/2026-11-25-payments-ledger.md).

/** A query parameter that may also come as "" (a GET form sends its empty fields). */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => undefined), schema]).optional();

export const AdminBookingListQuerySchema = z
  .object({
    status: optionalParam(z.enum(BOOKING_STATUSES, { error: "STATUS_CHOICE" })),
    from: optionalParam(BookingDateSchema),
    to: optionalParam(BookingDateSchema),
    city: optionalParam(z.enum(CITIES, { error: "CITY_CHOICE" })),
    collectionType: optionalParam(z.enum(["home", "lab"], { error: "COLLECTION_TYPE_REQUIRED" })),
    /** A patient's name (part of it), mobile number (any digits of it) or booking reference. */
    q: optionalParam(LineSchema.pipe(z.string().max(100, "TEXT_TOO_LONG"))),
    page: optionalParam(z.coerce.number({ error: "NOT_A_PAGE_NUMBER" }).int("NOT_A_PAGE_NUMBER").min(1).max(10_000)),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "DATES_BACKWARDS" });
  });
export type AdminBookingListQuery = z.output<typeof AdminBookingListQuerySchema>;

/** One person of a visit as staff see them: the collector takes a sample of each. */
export const AdminBookingPersonSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  guardianName: z.string().nullable(),
  guardianConsent: z.boolean(),
  /** "CBC, Lipid Profile and 2 more". */
  testsSummary: z.string(),
  items: z.array(BookingLineSchema),
  subtotalPaise: z.number().int(),
  savingPaise: z.number().int(),
  /** Erased on their own request (the others of the visit keep theirs). */
  isErased: z.boolean(),
});
export type AdminBookingPerson = z.infer<typeof AdminBookingPersonSchema>;

/** One booking in the staff's list and day view: enough to recognise it and call the patient. */
export const AdminBookingSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The people's names, joined; age and gender are the first person's (each is in `people`). */
  patientName: z.string(),
  age: z.number().int(),
  gender: z.string(),
  /** Everyone the visit serves, so the collector knows how many samples to take. */
  people: z.array(AdminBookingPersonSchema),
  mobile: z.string(),
  collectionType: z.enum(["home", "lab"]),
  pincode: z.string().nullable(),
  city: z.string(),
  labAddress: z.string().nullable(),
  date: z.string(),
  window: z.string(),
  /** "CBC, Lipid Profile and 2 more". */
  testsSummary: z.string(),
  totalPaise: z.number().int(),
  isErased: z.boolean(),
});
export type AdminBookingSummary = z.infer<typeof AdminBookingSummarySchema>;

export const AdminDayQuerySchema = z.object({ date: optionalParam(BookingDateSchema) });

/** A window's places of one kind. */
const WindowPlacesSchema = z.object({
  capacity: z.number().int(),
  /** Places taken: the bookings of this kind in the window that are not cancelled. */
  booked: z.number().int(),
  isFull: z.boolean(),
});
/** One window of a day with its places (home collections and lab visits apart) and the bookings in it (cancelled ones too, marked). */
export const AdminDaySlotSchema = z.object({
  window: z.string(),
  home: WindowPlacesSchema,
  lab: WindowPlacesSchema,
  bookings: z.array(AdminBookingSummarySchema),
});
export const AdminDaySchema = z.object({
  date: z.string(),
  /** False on a day the lab does not collect (settings); bookings made before are still shown. */
  isOpen: z.boolean(),
  slots: z.array(AdminDaySlotSchema),
});
export type AdminDay = z.infer<typeof AdminDaySchema>;

/** A day's bookings at a glance (the dashboard): each count includes the later steps. */
export const DayCountsSchema = z.object({
  date: z.string(),
  /** Not cancelled. */
  booked: z.number().int(),
  /** Sample collected, or further. */
  collected: z.number().int(),
  /** Report ready, or completed. */
  reportReady: z.number().int(),
  cancelled: z.number().int(),
});
export type DayCounts = z.infer<typeof DayCountsSchema>;

const EventSlotSchema = z.union([z.string(), SlotRefSchema]);
/**
 * One line of a booking's history. The details name statuses, slots and a staff reason,
 * never the patient: an erased booking keeps its history.
 */
export const BookingEventSchema = z.object({
  at: TimestampSchema,
  /** "patient", "link" or "admin:<username>". */
  actor: z.string(),
  /** The staff member an "admin:" actor names, in words (the staff page's display name and role). */
  staff: StaffNameSchema.optional(),
  /** The collector an "assigned" or "unassigned" event names, in words. */
  collectorStaff: StaffNameSchema.optional(),
  /** booked, status, cancelled, moved, erased, payment, refund, line-removed, person-removed, discount; in the access list, the access log's actions (domain/access-log.ts). */
  what: z.string(),
  details: z
    .object({
      from: EventSlotSchema.optional(),
      to: EventSlotSchema.optional(),
      reason: z.string().optional(),
      slot: SlotRefSchema.optional(),
      /** A payment (positive) or refund (negative), in paise, its mode and the transaction's reference. */
      amountPaise: z.number().int().optional(),
      mode: z.string().optional(),
      paymentReference: z.string().optional(),
      /** Which person of the visit (their position), for a person's own export or erasure, or whose line was removed. */
      person: z.number().int().optional(),
      /** The test or package the desk removed (its name). */
      item: z.string().optional(),
      /** The visit's total after the desk changed its price, in paise. */
      totalPaise: z.number().int().optional(),
      /** At an erasure: how many older reasons and references still named the erased and were replaced. */
      textsRemoved: z.number().int().optional(),
      /** Assigned or unassigned: the collector's username (the history names them in words: `collectorStaff`). */
      collector: z.string().optional(),
      /** A collector's "Not at home": the reason chosen (domain/collect.ts NOT_HOME_REASONS). */
      tapReason: z.string().optional(),
      /** An undo: the tap it reversed ("collected", "on-my-way", "not-at-home"). */
      undoes: z.string().optional(),
      /** A message the desk sent by hand after it failed (domain/outbox.ts MESSAGE_KINDS). */
      messageKind: z.string().optional(),
      /** A sample label the desk took off a tube ("label-unlinked"). */
      label: z.string().optional(),
    })
    .nullable(),
});
export type BookingEvent = z.infer<typeof BookingEventSchema>;

export const VISIT_CHANGE_KINDS = ["line", "person", "discount"] as const;
export type VisitChangeKind = (typeof VISIT_CHANGE_KINDS)[number];

/**
 * One change the desk made to a visit's price (issue 32; domain/visit-changes.ts): a line or a
 * person removed, or a discount, oldest first.
 */
export const VisitChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(VISIT_CHANGE_KINDS),
  /** Whose line, or which person, was removed (their position in the visit); null for a discount. */
  person: z.number().int().nullable(),
  /** The removed person's name (a removed person is no longer in `people`); null otherwise. */
  personName: z.string().nullable(),
  /** The removed lines as they were priced; none for a discount. */
  lines: z.array(BookingLineSchema),
  /** What it took off the visit's lines, in paise: the removed lines' prices, or the discount. */
  amountPaise: z.number().int(),
  reason: z.string(),
  /** The admin who made it (username). */
  madeBy: z.string(),
  madeAt: TimestampSchema,
});
export type VisitChange = z.infer<typeof VisitChangeSchema>;

/** A booking as staff see it: every field, the full mobile, the history and who looked at it. */
export const AdminBookingDetailSchema = AdminBookingSummarySchema.extend({
  email: z.string().nullable(),
  /** The first person's guardian (each person's is in `people`). */
  guardianName: z.string().nullable(),
  guardianConsent: z.boolean(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  items: z.array(BookingLineSchema),
  subtotalPaise: z.number().int(),
  savingPaise: z.number().int(),
  feePaise: z.number().int(),
  discountPaise: z.number().int(),
  /** Lines and people the desk removed, and its discounts, oldest first. */
  changes: z.array(VisitChangeSchema),
  consentVersion: z.string(),
  consentedAt: TimestampSchema,
  /** The language of the notice agreed to: the version and its language are the text consented to. */
  consentLanguage: z.enum(LOCALES),
  /** The language the booking was made in; the texts staff send about it are in it. */
  language: z.enum(LOCALES),
  offersOptIn: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** The statuses staff may choose next (nextStatuses). */
  nextStatuses: z.array(z.enum(BOOKING_STATUSES)),
  /** New or confirmed: it still holds a place that may move. */
  canReschedule: z.boolean(),
  /** Status changes, moves, cancellations and the erasure, newest first. */
  history: z.array(BookingEventSchema),
  /** Every time staff opened or exported the patient's data, newest first. */
  access: z.array(BookingEventSchema),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;

export const StatusChangeSchema = z
  .object({
    status: z.enum(BOOKING_STATUSES, { error: "STATUS_CHOICE" }),
    /** Required to cancel; kept in the history, so it must not name the patient. */
    reason: TextSchema.pipe(z.string().max(300, "TEXT_TOO_LONG")).optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status === "cancelled" && !change.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "CANCEL_REASON_REQUIRED" });
  });
export type StatusChange = z.output<typeof StatusChangeSchema>;

/** The personal data of one booking, as the patient may ask for it (DPDP Act 2023, s. 11). */
export const PersonalDataExportSchema = z.object({
  exportedAt: TimestampSchema,
  lab: z.string(),
  booking: AdminBookingDetailSchema.omit({ nextStatuses: true, canReschedule: true, access: true, isErased: true }),
  /** Money paid and given back for the booking (amounts in paise). */
  payments: z.array(PaymentSchema),
  /** The booking's report files (the PDFs themselves are downloaded from /reports). */
  reports: z.array(
    z.object({
      fileName: z.string(),
      uploadedAt: TimestampSchema,
      deletedAt: TimestampSchema.nullable(),
      verificationCode: z.string(),
      sha256: z.string(),
    }),
  ),
  /** The lab labels on the person's (or visit's) tubes, undone ones too, and when each arrived at the lab. */
  sampleLabels: z.array(
    z.object({
      label: z.string(),
      kind: z.string(),
      tubeNo: z.number().int(),
      tests: z.array(z.string()),
      linkedAt: z.string(),
      receivedAt: z.string().nullable(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
