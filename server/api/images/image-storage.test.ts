import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalImageStorage } from "./image-storage.ts";

describe("the local image storage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "labfront-storage-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = createLocalImageStorage(root);

  it("removes an image's variant folder while variants are still being written into it", async () => {
    // Deleting a package while its picture is being resized: the folder gains files as it is removed.
    for (let round = 0; round < 50; round++) {
      await storage.put("variants/img/800-80.webp", Buffer.alloc(1000));
      // A write whose folder went away fails; the image service treats stored variants as a cache.
      const writes = Array.from({ length: 8 }, (_, i) => storage.put(`variants/img/${i}-${round}.webp`, Buffer.alloc(20_000)).catch(() => null));
      await expect(storage.remove("variants/img")).resolves.toBeUndefined();
      await Promise.all(writes);
    }
  });
});
