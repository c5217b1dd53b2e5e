import { copyFile, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { z } from "zod";
import { openDatabase, openSqliteReadOnly, SQLITE_FILE_NAME } from "../../db/connection.server.ts";
import {
  backupSqlite,
  checkSqliteIntegrity,
  describePostgresUrl,
  isSqliteInUse,
  otherPostgresClients,
  pgDump,
  pgRestore,
} from "../../db/dump.server.ts";
import { appliedMigrations } from "../../db/migrate.server.ts";
import { countRows, type RowCounts } from "../../db/tables.server.ts";
import type { Config } from "../config.ts";
import { TEMPORARY_SUFFIX } from "../lib/file-storage.ts";

/** The file that makes a folder a Labfront backup; written last, so a half-made backup has none. */
export const MANIFEST_FILE = "manifest.json";
export const PG_DUMP_FILE = "database.pgdump";

/**
 * The folders of DATA_DIR a backup holds, at the same paths inside it. `images/variants` is left
 * out: variants are rendered again from the originals the first time they are asked for.
 */
export const BACKED_UP_FOLDERS = ["images/originals", "reports"] as const;

/** Where the uploaded files live: DATA_DIR (copied into the backup) or an S3 bucket (backed up on its own). */
export type FileLocation = "local" | "s3";

const FolderCountSchema = z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() });
export type FolderCount = z.infer<typeof FolderCountSchema>;

const ManifestSchema = z.object({
  app: z.literal("labfront"),
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  dialect: z.enum(["sqlite", "postgres"]),
  /** The last migration the database had run. */
  migration: z.string().min(1),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Files and bytes per folder of BACKED_UP_FOLDERS; null when the files were in an S3 bucket. */
  files: z.record(z.string(), FolderCountSchema).nullable(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

const databaseFileOf = (dialect: Manifest["dialect"]) => (dialect === "sqlite" ? SQLITE_FILE_NAME : PG_DUMP_FILE);

/**
 * A backup of the database and, with local storage, the uploaded files, into one new folder
 * (`out`, or a timestamped one in DATA_DIR/backups). Safe while the server runs: SQLite is
 * copied with its online backup API, PostgreSQL with pg_dump, each from one consistent snapshot
 * that the row counts in the manifest are taken from too. Files are copied after the database,
 * so every file the database names is there unless it was deleted during the backup.
 */
export async function createBackup(
  config: Config,
  { out, files, now = new Date() }: { out?: string; files: FileLocation; now?: Date },
): Promise<{ dir: string; manifest: Manifest }> {
  const dir = out
    ? path.resolve(out)
    : path.join(config.dataDir, "backups", `labfront-${now.toISOString().replace(/[:.]/g, "-")}`);
  const existing = await stat(dir).catch(() => null);
  if (existing && (!existing.isDirectory() || (await readdir(dir)).length > 0)) {
    throw new Error(`${dir} already exists and is not an empty folder: give db:backup a new folder.`);
  }
  // The backup holds patients' data: only the owner may read it.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    const database = config.databaseUrl
      ? await dumpPostgres(config, config.databaseUrl, dir)
      : await backupSqliteInto(config, dir);
    const manifest: Manifest = {
      app: "labfront",
      format: 1,
      createdAt: now.toISOString(),
      dialect: config.databaseUrl ? "postgres" : "sqlite",
      ...database,
      files: files === "local" ? await copyLocalFiles(config.dataDir, dir) : null,
    };
    await writeFile(path.join(dir, `${MANIFEST_FILE}${TEMPORARY_SUFFIX}`), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(path.join(dir, `${MANIFEST_FILE}${TEMPORARY_SUFFIX}`), path.join(dir, MANIFEST_FILE));
    return { dir, manifest };
  } catch (error) {
    // Half a backup must not pass for one; a folder that was there (empty) is emptied again.
    if (existing)
      for (const name of await readdir(dir)) await rm(path.join(dir, name), { recursive: true, force: true });
    else await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function backupSqliteInto(config: Config, dir: string): Promise<Pick<Manifest, "migration" | "tables">> {
  const live = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!(await exists(live))) throw new Error(`There is no SQLite database at ${live}: nothing to back up.`);
  const copy = path.join(dir, SQLITE_FILE_NAME);
  await backupSqlite(live, copy);
  return describeSqliteFile(copy);
}

async function describeSqliteFile(file: string): Promise<Pick<Manifest, "migration" | "tables">> {
  const db = openSqliteReadOnly(file);
  try {
    const migration = (await appliedMigrations(db)).at(-1);
    if (!migration) throw new Error(`${file} holds no Labfront tables.`);
    return { migration, tables: await countRows(db, "sqlite") };
  } finally {
    await db.destroy();
  }
}

async function dumpPostgres(
  config: Config,
  databaseUrl: string,
  dir: string,
): Promise<Pick<Manifest, "migration" | "tables">> {
  const { db } = openDatabase(config);
  try {
    // pg_dump reads the snapshot this transaction exports, so the dump and the counts agree.
    return await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
        const migration = (await appliedMigrations(trx)).at(-1);
        if (!migration)
          throw new Error(`The database at ${describePostgresUrl(databaseUrl)} holds no Labfront tables.`);
        const tables = await countRows(trx, "postgres");
        await pgDump(databaseUrl, path.join(dir, PG_DUMP_FILE), { pgBin: config.pgBin, snapshot: rows[0].snapshot });
        return { migration, tables };
      });
  } finally {
    await db.destroy();
  }
}

/**
 * Copies the uploaded files (BACKED_UP_FOLDERS) from DATA_DIR into the backup folder. With
 * STORAGE=s3 this step is skipped: the bucket is backed up with its own versioning or a sync.
 */
export async function copyLocalFiles(dataDir: string, backupDir: string): Promise<Record<string, FolderCount>> {
  const counts: Record<string, FolderCount> = {};
  for (const folder of BACKED_UP_FOLDERS)
    counts[folder] = await copyFolder(path.join(dataDir, folder), path.join(backupDir, folder));
  return counts;
}

/** Copies a folder's files, leaving out half-written ones; a missing folder copies as an empty one. */
async function copyFolder(from: string, to: string): Promise<FolderCount> {
  const count: FolderCount = { files: 0, bytes: 0 };
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyFolder(source, path.join(to, entry.name));
      count.files += inner.files;
      count.bytes += inner.bytes;
    } else if (entry.isFile() && !entry.name.endsWith(TEMPORARY_SUFFIX)) {
      await copyFile(source, path.join(to, entry.name));
      count.files++;
      count.bytes += (await stat(source)).size;
    }
  }
  return count;
}

