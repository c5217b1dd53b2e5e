import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, SettingsTable } from "../../../db/schema.ts";
import { DEFAULT_PEOPLE_PER_VISIT } from "../../../domain/booking-rules.ts";
import {
  DEFAULT_REPORT_RETENTION_DAYS,
  DEFAULT_SHOW_DISCOUNT_BADGES,
  type SavedSettings,
  type Settings,
} from "../../../domain/settings.ts";
import { nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The table's one row (migration 2026-11-22T0000-settings). */
const ROW_ID = 1;

function rowToSettings(row: Selectable<SettingsTable>): SavedSettings {
  // Written only after SettingsSchema accepted it (insertSettingsIfMissing, updateSettings).
  // Settings saved before a newer field existed get its default (here, not in a migration:
  // the JSON document is the schema's).
  const stored = JSON.parse(row.settings_json) as Partial<Settings>;
  const settings = {
    reportRetentionDays: DEFAULT_REPORT_RETENTION_DAYS,
    showDiscountBadges: DEFAULT_SHOW_DISCOUNT_BADGES,
    peoplePerVisit: DEFAULT_PEOPLE_PER_VISIT,
    // Lab visits shared the window's places before they had their own: the same number each.
    labSlotCapacity: stored.slotCapacity,
    // No Hindi yet: every page shows the English.
    hi: {},
    ...stored,
  } as Settings;
  return { ...settings, updatedAt: row.updated_at, updatedBy: row.updated_by };
}

export async function findSettings(db: Db): Promise<SavedSettings | null> {
  const row = await db.selectFrom("settings").selectAll().where("id", "=", ROW_ID).executeTakeFirst();
  return row ? rowToSettings(row) : null;
}

/** Stores the first settings unless there are some already; true when it stored them. */
export async function insertSettingsIfMissing(db: Db, settings: Settings): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .insertInto("settings")
    .values({ id: ROW_ID, settings_json: JSON.stringify(settings), created_at: now, updated_at: now, updated_by: null })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Replaces every setting; null when there is no row to replace (the site was never seeded).
 * `updatedBy` is the admin saving them (the seed job passes on whoever saved them last).
 */
export async function updateSettings(
  db: Db,
  settings: Settings,
  updatedBy: string | null,
): Promise<SavedSettings | null> {
  const result = await db
    .updateTable("settings")
    .set({ settings_json: JSON.stringify(settings), updated_at: nowIso(), updated_by: updatedBy })
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findSettings(db) : null;
}
