import type { TestProject } from "vitest/node";
import { type Cluster, PG_BIN, postgresAvailable, startCluster } from "./postgres-cluster.ts";
import { makeSeededTemplates, removeSeededTemplates, type SeededTemplates } from "./seeded-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL cluster; empty when it was not started. */
    postgresUrl: string;
    /** The catalogue, seeded once per dialect, that test sites copy (seeded-template.ts). */
    seededTemplates: SeededTemplates;
  }
}

/** Which dialects the data tests run on: both by default, narrowed by TEST_DIALECTS. */
export function wantsPostgres(): boolean {
  return (process.env.TEST_DIALECTS ?? "sqlite,postgres").split(",").includes("postgres");
}

let cluster: Cluster | undefined;
let templates: SeededTemplates = {};

export async function setup(project: TestProject) {
  project.provide("postgresUrl", "");
  project.provide("seededTemplates", {});
  await startPostgres(project);
  templates = await makeSeededTemplates(cluster?.url ?? "");
  project.provide("seededTemplates", templates);
}

async function startPostgres(project: TestProject) {
  if (!wantsPostgres()) {
    console.warn("PostgreSQL tests skipped: TEST_DIALECTS does not include postgres.");
    return;
  }
  if (!postgresAvailable()) {
    if (process.env.CI) throw new Error(`CI must run the PostgreSQL tests, but there is no initdb in ${PG_BIN}.`);
    console.warn(
      `PostgreSQL tests skipped: no PostgreSQL binaries in ${PG_BIN} (set PG_BIN, or install postgresql-15).`,
    );
    return;
  }
  cluster = await startCluster();
  project.provide("postgresUrl", cluster.url);
}

export async function teardown() {
  removeSeededTemplates(templates);
  cluster?.stop();
}
