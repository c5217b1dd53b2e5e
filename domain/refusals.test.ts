import { describe, expect, it } from "vitest";
import { BookingRequestSchema } from "./booking.ts";
import { REFUSAL_TABLES, REFUSALS, issueText, refusalOfIssue, refusalText, type RefusalCode } from "./refusals.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
const namesIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("refusals", () => {
  // One row per code, as the app's texts have one per key (app/i18n/missing-messages.test.ts):
  // the booking form's error texts moved here from there.
  it.each(Object.entries(REFUSALS))("%s has words in English and in Hindi, naming the same values", (code, refusal) => {
    const { en, hi, status } = refusal;
    expect(en.trim()).not.toBe("");
    expect(hi).toMatch(DEVANAGARI);
    expect(namesIn(hi)).toEqual(namesIn(en));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
  });

  it("define each code once, in one table", () => {
    const codes = Object.values(REFUSAL_TABLES).flatMap((table) => Object.keys(table));
    expect(codes.length).toBe(new Set(codes).size);
  });

  it("put their values in their places, in the reader's language", () => {
    expect(refusalText("en", "PINCODE_UNSERVED", { pincode: "400001" })).toBe(
      "We do not collect samples at 400001 yet: choose a lab visit, or call us",
    );
    expect(refusalText("hi", "PINCODE_UNSERVED", { pincode: "400001" })).toBe(
      "अभी हम 400001 पर सैंपल लेने नहीं आते: लैब विज़िट चुनें, या हमें फ़ोन करें",
    );
  });

  it("say every problem of a booking form sent empty or mistyped in words of its own, never the catch-all", () => {
    const forms = [
      {},
      {
        patientName: "Asha",
        age: "abc",
        mobile: "12345",
        email: "asha@",
        pincode: "0110",
        collectionType: "home",
        date: "2026-13-45",
      },
      { age: 7, collectionType: "lab", website: "http://spam.example", people: undefined },
      {
        mobile: "+44 7700 900123",
        people: [
          { patientName: "Asha", age: 300, gender: "female", tests: ["cbc"] },
          { patientName: "", age: 2, gender: "x", tests: [] },
        ],
      },
    ];
    const seen = new Set<RefusalCode>();
    for (const form of forms) {
      const parsed = BookingRequestSchema.safeParse(form);
      expect(parsed.success).toBe(false);
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const { code } = refusalOfIssue(issue);
        expect(code, `${issue.path.join(".")}: ${issue.message}`).not.toBe("FIELD_INVALID");
        expect(issueText("hi", issue)).toMatch(DEVANAGARI);
        seen.add(code);
      }
    }
    for (const code of [
      "AGE_REQUIRED",
      "AGE_TOO_HIGH",
      "MOBILE_INVALID",
      "EMAIL_INVALID",
      "PINCODE_DIGITS",
      "HONEYPOT_FILLED",
      "GUARDIAN_NAME_REQUIRED",
      "NO_ITEMS",
      "PATIENT_NAME_REQUIRED",
      "CONSENT_REQUIRED",
    ] as const)
      expect(seen).toContain(code);
  });

  it("keep what a built-in check knows, as its words name it", () => {
    const parsed = BookingRequestSchema.safeParse({ patientName: "x".repeat(101) });
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path.join(".") === "patientName");
    expect(issue && issueText("en", issue)).toBe("At most 100 characters");
    expect(issue && issueText("hi", issue)).toBe("ज़्यादा से ज़्यादा 100 अक्षर लिखें");
  });

  it("read a service's refusal and an API answer's issue the same way", () => {
    expect(issueText("hi", { path: ["window"], code: "SLOT_TAKEN" })).toBe("यह समय अभी-अभी किसी और ने ले लिया");
    expect(issueText("en", { path: ["age"], code: "AGE_TOO_HIGH", values: { maximum: 120 }, message: "ignored" })).toBe(
      "Enter an age up to 120",
    );
  });
});
