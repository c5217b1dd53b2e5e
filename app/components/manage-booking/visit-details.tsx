import type { PatientBooking } from "../../../domain/booking.ts";
import { useT } from "../../i18n/use-t.ts";

/** Who is booked, when, and where the sample is taken. */
export function VisitDetails({ booking, when }: { booking: PatientBooking; when: string }) {
  const t = useT();
  return (
    <dl className="grid gap-3 rounded-xl border border-slate-300 p-4 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-700">
        {booking.people.length > 1
          ? t("booking.manage.people", { count: booking.people.length })
          : t("booking.manage.patient")}
      </dt>
      <dd>{t("booking.manage.who", { names: booking.patientName, mobile: booking.maskedMobile })}</dd>
      <dt className="font-medium text-slate-700">{t("booking.manage.when")}</dt>
      <dd className="font-semibold">{when}</dd>
      <dt className="font-medium text-slate-700">
        {t(booking.collectionType === "home" ? "booking.manage.homeAt" : "booking.manage.labAt")}
      </dt>
      <dd>
        {booking.collectionType === "home"
          ? [booking.address, booking.landmark, booking.pincode].filter(Boolean).join(", ")
          : booking.labAddress}
      </dd>
    </dl>
  );
}
