import type { FileStorage } from "../../lib/file-storage.ts";

export { type StoredEntry, TEMPORARY_SUFFIX } from "../../lib/file-storage.ts";

/**
 * Where image bytes live: `images/` of the storage driver (lib/file-storages.ts `createFileStorages`).
 * Keys are server-made ("originals/<id>.webp", "variants/<id>/<w>-<q>.<fm>"), never taken
 * from a request. The same driver keeps the report PDFs under another root.
 */
export type ImageStorage = FileStorage;
