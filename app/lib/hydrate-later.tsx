import { createContext, Suspense, useContext, useEffect, useState, type ReactElement, type ReactNode } from "react";
import { createPortal } from "react-dom";

// Progressive hydration (docs/decisions/2026-11-25-preact-in-the-browser.md). Preact hydrates a
// page in one task, where React 19 yields every few milliseconds: on a slow phone a long page
// held the main thread for a quarter of a second in one piece. A part wrapped in <HydrateLater>
// keeps its server HTML, readable and clickable as a plain link or form, and is hydrated in a
// task of its own after the parts before it, so a tap or a key is answered between them. A part
// may also wait for the screen width at which CSS shows it, or to be scrolled near (`Until`):
// what nobody can see is not hydrated while the page loads.
//
// How: during the first hydration, the part throws a promise that settles in a later task;
// Preact keeps the part's server DOM while it waits (one element: the first node it finds) and
// resumes hydrating it when the promise settles; parts inside it then wait their own turns.
// Server rendering, client-side navigations and the unit tests (React) render every part at once.
//
// A waiting part must resume with what the server rendered it from: Preact, hydrating, mends
// text but keeps the server's attributes. So the moment the router starts to change anything
// (a tap on a part already alive, a form sent, the back button), every waiting part hydrates at
// once, before the new page renders (`hydrateEveryPartNow`, called by the browser entry).
// Otherwise a page switched from Hindi to English kept its Hindi links and labels.

let isHydrating = false;
let everyPartNow = false;
let lastInLine: Promise<void> = Promise.resolve();
const waitingTurns = new Set<() => void>();
/** The turns still waiting that wait for nothing but their place in line (`Until` aside). */
const turnsInLine = new Set<() => void>();

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
  // A task later: a part that has just hydrated may have queued parts of its own meanwhile. Parts
  // waiting for a screen width or to be scrolled near do not count: the page is alive without them.
  setTimeout(() => {
    if (turnsInLine.size === 0) window.__labfrontHydrated = true;
  }, 0);
}

/**
 * What a part waits for before its turn, besides the parts before it:
 * - a media query: the part is shown by CSS only where the query matches (the desktop header on
 *   a wide screen, the phone's header and tab bar on a narrow one); hidden, it would be hydrated
 *   for nobody;
 * - `nearView` (the CSS selector of the element the part draws): the part is far below the first
 *   screen (the footer) and comes to life as the patient scrolls to within a screen of it. Only
 *   for a part drawn from what does not change while the page stays: a waiting part resumes with
 *   what the server drew it from.
 */
export type Until = { media: string } | { nearView: string };

/** Settles when the part may take its turn; null if it need not wait. */
function waitFor(until: Until | undefined): Promise<void> | null {
  if (until === undefined) return null;
  if ("nearView" in until) {
    const part = document.querySelector(until.nearView);
    if (!part) return null;
    return new Promise((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: "100% 0px" },
      );
      observer.observe(part);
    });
  }
  const query = window.matchMedia(until.media);
  if (query.matches) return null;
  return new Promise((resolve) => query.addEventListener("change", () => resolve(), { once: true }));
}

/**
 * Settles in a task of its own, after what the browser has waiting (a tap, a key, a frame):
 * `scheduler.yield()` where the browser has it (its continuation goes before other scripts'
 * tasks, not after every timer), else a timer.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== "undefined" && typeof scheduler.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Settles in a task after every part queued before it: one part per task, in page order. */
function inLine(): Promise<void> {
  lastInLine = lastInLine.then(nextTask);
  return lastInLine;
}

type Turn = { settled: boolean; promise: Promise<void> };
const hydratedTurns = new WeakSet<Turn>();

/**
 * A part's turn: in line after the parts before it (once what it waits for has come), or at once
 * when `hydrateEveryPartNow` is called.
 */
