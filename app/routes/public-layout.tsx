import { HydrateLater } from "../lib/hydrate-later.tsx";
import { Outlet } from "react-router";
import { BottomNav } from "../components/layout/bottom-nav.tsx";
import { DesktopHeader, MobileHeader } from "../components/layout/site-header.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { useRootData } from "../root.tsx";
import { localeOfPath } from "../../domain/locale.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { useT } from "../i18n/use-t.ts";
import type { Route } from "./+types/public-layout";

/** The shell's words (header, tabs, footer, search box) in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  return { messages: messagesFor(localeOfPath(new URL(request.url).pathname), "layout") };
}

/** The public shell: both layouts are in the server HTML and CSS picks one at 768 px (SPEC §2). */
export default function PublicLayout() {
  const { site, city, adminUsername } = useRootData();
  const t = useT();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("layout.skipToContent")}
      </a>
      <HydrateLater>
        <DesktopHeader site={site} city={city} adminUsername={adminUsername} />
      </HydrateLater>
      <HydrateLater>
        <MobileHeader site={site} city={city} />
      </HydrateLater>
      <HydrateLater>
        <div id="main">
          <Outlet />
        </div>
      </HydrateLater>
      <HydrateLater>
        <SiteFooter site={site} />
      </HydrateLater>
      <HydrateLater>
        <BottomNav />
      </HydrateLater>
    </>
  );
}
