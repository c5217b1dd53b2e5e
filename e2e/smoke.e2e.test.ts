import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { collectPageErrors, launchBrowser, VIEWPORTS } from "./browser.ts";
import { expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";

const baseUrl = inject("baseUrl");

describe.skipIf(!baseUrl)("the running site in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  expectEachTestToLeaveTheDataAsFound(baseUrl);

  it.each(Object.entries(VIEWPORTS))("renders the home page on the server and hydrates under the CSP (%s)", async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    const response = await page.goto(baseUrl);
    expect(response!.status()).toBe(200);
    expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("serves the API and images from the same origin", async () => {
    const packages = await (await fetch(`${baseUrl}/api/packages`)).json();
    expect(packages).toHaveLength(6);
    const image = await fetch(`${baseUrl}${packages[0].imageUrl}?w=320`);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("gives every response its own CSP nonce, also for pages served from the page cache", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl}/tests/cbc`);
      const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html.match(/nonce="([^"]+)"/g)!.every((attr) => attr === `nonce="${nonce}"` || attr === 'nonce=""')).toBe(true);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("answers a path that does not exist with 404", async () => {
    expect((await fetch(`${baseUrl}/no-such-page`)).status).toBe(404);
  });
});
