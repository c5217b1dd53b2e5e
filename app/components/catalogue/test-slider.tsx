import { useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons.tsx";
import { usePrefersReducedMotion } from "../carousel/use-carousel.ts";
import type { TestCardData } from "../../lib/test-card-data.ts";
import { TestCard } from "./test-card.tsx";

/** SPEC §3/§9: 4 cards visible, 3 below 1200 px, 2 below 900 px, 1 below 600 px. */
export const SLIDER_BREAKPOINTS = [
  { minWidth: 1200, visible: 4 },
  { minWidth: 900, visible: 3 },
  { minWidth: 600, visible: 2 },
  { minWidth: 0, visible: 1 },
] as const;

export function visibleCardsAt(width: number): number {
  return SLIDER_BREAKPOINTS.find((b) => width >= b.minWidth)!.visible;
}

function useVisibleCards(): number {
  // The server renders for the widest layout; CSS sizes the cards correctly meanwhile.
  const atLeast1200 = useMediaQuery("(min-width: 1200px)", true);
  const atLeast900 = useMediaQuery("(min-width: 900px)", true);
  const atLeast600 = useMediaQuery("(min-width: 600px)", true);
  return visibleCardsAt(atLeast1200 ? 1200 : atLeast900 ? 900 : atLeast600 ? 600 : 0);
}

/**
 * 'Health tests at your home': a row of test cards moved one card at a time with a
 * 500 ms slide. Card widths come from CSS, so the server HTML is right at every width.
 */
export function TestSlider({ tests }: { tests: TestCardData[] }) {
  const t = useT();
  const visible = useVisibleCards();
  const [start, setStart] = useState(0);
  const prefersReducedMotion = usePrefersReducedMotion();
  const lastStart = Math.max(0, tests.length - visible);
  const first = Math.min(start, lastStart);

  return (
    <div className="relative">
      <div className="overflow-hidden">
        <ul
          className={`flex ${prefersReducedMotion ? "" : "transition-transform duration-500 ease-out"}`}
          style={{ transform: `translateX(-${(first * 100) / visible}%)` }}
        >
          {tests.map((test, i) => (
            <li
              key={test.slug}
              aria-hidden={i < first || i >= first + visible}
              inert={i < first || i >= first + visible}
              className="w-full shrink-0 px-2 min-[600px]:w-1/2 min-[900px]:w-1/3 min-[1200px]:w-1/4"
            >
              <TestCard test={test} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setStart(Math.max(0, first - 1))}
          disabled={first === 0}
          aria-label={t("catalogue.slider.previous")}
          className="flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 disabled:opacity-40"
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => setStart(Math.min(lastStart, first + 1))}
          disabled={first >= lastStart}
          aria-label={t("catalogue.slider.more")}
          className="flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 disabled:opacity-40"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
