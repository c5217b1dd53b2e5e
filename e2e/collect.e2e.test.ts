import { randomUUID } from "node:crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import type { AdminBookingDetail } from "../domain/booking.ts";
import { collectPageErrors, VIEWPORTS, whenHydrated } from "./browser.ts";
import { collectorSite } from "./collect-fixture.ts";
import { COLLEAGUE_PASSWORD, SESSION_COOKIE } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 35, the collector's day online: the desk assigns two visits of today to one collector
// and one to another; the first signs in on a phone (390×844, touch), sees only their two in
// slot order with the right map link, taps "On my way" (the patient's page says so) and marks
// both collected with the patients' handover codes (a wrong one refused in words beside the
// field first); the desk's day then shows each collected once, and the other collector's visit
// is 403 to them. An "On my way" already sent is undone through the phone's queue, once.
// The site is the file's own, on a clock set to a time of day (collect-fixture.ts).

const SCREENSHOTS = process.env.COLLECT_SCREENSHOTS;

/** A visit of Asha's family for the collector's day (the fixture books it). */
const ashas = (n: number, address: string, window: number) => ({
  people: [
    {
      patientName: `Asha Verma ${"ABC"[n]}`,
      age: 45 + n,
      gender: "female" as const,
      tests: ["cbc", "lipid-profile"],
    },
  ],
  address,
  landmark: "Opposite the park",
  window,
});

