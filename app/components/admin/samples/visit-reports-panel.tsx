import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SampleVisit } from "../../../../domain/samples.ts";
import { useT } from "../../../i18n/use-t.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { BookingReports } from "../bookings/booking-reports.tsx";

/**
 * The booking page's own reports control (BookingReports: upload, check, attach, withdraw),
 * without its sending (the lab has no mobile), opened per visit so a day of many visits reads
 * no reports it does not show. A report attached or withdrawn reads the day again, so each
 * person's report and the visit's status show what the server now holds.
 */
export function VisitReportsPanel({ visit }: { visit: SampleVisit }) {
  const t = useT();
  const isHydrated = useHydrated();
  const revalidator = useRevalidator();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t("samples.reports.open", { reference: visit.reference })}
      </summary>
      {!isHydrated ? (
        <p className="mt-2 text-sm text-slate-700">{t("samples.reports.needsScript")}</p>
      ) : (
        isOpen && (
          <div className="mt-2">
            <BookingReports
              bookingId={visit.bookingId}
              people={visit.people.map((person) => ({ ...person, isErased: false }))}
              onEntry={() => void revalidator.revalidate()}
            />
          </div>
        )
      )}
    </details>
  );
}
