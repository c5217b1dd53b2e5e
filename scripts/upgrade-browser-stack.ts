// `npm run upgrade:browser [-- --react-router 7.19.0 --preact 11.3.0]`: React Router and Preact
// upgraded together (by default to the newest of the majors pinned now) (docs/decisions/2026-11-25-preact-in-the-browser.md, "The exit, and the
// alarm"). The browser's entry leans on React Router's internals and preact/compat, so neither
// moves alone: both are pinned to exact versions, installed, and
// judged by the smoke test, the components on Preact and the whole browser suite. When any of
// them fails, package.json and the lockfile go back as they were and the step that failed is named.
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Command, runCommand } from "./cli.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const ROUTER_PACKAGES = ["react-router", "@react-router/dev", "@react-router/node"] as const;
const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

/** The suites that judge an upgrade, fastest first: a broken entry fails the first in half a minute. */
const JUDGES = [
  ["the smoke test (every kind of page hydrates)", ["vitest", "run", "--project", "smoke"]],
  ["the components on Preact", ["vitest", "run", "--project", "app-preact"]],
  ["the browser suite", ["vitest", "run", "--project", "e2e"]],
] as const;

const run = (command: string, args: readonly string[]) =>
  execFileSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, CI: "true" } });

/** The version `wanted` names ("latest" or an exact one), as the registry has it for `name`. */
function registryVersion(name: string, wanted: string): string {
  const found = execFileSync("npm", ["view", `${name}@${wanted}`, "version", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const versions = ([JSON.parse(found || "null")].flat() as (string | null)[]).filter(
    (v): v is string => typeof v === "string" && EXACT_VERSION.test(v),
  );
  // npm lists a range's versions in the registry's order, not by number: the newest by number.
  const byNumber = (v: string) => v.split(".").map(Number);
  const version = versions
    .sort((a, b) => {
      const [x, y] = [byNumber(a), byNumber(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    })
    .at(-1);
  if (!version || !EXACT_VERSION.test(version)) throw new Error(`The registry has no ${name}@${wanted}.`);
  return version;
}

/** The version asked for on the command line, else the newest of the major pinned now (a new major is a decision, not an upgrade). */
const option = (argv: string[], name: string, pinned: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] ? argv[at + 1] : `^${pinned.split(".")[0]}`;
};

export const upgradeBrowserStack: Command = async ({ argv, print }) => {
  const manifestFile = path.join(ROOT, "package.json");
  const lockFile = path.join(ROOT, "package-lock.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, Record<string, string>>;
  const router = registryVersion("react-router", option(argv, "react-router", manifest.dependencies["react-router"]));
  // Every package of React Router at the same version: the registry sometimes lacks one.
  for (const name of ROUTER_PACKAGES) registryVersion(name, router);
  const preact = registryVersion("preact", option(argv, "preact", manifest.dependencies.preact));

  copyFileSync(manifestFile, `${manifestFile}.before-upgrade`);
  copyFileSync(lockFile, `${lockFile}.before-upgrade`);
  for (const name of ROUTER_PACKAGES) {
    const section = manifest.dependencies[name] ? manifest.dependencies : manifest.devDependencies;
    section[name] = router;
  }
  manifest.dependencies.preact = preact;
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  print(`React Router ${router} and Preact ${preact}: installing, then judging.`);

  let failed: string | null = null;
  try {
    run("npm", ["install"]);
    for (const [what, args] of JUDGES) {
      failed = what;
      run("npx", args);
    }
    failed = null;
  } catch {
    // The step that failed is named below; its own output is above.
  }
  if (failed === null) {
    print(
      `Pinned React Router ${router} and Preact ${preact}: the browser suite passed. Commit package.json and package-lock.json.`,
    );
    return;
  }
  copyFileSync(`${manifestFile}.before-upgrade`, manifestFile);
  copyFileSync(`${lockFile}.before-upgrade`, lockFile);
  run("npm", ["install"]);
  throw new Error(
    `React Router ${router} with Preact ${preact} failed ${failed}; package.json and the lockfile are as they were. ` +
      "If a small change of ours does not mend it, the decision record's exit applies: React in the browser.",
  );
};

await runCommand(upgradeBrowserStack, import.meta.url);
