import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { newId } from "../../lib/ids.ts";

/**
 * Where image bytes live. Keys are server-made ("originals/<id>.webp",
 * "variants/<id>/<w>-<q>.<fm>"), never taken from a request. `local` is the only
 * driver today; an S3-compatible one implements the same four calls.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key and everything below it as a folder. */
  remove(key: string): Promise<void>;
}

export function createLocalImageStorage(root: string): ImageStorage {
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${newId(8)}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileFor(key), { recursive: true, force: true });
    },
  };
}
