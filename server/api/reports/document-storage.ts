import type { FileStorage } from "../../lib/file-storage.ts";

/**
 * Where report PDFs live: `reports/` of the same driver as the images (services.ts
 * `createFileStorages` in lib/file-storages.ts). Keys are server-made ("files/<report id>.pdf"), never taken from a request.
 */
export type DocumentStorage = FileStorage;
