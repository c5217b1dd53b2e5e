import type { TestCardData } from "../../lib/test-card-data.ts";
import { TestCard } from "../catalogue/test-card.tsx";
import { TestPageSection } from "./section-index.tsx";

/** 'Frequently Booked Together': the tests this one is often booked with. */
export function RelatedTestsSection({ related }: { related: TestCardData[] }) {
  return (
    <TestPageSection id="other-tests" heading="Frequently Booked Together">
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((t) => <li key={t.slug}><TestCard test={t} /></li>)}
      </ul>
    </TestPageSection>
  );
}
