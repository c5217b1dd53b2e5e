import type { CollectorForPatient } from "../../../domain/collect.ts";
import { useT } from "../../i18n/use-t.ts";

/**
 * "4 8 1 5": the handover code spaced for reading aloud, digit by digit. Here, not beside the
 * collector's schemas in domain/collect.ts: importing that module brought zod to the patient's phone.
 */
const spacedCode = (code: string): string => code.split("").join(" ");

/** The home visit as the patient waits for it: the collector on the way, and the code to hand over at the door (issue 35). */
export function CollectorVisit({ collector }: { collector: CollectorForPatient }) {
  const t = useT();
  return (
    <>
      {collector.onTheWay && (
        <p
          role="status"
          className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-lg font-bold text-brand-900"
        >
          {t("booking.manage.onTheWay", { name: collector.onTheWay.firstName })}
        </p>
      )}
      {collector.handoverCode && (
        <section aria-labelledby="handover-heading" className="rounded-xl border border-slate-300 p-4">
          <h2 id="handover-heading" className="text-lg font-bold">
            {t("booking.manage.handover.heading")}
          </h2>
          {/* Spaced digit by digit, for reading aloud at the door. */}
          <p className="mt-1 font-mono text-3xl font-bold tracking-[0.3em]" data-handover-code>
            {spacedCode(collector.handoverCode)}
          </p>
          <p className="mt-1 text-slate-800">{t("booking.manage.handover.hint")}</p>
        </section>
      )}
    </>
  );
}
