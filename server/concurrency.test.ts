import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageCreate } from "../domain/health-package.ts";
import { createTestApp, type TestApp, testDialects } from "../test/test-app.ts";
import { restoreSlide } from "./api/carousel/carousel.repository.ts";
import { insertPackage } from "./api/packages/packages.repository.ts";

/**
 * Many admins' requests at the same moment, as a busy morning on PostgreSQL sees them: no
 * answer is a 5xx, every acknowledged write is really there, and what was refused left
 * nothing behind.
 */
describe.each(testDialects())("concurrent writes on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
  const expectNoServerErrors = (responses: LightMyRequestResponse[]) =>
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
  const uploads = (count: number) => Promise.all(Array.from({ length: count }, () => t.uploadImage(cookie)));
  const imageRowExists = async (id: string) =>
    (await t.db.selectFrom("images").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  const liveSlides = () =>
    t.db
      .selectFrom("carousel_slides")
      .select(["id", "position"])
      .where("is_deleted", "=", 0)
      .orderBy("position")
      .execute();
  const expectDistinctPositions = async () => {
    const positions = (await liveSlides()).map((s) => s.position);
    expect(new Set(positions).size).toBe(positions.length);
  };
  /** Pairs enough for `race` to start each side at every one of its delays (0–9 turns) once. */
  const RACED_PAIRS = 20;
  /**
   * Races pair n's two requests, one side started a few event-loop turns after the other
   * (the first on even n, the second on odd n), so that across the pairs each side meets
   * the other at every step. Only the mix of outcomes depends on it, never an assertion.
   */
  const race = <A, B>(n: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> => {
    const later = async <T>(start: () => Promise<T>): Promise<T> => {
      for (let turn = 0; turn < (n >> 1) % 10; turn++) await new Promise((resolve) => setImmediate(resolve));
      return start();
    };
    return Promise.all(n % 2 === 0 ? [later(first), second()] : [first(), later(second)]);
  };
  /**
   * Returns once a query of this database waits for a row lock another transaction holds.
   * Only PostgreSQL runs transactions side by side; on SQLite the other requests wait for the
   * one connection, which the open transaction holds until it ends.
   */
  const untilAQueryWaitsForALock = async () => {
    if (dialect !== "postgres") return;
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      if (rows[0].waiting > 0) return;
    }
  };
  /** A package written by a transaction of its own, outside the API. */
  const packageRow = (imageId: string): PackageCreate => ({
    name: "Held open",
    description: "Written by a transaction of the test.",
    category: "basic",
    price: 999,
    discountedPrice: null,
    tests: [{ name: "CBC", slug: null }],
    isFeatured: false,
    imageId,
  });
  const expectImageRefusal = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues[0].path).toEqual(["imageId"]);
  };

  const slideBody = (imageId: string | undefined, title = "Race slide") => ({
    title,
    description: "Written while others write.",
    buttonText: "Open",
    buttonLink: "/packages",
    isActive: true,
    imageId,
  });
  const packageBody = (imageId: string | undefined, name = "Race package") => ({
    name,
    description: "Written while others write.",
    category: "basic",
    price: 999,
    discountedPrice: 799,
    tests: [{ name: "CBC", slug: null }],
    isFeatured: false,
    imageId,
  });
  let testContent: Record<string, unknown>;
  const testBody = (imageId: string | null, slug: string) => ({
    ...testContent,
    slug,
    name: `Race ${slug}`,
    relatedTestIds: [],
    imageId,
  });

  beforeAll(async () => {
    const {
      id: _id,
      imageUrl: _url,
      createdAt: _c,
      updatedAt: _u,
      ...content
    } = (await t.app.inject("/api/tests/cbc")).json();
    testContent = content;
  });

  /** How each resource is made with an image, switched to another, and read back. */
  type Resource = {
    create(imageId: string, n: number): Promise<LightMyRequestResponse>;
    switchImage(id: string, imageId: string): Promise<LightMyRequestResponse>;
    idOf(response: LightMyRequestResponse): string;
    imageOf(id: string): Promise<string | null | undefined>;
  };
  const resources: Record<"package" | "slide" | "test", () => Resource> = {
    package: () => ({
      create: (imageId, n) => send("POST", "/api/packages", packageBody(imageId, `Race package ${n}`)),
      switchImage: (id, imageId) => send("PUT", `/api/packages/${id}`, packageBody(imageId)),
      idOf: (response) => response.json().id,
      imageOf: async (id) =>
        (await t.db.selectFrom("health_packages").select("image_id").where("id", "=", id).executeTakeFirst())?.image_id,
    }),
    slide: () => ({
      create: (imageId, n) => send("POST", "/api/carousel", slideBody(imageId, `Race slide ${n}`)),
      switchImage: (id, imageId) => send("PUT", `/api/carousel/${id}`, slideBody(imageId)),
      idOf: (response) => response.json().id,
      imageOf: async (id) =>
        (await t.db.selectFrom("carousel_slides").select("image_id").where("id", "=", id).executeTakeFirst())?.image_id,
    }),
    test: () => ({
      create: (imageId, n) => send("POST", "/api/tests", testBody(imageId, `race-${n}`)),
      switchImage: (slug, imageId) => send("PUT", `/api/tests/${slug}`, testBody(imageId, slug)),
      idOf: (response) => response.json().slug,
      imageOf: async (slug) =>
        (await t.db.selectFrom("lab_tests").select("image_id").where("slug", "=", slug).executeTakeFirst())?.image_id,
    }),
  };

  it("50 reorders at once: each answers 200 and the final order is one of them", async () => {
    for (let i = 0; i < 5; i++)
      expect((await send("POST", "/api/carousel", slideBody(await t.uploadImage(cookie)))).statusCode).toBe(201);
    const ids = (await liveSlides()).map((s) => s.id);
    const orders = Array.from({ length: 50 }, (_, n) => shuffled(ids, n + 1));

    const responses = await Promise.all(orders.map((slideIds) => send("PUT", "/api/carousel/reorder", { slideIds })));
    expectNoServerErrors(responses);
    expect(statuses(responses)).toEqual(orders.map(() => 200));
    const final = (await liveSlides()).map((s) => s.id);
    expect(orders.map((o) => o.join())).toContain(final.join());
    await expectDistinctPositions();
  });

  it("20 slides added at once get 20 different places after the existing ones", async () => {
    const before = await liveSlides();
    const imageId = await t.uploadImage(cookie);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send("POST", "/api/carousel", slideBody(imageId, `Parallel ${n}`))),
    );
    expectNoServerErrors(responses);
    expect(statuses(responses)).toEqual(responses.map(() => 201));
    const created = responses.map((r) => r.json() as { id: string; position: number });
    const after = await liveSlides();
    expect(after.map((s) => s.id)).toEqual(expect.arrayContaining(created.map((s) => s.id)));
    expect(after).toHaveLength(before.length + 20);
    await expectDistinctPositions();
    const firstNew = Math.max(...before.map((s) => s.position)) + 1;
    expect(created.map((s) => s.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => firstNew + n),
    );
  });

  it("adds, restores, deletes and reorders slides at once without sharing a place", async () => {
    const live = (await liveSlides()).map((s) => s.id);
    const [toDelete, toRestore] = [live.slice(0, 5), live.slice(5, 10)];
    for (const id of toRestore) expect((await send("DELETE", `/api/carousel/${id}`)).statusCode).toBe(200);
    const imageId = await t.uploadImage(cookie);
    const stillLive = (await liveSlides()).map((s) => s.id);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, (_, n) => send("POST", "/api/carousel", slideBody(imageId, `Mixed ${n}`))),
      ...toRestore.map((id) => send("PUT", `/api/carousel/${id}/restore`)),
      ...toDelete.map((id) => send("DELETE", `/api/carousel/${id}`)),
      ...Array.from({ length: 5 }, (_, n) =>
        send("PUT", "/api/carousel/reorder", { slideIds: shuffled(stillLive, n + 100) }),
      ),
    ]);
    expectNoServerErrors(responses);
    // A reorder may be refused (400) when the live set changed under it; nothing else may fail.
    expect(statuses(responses.slice(0, 20)).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses(responses.slice(20)).every((s) => s === 200 || s === 400)).toBe(true);
    await expectDistinctPositions();
    const after = (await liveSlides()).map((s) => s.id);
    for (const id of toRestore) expect(after).toContain(id);
    for (const id of toDelete) expect(after).not.toContain(id);
  });

  describe.each(["package", "slide", "test"] as const)("a %s and the images it points at", (kind) => {
    let resource: Resource;
    beforeAll(() => {
      resource = resources[kind]();
    });

    // RACED_PAIRS pairs (40 before): every delay of either side meets the other once, which is
    // all a further pair repeated, at the cost of two uploads and a create each.
    it(`${RACED_PAIRS} image switches racing creates that take the old image: every acknowledged write holds`, async () => {
      const oldImages = await uploads(RACED_PAIRS);
      const newImages = await uploads(RACED_PAIRS);
      const owners: string[] = [];
      for (const [n, imageId] of oldImages.entries()) {
        const created = await resource.create(imageId, n);
        expect(created.statusCode, created.body).toBe(201);
        owners.push(resource.idOf(created));
      }

      const pairs = await Promise.all(
        owners.map((id, n) =>
          race(
            n,
            () => resource.switchImage(id, newImages[n]),
            () => resource.create(oldImages[n], n + 1000),
          ),
        ),
      );
      const [switches, creates] = [pairs.map(([s]) => s), pairs.map(([, c]) => c)];
      expectNoServerErrors([...switches, ...creates]);
      expect(statuses(switches)).toEqual(switches.map(() => 200));
      for (const [n, id] of owners.entries()) expect(await resource.imageOf(id)).toBe(newImages[n]);
      for (const [n, created] of creates.entries()) {
        if (created.statusCode === 201) {
          // The new owner keeps the old image: its row and its file are still there.
          expect(await resource.imageOf(resource.idOf(created))).toBe(oldImages[n]);
          expect((await t.app.inject(`/api/images/${oldImages[n]}?w=160`)).statusCode).toBe(200);
        } else {
          expectImageRefusal(created);
          expect(await imageRowExists(oldImages[n])).toBe(false);
        }
      }
    });

    // RACED_PAIRS pairs (30 before), for the same reason.
    it(`${RACED_PAIRS} creates racing the deletion of their image: one of the two wins, the other is told why`, async () => {
      const images = await uploads(RACED_PAIRS);
      const pairs = await Promise.all(
        images.map((imageId, n) =>
          race(
            n,
            () => resource.create(imageId, n + 2000),
            () => send("DELETE", `/api/images/${imageId}`),
          ),
        ),
      );
      const [creates, deletes] = [pairs.map(([c]) => c), pairs.map(([, d]) => d)];
      expectNoServerErrors([...creates, ...deletes]);
      for (const [n, created] of creates.entries()) {
        if (created.statusCode === 201) {
          expect(deletes[n].statusCode).toBe(409);
          expect(deletes[n].json().error).toBe("Image is in use");
          expect(await resource.imageOf(resource.idOf(created))).toBe(images[n]);
          expect(await imageRowExists(images[n])).toBe(true);
        } else {
          expectImageRefusal(created);
          expect(deletes[n].statusCode).toBe(204);
          expect(await imageRowExists(images[n])).toBe(false);
        }
      }
    });

    it("an image let go of while another transaction starts to show it stays, and the switch answers 200", async () => {
      const [oldImage, newImage] = await uploads(2);
      const owner = resource.idOf(await resource.create(oldImage, 3000));
      let switched: Promise<LightMyRequestResponse> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await insertPackage(trx, packageRow(oldImage));
        switched = resource.switchImage(owner, newImage);
        await untilAQueryWaitsForALock(); // the release of oldImage, on the new reference
      });
      expect((await switched!).statusCode).toBe(200);
      expect(await resource.imageOf(owner)).toBe(newImage);
      expect(await imageRowExists(oldImage)).toBe(true);
    });

    it("a write that waits on an image another transaction deletes is refused like an unknown image", async () => {
      const [imageId] = await uploads(1);
      let created: Promise<LightMyRequestResponse> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("images").where("id", "=", imageId).execute();
        created = resource.create(imageId, 3001);
        await untilAQueryWaitsForALock(); // the insert's foreign-key check, on the deleted row
      });
      expectImageRefusal(await created!);
    });
  });

  it("an image deleted while another transaction starts to show it answers 409 'Image is in use'", async () => {
    const [imageId] = await uploads(1);
    let deleted: Promise<LightMyRequestResponse> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await insertPackage(trx, packageRow(imageId));
      deleted = send("DELETE", `/api/images/${imageId}`);
      await untilAQueryWaitsForALock(); // the delete, on the new reference
    });
    expect((await deleted!).statusCode).toBe(409);
    expect((await deleted!).json().error).toBe("Image is in use");
    expect(await imageRowExists(imageId)).toBe(true);
  });

  it("a slide restored while housekeeping purges it stays, with its image", async () => {
    const imageId = await t.uploadImage(cookie);
    const slide = (await send("POST", "/api/carousel", slideBody(imageId, "Restored in time"))).json();
    expect((await send("DELETE", `/api/carousel/${slide.id}`)).statusCode).toBe(200);
    const monthsLater = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000);
    let purging: Promise<number> | undefined; // slides deleted by the tests above are purged too
    await t.db.transaction().execute(async (trx) => {
      await restoreSlide(trx, slide.id);
      purging = t.services.carousel.purgeDeletedBefore(monthsLater.toISOString());
      await untilAQueryWaitsForALock(); // the purge's delete, on the slide being restored
    });
    await purging;
    const row = await t.db
      .selectFrom("carousel_slides")
      .select(["is_deleted", "image_id"])
      .where("id", "=", slide.id)
      .executeTakeFirst();
    expect(row).toEqual({ is_deleted: 0, image_id: imageId });
    expect(await imageRowExists(imageId)).toBe(true);
  });

  it("the same new test address sent 10 times at once is added once; the others are told it exists", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => send("POST", "/api/tests", testBody(null, "same-address"))),
    );
    expectNoServerErrors(responses);
    expect(statuses(responses).filter((s) => s === 201)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].path).toEqual(["slug"]);
    }
    expect(await t.db.selectFrom("lab_tests").select("id").where("slug", "=", "same-address").execute()).toHaveLength(
      1,
    );
  });
});

/** A fixed permutation of `items` for each seed, so every run races the same orders. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
