// `npm start`: builds the web app when the build is missing or older than its
// sources, then starts the server. Plain Node runs it and the server (type stripping): under
// tsx's loader hooks the built bundle was transformed again at start whenever it held a dynamic
// import, and the server rested 80 MB larger (docs/decisions/2026-11-28-server-without-tsx.md).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWebApp } from "./build-web.ts";

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
  SOURCES.some(
    (source) =>
      existsSync(path.join(ROOT, source)) && newestChange(path.join(ROOT, source)) > statSync(BUILD_MARKER).mtimeMs,
  );

if (isStale) {
  console.log("Building the web app…");
  buildWebApp();
}

// React and React Router pick their production builds by NODE_ENV when first imported,
// so it is set before the server is loaded (development builds render several times slower).
process.env.NODE_ENV ??= "production";
const { start } = await import("../server/main.ts");
await start();