/** The backup's manifest; throws a message saying why the folder is not a Labfront backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  const folder = await stat(dir).catch(() => null);
  if (!folder?.isDirectory()) throw new Error(`There is no folder at ${dir}.`);
  const text = await readFile(path.join(dir, MANIFEST_FILE), "utf8").catch(() => null);
  if (text === null)
    throw new Error(`${dir} is not a Labfront backup: it has no ${MANIFEST_FILE} (db:backup writes one last).`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${path.join(dir, MANIFEST_FILE)} is not valid JSON: this is not a Labfront backup.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${path.join(dir, MANIFEST_FILE)} is not a Labfront backup manifest (${issue.path.join(".") || "manifest"}: ${issue.message}).`,
    );
  }
  if (!(await exists(path.join(dir, databaseFileOf(parsed.data.dialect))))) {
    throw new Error(`${dir} lacks ${databaseFileOf(parsed.data.dialect)}, the database its manifest names.`);
  }
  return parsed.data;
}

export type RestoreResult = {
  manifest: Manifest;
  /** The rows of each table after the restore, read back from the database. */
  tables: RowCounts;
  /** Folders put back from the backup, or why none were. */
  files: "restored" | "none in the backup" | "storage is s3";
};

/**
 * Puts a backup back: the database and, with local storage, the uploaded files. Refuses while
 * the server uses the database, and refuses to overwrite a database holding rows unless `yes`.
 * Everything is staged beside its place first, so a failure while staging changes nothing.
 */
export async function restoreBackup(
  config: Config,
  { from, yes, files }: { from: string; yes: boolean; files: FileLocation },
): Promise<RestoreResult> {
  const dir = path.resolve(from);
  const manifest = await readManifest(dir);
  const dialect = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.dialect !== dialect) {
    throw new Error(
      manifest.dialect === "sqlite"
        ? "This is a backup of a SQLite database, but DATABASE_URL points at PostgreSQL. Restore it without DATABASE_URL, then move it with npm run db:copy."
        : "This is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore it into.",
    );
  }
  const restoresFiles = manifest.files !== null && files === "local";
  const plan = { dir, manifest, restoresFiles, dataDir: config.dataDir };
  const tables = config.databaseUrl
    ? await restorePostgres(config, config.databaseUrl, plan, yes)
    : await restoreSqlite(plan, yes);
  return {
    manifest,
    tables,
    files: manifest.files === null ? "none in the backup" : restoresFiles ? "restored" : "storage is s3",
  };
}

type RestorePlan = { dir: string; manifest: Manifest; restoresFiles: boolean; dataDir: string };

