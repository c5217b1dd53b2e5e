import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "../domain/booking.ts";
import { collectPageErrors, VIEWPORTS, whenHydrated } from "./browser.ts";
import { collectorSite } from "./collect-fixture.ts";
import { SESSION_COOKIE } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 35, the collector's phone without signal (docs/decisions/2026-11-28-collect-offline.md):
// the list installs as an app of its own (the manifest as Chromium reads it, the worker's scope),
// is kept by the worker and opens offline with the time it was saved, taps made offline wait on
// the phone (the handover code never written) and reach the server once when the signal returns,
// a wrong code comes back refused in words, a list of another day is not shown, and signing out
// waits for the queue and leaves nothing of the day. An Undo made without signal waits in the
// queue too, and the language link says in words why it does not go. The headers open exactly
// this, on /collect only. The site is the file's own, on a clock set to a time of day
// (collect-fixture.ts).

const SCREENSHOTS = process.env.COLLECT_SCREENSHOTS;

/**
 * How often a page without signal asks the server whether it is back (SIGNAL_CHECK_MS in
 * app/components/collect/use-tap-queue.ts). The tests' phones run the page's timers on a clock the
 * test holds (Playwright's, flowing as the real one) and let these seconds pass at once when the
 * signal returns, rather than wait for them; were the page to ask less often, it would still ask,
 * later, within the tests' minute.
 */
const SIGNAL_CHECK_MS = 15_000;

/** A visit of Meena's for the collector's day (the fixture books it; nothing paid, so no cash form). */
const meenas = (n: number, address: string, window: number) => ({
  people: [{ patientName: `Meena Rawat ${"ABC"[n]}`, age: 50 + n, gender: "female" as const, tests: ["cbc"] }],
  address,
  window,
});

/**
 * The patient's manage page as the server renders it, its scripts left out: what the patient's
 * phone shows of the visit (a fact of the HTML: the page's scripts change none of it).
 */
const patientsPage = async (baseUrl: string, managePath: string) =>
  (await (await fetch(`${baseUrl}${managePath}`)).text()).replace(/<script[\s\S]*?<\/script>/g, "");
/** The handover code the page shows ("4 8 1 5", spaced for reading aloud), its digits only. */
const handoverCodeIn = (html: string) => /data-handover-code[^>]*>([^<]*)</.exec(html)?.[1].replace(/\s+/g, "") ?? "";

