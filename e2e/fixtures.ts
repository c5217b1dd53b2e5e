import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, onTestFinished } from "vitest";
import { SESSION_COOKIE } from "../domain/auth.ts";
import type { Slide, SlideCreate } from "../domain/carousel.ts";
import type { HealthPackage, PackageCreate } from "../domain/health-package.ts";
import type { AdminBookingDetail, AdminBookingSummary, Availability } from "../domain/booking.ts";
import type { AdminLabTest } from "../domain/lab-test.ts";
import type { BookingPayments } from "../domain/payment.ts";
import { formatPaise } from "../domain/payment-rules.ts";
import type { Role } from "../domain/staff-roles.ts";
import { VIEWPORTS } from "./browser.ts";
import { notePersonalData } from "./server-log.ts";
import { serverUnderTest, signInThroughApi } from "./server.ts";

/**
 * Data fixtures for the browser tests. They all share one server, so a test that
 * changes data makes its own (and removes it afterwards) or, when it must touch a
 * seeded item, reads it first and puts back exactly that: register the returned
 * clean-ups with `onTestFinished`, so they run even when the test fails.
 */

export { SESSION_COOKIE };

/** A plain image as an upload would bring it. */
export const png = (color: string) =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: color } })
    .png()
    .toBuffer();

/** What an admin edits of a test (what PUT /api/tests/:slug takes). */
export const contentOf = ({
  id: _id,
  imageUrl: _imageUrl,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  isRetired: _isRetired,
  ...content
}: AdminLabTest) => content;
/** A person of a visit booked by `bookVisit`. */
export type VisitPerson = { patientName: string; age: number; gender: "female" | "male" | "other"; tests: string[] };
type SlideFields = Partial<Omit<SlideCreate, "imageUrl">> & { title: string };
type PackageFields = Partial<Omit<PackageCreate, "imageUrl">> & { name: string };

/** The password colleagues made by `colleague` set through their link. */
export const COLLEAGUE_PASSWORD = "a-colleague's-own-passphrase";

/**
 * The session global-setup.ts signed in once for the run on this worker's server, when `baseUrl`
 * and `password` are that server's and the session still holds; otherwise none.
 */
async function sharedAdminSession(baseUrl: string, password: string): Promise<string | undefined> {
  const shared = serverUnderTest();
  if (shared.baseUrl !== baseUrl || shared.adminPassword !== password || !shared.adminSession) return undefined;
  // A test that ended the admin's sessions would leave the next file signed out: it signs in anew then.
  const me = await fetch(`${baseUrl}/api/auth/me`, {
    headers: { cookie: `${SESSION_COOKIE}=${shared.adminSession}` },
  });
  return me.ok ? shared.adminSession : undefined;
}

/**
 * A signed-in admin talking to the real API, as the admin pages do (same origin, session cookie).
 * On the worker's shared server it uses the run's one admin session (no argon2 sign-in per file),
 * which `logout` leaves open; on a server of a file's own it signs in as `username` (a test app's
 * first account is "reception", test/test-app.ts).
 */
