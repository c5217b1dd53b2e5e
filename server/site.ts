import type { FastifyBaseLogger } from "fastify";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { seedDatabase, seedSettings } from "./jobs/seed.ts";
import { type BuildSource, mountPages } from "./pages.ts";
import { createServices, type PdfWorkers } from "./services.ts";

export type Site = Awaited<ReturnType<typeof createSite>>;

/**
 * The one place the site is put together: opens the database, migrates it, builds the
 * services, seeds the lab's settings and the shipped catalogue, makes the first admin and
 * builds the server.
 * `npm start`, the tests and the benchmarks all start the site through here.
 */
export async function createSite(
  config: Config,
  {
    pages = null,
    seed = true,
    now,
    logStream,
    pdfWorkers,
  }: {
    /** Where the web app comes from; null serves the API alone (API tests). */
    pages?: BuildSource | null;
    /** Fill an empty database with the shipped catalogue (tests start empty). */
    seed?: boolean;
    /** The clock bookings are checked against (tests set it). */
    now?: () => Date;
    /** Where the log goes instead of stdout (tests read it). */
    logStream?: { write(line: string): void };
    /** The PDF workers of the process's other sites, to share (tests make many sites; see createPdfWorkers). */
    pdfWorkers?: PdfWorkers;
  } = {},
) {
  const { db, dialect } = openDatabase(config, { stayConnected: true });
  await migrateToLatest(db);
  const server: { log?: FastifyBaseLogger } = {}; // its log, once it is built
  const services = createServices({
    db,
    dataDir: config.dataDir,
    storage: config.storage,
    sessionSecret: config.sessionSecret,
    publicOrigin: config.publicOrigin,
    reportPdf: config.reportPdf,
    workQueueLength: config.workQueueLength,
    messages: config.messages,
    messagesFallback: config.messagesFallback,
    msg91WebhookSecret: config.msg91WebhookSecret,
    passwordHashing: config.passwordHashing,
    now,
    pdfWorkers,
    onCacheError: (error) =>
      server.log?.warn({ err: error }, "The shared catalogue version could not be read or raised"),
  });
  // Before any request: the bookings list searches names by these keys.
  const nameKeysMade = await services.bookingDesk.fillNameKeys();
  // Every page reads the settings, so they are made even when the catalogue is not seeded.
  const seededSettings = await seedSettings(db, services, config.site);
  const seeded = seed ? await seedDatabase(db, services) : null;
  const firstAdmin = await services.staffAccounts.ensureFirst(config.adminUsername, config.adminPassword);
  const { app } = await buildApp({
    services,
    publicOrigin: config.publicOrigin,
    logLevel: config.logLevel,
    logStream,
    trustProxy: config.trustProxy,
    pages: pages ? mountPages(services, pages, config.publicOrigin) : undefined,
  });
  server.log = app.log;
  if (nameKeysMade > 0) app.log.info({ nameKeysMade }, `Name search keys made for ${nameKeysMade} people`);
  if (seededSettings.hindiNoticeVersion) {
    app.log.info(
      { consentVersion: seededSettings.hindiNoticeVersion },
      `Consent notice: the shipped Hindi was added as version ${seededSettings.hindiNoticeVersion} (the English is unchanged)`,
    );
  }
  const shipped = seeded?.shippedContent;
  if (shipped && (shipped.updated.length > 0 || shipped.kept.length > 0)) {
    app.log.info(
      { updated: shipped.updated, keptBecauseEdited: shipped.kept },
      `Shipped test content: ${shipped.updated.length} updated; ${shipped.kept.length} kept because staff edited them`,
    );
  }
  return {
    app,
    services,
    /** The database itself, for what sits outside every service: tests that read rows back. */
    db,
    dialect,
    /** Set when the first admin was just made with a generated password, to be shown once. */
    firstAdmin,
    async close() {
      await app.close();
      await services.close();
      await db.destroy();
    },
  };
}
