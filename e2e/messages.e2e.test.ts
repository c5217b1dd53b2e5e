import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWhatsAppStandIn } from "../test/stand-ins/whatsapp-cloud.ts";
import { fillBookingForm, sendBookingForm } from "./booking-walk.ts";
import { collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi } from "./fixtures.ts";
import { type AppProcess, serverUnderTest, startAppProcess } from "./server.ts";

// The shared browser-test servers run with messages off (the desk's manual buttons); this file
// starts a site of its own whose WhatsApp channel is the Cloud API's stand-in (issue 36).
const { baseUrl: sharedServer } = serverUnderTest();
const ADMIN_PASSWORD = "e2e-messages-admin-password";

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
    await updates.check();
    const { reference } = await sendBookingForm(page);

    // The dispatcher sends the approved template, in the booking's language, to the patient's number, once.
    await expect.poll(() => standIn.sendsWith(reference).length, { timeout: 60_000 }).toBe(1);
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
});
