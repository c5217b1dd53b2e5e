import path from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "node:util";
import { ConfigError, loadConfig } from "./config.ts";
import { MAINTENANCE_INTERVAL_MS, runMaintenanceOnce } from "./jobs/maintenance.ts";
import { createMessageDispatcher } from "./jobs/message-dispatcher.ts";
import { removeLeftBehindUploads } from "./lib/uploaded-file.ts";
import { createSite } from "./site.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Starts the whole site: database, seed, first admin, API and pages, in one process. */
export async function start({ dev = false } = {}) {
  let config;
  try {
    config = loadConfig(dev ? { NODE_ENV: "development", ...process.env } : process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const site = await createSite(config, {
    pages: dev ? { mode: "development" } : { mode: "production", buildDir: path.join(ROOT, "build") },
  });
  const { app, services, dialect, firstAdmin } = site;
  // What a library writes to the console goes through the one logger too, which cuts keys and
  // mobile numbers out (lib/log-redaction.ts): React Router's own messages quote addresses.
  console.error = (...args: unknown[]) => app.log.error(format(...args));
  console.warn = (...args: unknown[]) => app.log.warn(format(...args));

  // Each process sweeps its own upload folder (it may be its alone), at start and hourly, outside
  // the maintenance lease: a process killed mid-upload leaves its file there.
  const sweepUploads = () =>
    removeLeftBehindUploads(services.uploadDir, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, "sweeping uploads failed"),
    );
  void sweepUploads();
  const maintenance = setInterval(() => {
    runMaintenanceOnce(services).catch((error: unknown) => app.log.error({ err: error }, "maintenance failed"));
    void sweepUploads();
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  // Messages to patients (MESSAGES_CHANNEL): every process sends what is due, under leases, and
  // what it queued itself as soon as that commits (the dispatcher listens to the outbox).
  const dispatcher = createMessageDispatcher(services.outbox, {
    reminders: services.reminders,
    onError: (error) => app.log.error({ err: error }, "sending messages failed"),
  });
  dispatcher.start();

  /**
   * SIGTERM (systemctl stop, a deploy) or SIGINT: stop accepting connections and answer
   * /readyz with 503, let the requests in flight finish, close the database and exit 0. A
   * request still running after SHUTDOWN_TIMEOUT_MS is cut off, and the exit code is 1.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    clearInterval(maintenance);
    await dispatcher.stop();
    app.log.info(
      `${signal}: no new connections; finishing the requests in flight (at most ${config.shutdownTimeoutMs} ms)`,
    );
    const deadline = setTimeout(() => {
      app.log.error(`Requests were still running ${config.shutdownTimeoutMs} ms after ${signal}: cut off`);
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    await site.close();
    clearTimeout(deadline);
    app.log.info("Stopped: every request answered, the database closed");
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Database: ${dialect === "sqlite" ? `SQLite in ${config.dataDir}` : "PostgreSQL"}`);
  if (firstAdmin) {
    console.log(
      [
        "",
        `  First admin created. Username: ${config.adminUsername}`,
        `  Password (shown only this once): ${firstAdmin.generatedPassword}`,
        "  Change it with: npm run admin:password",
        "",
      ].join("\n"),
    );
  }
  console.log(`\n  Labfront is running at ${config.publicOrigin}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await start({ dev: process.argv.includes("--dev") });
}
