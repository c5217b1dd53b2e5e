import { Link } from "react-router";
import { generalMessage } from "../../../domain/whatsapp-messages.ts";
import { telLink, whatsappLink } from "../../lib/contact-links.ts";
import { FOOTER_LINKS } from "../../lib/site-map.ts";
import type { RootData } from "../../root.tsx";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { translated, TranslatedText } from "../../i18n/translated.tsx";

/** The footer's id: the shell hydrates it only once the patient scrolls near it (routes/public-layout.tsx). */
export const SITE_FOOTER_ID = "site-footer";

export function SiteFooter({ site }: Pick<RootData, "site">) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <footer id={SITE_FOOTER_ID} className="surface-dark mt-12 bg-slate-900 pb-24 text-slate-200 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3 md:px-6">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            {site.labName}
          </h2>
          {site.accreditation && <p className="mt-1 text-sm font-medium text-slate-100">{site.accreditation}</p>}
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              {t("layout.footer.call")}{" "}
              <a className="font-semibold text-white underline" href={telLink(site.phone)}>
                {site.phone}
              </a>
              {site.phoneAlt && (
                <>
                  {" "}
                  {t("layout.footer.or")}{" "}
                  <a className="font-semibold text-white underline" href={telLink(site.phoneAlt)}>
                    {site.phoneAlt}
                  </a>
                </>
              )}
            </p>
            <p>
              {t("layout.footer.whatsapp")}{" "}
              <a
                className="font-semibold text-white underline"
                href={whatsappLink(site.whatsappNumber, generalMessage(t.locale))}
              >
                {t("layout.footer.chat")}
              </a>
            </p>
            <p>
              {t("layout.footer.email")}{" "}
              <a className="font-semibold text-white underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            {site.addresses.map((address) => (
              <p key={address}>{address}</p>
            ))}
            <p>
              {t.rich("layout.footer.open", {
                hours: () => <TranslatedText key="hours" text={translated(t.locale, site.hours, site.hi.hours)} />,
              })}
            </p>
          </address>
        </section>
        <nav aria-labelledby="footer-links" className="md:col-span-2">
          <h2 id="footer-links" className="text-lg font-semibold text-white">
            {t("layout.footer.explore")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={localePath(link.path)} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
            {/* On phones the header has no room for it; on a laptop it is also in the header. */}
            <li>
              <Link to="/admin-login" className="hover:text-white hover:underline">
                {t("layout.nav.staffLogin")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        {t("layout.footer.note", { year: String(new Date().getFullYear()), labName: site.labName })}
      </p>
    </footer>
  );
}
