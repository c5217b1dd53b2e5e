// The page server against requests an attacker would send (odd Host headers, cookies and
// redirect targets, oversized form posts), and the static files it sends. Raw HTTP
// (node:http), because fetch may not set Host; against the real built server.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, contentOf, SESSION_COOKIE } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

/** `bytes` as they came (an encoded page not decoded), `body` read as UTF-8. */
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; bytes: Buffer };

/** One raw request: any path, any headers (Host included), any body. */
function raw(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers, setHost: !("Host" in headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
      });
    });
    req.on("error", reject);
    if (body) req.end(body);
    else req.end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** The price a test page offers (its JSON-LD Offer) to a visitor with this Cookie header. */
const offeredPrice = async (slug: string, cookie?: string) => {
  const { body } = await raw(`/tests/${slug}`, { headers: cookie ? { Cookie: cookie } : {} });
  return /"@type":"Offer","price":([\d.]+)/.exec(body)?.[1];
};

describe.skipIf(!baseUrl)("the page server against hostile requests", () => {
  // The server under test runs without PUBLIC_ORIGIN, so its site address is the default.
  const siteOrigin = `http://localhost:${new URL(baseUrl).port}`;

  it("never lets a Host header poison the page cache or the canonical address", async () => {
    const poisoned = await raw("/cbc", { headers: { Host: `localhost:${new URL(baseUrl).port}/tests` } });
    expect(poisoned.status).toBe(404);
    const page = await raw("/tests/cbc");
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${siteOrigin}/tests/cbc`);

    const evil = await raw("/tests/cbc", { headers: { Host: "evil.example" } });
    expect(evil.status).toBe(200);
    expect(canonicalOf(evil.body)).toBe(`${siteOrigin}/tests/cbc`);
    expect(evil.body).not.toContain("evil.example");

    // A path that starts with two slashes is a path on this site, never another site's address.
    const doubleSlash = await raw("//evil.example/tests/cbc");
    expect(doubleSlash.status).toBe(404);
    expect(doubleSlash.body).not.toMatch(/https?:\/\/evil\.example/);
  });

  describe("a test priced differently in Noida", () => {
    const slug = `e2e-city-${Date.now()}`;
    let admin: Awaited<ReturnType<typeof adminApi>>;
    beforeAll(async () => {
      admin = await adminApi(baseUrl, adminPassword);
      await admin.call("POST", "/api/tests", {
        ...contentOf(await admin.adminTest("cbc")),
        slug,
        name: "City price check",
        relatedTestIds: [],
        price: 300,
        originalPrice: 400,
        cityPrices: { Noida: { price: 250, originalPrice: 400 } },
      });
    });
    // Tests are retired, never deleted: its page answers 410 and it leaves every list.
    afterAll(() => admin?.call("DELETE", `/api/tests/${slug}`));

    it("reads the city cookie one way for the page and for the cache", async () => {
      expect(await offeredPrice(slug)).toBe("300");
      expect(await offeredPrice(slug, "labfront_city=Noida")).toBe("250");
      // Odd spellings are read once, the same way for the page and its cache entry: each
      // answers whole, and none puts one city's page in another city's place.
      for (const odd of [
        "\u00a0labfront_city=Noida",
        "labfront_city= Noida",
        "labfront_city=%",
        "labfront_city=Noida%",
      ]) {
        expect((await raw(`/tests/${slug}`, { headers: { Cookie: odd } })).status).toBe(200);
        expect(await offeredPrice(slug)).toBe("300");
        expect(await offeredPrice(slug, "labfront_city=Noida")).toBe("250");
      }
    });
  });

  it("refuses a page form post past the body limit with 413, and still serves the site", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, "a");
    const answer = await raw("/set-city", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
      body: Buffer.concat([Buffer.from("city=Noida&redirectTo=/&x="), big]),
    });
    expect(answer.status).toBe(413);
    expect((await raw("/")).status).toBe(200);
  });

  it.each([
    ["/set-city", "city=Noida&redirectTo=%2F%0d%2Fx"],
    ["/set-city", "city=Noida&redirectTo=%2F%09%2Fevil.example%2Fpath"],
    ["/set-city", "city=Noida&redirectTo=%2F%5Cevil.example"],
  ])("never redirects off the site or answers 500: POST %s %s", async (path, form) => {
    const answer = await raw(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
      body: form,
    });
    expect(answer.status).toBe(302);
    const location = String(answer.headers.location);
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(location).not.toMatch(/[\s\\]/);
  });

  it.each([
    ["a broken city cookie", "/", { Cookie: "labfront_city=%" }],
    ["a broken session cookie", "/", { Cookie: "labfront_session=%" }],
    ["a stale manifest version", "/__manifest?p=%2Ftests%2Fcbc&version=stale", {}],
    ["an absolute-form request target", "http://evil.example/tests/cbc", {}],
  ])("answers %s without a 500", async (_label, path, headers) => {
    const answer = await raw(path, { headers });
    expect(answer.status).toBeLessThan(500);
  });

  it.each(["%0a", "%E3%80%80", "%2F%09%2Fevil.example", "%0d%0aSet-Cookie:x=1"])(
    "sends a signed-in admin from /admin-login?redirectTo=%s to a path on this site",
    async (redirectTo) => {
      const { sessionToken } = await adminApi(baseUrl, adminPassword);
      const answer = await raw(`/admin-login?redirectTo=${redirectTo}`, {
        headers: { Cookie: `${SESSION_COOKIE}=${sessionToken}` },
      });
      expect(answer.status).toBe(302);
      expect(String(answer.headers.location)).toMatch(/^\/[^/\\\s]/);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    },
  );

  it("signs out with a broken session cookie", async () => {
    const answer = await raw("/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, Cookie: "labfront_session=%" },
      body: "redirectTo=%2F",
    });
    expect(answer.status).toBe(302);
    expect(String(answer.headers["set-cookie"])).toContain("labfront_session=;");
  });

  it("keeps staff data URLs out of every cache", async () => {
    for (const path of ["/admin.data", "/admin/tests.data", "/admin-login.data"]) {
      expect((await raw(path)).headers["cache-control"]).toBe("no-store");
    }
  });

  // A kept page is answered before routing (server/pages.ts, keptPageAnswerer): the second
  // visitor must get what the page route sent the first, headers and bytes.
  it.each([undefined, "gzip, deflate, br", "gzip"])(
    "answers a kept page again as the page route first did, every security header with it (Accept-Encoding %s)",
    async (acceptEncoding) => {
      // A page parameter no other test sends: a key of its own, rendered by the first request.
      const path = `/tests/cbc?q=${encodeURIComponent(`kept ${acceptEncoding ?? "none"}`)}`;
      const headers: Record<string, string> = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
      const first = await raw(path, { headers });
      const again = await raw(path, { headers });
      expect(again.status).toBe(200);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      const { date: _firstDate, ...firstHeaders } = first.headers;
      const { date: _againDate, ...againHeaders } = again.headers;
      expect(againHeaders).toEqual(firstHeaders);
      expect(again.headers).toMatchObject({
        "content-type": "text/html; charset=utf-8",
        vary: "accept-encoding",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
        "content-length": String(again.bytes.length),
      });
      expect(again.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(again.headers["content-encoding"]).toBe(acceptEncoding?.split(",").at(-1)?.trim());
    },
  );

  it("never answers a signed-in admin, a HEAD or the front door in Hindi with the kept page", async () => {
    await raw("/");
    await raw("/tests/cbc");
    const { sessionToken } = await adminApi(baseUrl, adminPassword);
    const admin = await raw("/tests/cbc", { headers: { Cookie: `${SESSION_COOKIE}=${sessionToken}` } });
    expect(admin.status).toBe(200);
    expect(admin.headers["cache-control"]).toBe("no-store");
    const head = await raw("/tests/cbc", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    const hindi = await raw("/", { headers: { Cookie: "labfront_lang=hi" } });
    expect(hindi.status).toBe(302);
    expect(hindi.headers.location).toBe("/hi");
  });

  it("serves a visitor with a made-up session cookie the shared page", async () => {
    const answer = await raw("/tests/cbc", { headers: { Cookie: "labfront_session=made-up" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).not.toBe("no-store");
  });
});

describe.skipIf(!baseUrl)("the page server's static files", () => {
  it("sends each hashed script compressed at build time, cached for good", async () => {
    // The staff's sign-in names its scripts in module preloads (public pages start theirs later).
    const html = (await raw("/admin-login")).body;
    // The framework chunk (React, React DOM, React Router): the largest script of every page.
    const script = /<link rel="modulepreload" [^>]*href="(\/assets\/framework-[^"]+\.js)"/.exec(html)![1];
    const answer = await raw(script, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await raw(script);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBeLessThan(Number(plain.headers["content-length"]) / 2);
  });
});
