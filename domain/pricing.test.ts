import { describe, expect, it } from "vitest";
import { PackageCreateSchema } from "./health-package.ts";
import { fractionsToCompare, wholeNumbersToCompare } from "../test/intl-samples.ts";
import { discountPercent, formatPaiseAsPrice, formatRupees, toPaise, toRupees } from "./pricing.ts";

describe("prices", () => {
  it("rounds the discount as SPEC §3 says", () => {
    expect(discountPercent(450, 319)).toBe(29);
    expect(discountPercent(3999, 3199)).toBe(20);
    expect(discountPercent(599, 399)).toBe(33);
    expect(discountPercent(100, 100)).toBe(0);
  });

  it("formats rupees the Indian way", () => {
    expect(formatRupees(1499)).toBe("₹1,499");
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees(1499.5)).toBe("₹1,499.50");
  });

  it("writes rupees character for character as Intl's en-IN rupees do, whole, with paise and below zero", () => {
    // The test is where Intl may be made: the pages write rupees without it (indian-numbers.ts).
    const rupees = { style: "currency", currency: "INR" } as const;
    const whole = new Intl.NumberFormat("en-IN", { ...rupees, maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat("en-IN", { ...rupees, minimumFractionDigits: 2 });
    const differing = (amounts: number[], intl: Intl.NumberFormat) =>
      amounts.map((n) => [n, formatRupees(n), intl.format(n)]).filter(([, ours, intls]) => ours !== intls);
    expect(differing([...wholeNumbersToCompare(), NaN, Infinity, -Infinity], whole)).toEqual([]);
    expect(differing(fractionsToCompare(), withPaise)).toEqual([]);
    expect(formatRupees(-1234567.5)).toBe("-₹12,34,567.50");
  });

  it("shows a sum the pages carry in paise as the same rupees", () => {
    expect(formatPaiseAsPrice(149_900)).toBe("₹1,499");
    expect(formatPaiseAsPrice(12_500_000)).toBe("₹1,25,000");
    expect(formatPaiseAsPrice(149_950)).toBe("₹1,499.50");
    expect(formatPaiseAsPrice(0)).toBe("₹0");
  });

  it("keeps paise exact where floating point would drift", () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toRupees(toPaise(0.1) + toPaise(0.2))).toBe(0.3);
  });

  it("drops blank test lines and refuses an offer price at or above the price", () => {
    const base = {
      name: "P",
      description: "D",
      category: "basic",
      price: "100",
      tests: "A\n\nB\n",
      imageId: "a".repeat(20),
    };
    expect(PackageCreateSchema.parse({ ...base, discountedPrice: "" })).toMatchObject({
      tests: [
        { name: "A", slug: null },
        { name: "B", slug: null },
      ],
      price: 100,
      discountedPrice: null,
    });
    const result = PackageCreateSchema.safeParse({ ...base, discountedPrice: 100 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path).toEqual(["discountedPrice"]);
  });
});
