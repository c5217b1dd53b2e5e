import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Slide, SlideCreate, SlideUpdate } from "../../../domain/carousel.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { refuse } from "../../lib/http-error.ts";
import { purgeBinned } from "../../lib/recently-deleted.ts";
import type { ImagesService } from "../images/images.service.ts";
import {
  deleteSlideBinnedBefore,
  findLiveSlideIds,
  findSlide,
  findSlides,
  findSlidesBinnedBefore,
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
      await cache.clearCatalogueReadsAndPages();
      return slide;
    },

    async update(id: string, input: SlideUpdate): Promise<Slide> {
      await images.assertUploaded(input.imageId);
      const before = await findSlide(db, id);
      if (!before) throw refuse("SLIDE_NOT_FOUND");
      const after = await images.writeReferencing(() => updateSlide(db, id, input));
      if (!after) throw refuse("SLIDE_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
      if (before.imageId !== after.imageId) await images.release(before.imageId);
      return after;
    },

    /** Sets the order of exactly the live slides, all or nothing. */
    async reorder(slideIds: string[]): Promise<Slide[]> {
      await db.transaction().execute(async (trx) => {
        await lockSlideOrder(trx); // before reading the live set, so it cannot change until the commit
        if (!isSameSet(slideIds, await findLiveSlideIds(trx))) {
          throw refuse("SLIDES_NOT_ALL_LISTED", { field: "slideIds" });
        }
        await setSlideOrder(trx, slideIds);
      });
      await cache.clearCatalogueReadsAndPages();
      return findSlides(db);
    },

    /** To Recently Deleted (it remembers its place); the image is kept until the slide is purged. */
    async softDelete(id: string): Promise<Slide> {
      const slide = await db.transaction().execute((trx) => softDeleteSlide(trx, id));
      if (!slide) throw refuse("SLIDE_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
      return slide;
    },

    /** Back from Recently Deleted, at the place it had, inactive. */
    async restore(id: string): Promise<Slide> {
      const slide = await db.transaction().execute((trx) => restoreSlide(trx, id));
      if (!slide) throw refuse("SLIDE_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
      return slide;
    },

    /** Removes for good the slides deleted before `cutoff`, with their images; returns how many. */
    async purgeDeletedBefore(cutoff: string): Promise<number> {
      const binned = await findSlidesBinnedBefore(db, cutoff);
      const purged = await purgeBinned(
        binned,
        (id) => deleteSlideBinnedBefore(db, id, cutoff),
        (imageId) => images.release(imageId),
      );
      if (purged > 0) await cache.clearCatalogueReadsAndPages();
      return purged;
    },
  };
}
