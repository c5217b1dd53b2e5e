import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
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
          // One server for all browser tests: files take turns so their data do not collide.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
