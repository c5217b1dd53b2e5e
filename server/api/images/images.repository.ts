import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Database, ImagesTable } from "../../../db/schema.ts";
import { isForeignKeyViolation } from "../../lib/database-errors.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Ids are looked up this many at a time (bound parameters are limited on both databases). */
const IDS_PER_QUERY = 500;

export async function insertImage(db: Db, image: ImagesTable): Promise<void> {
  await db.insertInto("images").values(image).execute();
}

export async function imageExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom("images").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/** The original's width and height in pixels; null for an unknown id. */
export async function findImageSize(db: Db, id: string): Promise<{ width: number; height: number } | null> {
  return (await db.selectFrom("images").select(["width", "height"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Which of `ids` have a row. */
export async function findExistingImageIds(db: Db, ids: string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom("images")
      .select("id")
      .where("id", "in", ids.slice(start, start + IDS_PER_QUERY))
      .execute();
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}

/** No package, slide (deleted or not) or test shows the image of this row. */
const isUnreferenced = (eb: ExpressionBuilder<Database, "images">) =>
  eb.and([
    eb.not(
      eb.exists(eb.selectFrom("health_packages").select("id").whereRef("health_packages.image_id", "=", "images.id")),
    ),
    eb.not(
      eb.exists(eb.selectFrom("carousel_slides").select("id").whereRef("carousel_slides.image_id", "=", "images.id")),
    ),
    eb.not(eb.exists(eb.selectFrom("lab_tests").select("id").whereRef("lab_tests.image_id", "=", "images.id"))),
  ]);

/**
 * Deletes the image's row unless something shows it, in one statement; true when it was
 * deleted. A reference being written at the same moment is not yet visible to the check,
 * but the foreign key then refuses the delete: that means the same, still in use.
 */
export async function deleteImageRowIfUnreferenced(db: Db, id: string): Promise<boolean> {
  try {
    const result = await db.deleteFrom("images").where("id", "=", id).where(isUnreferenced).executeTakeFirst();
    return result.numDeletedRows > 0n;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** Uploads older than `cutoff` that nothing refers to: abandoned forms, replaced images. */
export async function findUnreferencedImageIds(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom("images")
    .select("id")
    .where("created_at", "<", cutoff)
    .where(isUnreferenced)
    .execute();
  return rows.map((r) => r.id);
}
