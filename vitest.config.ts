import path from "node:path";
import { defineConfig } from "vitest/config";
import { COMPILE_CACHE_ENV } from "./test/compile-cache.ts";
import { TEST_WORKERS } from "./test/workers.ts";

// Vitest's workers (forked with this environment), and the processes and threads they start, load
// Node's modules from V8's compile cache (test/compile-cache.ts): the server files that make PDFs
// in worker threads spent 45-48 CPU-s so against 50-53 without (docs/performance.md, 2026-11-29).
process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE_ENV.NODE_COMPILE_CACHE;

// The smoke test of every page kind runs first, alone (groupOrder 0): a browser broken by an
// upgrade says so in a minute, by page. Then every other project runs in one group with the same
// workers: the browser files, the longest, start first (Vitest runs the slowest files first) and
// the server files fill the other core. The smoke test and the browser tests share their servers
// and Chromium (e2e/global-setup.ts).

/** React's names as the browser build resolves them (vite.config.ts, BROWSER_MODULES), exact matches only. */
const PREACT_AS_REACT = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  // React Router's CommonJS build requires React past Vite's aliases; its modules import it.
  {
    find: /^react-router$/,
    replacement: path.resolve(import.meta.dirname, "node_modules/react-router/dist/development/index.mjs"),
  },
  // Testing Library's React renderer would bring React's own; its Preact twin has the same API.
  { find: /^@testing-library\/react$/, replacement: "@testing-library/preact" },
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "smoke",
          include: ["e2e/**/*.smoke.test.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          maxWorkers: TEST_WORKERS,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "server",
          sequence: { groupOrder: 1 },
          maxWorkers: TEST_WORKERS,
          include: ["{server,db,domain,scripts,eslint,test}/**/*.test.ts"],
          environment: "node",
          // The files of a worker share their imports instead of loading the whole server again
          // for each file: 38 server files took 79 s so, against 242 s isolated, 39% of it
          // importing (docs/performance.md, 2026-11-28). Safe because no server test mocks a
          // module or stubs a global (keep it so), each file makes its own site and database,
          // and the setup files (the console.error check) still run before every file.
          isolate: false,
          globalSetup: ["test/global-setup.ts"],
          setupFiles: ["test/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "app",
          sequence: { groupOrder: 1 },
          maxWorkers: TEST_WORKERS,
          include: ["app/**/*.test.{ts,tsx}"],
          // How Preact in particular hydrates, in app-preact only.
          exclude: ["app/**/*.preact.test.tsx"],
          environment: "jsdom",
          // The files of a worker share one jsdom window and their imports, where each file made a
          // window and loaded React, React Router and the app's modules again: both projects took
          // 41–53 CPU-s so, against 206–215 isolated (docs/performance.md, 2026-11-28 (later)).
          // Safe because test/testing-library.ts hands each file on as a fresh window is (an
          // empty document at `/`, no storage, the real clock and globals) and the setup files
          // run before every file. Keep it so: a file unmounts what it renders, restores only its
          // own spies (vi.restoreAllMocks would end the console.error check), and no app module
          // keeps state a test changes unless the file resets it.
          isolate: false,
          setupFiles: ["test/fail-on-console-error.ts", "test/testing-library.ts"],
        },
      },
      {
        // The same component tests on preact/compat, as the browser runs them: a component React
        // accepts and Preact does not fails here (docs/decisions/2026-11-25-preact-in-the-browser.md).
        resolve: { alias: PREACT_AS_REACT },
        test: {
          name: "app-preact",
          sequence: { groupOrder: 1 },
          maxWorkers: TEST_WORKERS,
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          // Shared as in "app", on the same conditions.
          isolate: false,
          setupFiles: ["test/fail-on-console-error.ts", "test/testing-library.ts", "test/preact-like-react-act.ts"],
          // Libraries that import React get Preact too only when Vite transforms them.
          server: { deps: { inline: [/@testing-library\/preact/, /react-router/] } },
        },
      },
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          // A server per worker (global-setup.ts): files that run side by side share no data.
          maxWorkers: TEST_WORKERS,
          // The files of a worker share their imports (playwright-core, sharp, the domain, and the
          // server for the files with a site of their own) instead of loading them again for each
          // file: ten short browser files took 90-96 CPU-s and 164-177 s so, against 102-107 CPU-s
          // and 206-214 s isolated (docs/performance.md, 2026-11-28 (late night)). Safe on the
          // server project's terms: no browser file mocks a module or stubs a global (keep it so),
          // the helpers of e2e/ and test/ keep no state between files, and each file connects to
          // Chromium, opens its contexts and makes its sites itself and closes them when it ends.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a page shows after the server answers (a city chosen, a price saved) may take
          // seconds on a busy machine; Vitest's default wait of one second failed such a check.
          expect: { poll: { timeout: 15_000 } },
          // A file's own site with the pages (createTestApp's `pages`) imports the production
          // build: loaded by Node, not through Vite's transform, whose rewrite of its 1.4 MB
          // took the collector's files several seconds each (docs/performance.md).
          server: { deps: { external: [/\/build\/server\/index\.js$/] } },
        },
      },
    ],
  },
});
