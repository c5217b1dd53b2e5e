import { readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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
 * Domain modules that staff screens share among themselves (every area's refusal texts, the
 * roles' permissions): three staff chunks would pull them into "site", which every patient's
 * phone loads. Public pages translate refusals on the server (in their actions), so they need none.
 */
const STAFF_SHARED =
  /[\\/]domain[\\/](refusals\.ts|refusal-texts[\\/]|staff-roles\.ts)|[\\/]app[\\/]lib[\\/](api-client|upload-image|upload-report|form-errors)\.ts/;

const importsZod = (id: string) => /from "zod"/.test(readFileSync(id.split("?")[0], "utf8"));

export default defineConfig({
  plugins: [preactInTheBrowser, tailwindcss(), reactRouter(), noReactPrebundledInTheBrowser],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: "site",
              test: (id) =>
                /[\\/](app|domain)[\\/]/.test(id) &&
                !/[\\/]admin/.test(id) &&
                !STAFF_SHARED.test(id) &&
                /\.tsx?$/.test(id.split("?")[0]) &&
                !importsZod(id),
              minShareCount: 3,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
