import { createHash } from "node:crypto";
import { get as httpGet } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi, expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

describe.skipIf(!baseUrl)("the running site in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());
  expectEachTestToLeaveTheDataAsFound();

  it.each(Object.entries(VIEWPORTS))(
    "renders the home page on the server and hydrates under the CSP (%s)",
    async (_name, viewport) => {
      const page = await browser.newPage({ viewport });
      const errors = collectPageErrors(page);
      const response = await page.goto(baseUrl);
      expect(response!.status()).toBe(200);
      // A shared page allows its inline scripts by their hashes; any refused script would be a page error.
      expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
      await whenHydrated(page);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("paints a page styled from its HTML alone: the stylesheet is inline, and stays through hydration and client navigation", async () => {
    const html = await (await fetch(`${baseUrl}/tests/cbc`)).text();
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // Unstyled, Chromium draws text in its serif default; the site's stylesheet sets system fonts.
    const bodyFont = (page: Page) => page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);

    const withoutScripts = await browser.newPage({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    await withoutScripts.goto(`${baseUrl}/tests/cbc`);
    expect(await bodyFont(withoutScripts)).toContain("system-ui");
    await withoutScripts.close();

    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/tests/cbc`);
    await whenHydrated(page);
    await page.locator('a[href="/packages"]:visible').first().click();
    await page.waitForURL(/\/packages$/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(await bodyFont(page)).toContain("system-ui");
    expect(await page.locator("head style").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Brotli's quality 1 compressed each of React's small writes nearly on its own: My Reports
  // went out 45% larger than the same page compressed whole.
  it.each(["/reports", "/book"])(
    "sends %s, rendered for each visitor, as small as the page compressed whole",
    async (path) => {
      const raw = await new Promise<Buffer>((resolve, reject) => {
        const request = httpGet(`${baseUrl}${path}`, { headers: { "accept-encoding": "br" } }, (response) => {
          expect(response.headers["content-encoding"]).toBe("br");
          expect(response.headers["cache-control"]).toContain("no-store");
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(Buffer.concat(chunks)));
        });
        request.on("error", reject);
      });
      const html = brotliDecompressSync(raw);
      expect(html.toString()).toContain("</html>");
      const whole = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      expect(raw.length).toBeLessThan(whole.length * 1.1);
    },
  );

  it("serves the API and images from the same origin", async () => {
    const packages = await (await fetch(`${baseUrl}/api/packages`)).json();
    expect(packages).toHaveLength(6);
    const image = await fetch(`${baseUrl}${packages[0].imageUrl}?w=320`);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("serves a cached page as the same bytes to everyone, compressed once, its inline scripts allowed by their hashes", async () => {
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl}/tests/cbc`, { headers: { "accept-encoding": "br" } });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("vary")).toContain("accept-encoding");
      answers.push({ csp: response.headers.get("content-security-policy")!, html: await response.text() });
    }
    expect(answers[1]).toEqual(answers[0]);
    const { csp, html } = answers[0];
    expect(csp).not.toContain("'nonce-");
    expect(html).not.toMatch(/nonce="[^"]/);
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
  });

  it("gives a page rendered for one visitor its own CSP nonce per response", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl}/reports`);
      const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends a patient's phone no schema code (zod stays in the admin area and on the server) and at most 100 KB of script", async () => {
    const [pkg] = (await (await fetch(`${baseUrl}/api/packages`)).json()) as { id: string }[];
    // The booking's own page too: what a patient opens from the confirmation, on their phone.
    // Signed out when the test ends, after bookVisit's clean-up (the later-registered runs first).
    const owner = await adminApi(baseUrl, adminPassword);
    onTestFinished(() => owner.logout());
    const { managePath } = await owner.bookVisit({
      ip: "203.0.113.77",
      mobile: "9811122233",
      people: [{ patientName: "Asha Verma", age: 45, gender: "female", tests: ["cbc"] }],
    });
    for (const path of [
      "/",
      "/tests",
      "/tests/cbc",
      "/packages",
      `/packages/${pkg.id}`,
      "/book",
      "/book/cbc",
      "/hi/book/cbc",
      "/reports",
      "/bookings/find",
      managePath,
      "/about",
    ]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      // The modules the page's boot script imports, and every module they import in turn.
      const scripts = new Set([...html.matchAll(/(?:href="|import[^"]*")(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
      expect(scripts.size, path).toBeGreaterThan(0);
      let gzipBytes = 0;
      for (const script of scripts) {
        const code = await (await fetch(`${baseUrl}${script}`)).text();
        expect(code, `${path} loads ${script}`).not.toContain("ZodError");
        // As the build compresses it (scripts/build-web.ts).
        gzipBytes += gzipSync(code, { level: 9 }).length;
        for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
          scripts.add(`/assets/${imported}`);
      }
      expect(
        [...scripts].some((script) => script.includes("/framework-")),
        `${path} reaches the framework chunk`,
      ).toBe(true);
      // The budget (docs/decisions/2026-11-22-javascript-budget.md): a first visit's script, gzip.
      expect(gzipBytes, `${path}: ${(gzipBytes / 1000).toFixed(1)} KB of script, gzip`).toBeLessThanOrEqual(100_000);
    }
  });

  it("answers a path that does not exist with 404", async () => {
    expect((await fetch(`${baseUrl}/no-such-page`)).status).toBe(404);
  });
});
