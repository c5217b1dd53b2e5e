import type { FastifyRequest } from "fastify";
import { HttpError } from "./http-error.ts";

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
export async function readUploadedFile(
  request: FastifyRequest,
  {
    maxBytes,
    invalid,
    tooManyParts,
    tooLarge,
  }: {
    maxBytes?: number;
    /** The 400 for a form without the file, or with a file in another field. */
    invalid: () => HttpError;
    /** What a form with too many parts is told (413). */
    tooManyParts: string;
    /** What a file over the limit is told (413); unset leaves the answer to the error handler. */
    tooLarge?: string;
  },
): Promise<{ bytes: Buffer }> {
  let found: { bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts(maxBytes ? { limits: { fileSize: maxBytes } } : undefined)) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file") throw invalid();
      found = { bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    // Otherwise answered as a 413 with the file-size message, which is not what is wrong.
    if (PART_LIMIT_ERRORS.has(code)) throw new HttpError(413, tooManyParts, [{ path: ["file"], message: tooManyParts }]);
    if (code === FILE_TOO_LARGE && tooLarge) throw new HttpError(413, tooLarge, [{ path: ["file"], message: tooLarge }]);
    throw error;
  }
  if (!found) throw invalid();
  return found;
}