describe.skipIf(!serverUnderTest().baseUrl)("the collector's day in Chromium", () => {
  const site = collectorSite();

  it("lets the desk assign, and a collector on a phone work only their own visits, each collected once", async () => {
    const { baseUrl, browser, desk: owner, today } = site;
    const {
      visits: [sunils],
    } = await site.collectorWithVisits({
      name: "Sunil Yadav",
      visits: [ashas(2, "D-3, Sector 15", 0)],
    });
    // Booked out of slot order (the later window first), so the list's order is the slots', not
    // the bookings'; the desk assigns the second in its day view.
    const {
      collector: ravi,
      session,
      phone,
      visits: [second, first],
    } = await site.collectorWithVisits({
      name: "Ravi Kumar",
      visits: [{ ...ashas(1, "House 5, Block C, Sector 50", 3), assigned: false }, ashas(0, "B-12, Sector 27", 1)],
      signedIn: false,
    });

    // The desk assigns Ravi's second visit in its day view (a plain form).
    const desk = await browser.newContext({ viewport: VIEWPORTS.desktop });
    onTestFinished(() => desk.close());
    await desk.addCookies([{ name: SESSION_COOKIE, value: owner.sessionToken, url: baseUrl }]);
    const deskPage = await desk.newPage();
    await deskPage.goto(`${baseUrl}/admin/bookings?date=${today}`);
    await whenHydrated(deskPage);
    // The visit's own row: the innermost list item holding its link.
    const row = deskPage
      .getByRole("listitem")
      .filter({ has: deskPage.getByRole("link", { name: second.reference }) })
      .last();
    await row.getByText("Not assigned").first().waitFor();
    await row.getByLabel(`Collector for ${second.reference}`).selectOption({ label: "Ravi Kumar" });
    await row.getByRole("button", { name: "Assign" }).click();
    await row.getByText("Collector: Ravi Kumar").waitFor();

    // The patients' handover codes, as their manage pages show them.
    const patient = await browser.newContext({ viewport: VIEWPORTS.phone });
    onTestFinished(() => patient.close());
    const patientPage = await patient.newPage();
    const codeOf = async (visit: { managePath: string }) => {
      await patientPage.goto(`${baseUrl}${visit.managePath}`);
      return (await patientPage.locator("[data-handover-code]").innerText()).replace(/\s+/g, "");
    };
    const codes = { first: await codeOf(first), second: await codeOf(second) };
    expect(codes.first).toMatch(/^\d{4}$/);
    expect(codes).toEqual({ first: first.handoverCode, second: second.handoverCode });

    // Ravi signs in on his phone (not signed in yet) and lands on his visits.
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/admin-login`);
    await whenHydrated(page);
    await page.getByLabel("Username").fill(ravi.username);
    await page.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).tap();
    await page.waitForURL(`${baseUrl}/collect`);
    await whenHydrated(page);
    const cards = page.locator("article");
    await expect
      .poll(() => cards.evaluateAll((all) => all.map((a) => a.getAttribute("data-booking"))))
      .toEqual([first.reference, second.reference]);
    const card = (visit: { reference: string }) => page.locator(`article[data-booking="${visit.reference}"]`);
    expect(await card(first).getByRole("link", { name: "Open in maps" }).getAttribute("href")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("B-12, Sector 27, 201301")}`,
    );
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-list.png`, fullPage: true });

    // On my way: the patient's page says so, with Ravi's first name.
    await card(first).getByRole("button", { name: "On my way" }).tap();
    await card(first).getByText("You can undo this for a minute.").waitFor();
    await patientPage.goto(`${baseUrl}${first.managePath}`);
    await patientPage.getByText("Your sample collector is on the way: Ravi").waitFor();

    // A wrong code first: refused in words beside the field, nothing changed.
    await card(first).getByText("Collected", { exact: true }).tap();
    const code = card(first).getByLabel("Handover code the patient reads out");
    await code.fill(String((Number(codes.first) + 1) % 10_000).padStart(4, "0"));
    await card(first).getByRole("button", { name: "Confirm collected" }).tap();
    await card(first)
      .getByRole("alert")
      .getByText(/That is not this visit's code/)
      .waitFor();
    expect(await code.getAttribute("aria-invalid")).toBe("true");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-wrong-code.png`, fullPage: true });
    await code.fill(codes.first.split("").join(" "));
    await card(first).getByRole("button", { name: "Confirm collected" }).tap();
    await card(first).getByText("Undo “Collected”").waitFor();

    await card(second).getByText("Collected", { exact: true }).tap();
    await card(second).getByLabel("Handover code the patient reads out").fill(codes.second);
    await card(second).getByRole("button", { name: "Confirm collected" }).tap();
    await card(second).getByText("Undo “Collected”").waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-collected.png`, fullPage: true });

    // The cash due at the first door, taken by Ravi: the desk's takings show it under his name.
    await card(first).getByText("Cash taken", { exact: true }).tap();
    await card(first).getByRole("button", { name: "Save cash taken" }).tap();
    await expect
      .poll(() =>
        card(first)
          .getByText(/^Collect ₹/)
          .count(),
      )
      .toBe(0);

    // The desk's day: both collected, each once.
    await deskPage.reload();
    for (const visit of [first, second]) {
      const detail = await owner.call<AdminBookingDetail>("GET", `/api/admin/bookings/${visit.id}`);
      expect(detail.status).toBe("sample-collected");
      expect(detail.history.filter((e) => e.what === "status" && e.details?.to === "sample-collected")).toHaveLength(1);
      const onDesk = deskPage
        .getByRole("listitem")
        .filter({ has: deskPage.getByRole("link", { name: visit.reference }) });
      // The badge of the wide layout (the phone layout's own is hidden at this width).
      await onDesk
        .locator("span:visible", { hasText: /^Sample collected$/ })
        .first()
        .waitFor();
    }

    // The same list in Hindi, never kept by a cache and never indexed.
    const hindi = await page.goto(`${baseUrl}/hi/collect`);
    expect(hindi?.headers()["cache-control"]).toBe("no-store");
    await page.getByRole("heading", { level: 1, name: "मेरी विज़िट" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-hindi.png`, fullPage: true });

    const { takings } = await owner.call<{ takings: { byStaff: { staff: string }[] } }>(
      "GET",
      `/api/admin/payments/day`,
    );
    expect(takings.byStaff.map((row) => row.staff)).toContain(ravi.username);

    // Sunil's visit is not Ravi's to touch.
    const other = await fetch(`${baseUrl}/api/collect/visits/${sunils.id}/taps`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${session}`, origin: baseUrl },
      body: JSON.stringify({
        kind: "on-my-way",
        idempotencyKey: randomUUID(),
        tappedAt: new Date().toISOString(),
        date: today,
        window: sunils.window,
      }),
    });
    expect(other.status).toBe(403);
    // The wrong code's answer (a 400, shown as words beside the field) is the browser's only complaint.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    // A busy machine (four browser files at once) took over a minute: the whole day is one test.
  }, 180_000);

  it("undoes an “On my way” already sent through the phone's queue, and the desk and the patient see it reversed once", async () => {
    const { baseUrl, browser, desk } = site;
    const {
      phone,
      visits: [visit],
    } = await site.collectorWithVisits({ name: "Ravi Undo", visits: [ashas(0, "A-5, Sector 18", 2)] });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    // Posts to the API's address are the queue's; without scripts the forms post to the page.
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/collect`);
    await whenHydrated(page);
    const card = page.locator(`article[data-booking="${visit.reference}"]`);

    await card.getByRole("button", { name: "On my way" }).tap();
    // Sent: the list as the server now has it offers the minute's Undo, nothing waits on the phone.
    await card.getByText("You can undo this for a minute.").waitFor();
    expect(await page.locator("[data-waiting-taps]").count()).toBe(0);
    const patient = await browser.newContext({ viewport: VIEWPORTS.phone });
    onTestFinished(() => patient.close());
    const patientPage = await patient.newPage();
    await patientPage.goto(`${baseUrl}${visit.managePath}`);
    await patientPage.getByText("Your sample collector is on the way: Ravi").waitFor();

    // The undo goes into the phone's queue first, which already hides its button: the server's
    // answer is what says it was sent (asserting on the posts before it raced the queue's send).
    const undoAnswered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname.endsWith("/undo"),
    );
    await card.getByRole("button", { name: "Undo “On my way”" }).tap();
    expect((await undoAnswered).ok()).toBe(true);
    await card.getByRole("button", { name: "On my way" }).waitFor();
    await expect.poll(() => card.getByText("You can undo this for a minute.").count()).toBe(0);
    const api = `/api/collect/visits/${visit.id}/taps`;
    expect(posts.filter((path) => path.endsWith("/undo"))).toEqual([
      expect.stringMatching(new RegExp(`^${api}/[^/]+/undo$`)),
    ]);
    expect(posts).not.toContain("/collect");

    // The desk's history: the tap, and its reversal once; the patient's page no longer says it.
    const detail = await desk.call<AdminBookingDetail>("GET", `/api/admin/bookings/${visit.id}`);
    expect(detail.history.filter((e) => e.what === "on-my-way")).toHaveLength(1);
    expect(detail.history.filter((e) => e.what === "tap-undone").map((e) => e.details?.undoes)).toEqual(["on-my-way"]);
    await patientPage.reload();
    await patientPage.locator("[data-handover-code]").waitFor();
    expect(await patientPage.getByText(/Your sample collector is on the way/).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
