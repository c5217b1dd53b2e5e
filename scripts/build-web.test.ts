// The browser build's "site" chunk, which every patient's phone loads (vite.config.ts): built
// here, its modules read from the bundle, each traced back to the pages that import it.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createBuilder, type Plugin, type Rolldown } from "vite";

const ROOT = path.resolve(import.meta.dirname, "..");

type Graph = { siteModules: string[]; importersOf: Map<string, string[]> };

/** Builds the browser's files in memory and returns the "site" chunk's modules and who imports each module. */
async function buildClient(): Promise<Graph> {
  let graph: Graph | undefined;
  const readSite: Plugin = {
    name: "read-site-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const site = Object.values(bundle).find(
        (file): file is Rolldown.OutputChunk => file.type === "chunk" && file.name === "site",
      );
      const importersOf = new Map<string, string[]>();
      for (const id of this.getModuleIds()) importersOf.set(id, [...(this.getModuleInfo(id)?.importers ?? [])]);
      graph = { siteModules: site?.moduleIds ?? [], importersOf };
    },
  };
  const builder = await createBuilder({
    root: ROOT,
    configFile: path.join(ROOT, "vite.config.ts"),
    logLevel: "silent",
    mode: "production",
    plugins: [readSite],
    environments: { client: { build: { write: false } } },
  });
  await builder.build(builder.environments.client);
  return graph!;
}

/** The modules a patient's page starts from: the root, the public layout and every route under it (app/routes.ts). */
async function publicPageModules(): Promise<Set<string>> {
  const routes = (await import("../app/routes.ts")).default;
  const files = (entries: RouteConfigEntry[]): string[] =>
    entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
  const publicRoutes = routes.filter((route) => route.file === "routes/public-layout.tsx");
  expect(publicRoutes.length).toBeGreaterThan(0);
  return new Set(["root.tsx", ...files(publicRoutes)].map((file) => path.join(ROOT, "app", file)));
}

/** Whether a public page module reaches the module through static imports (what a first visit loads). */
function importedByAPublicPage(id: string, { importersOf }: Graph, publicModules: Set<string>): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (publicModules.has(current.split("?")[0])) return true;
    for (const importer of importersOf.get(current) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return false;
}

describe("the browser build's site chunk, loaded by every patient's page", () => {
  it(
    "holds only modules a patient's page imports: none that only staff screens share",
    { timeout: 300_000 },
    async () => {
      const graph = await buildClient();
      const publicModules = await publicPageModules();
      const relative = (id: string) => path.relative(ROOT, id.split("?")[0]);
      expect(graph.siteModules.length).toBeGreaterThan(0);
      const staffOnly = graph.siteModules.filter((id) => !importedByAPublicPage(id, graph, publicModules));
      expect(staffOnly.map(relative)).toEqual([]);
      // The modules three or more staff screens share, which a hand-kept list once kept out.
      const site = graph.siteModules.map(relative);
      for (const staffShared of ["app/lib/api-client.ts", "domain/staff-roles.ts", "app/lib/upload-image.ts"]) {
        expect(site).not.toContain(staffShared);
      }
    },
  );
});
