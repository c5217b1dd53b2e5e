import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../domain/auth.ts";
import { createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

type Slide = { id: string; title: string; isActive: boolean; isDeleted: boolean; position: number; imageId: string };

describe.each(testDialects())("carousel API on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let imageId: string;

  const validSlide = (title = "Winter offer") => ({
    title,
    description: "Full body checkup at a winter price.",
    buttonText: "See offer",
    buttonLink: "/packages",
    isActive: true,
    imageId,
  });
  const live = async (): Promise<Slide[]> => (await t.app.inject("/api/carousel?active=1")).json();
  const all = async (): Promise<Slide[]> => (await t.app.inject({ url: "/api/carousel", headers: { cookie } })).json();
  const put = (url: string, payload?: object) => t.app.inject({ method: "PUT", url, headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    cookie = await t.login();
    imageId = await t.uploadImage(cookie);
  });
  afterAll(() => t.close());

  it("lists the five built-in slides in order, each with isDeleted", async () => {
    const slides = await all();
    expect(slides.map((s) => s.title)).toEqual([
      "Your Health Our Priority",
      "Home Collection Service",
      "Health Packages",
      "Expert Team",
      "Modern Facilities",
    ]);
    expect(slides.every((s) => s.isDeleted === false && s.isActive)).toBe(true);
  });

  it("appends a new slide last and updates it by path or with the id in the body", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/carousel", headers: { cookie }, payload: validSlide() });
    expect(created.statusCode).toBe(201);
    const slide = created.json();
    expect((await all()).at(-1)!.id).toBe(slide.id);

    const inactive = await put(`/api/carousel/${slide.id}`, { ...validSlide(), isActive: false, imageId: undefined });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json()).toMatchObject({ isActive: false, imageId });
    expect((await live()).map((s) => s.id)).not.toContain(slide.id);

    const renamed = await put("/api/carousel", { ...validSlide("Monsoon offer"), id: slide.id });
    expect(renamed.json()).toMatchObject({ title: "Monsoon offer", isActive: true });
    expect((await live()).map((s) => s.id)).toContain(slide.id);
  });

  it.each([
    ["no title", { title: "" }, "title"],
    ["a javascript: link", { buttonLink: "javascript:alert(1)" }, "buttonLink"],
    ["a protocol-relative link", { buttonLink: "//evil.example" }, "buttonLink"],
    ["no image when adding", { imageId: undefined }, "imageId"],
    ["isActive as text", { isActive: "yes" }, "isActive"],
  ])("rejects %s with 400 naming the field and changes nothing", async (_label, change, field) => {
    const before = await snapshot(t.db);
    const response = await t.app.inject({ method: "POST", url: "/api/carousel", headers: { cookie }, payload: { ...validSlide(), ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual([field]);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("reorders exactly the live slides atomically, and refuses any other set", async () => {
    const ids = (await live()).map((s) => s.id);
    const reversed = [...ids].reverse();
    const response = await put("/api/carousel/reorder", { slideIds: reversed });
    expect(response.statusCode).toBe(200);
    expect((await live()).map((s) => s.id)).toEqual(reversed);

    const before = await snapshot(t.db);
    for (const slideIds of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), "unknown"], []]) {
      const rejected = await put("/api/carousel/reorder", { slideIds });
      expect(rejected.statusCode).toBe(400);
      expect(rejected.json().issues[0].path[0]).toBe("slideIds");
    }
    expect(await snapshot(t.db)).toBe(before);
  });

  it("soft-deletes to Recently Deleted keeping the image, then restores at the end", async () => {
    const [first] = await live();
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/carousel/${first.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ isDeleted: true, deletedAt: expect.any(String) });
    expect((await live()).map((s) => s.id)).not.toContain(first.id);
    expect((await all()).find((s) => s.id === first.id)!.isDeleted).toBe(true);
    expect((await t.app.inject(`/api/images/${first.imageId}`)).statusCode).toBe(200);

    // The deleted slide is no longer part of the order.
    const liveIds = (await live()).map((s) => s.id);
    expect((await put("/api/carousel/reorder", { slideIds: liveIds })).statusCode).toBe(200);

    const restored = await put(`/api/carousel/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().isDeleted).toBe(false);
    expect((await live()).at(-1)!.id).toBe(first.id);
  });

  it("shows visitors only the live, active slides; an admin sees every slide unless ?active=1", async () => {
    const hidden = (await t.app.inject({ method: "POST", url: "/api/carousel", headers: { cookie }, payload: { ...validSlide("Draft"), isActive: false } })).json();
    const binned = (await t.app.inject({ method: "POST", url: "/api/carousel", headers: { cookie }, payload: validSlide("Binned") })).json();
    await t.app.inject({ method: "DELETE", url: `/api/carousel/${binned.id}`, headers: { cookie } });

    for (const url of ["/api/carousel", "/api/carousel?active=0", "/api/carousel?active=false", "/api/carousel?active=1"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      const slides: Slide[] = response.json();
      expect(slides.length, url).toBeGreaterThan(0);
      expect(slides.every((s) => s.isActive && !s.isDeleted), url).toBe(true);
      expect(response.headers.vary).toMatch(/cookie/i);
    }
    const forged = await t.app.inject({ url: "/api/carousel", headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(forged.json().map((s: Slide) => s.id)).not.toContain(hidden.id);

    const admin = await t.app.inject({ url: "/api/carousel", headers: { cookie } });
    expect(admin.headers["cache-control"]).toBe("private, no-store");
    expect(admin.json().map((s: Slide) => s.id)).toEqual(expect.arrayContaining([hidden.id, binned.id]));
    const adminLive: Slide[] = (await t.app.inject({ url: "/api/carousel?active=1", headers: { cookie } })).json();
    expect(adminLive.map((s) => s.id)).not.toContain(hidden.id);
    expect(adminLive.map((s) => s.id)).not.toContain(binned.id);
  });

  it("answers 404 for unknown slides and 401 without a session", async () => {
    expect((await put("/api/carousel/unknown", { ...validSlide(), imageId: undefined })).statusCode).toBe(404);
    expect((await put("/api/carousel/unknown/restore")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/carousel/unknown", headers: { cookie } })).statusCode).toBe(404);
    const before = await snapshot(t.db);
    const [first] = await live();
    expect((await t.app.inject({ method: "DELETE", url: `/api/carousel/${first.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/carousel/reorder", payload: { slideIds: [first.id] } })).statusCode).toBe(401);
    expect(await snapshot(t.db)).toBe(before);
  });
});
