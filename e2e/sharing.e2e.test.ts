import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { HealthPackage } from "../domain/health-package.ts";
import { cityListsUnlikeThePicker, unkeptPromises } from "../test/honest-copy.ts";
import { STATIC_PAGES } from "../app/lib/site-map.ts";
import { connectBrowser, sharedTabs, VIEWPORTS } from "./browser.ts";
import { type AdminApi, adminApi, contentOf, expectEachTestToLeaveTheDataAsFound, SESSION_COOKIE } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 11 items 5 and 6: what a link shared on WhatsApp shows (Open Graph, the X card, a
// picture of the stated size), the JSON-LD search engines read, and words the site can keep.

const { baseUrl, adminPassword } = serverUnderTest();
/** The site's public address (PUBLIC_ORIGIN defaults to localhost), which every absolute URL uses. */
const siteOrigin = baseUrl && `http://localhost:${new URL(baseUrl).port}`;
/** The same address fetched from this test, through the address the server listens on. */
const fromHere = (url: string) => `${baseUrl}${url.slice(siteOrigin.length)}`;

type Head = { meta: Record<string, string>; canonical: string | null; jsonLd: Record<string, unknown>[] };

/** The head as a crawler reads it: meta by property or name, the canonical link, the JSON-LD parsed. */
async function headOf(page: Page): Promise<Head> {
  const { meta, canonical, scripts } = await page.evaluate(() => ({
    meta: Object.fromEntries(
      [...document.head.querySelectorAll("meta[property], meta[name]")].map((tag) => [
        tag.getAttribute("property") ?? tag.getAttribute("name"),
        tag.getAttribute("content") ?? "",
      ]),
    ),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    scripts: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    ),
  }));
  return { meta, canonical, jsonLd: scripts.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((block) => [block["@type"]].flat().includes(type));

describe.skipIf(!baseUrl)("sharing a page", () => {
  let browser: Browser;
  let api: AdminApi;
  /** Each picture is fetched once: its answer does not depend on who asks. */
  const pictures = new Map<
    string,
    Promise<{ status: number; type: string | null; width?: number; height?: number; format?: string }>
  >();
  const picture = (url: string) => {
    if (!pictures.has(url)) {
      pictures.set(
        url,
        fetch(fromHere(url)).then(async (response) => {
          const bytes = Buffer.from(await response.arrayBuffer());
          const { width, height, format } = response.ok ? await sharp(bytes).metadata() : {};
          return { status: response.status, type: response.headers.get("content-type"), width, height, format };
        }),
      );
    }
    return pictures.get(url)!;
  };

  beforeAll(async () => {
    browser = await connectBrowser();
    api = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await api?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  // The tests only read pages (the one that gives a package and a test a picture does it
  // through the API), so each size has one tab, navigated from page to page.
  const open = sharedTabs(() => browser, baseUrl);
  async function visit(path: string, viewport: keyof typeof VIEWPORTS) {
    const { page, errors, status } = await open(path, viewport);
    expect(status, path).toBe(200);
    return { page, errors, head: await headOf(page) };
  }

  /** What WhatsApp, Facebook and X read, and the picture they fetch: there, and of the size stated. */
  async function expectASharedLinkToShowAPicture(head: Head, path: string) {
    const { meta } = head;
    for (const key of ["og:title", "og:description", "og:type", "og:image:alt", "twitter:title", "twitter:description"])
      expect(meta[key], `${path} ${key}`).toBeTruthy();
    expect(meta["og:url"], path).toBe(head.canonical);
    expect(meta["og:url"], path).toBe(`${siteOrigin}${path}`);
    expect(meta["twitter:card"], path).toBe("summary_large_image");
    expect(meta["twitter:image"], path).toBe(meta["og:image"]);
    expect(meta["og:image"], path).toMatch(new RegExp(`^${siteOrigin}/`));
    const shown = await picture(meta["og:image"]);
    expect(shown.status, `${path} ${meta["og:image"]}`).toBe(200);
    expect(shown.type, path).toBe(meta["og:image:type"]);
    expect([shown.width, shown.height], path).toEqual([
      Number(meta["og:image:width"]),
      Number(meta["og:image:height"]),
    ]);
    expect(shown.width, path).toBeGreaterThanOrEqual(1200);
  }

  /**
   * The heads each size's first test read, by path: the JSON-LD test reads them again rather than
   * loading the same pages a second time (the data is the same between the two tests; the third,
   * which gives a test and a package a picture, loads its pages itself).
   */
  const headsRead = new Map<string, Head>();
  async function headAt(path: string, viewport: keyof typeof VIEWPORTS) {
    return headsRead.get(`${viewport} ${path}`) ?? (await visit(path, viewport)).head;
  }

  const publicPages = async () => {
    const [firstPackage] = await api.call<HealthPackage[]>("GET", "/api/packages?pageSize=1");
    return [...STATIC_PAGES.map((page) => page.path), "/tests/cbc", `/packages/${firstPackage.id}`];
  };

  for (const viewport of ["phone", "desktop"] as const) {
    const size = `${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height}`;

    it(`every public page has Open Graph and an X card whose picture loads at its stated size, valid JSON-LD, and honest words (${size})`, async () => {
      const paths = await publicPages();
      expect(paths).toEqual(
        expect.arrayContaining([
          "/",
          "/tests",
          "/packages",
          "/labs",
          "/about",
          "/terms",
          "/privacy",
          "/home-collection",
          "/careers",
          "/corporate",
          "/book",
          "/reports",
        ]),
      );
      for (const path of paths) {
        const { page, errors, head } = await visit(path, viewport);
        headsRead.set(`${viewport} ${path}`, head);
        await expectASharedLinkToShowAPicture(head, path);
        // A page without a picture of its own shows the lab's card.
        if (!path.startsWith("/packages/")) expect(head.meta["og:image"], path).toBe(`${siteOrigin}/share-card.png`);
        for (const block of head.jsonLd) expect(block["@context"], path).toBe("https://schema.org");
        const words = await page.locator("body").innerText();
        expect(cityListsUnlikeThePicker(words), path).toEqual([]);
        expect(unkeptPromises(words), path).toEqual([]);
        expect(errors, path).toEqual([]);
      }
    });

    it(`describes the lab, a test and a package in JSON-LD the way schema.org defines them (${size})`, async () => {
      for (const path of ["/", "/labs"]) {
        const head = await headAt(path, viewport);
        const [lab] = ofType(head, "DiagnosticLab");
        expect(lab, path).toMatchObject({
          "@type": ["DiagnosticLab", "MedicalBusiness"],
          openingHours: "Mo-Su 07:00-21:00",
          address: {
            "@type": "PostalAddress",
            addressLocality: "Noida",
            addressRegion: "Uttar Pradesh",
            addressCountry: "IN",
          },
          areaServed: [
            { "@type": "City", name: "Delhi" },
            { "@type": "City", name: "Noida" },
            { "@type": "City", name: "Gurgaon" },
          ],
        });
      }

      const test = await headAt("/tests/cbc", viewport);
      const [medicalTest] = ofType(test, "MedicalTest");
      expect(medicalTest).toMatchObject({ name: "Complete Blood Count (CBC)" });
      expect(medicalTest).not.toHaveProperty("offers");
      expect(ofType(test, "Service")[0]).toMatchObject({
        offers: { "@type": "Offer", price: 319, priceCurrency: "INR", url: `${siteOrigin}/book/cbc` },
      });

      const [firstPackage] = await api.call<HealthPackage[]>("GET", "/api/packages?pageSize=1");
      const pkg = await headAt(`/packages/${firstPackage.id}`, viewport);
      expect(ofType(pkg, "Product")[0]).toMatchObject({
        name: firstPackage.name,
        offers: { "@type": "Offer", price: firstPackage.discountedPrice ?? firstPackage.price, priceCurrency: "INR" },
      });
    });

    it(`a test or package with its own image shares that image, as a 1280 px JPEG from the image route (${size})`, async () => {
      const image = await uploadWideImage(api);
      const created = await api.call<HealthPackage>("POST", "/api/packages", {
        name: "Sharing Test Checkup",
        description: "A package made by the sharing browser test.",
        category: "women",
        price: 999,
        discountedPrice: 699,
        tests: ["Thyroid Profile (T3, T4, TSH)", "Complete Blood Count (CBC)"],
        isFeatured: false,
        imageId: image.id,
      });
      onTestFinished(() => api.call("DELETE", `/api/packages/${created.id}`));
      const restoreCbc = await api.snapshotTest("cbc");
      onTestFinished(restoreCbc);
      await api.call("PUT", "/api/tests/cbc", { ...contentOf(await api.adminTest("cbc")), imageId: image.id });

      for (const path of [`/packages/${created.id}`, "/tests/cbc"]) {
        const { head } = await visit(path, viewport);
        expect(head.meta["og:image"], path).toBe(`${siteOrigin}/api/images/${image.id}?w=1280&fm=jpeg`);
        expect([head.meta["og:image:width"], head.meta["og:image:height"]], path).toEqual(["1280", "720"]);
        await expectASharedLinkToShowAPicture(head, path);
        expect((await picture(head.meta["og:image"])).format, path).toBe("jpeg");
      }
    });
  }
});

/** A 1600×900 photo-sized upload: wider than the share width, so the 1280 variant is a real resize. */
async function uploadWideImage(api: AdminApi): Promise<{ id: string }> {
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0e7490" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "share.jpg");
  const response = await fetch(`${baseUrl}/api/images`, {
    method: "POST",
    headers: { cookie: `${SESSION_COOKIE}=${api.sessionToken}`, origin: baseUrl },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`Uploading an image answered ${response.status}: ${await response.text()}`);
  return response.json();
}
