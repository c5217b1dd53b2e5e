import type { Kysely, Selectable, Transaction } from "kysely";
import type { CarouselSlidesTable, Database } from "../../../db/schema.ts";
import type { Slide, SlideCreate, SlideHindi, SlideUpdate } from "../../../domain/carousel.ts";
import type { SlidePlacement } from "../../../domain/slide-placement.ts";
import { newId, nowIso } from "../../lib/ids.ts";
import type { BinnedRow } from "../../lib/recently-deleted.ts";
import { lockUntilCommit } from "../../lib/transaction-lock.ts";
import { imageUrlFor } from "../../../domain/images.ts";

type Db = Kysely<Database> | Transaction<Database>;

function rowToSlide(row: Selectable<CarouselSlidesTable>): Slide {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    buttonText: row.button_text,
    buttonLink: row.button_link,
    // Written only after SlideHindiSchema accepted it.
    hi: JSON.parse(row.hi_json) as SlideHindi,
    isActive: row.is_active === 1,
    isDeleted: row.is_deleted === 1,
    imageId: row.image_id,
    imageUrl: row.image_id ? imageUrlFor(row.image_id) : null,
    placement: row.placement as SlidePlacement,
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

/**
 * Positions are read, then written (the next free one, the new order), so every transaction
 * that changes them or the set of live slides takes this lock first: one at a time, no two
 * slides get the same place, and concurrent reorders cannot deadlock.
 */
export const lockSlideOrder = (trx: Transaction<Database>) => lockUntilCommit(trx, "carousel_slides.position");

async function nextPosition(db: Db): Promise<number> {
  const { max } = await db
    .selectFrom("carousel_slides")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("is_deleted", "=", 0)
    .executeTakeFirstOrThrow();
  return max === null ? 0 : Number(max) + 1;
}

/** The columns a create or an update writes; an update without an image, placement or Hindi keeps the old ones. */
function slideColumns(input: SlideUpdate) {
  return {
    title: input.title,
    description: input.description,
    button_text: input.buttonText,
    button_link: input.buttonLink,
    is_active: input.isActive ? 1 : 0,
    ...(input.placement ? { placement: input.placement } : {}),
    ...(input.imageId ? { image_id: input.imageId } : {}),
    ...(input.hi ? { hi_json: JSON.stringify(input.hi) } : {}),
  };
}

export async function insertSlide(trx: Transaction<Database>, input: SlideCreate): Promise<Slide> {
  await lockSlideOrder(trx);
  const now = nowIso();
  const row = {
    id: newId(12),
    ...slideColumns(input),
    image_id: input.imageId,
    placement: input.placement,
    hi_json: JSON.stringify(input.hi ?? {}),
    is_deleted: 0,
    position: await nextPosition(trx),
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("carousel_slides").values(row).execute();
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
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

/** Positions are rewritten one row at a time, in the order of the ids (a stable lock order). */
export async function setSlideOrder(trx: Transaction<Database>, slideIds: string[]): Promise<void> {
  await lockSlideOrder(trx);
  const now = nowIso();
  const byId = [...slideIds.entries()].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [position, id] of byId) {
    await trx.updateTable("carousel_slides").set({ position, updated_at: now }).where("id", "=", id).execute();
  }
}

/**
 * To Recently Deleted. The slide keeps its position as the place it had, for a restore;
 * the live slides after it move up, so live positions stay 0..n-1.
 */
export async function softDeleteSlide(trx: Transaction<Database>, id: string): Promise<Slide | null> {
  await lockSlideOrder(trx);
  const now = nowIso();
  const result = await trx
    .updateTable("carousel_slides")
    .set({ is_deleted: 1, deleted_at: now, updated_at: now })
    .where("id", "=", id)
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) await setSlideOrder(trx, await findLiveSlideIds(trx));
  return findSlide(trx, id);
}

/**
 * A restored slide goes back to the place it had (or last, if fewer slides are live now),
 * inactive: what was deleted may be out of date, so the admin decides when it shows again.
 */
export async function restoreSlide(trx: Transaction<Database>, id: string): Promise<Slide | null> {
  await lockSlideOrder(trx);
  const slide = await findSlide(trx, id);
  if (!slide) return null;
  if (!slide.isDeleted) return slide;
  await trx
    .updateTable("carousel_slides")
    .set({ is_deleted: 0, is_active: 0, deleted_at: null, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
  const others = (await findLiveSlideIds(trx)).filter((liveId) => liveId !== id);
  const place = Math.min(Math.max(slide.position, 0), others.length);
  await setSlideOrder(trx, [...others.slice(0, place), id, ...others.slice(place)]);
  return findSlide(trx, id);
}

/** Slides in the bin since before `cutoff`, with the image each holds. */
export function findSlidesBinnedBefore(db: Db, cutoff: string): Promise<BinnedRow[]> {
  return db
    .selectFrom("carousel_slides")
    .select(["id", "image_id as imageId"])
    .where("is_deleted", "=", 1)
    .where("deleted_at", "<", cutoff)
    .execute();
}

/** Removes a slide for good if it is still in the bin since before `cutoff` (not restored meanwhile). */
export async function deleteSlideBinnedBefore(db: Db, id: string, cutoff: string): Promise<boolean> {
  const result = await db
    .deleteFrom("carousel_slides")
    .where("id", "=", id)
    .where("is_deleted", "=", 1)
    .where("deleted_at", "<", cutoff)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Sets a slide's Hindi alone (the seed job's shipped Hindi); false when there is no such slide. */
export async function updateSlideHindi(db: Db, id: string, hi: SlideHindi): Promise<boolean> {
  const result = await db
    .updateTable("carousel_slides")
    .set({ hi_json: JSON.stringify(hi), updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
