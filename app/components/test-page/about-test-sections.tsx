import type { MessageKey } from "../../i18n/namespaces.ts";
import { langOf } from "../../i18n/localize.ts";
import { useT } from "../../i18n/use-t.ts";
import { FieldText } from "../catalogue/field-text.tsx";
import { TestPageSection } from "./section-index.tsx";
import type { ShownTest } from "./shown-test.ts";

const WHY_CHOOSE_US: MessageKey[] = [
  "catalogue.whyUs.collection",
  "catalogue.whyUs.online",
  "catalogue.whyUs.pathologist",
  "catalogue.whyUs.prices",
  "catalogue.whyUs.consultation",
];

/** Text written with blank lines between paragraphs. */
function Paragraphs({ text, lang }: { text: string; lang: "en" | undefined }) {
  return text.split(/\n\n+/).map((p) => (
    <p key={p} lang={lang} className="mt-3 leading-relaxed text-slate-800">
      {p}
    </p>
  ));
}

/**
 * What the test is, how to prepare, when to take it and how often. How often is written per
 * test (SPEC's screening / monitoring / diagnosis only where they fit); a test without it
 * shows no frequency at all rather than a generic rule that is wrong for many tests.
 */
export function UnderstandingSection({
  test,
}: {
  test: ShownTest<"name" | "longDescription" | "preparation" | "whenToTake" | "testingFrequency">;
}) {
  const t = useT();
  return (
    <TestPageSection
      id="understanding"
      heading={t.rich("catalogue.understanding.heading", {
        name: (_, key) => <FieldText key={key} item={test} field="name" />,
      })}
    >
      <Paragraphs text={test.longDescription} lang={langOf(test, "longDescription")} />
      <h3 className="mt-6 text-lg font-semibold">{t("catalogue.understanding.prepare")}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800" lang={langOf(test, "preparation")}>
        {test.preparation.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{t("catalogue.understanding.medicines")}</p>
      <h3 className="mt-6 text-lg font-semibold">{t("catalogue.understanding.when")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800" lang={langOf(test, "whenToTake")}>
        {test.whenToTake.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      {test.testingFrequency.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t("catalogue.understanding.frequency")}</h3>
          <table className="mt-2 w-full text-left text-sm" lang={langOf(test, "testingFrequency")}>
            <tbody>
              {test.testingFrequency.map((row, i) => (
                // Staff may write one purpose twice.
                <tr key={`${i}:${row.purpose}`} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 align-top font-medium text-slate-800">
                    {row.purpose}
                  </th>
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
export function MeasuresSection({ test }: { test: ShownTest<"parametersCount" | "subTests"> }) {
  const t = useT();
  return (
    <TestPageSection id="measures" heading={t("catalogue.measures.heading")}>
      <p className="mt-2 text-slate-700">{t("catalogue.measures.values", { count: test.parametersCount })}</p>
      <ul className="mt-2 grid gap-1 pl-6 text-slate-800 sm:grid-cols-2 list-disc" lang={langOf(test, "subTests")}>
        {test.subTests.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </TestPageSection>
  );
}

/** How to read the results, and why to test with us. */
export function InterpretingSection({ test }: { test: ShownTest<"interpretation"> }) {
  const t = useT();
  return (
    <TestPageSection id="interpreting-results" heading={t("catalogue.interpreting.heading")}>
      <Paragraphs text={test.interpretation} lang={langOf(test, "interpretation")} />
      <h3 className="mt-6 text-lg font-semibold">{t("catalogue.interpreting.whyUs")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {WHY_CHOOSE_US.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </TestPageSection>
  );
}
