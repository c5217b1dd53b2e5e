import { useT } from "../../i18n/use-t.ts";
import type { ShownTest } from "./shown-test.ts";
import { langOf } from "../../i18n/localize.ts";
import { TestPageSection } from "./section-index.tsx";

export function FaqSection({ test }: { test: ShownTest<"faqs"> }) {
  const t = useT();
  return (
    <TestPageSection id="faq" heading={t("catalogue.faq.heading")}>
      <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200" lang={langOf(test, "faqs")}>
        {test.faqs.map((faq, i) => (
          // Details sharing a name form an exclusive accordion: one open at a time, no script needed.
          <details key={faq.question} name="test-faq" open={i === 0} className="group p-4">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
              <span className="flex items-start justify-between gap-4">
                {faq.question}
                <span aria-hidden="true" className="text-brand-700 group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-2 text-slate-800">{faq.answer}</p>
          </details>
        ))}
      </div>
    </TestPageSection>
  );
}
