import { issueText } from "./refusals.ts";
import { describe, expect, it } from "vitest";
import { cityOfPincode } from "./collection.ts";
import {
  consentVersionIssue,
  DEFAULT_REPORT_RETENTION_DAYS,
  SavedSettingsSchema,
  type SettingsInput,
  SettingsSchema,
} from "./settings.ts";
import { SITE_SETTINGS_FIELDS, toSiteSettings } from "./site-settings.ts";

const validSettings = (): SettingsInput => ({
  labName: "Labfront Diagnostics",
  phone: "+91 98765 43210",
  phoneAlt: null,
  whatsappNumber: "919876543210",
  email: "care@labfront.example",
  addresses: ["B-12, Sector 18, Noida, Uttar Pradesh 201301"],
  hours: "Mon–Sun, 7:00 am – 9:00 pm",
  accreditation: "",
  pincodes: { Delhi: ["110001", "110092"], Noida: ["201301"], Gurgaon: [] },
  homeCollectionFee: 100,
  freeCollectionAbove: 999,
  slotStart: "06:30",
  slotEnd: "11:00",
  slotMinutes: 30,
  slotCapacity: 4,
  labSlotCapacity: 4,
  peoplePerVisit: 5,
  daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  bookingDaysAhead: 14,
  minLeadHours: 2,
  reminderTime: "19:00",
  consentNotice: "We use your name, age, mobile number and address to collect and test your sample.",
  consentVersion: "1",
  reportRetentionDays: 365,
  accessLogRetentionDays: 400,
  showDiscountBadges: true,
  secondFactorForEveryone: false,
  hi: {},
});

/** The fields the first issue names, after a change to valid settings. */
const refusal = (change: Partial<Record<keyof SettingsInput, unknown>>) => {
  const result = SettingsSchema.safeParse({ ...validSettings(), ...change });
  return result.success
    ? null
    : { path: result.error.issues[0].path.join("."), message: issueText("en", result.error.issues[0]) };
};

