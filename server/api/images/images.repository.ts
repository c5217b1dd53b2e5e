import type { Kysely, Transaction } from "kysely";
import type { Database, ImagesTable } from "../../../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export async function insertImage(db: Db, image: ImagesTable): Promise<void> {
  await db.insertInto("images").values(image).execute();
}

export async function imageExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom("images").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

export async function deleteImageRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom("images").where("id", "=", id).execute();
}

/** Whether any package, slide (deleted or not) or test still shows this image. */
export async function isImageReferenced(db: Db, id: string): Promise<boolean> {
  const [pkg, slide, test] = await Promise.all([
    db.selectFrom("health_packages").select("id").where("image_id", "=", id).executeTakeFirst(),
    db.selectFrom("carousel_slides").select("id").where("image_id", "=", id).executeTakeFirst(),
    db.selectFrom("lab_tests").select("id").where("image_id", "=", id).executeTakeFirst(),
  ]);
  return pkg !== undefined || slide !== undefined || test !== undefined;
}

/** Uploads older than `cutoff` that nothing refers to: abandoned forms, replaced images. */
export async function findUnreferencedImageIds(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom("images")
    .select("id")
    .where("created_at", "<", cutoff)
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom("health_packages").select("id").whereRef("image_id", "=", "images.id"))),
        eb.not(eb.exists(eb.selectFrom("carousel_slides").select("id").whereRef("image_id", "=", "images.id"))),
        eb.not(eb.exists(eb.selectFrom("lab_tests").select("id").whereRef("image_id", "=", "images.id"))),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
