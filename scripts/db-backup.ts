// npm run db:backup [-- --out DIR]: the database and the uploaded files into one new folder
// (DATA_DIR/backups/labfront-<time>/ unless --out names another), safe while the server runs.
// SQLite: the online backup API, integrity checked. PostgreSQL (DATABASE_URL): pg_dump --format=custom.
// Restore with npm run db:restore -- --from DIR.
import { createBackup } from "../server/jobs/backup.ts";
import { configOrExit, parseOptions, printCounts, runCommand } from "./cli.ts";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await runCommand(async () => {
  const options = parseOptions("npm run db:backup [-- --out DIR]", { out: { type: "string" } });
  const config = configOrExit();
  const { dir, manifest } = await createBackup(config, { out: options.out, files: config.storage.driver });
  console.log(`Backup written to ${dir}`);
  console.log(
    manifest.dialect === "sqlite"
      ? `Database: SQLite online backup, integrity checked (migration ${manifest.migration})`
      : `Database: pg_dump --format=custom (migration ${manifest.migration})`,
  );
  printCounts(manifest.tables);
  if (manifest.files) {
    for (const [folder, { files, bytes }] of Object.entries(manifest.files)) console.log(`Files: ${folder}: ${files} (${megabytes(bytes)})`);
    console.log("Image variants are not backed up: they are rendered again from the originals when first asked for.");
  } else {
    console.log("Images and report PDFs are in the S3 bucket and not in this backup: keep bucket versioning on, or copy the bucket with `aws s3 sync` (docs/deploy.md).");
  }
});