describe("SettingsSchema", () => {
  it("allows 1 to 10 people in one visit, 5 when settings saved before say nothing", () => {
    const { peoplePerVisit: _p, ...before } = validSettings();
    expect(SettingsSchema.parse(before).peoplePerVisit).toBe(5);
    expect(SettingsSchema.parse({ ...validSettings(), peoplePerVisit: "3" }).peoplePerVisit).toBe(3);
    for (const wrong of [0, 11, "two"])
      expect(SettingsSchema.safeParse({ ...validSettings(), peoplePerVisit: wrong }).success).toBe(false);
  });

  it("keeps a Hindi text written and drops one left empty, so the page shows the English there", () => {
    const hi = SettingsSchema.parse({
      ...validSettings(),
      hi: { hours: "रोज़ सुबह 7 से रात 9 बजे तक", consentNotice: "" },
    }).hi;
    expect(hi).toEqual({ hours: "रोज़ सुबह 7 से रात 9 बजे तक" });
    expect(SettingsSchema.parse({ ...validSettings(), hi: undefined }).hi).toEqual({});
  });

  it("asks for a new notice version when only the Hindi notice changed", () => {
    const before = SettingsSchema.parse(validSettings());
    const after = SettingsSchema.parse({
      ...validSettings(),
      hi: { consentNotice: "हम आपका नाम, उम्र और मोबाइल नंबर सैंपल लेने के लिए इस्तेमाल करते हैं।" },
    });
    expect(consentVersionIssue(before, after)?.path).toEqual(["consentVersion"]);
    expect(consentVersionIssue(before, { ...after, consentVersion: "2" })).toBeNull();
  });

  it("accepts valid settings, and numbers as the digits a form sends", () => {
    expect(SettingsSchema.parse(validSettings())).toEqual(validSettings());
    const fromForm = SettingsSchema.parse({
      ...validSettings(),
      homeCollectionFee: "0",
      freeCollectionAbove: "",
      slotMinutes: "45",
      slotStart: "07:00",
      slotEnd: "10:00",
      slotCapacity: "2",
      bookingDaysAhead: "7",
      minLeadHours: "0",
      accreditation: "  NABL accredited (MC-1234)  ",
    });
    expect(fromForm).toMatchObject({
      homeCollectionFee: 0,
      freeCollectionAbove: null,
      slotMinutes: 45,
      slotCapacity: 2,
      bookingDaysAhead: 7,
      minLeadHours: 0,
      accreditation: "NABL accredited (MC-1234)",
    });
  });

  it.each([
    [
      "a 5-digit pincode",
      { pincodes: { Delhi: ["11001"], Noida: [], Gurgaon: [] } },
      "pincodes.Delhi.0",
      "11001 is not a 6-digit pincode",
    ],
    [
      "a pincode starting with 0",
      { pincodes: { Delhi: [], Noida: ["012345"], Gurgaon: [] } },
      "pincodes.Noida.0",
      "012345 is not a 6-digit pincode",
    ],
    [
      "a pincode listed twice",
      { pincodes: { Delhi: ["110001", "110001"], Noida: [], Gurgaon: [] } },
      "pincodes.Delhi.1",
      "110001 is listed twice",
    ],
    [
      "a pincode in two cities",
      { pincodes: { Delhi: ["201301"], Noida: ["201301"], Gurgaon: [] } },
      "pincodes.Noida.0",
      "201301 is also listed under Delhi",
    ],
    ["a WhatsApp number with a +", { whatsappNumber: "+919876543210" }, "whatsappNumber", undefined],
    ["a 9-digit WhatsApp number", { whatsappNumber: "987654321" }, "whatsappNumber", undefined],
    ["a phone with letters", { phone: "call 98765" }, "phone", undefined],
    ["a phone with too few digits", { phone: "+91 98765" }, "phone", "A phone number has 10 to 15 digits"],
    ["an e-mail without a domain", { email: "care@" }, "email", "Enter a valid e-mail address"],
    ["no address", { addresses: [] }, "addresses", "Give at least one address"],
    ["an empty address", { addresses: ["  "] }, "addresses.0", "An address cannot be empty"],
    ["an empty lab name", { labName: "   " }, "labName", "Enter the lab's name"],
    ["a NUL in the lab name", { labName: "Lab\u0000front" }, "labName", undefined],
    ["a NUL in the accreditation", { accreditation: "NABL\u0000" }, "accreditation", undefined],
    ["a negative fee", { homeCollectionFee: -5 }, "homeCollectionFee", "The fee cannot be negative"],
    ["a fee with three decimals", { homeCollectionFee: 10.005 }, "homeCollectionFee", "Use at most two decimals"],
    [
      "a fee in words",
      { homeCollectionFee: "hundred" },
      "homeCollectionFee",
      "Enter a price in rupees, in digits (1,499 is fine)",
    ],
    ["free above 0", { freeCollectionAbove: 0 }, "freeCollectionAbove", undefined],
    ["a time that is not HH:MM", { slotStart: "6:30" }, "slotStart", undefined],
    ["a time past midnight", { slotEnd: "24:00" }, "slotEnd", undefined],
    [
      "an end before the start",
      { slotStart: "11:00", slotEnd: "06:30" },
      "slotEnd",
      "The last slot must end after the first one starts",
    ],
    ["an end equal to the start", { slotStart: "11:00", slotEnd: "11:00" }, "slotEnd", undefined],
    ["windows that do not fit", { slotStart: "06:30", slotEnd: "11:10" }, "slotEnd", undefined],
    ["10-minute windows", { slotMinutes: 10 }, "slotMinutes", "Window length: at least 15"],
    ["no capacity", { slotCapacity: 0 }, "slotCapacity", "Home collections per window: at least 1"],
    ["half a capacity", { slotCapacity: 1.5 }, "slotCapacity", undefined],
    ["no day open", { daysOpen: [] }, "daysOpen", "Choose at least one day"],
    ["an unknown day", { daysOpen: ["mon", "funday"] }, "daysOpen.1", undefined],
    ["a day twice", { daysOpen: ["mon", "mon"] }, "daysOpen", "A day is listed twice"],
    ["a window of 91 days", { bookingDaysAhead: 91 }, "bookingDaysAhead", undefined],
    ["a negative lead time", { minLeadHours: -1 }, "minLeadHours", undefined],
    ["no consent notice", { consentNotice: "" }, "consentNotice", "Write the consent notice"],
    ["no consent version", { consentVersion: " " }, "consentVersion", "Give the notice a version"],
  ])("refuses %s, naming the field", (_label, change, path, message) => {
    const found = refusal(change);
    expect(found?.path).toBe(path);
    if (message) expect(found?.message).toBe(message);
    else expect(found?.message).toEqual(expect.any(String));
  });

  it("refuses with codes whose words carry the values, in English and in Hindi", () => {
    const issue = SettingsSchema.safeParse({ ...validSettings(), slotStart: "06:30", slotEnd: "11:10" }).error!
      .issues[0];
    expect(issue.message).toBe("SLOT_WINDOWS_UNEVEN");
    expect(issueText("en", issue)).toMatch(/^From 06:30 to 11:10 is not a whole number of \d+-minute windows$/);
    expect(issueText("hi", issue)).toMatch(/^06:30 से 11:10 तक का समय \d+ मिनट के पूरे स्लॉट में नहीं बंटता$/);
    const tooShort = SettingsSchema.safeParse({ ...validSettings(), slotMinutes: 10 }).error!.issues[0];
    // The API answers in Hindi when asked (Accept-Language): the setting's name is Hindi too.
    expect(issueText("hi", tooShort)).toBe("एक समय (स्लॉट) की लंबाई: कम से कम 15");
    expect(issueText("en", tooShort)).toBe("Window length: at least 15");
    const notWhole = SettingsSchema.safeParse({ ...validSettings(), minLeadHours: 2.5 }).error!.issues[0];
    expect(issueText("hi", notWhole)).toBe("समय (स्लॉट) से कितने घंटे पहले: पूरी संख्या लिखें");
  });

  it("names only the wrong field when a time is missing, not the rules built on it", () => {
    const result = SettingsSchema.safeParse({ ...validSettings(), slotStart: "" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["slotStart"]);
  });

  it("drops fields it does not know", () => {
    expect(SettingsSchema.parse({ ...validSettings(), isAdmin: true })).not.toHaveProperty("isAdmin");
  });

  it("answers with who saved them last", () => {
    const saved = { ...SettingsSchema.parse(validSettings()), updatedAt: "2026-11-24T10:00:00.000Z", updatedBy: null };
    expect(SavedSettingsSchema.parse(saved)).toEqual(saved);
  });
});

describe("report retention (reportRetentionDays)", () => {
  const parse = (reportRetentionDays: unknown) =>
    SettingsSchema.parse({ ...validSettings(), reportRetentionDays }).reportRetentionDays;

  it("takes whole days, also as a form's digits; empty keeps reports; missing gets the default", () => {
    expect(parse(30)).toBe(30);
    expect(parse(" 730 ")).toBe(730);
    expect(parse("")).toBeNull();
    expect(parse(null)).toBeNull();
    const { reportRetentionDays: _gone, ...older } = validSettings();
    expect(SettingsSchema.parse(older).reportRetentionDays).toBe(DEFAULT_REPORT_RETENTION_DAYS);
  });

  it.each([0, -1, 2.5, "2.5", "a year", 36_501])("refuses %j, naming the field", (value) => {
    expect(refusal({ reportRetentionDays: value })?.path).toBe("reportRetentionDays");
  });
});

describe("discount badges (showDiscountBadges)", () => {
  it("are on unless staff turn them off; settings without the switch read it as on", () => {
    expect(SettingsSchema.parse({ ...validSettings(), showDiscountBadges: false }).showDiscountBadges).toBe(false);
    const { showDiscountBadges: _gone, ...older } = validSettings();
    expect(SettingsSchema.parse(older).showDiscountBadges).toBe(true);
  });

  it.each(["on", 1, null])("refuses %j, naming the field", (value) => {
    expect(refusal({ showDiscountBadges: value })?.path).toBe("showDiscountBadges");
  });
});

describe("two-step sign-in for everyone (secondFactorForEveryone)", () => {
  it("is off unless the owner turns it on; settings saved before it read it as off", () => {
    expect(SettingsSchema.parse({ ...validSettings(), secondFactorForEveryone: true }).secondFactorForEveryone).toBe(
      true,
    );
    const { secondFactorForEveryone: _gone, ...older } = validSettings();
    expect(SettingsSchema.parse(older).secondFactorForEveryone).toBe(false);
  });

  it.each(["yes", 1, null])("refuses %j, naming the field", (value) => {
    expect(refusal({ secondFactorForEveryone: value })).toEqual({
      path: "secondFactorForEveryone",
      message: "Choose whether everyone must use two-step sign-in",
    });
  });
});

describe("rules built on the settings", () => {
  const settings = SettingsSchema.parse(validSettings());

  it("asks for a new consent version when the notice changes", () => {
    expect(consentVersionIssue(settings, settings)).toBeNull();
    expect(consentVersionIssue(settings, { ...settings, consentNotice: `${settings.consentNotice}\n` })).toBeNull();
    expect(consentVersionIssue(settings, { ...settings, consentNotice: "New text" })?.path).toEqual(["consentVersion"]);
    expect(consentVersionIssue(settings, { ...settings, consentNotice: "New text", consentVersion: "2" })).toBeNull();
  });

  it("finds the city of a served pincode", () => {
    expect(cityOfPincode(settings, "201301")).toBe("Noida");
    expect(cityOfPincode(settings, " 110092 ")).toBe("Delhi");
    expect(cityOfPincode(settings, "400001")).toBeNull();
  });

  it("gives the browser the contact details, the accreditation line, the discount-badge switch and the Hindi hours only", () => {
    const site = toSiteSettings({
      ...settings,
      accreditation: "NABL accredited",
      hi: { hours: "रोज़ सुबह 7 से रात 9 बजे तक", consentNotice: "सूचना" },
    });
    expect(Object.keys(site).sort()).toEqual([...SITE_SETTINGS_FIELDS, "hi"].sort());
    expect(site.hi).toEqual({ hours: "रोज़ सुबह 7 से रात 9 बजे तक" });
    expect(site).toMatchObject({ labName: "Labfront Diagnostics", accreditation: "NABL accredited" });
    expect(site).not.toHaveProperty("pincodes");
    expect(site).not.toHaveProperty("consentNotice");
  });
});
