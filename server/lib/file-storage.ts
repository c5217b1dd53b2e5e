import { lstat, mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { newId } from "./ids.ts";

/** What `list` finds in a folder; `size` is a file's bytes (0 for a folder). */
export type StoredEntry = { key: string; isFolder: boolean; modifiedAt: Date; size: number };

/** A stored file opened for reading: its bytes as they arrive, and how many there are. */
export type OpenedFile = { stream: Readable; size: number };

/** Half-written files end so; a crash can leave one behind (see the local `put`). */
export const TEMPORARY_SUFFIX = ".tmp";

/** `list(ROOT)` lists the storage's root folder; no other call takes it. */
export const ROOT = "";

/**
 * Where uploaded bytes live: images (the images service) and report PDFs (the reports
 * service), each under its own root; one interface, one name. Keys are server-made, never
 * taken from a request ("originals/<id>.webp", "files/<id>.pdf"): folders are separated by
 * "/". Two drivers: this local one, and an S3-compatible bucket (s3-file-storage.ts);
 * file-storages.ts picks one from the STORAGE setting.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, for answers that should not hold it whole in memory; null when there is nothing under the key. */
  open(key: string): Promise<OpenedFile | null>;
  /** Removes the key and everything below it as a folder. */
  remove(key: string): Promise<void>;
  /** What is directly in the folder `key` (none when it does not exist), for the housekeeping sweep and copies. */
  list(key: string): Promise<StoredEntry[]>;
}

/**
 * Refuses a key that could name something outside the storage's root ("..", a leading "/",
 * a backslash) or is not a plain path ("a//b", "./a"). Both drivers check every key with it.
 */
export function checkKey(key: string, { isRootAllowed = false } = {}): string {
  if (key === ROOT && isRootAllowed) return key;
  const segments = key.split("/");
  if (
    key.includes("\\") ||
    key.includes("\0") ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..")
  ) {
    throw new Error(`Storage key escapes its root: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The key of `name` in the folder `folder` (the root too). */
const keyIn = (folder: string, name: string) => (folder === ROOT ? name : `${folder}/${name}`);

/** Files under the folder `root`; a key that would leave it is refused. */
export function createLocalFileStorage(root: string): FileStorage {
  const rootFolder = path.resolve(root);
  const fileFor = (key: string, options?: { isRootAllowed: boolean }) => {
    const file = path.resolve(rootFolder, checkKey(key, options));
    if (file !== rootFolder && !file.startsWith(rootFolder + path.sep))
      throw new Error(`Storage key escapes its root: ${JSON.stringify(key)}`);
    return file;
  };
  // A folder is nothing to read as a file, as in a bucket.
  const isMissing = (error: unknown) => ["ENOENT", "EISDIR"].includes((error as NodeJS.ErrnoException).code ?? "");
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
    async open(key) {
      let handle;
      try {
        handle = await open(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // The size and the bytes come from the same open file, even if a `put` replaces it meanwhile.
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      // A variant being rendered may land in a folder while it is removed (ENOTEMPTY): try again.
      await rm(fileFor(key), { recursive: true, force: true, maxRetries: 10, retryDelay: 5 });
    },
    async list(key) {
      const folder = fileFor(key, { isRootAllowed: true });
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const entries: StoredEntry[] = [];
      for (const name of names) {
        try {
          const stats = await lstat(path.join(folder, name));
          const isFolder = stats.isDirectory();
          entries.push({ key: keyIn(key, name), isFolder, modifiedAt: stats.mtime, size: isFolder ? 0 : stats.size });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // removed since readdir: nothing to list
        }
      }
      return entries;
    },
  };
}

/** What `copyAllFiles` did: files written to the target, and files it already had. */
export type CopyCounts = { copied: number; skipped: number };

/**
 * Copies every file of `source` into `target` under the same key (the move from the local
 * disk to a bucket: `npm run db:copy -- --storage s3`). Half-written `*.tmp` files stay
 * behind. A file the target already holds with the same size is skipped, so a run that
 * stopped half-way is finished by running it again. Files go one at a time, each read whole:
 * an image or a report is at most a few megabytes.
 */
export async function copyAllFiles(
  source: FileStorage,
  target: FileStorage,
  onCopied?: (key: string) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0 };
  async function copyFolder(folder: string) {
    const present = new Map(
      (await target.list(folder)).filter((entry) => !entry.isFolder).map((entry) => [entry.key, entry.size]),
    );
    for (const entry of await source.list(folder)) {
      if (entry.isFolder) {
        await copyFolder(entry.key);
      } else if (entry.key.endsWith(TEMPORARY_SUFFIX)) {
        continue;
      } else if (present.get(entry.key) === entry.size) {
        counts.skipped += 1;
      } else {
        const data = await source.get(entry.key);
        if (!data) continue; // removed since it was listed: nothing left to copy
        await target.put(entry.key, data);
        counts.copied += 1;
        onCopied?.(entry.key);
      }
    }
  }
  await copyFolder(ROOT);
  return counts;
}
