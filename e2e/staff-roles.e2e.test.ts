import { randomBytes } from "node:crypto";
import { describe, expect, onTestFinished } from "vitest";
import type { Role } from "../domain/staff-roles.ts";
import { accessibilityProblems, VIEWPORTS, whenHydrated } from "./browser.ts";
import { COLLEAGUE_PASSWORD } from "./fixtures.ts";
import { browserTest as it } from "./fixtures-walks.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl } = serverUnderTest();

/** What each role's menu offers (issue 34): only what it may open, no link that ends in 403. */
/** The admin area's sections per role; a collector's phone is sent on to their day at /collect instead. */
const MENUS: Record<Exclude<Role, "collector">, string[]> = {
  owner: [
    "Dashboard",
    "Bookings",
    "Samples",
    "Carousel Manager",
    "Packages Manager",
    "Tests Manager",
    "Settings",
    "Staff accounts",
    "Access log",
  ],
  desk: ["Dashboard", "Bookings", "Samples"],
  lab: ["Dashboard", "Samples"],
  content: ["Dashboard", "Carousel Manager", "Packages Manager", "Tests Manager"],
};

describe.skipIf(!baseUrl)("staff roles in Chromium", () => {
  it("sends a collector who opens the admin area on to their day at /collect", async ({ colleague }) => {
    const { page } = await colleague("collector", { viewport: "phone" });
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/collect`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
  });

  it.for(Object.keys(MENUS) as (keyof typeof MENUS)[])(
    "shows the %s role only the sections it may open",
    async (role, { colleague }) => {
      const { page, errors } = await colleague(role);
      await page.goto(`${baseUrl}/admin`);
      await whenHydrated(page);
      const menu = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
      await expect.poll(() => menu.allInnerTexts()).toEqual(MENUS[role]);
      // The dashboard's cards are the same sections: nothing there leads to a refusal either.
      const cards = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
      expect(await cards.allInnerTexts()).toEqual(MENUS[role].filter((section) => section !== "Dashboard"));
      expect(errors).toEqual([]);
    },
  );

  it("tells a front desk member in words what their role lacks when they open the settings", async ({ colleague }) => {
    const { page } = await colleague("desk");
    const response = await page.goto(`${baseUrl}/admin/settings`);
    expect(response!.status()).toBe(403);
    await page
      .getByRole("alert")
      .getByText("Your role (Front desk) may not change the lab's settings. Ask the lab's owner if you need to.")
      .waitFor();
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
  });

  it("shows a front desk member a booking without what their role may not do: no erasing, no attaching reports", async ({
    booked,
    colleague,
  }) => {
    const visit = await booked([{ patientName: "Kamla Devi", age: 64, gender: "female", tests: ["cbc"] }]);
    const { page, errors } = await colleague("desk");
    await page.goto(`${baseUrl}/admin/bookings/${visit.id}`);
    await whenHydrated(page);
    // What the desk does: take money and refund it, send reports, hand the patient their data.
    await page.getByRole("button", { name: "Give a refund…" }).waitFor();
    await page.getByRole("link", { name: "Download personal data (JSON)" }).waitFor();
    await page.getByRole("heading", { name: "Reports" }).waitFor();
    // What it does not: erase without the owner's grant (it is told whom to ask), attach a report.
    await page.getByText("Erasing personal data is for the lab's owner, or staff the owner allows").waitFor();
    expect(await page.getByRole("button", { name: /^Erase/ }).count()).toBe(0);
    expect(await page.getByLabel(/Attach a report/).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("lets the owner add a desk colleague, who sets a password through the link and signs in with it", async ({
    browser,
    desk,
  }) => {
    const { page, errors } = await desk({ bypassCSP: true });
    await page.goto(`${baseUrl}/admin/staff`);
    await whenHydrated(page);
    expect(await accessibilityProblems(page)).toEqual([]);

    const username = `priya-${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Name", { exact: true }).fill("Priya Sharma");
    await page.getByLabel("Username (for signing in)").fill(username);
    await page.getByLabel("Role", { exact: true }).selectOption("desk");
    await page.getByRole("button", { name: "Add and make a password link" }).click();
    await page.getByRole("heading", { name: "Link for Priya Sharma to set their password" }).waitFor();
    // An address on the site's public origin, with a 256-bit token; opened here on the server under test.
    const shown = new URL(await page.getByLabel("Link", { exact: true }).inputValue());
    expect(shown.pathname).toMatch(/^\/staff\/password\/[A-Za-z0-9_-]{43}$/);
    const link = `${baseUrl}${shown.pathname}`;
    await page.getByRole("heading", { name: `Priya Sharma (${username})` }).waitFor();
    // Her new row, drawn in the browser after the answer, shows the role she was given.
    expect(await page.getByLabel("Role of Priya Sharma").inputValue()).toBe("desk");
    expect(errors).toEqual([]);

    // Priya, on the desk's computer: no session, only the link.
    const deskComputer = await browser.newContext({ viewport: VIEWPORTS.desktop });
    onTestFinished(() => deskComputer.close());
    const her = await deskComputer.newPage();
    await her.goto(link);
    await whenHydrated(her);
    await her.getByText(`who signs in as ${username}`).waitFor();
    await her.getByLabel("New password").fill(COLLEAGUE_PASSWORD);
    await her.getByRole("button", { name: "Set password" }).click();
    await her.waitForURL(/\/admin-login/);
    await whenHydrated(her);
    await her.getByLabel("Username").fill(username);
    await her.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
    await her.getByRole("button", { name: "Sign In" }).click();
    await her.waitForURL(`${baseUrl}/admin`);
    await her.getByText("Signed in as Priya Sharma (Front desk)").waitFor();

    // The link worked once.
    await her.goto(link);
    await her.getByText("This link has expired or was already used.").waitFor();
  });
});
