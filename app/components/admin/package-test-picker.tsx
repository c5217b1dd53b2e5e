import { useState } from "react";
import type { PackageTest } from "../../../domain/health-package.ts";
import type { PricedTest } from "../../../domain/package-pricing.ts";
import { formatRupees } from "../../../domain/pricing.ts";

/** A catalogue test as the picker lists it (and the form adds up). */
export type PickableTest = PricedTest & { name: string };

type Props = {
  tests: PackageTest[];
  catalogue: PickableTest[];
  onChange: (tests: PackageTest[]) => void;
  error?: string;
};

/**
 * The package's tests: a searchable checklist of the catalogue (each ticked test is linked by
 * its address) and free text for a test the catalogue does not have. Plain checkboxes and a
 * text field with its own Add button, so it works with a keyboard and a screen reader alike.
 */
export function PackageTestPicker({ tests, catalogue, onChange, error }: Props) {
  /** The package form has one picker: its parts are "package-tests-filter", "package-tests-free" and so on. */
  const id = "package-tests";
  const [filter, setFilter] = useState("");
  const [freeText, setFreeText] = useState("");
  const [freeTextError, setFreeTextError] = useState<string | null>(null);
  const ticked = new Set(tests.flatMap((t) => (t.slug ? [t.slug] : [])));
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = catalogue.filter((t) => words.every((w) => `${t.name} ${t.slug}`.toLowerCase().includes(w)));
  const freeTests = tests.filter((t) => t.slug === null);

  const toggle = (test: PickableTest, isOn: boolean) =>
    onChange(isOn ? [...tests, { name: test.name, slug: test.slug }] : tests.filter((t) => t.slug !== test.slug));

  function addFreeText() {
    const name = freeText.trim();
    if (name === "") return setFreeTextError("Type the test's name first");
    const inCatalogue = catalogue.find((t) => t.name.toLowerCase() === name.toLowerCase());
    if (inCatalogue) return setFreeTextError(`${inCatalogue.name} is in the catalogue: tick it in the list above`);
    if (freeTests.some((t) => t.name.toLowerCase() === name.toLowerCase()))
      return setFreeTextError(`${name} is listed already`);
    onChange([...tests, { name, slug: null }]);
    setFreeText("");
    setFreeTextError(null);
  }

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className="rounded-lg border border-slate-300 p-3 aria-invalid:border-red-700"
    >
      <legend className="px-1 text-sm font-medium text-slate-800">Tests included</legend>
      <p className="text-sm text-slate-700" aria-live="polite">
        {tests.length === 0 ? "No tests chosen yet." : `${tests.length} chosen: ${tests.map((t) => t.name).join(", ")}`}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}

      <label htmlFor={`${id}-filter`} className="mt-3 block text-sm font-medium text-slate-800">
        Find a catalogue test
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder="e.g. thyroid, KFT"
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <ul aria-label="Catalogue tests" className="mt-2 max-h-56 overflow-y-auto rounded-lg border border-slate-200">
        {shown.map((test) => (
          <li key={test.slug} className="border-b border-slate-100 last:border-0">
            <label className="flex min-h-10 cursor-pointer items-center gap-2 px-2 py-1.5 text-sm text-slate-900 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={ticked.has(test.slug)}
                onChange={(e) => toggle(test, e.target.checked)}
                className="h-4 w-4"
              />
              <span className="flex-1">{test.name}</span>
              <span className="text-slate-600">{formatRupees(test.price)}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="px-2 py-2 text-sm text-slate-700">No catalogue test matches “{filter}”.</li>
        )}
      </ul>

      <label htmlFor={`${id}-free`} className="mt-3 block text-sm font-medium text-slate-800">
        A test not in the catalogue
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-free`}
          value={freeText}
          onChange={(e) => {
            setFreeText(e.target.value);
            setFreeTextError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              addFreeText();
            }
          }}
          aria-invalid={freeTextError ? true : undefined}
          aria-describedby={freeTextError ? `${id}-free-error` : `${id}-free-hint`}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-700"
        />
        <button
          type="button"
          onClick={addFreeText}
          className="shrink-0 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-700"
        >
          Add test
        </button>
      </div>
      {freeTextError ? (
        <p id={`${id}-free-error`} className="mt-1 text-sm text-red-800">
          {freeTextError}
        </p>
      ) : (
        <p id={`${id}-free-hint`} className="mt-1 text-xs text-slate-700">
          Free text has no price of its own, so a package with one makes no &quot;booked separately&quot; claim.
        </p>
      )}
      {freeTests.length > 0 && (
        <ul aria-label="Tests not in the catalogue" className="mt-2 flex flex-wrap gap-2">
          {freeTests.map((test) => (
            <li
              key={test.name}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-900"
            >
              {test.name}
              <button
                type="button"
                onClick={() => onChange(tests.filter((t) => t !== test))}
                className="rounded-full px-2 text-slate-700 hover:bg-slate-200"
              >
                ×<span className="sr-only"> Remove {test.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
