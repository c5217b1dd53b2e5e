// React Router's default browser entry, with one difference for Preact in the browser
// (docs/decisions/2026-11-25-preact-in-the-browser.md): HydratedRouter's first render throws the
// promise that decodes the page's streamed loader data, before any hook runs. React 19 suspends on
// it at the root; preact/compat suspends only inside <Suspense>, which during hydration would
// replace the server's <head>. So the entry asks for that promise itself and hydrates once it has
// settled, when HydratedRouter renders at once. This leans on React Router's internals, so its
// version is pinned exactly and every browser test hydrates through here.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { DataRouter, RouterState } from "react-router";
import { hydrateEveryPartNow, hydrating } from "./lib/hydrate-later.tsx";

/** Settles once React Router's hydration data is decoded (rejects with its decoding error). */
function hydrationDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown.then(() => undefined);
    return Promise.reject(thrown);
  }
  return Promise.reject(new Error("HydratedRouter rendered outside React without waiting for its data: React Router changed how it hydrates."));
}

/**
 * The router HydratedRouter made (React Router keeps it on `window` for its dev tools; the
 * browser tests guard that it is there).
 */
function hydratedRouter(): DataRouter {
  const router = (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  if (!router) throw new Error("React Router no longer keeps its router on window: the parts still waiting could not hydrate before a navigation.");
  return router;
}

/**
 * Parts of the page still waiting to hydrate must hydrate from what the server rendered them
 * with (lib/hydrate-later.tsx): as soon as the router starts a navigation, submits a form,
 * loads with a fetcher or has new data, they all hydrate at once, before the new state renders.
 * (A route discovered by a link in view changes the router's state too, but nothing a part shows.)
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

// Each step in a task of its own, so none holds the main thread long on a slow phone: the
// modules' evaluation, decoding the data, the shell's hydration (the rest: HydrateLater).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(hydrationDataDecoded)
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
    hydrateEveryPartBeforeTheRouterMoves(hydratedRouter());
  });
