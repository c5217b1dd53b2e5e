import { SLIDE_PURGE_AFTER_DAYS } from "../domain/carousel.ts";
import { deleteSlidePermanently, findSlidesDeletedBefore } from "./api/carousel/carousel.repository.ts";
import { deleteExpiredSessions } from "./api/auth/sessions.repository.ts";
import type { Services } from "./services.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Housekeeping of SPEC §8: slides in Recently Deleted for 30 days are purged with
 * their image, uploads nothing refers to are removed after 24 hours, and expired
 * sessions are dropped.
 */
export async function runMaintenance({ db, images, catalogue }: Services, now = new Date()) {
  const purgeBefore = new Date(now.getTime() - SLIDE_PURGE_AFTER_DAYS * DAY_MS).toISOString();
  const purged = await findSlidesDeletedBefore(db, purgeBefore);
  for (const slide of purged) {
    await deleteSlidePermanently(db, slide.id);
    await images.release(slide.imageId);
  }
  if (purged.length > 0) catalogue.invalidate();
  const imagesRemoved = await images.removeUnreferenced(now);
  await deleteExpiredSessions(db, now.toISOString());
  return { slidesPurged: purged.length, imagesRemoved };
}
