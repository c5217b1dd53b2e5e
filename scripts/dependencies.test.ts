import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REQUIRED_NODE } from "../db/node-sqlite.server.ts";

// docs/decisions/2026-11-24-node-24-and-node-sqlite.md: the project runs on the Node that npm
// installs from the registry, and no dependency compiles at install, so no native module is
// ever built for one Node and loaded by another.
const ROOT = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

type Installed = { name: string; dir: string; scripts: Record<string, string>; gypfile?: boolean };

/** Every package under node_modules, nested ones included. */
function installedPackages(dir: string, found: Installed[] = []): Installed[] {
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(".")) continue;
    const location = path.join(dir, entry);
    if (entry.startsWith("@")) {
      installedPackages(location, found);
      continue;
    }
    const manifestFile = path.join(location, "package.json");
    if (!existsSync(manifestFile)) continue;
    const { name, scripts = {}, gypfile } = JSON.parse(readFileSync(manifestFile, "utf8")) as Omit<Installed, "dir">;
    found.push({ name, dir: location, scripts, gypfile });
    if (existsSync(path.join(location, "node_modules"))) installedPackages(path.join(location, "node_modules"), found);
  }
  return found;
}

describe("the runtime and the dependencies", () => {
  it("run the tests on the Node that package.json pins, which meets its engines", () => {
    expect(process.versions.node).toBe(manifest.dependencies.node);
    expect(manifest.engines.node).toBe(`>=${REQUIRED_NODE}`);
    const [major, minor] = process.versions.node.split(".").map(Number);
    const [wantedMajor, wantedMinor] = REQUIRED_NODE.split(".").map(Number);
    expect(major > wantedMajor || (major === wantedMajor && minor >= wantedMinor)).toBe(true);
  });

  it("compile nothing at install: no package builds with node-gyp", () => {
    const compiling = installedPackages(path.join(ROOT, "node_modules"))
      .filter(({ dir, scripts, gypfile }) => {
        const installScripts = [scripts.preinstall, scripts.install, scripts.postinstall].join(" ");
        return (
          gypfile ||
          existsSync(path.join(dir, "binding.gyp")) ||
          /node-gyp|prebuild-install|cmake-js/.test(installScripts)
        );
      })
      .map(({ name }) => name);
    expect(compiling).toEqual([]);
  });

  it("pin React Router's packages to one exact version and Preact exactly, as the browser's entry needs (npm run upgrade:browser)", () => {
    const { dependencies, devDependencies = {} } = manifest as typeof manifest & {
      devDependencies?: Record<string, string>;
    };
    const pins = { ...dependencies, ...devDependencies };
    const router = ["react-router", "@react-router/dev", "@react-router/node"].map((name) => pins[name]);
    expect(new Set(router).size).toBe(1);
    expect(router[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pins.preact).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
