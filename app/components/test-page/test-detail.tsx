import type { LabTest } from "../../../domain/lab-test.ts";
import { InfoStrip } from "./info-strip.tsx";
import { headingIdOf } from "./section-index.tsx";
import { TestHero } from "./test-hero.tsx";

type Props = React.ComponentProps<typeof TestHero> & {
  test: Pick<
    LabTest,
    "sampleType" | "reportTime" | "fasting" | "fastingInstructions" | "benefits" | "testingMethod" | "sampleVolume" | "transportation" | "stability"
  >;
};

/** The first section: hero and price, the info strip, About the Test and Test Parameters. */
export function TestDetail({ test, ...hero }: Props) {
  return (
    <section id="test-detail" aria-labelledby={headingIdOf("test-detail")} className="scroll-mt-4">
      <TestHero test={test} {...hero} />
      <InfoStrip test={test} />

      <h2 className="mt-6 text-xl font-semibold">About the Test</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {test.benefits.map((b) => <li key={b}>{b}</li>)}
      </ul>

      <h2 className="mt-6 text-xl font-semibold">Test Parameters</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {[
          ["Method", test.testingMethod],
          ["Sample Volume", test.sampleVolume],
          ["Transportation", test.transportation],
          ["Stability", test.stability],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
