import { HydrateLater, type Until } from "../lib/hydrate-later.tsx";
import { Outlet, useMatches } from "react-router";
import { BottomNav } from "../components/layout/bottom-nav.tsx";
import { DesktopHeader, MobileHeader } from "../components/layout/site-header.tsx";
import { SITE_FOOTER_ID, SiteFooter } from "../components/layout/site-footer.tsx";
import { useRootData } from "../root.tsx";
import { localeOfPath } from "../../domain/locale.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { useT } from "../i18n/use-t.ts";
import { PageFormDefaultButton, usePageForm } from "../lib/page-form.tsx";
import type { MessageKey } from "../i18n/namespaces.ts";
import type { Route } from "./+types/public-layout";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The shell's words (header, tabs, footer, search box) in the page's language. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: messagesFor(localeOfPath(url.pathname), "layout") };
}

/**
 * Pages whose purpose is a booking get a second skip link, straight to it: the header holds
 * about fifteen stops for a keyboard (issue 32 counted 27 Tab presses to "Book now"). By route
 * id; the target is an element just before the first thing to use.
 */
const BOOKING_SKIP_LINKS: Record<string, { href: string; label: MessageKey }> = {
  "test-page": { href: "#book-now", label: "layout.skipToBooking" },
  "package-page": { href: "#book-now", label: "layout.skipToBooking" },
  book: { href: "#booking-form", label: "layout.skipToBookingForm" },
  "book-test": { href: "#booking-form", label: "layout.skipToBookingForm" },
  "book-package": { href: "#booking-form", label: "layout.skipToBookingForm" },
};

/** The page's booking skip link, if it has one; the booking form only once its basket holds something. */
function useBookingSkipLink() {
  const page = useMatches().at(-1);
  // English pages' ids are their modules' paths ("routes/test-page"), their twins' "hi/test-page" (app/routes.ts).
  const link = page && BOOKING_SKIP_LINKS[page.id.replace(/^(?:hi|routes)\//, "")];
  if (!link) return null;
  const lines = (page.loaderData as { lines?: unknown[] } | undefined)?.lines;
  return link.href === "#booking-form" && !lines?.length ? null : link;
}

const SKIP_LINK =
  "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:font-semibold focus:text-brand-800 focus:ring-2 focus:ring-brand-700";

/** Where the desktop header shows and the phone's header and bottom bar hide (Tailwind's `md`). */
const WIDE_SCREEN: Until = { media: "(width >= 48rem)" };
const NARROW_SCREEN: Until = { media: "(width < 48rem)" };

/** The public shell: both layouts are in the server HTML and CSS picks one at 768 px (SPEC §2). */
export default function PublicLayout() {
  const { site, city, adminUsername } = useRootData();
  const t = useT();
  const bookingSkipLink = useBookingSkipLink();
  const pageForm = usePageForm();
  return (
    <>
      <a href="#main" className={SKIP_LINK}>
        {t("layout.skipToContent")}
      </a>
      {bookingSkipLink && (
        <a href={bookingSkipLink.href} className={SKIP_LINK}>
          {t(bookingSkipLink.label)}
        </a>
      )}
      {pageForm && <PageFormDefaultButton formId={pageForm} />}
      {/* Both headers are in the page and CSS shows one (md: 48rem): only the one shown comes to life. */}
      <HydrateLater until={WIDE_SCREEN}>
        <DesktopHeader site={site} city={city} adminUsername={adminUsername} />
      </HydrateLater>
      <HydrateLater until={NARROW_SCREEN}>
        <MobileHeader site={site} city={city} />
      </HydrateLater>
      <HydrateLater>
        <div id="main">
          <Outlet />
        </div>
      </HydrateLater>
      {/* Links only, below the page: plain links until the patient scrolls near them. */}
      <HydrateLater until={{ nearView: `#${SITE_FOOTER_ID}` }}>
        <SiteFooter site={site} />
      </HydrateLater>
      <HydrateLater until={NARROW_SCREEN}>
        <BottomNav />
      </HydrateLater>
    </>
  );
}
