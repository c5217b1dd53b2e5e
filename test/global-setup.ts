import type { TestProject } from "vitest/node";
import { type Cluster, PG_BIN, postgresAvailable, startCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL cluster; empty when it was not started. */
    postgresUrl: string;
  }
}

/** Which dialects the data tests run on: both by default, narrowed by TEST_DIALECTS. */
export function wantsPostgres(): boolean {
  return (process.env.TEST_DIALECTS ?? "sqlite,postgres").split(",").includes("postgres");
}

let cluster: Cluster | undefined;

export async function setup(project: TestProject) {
  project.provide("postgresUrl", "");
  if (!wantsPostgres()) {
    console.warn("PostgreSQL tests skipped: TEST_DIALECTS does not include postgres.");
    return;
  }
  if (!postgresAvailable()) {
    if (process.env.CI) throw new Error(`CI must run the PostgreSQL tests, but there is no initdb in ${PG_BIN}.`);
    console.warn(`PostgreSQL tests skipped: no PostgreSQL binaries in ${PG_BIN} (set PG_BIN, or install postgresql-15).`);
    return;
  }
  cluster = await startCluster();
  project.provide("postgresUrl", cluster.url);
}

export async function teardown() {
  cluster?.stop();
}
