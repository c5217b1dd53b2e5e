import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, COLLEAGUE_PASSWORD } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

/** Issue 34: the owner makes a desk account; its holder turns on TOTP and signs in with it. */
describe.skipIf(!baseUrl)("two-step sign-in in Chromium", () => {
  let browser: Browser;
  let api: AdminApi;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await connectBrowser();
    api = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** A desk colleague made by the owner through the API, who set their password through the link. */
  const deskColleague = async () => (await api.colleague("desk", "Kavya Rao")).username;

  it("the desk member turns on TOTP from their account and then signs in with password and code", async () => {
    const username = await deskColleague();
    // bypassCSP: the accessibility check (axe) is injected as a script.
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    const signIn = async () => {
      await page.goto(`${baseUrl}/admin-login`);
      await whenHydrated(page);
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
    };

    // Password alone, while it is off; the dashboard says how long the desk may go without it.
    await signIn();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByText("14 days left to turn it on").waitFor();
    await page.getByRole("link", { name: "Turn it on in Your account" }).click();
    await page.waitForURL(/\/admin\/account/);
    await whenHydrated(page);

    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg").waitFor();
    // The key as a person would type it into the app: in groups of four.
    const shown = await page.getByTestId("totp-secret").innerText();
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = Secret.fromBase32(shown.replace(/\s/g, ""));
    const codeAt = (timestamp: number) => TOTP.generate({ secret, timestamp });
    expect(await accessibilityProblems(page)).toEqual([]);

    // The password too: a session left open cannot tie the account to someone else's phone.
    await page.getByLabel("Your password", { exact: true }).fill(COLLEAGUE_PASSWORD);
    await page.getByLabel("Code from the app").fill("000000" === codeAt(Date.now()) ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await page.getByText("That code is not right or was already used.").waitFor();
    // The step before now: the sign-in below uses the one after, each accepted once.
    await page.getByLabel("Code from the app").fill(codeAt(Date.now() - 30_000));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const recovery = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => recovery.count()).toBe(10);
    await page.getByRole("button", { name: "Print the codes" }).waitFor();
    await page.getByText("On: signing in asks for a code").waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/admin-login/);

    // The password now leads to the second step, and no further without the code.
    await signIn();
    const code = page.getByLabel("Code from your authenticator app");
    await code.waitFor();
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    expect(await accessibilityProblems(page)).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain("labfront_session");

    await code.fill("12345");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByText("That code is not right or was already used.").waitFor();
    expect(await code.getAttribute("aria-invalid")).toBe("true");

    await code.fill(codeAt(Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByText("Signed in as Kavya Rao (Front desk)").waitFor();
    // The browser reports the two wrong codes' 400 answers, and nothing else went wrong.
    expect(errors).toEqual(
      Array(2).fill("Failed to load resource: the server responded with a status of 400 (Bad Request)"),
    );
  });

  it("signs in without scripts: the password, then a recovery code, in forms the server answers", async () => {
    // A desk colleague who turned TOTP on through the API, as the account page does.
    const colleague = await api.colleague("desk", "Kavya Rao");
    const { username } = colleague;
    const asColleague = { origin: baseUrl, cookie: `labfront_session=${await colleague.signIn()}` };
    const post = async <T>(path: string, body?: object): Promise<T> => {
      const answer = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { ...asColleague, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const { secret } = await post<{ secret: string }>("/api/auth/second-factor/setup");
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const { recoveryCodes } = await post<{ recoveryCodes: string[] }>("/api/auth/second-factor/confirm", {
      password: COLLEAGUE_PASSWORD,
      code,
    });
    const recoveryCode = recoveryCodes[0]!;
    await context?.close();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin-login?redirectTo=%2Fadmin%2Fbookings`);

    const signIn = async (password: string) => {
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForLoadState();
    };
    await signIn("not-the-password");
    await page.getByRole("alert").filter({ hasText: "Invalid username or password" }).waitFor();
    // The username stays as typed; the password is asked again.
    expect(await page.getByLabel("Username").inputValue()).toBe(username);

    await signIn(COLLEAGUE_PASSWORD);
    const codeField = page.getByLabel("Code from your authenticator app");
    await codeField.waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("labfront_session");

    await codeField.fill("12345");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForLoadState();
    await page.getByText("That code is not right or was already used.").waitFor();
    expect(await page.getByLabel("Code from your authenticator app").getAttribute("aria-invalid")).toBe("true");

    // A recovery code in the same field: without scripts there is no switch, the server takes either.
    await page.getByLabel("Code from your authenticator app").fill(recoveryCode);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(`${baseUrl}/admin/bookings`);
    await page.getByText("Signed in as Kavya Rao (Front desk)").waitFor();
    const session = (await context.cookies()).find((cookie) => cookie.name === "labfront_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });
});
