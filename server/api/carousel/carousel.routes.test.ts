import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../domain/auth.ts";
import { createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

type Slide = {
  id: string;
  title: string;
  isActive: boolean;
  isDeleted: boolean;
  position: number;
  imageId: string;
  placement: string;
};

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
    // The two a patient acts on from a phone are promo cards there too.
    expect(slides.map((s) => s.placement)).toEqual(["hero", "both", "both", "hero", "hero"]);
  });

  it("gives the built-in slides their shipped Hindi, to visitors too", async () => {
    const slides = (await t.app.inject("/api/carousel")).json() as { title: string; hi: Record<string, string> }[];
    expect(slides.map((s) => s.hi.title)).toEqual([
      "आपकी सेहत, हमारे लिए सबसे पहले",
      "होम कलेक्शन सेवा",
      "हेल्थ पैकेज",
      "एक्सपर्ट टीम",
      "आधुनिक सुविधाएं",
    ]);
    for (const s of slides) expect(Object.keys(s.hi).sort(), s.title).toEqual(["buttonText", "description", "title"]);
  });

  it("appends a new slide last and updates it by path or with the id in the body", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/carousel",
      headers: { cookie },
      payload: validSlide(),
    });
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
    ["an unknown placement", { placement: "sidebar" }, "placement"],
  ])("rejects %s with 400 naming the field and changes nothing", async (_label, change, field) => {
    const before = await snapshot(t.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/carousel",
      headers: { cookie },
      payload: { ...validSlide(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual([field]);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("stores a slide's Hindi: kept by an edit without it, replaced by one with it, an empty field missing", async () => {
    const hi = { title: "सर्दियों का ऑफ़र", description: "फ़ुल बॉडी चेकअप, सर्दियों की कीमत पर।", buttonText: "ऑफ़र देखें" };
    const created = await t.app.inject({
      method: "POST",
      url: "/api/carousel",
      headers: { cookie },
      payload: { ...validSlide("Hindi offer"), hi },
    });
    expect(created.statusCode).toBe(201);
    const slide = created.json();
    expect(slide.hi).toEqual(hi);
    expect((await live()).find((s) => s.id === slide.id)).toMatchObject({ hi });

    const kept = await put(`/api/carousel/${slide.id}`, {
      ...validSlide("Hindi offer"),
      isActive: false,
      imageId: undefined,
    });
    expect(kept.json()).toMatchObject({ isActive: false, hi });
    const changed = await put("/api/carousel", {
      ...validSlide("Hindi offer"),
      id: slide.id,
      hi: { ...hi, buttonText: "" },
    });
    expect(changed.json().hi).toEqual({ title: hi.title, description: hi.description });
    const refused = await put(`/api/carousel/${slide.id}`, {
      ...validSlide("Hindi offer"),
      hi: { buttonText: "ब".repeat(41) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toEqual(["hi", "buttonText"]);
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

  it("soft-deletes to Recently Deleted keeping the image; a restore puts it back at its place, inactive", async () => {
    const liveForAdmin = async () => (await all()).filter((s) => !s.isDeleted);
    const before = await liveForAdmin();
    const second = before[1];
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/carousel/${second.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ isDeleted: true, deletedAt: expect.any(String) });
    expect((await live()).map((s) => s.id)).not.toContain(second.id);
    expect((await all()).find((s) => s.id === second.id)!.isDeleted).toBe(true);
    expect((await t.app.inject(`/api/images/${second.imageId}`)).statusCode).toBe(200);

    // The slides after it move up: the live order has no gap.
    const meanwhile = await liveForAdmin();
    expect(meanwhile.map((s) => s.id)).toEqual(before.filter((s) => s.id !== second.id).map((s) => s.id));
    expect(meanwhile.map((s) => s.position)).toEqual(meanwhile.map((_, i) => i));
    expect((await put("/api/carousel/reorder", { slideIds: meanwhile.map((s) => s.id) })).statusCode).toBe(200);

    const restored = await put(`/api/carousel/${second.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ isDeleted: false, isActive: false, position: 1 });
    const after = await liveForAdmin();
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after.map((s) => s.position)).toEqual(after.map((_, i) => i));
    // Inactive until an admin activates it: visitors do not see it yet.
    expect((await live()).map((s) => s.id)).not.toContain(second.id);
    await put(`/api/carousel/${second.id}`, { ...validSlide(second.title), isActive: true, imageId: undefined });
  });

  it("restores a slide last when fewer slides are live than the place it had", async () => {
    const before = (await all()).filter((s) => !s.isDeleted);
    const [last, beforeLast] = [before.at(-1)!, before.at(-2)!];
    const remove = (id: string) => t.app.inject({ method: "DELETE", url: `/api/carousel/${id}`, headers: { cookie } });
    expect((await remove(last.id)).statusCode).toBe(200);
    expect((await remove(beforeLast.id)).statusCode).toBe(200);

    expect((await put(`/api/carousel/${last.id}/restore`)).json().position).toBe(before.length - 2);
    expect((await put(`/api/carousel/${beforeLast.id}/restore`)).json().position).toBe(before.length - 2);
    const after = (await all()).filter((s) => !s.isDeleted);
    expect(after.map((s) => s.id)).toEqual([...before.slice(0, -2), beforeLast, last].map((s) => s.id));
    expect(after.map((s) => s.position)).toEqual(after.map((_, i) => i));
    for (const slide of [last, beforeLast])
      await put(`/api/carousel/${slide.id}`, { ...validSlide(slide.title), isActive: true, imageId: undefined });
    expect((await put("/api/carousel/reorder", { slideIds: before.map((s) => s.id) })).statusCode).toBe(200);
  });

  it("keeps where a slide shows: the hero unless told, and an edit without a placement keeps it", async () => {
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/carousel", headers: { cookie }, payload });
    expect((await post(validSlide("Hero only"))).json().placement).toBe("hero");
    const promo = (await post({ ...validSlide("Phones only"), placement: "promo" })).json();
    expect(promo.placement).toBe("promo");
    const edited = await put(`/api/carousel/${promo.id}`, {
      ...validSlide("Phones only, renamed"),
      imageId: undefined,
    });
    expect(edited.json()).toMatchObject({ title: "Phones only, renamed", placement: "promo" });
    expect((await put(`/api/carousel/${promo.id}`, { ...validSlide(), placement: "both" })).json().placement).toBe(
      "both",
    );
  });

  it("shows visitors only the live, active slides; an admin sees every slide unless ?active=1", async () => {
    const hidden = (
      await t.app.inject({
        method: "POST",
        url: "/api/carousel",
        headers: { cookie },
        payload: { ...validSlide("Draft"), isActive: false },
      })
    ).json();
    const binned = (
      await t.app.inject({ method: "POST", url: "/api/carousel", headers: { cookie }, payload: validSlide("Binned") })
    ).json();
    await t.app.inject({ method: "DELETE", url: `/api/carousel/${binned.id}`, headers: { cookie } });

    for (const url of [
      "/api/carousel",
      "/api/carousel?active=0",
      "/api/carousel?active=false",
      "/api/carousel?active=1",
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      const slides: Slide[] = response.json();
      expect(slides.length, url).toBeGreaterThan(0);
      expect(
        slides.every((s) => s.isActive && !s.isDeleted),
        url,
      ).toBe(true);
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
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/carousel/unknown", headers: { cookie } })).statusCode,
    ).toBe(404);
    const before = await snapshot(t.db);
    const [first] = await live();
    expect((await t.app.inject({ method: "DELETE", url: `/api/carousel/${first.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/carousel/reorder", payload: { slideIds: [first.id] } }))
        .statusCode,
    ).toBe(401);
    expect(await snapshot(t.db)).toBe(before);
  });
});
