import { useState } from "react";
import { PACKAGE_CATEGORIES } from "../../../domain/catalogue.ts";
import { type HealthPackage, type PackageTest, PackageFormSchema } from "../../../domain/health-package.ts";
import { lowestTotal, offerNotBelowSeparateIssue, separateTotals } from "../../../domain/package-pricing.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { typedRupees } from "../../../domain/schemas.ts";
import { callApi } from "../../lib/api-client.ts";
import { CATEGORY_LABELS } from "../../lib/package-filter.ts";
import { FormField, ORIGINAL_PRICE_HINT, ORIGINAL_PRICE_LABEL, PRICE_LABEL } from "./form-field.tsx";
import { hindiText, isOutdated, type Kept, withoutOutdated } from "../../lib/hindi-draft.ts";
import { Bilingual, HindiField } from "./hindi-fields.tsx";
import { FormActions, FormErrorSummary } from "./manager-parts.tsx";
import { ImageField } from "./image-field.tsx";
import { packagePricesOfFields, priceErrorsOnForm, priceFieldsOfPackage } from "./package-price-fields.ts";
import { type PickableTest, PackageTestPicker } from "./package-test-picker.tsx";
import { useAdminForm } from "./use-admin-form.ts";

/**
 * The package form of SPEC §6: the same schema as the API checks it before it is sent, and
 * the same rule: what the patient pays below the tests booked separately, said live beside
 * the price (docs/decisions/2026-11-22-honest-package-prices.md). Its prices are labelled as
 * in every admin form (package-price-fields.ts).
 */
