import type { Kysely, Selectable, Transaction } from "kysely";
import type { CarouselSlidesTable, Database } from "../../../db/schema.ts";
import type { Slide, SlideCreate, SlideUpdate } from "../../../domain/carousel.ts";
import { newId, nowIso } from "../../lib/ids.ts";
import { imageUrlFor } from "../../../domain/images.ts";

type Db = Kysely<Database> | Transaction<Database>;

function rowToSlide(row: Selectable<CarouselSlidesTable>): Slide {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    buttonText: row.button_text,
    buttonLink: row.button_link,
    isActive: row.is_active === 1,
    isDeleted: row.is_deleted === 1,
    imageId: row.image_id,
    imageUrl: row.image_id ? imageUrlFor(row.image_id) : null,
    position: row.position,
    deletedAt: row.deleted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every slide in admin order; `liveActiveOnly` gives what the home page shows. */
export async function findSlides(db: Db, { liveActiveOnly = false } = {}): Promise<Slide[]> {
  let query = db.selectFrom("carousel_slides").selectAll();
  if (liveActiveOnly) query = query.where("is_deleted", "=", 0).where("is_active", "=", 1);
  const rows = await query.orderBy("is_deleted").orderBy("position").orderBy("created_at").execute();
  return rows.map(rowToSlide);
}

export async function findSlide(db: Db, id: string): Promise<Slide | null> {
  const row = await db.selectFrom("carousel_slides").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? rowToSlide(row) : null;
}

async function nextPosition(db: Db): Promise<number> {
  const { max } = await db
    .selectFrom("carousel_slides")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("is_deleted", "=", 0)
    .executeTakeFirstOrThrow();
  return max === null ? 0 : Number(max) + 1;
}

/** The columns a create or an update writes; an update without an image keeps the old one. */
function slideColumns(input: SlideUpdate) {
  return {
    title: input.title,
    description: input.description,
    button_text: input.buttonText,
    button_link: input.buttonLink,
    is_active: input.isActive ? 1 : 0,
    ...(input.imageId ? { image_id: input.imageId } : {}),
  };
}

export async function insertSlide(db: Db, input: SlideCreate): Promise<Slide> {
  const now = nowIso();
  const row = {
    id: newId(12),
    ...slideColumns(input),
    image_id: input.imageId,
    is_deleted: 0,
    position: await nextPosition(db),
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("carousel_slides").values(row).execute();
  return rowToSlide(row);
}

export async function updateSlide(db: Db, id: string, input: SlideUpdate): Promise<Slide | null> {
  const result = await db
    .updateTable("carousel_slides")
    .set({ ...slideColumns(input), updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findSlide(db, id) : null;
}

/** Ids of the slides that are not deleted, in their current order. */
export async function findLiveSlideIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("carousel_slides")
    .select("id")
    .where("is_deleted", "=", 0)
    .orderBy("position")
    .execute();
  return rows.map((r) => r.id);
}

/** Call inside a transaction: positions are rewritten one row at a time. */
export async function setSlideOrder(db: Transaction<Database>, slideIds: string[]): Promise<void> {
  const now = nowIso();
  for (const [position, id] of slideIds.entries()) {
    await db.updateTable("carousel_slides").set({ position, updated_at: now }).where("id", "=", id).execute();
  }
}

export async function softDeleteSlide(db: Db, id: string): Promise<Slide | null> {
  const now = nowIso();
  const result = await db
    .updateTable("carousel_slides")
    .set({ is_deleted: 1, deleted_at: now, updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findSlide(db, id) : null;
}

/** A restored slide goes back at the end of the live order. */
export async function restoreSlide(db: Db, id: string): Promise<Slide | null> {
  const slide = await findSlide(db, id);
  if (!slide) return null;
  if (!slide.isDeleted) return slide;
  await db
    .updateTable("carousel_slides")
    .set({ is_deleted: 0, deleted_at: null, position: await nextPosition(db), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
  return findSlide(db, id);
}

/** Slides deleted before `cutoff`, to be purged with their images. */
export async function findSlidesDeletedBefore(db: Db, cutoff: string): Promise<Slide[]> {
  const rows = await db
    .selectFrom("carousel_slides")
    .selectAll()
    .where("is_deleted", "=", 1)
    .where("deleted_at", "<", cutoff)
    .execute();
  return rows.map(rowToSlide);
}

export async function deleteSlidePermanently(db: Db, id: string): Promise<void> {
  await db.deleteFrom("carousel_slides").where("id", "=", id).execute();
}
