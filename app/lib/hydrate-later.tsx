import { createContext, Suspense, useContext, useState, type ReactElement } from "react";

// Progressive hydration (docs/decisions/2026-11-25-preact-in-the-browser.md). Preact hydrates a
// page in one task, where React 19 yields every few milliseconds: on a slow phone a long page
// held the main thread for a quarter of a second in one piece. A part wrapped in <HydrateLater>
// keeps its server HTML, readable and clickable as a plain link or form, and is hydrated in a
// task of its own after the parts before it, so a tap or a key is answered between them.
//
// How: during the first hydration, the part throws a promise that settles in a later task;
// Preact keeps the part's server DOM while it waits (one element: the first node it finds) and
// resumes hydrating it when the promise settles; parts inside it then wait their own turns.
// Server rendering, client-side navigations and the unit tests (React) render every part at once.

let isHydrating = false;
let lastInLine: Promise<void> = Promise.resolve();
let partsWaiting = 0;

declare global {
  interface Window {
    /** Set once every part of the first page has hydrated (browser tests wait on it). */
    __labfrontHydrated?: boolean;
  }
}

/** Called by the browser entry around the first hydration only. */
export function hydrating<T>(hydrate: () => T): T {
  isHydrating = true;
  try {
    return hydrate();
  } finally {
    isHydrating = false;
    whenNoPartWaits();
  }
}

function whenNoPartWaits() {
  // A task later: a part that has just hydrated may have queued parts of its own meanwhile.
  setTimeout(() => {
    if (partsWaiting === 0) window.__labfrontHydrated = true;
  }, 0);
}

/** Settles in a task after every part queued before it: one part per task, in page order. */
function inLine(): Promise<void> {
  lastInLine = lastInLine.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return lastInLine;
}

type Turn = { settled: boolean; promise: Promise<void> };
const hydratedTurns = new WeakSet<Turn>();

/** True while a part that waited is being hydrated: the parts inside it wait their turn too. */
const ResumedHydration = createContext(false);

function Later({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.settled) throw turn.promise;
  // Its first render after its turn is its hydration; any later one is an ordinary render.
  const isResuming = turn !== null && !hydratedTurns.has(turn);
  if (turn) hydratedTurns.add(turn);
  return <ResumedHydration.Provider value={isResuming}>{children}</ResumedHydration.Provider>;
}

/**
 * Hydrates its one child element in a task of its own. The child must render exactly one
 * element on the server and in the browser (Preact keeps one node for a waiting part).
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const isInsideResumedPart = useContext(ResumedHydration);
  const [turn] = useState<Turn | null>(() => {
    if (!isHydrating && !isInsideResumedPart) return null;
    partsWaiting++;
    const turn: Turn = {
      settled: false,
      promise: inLine().then(() => {
        turn.settled = true;
        partsWaiting--;
        whenNoPartWaits();
      }),
    };
    return turn;
  });
  if (typeof document === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <Later turn={turn}>{children}</Later>
    </Suspense>
  );
}
