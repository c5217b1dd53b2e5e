import { Section, type SectionProps } from "./settings-section.tsx";

/** How prices show on the website: the discount badges on or off. */
export function PricesSection({
  draft,
  errors,
  onShowDiscountBadges,
}: Omit<SectionProps, "set"> & { onShowDiscountBadges: (isOn: boolean) => void }) {
  return (
    <Section id="settings-prices" title="Prices" description="How tests and packages show their prices on the website.">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={draft.showDiscountBadges}
          onChange={(event) => onShowDiscountBadges(event.currentTarget.checked)}
          aria-describedby="show-discount-badges-hint"
          className="mt-1 h-4 w-4"
        />
        <span>
          <span className="font-medium text-slate-900">Show discount badges</span>
          <span id="show-discount-badges-hint" className="block text-sm text-slate-700">
            The struck-through original price and &quot;% off&quot;, shown only where a test or package has an original
            price above its price. Turn it off when your original prices are not the prices patients are actually
            charged elsewhere.
          </span>
          {errors.showDiscountBadges && (
            <span className="block text-sm font-medium text-red-800">{errors.showDiscountBadges}</span>
          )}
        </span>
      </label>
    </Section>
  );
}
