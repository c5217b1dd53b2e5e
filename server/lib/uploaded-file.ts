import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import type { HttpError } from "./http-error.ts";

/** The multipart plugin's errors when a form has more parts, fields or files than its limits (app.ts). */
const PART_LIMIT_ERRORS = new Set(["FST_PARTS_LIMIT", "FST_FIELDS_LIMIT", "FST_FILES_LIMIT"]);
const FILE_TOO_LARGE = "FST_REQ_FILE_TOO_LARGE";

/**
 * The bytes of the one file of a multipart upload in the field "file". The name the client
 * gave it is not kept: it is often the patient's name, and the server names what it stores.
 * The whole form is read, so a form
 * over the plugin's limits (app.ts) is refused wherever its extra parts are; other text
 * fields are ignored. `maxBytes` raises or lowers the plugin's size limit for this route.
 */
type UploadOptions = {
  maxBytes?: number;
  /** The 400 for a form without the file, or with a file in another field. */
  invalid: () => HttpError;
  /** The 413 for a form with too many parts. */
  tooManyParts: () => HttpError;
  /** The 413 for a file over the limit; unset leaves the answer to the error handler. */
  tooLarge?: () => HttpError;
};

/** Reads every part of the form, handing the one file to `take`; the plugin's refusals become ours. */
async function eachFilePart(
  request: FastifyRequest,
  { maxBytes, invalid, tooManyParts, tooLarge }: UploadOptions,
  take: (file: NodeJS.ReadableStream & { truncated?: boolean }) => Promise<void>,
): Promise<boolean> {
  const tooLargeError = () => tooLarge?.() ?? null;
  let isFound = false;
  try {
    for await (const part of request.parts(maxBytes ? { limits: { fileSize: maxBytes } } : undefined)) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file") throw invalid();
      await take(part.file);
      // A file cut at the limit ends its stream as if it were whole.
      if (part.file.truncated)
        throw (
          tooLargeError() ??
          Object.assign(new Error("request file too large"), { code: FILE_TOO_LARGE, statusCode: 413 })
        );
      isFound = true;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    // Otherwise answered as a 413 with the file-size message, which is not what is wrong.
    if (PART_LIMIT_ERRORS.has(code)) throw tooManyParts();
    if (code === FILE_TOO_LARGE) throw tooLargeError() ?? error;
    throw error;
  }
  return isFound;
}

export async function readUploadedFile(request: FastifyRequest, options: UploadOptions): Promise<{ bytes: Buffer }> {
  let bytes: Buffer | null = null;
  const isFound = await eachFilePart(request, options, async (file) => {
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    bytes = Buffer.concat(chunks);
  });
  if (!isFound || !bytes) throw options.invalid();
  return { bytes };
}

/** An upload received into a file of its own; `remove` deletes it (call it in every outcome). */
export type ReceivedFile = { path: string; remove: () => Promise<void> };

/**
 * The one file of a multipart upload, as `readUploadedFile` takes it, streamed into a new file
 * in `dir` as it arrives rather than held in memory: twenty reports of 19 MB sent at once are
 * twenty files on disk, not 400 MB of buffers waiting their turn. The file is removed here when
 * the upload fails (refused, cut off by the client); otherwise the caller removes it.
 */
export async function receiveUploadedFile(
  request: FastifyRequest,
  dir: string,
  options: UploadOptions,
): Promise<ReceivedFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomUUID()}`);
  const remove = () => rm(file, { force: true });
  try {
    let isWritten = false;
    const isFound = await eachFilePart(request, options, async (stream) => {
      // A second file part is refused by the plugin's limit (one file), so this file is written once.
      await pipeline(stream, createWriteStream(file));
      isWritten = true;
    });
    if (!isFound || !isWritten) throw options.invalid();
    return { path: file, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * An upload is received, checked and stamped within minutes (REPORT_TIME_LIMIT_MS); a file in the
 * upload folder older than this was left by a process that died mid-upload.
 */
export const LEFT_BEHIND_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the uploads in `dir` that a process killed mid-upload left behind (older than
 * LEFT_BEHIND_UPLOAD_MS); answers how many went. Safe beside other processes sharing the folder:
 * an upload still under way is far younger.
 */
export async function removeLeftBehindUploads(dir: string, now: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith("upload-"))) {
    const file = path.join(dir, name);
    const modified = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (modified !== null && now.getTime() - modified > LEFT_BEHIND_UPLOAD_MS) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
