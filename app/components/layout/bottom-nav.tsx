import { NavLink, useLocation } from "react-router";
import { pathIn } from "../../../domain/locale.ts";
import type { MessageKey } from "../../i18n/namespaces.ts";
import { useT } from "../../i18n/use-t.ts";
import { BoxIcon, CalendarIcon, FlaskIcon, HomeIcon, ReportIcon } from "../ui/icons.tsx";

const TABS: { to: string; label: MessageKey; Icon: typeof HomeIcon; end: boolean; section?: string }[] = [
  { to: "/", label: "layout.nav.home", Icon: HomeIcon, end: true },
  { to: "/tests", label: "layout.nav.tests", Icon: FlaskIcon, end: false },
  { to: "/packages", label: "layout.nav.packages", Icon: BoxIcon, end: false },
  // 'Manage a booking' (SPEC §7a), the short name a tab has room for; marked on a booking's own page too.
  { to: "/bookings/find", label: "layout.nav.myBooking", Icon: CalendarIcon, end: false, section: "/bookings/" },
  { to: "/reports", label: "layout.nav.myReports", Icon: ReportIcon, end: false },
];

/** Mobile bottom navigation, the current tab marked (SPEC §2). */
export function BottomNav() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <nav
      aria-label={t("layout.nav.sections")}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {TABS.map(({ to, label, Icon, end, section }) => {
          const isInSection = Boolean(section && pathname.startsWith(pathIn(t.locale, section)));
          return (
            <li key={to}>
              <NavLink
                to={pathIn(t.locale, to)}
                end={end}
                className={({ isActive }) =>
                  `flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium max-[400px]:text-[11px] max-[400px]:tracking-tight ${isActive || isInSection ? "text-brand-800" : "text-slate-600"}`
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon className={`h-6 w-6 ${isActive || isInSection ? "text-brand-700" : ""}`} />
                    <span className={`whitespace-nowrap ${isActive || isInSection ? "font-bold" : ""}`}>
                      {t(label)}
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
