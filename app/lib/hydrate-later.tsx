import { Suspense, useState, type ReactElement } from "react";

// Progressive hydration (docs/decisions/2026-11-25-preact-in-the-browser.md). Preact hydrates a
// page in one task, where React 19 yields every few milliseconds: on a slow phone a long page
// held the main thread for a quarter of a second in one piece. A part wrapped in <HydrateLater>
// keeps its server HTML, readable and clickable as a plain link or form, and is hydrated in a
// task of its own after the parts before it, so a tap or a key is answered between them.
//
// How: during the first hydration, the part throws a promise that settles in a later task;
// Preact keeps the part's server DOM while it waits (one element: the first node it finds) and
// resumes hydrating it when the promise settles. Server rendering, client-side navigations and
// the unit tests (React) render the part at once.

let isHydrating = false;
let lastInLine: Promise<void> = Promise.resolve();

/** Called by the browser entry around the first hydration only. */
export function hydrating<T>(hydrate: () => T): T {
  isHydrating = true;
  try {
    return hydrate();
  } finally {
    isHydrating = false;
  }
}

/** Settles in a task after every part queued before it: one part per task, in page order. */
function inLine(): Promise<void> {
  lastInLine = lastInLine.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return lastInLine;
}

type Turn = { settled: boolean; promise: Promise<void> };

function Later({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.settled) throw turn.promise;
  return children;
}

/**
 * Hydrates its one child element in a task of its own. The child must render exactly one
 * element on the server and in the browser (Preact keeps one node for a waiting part).
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState<Turn | null>(() => {
    if (!isHydrating) return null;
    const turn: Turn = { settled: false, promise: inLine().then(() => void (turn.settled = true)) };
    return turn;
  });
  if (typeof document === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <Later turn={turn}>{children}</Later>
    </Suspense>
  );
}