describe.skipIf(!serverUnderTest().baseUrl)("the collector's phone without signal", () => {
  const site = collectorSite();

  /** How many taps the screen says wait to be sent ("2 taps waiting to be sent"), 0 when it says none. */
  const waitingLine = (page: Page) => page.locator("[data-waiting-taps]");

  it("keeps the day's list on the phone, queues taps without signal and sends each once when it returns", async () => {
    const { baseUrl, desk: owner } = site;
    const {
      phone,
      visits: [first, second],
    } = await site.collectorWithVisits({
      name: "Ravi Offline",
      visits: [meenas(0, "C-7, Sector 62", 0), meenas(1, "Flat 12, Sector 44", 1)],
    });
    const code = handoverCodeIn(await patientsPage(baseUrl, first.managePath));
    expect(code).toBe(first.handoverCode);
    const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, "0");

    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const sentTaps: { url: string; body: string }[] = [];
    // The taps that reached the server (one tried without signal fails, and is not among them).
    page.on("response", (response) => {
      const request = response.request();
      if (request.method() === "POST" && request.url().includes("/api/collect/visits/"))
        sentTaps.push({ url: request.url(), body: request.postData() ?? "" });
    });
    // The page's timers on a clock the test can move (SIGNAL_CHECK_MS).
    await page.clock.install();
    // The site's clock when the list is made and saved.
    const clockFrom = site.now().getTime();
    await page.goto(`${baseUrl}/collect`);
    await whenHydrated(page);
    const card = (visit: { reference: string }) => page.locator(`article[data-booking="${visit.reference}"]`);
    await card(second).waitFor();

    // Installable: Chromium finds the manifest without errors, and the worker covers /collect.
    const cdp = await phone.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${baseUrl}/collect-app.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({
      start_url: "/collect",
      scope: "/collect",
      display: "standalone",
      icons: [{ sizes: "192x192" }, { sizes: "512x512" }],
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null))
      .toBe(`${baseUrl}/collect`);
    // The day's list is kept (the first visit is saved through the worker once it is active).
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/collect")))).toBe(true);
    // Nothing else of the site: the list and the assets it names.
    const kept = await page.evaluate(async () =>
      (
        await Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
          ),
        )
      ).flat(),
    );
    expect(kept.filter((path) => !path.startsWith("/assets/"))).toEqual(["/collect"]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-online-phone.png`, fullPage: true });

    // No signal: the reload shows the saved list, and says so. Its answer is the worker's copy
    // (the worker's own fetches are cut too, or the fresh page would come back).
    await phone.setOffline(true);
    const offline = await page.reload();
    expect(offline?.headers()["x-labfront-saved-at"]).toBeDefined();
    await whenHydrated(page);
    await page.getByText(/^Saved at \d\d:\d\d — you are offline$/).waitFor();
    // The time the server made the list by its clock (in India), not the machine's (nor the phone's).
    const minutesOfClock: string[] = [];
    for (let minute = Math.floor(clockFrom / 60_000); minute <= Math.floor(site.now().getTime() / 60_000); minute++)
      minutesOfClock.push(new Date(minute * 60_000 + 330 * 60_000).toISOString().slice(11, 16));
    const savedAt = /(\d\d:\d\d)/.exec(await page.getByText(/^Saved at /).innerText())?.[1] ?? "";
    expect(minutesOfClock).toContain(savedAt);
    await card(first).waitFor();

    // Two taps on the first visit, the second with its handover code: both wait on the phone.
    await card(first).getByRole("button", { name: "On my way" }).tap();
    await card(first).getByText("Waiting to be sent: On my way").waitFor();
    await card(first).getByText("Collected", { exact: true }).tap();
    await card(first).getByLabel("Handover code the patient reads out").fill(code);
    await card(first).getByRole("button", { name: "Confirm collected" }).tap();
    await expect.poll(() => waitingLine(page).innerText()).toBe("2 taps waiting to be sent");
    await card(first).getByText("Waiting to be sent: Collected").waitFor();
    // A wrong code on the second visit, also without signal.
    await card(second).getByText("Collected", { exact: true }).tap();
    await card(second).getByLabel("Handover code the patient reads out").fill(wrongCode);
    await card(second).getByRole("button", { name: "Confirm collected" }).tap();
    await expect.poll(() => waitingLine(page).innerText()).toBe("3 taps waiting to be sent");
    // The box that stays in sight while scrolling is one line: the visits stay readable beneath it.
    const box = await page
      .getByRole("status")
      .filter({ has: waitingLine(page) })
      .boundingBox();
    expect(box?.height).toBeLessThanOrEqual(60);
    // The queue on the phone holds the taps, never a handover code.
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const opening = indexedDB.open("labfront-collect");
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const all = opening.result.transaction("taps").objectStore("taps").getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
          };
        }),
    );
    const taps = (
      JSON.parse(stored) as { order: number; fields: Record<string, string>; secretNames: string[] }[]
    ).sort((a, b) => a.order - b.order);
    expect(taps).toHaveLength(3);
    for (const tap of taps) expect(tap.fields).not.toHaveProperty("handoverCode");
    expect(taps.map((tap) => tap.secretNames)).toEqual([[], ["handoverCode"], ["handoverCode"]]);
    expect(stored).not.toContain(`"${code}"`);
    expect(stored).not.toContain(`"${wrongCode}"`);
    expect(sentTaps).toEqual([]);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/collect-offline-waiting-phone.png`, fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.screenshot({ path: `${SCREENSHOTS}/collect-offline-waiting-desktop.png`, fullPage: true });
      await page.setViewportSize(VIEWPORTS.phone);
    }

    // Signing out now would lose them: the page says so and stays.
    await page.getByRole("button", { name: "Sign out" }).tap();
    await page
      .getByRole("alert")
      .getByText("You cannot sign out safely yet: 3 taps are still waiting to be sent. Sign out when you have signal.")
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/collect");

    // The signal returns: the queue goes in order, the first visit collected, the wrong code refused in words.
    await phone.setOffline(false);
    // Through the connection our tests use the phone's `online` event never fires, as on a phone
    // whose data comes back silently: the page finds out by asking (every 15 s, passed at once
    // here) or by its retries.
    await page.clock.runFor(SIGNAL_CHECK_MS);
    await expect.poll(() => waitingLine(page).count(), { timeout: 60_000 }).toBe(0);
    await card(second)
      .getByRole("alert")
      .getByText(/^“Collected” was not saved: That is not this visit's code/)
      .waitFor();
    expect(await card(second).getByLabel("Handover code the patient reads out").getAttribute("aria-invalid")).toBe(
      "true",
    );
    // The digits as typed stay in the field: one is corrected, not four typed again.
    expect(await card(second).getByLabel("Handover code the patient reads out").inputValue()).toBe(wrongCode);
    await card(first).getByText("Undo “Collected”").waitFor();
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/collect-refused-phone.png`, fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.screenshot({ path: `${SCREENSHOTS}/collect-refused-desktop.png`, fullPage: true });
      await page.setViewportSize(VIEWPORTS.phone);
    }

    // Each applied once; the collected tap sent again (an answer lost on the way) changes nothing.
    const collectedTap = sentTaps.find((tap) => tap.url.includes(first.id) && tap.body.includes('"collected"'));
    expect(collectedTap).toBeDefined();
    const again = await page.evaluate(
      async ({ url, body }) =>
        (await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body })).status,
      collectedTap!,
    );
    expect(again).toBe(201);
    const detail = await owner.call<AdminBookingDetail>("GET", `/api/admin/bookings/${first.id}`);
    expect(detail.status).toBe("sample-collected");
    expect(detail.history.filter((e) => e.what === "on-my-way")).toHaveLength(1);
    expect(detail.history.filter((e) => e.what === "status" && e.details?.to === "sample-collected")).toHaveLength(1);
    const refused = await owner.call<AdminBookingDetail>("GET", `/api/admin/bookings/${second.id}`);
    expect(refused.status).not.toBe("sample-collected");

    // A saved list of another day is not shown: the page's own sentence instead, and no visit.
    await phone.setOffline(true);
    await page.evaluate(async () => {
      const cache = await caches.open("collect-day:/collect");
      const saved = (await cache.match("/collect"))!;
      const html = (await saved.text()).replace(/data-list-day="[^"]+"/, 'data-list-day="2000-01-01"');
      await cache.put("/collect", new Response(html, { headers: saved.headers }));
    });
    await page.reload();
    await page
      .getByText(
        "The saved list was of another day, so it is not shown. Connect to the internet to see today's visits.",
      )
      .waitFor();
    expect(await page.content()).not.toContain(first.reference);

    // Back online, signing out leaves nothing of the day: offline, /collect shows nothing of it.
    await phone.setOffline(false);
    await page.goto(`${baseUrl}/collect`);
    await whenHydrated(page);
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/collect")))).toBe(true);
    await page.getByRole("button", { name: "Sign out" }).tap();
    await page.waitForURL(`${baseUrl}/admin-login`);
    expect(
      await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("collect-"))),
    ).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await phone.setOffline(true);
    // No saved page and no worker: the browser's own "no internet" page, nothing of the day.
    expect(await page.goto(`${baseUrl}/collect`).catch(() => null)).toBeNull();
    await page.waitForLoadState("domcontentloaded");
    await expect.poll(() => page.content().catch(() => "navigating")).not.toBe("navigating");
    expect(await page.content()).not.toContain(first.reference);
    await phone.setOffline(false);

    // Without signal the browser logs each fetch that failed (the queue's tries, React Router's
    // discovery of the page's links); besides those, only the wrong code's answer.
    const offlineNoise =
      /^(Failed to load resource: net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches TypeError: Failed to fetch)/;
    expect(errors.filter((error) => !offlineNoise.test(error))).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
  }, 300_000);

  it("keeps an Undo of a sent tap in the queue without signal and applies it once when the signal returns; the language link waits in words", async () => {
    const { baseUrl, desk } = site;
    const {
      phone,
      visits: [visit],
    } = await site.collectorWithVisits({ name: "Ravi Undo", visits: [meenas(2, "G-9, Sector 41", 2)] });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const undos: number[] = [];
    // The Undo's answers from the server (a try without signal fails, and is not among them).
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.url().endsWith("/undo")) undos.push(response.status());
    });
    // The page's timers on a clock the test can move (SIGNAL_CHECK_MS).
    await page.clock.install();
    await page.goto(`${baseUrl}/collect`);
    await whenHydrated(page);
    const card = page.locator(`article[data-booking="${visit.reference}"]`);
    await card.getByRole("button", { name: "On my way" }).tap();
    // Sent: the server's list offers the minute's Undo.
    await card.getByText("You can undo this for a minute.").waitFor();
    expect(await waitingLine(page).count()).toBe(0);

    // The signal goes (the page is not told): the Undo waits on the phone.
    await phone.setOffline(true);
    await card.getByRole("button", { name: "Undo “On my way”" }).tap();
    await card.getByText("Waiting to be sent: Undo “On my way”").waitFor();
    await expect.poll(() => waitingLine(page).innerText()).toBe("1 tap waiting to be sent");
    expect(undos).toEqual([]);

    // The other language's list cannot be fetched: the link says so and the page stays.
    await page.getByRole("link", { name: "हिन्दी" }).tap();
    await page.getByRole("alert").getByText("No signal: the language changes when the signal returns.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/collect");
    await card.getByText("Waiting to be sent: Undo “On my way”").waitFor();

    // The signal returns: the Undo goes, once, and the visit is back to its first tap. The page
    // finds out by asking (SIGNAL_CHECK_MS, passed at once).
    await phone.setOffline(false);
    await page.clock.runFor(SIGNAL_CHECK_MS);
    await expect.poll(() => waitingLine(page).count(), { timeout: 60_000 }).toBe(0);
    await card.getByRole("button", { name: "On my way" }).waitFor();
    await expect.poll(() => card.getByText("You can undo this for a minute.").count()).toBe(0);
    expect(undos.length).toBeGreaterThanOrEqual(1);
    const detail = await desk.call<AdminBookingDetail>("GET", `/api/admin/bookings/${visit.id}`);
    expect(detail.history.filter((e) => e.what === "on-my-way")).toHaveLength(1);
    expect(detail.history.filter((e) => e.what === "tap-undone").map((e) => e.details?.undoes)).toEqual(["on-my-way"]);
    const patientSees = await patientsPage(baseUrl, visit.managePath);
    expect(handoverCodeIn(patientSees)).toBe(visit.handoverCode);
    expect(patientSees).not.toContain("Your sample collector is on the way");

    // Online again, the link goes to the Hindi list.
    await page.getByRole("link", { name: "हिन्दी" }).tap();
    await page.waitForURL(`${baseUrl}/hi/collect`);
    await page.getByRole("heading", { level: 1, name: "मेरी विज़िट" }).waitFor();

    const offlineNoise =
      /^(Failed to load resource: net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches TypeError: Failed to fetch)/;
    expect(errors.filter((error) => !offlineNoise.test(error))).toEqual([]);
  }, 300_000);

  it("opens the worker and the manifest on /collect only; every other answer keeps its headers", async () => {
    const { baseUrl, desk: owner } = site;
    const ravi = await owner.colleague("collector", "Ravi Headers");
    const cookie = `${SESSION_COOKIE}=${await ravi.signIn()}`;
    const headersOf = async (path: string, init: RequestInit = {}) =>
      (await fetch(`${baseUrl}${path}`, { redirect: "manual", ...init, headers: { cookie, ...init.headers } })).headers;

    for (const path of ["/collect", "/hi/collect"]) {
      const csp = (await headersOf(path)).get("content-security-policy");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("worker-src 'self'; manifest-src 'self'");
    }
    const worker = await headersOf("/collect-sw.js");
    expect(worker.get("content-security-policy")).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
    expect(worker.get("cache-control")).toBe("no-cache");
    expect(worker.get("content-type")).toMatch(/^(text|application)\/javascript/);
    // The Hindi list installs as its own app, in Hindi.
    const hindi = await fetch(`${baseUrl}/hi/collect-app.webmanifest`);
    expect(hindi.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(await hindi.json()).toMatchObject({
      start_url: "/hi/collect",
      scope: "/hi/collect",
      short_name: "मेरी विज़िट",
    });

    // Every other page and answer: not a word of the worker's or the manifest's.
    for (const path of ["/", "/admin-login", "/tests"]) {
      const csp = (await fetch(`${baseUrl}${path}`)).headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).not.toMatch(/worker-src|manifest-src/);
    }
    expect((await headersOf("/api/collect/visits")).get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await fetch(`${baseUrl}/favicon.svg`)).headers.get("cache-control")).toBe("public, max-age=3600");

    // Signing out tells the browser to drop what the phone kept.
    const signOut = await headersOf("/logout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
      body: "redirectTo=%2Fadmin-login",
    });
    expect(signOut.get("clear-site-data")).toBe('"cache", "storage"');
  });
});
