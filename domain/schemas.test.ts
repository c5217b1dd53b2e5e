import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanLine, cleanText, requiredLine, RupeesSchema, TextSchema, typedRupees } from "./schemas.ts";

describe("prices as people type them", () => {
  it.each([
    ["1499", 1499],
    ["1,499", 1499],
    ["₹1,499", 1499],
    ["₹ 1,49,999.50", 149999.5],
    ["123,456", 123456],
    ["Rs. 1499", 1499],
    [" 319 ", 319],
    [599, 599],
  ])("reads %j as ₹%d", (typed, rupees) => {
    expect(RupeesSchema.parse(typed)).toBe(rupees);
    if (typeof typed === "string") expect(typedRupees(typed)).toBe(rupees);
  });

  it.each(["1,4999", "0x10", "1e3", "1.499,00", "₹", "", "one hundred", "1 499"])(
    "refuses %j, naming how to write it",
    (typed) => {
      const result = RupeesSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(typedRupees(typed)).toBeNull();
    },
  );
});

describe("text as it is stored: invisible characters dropped", () => {
  it.each([
    ["\u200B", ""],
    ["\u200B \u2060\uFEFF\u00AD", ""],
    ["wro\u200Bng\u00AD mode", "wrong mode"],
    ["\u202Efdp.exe", "fdp.exe"],
    ["\u2066Paid\u2069 twice", "Paid twice"],
    // A joiner outside an Indic word joins nothing a reader sees.
    ["\u200DPaid\u200C twice\u200D", "Paid twice"],
    ["वापस\u200D", "वापस"],
    ["श्री\u200D जी", "श्री जी"],
  ])("%j is stored as %j", (typed, stored) => {
    expect(cleanText(typed)).toBe(stored);
    expect(cleanLine(typed)).toBe(stored);
  });

  it.each([
    // क्‍ष with a ZWJ after the virama: the half form Hindi writes on purpose.
    "क्\u200Dष",
    // A ZWNJ keeps a virama visible (क्‌ष).
    "क्\u200Cष को",
  ])("keeps a joiner between Indic letters in %j", (typed) => {
    expect(cleanText(typed)).toBe(typed);
  });

  it("checks a required text's length after cleaning: only a zero-width space is empty", () => {
    const reason = TextSchema.pipe(z.string().min(1, "Say why"));
    expect(reason.safeParse("\u200B\u200B").error?.issues[0].message).toBe("Say why");
    expect(requiredLine(100, "NAME_REQUIRED").safeParse("\uFEFF\u2060").error?.issues[0].message).toBe("NAME_REQUIRED");
    expect(reason.parse("रक्\u200Dत जाँच दोबारा")).toBe("रक्\u200Dत जाँच दोबारा");
  });
});
