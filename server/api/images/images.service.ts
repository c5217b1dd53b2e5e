import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { imageUrlFor, type ImageVariantQuery } from "../../../domain/images.ts";
import { createLimiter, createSingleFlight } from "../../lib/concurrency.ts";
import { isForeignKeyViolation } from "../../lib/database-errors.ts";
import type { OpenedFile } from "../../lib/file-storage.ts";
import { refuse } from "../../lib/http-error.ts";
import { newId, nowIso } from "../../lib/ids.ts";
import { processUpload, renderVariant } from "./image-processing.ts";
import { type FileStorage, type StoredEntry, TEMPORARY_SUFFIX } from "../../lib/file-storage.ts";
import {
  deleteImageRowIfUnreferenced,
  findExistingImageIds,
  findImageSize,
  findUnreferencedImageIds,
  imageExists,
  insertImage,
} from "./images.repository.ts";

const ORIGINALS = "originals";
const VARIANTS = "variants";
const originalKey = (id: string) => `${ORIGINALS}/${id}.webp`;
const variantsKey = (id: string) => `${VARIANTS}/${id}`;
const variantKey = (id: string, { w, q, fm }: ImageVariantQuery) => `${variantsKey(id)}/${w}-${q}.${fm}`;
/** The image id in "originals/<id>.webp" or "variants/<id>"; null for anything else. */
const idOfKey = (key: string): string | null =>
  /^(?:originals\/([a-z0-9]+)\.webp|variants\/([a-z0-9]+))$/.exec(key)?.slice(1).find(Boolean) ?? null;

/** Uploads nothing refers to are removed after this long (SPEC §8). */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Files without a row (a crash between writing the file and inserting the row) are swept
 * only once they are this old: an upload in progress writes its file first.
 */
export const ORPHAN_FILE_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Renders at once (variants, and the re-encode of uploads). libvips already spreads one
 * render over the cores (sharp.concurrency): a second keeps them busy between the first
 * one's steps; more only make each slower and hold more decoded images in memory (16 of the
 * same variant at once took 9.3 s of CPU).
 */
export const MAX_CONCURRENT_RENDERS = 2;

const unknownImage = () => refuse("IMAGE_UNKNOWN", { field: "imageId" });

export type ImagesService = ReturnType<typeof createImagesService>;

/**
 * `storage` is `images/` of the storage driver (lib/file-storages.ts). Keys are server-made
 * ("originals/<id>.webp", "variants/<id>/<w>-<q>.<fm>"), never taken from a request.
 */
export function createImagesService(db: Kysely<Database>, storage: FileStorage) {
  const renders = createLimiter(MAX_CONCURRENT_RENDERS);
  /** Variants being made now, by storage key: the same one asked for twice is made once. */
  const variantsInFlight = createSingleFlight<Buffer | null>();

  async function removeFiles(id: string) {
    await storage.remove(variantsKey(id));
    await storage.remove(originalKey(id));
  }

  /** A new variant rendered from the original and stored; null without an original. */
  async function renderAndStoreVariant(id: string, query: ImageVariantQuery): Promise<Buffer | null> {
    const key = variantKey(id, query);
    const original = await storage.get(originalKey(id));
    if (!original) return null;
    const rendered = await renders.run(() => renderVariant(original, query));
    // Stored variants are only a cache: if the image was deleted meanwhile (its folder gone),
    // this answer still goes out, and the next request renders again.
    await storage.put(key, rendered).catch(() => undefined);
    return rendered;
  }

  return {
    /** Checks, re-encodes and stores an upload under a new server-made id. */
    async store(bytes: Buffer): Promise<{ id: string; url: string }> {
      const image = await renders.run(() => processUpload(bytes)); // a re-encode is a render too
      const id = newId(20);
      await storage.put(originalKey(id), image.data);
      await insertImage(db, {
        id,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        created_at: nowIso(),
      });
      return { id, url: imageUrlFor(id) };
    },

    /**
     * A resized variant, rendered once and then streamed from storage. Requests for a variant
     * that is being rendered share that render; renders wait for one of a few slots.
     */
    async variant(id: string, query: ImageVariantQuery): Promise<OpenedFile> {
      if (!(await imageExists(db, id))) throw refuse("IMAGE_NOT_FOUND");
      const stored = await storage.open(variantKey(id, query));
      if (stored) return stored;
      const data = await variantsInFlight(variantKey(id, query), () => renderAndStoreVariant(id, query));
      if (!data) throw refuse("IMAGE_NOT_FOUND");
      return { stream: Readable.from(data), size: data.length };
    },

    /** The uploaded original's size, from which a variant's size follows (link previews state it). */
    size(id: string): Promise<{ width: number; height: number } | null> {
      return findImageSize(db, id);
    },

    /** A package, slide or test may only point at an image that was uploaded. */
    async assertUploaded(id: string | null | undefined): Promise<void> {
      if (id && !(await imageExists(db, id))) throw unknownImage();
    },

    /**
     * Runs a write that points a row at an image. The image may have been deleted since
     * `assertUploaded`; the foreign key then refuses the write, answered like an unknown id.
     */
    async writeReferencing<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unknownImage();
        throw error;
      }
    },

    /** The admin's DELETE: refused while something still shows the image. */
    async delete(id: string): Promise<void> {
      if (await deleteImageRowIfUnreferenced(db, id)) return removeFiles(id);
      if (await imageExists(db, id)) throw refuse("IMAGE_IN_USE");
      throw refuse("IMAGE_NOT_FOUND");
    },

    /** Called after a package, slide or test let go of an image: removes it unless still used. */
    async release(id: string | null | undefined): Promise<void> {
      if (id && (await deleteImageRowIfUnreferenced(db, id))) await removeFiles(id);
    },

    async removeUnreferenced(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS).toISOString();
      let removed = 0;
      for (const id of await findUnreferencedImageIds(db, cutoff)) {
        // Something may have started to show it since the list was read.
        if (!(await deleteImageRowIfUnreferenced(db, id))) continue;
        await removeFiles(id);
        removed += 1;
      }
      return removed;
    },

    /**
     * What a crash (kill -9) leaves in storage: originals and variants whose image has no
     * row, and half-written `.tmp` files. Only what is older than ORPHAN_FILE_MIN_AGE_MS;
     * returns how many files and folders were removed.
     */
    async removeOrphanFiles(now = new Date()): Promise<number> {
      const isOld = (entry: StoredEntry) => entry.modifiedAt.getTime() < now.getTime() - ORPHAN_FILE_MIN_AGE_MS;
      const isTemporary = (entry: StoredEntry) => !entry.isFolder && entry.key.endsWith(TEMPORARY_SUFFIX);
      const originals = await storage.list(ORIGINALS);
      const variantFolders = (await storage.list(VARIANTS)).filter((entry) => entry.isFolder);
      const ids = [...originals, ...variantFolders].map((entry) => idOfKey(entry.key)).filter((id) => id !== null);
      const existing = await findExistingImageIds(db, [...new Set(ids)]);
      const hasRow = (entry: StoredEntry) => existing.has(idOfKey(entry.key) ?? "");

      const stale: StoredEntry[] = [];
      for (const entry of originals) {
        if (isTemporary(entry) || (idOfKey(entry.key) !== null && !hasRow(entry))) stale.push(entry);
      }
      for (const folder of variantFolders) {
        if (idOfKey(folder.key) !== null && !hasRow(folder)) stale.push(folder);
        else stale.push(...(await storage.list(folder.key)).filter(isTemporary));
      }
      const removable = stale.filter(isOld);
      for (const entry of removable) await storage.remove(entry.key);
      return removable.length;
    },
  };
}
