import { describe, expect, it } from "vitest";
import booking from "./booking.ts";
import common from "./common.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the booking pages' messages", () => {
  // That each message formats, with the same values and tags in both languages, is every
  // texts' check: ../missing-messages.test.ts.
  it("have Hindi written in Devanagari for every English text", () => {
    for (const [key, { hi }] of Object.entries(booking)) expect(hi, key).toMatch(DEVANAGARI);
  });

  it("write a refusal's English as a plain pattern: only {values}, which the refusal table reads back", () => {
    for (const [key, { en }] of Object.entries(booking)) {
      if (!key.startsWith("error.")) continue;
      expect(en, key).not.toMatch(/[<#]|, (plural|select),/);
      // A refusal's values are separated by words, so each is read back whole.
      expect(en, key).not.toMatch(/\}\{/);
    }
  });

  it("keep the glossary's words: the patient is आप, a booking's reference its बुकिंग नंबर", () => {
    const hindi = Object.values(booking)
      .map(({ hi }) => hi)
      .join("\n");
    // Plain everyday Hindi (docs/hindi-glossary.md), not the officialese these would be.
    for (const officialese of ["कृपया करके", "तुम", "संदर्भ", "आरक्षण", "धूम्रपान", "वयस्क", "स्तर"])
      expect(hindi).not.toContain(officialese);
    expect(common["field.reference"].hi).toBe("बुकिंग नंबर (reference)");
    expect(booking["find.title"].hi).toBe("बुकिंग देखें या बदलें");
  });
});
