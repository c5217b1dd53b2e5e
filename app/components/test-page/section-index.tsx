import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-t.ts";

/**
 * The test page's sections, in page order (SPEC §3); the sticky index names each by the
 * catalogue's message `section.<id>`.
 */
export const TEST_PAGE_SECTIONS = [
  { id: "test-detail", headingId: "test-name" },
  { id: "understanding", headingId: "understanding-h" },
  { id: "measures", headingId: "measures-h" },
  { id: "interpreting-results", headingId: "interpreting-h" },
  { id: "faq", headingId: "faq-h" },
  { id: "city-price-info", headingId: "city-h" },
  { id: "home-collection", headingId: "home-h" },
  { id: "references", headingId: "refs-h" },
  { id: "other-tests", headingId: "other-h" },
] as const;

type SectionId = (typeof TEST_PAGE_SECTIONS)[number]["id"];

export const headingIdOf = (id: SectionId): string =>
  TEST_PAGE_SECTIONS.find((section) => section.id === id)!.headingId;

/**
 * The section being read: the first one crossing a band a fifth of the way down the window,
 * where the eye is after a heading has scrolled up. Null until the browser has looked (the
 * server cannot know), so the index reads as a plain list without JavaScript.
 */
function useSectionInView(): SectionId | null {
  const [current, setCurrent] = useState<SectionId | null>(null);
  useEffect(() => {
    const elements = TEST_PAGE_SECTIONS.map((section) => document.getElementById(section.id)).filter(
      (element) => element !== null,
    );
    const isCrossing = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) isCrossing.set(entry.target.id, entry.isIntersecting);
        // Between two sections (the band in a margin) the last one read stays marked.
        const first = TEST_PAGE_SECTIONS.find((section) => isCrossing.get(section.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: "-20% 0px -75% 0px" },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return current;
}

/** The desktop's "On this page" index, the section being read marked. */
export function SectionIndex() {
  const t = useT();
  const current = useSectionInView();
  return (
    <nav aria-label={t("catalogue.index.label")}>
      <ol className="space-y-1 border-l border-slate-200 text-sm">
        {TEST_PAGE_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === current ? "location" : undefined}
              className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-slate-700 hover:border-slate-400 hover:text-brand-800 aria-[current=location]:border-brand-700 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800"
            >
              {t(`catalogue.section.${section.id}`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One of the sections after the first: the index's target, titled by its h2. */
export function TestPageSection({
  id,
  heading,
  children,
}: {
  id: SectionId;
  heading: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = headingIdOf(id);
  return (
    <section id={id} aria-labelledby={headingId} className="mt-10 scroll-mt-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
