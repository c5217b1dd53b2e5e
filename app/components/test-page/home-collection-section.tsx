import { Link } from "react-router";
import type { SiteSettings } from "../../../domain/site-settings.ts";
import { citiesInWords } from "../../lib/city.ts";
import { TestPageSection } from "./section-index.tsx";

/** How home collection works, and the lab card with addresses and hours. */
export function HomeCollectionSection({ site }: { site: Pick<SiteSettings, "labName" | "addresses" | "hours"> }) {
  return (
    <TestPageSection id="home-collection" heading="Home sample collection">
      <p className="mt-2 text-slate-800">
        {`Book online, on WhatsApp or by phone and a trained phlebotomist comes to your home in ${citiesInWords("or")} at the time you choose, with a sealed single-use kit. Your report comes online.`}{" "}
        <Link to="/home-collection" className="font-semibold text-brand-800 underline">How home collection works</Link>
      </p>
      <div className="mt-4 rounded-xl border border-slate-200 p-4">
        <h3 className="font-semibold">{site.labName}</h3>
        {site.addresses.map((a) => <p key={a} className="text-sm text-slate-800">{a}</p>)}
        <p className="text-sm text-slate-800">Open {site.hours}</p>
        <Link to="/labs" className="mt-1 inline-block text-sm font-semibold text-brand-800 underline">Directions to our labs</Link>
      </div>
    </TestPageSection>
  );
}
