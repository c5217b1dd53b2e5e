import { RECENTLY_DELETED_DAYS } from "../../domain/recently-deleted.ts";
import type { Services } from "../services.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
/** Longer than a run ever takes; a process that dies mid-run holds up the next one at most this long. */
export const MAINTENANCE_LEASE_MS = 15 * 60 * 1000;

/**
 * Housekeeping of SPEC §8: slides and packages in Recently Deleted for RECENTLY_DELETED_DAYS
 * are purged with their image, uploads nothing refers to are removed after a day, files a crash left
 * behind (no row, or half-written) are swept once an hour old, expired sessions are
 * dropped, old rate-limit counts and lockouts are dropped, links 'Manage a booking' made that
 * stopped working are dropped, and report files older than the
 * lab's retention setting (or left by a crash) are removed, and so are access log rows older than
 * its access log setting (the one way rows leave that log).
 */
export async function runMaintenance(
  { carousel, packages, images, auth, reports, rateLimits, bookings, settings, accessLog }: Services,
  now = new Date(),
) {
  const binCutoff = new Date(now.getTime() - RECENTLY_DELETED_DAYS * DAY_MS).toISOString();
  const slidesPurged = await carousel.purgeDeletedBefore(binCutoff);
  const packagesPurged = await packages.purgeDeletedBefore(binCutoff);
  const imagesRemoved = await images.removeUnreferenced(now);
  const orphanFilesRemoved = await images.removeOrphanFiles(now);
  await auth.deleteExpiredSessions(now);
  await rateLimits.prune(now);
  const foundLinksRemoved = await bookings.pruneFoundLinks(now);
  const reportFilesRemoved = await reports.removeExpired(now);
  const orphanReportFilesRemoved = await reports.removeOrphanFiles(now);
  const unattachedReportsRemoved = await reports.removeUnattached(now);
  const { accessLogRetentionDays } = await settings.get();
  const accessRowsPurged = await accessLog.purgeBefore(
    new Date(now.getTime() - accessLogRetentionDays * DAY_MS).toISOString(),
  );
  return {
    slidesPurged,
    packagesPurged,
    imagesRemoved,
    orphanFilesRemoved,
    reportFilesRemoved,
    orphanReportFilesRemoved,
    unattachedReportsRemoved,
    foundLinksRemoved,
    accessRowsPurged,
  };
}

/**
 * The hourly run of every app process: the one that takes the lease does the housekeeping;
 * the others, on the same database, skip this turn (`ran: false`).
 */
export function runMaintenanceOnce(services: Services, now = new Date()) {
  return services.jobLeases.run("maintenance", MAINTENANCE_LEASE_MS, () => runMaintenance(services, now));
}
