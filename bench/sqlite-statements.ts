// The crash repro of issue 21, kept: `RUNS` fresh processes each prepare and drop thousands of
// statements through Kysely and the SQLite driver under forced garbage collection
// (bench/sqlite-statement-churn.ts). better-sqlite3 12.11.1 on Node 24.21.0 crashed 3 of 21
// such runs; the count of runs that did not exit cleanly is printed, and must be 0.
import { spawn } from "node:child_process";
import path from "node:path";

const RUNS = Number(process.env.BENCH_SQLITE_RUNS ?? 100);
const CHURN = path.resolve(import.meta.dirname, "sqlite-statement-churn.ts");

function churnOnce(): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", CHURN], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      resolve(code === 0 ? null : `exit ${code ?? signal}: ${errors.trim().split("\n").at(-1) ?? ""}`),
    );
  });
}

export async function benchSqliteStatements() {
  console.log(
    `\nSQLite statement churn on Node ${process.versions.node} (node:sqlite ${process.versions.sqlite}), ${RUNS} runs`,
  );
  const failures: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const failure = await churnOnce();
    if (failure) failures.push(failure);
  }
  console.log(`  crashed or failed: ${failures.length} of ${RUNS}`);
  for (const failure of new Set(failures)) console.log(`  ${failure}`);
  if (failures.length) process.exitCode = 1;
}
