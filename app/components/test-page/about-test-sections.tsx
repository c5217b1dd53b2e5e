import type { LabTest } from "../../../domain/lab-test.ts";
import { TestPageSection } from "./section-index.tsx";

const WHY_CHOOSE_US = [
  "Home sample collection by trained phlebotomists, with sealed single-use kits",
  "Book online, and open your report online at My Reports, many of them the same day",
  "Every report checked by a qualified pathologist",
  "Clear prices with no hidden charges",
  "A free doctor consultation to explain your report",
];

/** Text written with blank lines between paragraphs. */
function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\n+/).map((p) => <p key={p} className="mt-3 leading-relaxed text-slate-800">{p}</p>);
}

/**
 * What the test is, how to prepare, when to take it and how often. How often is written per
 * test (SPEC's screening / monitoring / diagnosis only where they fit); a test without it
 * shows no frequency at all rather than a generic rule that is wrong for many tests.
 */
export function UnderstandingSection({ test }: { test: Pick<LabTest, "name" | "longDescription" | "preparation" | "whenToTake" | "testingFrequency"> }) {
  return (
    <TestPageSection id="understanding" heading={<>Understanding the {test.name}</>}>
      <Paragraphs text={test.longDescription} />
      <h3 className="mt-6 text-lg font-semibold">How to prepare</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
        {test.preparation.map((step) => <li key={step}>{step}</li>)}
      </ol>
      <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        Tell your healthcare provider about any medicines, vitamins or supplements you take: some can change the result.
      </p>
      <h3 className="mt-6 text-lg font-semibold">When to take this test</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {test.whenToTake.map((w) => <li key={w}>{w}</li>)}
      </ul>
      {test.testingFrequency.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">Recommended testing frequency</h3>
          <table className="mt-2 w-full text-left text-sm">
            <tbody>
              {test.testingFrequency.map((row, i) => (
                // Staff may write one purpose twice.
                <tr key={`${i}:${row.purpose}`} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 align-top font-medium text-slate-800">{row.purpose}</th>
                  <td className="py-2 text-slate-800">{row.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </TestPageSection>
  );
}

/** The values on the report. */
export function MeasuresSection({ test }: { test: Pick<LabTest, "parametersCount" | "subTests"> }) {
  return (
    <TestPageSection id="measures" heading="What this test measures">
      <p className="mt-2 text-slate-700">{test.parametersCount} value{test.parametersCount === 1 ? "" : "s"} on your report:</p>
      <ul className="mt-2 grid gap-1 pl-6 text-slate-800 sm:grid-cols-2 list-disc">
        {test.subTests.map((s) => <li key={s}>{s}</li>)}
      </ul>
    </TestPageSection>
  );
}

/** How to read the results, and why to test with us. */
export function InterpretingSection({ test }: { test: Pick<LabTest, "interpretation"> }) {
  return (
    <TestPageSection id="interpreting-results" heading="Interpreting results">
      <Paragraphs text={test.interpretation} />
      <h3 className="mt-6 text-lg font-semibold">Why choose us</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {WHY_CHOOSE_US.map((w) => <li key={w}>{w}</li>)}
      </ul>
    </TestPageSection>
  );
}
