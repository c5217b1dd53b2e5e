import { describe, expect, it } from "vitest";
import { PackageFormSchema } from "../../../domain/health-package.ts";
import { offerNotBelowSeparateIssue } from "../../../domain/package-pricing.ts";
import { packagePricesOfFields, priceErrorsOnForm, priceFieldsOfPackage } from "./package-price-fields.ts";

describe("a package's prices in the words of every admin form", () => {
  it("shows what the patient pays as the price and the regular price as the original price", () => {
    expect(priceFieldsOfPackage({ price: 2499, discountedPrice: 1999 })).toEqual({
      price: "1999",
      originalPrice: "2499",
    });
    expect(priceFieldsOfPackage({ price: 1499, discountedPrice: null })).toEqual({ price: "1499", originalPrice: "" });
    expect(priceFieldsOfPackage(null)).toEqual({ price: "", originalPrice: "" });
  });

  it("saves a price with an original price as an offer, and a price alone as the regular price", () => {
    expect(packagePricesOfFields({ price: "1,999", originalPrice: "₹2,499" })).toEqual({
      price: "₹2,499",
      discountedPrice: "1,999",
    });
    expect(packagePricesOfFields({ price: "1499", originalPrice: " " })).toEqual({
      price: "1499",
      discountedPrice: "",
    });
    expect(packagePricesOfFields({ price: "1499", originalPrice: "0" })).toEqual({
      price: "1499",
      discountedPrice: "",
    });
  });

  it("gives back what it loaded, with and without an offer", () => {
    for (const pkg of [
      { price: 2499, discountedPrice: 1999 },
      { price: 1499, discountedPrice: null },
    ]) {
      const parsed = PackageFormSchema.shape.price.parse(packagePricesOfFields(priceFieldsOfPackage(pkg)).price);
      expect(parsed).toBe(pkg.price);
    }
  });

  it("says an original price not above the price beside the original price", () => {
    const fields = { price: "2,999", originalPrice: "2499" };
    const check = PackageFormSchema.safeParse({
      name: "A",
      description: "B",
      category: "full-body",
      tests: [],
      ...packagePricesOfFields(fields),
    });
    const errors = priceErrorsOnForm(check.error!.issues, fields);
    expect(errors.originalPrice).toBe("Original price must be above the price");
    expect(errors.price).toBeUndefined();
  });

  it("says a package that saves nothing beside the price the patient pays, with or without an offer", () => {
    const totals = { Delhi: 948, Noida: 948, Gurgaon: 948 };
    const withOffer = offerNotBelowSeparateIssue({ price: 1200, discountedPrice: 999 }, totals)!;
    expect(priceErrorsOnForm([withOffer], { price: "999", originalPrice: "1200" })).toEqual({
      price: "The price must be below ₹948, the price of these tests booked separately",
    });
    const noOffer = offerNotBelowSeparateIssue({ price: 999, discountedPrice: null }, totals)!;
    expect(priceErrorsOnForm([noOffer], { price: "999", originalPrice: "" })).toEqual({
      price: "The price must be below ₹948, the price of these tests booked separately",
    });
  });

  it("words the API's refusal of an offer in the form's words, with the amount the API named", () => {
    const answered = {
      path: ["discountedPrice"],
      code: "OFFER_NOT_BELOW_SEPARATE_ANYWHERE",
      message:
        "The offer price must be below ₹678, the price of these tests booked separately in the city where they cost least",
      values: { total: "₹678" },
    };
    expect(priceErrorsOnForm([answered], { price: "999", originalPrice: "1200" })).toEqual({
      price:
        "The price must be below ₹678, the price of these tests booked separately in the city where they cost least",
    });
  });

  it("puts an unreadable regular price beside the field it was typed in, and leaves other fields' reasons alone", () => {
    const issues = [
      { path: ["price"], code: "PRICE_REQUIRED", message: "Enter a price in rupees" },
      { path: ["name"], code: "NAME_REQUIRED", message: "Name is required" },
    ];
    expect(priceErrorsOnForm(issues, { price: "999", originalPrice: "abc" })).toEqual({
      originalPrice: "Enter a price in rupees",
      name: "Name is required",
    });
    expect(priceErrorsOnForm(issues, { price: "abc", originalPrice: "" })).toEqual({
      price: "Enter a price in rupees",
      name: "Name is required",
    });
  });
});
