import { describe, expect, it } from "vitest";
import { issueText } from "./refusals.ts";
import { lowestTotal, offerNotBelowSeparateIssue, separatePriceToShow, separateTotals } from "./package-pricing.ts";

const catalogue = [
  { slug: "cbc", price: 319, originalPrice: 450, cityPrices: { Noida: { price: 279, originalPrice: 450 } } },
  { slug: "lipid-profile", price: 399, originalPrice: 599, cityPrices: {} },
  { slug: "hba1c", price: 449.5, originalPrice: 699, cityPrices: {} },
];
const linked = [{ slug: "cbc" }, { slug: "lipid-profile" }];

describe("a package's tests booked separately", () => {
  it("add up per city, in paise", () => {
    expect(separateTotals(linked, catalogue)).toEqual({ Delhi: 718, Noida: 678, Gurgaon: 718 });
    expect(separateTotals([{ slug: "hba1c" }], catalogue)?.Delhi).toBe(449.5);
  });

  it("have no sum with a free-text test, a test not on sale, or no tests", () => {
    expect(separateTotals([...linked, { slug: null }], catalogue)).toBeNull();
    expect(separateTotals([{ slug: "retired-test" }], catalogue)).toBeNull();
    expect(separateTotals([], catalogue)).toBeNull();
  });

  it("hold the offer below the cheapest city's sum, naming the field that sets what the patient pays", () => {
    const totals = separateTotals(linked, catalogue)!;
    expect(lowestTotal(totals)).toBe(678);
    expect(offerNotBelowSeparateIssue({ price: 999, discountedPrice: 677 }, totals)).toBeNull();
    const issue = offerNotBelowSeparateIssue({ price: 999, discountedPrice: 678 }, totals)!;
    expect(issue.path).toEqual(["discountedPrice"]);
    expect(issueText("en", issue)).toBe(
      "The offer price must be below ₹678, the price of these tests booked separately in the city where they cost least",
    );
    expect(issueText("hi", issue)).toContain("₹678");
    expect(offerNotBelowSeparateIssue({ price: 700, discountedPrice: null }, totals)?.path).toEqual(["price"]);
    expect(offerNotBelowSeparateIssue({ price: 5000, discountedPrice: 4000 }, null)).toBeNull();
  });

  it("are shown only when the package is a real saving in every city, as the visitor's city sum", () => {
    expect(separatePriceToShow({ price: 999, discountedPrice: 599, tests: linked }, catalogue, "Delhi")).toBe(718);
    expect(separatePriceToShow({ price: 999, discountedPrice: 599, tests: linked }, catalogue, "Noida")).toBe(678);
    // Below Delhi's sum but not Noida's: no claim anywhere.
    expect(separatePriceToShow({ price: 999, discountedPrice: 699, tests: linked }, catalogue, "Delhi")).toBeNull();
  });
});
