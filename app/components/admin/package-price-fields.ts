import { OFFER_NOT_BELOW_PRICE } from "../../../domain/health-package.ts";
import { typedRupees } from "../../../domain/schemas.ts";
import type { FormErrors } from "./use-admin-form.ts";

/**
 * Every admin form says prices the same way: 'Price (₹)' is what the patient pays and
 * 'Original price (₹)' the higher price before the offer (empty: no offer). A package keeps
 * its own data model, `price` the regular price and `discountedPrice` the offer, so its form
 * translates both ways here: the values when loading and saving, and the API's reasons back
 * onto the field the staff member typed in.
 */
export type PriceFields = { price: string; originalPrice: string };

/** A package's prices as its form shows them. */
export function priceFieldsOfPackage(pkg: { price: number; discountedPrice: number | null } | null): PriceFields {
  if (pkg === null) return { price: "", originalPrice: "" };
  return pkg.discountedPrice === null
    ? { price: String(pkg.price), originalPrice: "" }
    : { price: String(pkg.discountedPrice), originalPrice: String(pkg.price) };
}

/** An empty original price (or 0, as the API also reads it) is no offer. */
export const hasOffer = ({ originalPrice }: PriceFields): boolean =>
  originalPrice.trim() !== "" && typedRupees(originalPrice) !== 0;

/** The form's prices as the package schema reads them (still as typed: the schema parses them). */
export function packagePricesOfFields(fields: PriceFields): { price: string; discountedPrice: string } {
  return hasOffer(fields)
    ? { price: fields.originalPrice, discountedPrice: fields.price }
    : { price: fields.price, discountedPrice: "" };
}

/**
 * The API's (or schema's) reasons about `price` and `discountedPrice`, moved onto the form
 * field they are about and worded with the form's labels; other fields' reasons stay as they are.
 */
export function priceErrorsOnForm(errors: FormErrors, fields: PriceFields): FormErrors {
  const { price, discountedPrice, ...others } = errors;
  const onForm: FormErrors = { ...others };
  // The schema's rule that an offer is below the regular price, in the form's words.
  if (discountedPrice === OFFER_NOT_BELOW_PRICE) onForm.originalPrice = "Original price must be above the price";
  else if (discountedPrice) onForm.price = discountedPrice.replace(/^The offer price/, "The price");
  if (price) {
    if (hasOffer(fields)) onForm.originalPrice ??= price;
    else onForm.price ??= price;
  }
  return Object.fromEntries(Object.entries(onForm).filter(([, message]) => message !== undefined));
}
