import { Form, Link, NavLink, useLocation } from "react-router";
import { generalMessage } from "../../../domain/whatsapp-messages.ts";
import { telLink, whatsappLink } from "../../lib/contact-links.ts";
import type { RootData } from "../../root.tsx";
import { SearchBox } from "../search/search-box.tsx";
import { CalendarIcon, PhoneIcon, TagIcon, WhatsAppIcon } from "../ui/icons.tsx";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import type { MessageKey } from "../../i18n/namespaces.ts";
import { CityPicker } from "./city-picker.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";

const NAV_ITEMS: { to: string; label: MessageKey; end: boolean }[] = [
  { to: "/", label: "layout.nav.home", end: true },
  { to: "/tests", label: "layout.nav.tests", end: false },
  { to: "/packages", label: "layout.nav.ourPackages", end: false },
  { to: "/reports", label: "layout.nav.myReports", end: false },
  { to: "/about", label: "layout.nav.about", end: false },
];

/** Desktop navbar (768 px and up, SPEC §2). */
export function DesktopHeader({ site, city, adminUsername }: Pick<RootData, "site" | "city" | "adminUsername">) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <header className="hidden border-b border-slate-200 bg-white md:block">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3 whitespace-nowrap">
        <Logo labName={site.labName} />
        <nav aria-label={t("layout.nav.main")} className="flex flex-wrap items-center gap-1">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={localePath(item.to)}
              end={item.end}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:text-brand-800"}`
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <a
            href={telLink(site.phone)}
            className="flex items-center gap-2 text-sm font-semibold text-slate-800 hover:text-brand-800"
          >
            <PhoneIcon className="h-4 w-4 text-brand-700" />
            <span>
              {site.phone}{" "}
              <span className="rounded bg-brand-50 px-1 text-xs text-brand-800">{t("layout.nav.always")}</span>
            </span>
          </a>
          <a
            href={whatsappLink(site.whatsappNumber, generalMessage(t.locale))}
            className="flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <WhatsAppIcon className="h-4 w-4" />
            {t("layout.nav.quickOrder")}
          </a>
          <LanguageSwitch />
          {adminUsername ? (
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700"
              >
                {t("layout.nav.logout")}
              </button>
            </Form>
          ) : (
            <Link
              to="/admin-login"
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700"
            >
              {t("layout.nav.staffLogin")}
            </Link>
          )}
        </div>
      </div>
      <div className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-2">
          <CityPicker id="city-header" city={city} label={t("layout.city.location")} />
          {/* SPEC §7a. Beside the city rather than in the main row, which it would break in two at 1366 px. */}
          <NavLink
            to={localePath("/bookings/find")}
            className={({ isActive }) =>
              `flex items-center gap-1.5 text-sm font-medium whitespace-nowrap ${isActive ? "text-brand-800 underline" : "text-slate-700 hover:text-brand-800"}`
            }
          >
            <CalendarIcon className="h-4 w-4 text-brand-700" />
            {t("layout.nav.manageBooking")}
          </NavLink>
          <div className="ml-auto w-full max-w-xl">
            <SearchBox id="search-header" variant="desktop" city={city} />
          </div>
        </div>
      </div>
    </header>
  );
}

/**
 * Mobile header (below 768 px): logo, Offers and WhatsApp (SPEC §2), and the city whose
 * prices are shown, on every page but the home page (which has its own picker).
 */
export function MobileHeader({ site, city }: Pick<RootData, "site" | "city">) {
  const t = useT();
  const localePath = useLocalePath();
  const isHome = useLocation().pathname === localePath("/");
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white md:hidden">
      <div className="flex items-center gap-2 px-4 py-2">
        <Logo labName={site.labName} compact />
        {/* The buttons keep their size; the logo gives way (WhatsApp was squeezed off a 390 px screen, issue 32). */}
        <Link
          to={localePath("/packages")}
          className="ml-auto flex shrink-0 items-center gap-1 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800"
        >
          <TagIcon className="h-4 w-4" />
          {t("layout.nav.offers")}
        </Link>
        <LanguageSwitch className="shrink-0" />
        <a
          href={whatsappLink(site.whatsappNumber, generalMessage(t.locale))}
          aria-label={t("layout.nav.whatsapp")}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
        >
          <WhatsAppIcon className="h-5 w-5" />
        </a>
      </div>
      {!isHome && (
        <div className="border-t border-slate-100 bg-slate-50 px-4 py-1.5">
          <CityPicker id="city-mobile-header" city={city} label={t("layout.city.pricesFor")} />
        </div>
      )}
    </header>
  );
}