export async function adminApi(baseUrl: string, password: string, username = "admin") {
  const shared = await sharedAdminSession(baseUrl, password);
  const token = shared ?? (await signInThroughApi(baseUrl, password, username));
  const headers = { cookie: `${SESSION_COOKIE}=${token}`, origin: baseUrl };

  async function call<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  }
  const exists = async (path: string) => (await fetch(`${baseUrl}${path}`, { headers })).ok;

  async function uploadImage(color = "#0f766e"): Promise<{ id: string; url: string }> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await png(color))], { type: "image/png" }), "e2e.png");
    const response = await fetch(`${baseUrl}/api/images`, { method: "POST", headers, body: form });
    if (response.status !== 201)
      throw new Error(`Uploading an image answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  const slides = () => call<Slide[]>("GET", "/api/carousel");
  const liveSlideIds = async () => (await slides()).filter((s) => !s.isDeleted).map((s) => s.id);
  const packagesNamed = async (name: string) =>
    (await call<HealthPackage[]>("GET", `/api/packages?q=${encodeURIComponent(name)}&pageSize=100`)).filter(
      (p) => p.name === name,
    );
  const adminTest = async (slug: string) => {
    const found = (await call<AdminLabTest[]>("GET", "/api/admin/tests")).find((t) => t.slug === slug);
    if (!found) throw new Error(`No test has the address ${slug}`);
    return found;
  };

  /** Slides have no hard delete: removing one moves it to Recently Deleted, off every page the public sees. */
  async function removeSlide(id: string) {
    const slide = (await slides()).find((s) => s.id === id);
    if (slide && !slide.isDeleted) await call("DELETE", `/api/carousel/${id}`);
  }

  /** Packages, like slides, have no hard delete: a deleted one waits in Recently Deleted until the purge. */
  async function deletePackage(id: string) {
    if (await exists(`/api/packages/${id}`)) await call("DELETE", `/api/packages/${id}`);
  }

  return {
    /** For a browser context that should share this session. */
    sessionToken: token,
    call,
    uploadImage,

    /**
     * A colleague of `role`, added by the owner as at /admin/staff: they set their own password
     * through the one-time link. Disabled when the test ends. `signIn` answers their session's
     * token, signed in through the API as the login page does.
     */
    async colleague(role: Role, displayName = `Test ${role}`) {
      const username = `${role}-${randomBytes(4).toString("hex")}`;
      const { account, link } = await call<{ account: { userId: string }; link: { url: string } }>(
        "POST",
        "/api/admin/staff",
        { username, displayName, role },
      );
      onTestFinished(() => call("POST", `/api/admin/staff/${account.userId}/disable`));
      const set = await fetch(`${baseUrl}/api/staff/password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: link.url.split("/").pop(), password: COLLEAGUE_PASSWORD }),
      });
      if (set.status !== 204) throw new Error(`Setting a password answered ${set.status}: ${await set.text()}`);
      return {
        userId: account.userId,
        username,
        password: COLLEAGUE_PASSWORD,
        async signIn(): Promise<string> {
          const login = await fetch(`${baseUrl}/api/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: baseUrl },
            body: JSON.stringify({ username, password: COLLEAGUE_PASSWORD }),
          });
          const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(login.headers.get("set-cookie") ?? "")?.[1];
          if (!session) throw new Error(`Signing ${username} in answered ${login.status}: ${await login.text()}`);
          return session;
        },
      };
    },

    slides,
    /** Adds an active slide with an image of its own, last in the order. */
    async createSlide(fields: SlideFields): Promise<Slide> {
      const imageId = fields.imageId ?? (await uploadImage()).id;
      return call<Slide>("POST", "/api/carousel", {
        description: `${fields.title}: a slide made by a browser test.`,
        buttonText: "Book now",
        buttonLink: "/packages",
        isActive: true,
        ...fields,
        imageId,
      });
    },
    updateSlide: (slide: Slide, changes: Partial<SlideCreate>) =>
      call<Slide>("PUT", `/api/carousel/${slide.id}`, {
        title: slide.title,
        description: slide.description,
        buttonText: slide.buttonText,
        buttonLink: slide.buttonLink,
        isActive: slide.isActive,
        ...changes,
      }),
    removeSlide,
    /** Removes the live slides with this title (for slides a test made through the UI). */
    async removeSlidesTitled(title: string) {
      for (const slide of await slides()) if (slide.title === title && !slide.isDeleted) await removeSlide(slide.id);
    },
    /** Remembers the order of the live slides; the clean-up puts it back and checks it. */
    async snapshotSlideOrder(): Promise<() => Promise<void>> {
      const original = await liveSlideIds();
      return async () => {
        const live = await liveSlideIds();
        const order = [...original.filter((id) => live.includes(id)), ...live.filter((id) => !original.includes(id))];
        if (order.join() !== live.join()) await call("PUT", "/api/carousel/reorder", { slideIds: order });
        const after = await liveSlideIds();
        if (after.join() !== original.join())
          throw new Error(`The slide order was not restored: ${after.join()} instead of ${original.join()}`);
      };
    },

    packagesNamed,
    /** Adds a package with an image of its own. */
    async createPackage(fields: PackageFields): Promise<HealthPackage> {
      const imageId = fields.imageId ?? (await uploadImage("#7c3aed")).id;
      return call<HealthPackage>("POST", "/api/packages", {
        description: `${fields.name}: a package made by a browser test.`,
        category: "women",
        // Below the ₹718 these two tests cost booked separately (the API refuses more).
        price: 999,
        discountedPrice: 699,
        tests: ["Thyroid Profile (T3, T4, TSH)", "Complete Blood Count (CBC)"],
        isFeatured: false,
        ...fields,
        imageId,
      });
    },
    /** Moves the package to Recently Deleted (off every public page, as slides are) unless it is gone already. */
    deletePackage,
    /** Deletes the packages with this name (for packages a test made through the UI). */
    async deletePackagesNamed(name: string) {
      for (const pkg of await packagesNamed(name)) await deletePackage(pkg.id);
    },

    adminTest,
    /**
     * Reads a seeded test as it is now; the clean-up puts back exactly that (content,
     * prices per city, retired or not) and checks it. Tests have no delete, so a test
     * that edits one edits a seeded test and restores it itself.
     */
    async snapshotTest(slug: string): Promise<() => Promise<void>> {
      const original = await adminTest(slug);
      const content = contentOf(original);
      return async () => {
        await call("PUT", `/api/tests/${slug}`, content);
        if ((await adminTest(slug)).isRetired !== original.isRetired) {
          if (original.isRetired) await call("DELETE", `/api/tests/${slug}`);
          else await call("PUT", `/api/tests/${slug}/restore`);
        }
        const after = await adminTest(slug);
        if (JSON.stringify(contentOf(after)) !== JSON.stringify(content) || after.isRetired !== original.isRetired) {
          throw new Error(`Test ${slug} was not restored to what it was`);
        }
      };
    },

    /**
     * Cancels (with a reason) and erases every booking made with this mobile number, as the
     * desk would for a patient who asked: the places go back to their slots and no personal
     * data stays behind. Register it with onTestFinished for each patient a test books for.
     */
    async eraseBookingsOf(mobile: string) {
      const found = await call<AdminBookingSummary[]>("GET", `/api/admin/bookings?q=${mobile}`);
      for (const { id } of found) {
        const booking = await call<AdminBookingDetail>("GET", `/api/admin/bookings/${id}`);
        if (booking.isErased) continue;
        // None of it may be in the server's log: checked at the end of the run (server-log.ts).
        notePersonalData([
          booking.mobile,
          booking.address,
          booking.email,
          ...booking.people.flatMap((person) => [person.name, person.guardianName]),
        ]);
        if (booking.nextStatuses.includes("cancelled")) {
          await call("POST", `/api/admin/bookings/${id}/status`, {
            status: "cancelled",
            reason: "Made by a browser test",
          });
        }
        await call("POST", `/api/admin/bookings/${id}/erase`);
      }
    },

    /**
     * Books a home collection for these people as a patient would (the patients' API), in the
     * first window with a place from three days on, from `ip` (a file's own: bookings are limited
     * per address). When the test ends, what the visit still holds is refunded (the day's takings
     * as found) and the booking erased. Call it inside a test.
     */
    async bookVisit({
      ip,
      mobile,
      people,
      address = "C-22, Sector 22",
    }: {
      ip: string;
      mobile: string;
      people: VisitPerson[];
      address?: string;
    }) {
      let slot: { date: string; window: string } | undefined;
      for (let days = 3; !slot && days < 20; days++) {
        const date = new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
        const day = (await (await fetch(`${baseUrl}/api/bookings/availability?date=${date}`)).json()) as {
          slots: { window: string; placesLeft: number }[];
        };
        const free = day.slots.find((s) => s.placesLeft > 0);
        if (free) slot = { date, window: free.window };
      }
      if (!slot) throw new Error("No window with a place in the next 20 days to book into");
      const made = await fetch(`${baseUrl}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({
          people,
          mobile,
          collectionType: "home",
          address,
          pincode: "201301",
          ...slot,
          consent: true,
          idempotencyKey: randomUUID(),
        }),
      });
      if (made.status !== 201) throw new Error(`POST /api/bookings answered ${made.status}: ${await made.text()}`);
      const { reference, managePath } = (await made.json()) as { reference: string; managePath: string };
      const [{ id }] = await call<AdminBookingSummary[]>("GET", `/api/admin/bookings?q=${reference}`);
      onTestFinished(async () => {
        const { paidPaise } = await call<BookingPayments>("GET", `/api/admin/bookings/${id}/payments`);
        if (paidPaise > 0) {
          await call("POST", `/api/admin/bookings/${id}/refunds`, {
            amount: formatPaise(paidPaise, { symbol: "" }),
            mode: "cash",
            reason: "Made by a browser test",
            idempotencyKey: randomUUID(),
          });
        }
        await this.eraseBookingsOf(mobile);
      });
      return { id, reference, managePath, mobile, slot };
    },

    /** The places left in every window staff can book, per kind (home collection, lab visit). */
    async placesByWindow(): Promise<Record<string, number>> {
      const places: Record<string, number> = {};
      const kinds = ["home", "lab"] as const;
      const calendars = await Promise.all(
        kinds.map((kind) => call<Availability[]>("GET", `/api/admin/bookings/calendar?kind=${kind}`)),
      );
      kinds.forEach((kind, i) => {
        for (const day of calendars[i]) {
          for (const slot of day.slots) places[`${kind} ${day.date} ${slot.window}`] = slot.placesLeft;
        }
      });
      return places;
    },

    /** Ends this session, unless it is the run's shared one, which later files of the worker use. */
    async logout() {
      if (token !== shared) await call("POST", "/api/auth/logout");
    },
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** A browser context signed in with the API's session (no sign-in form to go through). */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  api: AdminApi,
  {
    viewport = VIEWPORTS.desktop,
    bypassCSP = false,
    javaScriptEnabled = true,
  }: { viewport?: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]; bypassCSP?: boolean; javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, bypassCSP, javaScriptEnabled });
  await context.addCookies([
    { name: SESSION_COOKIE, value: api.sessionToken, url: baseUrl, httpOnly: true, sameSite: "Lax" },
  ]);
  return context;
}

