// The settings form's text fields and the settings they stand for. The form checks what
// `fromDraft` makes with SettingsSchema, the same schema the API checks it with.
import { CITIES, type City } from "../../domain/catalogue.ts";
import type { SavedSettings, SettingsInput } from "../../domain/settings.ts";
import type { Weekday } from "../../domain/slots.ts";
import { hindiText, isOutdated, type Kept, type HindiDraftField, withoutOutdated } from "./hindi-draft.ts";

export type SettingsDraft = {
  labName: string;
  phone: string;
  phoneAlt: string;
  whatsappNumber: string;
  email: string;
  /** One address per line. */
  addresses: string;
  hours: string;
  accreditation: string;
  /** Per city: pincodes one per line, or separated by commas or spaces. */
  pincodes: Record<City, string>;
  homeCollectionFee: string;
  freeCollectionAbove: string;
  slotStart: string;
  slotEnd: string;
  slotMinutes: string;
  slotCapacity: string;
  labSlotCapacity: string;
  peoplePerVisit: string;
  daysOpen: Weekday[];
  showDiscountBadges: boolean;
  secondFactorForEveryone: boolean;
  /** "HH:MM" (IST): when the evening-before reminders go. */
  reminderTime: string;
  bookingDaysAhead: string;
  minLeadHours: string;
  consentNotice: string;
  consentVersion: string;
  /** Days; empty keeps report files. */
  reportRetentionDays: string;
  accessLogRetentionDays: string;
  /** The Hindi pages' opening hours and consent notice; empty shows the English there. */
  "hi.hours": string;
  "hi.consentNotice": string;
};

/** The settings texts that have Hindi beside them. */
const HINDI_SETTINGS = ["hours", "consentNotice"] as const;
export type HindiSetting = (typeof HINDI_SETTINGS)[number];

export function toDraft(settings: SavedSettings): SettingsDraft {
  return {
    labName: settings.labName,
    phone: settings.phone,
    phoneAlt: settings.phoneAlt ?? "",
    whatsappNumber: settings.whatsappNumber,
    email: settings.email,
    addresses: settings.addresses.join("\n"),
    hours: settings.hours,
    accreditation: settings.accreditation,
    pincodes: Object.fromEntries(CITIES.map((city) => [city, settings.pincodes[city].join("\n")])) as Record<
      City,
      string
    >,
    homeCollectionFee: String(settings.homeCollectionFee),
    freeCollectionAbove: settings.freeCollectionAbove === null ? "" : String(settings.freeCollectionAbove),
    slotStart: settings.slotStart,
    slotEnd: settings.slotEnd,
    slotMinutes: String(settings.slotMinutes),
    slotCapacity: String(settings.slotCapacity),
    labSlotCapacity: String(settings.labSlotCapacity),
    peoplePerVisit: String(settings.peoplePerVisit),
    daysOpen: [...settings.daysOpen],
    showDiscountBadges: settings.showDiscountBadges,
    secondFactorForEveryone: settings.secondFactorForEveryone,
    reminderTime: settings.reminderTime,
    bookingDaysAhead: String(settings.bookingDaysAhead),
    minLeadHours: String(settings.minLeadHours),
    consentNotice: settings.consentNotice,
    consentVersion: settings.consentVersion,
    reportRetentionDays: settings.reportRetentionDays === null ? "" : String(settings.reportRetentionDays),
    accessLogRetentionDays: String(settings.accessLogRetentionDays),
    "hi.hours": settings.hi.hours ?? "",
    "hi.consentNotice": settings.hi.consentNotice ?? "",
  };
}

/** A Hindi setting beside its English, as saved and as typed. */
export const translationOf = (
  draft: SettingsDraft,
  saved: SavedSettings,
  field: HindiSetting,
): HindiDraftField<string> => ({
  english: draft[field],
  englishBefore: saved[field],
  hindi: draft[`hi.${field}`],
  hindiBefore: saved.hi[field] ?? "",
});

/** The Hindi settings whose English changed under them while they did not (hindi-draft.ts). */
export const outdatedHindi = (draft: SettingsDraft, saved: SavedSettings): HindiSetting[] =>
  HINDI_SETTINGS.filter((field) => isOutdated(translationOf(draft, saved, field)));

/** Lines of text, trimmed, blank ones dropped. */
export const lines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Pincodes as staff paste them: one per line, or separated by commas, semicolons or spaces; repeats dropped. */
export const pincodeList = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/**
 * The settings the draft stands for, as the API takes them (amounts and numbers as typed). An
 * empty Hindi text is left out; given the saved settings, so is a Hindi text whose English
 * changed while it did not, unless staff kept it.
 */
export function fromDraft(
  draft: SettingsDraft,
  { saved, kept = {} }: { saved?: SavedSettings; kept?: Kept } = {},
): SettingsInput {
  const { "hi.hours": hours, "hi.consentNotice": consentNotice, ...english } = draft;
  const hindi = { hours: hindiText(hours), consentNotice: hindiText(consentNotice) };
  const translations = saved
    ? Object.fromEntries(HINDI_SETTINGS.map((field) => [field, translationOf(draft, saved, field)]))
    : {};
  return {
    ...english,
    hi: withoutOutdated(hindi, translations, kept),
    phoneAlt: draft.phoneAlt.trim() === "" ? null : draft.phoneAlt,
    addresses: lines(draft.addresses),
    pincodes: Object.fromEntries(CITIES.map((city) => [city, pincodeList(draft.pincodes[city])])) as Record<
      City,
      string[]
    >,
  };
}

/**
 * Which form field of the settings an issue belongs to (firstIssueByField names them so): the
 * top-level name, "pincodes.<City>" for a pincode (its index only says which line), or
 * "hi.<name>" for a Hindi text.
 */
export function fieldOfSettingsIssue(path: readonly PropertyKey[]): string {
  if (path[0] === "pincodes" && typeof path[1] === "string") return `pincodes.${path[1]}`;
  if (path[0] === "hi" && typeof path[1] === "string") return `hi.${path[1]}`;
  return String(path[0] ?? "form");
}
