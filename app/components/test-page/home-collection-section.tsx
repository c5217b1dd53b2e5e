import { Link } from "react-router";
import type { SiteSettings } from "../../../domain/site-settings.ts";
import { translated, TranslatedText } from "../../i18n/translated.tsx";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { citiesInWords } from "../../lib/city.ts";
import { TestPageSection } from "./section-index.tsx";

/** How home collection works, and the lab card with addresses and hours. */
export function HomeCollectionSection({
  site,
}: {
  site: Pick<SiteSettings, "labName" | "addresses" | "hours" | "hi">;
}) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <TestPageSection id="home-collection" heading={t("catalogue.homeCollection.heading")}>
      <p className="mt-2 text-slate-800">
        {t("catalogue.homeCollection.text", { cities: citiesInWords("or", t.locale) })}{" "}
        <Link to={localePath("/home-collection")} className="font-semibold text-brand-800 underline">
          {t("catalogue.homeCollection.how")}
        </Link>
      </p>
      <div className="mt-4 rounded-xl border border-slate-200 p-4">
        <h3 className="font-semibold">{site.labName}</h3>
        {site.addresses.map((a) => (
          <p key={a} className="text-sm text-slate-800">
            {a}
          </p>
        ))}
        <p className="text-sm text-slate-800">
          {t.rich("catalogue.homeCollection.open", {
            hours: (_, key) => <TranslatedText key={key} text={translated(t.locale, site.hours, site.hi.hours)} />,
          })}
        </p>
        <Link to={localePath("/labs")} className="mt-1 inline-block text-sm font-semibold text-brand-800 underline">
          {t("catalogue.homeCollection.directions")}
        </Link>
      </div>
    </TestPageSection>
  );
}
