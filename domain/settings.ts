// The lab's settings (/admin/settings): contact details, where and when samples are
// collected, what collection costs, and the consent notice. One schema checks the admin
// form in the browser, the body of PUT /api/settings and the answer of GET /api/settings.
import { z } from "zod";
import { CITIES, type City } from "./catalogue.ts";
import { cityNamedIn } from "./collection.ts";
import {
  MoneySchema,
  requiredLine,
  requiredText,
  rupeesOf,
  RupeesSchema,
  TextSchema,
  TimestampSchema,
  translationOf,
} from "./schemas.ts";
import type { RefusalCode } from "./refusals.ts";
import { DEFAULT_PEOPLE_PER_VISIT, MAX_PEOPLE_PER_VISIT } from "./booking-rules.ts";
import { CLOCK_TIME, minutesOf, WEEKDAYS } from "./slots.ts";
import { StaffNameSchema } from "./staff-accounts.ts";

/** Indian postal code: six digits, the first not 0. */
export const PincodeSchema = z
  .string({ error: "PINCODE_REQUIRED" })
  .trim()
  // The pincode as typed goes into the words ("4000011 is not a 6-digit pincode"): zod's issues do not carry the input.
  .superRefine((pincode, ctx) => {
    if (!/^[1-9][0-9]{5}$/.test(pincode))
      ctx.addIssue({ code: "custom", message: "PINCODE_DIGITS", params: { input: pincode } });
  });

/** A phone number as people write it ("+91 98765 43210"), with 10 to 15 digits. */
export const PhoneSchema = requiredLine(24, "PHONE_REQUIRED")
  .regex(/^\+?[0-9][0-9 ()-]*$/, "PHONE_CHARACTERS")
  .refine((phone) => /^[0-9]{10,15}$/.test(phone.replace(/\D/g, "")), "PHONE_DIGITS");

/** wa.me wants digits only, with the country code. */
export const WhatsAppNumberSchema = z
  .string({ error: "WHATSAPP_REQUIRED" })
  .trim()
  .regex(/^[0-9]{10,15}$/, "WHATSAPP_DIGITS");

export const EmailSchema = z.string().trim().max(254).pipe(z.email("EMAIL_INVALID"));

/** A lab's address names its city, whose prices a visit to that lab pays (domain/collection.ts labCity). */
export const AddressSchema = requiredText(300, "LAB_ADDRESS_EMPTY").refine((address) => cityNamedIn(address) !== null, {
  message: "LAB_ADDRESS_CITY",
  params: { cities: CITIES.join(", ") },
});
export const MAX_ADDRESSES = 6;
export const MAX_PINCODES_PER_CITY = 1000;

/** The settings that are whole numbers: their refusals name them (refusal-texts/content.ts). */
type WholeNumberSetting =
  | "slotMinutes"
  | "slotCapacity"
  | "labSlotCapacity"
  | "peoplePerVisit"
  | "bookingDaysAhead"
  | "minLeadHours"
  | "accessLogRetentionDays";

/**
 * A whole number, also as the digits an HTML form sends. Its refusals name the setting in the
 * reader's language ("Window length: at least 15"): the checks are custom ones, as only those carry values.
 */
const wholeNumber = (min: number, max: number, setting: WholeNumberSetting) =>
  z.codec(
    z.custom<number | string>(
      (value) => typeof value === "number" || (typeof value === "string" && /^\s*\d{1,6}\s*$/.test(value)),
      { message: "SETTING_WHOLE_NUMBER", params: { setting } },
    ),
    z
      .number()
      .refine(Number.isInteger, { message: "SETTING_WHOLE_NUMBER", params: { setting }, abort: true })
      .refine((n) => n >= min, { message: "SETTING_AT_LEAST", params: { setting, minimum: min }, abort: true })
      .refine((n) => n <= max, { message: "SETTING_AT_MOST", params: { setting, maximum: max } }),
    { decode: (value) => Number(value), encode: (n) => n },
  );

/** A fee may be nothing at all; any other amount is a price (MoneySchema). */
const FeeSchema = z.codec(
  RupeesSchema.in,
  z
    .number()
    .min(0, "FEE_NEGATIVE")
    .pipe(z.union([z.literal(0), MoneySchema])),
  { decode: rupeesOf, encode: (rupees) => rupees },
);

/** Empty or null: collection is never free. */
const FreeAboveSchema = z.codec(z.union([z.literal(""), z.null(), RupeesSchema.in]), MoneySchema.nullable(), {
  decode: (value) => (value === "" || value === null ? null : rupeesOf(value)),
  encode: (rupees) => rupees,
});

/**
 * Report PDFs stay online this many days after upload unless staff change it. The online
 * copy is the patient's convenience, not the lab's record (that lives in its own systems):
 * a year covers a follow-up visit and comparing a repeat test, while health data does not
 * sit on the web server longer than that serves (DPDP Act: keep only while needed).
 */
