// npm run db:restore -- --from DIR [--yes]: puts a db:backup folder back. Stop the server first
// (it refuses while the database is in use). Overwriting a database that holds rows needs --yes;
// without it the command says what it would replace and exits 1.
import { restoreBackup } from "../server/jobs/backup.ts";
import { configOrExit, parseOptions, printCounts, runCommand } from "./cli.ts";

const USAGE = "npm run db:restore -- --from DIR [--yes]";

await runCommand(async () => {
  const options = parseOptions(USAGE, { from: { type: "string" }, yes: { type: "boolean", default: false } });
  if (!options.from) throw new Error(`Give the backup folder to restore.\nUsage: ${USAGE}`);
  const config = configOrExit();
  const { manifest, tables, files } = await restoreBackup(config, { from: options.from, yes: options.yes, files: config.storage.driver });
  console.log(`Restored the ${manifest.dialect === "sqlite" ? "SQLite" : "PostgreSQL"} backup taken ${manifest.createdAt} (migration ${manifest.migration}).`);
  printCounts(tables);
  if (files === "restored") console.log(`Files: ${Object.entries(manifest.files!).map(([folder, { files: n }]) => `${folder}: ${n}`).join(", ")}`);
  if (files === "none in the backup") console.log("The backup holds no files (they were in an S3 bucket): restore the bucket from its versions or its copy.");
  if (files === "storage is s3") console.log("STORAGE=s3: the backup's files were not put back; copy its images/ and reports/ folders into the bucket.");
  console.log("Start the server: it brings an older backup up to the current schema.");
});