async function restoreSqlite(plan: RestorePlan, yes: boolean): Promise<RowCounts> {
  const live = path.join(plan.dataDir, SQLITE_FILE_NAME);
  if (isSqliteInUse(live)) {
    throw new Error(
      `${live} is open in another process, most likely the running server. Stop the server first: db:restore replaces the file under it.`,
    );
  }
  if (await exists(live)) {
    const db = openSqliteReadOnly(live);
    const rows = await countRows(db, "sqlite").finally(() => db.destroy());
    if (!yes && total(rows) > 0) throw needsYes(plan, `the SQLite database ${live} (${total(rows)} rows now)`);
  }

  const staged = `${live}.restoring`;
  await mkdir(plan.dataDir, { recursive: true });
  await copyFile(path.join(plan.dir, SQLITE_FILE_NAME), staged);
  try {
    checkSqliteIntegrity(staged);
    const { tables } = await describeSqliteFile(staged);
    const differs = Object.keys({ ...tables, ...plan.manifest.tables }).find(
      (t) => tables[t] !== plan.manifest.tables[t],
    );
    if (differs)
      throw new Error(
        `The backup's database does not match its manifest (${differs}): it was changed after the backup was made.`,
      );
    const folders = plan.restoresFiles ? await stageFolders(plan) : [];
    // A WAL or shared-memory file left by the old database would be read into the new one.
    await rm(`${live}-wal`, { force: true });
    await rm(`${live}-shm`, { force: true });
    await rename(staged, live);
    await swapFolders(folders);
    return tables;
  } finally {
    await rm(staged, { force: true });
  }
}

async function restorePostgres(
  config: Config,
  databaseUrl: string,
  plan: RestorePlan,
  yes: boolean,
): Promise<RowCounts> {
  const where = describePostgresUrl(databaseUrl);
  const { db } = openDatabase(config);
  try {
    const others = await otherPostgresClients(db);
    if (others > 0) {
      throw new Error(
        `${others} other client${others === 1 ? " is" : "s are"} connected to ${where} (Labfront instances, psql sessions). ` +
          "Stop every instance first, so none serves or writes during the restore, then run db:restore again.",
      );
    }
    const rows = await countRows(db, "postgres");
    if (!yes && total(rows) > 0) throw needsYes(plan, `the PostgreSQL database ${where} (${total(rows)} rows now)`);
    // pg_restore --clean drops only what the dump holds: a table made by a later migration would
    // stay behind and stop that migration from running again.
    const extra = Object.keys(rows).filter((table) => !(table in plan.manifest.tables));
    if (extra.length > 0) {
      throw new Error(
        `${where} has tables the backup lacks (${extra.join(", ")}): it was migrated past the backup. ` +
          "Restore into a new, empty database (createdb) and point DATABASE_URL at it.",
      );
    }
    const folders = plan.restoresFiles ? await stageFolders(plan) : [];
    try {
      await pgRestore(databaseUrl, path.join(plan.dir, PG_DUMP_FILE), { pgBin: config.pgBin });
    } catch (error) {
      for (const { staged } of folders) await rm(staged, { recursive: true, force: true });
      throw error;
    }
    await swapFolders(folders);
    const restored = await countRows(db, "postgres");
    const differs = Object.keys(plan.manifest.tables).find((t) => restored[t] !== plan.manifest.tables[t]);
    if (differs)
      throw new Error(
        `Restored, but ${differs} holds ${restored[differs] ?? 0} rows where the backup's manifest says ${plan.manifest.tables[differs]}.`,
      );
    return restored;
  } finally {
    await db.destroy();
  }
}

const total = (rows: RowCounts) => Object.values(rows).reduce((sum, n) => sum + n, 0);

function needsYes(plan: RestorePlan, database: string): Error {
  const { manifest } = plan;
  const lines = [
    "db:restore would replace",
    `  ${database}`,
    ...(plan.restoresFiles ? [`  the folders ${BACKED_UP_FOLDERS.join(" and ")} in ${plan.dataDir}`] : []),
    `with the backup taken ${manifest.createdAt} in ${plan.dir} (${total(manifest.tables)} rows${
      manifest.files ? `, ${Object.values(manifest.files).reduce((sum, f) => sum + f.files, 0)} files` : ""
    }).`,
    "Whatever was written since that backup would be lost. Run it again with --yes to go ahead.",
  ];
  return new Error(lines.join("\n"));
}

type StagedFolder = { live: string; staged: string };

/** Copies the backup's folders beside their places in DATA_DIR, ready to be swapped in. */
async function stageFolders(plan: RestorePlan): Promise<StagedFolder[]> {
  const folders: StagedFolder[] = [];
  try {
    for (const folder of BACKED_UP_FOLDERS) {
      const live = path.join(plan.dataDir, folder);
      const staged = `${live}.restoring`;
      folders.push({ live, staged });
      await rm(staged, { recursive: true, force: true });
      await copyFolder(path.join(plan.dir, folder), staged);
    }
    return folders;
  } catch (error) {
    for (const { staged } of folders) await rm(staged, { recursive: true, force: true });
    throw error;
  }
}

/** Each staged folder takes its live folder's place by rename; the replaced one is removed after. */
async function swapFolders(folders: StagedFolder[]): Promise<void> {
  for (const { live, staged } of folders) {
    const replaced = `${live}.replaced`;
    await rm(replaced, { recursive: true, force: true });
    if (await exists(live)) await rename(live, replaced);
    await rename(staged, live);
    await rm(replaced, { recursive: true, force: true });
  }
}

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );
