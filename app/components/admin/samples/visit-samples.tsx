import { Link } from "react-router";
import type { ReportState, SamplePerson, SampleVisit } from "../../../../domain/samples.ts";
import { useT } from "../../../i18n/use-t.ts";
import { StatusBadge } from "../bookings/status-badge.tsx";
import { PersonTubeList } from "../tube-list.tsx";
import { TubeArrivals, type UnlinkOffer } from "./tube-arrivals.tsx";
import { VisitReportsPanel } from "./visit-reports-panel.tsx";

const REPORT_TONES: Record<ReportState, string> = {
  none: "bg-slate-100 text-slate-800 ring-slate-300",
  attached: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  withdrawn: "bg-red-50 text-red-900 ring-red-300",
};

/** One visit: its reference, where, its sample status, each person with their tests and report; the reports panel for the lab. */
export function VisitSamples({
  visit,
  mayAttach,
  mayOpenBooking,
  unlink,
}: {
  visit: SampleVisit;
  mayAttach: boolean;
  mayOpenBooking: boolean;
  unlink: UnlinkOffer;
}) {
  const t = useT();
  const headingId = `visit-${visit.bookingId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id={headingId} className="font-mono font-semibold">
          {mayOpenBooking ? (
            <Link to={`/admin/bookings/${visit.bookingId}`} className="text-brand-800 underline underline-offset-2">
              {visit.reference}
            </Link>
          ) : (
            visit.reference
          )}
        </h4>
        <span className="text-sm text-slate-700">
          {visit.collectionType === "home" ? t("samples.visit.home") : t("samples.visit.lab")}
        </span>
        <span className="text-sm text-slate-700">
          <span className="sr-only">{t("samples.visit.status")}: </span>
          <StatusBadge status={visit.status} />
        </span>
      </div>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {visit.people.map((person) => (
          <Person key={person.id} person={person} unlink={unlink} />
        ))}
      </ul>
      {mayAttach && <VisitReportsPanel visit={visit} />}
    </li>
  );
}

/** One person of the visit: their tests, the tubes expected, which have arrived, and their report's state. */
function Person({ person, unlink }: { person: SamplePerson; unlink: UnlinkOffer }) {
  const t = useT();
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <p>
        <span className="font-semibold text-slate-900">{person.name}</span>
        <span className="text-sm text-slate-700">
          {" · "}
          {t("samples.person.ageGender", { age: person.age, gender: person.gender })}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-800">
        <span className="font-medium">{t("samples.person.tests")}: </span>
        {person.tests.map((test, i) => (
          <span key={`${test.kind}:${test.code}`}>
            {i > 0 && ", "}
            <code className="rounded bg-white px-1 text-xs text-slate-700 ring-1 ring-slate-200">{test.code}</code>{" "}
            {test.name}
          </span>
        ))}
      </p>
      <div className="mt-2">
        <p className="text-sm font-medium text-slate-800">{t("tubes.list.expected")}</p>
        <PersonTubeList tubes={person.expectedTubes} />
      </div>
      <TubeArrivals arrivals={person.arrivals} unlink={unlink} />
      <p className="mt-2 text-sm">
        <span className="sr-only">{t("samples.person.report")}: </span>
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${REPORT_TONES[person.reportState]}`}
        >
          {t(`samples.report.${person.reportState}`)}
        </span>
      </p>
    </li>
  );
}
