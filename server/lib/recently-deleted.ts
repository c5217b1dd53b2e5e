import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ImagesService } from "../api/images/images.service.ts";

/** The tables with a Recently Deleted bin: is_deleted 0/1, deleted_at, and an image. */
export type BinTable = "carousel_slides" | "health_packages";

/**
 * Removes for good the rows of `table` in the bin since before `cutoff`, then lets go of
 * their images; returns how many. A row restored (or deleted again later) since it was
 * found is left alone: the delete repeats the condition.
 */
export async function purgeBinnedBefore(db: Kysely<Database>, images: ImagesService, table: BinTable, cutoff: string): Promise<number> {
  const binned = await db
    .selectFrom(table)
    .select(["id", "image_id"])
    .where("is_deleted", "=", 1)
    .where("deleted_at", "<", cutoff)
    .execute();
  let purged = 0;
  for (const row of binned) {
    const result = await db
      .deleteFrom(table)
      .where("id", "=", row.id)
      .where("is_deleted", "=", 1)
      .where("deleted_at", "<", cutoff)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) continue;
    await images.release(row.image_id);
    purged += 1;
  }
  return purged;
}
