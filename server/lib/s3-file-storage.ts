import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { checkKey, type FileStorage, ROOT, type StoredEntry } from "./file-storage.ts";

/** DeleteObjects takes at most this many keys per request. */
const MAX_KEYS_PER_DELETE = 1000;

const isMissing = (error: unknown) => error instanceof NoSuchKey || (error as Error).name === "NoSuchKey";

/**
 * Files as objects of an S3-compatible bucket, every key below `prefix` ("images/"), so one
 * bucket holds the images and the reports side by side. A bucket has no folders: a folder is
 * the keys that start with its name and "/". An object is written whole or not at all, so
 * nothing here leaves half-written files.
 */
export function createS3FileStorage({
  client,
  bucket,
  prefix,
}: {
  client: S3Client;
  bucket: string;
  prefix: string;
}): FileStorage {
  const root = prefix === "" ? "" : `${checkKey(prefix.replace(/\/+$/, ""))}/`;
  const objectKey = (key: string) => root + checkKey(key);
  /** The key as the caller named it, from the bucket's key. */
  const ownKey = (bucketKey: string) => bucketKey.slice(root.length);

  /** The pages of keys starting with `folderPrefix`; with the delimiter "/", those below a subfolder come as its CommonPrefix. */
  const objectsUnder = (folderPrefix: string, delimiter?: "/") =>
    paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: folderPrefix, Delimiter: delimiter });

  /** When anything in a folder last changed: a bucket keeps no time for the folder itself. */
  async function newestUnder(folderPrefix: string): Promise<Date | null> {
    let newest: Date | null = null;
    for await (const page of objectsUnder(folderPrefix)) {
      for (const object of page.Contents ?? []) {
        if (object.LastModified && (!newest || object.LastModified > newest)) newest = object.LastModified;
      }
    }
    return newest;
  }

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentLength: data.length }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async open(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      // On Node the body is the HTTP response itself: it is read as it arrives.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async remove(key) {
      const keys = [objectKey(key)];
      for await (const page of objectsUnder(`${objectKey(key)}/`)) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      for (let start = 0; start < keys.length; start += MAX_KEYS_PER_DELETE) {
        const batch = keys.slice(start, start + MAX_KEYS_PER_DELETE);
        const { Errors: errors = [] } = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        if (errors.length > 0) {
          const [first] = errors;
          throw new Error(
            `Could not remove ${errors.length} stored files under ${key}: ${first.Code} ${first.Message}`,
          );
        }
      }
    },
    async list(key) {
      const folderPrefix = key === ROOT ? root : `${objectKey(key)}/`;
      const entries: StoredEntry[] = [];
      const folders: string[] = [];
      for await (const page of objectsUnder(folderPrefix, "/")) {
        for (const object of page.Contents ?? []) {
          // "folder/" objects some consoles make to show an empty folder are not files.
          if (!object.Key || object.Key.endsWith("/")) continue;
          entries.push({
            key: ownKey(object.Key),
            isFolder: false,
            modifiedAt: object.LastModified ?? new Date(0),
            size: object.Size ?? 0,
          });
        }
        for (const common of page.CommonPrefixes ?? []) if (common.Prefix) folders.push(common.Prefix);
      }
      for (const folder of folders) {
        const modifiedAt = await newestUnder(folder);
        if (!modifiedAt) continue; // emptied since it was listed: nothing to list
        entries.push({ key: ownKey(folder).slice(0, -1), isFolder: true, modifiedAt, size: 0 });
      }
      return entries;
    },
  };
}
