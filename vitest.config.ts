import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./test/workers.ts";

// Every project runs in one group with the same workers: the browser files, the longest,
// start first (Vitest runs the slowest files first) and the server files fill the other core.

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          maxWorkers: TEST_WORKERS,
          include: ["{server,db,domain,scripts,eslint}/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/global-setup.ts"],
          setupFiles: ["test/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "app",
          maxWorkers: TEST_WORKERS,
          include: ["app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["test/fail-on-console-error.ts", "test/testing-library.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          // A server per worker (global-setup.ts): files that run side by side share no data.
          maxWorkers: TEST_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a page shows after the server answers (a city chosen, a price saved) may take
          // seconds on a busy machine; Vitest's default wait of one second failed such a check.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
