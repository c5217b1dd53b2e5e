import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Dialect } from "../db/connection.server.ts";
import { SESSION_COOKIE } from "../domain/auth.ts";
import { slotWindows } from "../domain/slots.ts";
import { ADMIN, createTestApp, type TestApp } from "./test-app.ts";

// The set-up the collector's API tests share (server/api/collect: collect.routes,
// collect.concurrency, sample-labels.routes): the seeded test app on a clock the file moves,
// the desk signed in, the day's windows, colleagues signed in by role, and home visits booked
// through the patients' API.

/** A colleague made by `startCollectSite`, signed in: their account's id and session cookie. */
export type SignedInStaff = { id: string; cookie: string; username: string };
type StaffRole = "collector" | "lab" | "content";

export const newIdempotencyKey = () => randomBytes(12).toString("base64url");

/**
 * The seeded test app on `now`, the owner's cookie (`desk`), the windows of a day and each of
 * `staff` ([role, username, display name]) made and signed in, by username.
 */
export async function startCollectSite(
  dialect: Dialect,
  now: () => Date,
  staff: [role: StaffRole, username: string, displayName: string][],
): Promise<{ t: TestApp; desk: string; windows: string[]; accounts: Record<string, SignedInStaff> }> {
  const t = await createTestApp(dialect, { seed: true, now });
  const windows = slotWindows(await t.services.settings.get());
  const desk = await t.login();
  const accounts: Record<string, SignedInStaff> = {};
  for (const [role, username, displayName] of staff)
    accounts[username] = await signInStaff(t, role, username, displayName);
  return { t, desk, windows, accounts };
}

async function signInStaff(t: TestApp, role: StaffRole, username: string, displayName: string) {
  await t.services.staffAccounts.createWithPassword({ username, displayName, role, grants: [] }, ADMIN.password);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password: ADMIN.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = `${SESSION_COOKIE}=${response.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
  const { id } = await t.db
    .selectFrom("admin_users")
    .select("id")
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  return { id, cookie, username };
}

/** A request as the holder of `cookie`. */
export function requestAs(t: TestApp) {
  return (cookie: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/**
 * A home visit booked through the patients' API as the `n`th patient of the file (a mobile and
 * an address of their own: bookings are limited per address), at House 7, Sector 62: its id.
 */
export async function bookHomeVisit(
  t: TestApp,
  n: number,
  visit: { date: string; window: string; pincode?: string; landmark?: string } & (
    { people: object[] } | { tests: string[]; patientName: string; age: number; gender: string }
  ),
): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      mobile: `97${String(n).padStart(8, "0")}`,
      collectionType: "home",
      address: "House 7, Sector 62",
      pincode: "201301",
      consent: true,
      idempotencyKey: newIdempotencyKey(),
      ...visit,
    },
    remoteAddress: `10.9.${n % 250}.${(n % 200) + 1}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = await t.db
    .selectFrom("bookings")
    .select("id")
    .where("reference", "=", response.json().reference)
    .executeTakeFirstOrThrow();
  return id;
}

/** A person of a family visit: CBC and a lipid profile (a lavender and a gold tube). */
const familyMember = (patientName: string) => ({
  tests: ["cbc", "lipid-profile"],
  patientName,
  age: 40,
  gender: "female",
});

/** A home visit of two, Asha Verma (a letter of her own) and Ram Verma, booked as `bookHomeVisit` books: its id. */
export function bookFamilyVisit(t: TestApp, n: number, slot: { date: string; window: string }): Promise<string> {
  const asha = `Asha Verma ${"abcdefghij"[n % 10]}`;
  return bookHomeVisit(t, n, {
    ...familyMember(asha),
    people: [familyMember(asha), familyMember("Ram Verma")],
    ...slot,
  });
}
