// `npm start`: builds the web app when the build is missing or older than its
// sources, then starts the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_MARKER = path.join(ROOT, "build/server/index.js");
const SOURCES = ["app", "domain", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const isStale =
  !existsSync(BUILD_MARKER) ||
  SOURCES.some((source) => existsSync(path.join(ROOT, source)) && newestChange(path.join(ROOT, source)) > statSync(BUILD_MARKER).mtimeMs);

if (isStale) {
  console.log("Building the web app…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { start } = await import("../server/main.ts");
await start();
