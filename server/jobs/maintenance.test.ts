import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { runMaintenance } from "./maintenance.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDialects())("image lifecycle and housekeeping on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  // Housekeeping in the future also ends today's sessions, so each test signs in afresh.
  beforeEach(async () => {
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const imageStatus = async (id: string) => (await t.app.inject(`/api/images/${id}`)).statusCode;
  /** Deleted slides too; signed in afresh, as housekeeping in the future ended the earlier session. */
  const slideIdsAnAdminSees = async (): Promise<string[]> => {
    const response = await t.app.inject({ url: "/api/carousel", headers: { cookie: await t.login() } });
    return response.json().map((s: { id: string }) => s.id);
  };

  it("removes uploads nothing refers to after 24 hours, and keeps the ones in use", async () => {
    const abandoned = await t.uploadImage(cookie);
    const used = await t.uploadImage(cookie);
    await t.app.inject({
      method: "POST",
      url: "/api/carousel",
      headers: { cookie },
      payload: { title: "T", description: "D", buttonText: "B", buttonLink: "/", imageId: used },
    });

    await runMaintenance(t.services, new Date(Date.now() + 23 * 60 * 60 * 1000));
    expect(await imageStatus(abandoned)).toBe(200);

    const result = await runMaintenance(t.services, new Date(Date.now() + DAY + 60_000));
    expect(result.imagesRemoved).toBe(1);
    expect(await imageStatus(abandoned)).toBe(404);
    expect(await imageStatus(used)).toBe(200);
  });

  it("purges a slide 30 days after its deletion, with its image, and not before", async () => {
    const imageId = await t.uploadImage(cookie);
    const slide = (
      await t.app.inject({
        method: "POST",
        url: "/api/carousel",
        headers: { cookie },
        payload: { title: "Old", description: "D", buttonText: "B", buttonLink: "/", imageId },
      })
    ).json();
    await t.app.inject({ method: "DELETE", url: `/api/carousel/${slide.id}`, headers: { cookie } });

    await runMaintenance(t.services, new Date(Date.now() + 29 * DAY));
    expect(await slideIdsAnAdminSees()).toContain(slide.id);
    expect(await imageStatus(imageId)).toBe(200);

    const result = await runMaintenance(t.services, new Date(Date.now() + 31 * DAY));
    expect(result.slidesPurged).toBe(1);
    expect(await slideIdsAnAdminSees()).not.toContain(slide.id);
    expect(await imageStatus(imageId)).toBe(404);
  });

  it("sweeps what a crash left in storage once it is an hour old: files without a row and half-written ones", async () => {
    const kept = await t.uploadImage(cookie);
    expect(await imageStatus(kept)).toBe(200); // renders variants/<kept>/800-80.webp
    const stored = (key: string) => path.join(t.dataDir, "images", key);
    const orphan = "orphanorphanorphan00";
    const leftovers = [
      `originals/${orphan}.webp`, // killed between writing the upload and inserting its row
      `variants/${orphan}/800-80.webp`, // killed between deleting the row and the files
      `originals/${kept}.webp.k9k9k9k9.tmp`, // killed while writing
      `variants/${kept}/320-80.webp.k9k9k9k9.tmp`,
    ];
    for (const key of [...leftovers, "originals/notes.txt"]) {
      await mkdir(path.dirname(stored(key)), { recursive: true });
      await writeFile(stored(key), "left behind");
    }

    // Young files may be an upload in progress: left alone.
    expect((await runMaintenance(t.services)).orphanFilesRemoved).toBe(0);
    for (const key of leftovers) expect(existsSync(stored(key)), key).toBe(true);

    const result = await runMaintenance(t.services, new Date(Date.now() + HOUR + 60_000));
    expect(result.orphanFilesRemoved).toBe(4);
    for (const key of leftovers) expect(existsSync(stored(key)), key).toBe(false);
    expect(existsSync(stored(`variants/${orphan}`))).toBe(false);
    expect(existsSync(stored("originals/notes.txt"))).toBe(true); // not a name we make: not ours to delete
    expect(existsSync(stored(`originals/${kept}.webp`))).toBe(true);
    expect(existsSync(stored(`variants/${kept}/800-80.webp`))).toBe(true);
    expect(await imageStatus(kept)).toBe(200);
  });

  it("drops expired sessions", async () => {
    const session = await t.login();
    await runMaintenance(t.services, new Date(Date.now() + 2 * DAY));
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: session } })).statusCode).toBe(401);
    const remaining = await t.db.selectFrom("sessions").select("id").execute();
    expect(remaining).toEqual([]);
  });
});
