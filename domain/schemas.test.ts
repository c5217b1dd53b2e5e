import { describe, expect, it } from "vitest";
import { RupeesSchema, typedRupees } from "./schemas.ts";

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

  it.each(["1,4999", "0x10", "1e3", "1.499,00", "₹", "", "one hundred", "1 499"])("refuses %j, naming how to write it", (typed) => {
    const result = RupeesSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(typedRupees(typed)).toBeNull();
  });
});
