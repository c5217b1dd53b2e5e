import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * `react-router build`, always as production: Vite takes NODE_ENV from the environment,
 * and a build started under a test runner (NODE_ENV=test) would ship React's
 * development bundles, twice the size and slower.
 */
export function buildWebApp({ quiet = false } = {}): void {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: quiet ? "ignore" : "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`The web app build failed (exit ${result.status}).`);
}
