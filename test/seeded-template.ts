import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Dialect } from "../db/connection.server.ts";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { loadConfig } from "../server/config.ts";
import { seedDatabase } from "../server/jobs/seed.ts";
import { createServices } from "../server/services.ts";

/**
 * A migrated database holding the shipped catalogue (tests, packages, slides and their
 * images), made once per run for each dialect, so a test site that wants the catalogue is a
 * copy of it instead of a fresh seeding (almost a second of image work each). It has no
 * settings, admins or anything else a site makes from its own configuration.
 */
export type SeededTemplate = {
  /** A data folder: the SQLite file (for SQLite) and the catalogue's images. */
  dataDir: string;
  /** For PostgreSQL: the template database in the run's cluster. */
  postgresDatabase?: string;
};

export type SeededTemplates = Partial<Record<Dialect, SeededTemplate>>;

/** Makes the templates: always SQLite, and PostgreSQL when the run has a cluster (its admin URL). */
export async function makeSeededTemplates(postgresUrl: string): Promise<SeededTemplates> {
  const templates: SeededTemplates = { sqlite: await makeTemplate(undefined) };
  if (postgresUrl) {
    const name = `labfront_seeded_${randomBytes(4).toString("hex")}`;
    await adminQuery(postgresUrl, `create database ${name}`);
    templates.postgres = {
      ...(await makeTemplate(postgresUrl.replace(/\/postgres$/, `/${name}`))),
      postgresDatabase: name,
    };
  }
  return templates;
}

async function makeTemplate(databaseUrl: string | undefined): Promise<SeededTemplate> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-template-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
  });
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const { sessionSecret, publicOrigin, storage, reportPdf, passwordHashing } = config;
    await seedDatabase(
      db,
      createServices({
        db,
        dataDir,
        sessionSecret,
        publicOrigin,
        storage,
        reportPdf,
        passwordHashing,
        workQueueLength: 0,
      }),
    );
  } finally {
    // Closing SQLite checkpoints its write-ahead log into the one file the copies take.
    await db.destroy();
  }
  return { dataDir };
}

/**
 * Fills `dataDir` (and, for PostgreSQL, makes the database `databaseName`) from the template;
 * returns the database URL the site opens.
 */
export async function copySeededTemplate(
  template: SeededTemplate,
  dataDir: string,
  postgresUrl: string,
  databaseName: string,
): Promise<string | undefined> {
  cpSync(template.dataDir, dataDir, { recursive: true });
  if (!template.postgresDatabase) return undefined;
  await adminQuery(postgresUrl, `create database ${databaseName} template ${template.postgresDatabase}`);
  return postgresUrl.replace(/\/postgres$/, `/${databaseName}`);
}

export function removeSeededTemplates(templates: SeededTemplates): void {
  // The PostgreSQL template goes with the run's cluster.
  for (const template of Object.values(templates)) rmSync(template.dataDir, { recursive: true, force: true });
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
