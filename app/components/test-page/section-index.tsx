/** The test page's sections, in page order, as the sticky index names them (SPEC §3). */
export const TEST_PAGE_SECTIONS = [
  { id: "test-detail", label: "Test Detail", headingId: "test-name" },
  { id: "understanding", label: "Understanding", headingId: "understanding-h" },
  { id: "measures", label: "Measures", headingId: "measures-h" },
  { id: "interpreting-results", label: "Interpreting Results", headingId: "interpreting-h" },
  { id: "faq", label: "FAQ", headingId: "faq-h" },
  { id: "city-price-info", label: "City Price Info", headingId: "city-h" },
  { id: "home-collection", label: "Home Collection", headingId: "home-h" },
  { id: "references", label: "References", headingId: "refs-h" },
  { id: "other-tests", label: "Other Tests", headingId: "other-h" },
] as const;

type SectionId = (typeof TEST_PAGE_SECTIONS)[number]["id"];

export const headingIdOf = (id: SectionId): string => TEST_PAGE_SECTIONS.find((section) => section.id === id)!.headingId;

/** The desktop's sticky "On this page" index. */
export function SectionIndex() {
  return (
    <nav aria-label="On this page" className="hidden md:block">
      <ol className="sticky top-4 space-y-1 border-l border-slate-200 text-sm">
        {TEST_PAGE_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="block border-l-2 border-transparent py-1 pl-3 text-slate-700 hover:border-brand-700 hover:text-brand-800">
              {section.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One of the sections after the first: the index's target, titled by its h2. */
export function TestPageSection({ id, heading, children }: { id: SectionId; heading: React.ReactNode; children: React.ReactNode }) {
  const headingId = headingIdOf(id);
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-4">
      <h2 id={headingId} className="text-xl font-semibold">{heading}</h2>
      {children}
    </section>
  );
}
