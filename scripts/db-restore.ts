// npm run db:restore -- --from DIR [--yes]: puts a db:backup folder back. Stop the server first
// (it refuses while the database is in use). Overwriting a database that holds rows needs --yes;
// without it the command says what it would replace and exits 1.
import { restoreBackup } from "../server/jobs/backup.ts";
import { loadConfig } from "../server/config.ts";
import { type Command, parseOptions, printCounts, runCommand } from "./cli.ts";

const USAGE = "npm run db:restore -- --from DIR [--yes]";

export const dbRestore: Command = async ({ argv, env, print }) => {
  const options = parseOptions(argv, USAGE, { from: { type: "string" }, yes: { type: "boolean", default: false } });
  if (!options.from) throw new Error(`Give the backup folder to restore.\nUsage: ${USAGE}`);
  const config = loadConfig(env);
  const { manifest, tables, files } = await restoreBackup(config, {
    from: options.from,
    yes: options.yes,
    files: config.storage.driver,
  });
  print(
    `Restored the ${manifest.dialect === "sqlite" ? "SQLite" : "PostgreSQL"} backup taken ${manifest.createdAt} (migration ${manifest.migration}).`,
  );
  printCounts(print, tables);
  if (files === "restored")
    print(
      `Files: ${Object.entries(manifest.files!)
        .map(([folder, { files: n }]) => `${folder}: ${n}`)
        .join(", ")}`,
    );
  if (files === "none in the backup")
    print("The backup holds no files (they were in an S3 bucket): restore the bucket from its versions or its copy.");
  if (files === "storage is s3")
    print("STORAGE=s3: the backup's files were not put back; copy its images/ and reports/ folders into the bucket.");
  print("Start the server: it brings an older backup up to the current schema.");
};

await runCommand(dbRestore, import.meta.url);
