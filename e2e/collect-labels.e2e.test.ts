import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import type { CollectorVisit } from "../domain/collect.ts";
import { collectPageErrors, launchBrowserWith, VIEWPORTS, whenHydrated } from "./browser.ts";
import { collectorSite } from "./collect-fixture.ts";
import { SESSION_COOKIE } from "./fixtures.ts";
import { writeLabelVideo } from "./fixtures/label-video.ts";
import { serverUnderTest } from "./server.ts";

// Issue 35, "Sample labels": a collector on a phone (390×844, touch) taps "Scan label" on a
// tube; Chromium's fake camera plays a video of a Code 128 lab label (drawn at test time), the
// headless shell has no BarcodeDetector, so zxing-wasm reads it with its .wasm from our own
// origin, and the label is linked to that person's tube. The same label typed for the other
// tube is refused in words; a label typed with JavaScript off is linked too; the lab scans the
// tube in at /admin/samples and the day shows it arrived for that person. Labels go on the
// tubes of the day's visits: the site is the file's own, on a clock set to a time of day
// (collect-fixture.ts), so a visit of today is there whatever the hour.

const SCREENSHOTS = process.env.COLLECT_SCREENSHOTS;
const SCANNED = "LF24007777";
const TYPED = "LF24008888";

describe.skipIf(!serverUnderTest().baseUrl)("sample labels scanned on the collector's phone", () => {
  let dir = "";
  const site = collectorSite({
    // A browser of its own, whose fake camera plays the label's video.
    async browser() {
      dir = mkdtempSync(path.join(tmpdir(), "labfront-label-video-"));
      const video = path.join(dir, "label.y4m");
      await writeLabelVideo(SCANNED, video);
      return launchBrowserWith([
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ]);
    },
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("links a scanned label to the person's tube, refuses it for another tube, takes a typed one without scripts, and the lab receives it", async () => {
    const { baseUrl, browser, desk: owner } = site;
    const {
      session: raviSession,
      phone,
      visits: [visit],
    } = await site.collectorWithVisits({
      name: "Ravi Kumar",
      visits: [
        {
          people: [{ patientName: "Asha Verma", age: 45, gender: "female", tests: ["cbc", "lipid-profile"] }],
          address: "B-12, Sector 27",
        },
      ],
    });
    const meena = await owner.colleague("lab", "Meena Lab");

    // Only the collector's page opens the camera and WebAssembly; another page keeps them shut.
    const headersOf = async (url: string) =>
      (await fetch(`${baseUrl}${url}`, { headers: { cookie: `${SESSION_COOKIE}=${raviSession}` } })).headers;
    const collectHeaders = await headersOf("/collect");
    expect(collectHeaders.get("permissions-policy")).toBe("camera=(self), microphone=(), geolocation=(), payment=()");
    expect(collectHeaders.get("content-security-policy")).toContain("'wasm-unsafe-eval'");
    const homeHeaders = await headersOf("/");
    expect(homeHeaders.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    expect(homeHeaders.get("content-security-policy")).not.toContain("wasm");

    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const wasm: { url: string; type: string | null }[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".wasm"))
        wasm.push({ url: response.url(), type: response.headers()["content-type"] });
    });
    await page.goto(`${baseUrl}/collect`);
    await whenHydrated(page);
    expect(wasm).toEqual([]);
    const card = page.locator(`article[data-booking="${visit.reference}"]`);
    const lavender = card.locator('[data-tube="edta-lavender-1"]');
    const gold = card.locator('[data-tube="serum-gold-1"]');
    await lavender.getByText("No label yet").waitFor();

    // Scan: the sheet opens on the rear camera, reads the label and links it.
    await lavender.getByRole("button", { name: "Scan label" }).tap();
    const sheet = page.getByRole("dialog", { name: /Scan the label of/ });
    await sheet.waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/labels-scan-sheet.png` });
    await lavender.getByText(`Label ${SCANNED}`, { exact: true }).waitFor({ timeout: 30_000 });
    expect(await sheet.count()).toBe(0);
    expect(wasm).toEqual([
      { url: expect.stringMatching(new RegExp(`^${baseUrl}/assets/.+\\.wasm$`)), type: "application/wasm" },
    ]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/labels-linked.png`, fullPage: true });
    const listed = await fetch(`${baseUrl}/api/collect/visits`, {
      headers: { cookie: `${SESSION_COOKIE}=${raviSession}` },
    });
    const ofVisit = ((await listed.json()) as CollectorVisit[]).find((v) => v.bookingId === visit.id)!;
    expect(ofVisit.labels).toEqual([
      expect.objectContaining({ label: SCANNED, personId: ofVisit.people[0].id, kind: "edta-lavender", tubeNo: 1 }),
    ]);

    // The same label typed for the other tube: refused in words beside it.
    const goldInput = gold.getByLabel("Type the label number");
    await goldInput.fill(SCANNED.toLowerCase());
    await gold.getByRole("button", { name: "Save label" }).tap();
    await gold.getByRole("alert").getByText("This label is already on another tube of this visit (person 1)").waitFor();
    expect(await goldInput.getAttribute("aria-invalid")).toBe("true");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/labels-refused.png`, fullPage: true });
    // The refusal's answer, as the browser logs any 4xx: nothing else went wrong.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);

    // Without JavaScript (or a camera), the typed label is a plain form.
    const plain = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    onTestFinished(() => plain.close());
    await plain.addCookies([{ name: SESSION_COOKIE, value: raviSession, url: baseUrl, httpOnly: true }]);
    const plainPage = await plain.newPage();
    await plainPage.goto(`${baseUrl}/collect`);
    const plainGold = plainPage.locator(`article[data-booking="${visit.reference}"] [data-tube="serum-gold-1"]`);
    expect(await plainGold.getByRole("button", { name: "Scan label" }).count()).toBe(0);
    await plainGold.getByLabel("Type the label number").fill(TYPED);
    await plainGold.getByRole("button", { name: "Save label" }).click();
    await plainPage.waitForURL(`${baseUrl}/collect`);
    await plainPage
      .locator(`article[data-booking="${visit.reference}"] [data-tube="serum-gold-1"]`)
      .getByText(`Label ${TYPED}`, { exact: true })
      .waitFor();

    // The lab scans the lavender tube in: the day shows it arrived for Asha, the gold one labelled, not arrived.
    const lab = await browser.newContext({ viewport: VIEWPORTS.desktop });
    onTestFinished(() => lab.close());
    await lab.addCookies([{ name: SESSION_COOKIE, value: await meena.signIn(), url: baseUrl, httpOnly: true }]);
    const labPage = await lab.newPage();
    const labErrors = collectPageErrors(labPage);
    await labPage.goto(`${baseUrl}/admin/samples?date=${visit.date}`);
    await whenHydrated(labPage);
    const person = labPage
      .getByRole("listitem")
      .filter({ has: labPage.getByText("Asha Verma", { exact: true }) })
      .last();
    await person.getByText(`Labelled ${SCANNED}, not arrived yet`).waitFor();
    await labPage.getByLabel("Scan or type the tube's label").fill(SCANNED);
    await labPage.keyboard.press("Enter");
    await labPage.getByRole("status").getByText(`label ${SCANNED}`).waitFor();
    expect(await labPage.getByRole("status").innerText()).toMatch(/^Received: .+ of Asha Verma \(/);
    // The field is empty again and keeps the focus, for the next tube's scan.
    const labelField = labPage.getByLabel("Scan or type the tube's label");
    expect(await labelField.inputValue()).toBe("");
    expect(await labPage.evaluate(() => document.activeElement?.id)).toBe("receive-label");
    // In the order of draw: the gold tube (typed, not arrived), then the lavender one (arrived).
    await expect
      .poll(() => person.locator("[data-arrival]").allInnerTexts())
      .toEqual([
        expect.stringContaining(`Serum gold (SST) 1: Labelled ${TYPED}, not arrived yet`),
        expect.stringMatching(new RegExp(`EDTA lavender 1: Arrived \\d\\d:\\d\\d · label ${SCANNED}$`)),
      ]);
    await person.getByText("1 of 2 tubes arrived").waitFor();
    if (SCREENSHOTS) {
      await labPage.setViewportSize(VIEWPORTS.desktop);
      await labPage.screenshot({ path: `${SCREENSHOTS}/labels-lab-day.png`, fullPage: true });
    }
    // Tab through: from the label field, the next stop is its button.
    await labPage.getByLabel("Scan or type the tube's label").focus();
    await labPage.keyboard.press("Tab");
    expect(await labPage.evaluate(() => document.activeElement?.textContent)).toBe("Mark received");
    if (SCREENSHOTS) {
      // The control that takes a wrong label off a tube, opened from the keyboard (its focus shown),
      // at a desk and on a phone.
      const takeOff = person.getByText(`Take label ${TYPED} off`);
      await takeOff.focus();
      await labPage.keyboard.press("Enter");
      await person.getByLabel(`Why does label ${TYPED} come off`, { exact: false }).waitFor();
      for (const [size, viewport] of [
        ["desktop", VIEWPORTS.desktop],
        ["phone", VIEWPORTS.phone],
      ] as const) {
        await labPage.setViewportSize(viewport);
        await takeOff.scrollIntoViewIfNeeded();
        await labPage.screenshot({ path: `${SCREENSHOTS}/labels-take-off-${size}.png` });
        await labPage.screenshot({ path: `${SCREENSHOTS}/labels-take-off-${size}-page.png`, fullPage: true });
      }
    }
    expect(labErrors).toEqual([]);
    // Three browser contexts and a camera: over a minute on a busy machine.
  }, 180_000);
});