/** What a visitor can see of the data: live slides in order, packages, tests on sale (without times of change). */
export async function publicData(baseUrl: string) {
  const read = async (path: string) => {
    // Uncompressed: the tests' list is 566 KB of JSON, read twice a test, and Brotli on the server
    // and its undoing here cost more than the loopback saves.
    const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    // Positions may be renumbered when an order is put back; the order of the list is what counts.
    return ((await response.json()) as Record<string, unknown>[]).map(
      ({ updatedAt: _updatedAt, position: _position, ...rest }) => rest,
    );
  };
  // At once: asked before and after every test (expectEachTestToLeaveTheDataAsFound), one after
  // another they waited on a busy server three times over.
  const [slides, packages, tests] = await Promise.all([
    read("/api/carousel?active=1"),
    read("/api/packages"),
    read("/api/tests"),
  ]);
  return { slides, packages, tests };
}

/**
 * Call inside a describe: after each of its tests, and after that test's own clean-ups,
 * the site must show the same slides, packages and tests as before it, and every bookable
 * window must have as many places left, so no test leaves a change (or a booking) for another
 * to find (or to put back).
 */
export function expectEachTestToLeaveTheDataAsFound() {
  const { baseUrl, adminPassword } = serverUnderTest();
  let admin: AdminApi;
  beforeAll(async () => {
    admin = await adminApi(baseUrl, adminPassword);
  });
  afterAll(() => admin?.logout());
  beforeEach(async () => {
    const [data, places] = await Promise.all([publicData(baseUrl), admin.placesByWindow()]);
    const before = { ...data, places };
    // Registered before anything the test registers, so it runs after all of the test's clean-ups.
    onTestFinished(async () => {
      const [afterData, afterPlaces] = await Promise.all([publicData(baseUrl), admin.placesByWindow()]);
      const after = { ...afterData, places: afterPlaces };
      for (const key of ["slides", "packages", "tests"] as const) {
        // The same JSON is the same data; only a difference is compared deeply, for its report.
        if (JSON.stringify(after[key]) === JSON.stringify(before[key])) continue;
        expect(
          after[key],
          `the test left the ${key} changed: it must remove what it made and restore what it changed`,
        ).toEqual(before[key]);
      }
      // Windows that closed (or opened) with the clock while the test ran are not the test's doing.
      const changed = Object.keys(before.places).filter(
        (window) => window in after.places && after.places[window] !== before.places[window],
      );
      expect(
        changed.map(
          (window) => `${window}: ${before.places[window]} places left before, ${after.places[window]} after`,
        ),
        "the test left bookings behind: erase them (eraseBookingsOf) in its clean-up",
      ).toEqual([]);
    });
  });
}

/**
 * The places of a kind ("home" collections unless said, or "lab" visits) left in the window of
 * a slot value ("date|window"), as the public availability API says; -1 when it lists no such window.
 */
export async function placesLeft(baseUrl: string, slotValue: string, kind: "home" | "lab" = "home"): Promise<number> {
  const [date, window] = slotValue.split("|");
  const day = (await (await fetch(`${baseUrl}/api/bookings/availability?date=${date}&kind=${kind}`)).json()) as {
    slots: { window: string; placesLeft: number }[];
  };
  return day.slots.find((s) => s.window === window)?.placesLeft ?? -1;
}
