// npm run db:backup [-- --out DIR]: the database and the uploaded files into one new folder
// (DATA_DIR/backups/labfront-<time>/ unless --out names another), safe while the server runs.
// SQLite: the online backup API, integrity checked. PostgreSQL (DATABASE_URL): pg_dump --format=custom.
// Restore with npm run db:restore -- --from DIR.
import { createBackup } from "../server/jobs/backup.ts";
import { loadConfig } from "../server/config.ts";
import { type Command, parseOptions, printCounts, runCommand } from "./cli.ts";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const dbBackup: Command = async ({ argv, env, print }) => {
  const options = parseOptions(argv, "npm run db:backup [-- --out DIR]", { out: { type: "string" } });
  const config = loadConfig(env);
  const { dir, manifest } = await createBackup(config, { out: options.out, files: config.storage.driver });
  print(`Backup written to ${dir}`);
  print(
    manifest.dialect === "sqlite"
      ? `Database: SQLite online backup, integrity checked (migration ${manifest.migration})`
      : `Database: pg_dump --format=custom (migration ${manifest.migration})`,
  );
  printCounts(print, manifest.tables);
  if (manifest.files) {
    for (const [folder, { files, bytes }] of Object.entries(manifest.files))
      print(`Files: ${folder}: ${files} (${megabytes(bytes)})`);
    print("Image variants are not backed up: they are rendered again from the originals when first asked for.");
  } else {
    print(
      "Images and report PDFs are in the S3 bucket and not in this backup: keep bucket versioning on, or copy the bucket with `aws s3 sync` (docs/deploy.md).",
    );
  }
};

await runCommand(dbBackup, import.meta.url);
