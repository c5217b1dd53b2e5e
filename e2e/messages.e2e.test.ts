import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWhatsAppStandIn } from "../test/stand-ins/whatsapp-cloud.ts";
import { fillBookingForm, sendBookingForm } from "./booking-walk.ts";
import { collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi } from "./fixtures.ts";
import { type AppProcess, serverUnderTest, startAppProcess } from "./server.ts";

// The shared browser-test servers run with messages off (the desk's manual buttons); this file
// starts a site of its own whose WhatsApp channel is the Cloud API's stand-in (issue 36).
const { baseUrl: sharedServer } = serverUnderTest();

/**
 * Picks a window two days ahead or more. After the evening's reminder time (19:00 IST by default)
 * a visit of tomorrow booked then gets its reminder at the dispatcher's next turn, beside the
 * confirmation; these tests are about the confirmation, so their visit is never tomorrow's and they
 * count the same sends at any hour.
 */
async function pickWindowAfterTomorrow(page: Page) {
  // The days listed start today, or tomorrow once today's windows are gone: the third is ≥ 2 days on.
  const day = page.locator('input[name="day"]').nth(2);
  await page.locator('label:has(input[name="day"])').nth(2).click();
  const date = await day.getAttribute("value");
  await page.locator(`input[name="slot"][value^="${date}|"]:not([disabled]):visible`).first().check();
}
const ADMIN_PASSWORD = "e2e-messages-admin-password";
/**
 * How long a confirmation may take to reach WhatsApp's stand-in: it goes as the booking commits
 * (the outbox nudges the dispatcher), so this is under the dispatcher's 15 s timer
 * (DISPATCH_INTERVAL_MS) with room for a busy machine: a send that waited for the timer fails here.
 */
const SENT_WITHIN_MS = 10_000;

describe.skipIf(!sharedServer)("updates about a booking, sent by the lab itself", () => {
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let site: AppProcess;
  let dataDir: string;
  let browser: Browser;

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    dataDir = mkdtempSync(path.join(tmpdir(), "labfront-e2e-messages-"));
    site = await startAppProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD, TRUST_PROXY: "true", ...standIn.env });
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.kill();
    await standIn?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks, unticked, whether to send updates; who ticks it gets the confirmation on WhatsApp, and 'Stop these messages' stops the next", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/book/cbc`);
    await whenHydrated(page);

    // Apart from the offers box, and never ticked for the patient.
    const updates = page.getByLabel(/^Send me updates about this booking on WhatsApp/);
    expect(await updates.isChecked()).toBe(false);
    const mobile = "9812345670";
    await fillBookingForm(page, { mobile });
    await pickWindowAfterTomorrow(page);
    await updates.check();
    const { reference } = await sendBookingForm(page);

    // The approved template, in the booking's language, to the patient's number, once, as the booking commits.
    await expect.poll(() => standIn.sendsWith(reference).length, { timeout: SENT_WITHIN_MS }).toBe(1);
    const [confirmation] = standIn.sendsWith(reference);
    expect(confirmation).toMatchObject({ to: `91${mobile}`, template: "labfront_booking_confirmed", language: "en" });

    // Withdrawn on the booking's page; the cancellation after it is not sent.
    await page.getByRole("button", { name: "Stop these messages" }).click();
    await page.getByText("Updates stopped").first().waitFor();
    await page.locator("summary", { hasText: "Cancel this booking" }).click();
    await page.getByRole("button", { name: `Yes, cancel booking ${reference}` }).click();
    await page.getByText("Your booking was cancelled").waitFor();
    expect(errors).toEqual([]);

    // The desk sees the one message and its state; nothing else was queued for this booking.
    const owner = await adminApi(site.baseUrl, ADMIN_PASSWORD);
    const [{ id }] = await owner.call<{ id: string }[]>("GET", `/api/admin/bookings?q=${reference}`);
    const desk = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await desk.addCookies([{ name: "labfront_session", value: owner.sessionToken, url: site.baseUrl }]);
    const deskPage = await desk.newPage();
    await deskPage.goto(`${site.baseUrl}/admin/bookings/${id}`);
    const messages = deskPage.getByRole("region", { name: "Messages" }).getByRole("listitem");
    await expect.poll(() => messages.allInnerTexts()).toEqual([expect.stringMatching(/^Booking confirmed · WhatsApp/)]);
    expect(await messages.first().innerText()).toContain("Sent");
    expect(standIn.sendsWith(reference)).toHaveLength(1);
    await owner.logout();
    await desk.close();
    await context.close();
  });

  it("asks in Hindi on /hi/book, and sends the confirmation of a Hindi booking with the template's Hindi and Hindi words in it", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/hi/book/cbc`);
    await whenHydrated(page);

    // The box's own Hindi wording, unticked.
    const updates = page.getByLabel(/^इस बुकिंग के बारे में मुझे WhatsApp पर जानकारी भेजें: बुकिंग की पुष्टि/);
    expect(await updates.isChecked()).toBe(false);
    const mobile = "9812345671";
    await page.getByLabel("मरीज़ का पूरा नाम").fill("सुनीता शर्मा");
    await page.getByLabel("उम्र (साल में)").fill("52");
    await page.getByLabel("महिला").check();
    await page.getByLabel("मोबाइल नंबर").fill(mobile);
    await page.getByLabel("सैंपल लेने का पता").fill("C-41, सेक्टर 50");
    await page.getByLabel("पिनकोड").fill("201301");
    await pickWindowAfterTomorrow(page);
    await page.getByLabel(/मैंने प्राइवेसी नोटिस पढ़ लिया है/).check();
    await updates.check();
    await page.getByRole("button", { name: "अभी बुक करें" }).click();
    await page.waitForURL(/\/hi\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=booked$/);
    const reference = (await page.getByRole("heading", { level: 1 }).textContent())!.match(/LF-[A-Z0-9]+/)![0];

    // The approved template in Hindi (language `hi`), its "when" in Hindi words, the manage link in Hindi.
    await expect.poll(() => standIn.sendsWith(reference).length, { timeout: SENT_WITHIN_MS }).toBe(1);
    const [confirmation] = standIn.sendsWith(reference);
    expect(confirmation).toMatchObject({ to: `91${mobile}`, template: "labfront_booking_confirmed", language: "hi" });
    const [, when, url] = confirmation.parameters;
    expect(when).toMatch(/[\u0900-\u097F]/);
    expect(when).not.toMatch(/[A-Za-z]/);
    expect(url).toMatch(/\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