function takeTurn(until: Until | undefined): Turn {
  let resolve!: () => void;
  const turn: Turn = { settled: false, promise: new Promise<void>((settle) => (resolve = settle)) };
  const settle = () => {
    if (turn.settled) return;
    turn.settled = true;
    waitingTurns.delete(settle);
    turnsInLine.delete(settle);
    resolve();
    whenNoPartWaits();
  };
  waitingTurns.add(settle);
  const waiting = waitFor(until);
  if (waiting) void waiting.then(inLine).then(settle);
  else {
    turnsInLine.add(settle);
    void inLine().then(settle);
  }
  return turn;
}

/** Hydrates every part still waiting, now, and any part inside them with it. */
export function hydrateEveryPartNow() {
  everyPartNow = true;
  for (const settle of [...waitingTurns]) settle();
}

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
 * True while the component calling it is being hydrated: on the page's first hydration, or as
 * the part it is in comes to life. Its DOM is then the server's, which a component with hundreds
 * of plain inputs may keep as it is instead of drawing it again (the booking form's slot picker).
 */
export function useIsHydrating(): boolean {
  return useContext(ResumedHydration) || isHydrating;
}

/** True inside the copy `useOneElementCheck` draws: the parts in it are not checked again. */
const InsideCheck = createContext(false);

/** What a part drew, when it is not one element: "2 elements", "text", "nothing". */
function notOneElement(nodes: NodeListOf<ChildNode>): string | null {
  const elements = [...nodes].filter((node) => node.nodeType === Node.ELEMENT_NODE).length;
  const hasText = [...nodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  if (elements === 1 && !hasText) return null;
  if (elements > 1) return `${elements} elements`;
  return hasText ? "text" : "nothing";
}

/**
 * In development, the one-element rule checked once per part: after the part is in the page,
 * its child is drawn a second time, through a portal into a detached element (the page's
 * context reaches it, the page's DOM is untouched), counted, and dropped. A broken rule shows
 * in Preact only as a part hydrated wrong; this says so, naming the child, in any library.
 */
function useOneElementCheckInDevelopment(children: ReactElement): ReactNode {
  const isInsideCheck = useContext(InsideCheck);
  const [copy, setCopy] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // A render after the part is in the page, never during hydration: the server drew no copy.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per part, in development only
    if (!isInsideCheck) setCopy(document.createElement("div"));
  }, [isInsideCheck]);
  useEffect(() => {
    if (!copy) return;
    const drawn = notOneElement(copy.childNodes);
    if (drawn) {
      const type = children.type as string | { displayName?: string; name?: string };
      const name = typeof type === "string" ? type : (type.displayName ?? type.name ?? "its child");
      console.error(
        `HydrateLater: <${name}> must render exactly one element (Preact keeps one node for a part that waits), but rendered ${drawn}. Wrap what it renders in one element.`,
      );
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the copy has been counted: dropped at once
    setCopy(null);
  }, [copy, children.type]);
  if (!copy) return null;
  return createPortal(
    <InsideCheck.Provider value={true}>
      <ResumedHydration.Provider value={false}>{children}</ResumedHydration.Provider>
    </InsideCheck.Provider>,
    copy,
  );
}

/** The check in development; nothing at all (no state, no effects) in the production build. */
const useOneElementCheck: (children: ReactElement) => ReactNode = import.meta.env.DEV
  ? useOneElementCheckInDevelopment
  : () => null;

/**
 * Hydrates its one child element in a task of its own. The child must render exactly one
 * element on the server and in the browser (Preact keeps one node for a waiting part); in
 * development, a child that does not is named in a console error.
 * `until`: what the part waits for, in its server HTML, before its turn (`Until`). Read once.
 */
export function HydrateLater({ children, until }: { children: ReactElement; until?: Until }) {
  const isInsideResumedPart = useContext(ResumedHydration);
  const [turn] = useState<Turn | null>(() =>
    !everyPartNow && (isHydrating || isInsideResumedPart) ? takeTurn(until) : null,
  );
  const check = useOneElementCheck(children);
  if (typeof document === "undefined") return children;
  const part = (
    <Suspense fallback={null}>
      <Later turn={turn}>{children}</Later>
    </Suspense>
  );
  // The production build draws the part alone, as before the check.
  return import.meta.env.DEV ? (
    <>
      {part}
      {check}
    </>
  ) : (
    part
  );
}
