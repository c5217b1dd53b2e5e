import type { LabTest } from "../../../domain/lab-test.ts";
import { useT } from "../../i18n/use-t.ts";
import { TestPageSection } from "./section-index.tsx";

/** The sources the page's medical text rests on: published in English, so titled in English on every page. */
export function ReferencesSection({ references }: { references: LabTest["references"] }) {
  const t = useT();
  return (
    <TestPageSection id="references" heading={t("catalogue.references.heading")}>
      <ul className="mt-2 list-disc space-y-1 pl-6" lang={t.locale === "en" ? undefined : "en"}>
        {references.map((r) => (
          <li key={r.url}>
            <a href={r.url} rel="noopener" className="text-brand-800 underline">
              {r.title}
            </a>
          </li>
        ))}
      </ul>
    </TestPageSection>
  );
}
