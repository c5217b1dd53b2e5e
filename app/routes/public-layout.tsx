import { Outlet } from "react-router";
import { BottomNav } from "../components/layout/bottom-nav.tsx";
import { DesktopHeader, MobileHeader } from "../components/layout/site-header.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { useRootData } from "../root.tsx";

/** The public shell: both layouts are in the server HTML and CSS picks one at 768 px (SPEC §2). */
export default function PublicLayout() {
  const { site, city, adminUsername } = useRootData();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <DesktopHeader site={site} city={city} adminUsername={adminUsername} />
      <MobileHeader site={site} city={city} />
      <div id="main">
        <Outlet />
      </div>
      <SiteFooter site={site} />
      <BottomNav />
    </>
  );
}
