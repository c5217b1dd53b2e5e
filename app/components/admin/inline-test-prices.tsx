import { useState } from "react";
import { type AdminLabTest, TestPricesSchema } from "../../../domain/lab-test.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import { firstIssueByField } from "../../lib/form-errors.ts";
import { ORIGINAL_PRICE_LABEL, PRICE_LABEL } from "./form-field.tsx";

type Outcome = { kind: "saved" } | { kind: "error"; message: string; field: "price" | "originalPrice" | null } | null;

/** An original price equal to the price is no offer: its field shows empty. */
const shownOriginal = ({ price, originalPrice }: { price: number; originalPrice: number }) =>
  originalPrice === price ? "" : String(originalPrice);

/**
 * A test's two prices, changed in its row of the Tests Manager and saved with Enter (or the
 * Save button), so thirty prices are not thirty dialogs. Typed as people write prices
 * ("1,499", "₹1,499"); an empty original price means no offer. What happened is said beside
 * the row: 'Saved', or the reason next to the price it is about.
 */
export function InlineTestPrices({ test, onSaved }: { test: AdminLabTest; onSaved: () => void }) {
  /** One form per test on the Tests Manager's page: named for the test ("prices-cbc-outcome"). */
  const id = `prices-${test.slug}`;
  const [price, setPrice] = useState(String(test.price));
  const [originalPrice, setOriginalPrice] = useState(shownOriginal(test));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The list is read back after each change (here or in the Edit dialog): show its prices when they change.
  const listPrices = `${test.price}/${test.originalPrice}`;
  const [lastListPrices, setLastListPrices] = useState(listPrices);
  if (lastListPrices !== listPrices) {
    setLastListPrices(listPrices);
    setPrice(String(test.price));
    setOriginalPrice(shownOriginal(test));
  }

  const failed = (issues: { path: PropertyKey[]; message: string }[]) => {
    const [field, message] = Object.entries(firstIssueByField(issues))[0] ?? ["form", "Failed to save prices"];
    setOutcome({ kind: "error", message, field: field === "price" || field === "originalPrice" ? field : null });
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const input = { price, originalPrice: originalPrice.trim() === "" ? price : originalPrice };
    const check = TestPricesSchema.safeParse(input);
    if (!check.success) return failed(check.error.issues);
    setIsSaving(true);
    setOutcome(null);
    try {
      const saved = await callApi<AdminLabTest>("PUT", `/api/tests/${test.slug}/prices`, check.data);
      setPrice(String(saved.price));
      setOriginalPrice(shownOriginal(saved));
      setOutcome({ kind: "saved" });
      onSaved();
    } catch (caught) {
      failed(
        caught instanceof ApiError && caught.issues.length > 0
          ? caught.issues
          : [{ path: [], message: "Failed to save prices" }],
      );
    } finally {
      setIsSaving(false);
    }
  }

  const errorOn = (field: "price" | "originalPrice") => outcome?.kind === "error" && outcome.field === field;
  const input = (field: "price" | "originalPrice", label: string, value: string, onChange: (value: string) => void) => (
    <label className="text-xs font-medium text-slate-700">
      {label}
      <span className="sr-only"> of {test.name}</span>
      <input
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOutcome(null);
        }}
        inputMode="decimal"
        aria-invalid={errorOn(field) ? true : undefined}
        aria-describedby={`${id}-outcome`}
        className="mt-0.5 block h-9 w-24 rounded-lg border border-slate-300 px-2 text-sm font-normal text-slate-900 aria-invalid:border-red-700"
      />
    </label>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Prices of ${test.name}`}
      className="flex w-full flex-wrap items-end gap-x-2 gap-y-1 sm:w-72"
    >
      {input("price", PRICE_LABEL, price, setPrice)}
      {input("originalPrice", ORIGINAL_PRICE_LABEL, originalPrice, setOriginalPrice)}
      <button
        type="submit"
        disabled={isSaving}
        className="h-9 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {isSaving ? "Saving..." : "Save"}
        <span className="sr-only"> prices of {test.name}</span>
      </button>
      <p id={`${id}-outcome`} role="status" className="basis-full text-sm">
        {outcome?.kind === "saved" && <span className="font-medium text-green-800">Saved</span>}
        {outcome?.kind === "error" && <span className="font-medium text-red-800">{outcome.message}</span>}
      </p>
    </form>
  );
}
