import { langOf } from "../../i18n/localize.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ShownTest } from "./shown-test.ts";

/** One fact: its label, its value, and the value's language when it is not the page's. */
export type Fact = [label: string, value: string, lang?: "en"];

/** A row of labelled facts at a glance (a test's or a package's), one tile each. */
export function FactTiles({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-4 grid auto-cols-fr grid-flow-col gap-2 text-center">
      {facts.map(([label, value, lang]) => (
        <div key={label} className="rounded-lg bg-brand-50 p-3">
          <dt className="text-xs font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 text-sm font-semibold text-slate-900" lang={lang}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Sample type, report time and fasting at a glance, with what fasting means for this test. */
export function InfoStrip({
  test,
}: {
  test: ShownTest<"sampleType" | "reportTime" | "fasting" | "fastingInstructions">;
}) {
  const t = useT();
  return (
    <>
      <FactTiles
        facts={[
          [t("catalogue.fact.sampleType"), test.sampleType, langOf(test, "sampleType")],
          [t("catalogue.fact.reportTime"), test.reportTime, langOf(test, "reportTime")],
          [t("catalogue.fact.fasting"), t(`catalogue.fasting.${test.fasting}`)],
        ]}
      />
      <p
        data-testid="fasting-instructions"
        className="mt-2 text-sm text-slate-700"
        lang={langOf(test, "fastingInstructions")}
      >
        {test.fastingInstructions}
      </p>
    </>
  );
}