export const DEFAULT_REPORT_RETENTION_DAYS = 365;
/** Days a row of the access log is kept before the maintenance job purges it (issue 34). */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 400;
export const MAX_REPORT_RETENTION_DAYS = 36_500;

/** Whole days, or empty / null: keep report files until staff delete them. */
const RetentionDaysSchema = z.codec(
  z.union(
    [
      z.literal(""),
      z.null(),
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, "RETENTION_DAYS_INVALID"),
    ],
    { error: "RETENTION_DAYS_INVALID" },
  ),
  z
    .number()
    .int("RETENTION_DAYS_NOT_WHOLE")
    .min(1, "RETENTION_DAYS_TOO_FEW")
    .max(MAX_REPORT_RETENTION_DAYS, "RETENTION_DAYS_TOO_MANY")
    .nullable(),
  { decode: (value) => (value === "" || value === null ? null : Number(value)), encode: (days) => days },
);

/** Discount badges show unless staff turn them off. */
export const DEFAULT_SHOW_DISCOUNT_BADGES = true;

/** The evening before the visit, 7 pm in India. */
export const DEFAULT_REMINDER_TIME = "19:00";

const ClockTimeSchema = z.string({ error: "TIME_REQUIRED" }).trim().regex(CLOCK_TIME, "TIME_FORMAT");

/** Serviceable pincodes per city; an empty list means no home collection there. */
const PincodesSchema = z.object(
  Object.fromEntries(CITIES.map((city) => [city, z.array(PincodeSchema).max(MAX_PINCODES_PER_CITY)])) as Record<
    City,
    z.ZodArray<typeof PincodeSchema>
  >,
);

/** What staff edit: the form and the API body alike. */
const SettingsFields = z.object({
  labName: requiredLine(120, "LAB_NAME_REQUIRED"),
  phone: PhoneSchema,
  /** A second number, or null. */
  phoneAlt: PhoneSchema.nullable(),
  whatsappNumber: WhatsAppNumberSchema,
  email: EmailSchema,
  addresses: z.array(AddressSchema).min(1, "ADDRESSES_REQUIRED").max(MAX_ADDRESSES, "ADDRESSES_TOO_MANY"),
  hours: requiredLine(120, "HOURS_REQUIRED"),
  /** Shown in the footer exactly as written; empty means the site claims no accreditation. */
  accreditation: TextSchema.pipe(z.string().max(200)),
  pincodes: PincodesSchema,
  homeCollectionFee: FeeSchema,
  /** Home collection is free when the order is above this amount; null: never free. */
  freeCollectionAbove: FreeAboveSchema,
  slotStart: ClockTimeSchema,
  slotEnd: ClockTimeSchema,
  slotMinutes: wholeNumber(15, 240, "slotMinutes"),
  /** Home collections a window takes (the collectors' round). */
  slotCapacity: wholeNumber(1, 100, "slotCapacity"),
  /** Lab visits a window takes, apart from home collections (docs/decisions/2026-11-24-lab-and-home-capacity.md). */
  labSlotCapacity: wholeNumber(1, 100, "labSlotCapacity"),
  /**
   * People one visit may serve (each with their own tests): a visit takes one place however
   * many it serves. Settings saved before it existed get the default
   * (docs/decisions/2026-11-25-several-people-one-visit.md).
   */
  peoplePerVisit: wholeNumber(1, MAX_PEOPLE_PER_VISIT, "peoplePerVisit").default(DEFAULT_PEOPLE_PER_VISIT),
  daysOpen: z.array(z.enum(WEEKDAYS, { error: "DAY_CHOICE" })).min(1, "DAYS_REQUIRED"),
  bookingDaysAhead: wholeNumber(0, 90, "bookingDaysAhead"),
  minLeadHours: wholeNumber(0, 72, "minLeadHours"),
  consentNotice: requiredText(10_000, "CONSENT_NOTICE_REQUIRED"),
  /** Each booking records the version the patient agreed to. */
  consentVersion: requiredLine(40, "CONSENT_VERSION_REQUIRED"),
  /** Days a report PDF stays online after upload; null keeps them. Settings saved before it existed get the default. */
  reportRetentionDays: RetentionDaysSchema.default(DEFAULT_REPORT_RETENTION_DAYS),
  /** Days the access log keeps a row; settings saved before it existed get the default. */
  accessLogRetentionDays: wholeNumber(30, 36_500, "accessLogRetentionDays").default(DEFAULT_ACCESS_LOG_RETENTION_DAYS),
  /**
   * Show the struck-through regular price and "% off" where a test or package has a stored
   * regular price above its price. On unless staff turn it off; settings saved before it
   * existed get the default (docs/decisions/2026-11-22-honest-package-prices.md).
   */
  showDiscountBadges: z.boolean({ error: "DISCOUNT_BADGES_CHOICE" }).default(DEFAULT_SHOW_DISCOUNT_BADGES),
  /**
   * Every staff account must use two-step sign-in, not only the owner and the front desk
   * (staff-roles.ts requiresSecondFactor). Off unless the owner turns it on; settings saved
   * before it existed get that default.
   */
  secondFactorForEveryone: z.boolean({ error: "SECOND_FACTOR_SETTING_CHOICE" }).default(false),
  /**
   * When the evening-before reminder goes (IST, "HH:MM"), to a patient who agreed to updates
   * (issue 36). Settings saved before it existed get the default.
   */
  reminderTime: ClockTimeSchema.default(DEFAULT_REMINDER_TIME),
  /** The public texts in Hindi; one left empty shows in English. Settings saved before it existed have none. */
  hi: translationOf(
    z.object({
      hours: requiredLine(120, "HOURS_HI_REQUIRED"),
      consentNotice: requiredText(10_000, "CONSENT_NOTICE_HI_REQUIRED"),
    }),
  ).default({}),
});

