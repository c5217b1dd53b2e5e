import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { newId } from "./ids.ts";

/** What `list` finds in a folder. */
export type StoredEntry = { key: string; isFolder: boolean; modifiedAt: Date };

/** Half-written files end so; a crash can leave one behind (see `put`). */
export const TEMPORARY_SUFFIX = ".tmp";

/**
 * Where uploaded bytes live: images (api/images/image-storage.ts) and report PDFs
 * (api/reports/document-storage.ts), each under its own root. Keys are server-made, never
 * taken from a request. `local` is the only driver today; an S3-compatible one implements
 * the same calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key and everything below it as a folder. */
  remove(key: string): Promise<void>;
  /** What is directly in the folder `key` (none when it does not exist), for the housekeeping sweep. */
  list(key: string): Promise<StoredEntry[]>;
}

/** Files under the folder `root`; a key that would leave it is refused. */
export function createLocalFileStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return file;
  };
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${newId(8)}${TEMPORARY_SUFFIX}`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // A variant being rendered may land in a folder while it is removed (ENOTEMPTY): try again.
      await rm(fileFor(key), { recursive: true, force: true, maxRetries: 10, retryDelay: 5 });
    },
    async list(key) {
      const folder = fileFor(key);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const entries: StoredEntry[] = [];
      for (const name of names) {
        try {
          const stats = await lstat(path.join(folder, name));
          entries.push({ key: `${key}/${name}`, isFolder: stats.isDirectory(), modifiedAt: stats.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error; // removed since readdir: nothing to list
        }
      }
      return entries;
    },
  };
}
