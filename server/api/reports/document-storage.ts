import path from "node:path";
import { createLocalFileStorage, type FileStorage } from "../../lib/file-storage.ts";

/**
 * Where report PDFs live: the same driver as the images (lib/file-storage.ts), rooted at
 * `<dataDir>/reports`. Keys are server-made ("files/<report id>.pdf"), never taken from a request.
 */
export type DocumentStorage = FileStorage;

export const createLocalDocumentStorage = (dataDir: string): DocumentStorage =>
  createLocalFileStorage(path.join(dataDir, "reports"));
