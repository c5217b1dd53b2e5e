import type { LabTest } from "../../../domain/lab-test.ts";
import { TestPageSection } from "./section-index.tsx";

export function ReferencesSection({ references }: { references: LabTest["references"] }) {
  return (
    <TestPageSection id="references" heading="References">
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {references.map((r) => (
          <li key={r.url}><a href={r.url} rel="noopener" className="text-brand-800 underline">{r.title}</a></li>
        ))}
      </ul>
    </TestPageSection>
  );
}
