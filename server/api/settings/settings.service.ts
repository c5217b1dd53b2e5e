import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  consentVersionIssue,
  type SavedSettings,
  type Settings,
  type StaffSettings,
} from "../../../domain/settings.ts";
import { type SiteSettings, toSiteSettings } from "../../../domain/site-settings.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { refuse } from "../../lib/http-error.ts";
import { staffNamesOf } from "../auth/staff-accounts.service.ts";
import { findSettings, insertSettingsIfMissing, updateSettings } from "./settings.repository.ts";

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Made on first start (createSite), so a missing row is a broken installation, not a state to hide. */
const notSetUp = () => new Error("The lab's settings are missing: start the site once (createSite) to seed them");

/**
 * The lab's settings: one document, read by every page (cached with the catalogue reads)
 * and saved whole at /admin/settings. A save clears the cached reads and pages, so every
 * page shows the change at once (docs/decisions/2026-11-22-services-own-writes-and-cache.md,
 * docs/decisions/2026-11-22-lab-settings-in-the-database.md).
 */
export function createSettingsService(db: Kysely<Database>, cache: CatalogueCache) {
  const get = (): Promise<SavedSettings> =>
    cache.get("settings", async () => {
      const found = await findSettings(db);
      if (!found) throw notSetUp();
      return found;
    });

  /** The saver named as staff see colleagues (the cached document keeps only the username). */
  async function withSaverName(saved: SavedSettings): Promise<StaffSettings> {
    if (!saved.updatedBy) return { ...saved, updatedByStaff: null };
    const nameOf = await staffNamesOf(db, [saved.updatedBy]);
    return { ...saved, updatedByStaff: nameOf(saved.updatedBy) };
  }

  return {
    /** Every setting, with who saved them last. */
    get,

    /** Every setting, with who saved them last by name: the settings page and its API. */
    getForStaff: async (): Promise<StaffSettings> => withSaverName(await get()),

    /** What every page may show: contact details and the accreditation line. */
    getSite: async (): Promise<SiteSettings> => toSiteSettings(await get()),

    /** Replaces every setting; `by` is the admin saving them. */
    async update(input: Settings, { by }: { by: string }): Promise<StaffSettings> {
      const before = await findSettings(db);
      if (!before) throw notSetUp();
      const issue = consentVersionIssue(before, input);
      if (issue) throw refuse(issue.code, { field: issue.path });
      const saved = await updateSettings(db, input, by);
      if (!saved) throw notSetUp();
      await cache.clearCatalogueReadsAndPages();
      return withSaverName(saved);
    },

    /**
     * First start: stores these settings unless there are some already, so later changes
     * to the LAB_* variables never overwrite what staff saved. True when it stored them.
     */
    async seed(initial: Settings): Promise<boolean> {
      const isStored = await insertSettingsIfMissing(db, initial);
      if (isStored) await cache.clearCatalogueReadsAndPages();
      return isStored;
    },
  };
}
