import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Slide, SlideCreate, SlideUpdate } from "../../../domain/carousel.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { invalidField, notFound } from "../../lib/http-error.ts";
import type { ImagesService } from "../images/images.service.ts";
import {
  deleteSlidePermanently,
  findLiveSlideIds,
  findSlide,
  findSlides,
  findSlidesDeletedBefore,
  insertSlide,
  lockSlideOrder,
  restoreSlide,
  setSlideOrder,
  softDeleteSlide,
  updateSlide,
} from "./carousel.repository.ts";

export type CarouselService = ReturnType<typeof createCarouselService>;

const isSameSet = (a: string[], b: string[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((id) => a.includes(id));

/** The home page's slides: every read and write, and the image each one lets go of. */
export function createCarouselService(db: Kysely<Database>, images: ImagesService, cache: CatalogueCache) {
  return {
    /** Every slide in admin order (with isDeleted); `liveActiveOnly` gives what the home page shows. */
    list: (options: { liveActiveOnly?: boolean } = {}): Promise<Slide[]> =>
      cache.get(`slides:${options.liveActiveOnly === true}`, () => findSlides(db, options)),

    /** Appended after the last live slide. */
    async create(input: SlideCreate): Promise<Slide> {
      await images.assertUploaded(input.imageId);
      const slide = await images.writeReferencing(() => db.transaction().execute((trx) => insertSlide(trx, input)));
      cache.clearCatalogueReadsAndPages();
      return slide;
    },

    async update(id: string, input: SlideUpdate): Promise<Slide> {
      await images.assertUploaded(input.imageId);
      const before = await findSlide(db, id);
      if (!before) throw notFound("Slide");
      const after = await images.writeReferencing(() => updateSlide(db, id, input));
      if (!after) throw notFound("Slide");
      cache.clearCatalogueReadsAndPages();
      if (before.imageId !== after.imageId) await images.release(before.imageId);
      return after;
    },

    /** Sets the order of exactly the live slides, all or nothing. */
    async reorder(slideIds: string[]): Promise<Slide[]> {
      await db.transaction().execute(async (trx) => {
        await lockSlideOrder(trx); // before reading the live set, so it cannot change until the commit
        if (!isSameSet(slideIds, await findLiveSlideIds(trx))) {
          throw invalidField("slideIds", "Must list every live slide exactly once");
        }
        await setSlideOrder(trx, slideIds);
      });
      cache.clearCatalogueReadsAndPages();
      return findSlides(db);
    },

    /** To Recently Deleted; the image is kept until the slide is purged. */
    async softDelete(id: string): Promise<Slide> {
      const slide = await db.transaction().execute((trx) => softDeleteSlide(trx, id));
      if (!slide) throw notFound("Slide");
      cache.clearCatalogueReadsAndPages();
      return slide;
    },

    /** Back from Recently Deleted, at the end of the live order. */
    async restore(id: string): Promise<Slide> {
      const slide = await db.transaction().execute((trx) => restoreSlide(trx, id));
      if (!slide) throw notFound("Slide");
      cache.clearCatalogueReadsAndPages();
      return slide;
    },

    /** Removes for good the slides deleted before `cutoff`, with their images; returns how many. */
    async purgeDeletedBefore(cutoff: string): Promise<number> {
      let purged = 0;
      for (const slide of await findSlidesDeletedBefore(db, cutoff)) {
        // An admin may have restored it since it was found: then it stays.
        if (!(await deleteSlidePermanently(db, slide.id, cutoff))) continue;
        await images.release(slide.imageId);
        purged += 1;
      }
      if (purged > 0) cache.clearCatalogueReadsAndPages();
      return purged;
    },
  };
}