export function PackageForm({
  pkg,
  catalogue,
  onSaved,
  onCancel,
}: {
  pkg: HealthPackage | null;
  catalogue: PickableTest[];
  onSaved: (saved: HealthPackage) => void;
  onCancel: () => void;
}) {
  const isAdding = pkg === null;
  const {
    fields,
    setFields,
    setField: set,
    errors,
    isSaving,
    validate,
    save,
    imageField,
  } = useAdminForm(
    {
      name: pkg?.name ?? "",
      description: pkg?.description ?? "",
      category: pkg?.category ?? "",
      ...priceFieldsOfPackage(pkg),
      tests: pkg?.tests ?? ([] as PackageTest[]),
      isFeatured: pkg?.isFeatured ?? false,
      "hi.name": pkg?.hi.name ?? "",
      "hi.description": pkg?.hi.description ?? "",
    },
    {
      saveFailedMessage: "Failed to save package",
      onSaved,
      isImageRequired: isAdding,
      errorsOnForm: priceErrorsOnForm,
    },
  );
  const prices = packagePricesOfFields(fields);
  const [kept, setKept] = useState<Kept>({});
  // What the Hindi says beside its English, as loaded and as typed.
  const translations = {
    name: {
      english: fields.name,
      englishBefore: pkg?.name ?? "",
      hindi: fields["hi.name"],
      hindiBefore: pkg?.hi.name ?? "",
    },
    description: {
      english: fields.description,
      englishBefore: pkg?.description ?? "",
      hindi: fields["hi.description"],
      hindiBefore: pkg?.hi.description ?? "",
    },
  };
  const outdated = (field: keyof typeof translations) => ({
    isOutdated: isOutdated(translations[field]),
    isKept: kept[field] === true,
    onKeep: (isKept: boolean) => setKept({ ...kept, [field]: isKept }),
  });

  // Live: what the chosen tests cost booked separately, and whether the price is below it.
  const totals = separateTotals(fields.tests, catalogue);
  const price = typedRupees(prices.price);
  const offerText = prices.discountedPrice.trim();
  const hasNoOffer = offerText === "" || typedRupees(offerText) === 0;
  const offer = hasNoOffer ? null : typedRupees(offerText);
  // A package priced before the rule may keep its price while staff change other things (as the API allows).
  const isPriceAsBefore =
    pkg !== null &&
    pkg.price === price &&
    pkg.discountedPrice === offer &&
    JSON.stringify(pkg.tests) === JSON.stringify(fields.tests);
  const canCheck = price !== null && (hasNoOffer || offer !== null) && !isPriceAsBefore;
  const priceIssue = canCheck ? offerNotBelowSeparateIssue({ price, discountedPrice: offer }, totals) : null;
  const liveErrors = priceIssue ? priceErrorsOnForm([priceIssue], fields) : {};

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const {
      originalPrice: _shownOnly,
      "hi.name": hindiName,
      "hi.description": hindiDescription,
      ...packageFields
    } = fields;
    const hi = withoutOutdated(
      { name: hindiText(hindiName), description: hindiText(hindiDescription) },
      translations,
      kept,
    );
    const checked = validate(PackageFormSchema, {
      input: { ...packageFields, ...prices, hi },
      ownWords: { category: "Choose a category" },
    });
    if (!checked || priceIssue) return;
    await save((imageId) => {
      const body = { ...checked, imageId: imageId ?? (isAdding ? undefined : (pkg.imageId ?? undefined)) };
      return isAdding
        ? callApi<HealthPackage>("POST", "/api/packages", body)
        : callApi<HealthPackage>("PUT", `/api/packages/${pkg.id}`, body);
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <Bilingual>
        <FormField id="package-name" label="Name" value={fields.name} onChange={set("name")} error={errors.name} />
        <HindiField
          id="package-hi-name"
          label="नाम"
          hint="The name, in Hindi, with the English name after it: फ़ुल बॉडी चेकअप (Full Body Checkup)."
          value={fields["hi.name"]}
          onChange={set("hi.name")}
          error={errors["hi.name"]}
          outdated={outdated("name")}
        />
        <FormField
          id="package-description"
          label="Description"
          value={fields.description}
          onChange={set("description")}
          error={errors.description}
          multiline
        />
        <HindiField
          id="package-hi-description"
          label="जानकारी"
          hint="The description, in Hindi."
          value={fields["hi.description"]}
          onChange={set("hi.description")}
          error={errors["hi.description"]}
          multiline
          outdated={outdated("description")}
        />
      </Bilingual>
      <div>
        <label className="block text-sm font-medium text-slate-800">
          Category
          <select
            value={fields.category}
            onChange={(e) => set("category")(e.target.value)}
            aria-invalid={errors.category ? true : undefined}
            className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-2 font-normal"
          >
            <option value="">Choose…</option>
            {PACKAGE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        {errors.category && <p className="mt-1 text-sm text-red-800">{errors.category}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="package-price"
          label={PRICE_LABEL}
          value={fields.price}
          onChange={set("price")}
          error={errors.price ?? liveErrors.price}
          inputMode="decimal"
          hint={`What the patient pays${totals ? `; must be below ${formatRupees(lowestTotal(totals))}, what these tests cost booked separately (in the city where they cost least)` : ""}.`}
        />
        <FormField
          id="package-originalPrice"
          label={ORIGINAL_PRICE_LABEL}
          value={fields.originalPrice}
          onChange={set("originalPrice")}
          error={errors.originalPrice ?? liveErrors.originalPrice}
          inputMode="decimal"
          hint={ORIGINAL_PRICE_HINT}
        />
      </div>
      <PackageTestPicker tests={fields.tests} catalogue={catalogue} onChange={set("tests")} error={errors.tests} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={fields.isFeatured}
          onChange={(e) => setFields({ ...fields, isFeatured: e.target.checked })}
          className="h-4 w-4"
        />
        Featured (shown first, with a Featured badge)
      </label>
      <ImageField id="package-image" currentUrl={pkg?.imageUrl ?? null} {...imageField} />
      <FormActions isSaving={isSaving} submitLabel={isAdding ? "Add Package" : "Save Changes"} onCancel={onCancel} />
    </form>
  );
}
