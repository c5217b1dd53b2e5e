import { Link, redirect } from "react-router";
import type { Slide } from "../../../domain/carousel.ts";
import { showsOnComputers, showsOnPhones } from "../../../domain/slide-placement.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { translationStatus, untranslatedCount } from "../../../domain/translation-status.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { MissingInHindi } from "../../components/admin/missing-in-hindi.tsx";
import { CONTENT_PAGES } from "../../content/content-pages.ts";
import { can } from "../../../domain/staff-roles.ts";
import { type AdminSection, sectionsFor } from "../../components/admin/admin-sections.ts";
import { localeOfPath } from "../../../domain/locale.ts";
import { SecondFactorDue } from "../../components/admin/second-factor-section.tsx";
import { messagesFor } from "../../i18n/messages.server.ts";
import { requireStaff } from "../../lib/admin.server.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import type { Route } from "./+types/dashboard";

export const access: PageAccess = "signed-in";

export function meta() {
  return [{ title: "Admin dashboard" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  // A collector's work is their own visits on their phone (issue 35): the admin area has nothing else for them.
  if (can(admin, "work-own-visits") && !can(admin, "read-bookings")) throw redirect("/collect");
  const { carousel, packages, labTests: tests, settings, bookingDesk, staffAccounts } = context.services;
  const [slides, { total: packageCount, packages: packagesOnShow }, testsOnSale, lab, today, staff] = await Promise.all(
    [
      carousel.list(),
      packages.list(),
      tests.list(),
      settings.get(),
      // Counts of a day's patients are personal data's shadow: only for those who may see bookings.
      can(admin, "read-bookings") ? bookingDesk.countDay(admin) : null,
      can(admin, "manage-staff") ? staffAccounts.list(admin) : null,
    ],
  );
  // The content pages' Hindi are files (pages/hi/{slug}.ts): the ones there are.
  const hindiContentPages = Object.keys(import.meta.glob("../../content/pages/hi/*.ts")).map((file) =>
    file.replace(/^.*\/(.+)\.ts$/, "$1"),
  );
  return {
    admin,
    messages: messagesFor(localeOfPath(url.pathname), "account"),
    today,
    staffCount: staff?.filter((account) => !account.disabledAt).length ?? null,
    missingInHindi: translationStatus({
      tests: testsOnSale,
      packages: packagesOnShow,
      slides: slides.filter((s) => !s.isDeleted),
      settings: lab,
      contentPages: CONTENT_PAGES.map((page) => page.slug),
      hindiContentPages,
    }),
    slidesShowing: slidesShowing(slides),
    packageCount,
    testCount: testsOnSale.length,
    pincodeCount: Object.values(lab.pincodes).reduce((sum, list) => sum + list.length, 0),
    slotCount: slotWindows(lab).length,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "3 active slides: 2 on computers, 2 on phones" (a slide placed on both counts in each). */
function slidesShowing(slides: Slide[]): string {
  const active = slides.filter((s) => !s.isDeleted && s.isActive);
  const onComputers = active.filter((s) => showsOnComputers(s.placement)).length;
  const onPhones = active.filter((s) => showsOnPhones(s.placement)).length;
  return `${plural(active.length, "active slide")}: ${onComputers} on computers, ${onPhones} on phones`;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { admin, today, staffCount, slidesShowing, packageCount, testCount, pincodeCount, slotCount, missingInHindi } =
    loaderData;
  // What needs Hindi is the website's work: shown to those who edit it.
  const untranslated = can(admin, "edit-site") ? untranslatedCount(missingInHindi) : 0;
  const counts: Record<AdminSection["to"], string> = {
    "/admin/bookings": today
      ? `Today: ${today.booked} booked, ${today.collected} collected, ${today.reportReady} report${today.reportReady === 1 ? "" : "s"} ready, ${today.cancelled} cancelled`
      : "",
    // Nothing counted: reading the day's samples is an access to patients' data, recorded; the page shows it.
    "/admin/samples": "",
    "/admin/carousel": slidesShowing,
    "/admin/packages": `${packageCount} package${packageCount === 1 ? "" : "s"}`,
    "/admin/tests": `${testCount} test${testCount === 1 ? "" : "s"} on sale`,
    "/admin/staff": staffCount === null ? "" : `${staffCount} ${staffCount === 1 ? "account" : "accounts"} in use`,
    "/admin/access-log": "",
    "/admin/settings": `${pincodeCount} pincode${pincodeCount === 1 ? "" : "s"} served, ${slotCount} slot${slotCount === 1 ? "" : "s"} a day`,
  };
  return (
    <AdminShell admin={admin}>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-1 text-slate-700">Welcome, {admin.displayName}.</p>
      <SecondFactorDue standing={admin.secondFactor} withLink />
      {untranslated > 0 && (
        <p className="mt-2">
          <a href="#missing-in-hindi" className="font-semibold text-brand-800 underline">
            {untranslated} {untranslated === 1 ? "item needs" : "items need"} Hindi
          </a>
        </p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sectionsFor(admin).map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-700"
            >
              <h2 className="text-lg font-semibold text-slate-900">{card.label}</h2>
              <p className="mt-1 text-sm text-slate-700">{card.text}</p>
              <p className="mt-3 text-sm font-semibold text-brand-800">{counts[card.to]}</p>
            </Link>
          </li>
        ))}
      </ul>
      {can(admin, "edit-site") && <MissingInHindi status={missingInHindi} />}
    </AdminShell>
  );
}
