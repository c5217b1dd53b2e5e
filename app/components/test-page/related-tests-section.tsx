import { useT } from "../../i18n/use-t.ts";
import type { TestCardData } from "../../lib/test-card-data.ts";
import { TestCard } from "../catalogue/test-card.tsx";
import { TestPageSection } from "./section-index.tsx";

/** 'Frequently Booked Together': the tests this one is often booked with. */
export function RelatedTestsSection({ related }: { related: TestCardData[] }) {
  const t = useT();
  return (
    <TestPageSection id="other-tests" heading={t("catalogue.related.heading")}>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((test) => (
          <li key={test.slug}>
            <TestCard test={test} />
          </li>
        ))}
      </ul>
    </TestPageSection>
  );
}
