import { readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import routes from "./app/routes.ts";

/**
 * The browser renders with preact/compat; the server keeps React 19 (docs/decisions/
 * 2026-11-25-preact-in-the-browser.md): React's client and React Router weigh 108 KB gzip,
 * more than issue 24's budget for a whole first visit, and Preact's is 10 KB. Vite has no
 * per-environment alias, so a plugin resolves React's names in the client environment only.
 */
const BROWSER_MODULES: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
// React Router's package points every import at its development build, whose warnings nobody
// reads in a patient's browser; its production build is the same code without them. Built only:
// the dev server pre-bundles the package as it is.
const BUILT_BROWSER_MODULES: Record<string, string> = {
  "react-router": path.resolve(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs"),
  "react-router/dom": path.resolve(import.meta.dirname, "node_modules/react-router/dist/production/dom-export.mjs"),
};
const preactInTheBrowser: Plugin = {
  name: "labfront:preact-in-the-browser",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId(source, importer, options) {
    const target =
      BROWSER_MODULES[source] ?? (this.environment.mode === "build" ? BUILT_BROWSER_MODULES[source] : undefined);
    if (!target) return null;
    return this.resolve(target, importer, { ...options, skipSelf: true });
  },
};

/**
 * The dev server pre-bundles React and React Router for the browser (React Router's plugin asks
 * it to) with a resolver the plugin above does not reach, which put React itself back beside
 * Preact. In the browser, React's names are left out of pre-bundling and React Router is served
 * as it is (through the plugin); only its CommonJS dependencies are pre-bundled.
 */
const noReactPrebundledInTheBrowser: Plugin = {
  name: "labfront:no-react-prebundled-in-the-browser",
  enforce: "post",
  configEnvironment(name, options) {
    if (name !== "client" || !options.optimizeDeps) return;
    const isReact = (dependency: string) => dependency in BROWSER_MODULES || dependency.startsWith("react-router");
    options.optimizeDeps.include = [
      ...(options.optimizeDeps.include ?? []).filter((dependency) => !isReact(dependency)),
      "react-router > cookie",
      "react-router > set-cookie-parser",
    ];
    options.optimizeDeps.exclude = [
      ...(options.optimizeDeps.exclude ?? []),
      ...Object.keys(BROWSER_MODULES),
      "react-router",
      "react-router/dom",
    ];
  },
};

/**
 * The patients' pages, from app/routes.ts: every route under the public layout, in either
 * language. Staff screens (admin, the collector's phone, a staff member's password page) sit
 * outside it. `everyPage` are the modules every one of them loads first: the root and the layout.
 */
const PUBLIC_LAYOUT = "routes/public-layout.tsx";
const appFile = (file: string) => path.resolve(import.meta.dirname, "app", file);
const PUBLIC_PAGES = {
  everyPage: new Set([appFile("root.tsx"), appFile(PUBLIC_LAYOUT)]),
  routeModules: new Set(
    routes
      .filter((entry) => entry.file === PUBLIC_LAYOUT)
      .flatMap(function files(entry: RouteConfigEntry): string[] {
        return (entry.children ?? []).flatMap((child) => [child.file, ...files(child)]);
      })
      .map(appFile),
  ),
};

/** The fewest patients' route modules that must load a module for it to join the "site" chunk. */
const SITE_SHARE_COUNT = 3;

/**
 * How many of the patients' route modules load the module on a first visit: those that reach it
 * through static imports, or all of them when the root or the public layout does. Dynamic
 * imports load later, on demand, and do not count.
 */
function publicPagesLoading(id: string, ctx: Rolldown.ChunkingContext): number {
  const pages = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const file = current.split("?")[0];
    if (PUBLIC_PAGES.everyPage.has(file)) return PUBLIC_PAGES.routeModules.size;
    if (PUBLIC_PAGES.routeModules.has(file)) pages.add(file);
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return pages.size;
}

const importsZod = (id: string) => /from "zod"/.test(readFileSync(id.split("?")[0], "utf8"));

export default defineConfig({
  plugins: [preactInTheBrowser, tailwindcss(), reactRouter(), noReactPrebundledInTheBrowser],
  // The browser's files only: the server's bundle stays one file (server/pages.ts imports it).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Chrome compiles a function when it is first called, on the main thread, in the middle
            // of the page coming to life; this comment (Chrome 136 on) has it compile every function
            // of the file as the file streams in, on a background thread. Every chunk of ours runs
            // when its page starts (the barcode decoder when scanning starts). The booking form's
            // main-thread time fell from 260 to 214 ms (docs/performance.md, 2026-11-29 (morning)).
            postBanner: "//# allFunctionsCalledOnLoad",
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  // Our own code that several patients' pages load, in one file every patient's phone
                  // keeps (docs/decisions/2026-11-22-javascript-budget.md). Chosen by the module graph:
                  // a module joins only when at least three public route modules import it, so a module
                  // the staff screens share (refusal texts, roles, the API client) stays with them
                  // however many staff chunks use it, and no list of such modules needs keeping. Never
                  // a module that imports zod: the schema library would follow it onto every page.
                  name: (id, ctx) => (publicPagesLoading(id, ctx) >= SITE_SHARE_COUNT ? "site" : null),
                  debugName: "site",
                  test: (id) =>
                    /[\\/](app|domain)[\\/]/.test(id) && /\.tsx?$/.test(id.split("?")[0]) && !importsZod(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
