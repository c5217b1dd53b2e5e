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
import { hydrating } from "./lib/hydrate-later.tsx";

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
  });
