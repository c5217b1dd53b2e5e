import { refusalOfIssue, type RefusalCode } from "../../../domain/refusals.ts";
import { typedRupees } from "../../../domain/schemas.ts";
import { firstIssueByField, type FormIssue } from "../../lib/form-errors.ts";
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

/** The refusals of the offer price as the form says them: its "Price" is the offer, and the rule sits beside "Original price". */
const IN_THE_FORMS_WORDS: Partial<Record<RefusalCode, { field: keyof PriceFields; code: RefusalCode }>> = {
  OFFER_NOT_BELOW_PRICE: { field: "originalPrice", code: "ORIGINAL_PRICE_NOT_ABOVE" },
  OFFER_NOT_BELOW_SEPARATE: { field: "price", code: "PRICE_NOT_BELOW_SEPARATE" },
  OFFER_NOT_BELOW_SEPARATE_ANYWHERE: { field: "price", code: "PRICE_NOT_BELOW_SEPARATE_ANYWHERE" },
};

/**
 * The API's (or schema's) reasons about `price` and `discountedPrice`, moved onto the form
 * field they are about and worded with the form's labels (by their codes); other fields'
 * reasons stay as they are.
 */
export function priceErrorsOnForm(issues: readonly FormIssue[], fields: PriceFields): FormErrors {
  const onForm = issues.map((issue): FormIssue => {
    const [head] = issue.path;
    if (head === "discountedPrice") {
      const refusal = refusalOfIssue(issue);
      const said = IN_THE_FORMS_WORDS[refusal.code];
      if (said) return { path: [said.field], code: said.code, values: refusal.values };
      return { ...issue, path: ["price"] };
    }
    if (head === "price") return { ...issue, path: [hasOffer(fields) ? "originalPrice" : "price"] };
    return issue;
  });
  // The rule that the offer is below the regular price is said before a reason of the regular price itself.
  const isOfferRule = (issue: FormIssue) =>
    issue.path[0] === "originalPrice" && issue.code === "ORIGINAL_PRICE_NOT_ABOVE";
  return firstIssueByField([...onForm.filter(isOfferRule), ...onForm.filter((issue) => !isOfferRule(issue))]);
}
