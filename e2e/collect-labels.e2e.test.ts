import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { CollectorVisit } from "../domain/collect.ts";
import { WEEKDAYS } from "../domain/slots.ts";
import { collectPageErrors, launchBrowserWith, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, expectEachTestToLeaveTheDataAsFound, SESSION_COOKIE } from "./fixtures.ts";
import { writeLabelVideo } from "./fixtures/label-video.ts";
import { serverUnderTest } from "./server.ts";

// Issue 35, "Sample labels": a collector on a phone (390×844, touch) taps "Scan label" on a
// tube; Chromium's fake camera plays a video of a Code 128 lab label (drawn at test time), the
// headless shell has no BarcodeDetector, so zxing-wasm reads it with its .wasm from our own
// origin, and the label is linked to that person's tube. The same label typed for the other
// tube is refused in words; a label typed with JavaScript off is linked too; the lab scans the
// tube in at /admin/samples and the day shows it arrived for that person.

const { baseUrl, adminPassword } = serverUnderTest();
const SCREENSHOTS = process.env.COLLECT_SCREENSHOTS;
const SCANNED = "LF24007777";
const TYPED = "LF24008888";

/** Today in India: labels go on the tubes of the day's visits. */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe.skipIf(!baseUrl)("sample labels scanned on the collector's phone", () => {
  let browser: Browser;
  let owner: AdminApi;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "labfront-label-video-"));
    const video = path.join(dir, "label.y4m");
    await writeLabelVideo(SCANNED, video);
    browser = await launchBrowserWith([
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    owner = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await owner?.logout();
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  expectEachTestToLeaveTheDataAsFound();

  /**
   * A home visit of today: the lab's windows opened round the clock for the test (and put back
   * after it), so a window of today is still free whenever the test runs.
   */
  async function bookToday(mobile: string) {
    const {
      updatedAt: _at,
      updatedBy: _by,
      ...settings
    } = await owner.call<Record<string, unknown>>("GET", "/api/settings");
    await owner.call("PUT", "/api/settings", {
      ...settings,
      slotStart: "00:00",
      slotEnd: "23:45",
      slotMinutes: 15,
      minLeadHours: 0,
      daysOpen: [...WEEKDAYS],
    });
    onTestFinished(() => owner.call("PUT", "/api/settings", settings));
    const date = today();
    const day = (await (await fetch(`${baseUrl}/api/bookings/availability?date=${date}`)).json()) as {
      slots: { window: string; placesLeft: number }[];
    };
    const free = day.slots.find((s) => s.placesLeft > 0);
    if (!free) throw new Error(`No window of ${date} has a place`);
    const made = await fetch(`${baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.135" },
      body: JSON.stringify({
        people: [{ patientName: "Asha Verma", age: 45, gender: "female", tests: ["cbc", "lipid-profile"] }],
        mobile,
        collectionType: "home",
        address: "B-12, Sector 27",
        pincode: "201301",
        date,
        window: free.window,
        consent: true,
        idempotencyKey: randomUUID(),
      }),
    });
    if (made.status !== 201) throw new Error(`POST /api/bookings answered ${made.status}: ${await made.text()}`);
    onTestFinished(() => owner.eraseBookingsOf(mobile));
    const { reference } = (await made.json()) as { reference: string };
    const [{ id }] = await owner.call<{ id: string }[]>("GET", `/api/admin/bookings?q=${reference}`);
    return { id, reference, date };
  }

  it("links a scanned label to the person's tube, refuses it for another tube, takes a typed one without scripts, and the lab receives it", async () => {
    const visit = await bookToday(`96${String(35_135_000 + (Date.now() % 1000)).padStart(8, "0")}`);
    const ravi = await owner.colleague("collector", "Ravi Kumar");
    const meena = await owner.colleague("lab", "Meena Lab");
    await owner.call("POST", `/api/admin/bookings/${visit.id}/collector`, { collectorId: ravi.userId });
    const raviSession = await ravi.signIn();

    // Only the collector's page opens the camera and WebAssembly; another page keeps them shut.
    const headersOf = async (url: string) =>
      (await fetch(`${baseUrl}${url}`, { headers: { cookie: `${SESSION_COOKIE}=${raviSession}` } })).headers;
    const collectHeaders = await headersOf("/collect");
    expect(collectHeaders.get("permissions-policy")).toBe("camera=(self), microphone=(), geolocation=(), payment=()");
    expect(collectHeaders.get("content-security-policy")).toContain("'wasm-unsafe-eval'");
    const homeHeaders = await headersOf("/");
    expect(homeHeaders.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    expect(homeHeaders.get("content-security-policy")).not.toContain("wasm");

    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    onTestFinished(() => phone.close());
    await phone.addCookies([{ name: SESSION_COOKIE, value: raviSession, url: baseUrl, httpOnly: true }]);
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
    expect(labErrors).toEqual([]);
  });
});
