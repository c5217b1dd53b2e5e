import { CITIES } from "../../../../domain/catalogue.ts";
import { FormField, ORIGINAL_PRICE_HINT, ORIGINAL_PRICE_LABEL, PRICE_LABEL } from "../form-field.tsx";
import type { EnglishFields } from "./test-texts.tsx";

/** A test's price, original price and values on the report, and its prices in each city. */
export function TestPrices({ value, set, errors }: EnglishFields) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="test-price"
          label={PRICE_LABEL}
          hint="What the patient pays."
          value={value("price")}
          onChange={set("price")}
          error={errors.price}
          inputMode="decimal"
        />
        <FormField
          id="test-originalPrice"
          label={ORIGINAL_PRICE_LABEL}
          hint={ORIGINAL_PRICE_HINT}
          value={value("originalPrice")}
          onChange={set("originalPrice")}
          error={errors.originalPrice}
          inputMode="decimal"
        />
        <FormField
          id="test-parametersCount"
          label="Values on the report"
          value={value("parametersCount")}
          onChange={set("parametersCount")}
          error={errors.parametersCount}
          inputMode="decimal"
        />
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          City prices (leave a city's price empty to use the prices above)
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {CITIES.map((city) => (
            <div key={city} className="space-y-2">
              <FormField
                id={`test-${city}-price`}
                label={`${city} price (₹)`}
                value={value(`${city}.price`)}
                onChange={set(`${city}.price`)}
                inputMode="decimal"
              />
              <FormField
                id={`test-${city}-originalPrice`}
                label={`${city} original price (₹)`}
                value={value(`${city}.originalPrice`)}
                onChange={set(`${city}.originalPrice`)}
                inputMode="decimal"
              />
            </div>
          ))}
        </div>
        {errors.cityPrices && (
          <p className="mt-1 text-sm text-red-800">
            Each city price needs a number, and its original price (if any) must be above it.
          </p>
        )}
      </fieldset>
    </>
  );
}
