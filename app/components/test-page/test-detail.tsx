import { langOf } from "../../i18n/localize.ts";
import { useT } from "../../i18n/use-t.ts";
import { InfoStrip } from "./info-strip.tsx";
import { headingIdOf } from "./section-index.tsx";
import type { ShownTest } from "./shown-test.ts";
import { TestHero } from "./test-hero.tsx";

type Props = React.ComponentProps<typeof TestHero> & {
  test: ShownTest<
    | "sampleType"
    | "reportTime"
    | "fasting"
    | "fastingInstructions"
    | "benefits"
    | "testingMethod"
    | "sampleVolume"
    | "transportation"
    | "stability"
  >;
};

/** The first section: hero and price, the info strip, About the Test and Test Parameters. */
export function TestDetail({ test, ...hero }: Props) {
  const t = useT();
  return (
    <section id="test-detail" aria-labelledby={headingIdOf("test-detail")} className="scroll-mt-4">
      <TestHero test={test} {...hero} />
      <InfoStrip test={test} />

      <h2 className="mt-6 text-xl font-semibold">{t("catalogue.test.about")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800" lang={langOf(test, "benefits")}>
        {test.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>

      <h2 className="mt-6 text-xl font-semibold">{t("catalogue.test.parameters")}</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {(
          [
            ["catalogue.param.method", "testingMethod"],
            ["catalogue.param.sampleVolume", "sampleVolume"],
            ["catalogue.param.transportation", "transportation"],
            ["catalogue.param.stability", "stability"],
          ] as const
        ).map(([label, field]) => (
          <div key={field}>
            <dt className="text-sm font-medium text-slate-700">{t(label)}</dt>
            <dd className="text-slate-900" lang={langOf(test, field)}>
              {test[field]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