type Ctx = z.core.$RefinementCtx<z.output<typeof SettingsFields>>;

/** The rules that tie fields together. */
function checkTogether(s: z.output<typeof SettingsFields>, ctx: Ctx) {
  const issue = (path: (string | number)[], message: RefusalCode, params?: Record<string, string | number>) =>
    ctx.addIssue({ code: "custom", path, message, params });

  // Compared only when each part is valid on its own (its own message says what is wrong).
  const isEachValid =
    CLOCK_TIME.test(s.slotStart) && CLOCK_TIME.test(s.slotEnd) && Number.isInteger(s.slotMinutes) && s.slotMinutes > 0;
  const start = minutesOf(s.slotStart);
  const end = minutesOf(s.slotEnd);
  if (isEachValid && end <= start) issue(["slotEnd"], "SLOT_END_BEFORE_START");
  else if (isEachValid && (end - start) % s.slotMinutes !== 0) {
    issue(["slotEnd"], "SLOT_WINDOWS_UNEVEN", { start: s.slotStart, end: s.slotEnd, minutes: s.slotMinutes });
  }

  const days = new Set(s.daysOpen);
  if (days.size !== s.daysOpen.length) issue(["daysOpen"], "DAY_TWICE");

  // A pincode belongs to one city: the booking takes its city (and prices) from it.
  const cityOf = new Map<string, City>();
  for (const city of CITIES) {
    s.pincodes[city].forEach((pincode, i) => {
      const other = cityOf.get(pincode);
      if (other === city) issue(["pincodes", city, i], "LISTED_TWICE", { name: pincode });
      else if (other) issue(["pincodes", city, i], "PINCODE_IN_OTHER_CITY", { pincode, city: other });
      else cityOf.set(pincode, city);
    });
  }
}

export const SettingsSchema = SettingsFields.superRefine(checkTogether);
export type Settings = z.output<typeof SettingsSchema>;
/** What a client may send: prices and numbers may also be text, as a form has them. */
export type SettingsInput = z.input<typeof SettingsSchema>;

/** The settings as the API answers them, with who saved them last. */
export const SavedSettingsSchema = SettingsFields.extend({
  /** When they were last saved (or seeded). */
  updatedAt: TimestampSchema,
  /** The admin who saved them last; null while they are as seeded on first start. */
  updatedBy: z.string().nullable(),
});
export type SavedSettings = z.output<typeof SavedSettingsSchema>;

/** The settings as staff read them: who saved them last by name and role, as the booking history names staff. */
export const StaffSettingsSchema = SavedSettingsSchema.extend({ updatedByStaff: StaffNameSchema.nullable() });
export type StaffSettings = z.output<typeof StaffSettingsSchema>;

/**
 * A booking records the consent version the patient agreed to, so a changed notice must
 * carry a new version. Returns the issue when it does not (the form and the service ask).
 */
export function consentVersionIssue(
  before: Pick<Settings, "consentNotice" | "consentVersion" | "hi">,
  after: Pick<Settings, "consentNotice" | "consentVersion" | "hi">,
): { path: ["consentVersion"]; code: "CONSENT_VERSION_UNCHANGED" } | null {
  // One version covers the notice in every language: a patient's record names the version and the language.
  const isTextChanged =
    before.consentNotice.trim() !== after.consentNotice.trim() ||
    (before.hi.consentNotice ?? "").trim() !== (after.hi.consentNotice ?? "").trim();
  return isTextChanged && before.consentVersion === after.consentVersion
    ? { path: ["consentVersion"], code: "CONSENT_VERSION_UNCHANGED" as const }
    : null;
}
