import { useRef } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { CITIES, type City } from "../../../domain/catalogue.ts";
import { useT } from "../../i18n/use-t.ts";
import { CITY_PICKER_FIELD, cityChoiceField, cityName } from "../../lib/city.ts";
import { usePageForm } from "../../lib/page-form.tsx";
import { PinIcon } from "../ui/icons.tsx";

/**
 * The visitor's city (SPEC §3): remembered in a cookie so server-rendered prices are
 * right. Changing the select submits at once; without JavaScript the visible button does. `id` is the
 * select's, unique on the page: the header's picker ("city-header") and the home page's
 * ("city-home") are on one page.
 *
 * On a page whose route names its form (PageFormHandle), the select and the button belong to that
 * form instead of /set-city's: the page's action gets the city with everything typed.
 */
export function CityPicker({
  id,
  city,
  label,
  className = "",
}: {
  id: string;
  city: City;
  label: string;
  className?: string;
}) {
  const submit = useSubmit();
  const location = useLocation();
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const pageForm = usePageForm();
  return (
    <Form method="post" action="/set-city" className={`flex items-center gap-1 ${className}`}>
      <PinIcon className="h-4 w-4 shrink-0 text-brand-700" />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <select
        id={id}
        name={pageForm ? cityChoiceField(id) : "city"}
        form={pageForm}
        defaultValue={city}
        key={city}
        // Sent as if its button were pressed, to whichever form the button belongs.
        onChange={() => button.current && submit(button.current, { preventScrollReset: true })}
        className="rounded-md border-0 bg-transparent py-1 pr-1 text-sm font-semibold text-slate-900 focus:ring-2 focus:ring-brand-700"
      >
        {CITIES.map((c) => (
          <option key={c} value={c}>
            {t("layout.city.option", { city: cityName(c, t.locale) })}
          </option>
        ))}
      </select>
      {/* Always shown: without JavaScript it is the only way to send the choice, and a phone
          has no keyboard focus to reveal it (issue 32). 44 px high, WCAG 2.5.8's touch size. */}
      <button
        ref={button}
        type="submit"
        form={pageForm}
        name={pageForm ? CITY_PICKER_FIELD : undefined}
        value={pageForm ? id : undefined}
        className="ml-1 min-h-11 shrink-0 rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus:ring-2 focus:ring-brand-700 md:min-h-8"
      >
        {t("layout.city.update")}
      </button>
    </Form>
  );
}
