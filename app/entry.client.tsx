// React Router's default browser entry, with one difference for Preact in the browser
// (docs/decisions/2026-11-25-preact-in-the-browser.md): HydratedRouter's first render throws the
// promise that decodes the page's streamed loader data, before any hook runs. React 19 suspends on
// it at the root; preact/compat suspends only inside <Suspense>, which during hydration would
// replace the server's <head>. So the entry runs HydratedRouter's first steps itself, outside a
// render: once for that promise, and once it has settled to make the router (HydratedRouter then
// stops at its first hook, which needs a render); it hydrates after, when HydratedRouter renders
// at once. This leans on React Router's internals, so its version is pinned exactly and every
// browser test hydrates through here.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { DataRouter, RouterState } from "react-router";
import { hydrateEveryPartNow, hydrating, nextTask } from "./lib/hydrate-later.tsx";

/** What HydratedRouter threw when called outside a render (undefined if it returned). */
function runHydratedRouterOutsideARender(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

const RR_CHANGED = "React Router changed how it hydrates";

/** Settles once React Router's hydration data is decoded (rejects with its decoding error). */
function hydrationDataDecoded(): Promise<void> {
  const thrown = runHydratedRouterOutsideARender();
  if (thrown instanceof Promise) return thrown.then(() => undefined);
  return Promise.reject(thrown ?? new Error(`HydratedRouter did not wait for its data: ${RR_CHANGED}.`));
}

/**
 * Makes the router from the decoded data: HydratedRouter then stops at its first hook, which
 * needs a render. React Router keeps the router on `window` (for its dev tools).
 */
function makeRouter(): DataRouter {
  const thrown = runHydratedRouterOutsideARender();
  const router = (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  if (!router) throw thrown ?? new Error(`HydratedRouter made no router: ${RR_CHANGED}.`);
  return router;
}

/**
 * Parts of the page still waiting to hydrate must hydrate from what the server rendered them
 * with (lib/hydrate-later.tsx): as soon as the router starts a navigation, submits a form,
 * loads with a fetcher or has new data, they all hydrate at once, before the new state renders.
 * (A route discovered by a link on the page is not a change: passOnOnlyChanges.)
 */
function hydrateEveryPartBeforeTheRouterMoves(router: DataRouter) {
  const first: RouterState = router.state;
  const unsubscribe = router.subscribe((state) => {
    const moved =
      state.navigation.state !== "idle" ||
      state.revalidation !== "idle" ||
      state.fetchers.size > 0 ||
      state.location !== first.location ||
      state.loaderData !== first.loaderData ||
      state.actionData !== first.actionData ||
      state.errors !== first.errors;
    if (!moved) return;
    unsubscribe();
    hydrateEveryPartNow();
  });
}

/**
 * Passes the router's changes on to its subscribers (React Router's own renderer among them),
 * except a change of nothing they hold. A route discovered by a link on the page (lazy route
 * discovery, after the page comes to life) has the router tell every subscriber a state whose
 * every field is the one before, and React Router then draws the whole page again for nothing:
 * the longest task of a booking form's start (docs/decisions/2026-11-28-booking-form-hydration.md).
 * The routes discovered are the router's own: a navigation matches them inside the router, and
 * the page reads them as it draws the navigation's state.
 */
function passOnOnlyChanges(router: DataRouter) {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) => {
    let seen: RouterState = router.state;
    return subscribe((state, opts) => {
      const isSame =
        opts.deletedFetchers.length === 0 &&
        (Object.keys(state) as (keyof RouterState)[]).every((key) => Object.is(state[key], seen[key]));
      seen = state;
      if (!isSame) subscriber(state, opts);
    });
  };
  return router;
}

// Each step in a task of its own, so none holds the main thread long on a slow phone: the
// modules' evaluation, the history entry's key, decoding the data, making the router, the shell's
// hydration (the rest: HydrateLater). No step loads ICU's data: the prices and the messages'
// numbers are written without Intl (domain/indian-numbers.ts), so a page that makes no Intl
// object never loads it.

/**
 * The browser tests' build (buildWebApp's `hydrationCheck`) loads preact/debug first, which says
 * in the console when the server's HTML and the first render differ; the smoke test fails on it.
 * A patient's build has none of it.
 */
const hydrationCheck = () => (import.meta.env.VITE_HYDRATION_CHECK === "1" ? import("preact/debug") : undefined);

/**
 * Gives a page opened afresh its history entry's key, which React Router's scroll positions are
 * kept under (the page's own script restores only an entry that has one: lib/scroll-restoration.tsx),
 * and the index React Router's history would otherwise write in a second call. Each such call into
 * the browser took 3–8 ms in a profile of the booking form's start, so it is made once, in a task
 * of its own (making the router fell from 23 to 8 ms there).
 */
function giveTheEntryAKey() {
  const state = window.history.state as { key?: string; idx?: number } | null;
  if (state?.key && state.idx != null) return;
  const key = state?.key ?? Math.random().toString(32).slice(2);
  window.history.replaceState({ ...state, key, idx: state?.idx ?? 0 }, "");
}

void nextTask()
  .then(hydrationCheck)
  .then(giveTheEntryAKey)
  .then(nextTask)
  .then(hydrationDataDecoded)
  .then(nextTask)
  .then(makeRouter)
  .then(passOnOnlyChanges)
  .then(hydrateEveryPartBeforeTheRouterMoves)
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      hydrating(() =>
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        ),
      );
    });
  });
