import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The counter in the database that tells app processes sharing it that one of them changed
 * the catalogue (see catalogue-cache.ts). Read at most twice a second per process (VERSION_CHECK_INTERVAL_MS).
 */
export type SharedCatalogueVersion = {
  /** The current value; 0 before the first change. */
  read(): Promise<number>;
  /** Raises the counter and returns its new value. */
  raise(): Promise<number>;
};

const ROW_ID = 1;

export function createSharedCatalogueVersion(db: Kysely<Database>): SharedCatalogueVersion {
  return {
    async read() {
      const row = await db
        .selectFrom("catalogue_version")
        .select("version")
        .where("id", "=", ROW_ID)
        .executeTakeFirst();
      return row?.version ?? 0;
    },
    async raise() {
      const row = await db
        .insertInto("catalogue_version")
        .values({ id: ROW_ID, version: 1 })
        .onConflict((conflict) =>
          conflict.column("id").doUpdateSet({ version: sql<number>`catalogue_version.version + 1` }),
        )
        .returning("version")
        .executeTakeFirstOrThrow();
      return row.version;
    },
  };
}
