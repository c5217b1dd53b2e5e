import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, pngOf, type TestApp, testDialects } from "../../../test/test-app.ts";
import { createLocalFileStorage, type OpenedFile } from "../../lib/file-storage.ts";
import type { FileStorage } from "../../lib/file-storage.ts";
import { createImagesService } from "./images.service.ts";

const bytesOf = async ({ stream }: OpenedFile) => Buffer.concat(await stream.toArray());

/** The local driver, noting every key written. */
function recordingStorage(storage: FileStorage) {
  const written: string[] = [];
  return {
    written,
    storage: {
      ...storage,
      put: (key: string, data: Buffer) => (written.push(key), storage.put(key, data)),
    } satisfies FileStorage,
  };
}

describe.each(testDialects())("image variants on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("renders a variant asked for 16 times at once only once, and answers all 16 with it", async () => {
    const { written, storage } = recordingStorage(createLocalFileStorage(path.join(t.dataDir, "recorded")));
    const images = createImagesService(t.db, storage);
    const { id } = await images.store(await pngOf(1600, 900));
    const query = { w: 1280, q: 80, fm: "avif" } as const;

    const answers = await Promise.all(Array.from({ length: 16 }, async () => bytesOf(await images.variant(id, query))));
    const variantWrites = () => written.filter((key) => key.startsWith("variants/"));
    expect(variantWrites()).toEqual([`variants/${id}/1280-80.avif`]);
    for (const answer of answers) expect(answer.equals(answers[0])).toBe(true);

    // Once stored, it is read back, not rendered again; another variant is its own render.
    expect((await bytesOf(await images.variant(id, query))).equals(answers[0])).toBe(true);
    await Promise.all([1, 2].map(async () => bytesOf(await images.variant(id, { ...query, w: 320 }))));
    expect(variantWrites()).toEqual([`variants/${id}/1280-80.avif`, `variants/${id}/320-80.avif`]);
  });
});
