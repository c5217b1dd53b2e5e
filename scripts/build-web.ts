// `npm run build`: the production build of the web app, with its static files compressed
// once, at the best ratio, so the server sends them without compressing per request.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_DIR = path.join(ROOT, "build/client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

/**
 * `react-router build`, always as production: Vite takes NODE_ENV from the environment,
 * and a build started under a test runner (NODE_ENV=test) would ship React's
 * development bundles, twice the size and slower. `hydrationCheck` is for the browser tests.
 */
export function buildWebApp({ quiet = false, hydrationCheck = false } = {}): void {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: quiet ? "ignore" : "inherit",
    // The browser tests' build reports hydration mismatches in the console (app/entry.client.tsx).
    env: { ...process.env, NODE_ENV: "production", VITE_HYDRATION_CHECK: hydrationCheck ? "1" : "" },
  });
  if (result.status !== 0) throw new Error(`The web app build failed (exit ${result.status}).`);
  precompress(CLIENT_DIR);
}

/** Writes file.br and file.gz beside every text file worth compressing (served by @fastify/static's preCompressed). */
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) buildWebApp();
