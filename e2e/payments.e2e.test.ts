import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { BookingPayments, DeskDayPayments } from "../domain/payment.ts";
import { formatPaise } from "../domain/payment-rules.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS } from "./browser.ts";
import { type AdminApi, adminApi, expectEachTestToLeaveTheDataAsFound, signedInContext } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 22, payments at the desk: a receptionist takes cash and UPI for a visit, sees the
// balance and the day's takings, and the patient downloads the receipt from the manage page.

const { baseUrl, adminPassword } = serverUnderTest();
const MOBILE = "9811022022";
const istDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!baseUrl)("payments at the desk in Chromium", () => {
  let browser: Browser;
  let api: AdminApi;

  beforeAll(async () => {
    browser = await connectBrowser();
    api = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await api?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  const bookVisit = (mobile: string, patientName: string) =>
    api.bookVisit({
      ip: "198.51.100.22",
      mobile,
      people: [{ patientName, age: 47, gender: "female", tests: ["cbc", "lipid-profile"] }],
    });

  it("staff record a cash and a UPI payment, see the balance and the day's takings; the patient downloads the receipt", async () => {
    const { id, reference, managePath, slot } = await bookVisit(MOBILE, "Bhavna Achterberg");
    const today = istDate(0);
    const before = await api.call<DeskDayPayments>("GET", `/api/admin/payments/day?date=${today}`);
    const { duePaise } = await api.call<BookingPayments>("GET", `/api/admin/bookings/${id}/payments`);

    // The receptionist, at the desk computer.
    // bypassCSP: axe is injected as a script, which the page's CSP refuses.
    const staff = await signedInContext(browser, baseUrl, api, { viewport: VIEWPORTS.desktop, bypassCSP: true });
    const page = await staff.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/admin/bookings/${id}`);
    const payments = page.getByRole("region", { name: "Payments" });
    await payments.getByText(`Unpaid: ${formatPaise(duePaise)} due`).waitFor();
    // The amount starts at the balance due.
    const amount = payments.getByLabel("Amount (₹)");
    expect(await amount.inputValue()).toBe(String(duePaise / 100));

    // A mistake is said beside its field, and nothing is recorded.
    await amount.fill("3OO");
    await payments.getByRole("button", { name: "Record payment" }).click();
    await payments.getByText("Enter the amount in rupees, in digits (1,499 or 1499.50)").waitFor();
    await payments.getByText("Choose cash, UPI or card").waitFor();
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    expect(
      await accessibilityProblems(page, { least: "minor", within: 'section[aria-labelledby="payments-heading"]' }),
    ).toEqual([]);
    expect(await accessibilityProblems(page)).toEqual([]);

    await amount.fill("300");
    await payments.getByLabel("Cash").check();
    await payments.getByRole("button", { name: "Record payment" }).click();
    await page.getByText("Cash payment of ₹300.00 recorded").waitFor();
    await payments.getByText(`Balance due ${formatPaise(duePaise - 30000)}`).waitFor();

    await payments.getByLabel("Amount (₹)").fill("200.50");
    await payments.getByLabel("UPI").check();
    await payments.getByLabel("UPI transaction reference (UTR)").fill("412345678901");
    await payments.getByRole("button", { name: "Record payment" }).click();
    await page.getByText("UPI payment of ₹200.50 recorded").waitFor();
    const balance = duePaise - 50050;
    await payments.getByText(`Balance due ${formatPaise(balance)}`).waitFor();
    const entries = payments.getByRole("list", { name: "Payments and refunds" }).getByRole("listitem");
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(1).textContent()).toContain("ref. 412345678901");
    // Each is in the booking's history.
    await page.getByText("Payment of ₹200.50, UPI (ref. 412345678901)").waitFor();

    // The day of the visit shows its payment state; today's view the takings by mode and staff member.
    await page.goto(`${baseUrl}/admin/bookings?date=${slot.date}`);
    const row = page.getByRole("listitem").filter({ hasText: reference });
    await row.getByText(`Balance due ${formatPaise(balance)}`).waitFor();
    await page.goto(`${baseUrl}/admin/bookings?date=${today}`);
    const takings = page.getByRole("region", { name: "Takings for the end-of-day count" });
    const byMode = takings.getByRole("table", { name: "By mode" });
    const modeTotal = (mode: string) => before.takings.byMode.find((m) => m.mode === mode)!.paise;
    expect(await byMode.getByRole("row", { name: /Cash/ }).textContent()).toContain(
      formatPaise(modeTotal("cash") + 30000),
    );
    expect(await byMode.getByRole("row", { name: /UPI/ }).textContent()).toContain(
      formatPaise(modeTotal("upi") + 20050),
    );
    const adminBefore = before.takings.byStaff.find((s) => s.staff === "admin")?.paise ?? 0;
    const byStaff = takings.getByRole("table", { name: "By staff member" });
    const adminRow = await byStaff.getByRole("row", { name: /admin/ }).textContent();
    expect(adminRow).toContain(formatPaise(adminBefore + 50050));
    // What the admin hands over, mode by mode.
    const adminMode = (mode: string) =>
      before.takings.byStaff.find((s) => s.staff === "admin")?.byMode.find((m) => m.mode === mode)?.paise ?? 0;
    expect(adminRow).toContain(`Cash ${formatPaise(adminMode("cash") + 30000)}`);
    expect(adminRow).toContain(`UPI ${formatPaise(adminMode("upi") + 20050)}`);
    expect(await takings.textContent()).toContain(formatPaise(before.takings.total.paise + 50050));
    expect(await accessibilityProblems(page)).toEqual([]);

    // The patient, on a phone, through the manage link.
    const patient = await browser.newContext({ viewport: VIEWPORTS.phone, acceptDownloads: true });
    const phone = await patient.newPage();
    await phone.goto(`${baseUrl}${managePath}`);
    const paid = phone.getByRole("region", { name: "Payment" });
    await paid.getByText(`balance due ${formatPaise(balance)}`).waitFor();
    const [download] = await Promise.all([
      phone.waitForEvent("download"),
      paid.getByRole("link", { name: "Download receipt (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}-receipt.pdf`);
    // The browser runs apart from this test: the file is copied here to be read.
    const saved = path.join(await mkdtemp(path.join(tmpdir(), "labfront-receipt-")), "receipt.pdf");
    onTestFinished(() => rm(path.dirname(saved), { recursive: true, force: true }));
    await download.saveAs(saved);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(saved))), {
      mergePages: true,
    });
    expect(text).toContain(reference);
    expect(text).toContain("Bhavna Achterberg");
    expect(text).toContain(`Cash ${formatPaise(30000, { symbol: "Rs. " })}`);
    expect(text).toContain(`UPI (ref. 412345678901) ${formatPaise(20050, { symbol: "Rs. " })}`);
    expect(text).toContain(`Balance due ${formatPaise(balance, { symbol: "Rs. " })}`);

    // The patient cannot come: the desk cancels, takes no more money, and gives back what was paid.
    await page.goto(`${baseUrl}/admin/bookings/${id}`);
    await page.getByRole("button", { name: "Cancel booking…" }).click();
    await page.getByLabel("Reason").fill("Patient travelling");
    await page.getByRole("button", { name: "Cancel booking", exact: true }).click();
    await payments.getByText(`Overpaid: refund ${formatPaise(50050)}`).waitFor();
    await payments.getByText("This booking is cancelled: no payment can be taken.").waitFor();
    expect(await payments.getByRole("button", { name: "Record payment" }).count()).toBe(0);
    await payments.getByRole("button", { name: "Give a refund…" }).click();
    const refund = page.getByRole("dialog", { name: `Refund on ${reference}` });
    expect(await refund.getByLabel("Amount to give back (₹)").inputValue()).toBe("500.50");
    await refund.getByLabel("Cash").check();
    await refund.getByRole("button", { name: "Record refund" }).click();
    await refund.getByText("Say why the money is given back").waitFor();
    // A reason naming the patient, in the other script, is refused beside the field: it would outlive an erasure.
    await refund.getByLabel("Reason").fill("भावना को वापस");
    await refund.getByRole("button", { name: "Record refund" }).click();
    await refund
      .getByText("A reason stays after the patient's data is erased, so it may not name them", { exact: false })
      .waitFor();
    expect(await refund.getByLabel("Reason").getAttribute("aria-invalid")).toBe("true");
    await refund.getByLabel("Reason").fill("Booking cancelled");
    await refund.getByRole("button", { name: "Record refund" }).click();
    await page.getByText(`Refund of ${formatPaise(50050)} recorded`).waitFor();
    await payments.getByText("Nothing due").waitFor();
    // The one error the browser saw is the answer refusing the reason that named the patient.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await staff.close();

    // The patient's page, opened again on their phone, says so.
    await phone.goto(`${baseUrl}${managePath}`);
    await phone.getByText("Cancelled", { exact: true }).waitFor();
    await phone.getByRole("region", { name: "Payment" }).getByText("what you paid was refunded").waitFor();
    await patient.close();
  });

  it("records a payment sent twice at once one time, and asks before recording a reference the visit already has", async () => {
    const { id } = await bookVisit("9811022023", "Chandni Achterberg");
    const entries = async () => (await api.call<BookingPayments>("GET", `/api/admin/bookings/${id}/payments`)).payments;
    const staff = await signedInContext(browser, baseUrl, api, { viewport: VIEWPORTS.desktop });
    onTestFinished(() => staff.close());
    const page = await staff.newPage();
    const errors = collectPageErrors(page);
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.url().endsWith(`/api/admin/bookings/${id}/payments`))
        answers.push(response.status());
    });
    await page.goto(`${baseUrl}/admin/bookings/${id}`);
    const payments = page.getByRole("region", { name: "Payments" });
    const form = payments.locator("form", { has: page.getByRole("heading", { name: "Record a payment" }) });
    await form.getByLabel("Amount (₹)").fill("250");
    await form.getByLabel("UPI").check();
    await form.getByLabel("UPI transaction reference (UTR)").fill("UTR123456789");

    // A double tap on a slow connection: the form is sent twice before the button is disabled.
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect.poll(() => answers, { timeout: 20_000 }).toEqual([201, 201]);
    await page.getByText("UPI payment of ₹250.00 recorded").first().waitFor();
    expect((await entries()).map((p) => p.amountPaise)).toEqual([25000]);
    await payments.getByRole("list", { name: "Payments and refunds" }).getByRole("listitem").first().waitFor();
    expect(await payments.getByRole("list", { name: "Payments and refunds" }).getByRole("listitem").count()).toBe(1);

    // The same transaction typed again: a question beside the form, and nothing recorded.
    await form.getByLabel("Amount (₹)").fill("250");
    await form.getByLabel("UPI").check();
    await form.getByLabel("UPI transaction reference (UTR)").fill("utr123456789");
    await form.getByRole("button", { name: "Record payment" }).click();
    const question = form.getByRole("alert").filter({ hasText: "Record it again?" });
    await question.waitFor();
    expect(await question.textContent()).toMatch(
      /This reference UTR123456789 was already recorded for this visit: ₹250\.00 on \d{1,2} [A-Z][a-z]{2} at \d{2}:\d{2}\. Record it again\?/,
    );
    expect(await entries()).toHaveLength(1);
    // Going back to correct it keeps what was typed and puts the cursor in the reference.
    await question.getByRole("link", { name: "No, correct the reference" }).click();
    await question.waitFor({ state: "detached" });
    const referenceField = form.getByLabel("UPI transaction reference (UTR)");
    await expect
      .poll(() => referenceField.evaluate((field) => field === document.activeElement), { timeout: 20_000 })
      .toBe(true);
    expect(await referenceField.inputValue()).toBe("utr123456789");
    expect(await form.getByLabel("Amount (₹)").inputValue()).toBe("250");

    // Staff mean it (a second payment with the same reference): confirmed, it is recorded.
    await form.getByRole("button", { name: "Record payment" }).click();
    await question.getByRole("button", { name: "Yes, record it again" }).click();
    const lines = payments.getByRole("list", { name: "Payments and refunds" }).getByRole("listitem");
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(2);
    expect((await entries()).map((p) => p.amountPaise)).toEqual([25000, 25000]);
    expect(answers).toEqual([201, 201, 409, 409, 201]);
    // The 409s asked the question: the browser notes them in its console, and nothing else went wrong.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });

  it("without JavaScript, sends the form's key, records a resent form once, and asks about a repeated reference", async () => {
    const { id } = await bookVisit("9811022024", "Dhruv Achterberg");
    const entries = async () => (await api.call<BookingPayments>("GET", `/api/admin/bookings/${id}/payments`)).payments;
    const staff = await signedInContext(browser, baseUrl, api, { javaScriptEnabled: false });
    onTestFinished(() => staff.close());
    const page = await staff.newPage();
    await page.goto(`${baseUrl}/admin/bookings/${id}`);
    const form = () =>
      page
        .getByRole("region", { name: "Payments" })
        .locator("form", { has: page.getByRole("heading", { name: "Record a payment" }) });
    const key = await form().locator('input[name="idempotencyKey"]').inputValue();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await form().getByLabel("Amount (₹)").fill("250");
    await form().getByRole("radio", { name: "UPI" }).check();
    await form().getByLabel("UPI reference (UTR) or card approval code").fill("UTR123456789");
    await form().getByRole("button", { name: "Record payment" }).click();
    await page.waitForURL(`${baseUrl}/admin/bookings/${id}`);
    expect((await entries()).map((p) => p.amountPaise)).toEqual([25000]);
    // The same form sent again (the browser's resend): the key answers the entry it made.
    const resent = await staff.request.post(`${baseUrl}/admin/bookings/${id}`, {
      form: { amount: "250", mode: "upi", reference: "UTR123456789", idempotencyKey: key },
      headers: { origin: baseUrl },
      maxRedirects: 0,
    });
    expect(resent.status()).toBe(302);
    expect(await entries()).toHaveLength(1);
    // A new form, a new key.
    expect(await form().locator('input[name="idempotencyKey"]').inputValue()).not.toBe(key);

    // The same reference again: the page comes back with the question and what was typed.
    await form().getByLabel("Amount (₹)").fill("250");
    await form().getByRole("radio", { name: "UPI" }).check();
    await form().getByLabel("UPI reference (UTR) or card approval code").fill("UTR123456789");
    await form().getByRole("button", { name: "Record payment" }).click();
    const question = form().getByRole("alert").filter({ hasText: "Record it again?" });
    await question.waitFor();
    expect(await form().getByLabel("UPI transaction reference (UTR)").inputValue()).toBe("UTR123456789");
    expect(await entries()).toHaveLength(1);
    await question.getByRole("button", { name: "Yes, record it again" }).click();
    await page.waitForURL(`${baseUrl}/admin/bookings/${id}`);
    expect((await entries()).map((p) => p.amountPaise)).toEqual([25000, 25000]);
  });
});
