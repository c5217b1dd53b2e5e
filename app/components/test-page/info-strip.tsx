import type { LabTest } from "../../../domain/lab-test.ts";
import { FASTING_LABELS } from "../../../domain/preparation.ts";

/** A row of labelled facts at a glance (a test's or a package's), one tile each. */
export function FactTiles({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <dl className="mt-4 grid auto-cols-fr grid-flow-col gap-2 text-center">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-brand-50 p-3">
          <dt className="text-xs font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 text-sm font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sample type, report time and fasting at a glance, with what fasting means for this test. */
export function InfoStrip({ test }: { test: Pick<LabTest, "sampleType" | "reportTime" | "fasting" | "fastingInstructions"> }) {
  return (
    <>
      <FactTiles
        facts={[
          ["Sample Type", test.sampleType],
          ["Report Time", test.reportTime],
          ["Fasting Required", FASTING_LABELS[test.fasting]],
        ]}
      />
      <p data-testid="fasting-instructions" className="mt-2 text-sm text-slate-700">{test.fastingInstructions}</p>
    </>
  );
}
