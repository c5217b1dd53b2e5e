import { containerName } from "../../../../domain/sample-containers.ts";
import type { ArrivalState } from "../../../../domain/sample-labels.ts";
import type { TubeArrival } from "../../../../domain/samples.ts";
import { useT } from "../../../i18n/use-t.ts";
import { timeOfArrival } from "./arrival-time.ts";
import { UnlinkLabelForm } from "./unlink-label-form.tsx";

/** Whether this staff member may take labels off tubes here, and the last refusal of it (by label). */
export type UnlinkOffer = { error: { label: string; message: string } | null } | null;

const ARRIVAL_MARKS: Record<ArrivalState, string> = { arrived: "✓", labelled: "…", "no-label": "–" };

/** Each expected tube of a person: arrived (when, which label), labelled but not arrived, or no label yet: in words. */
export function TubeArrivals({ arrivals, unlink }: { arrivals: TubeArrival[]; unlink: UnlinkOffer }) {
  const t = useT();
  if (arrivals.length === 0) return null;
  const arrived = arrivals.filter((a) => a.state === "arrived").length;
  return (
    <div className="mt-2">
      <p className="text-sm font-medium text-slate-800">
        {t("samples.arrivals.heading")} · {t("samples.arrivals.count", { arrived, count: arrivals.length })}
      </p>
      <ul className="grid gap-1 text-sm">
        {arrivals.map((a) => (
          <li key={`${a.kind}-${a.tubeNo}`} data-arrival={a.state} className="flex gap-2">
            <span aria-hidden="true" className="w-3 font-bold">
              {ARRIVAL_MARKS[a.state]}
            </span>
            <span>
              <span className="font-medium">
                {t("samples.arrivals.tube", { name: containerName(a.kind, t.locale), number: a.tubeNo })}
              </span>
              {": "}
              {a.state === "arrived"
                ? t("samples.arrivals.arrived", { time: timeOfArrival(a.receivedAt!), label: a.label! })
                : a.state === "labelled"
                  ? t("samples.arrivals.labelled", { label: a.label! })
                  : t("samples.arrivals.no-label")}
              {unlink && a.state === "labelled" && a.label && (
                <UnlinkLabelForm
                  label={a.label}
                  tube={t("samples.arrivals.tube", { name: containerName(a.kind, t.locale), number: a.tubeNo })}
                  error={unlink.error?.label === a.label ? unlink.error.message : null}
                />
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
