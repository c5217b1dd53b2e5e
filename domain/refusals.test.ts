import { describe, expect, it } from "vitest";
import { BookingRequestSchema } from "./booking.ts";
import { checkMessageSyntax, messagePlaceholders } from "./message-format.ts";
import { REFUSAL_TABLES, REFUSALS, issueText, refusalOfIssue, refusalText, type RefusalCode } from "./refusals.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("refusals", () => {
  // One row per code, as the app's texts have one per key (app/i18n/missing-messages.test.ts):
  // the booking form's error texts moved here from there.
  it.each(Object.entries(REFUSALS))(
    "%s has words in English and in Hindi, each a text the formatter reads, naming the same values",
    (code, { en, hi, status }) => {
      expect(en.trim()).not.toBe("");
      expect(hi).toMatch(DEVANAGARI);
      for (const text of [en, hi]) expect(() => checkMessageSyntax(text), text).not.toThrow();
      expect(messagePlaceholders(hi)).toEqual(messagePlaceholders(en));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
    },
  );

  it("define each code once, in one table", () => {
    const codes = Object.values(REFUSAL_TABLES).flatMap((table) => Object.keys(table));
    expect(codes.length).toBe(new Set(codes).size);
  });

  it("say a count in the words its number takes, in both languages (issue 33)", () => {
    expect(refusalText("en", "TOO_MANY_RECEIPT_DOWNLOADS", { minutes: 1 })).toBe(
      "Too many receipt downloads: try again in 1 minute",
    );
    expect(refusalText("en", "TOO_MANY_RECEIPT_DOWNLOADS", { minutes: 5 })).toBe(
      "Too many receipt downloads: try again in 5 minutes",
    );
    expect(refusalText("en", "SIGN_IN_LOCKED", { minutes: 1 })).toBe(
      "Too many failed sign-in attempts. Please try again in 1 minute.",
    );
    expect(refusalText("en", "TOO_MANY_PEOPLE", { maximum: 1 })).toBe("At most 1 person in one visit");
    expect(refusalText("hi", "TOO_MANY_PEOPLE", { maximum: 1 })).toBe("एक विज़िट में ज़्यादा से ज़्यादा 1 व्यक्ति");
    expect(refusalText("hi", "TOO_MANY_PEOPLE", { maximum: 4 })).toBe("एक विज़िट में ज़्यादा से ज़्यादा 4 लोग");
    expect(refusalText("en", "OPEN_BOOKINGS_LIMIT", { count: 1 })).toBe(
      "This number already has 1 booking to come: manage it from its link, or call us",
    );
    expect(refusalText("en", "TEXT_TOO_LONG", { maximum: 300 })).toBe("At most 300 characters");
    // No text of any code, with any count, keeps a plural's syntax or says "1 minutes".
    for (const code of Object.keys(REFUSALS) as RefusalCode[]) {
      for (const locale of ["en", "hi"] as const) {
        for (const n of [1, 2, 5]) {
          const values = Object.fromEntries(messagePlaceholders(REFUSALS[code].en).map((name) => [name, n]));
          const text = refusalText(locale, code, values);
          expect(text, `${code} ${locale} ${n}`).not.toMatch(/[{}#]|, plural,/);
          expect(text, `${code} ${locale}`).not.toMatch(
            /\b1 (minutes|hours|days|people|tests|packages|characters|pages|addresses|bookings)\b/,
          );
        }
      }
    }
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
