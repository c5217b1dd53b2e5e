import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type Cluster = { url: string; stop(): void };

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
function runPg(binary: string, args: string[]) {
  const command = path.join(PG_BIN, binary);
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: "pipe" });
}

export function postgresAvailable(): boolean {
  return existsSync(path.join(PG_BIN, "initdb")) && existsSync(path.join(PG_BIN, "pg_ctl"));
}

/** A throwaway cluster on a free loopback port, trusting local connections. */
export async function startCluster(): Promise<Cluster> {
  const root = mkdtempSync(path.join(tmpdir(), "labfront-pg-"));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  if (process.getuid?.() === 0) spawnSync("chown", ["postgres", root]);
  runPg("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  runPg("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(root, "log"),
    "-w",
    "start",
    "-o",
    `-p ${port} -h 127.0.0.1 -k ${root} -c fsync=off -c max_connections=200`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runPg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
