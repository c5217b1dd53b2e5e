import { describe, expect, it } from "vitest";
import { SettingsSchema, type SavedSettings } from "../../domain/settings.ts";
import { firstIssueByField } from "./form-errors.ts";
import { fieldOfSettingsIssue, fromDraft, pincodeList, toDraft } from "./settings-form.ts";

const saved: SavedSettings = {
  labName: "Labfront Diagnostics",
  phone: "+91 98765 43210",
  phoneAlt: null,
  whatsappNumber: "919876543210",
  email: "care@labfront.example",
  addresses: ["B-12, Sector 18, Noida 201301", "C-5, Sector 62, Noida 201309"],
  hours: "Mon–Sun, 7:00 am – 9:00 pm",
  hi: {},
  peoplePerVisit: 5,
  accreditation: "",
  pincodes: { Delhi: ["110001", "110092"], Noida: ["201301"], Gurgaon: [] },
  homeCollectionFee: 100,
  freeCollectionAbove: 999,
  slotStart: "06:30",
  slotEnd: "11:00",
  slotMinutes: 30,
  slotCapacity: 4,
  labSlotCapacity: 4,
  daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  bookingDaysAhead: 14,
  minLeadHours: 2,
  consentNotice: "We use your name and mobile number to book your test.",
  consentVersion: "1",
  reportRetentionDays: 365,
  accessLogRetentionDays: 400,
  showDiscountBadges: true,
  secondFactorForEveryone: false,
  reminderTime: "19:00",
  updatedAt: "2026-11-24T04:30:00.000Z",
  updatedBy: null,
};

describe("the settings form's fields", () => {
  it("go from the saved settings to text and back unchanged", () => {
    const { updatedAt: _at, updatedBy: _by, ...settings } = saved;
    expect(SettingsSchema.parse(fromDraft(toDraft(saved)))).toEqual(settings);
  });

  it("read an empty report retention as 'keep the files', and back", () => {
    const keep = { ...saved, reportRetentionDays: null };
    expect(toDraft(keep).reportRetentionDays).toBe("");
    expect(SettingsSchema.parse(fromDraft(toDraft(keep))).reportRetentionDays).toBeNull();
  });

  it("read pincodes one per line, or separated by commas or spaces, without repeats", () => {
    expect(pincodeList("110001\n 110002,110003 ;110004\n\n110001 ")).toEqual(["110001", "110002", "110003", "110004"]);
    expect(pincodeList("  \n ")).toEqual([]);
  });

  it("read an empty second phone as none, and addresses one per line", () => {
    const draft = { ...toDraft(saved), phoneAlt: "  ", addresses: "First address\n\n  Second address  \n" };
    expect(fromDraft(draft)).toMatchObject({ phoneAlt: null, addresses: ["First address", "Second address"] });
  });

  it("put each error next to its field: a bad pincode under its city", () => {
    const draft = {
      ...toDraft(saved),
      pincodes: { ...toDraft(saved).pincodes, Noida: "201301\n20130" },
      email: "care@",
    };
    const result = SettingsSchema.safeParse(fromDraft(draft));
    expect(firstIssueByField(result.error!.issues, "en", fieldOfSettingsIssue)).toEqual({
      "pincodes.Noida": "20130 is not a 6-digit pincode",
      email: "Enter a valid e-mail address",
    });
  });

  it("carry the Hindi hours and notice, an empty one as missing, and one whose English changed left out unless kept", () => {
    const withHindi = { ...saved, hi: { hours: "सोम–रवि, सुबह 7 – रात 9", consentNotice: "हम आपका नाम इस्तेमाल करते हैं।" } };
    const draft = toDraft(withHindi);
    expect(draft["hi.hours"]).toBe("सोम–रवि, सुबह 7 – रात 9");
    expect(fromDraft({ ...draft, "hi.hours": "  " }).hi).toEqual({ consentNotice: "हम आपका नाम इस्तेमाल करते हैं।" });
    const changed = { ...draft, consentNotice: "We use your name, mobile and address." };
    expect(fromDraft(changed, { saved: withHindi }).hi).toEqual({ hours: "सोम–रवि, सुबह 7 – रात 9" });
    expect(fromDraft(changed, { saved: withHindi, kept: { consentNotice: true } }).hi).toEqual(withHindi.hi);
  });

  it("put a Hindi text's error beside the Hindi field", () => {
    const result = SettingsSchema.safeParse(fromDraft({ ...toDraft(saved), "hi.hours": "स".repeat(121) }));
    expect(Object.keys(firstIssueByField(result.error!.issues, "en", fieldOfSettingsIssue))).toEqual(["hi.hours"]);
  });
});
