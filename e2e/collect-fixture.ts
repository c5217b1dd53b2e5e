import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, onTestFinished } from "vitest";
import { SESSION_COOKIE } from "../domain/auth.ts";
import { addDays } from "../domain/slots.ts";
import { ADMIN, createTestApp, type TestApp } from "../test/test-app.ts";
import { connectBrowser, VIEWPORTS } from "./browser.ts";
import { type AdminApi, adminApi, type VisitPerson } from "./fixtures.ts";

// "A collector with a visit of today" (issue 35), for the collector's browser tests: a site of
// the file's own, in-process on a fresh database with the built pages (as reports.e2e.test.ts
// runs one), whose clock the file sets. Labels go on today's visits only (LABEL_NOT_TODAY), and
// on the shared server's real clock no window of today was left after 23:45 India: here the
// visits are booked the day before, as patients book, and the test runs at a chosen time of day.

const ROOT = path.resolve(import.meta.dirname, "..");
const INDIA_MS = 330 * 60_000;

/**
 * The time of day in India (HH:MM) the site's clock starts each test at, on today's date; it
 * runs on from there. COLLECT_CLOCK=23:50 runs the files at the end of the day.
 */
export const COLLECT_TIME_OF_DAY = process.env.COLLECT_CLOCK ?? "09:00";

/** A home visit a test asks for: its people, its door, and which of today's windows (0: the first). */
export type AskedVisit = {
  people: VisitPerson[];
  address: string;
  landmark?: string;
  window?: number;
  /** Assigned to the collector (the default), or left for the test to assign. */
  assigned?: boolean;
};

/** A visit booked by the fixture, with the handover code its patient's manage page shows. */
export type BookedVisit = {
  id: string;
  reference: string;
  managePath: string;
  mobile: string;
  date: string;
  window: string;
  address: string;
  handoverCode: string;
};

/** A free port on the loopback: the site's public origin must be known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const atIndia = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/**
 * Call in a file's outer describe: starts the site (and `browser()`, connectBrowser unless said)
 * before its tests and stops them after. Its getters are for use inside the tests.
 */
export function collectorSite({ browser: openBrowser = connectBrowser }: { browser?: () => Promise<Browser> } = {}) {
  let site: TestApp;
  let baseUrl = "";
  let desk: AdminApi;
  let browser: Browser;
  /** How far the site's clock is ahead of the machine's (negative: behind). */
  let offset = 0;
  /** Today in India when the file started: the date of every test's visits. */
  const today = new Date(Date.now() + INDIA_MS).toISOString().slice(0, 10);
  let booked = 0;
  const setClock = (at: Date) => {
    offset = at.getTime() - Date.now();
  };

  beforeAll(async () => {
    setClock(atIndia(today, COLLECT_TIME_OF_DAY));
    const port = await freePort();
    site = await createTestApp("sqlite", {
      seed: true,
      // The browser's origin, for the same-origin checks of forms and API calls.
      publicOrigin: `http://127.0.0.1:${port}`,
      // Each booking from an address of its own (bookings are limited per address).
      env: { TRUST_PROXY: "true" },
      now: () => new Date(Date.now() + offset),
      pages: { mode: "production", buildDir: path.join(ROOT, "build") },
    });
    baseUrl = await site.app.listen({ port, host: "127.0.0.1" });
    desk = await adminApi(baseUrl, ADMIN.password, ADMIN.username);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /**
   * A home visit of today, booked through the patients' API the day before (at noon, when all of
   * today's windows are ahead), the clock then put back where it was. With its handover code, as
   * the patient's manage page shows it.
   */
  async function bookToday({ people, address, landmark, window = 0 }: AskedVisit): Promise<BookedVisit> {
    const mobile = `98${String(35_000_000 + ++booked).padStart(8, "0")}`;
    const clock = offset;
    setClock(atIndia(addDays(today, -1), "12:00"));
    try {
      const day = (await (await fetch(`${baseUrl}/api/bookings/availability?date=${today}`)).json()) as {
        slots: { window: string; placesLeft: number }[];
      };
      const slot = day.slots[window];
      if (!slot || slot.placesLeft === 0) throw new Error(`Window ${window} of ${today} has no place`);
      const made = await fetch(`${baseUrl}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${booked}` },
        body: JSON.stringify({
          people,
          mobile,
          collectionType: "home",
          address,
          landmark,
          pincode: "201301",
          date: today,
          window: slot.window,
          consent: true,
          idempotencyKey: randomUUID(),
        }),
      });
      if (made.status !== 201) throw new Error(`POST /api/bookings answered ${made.status}: ${await made.text()}`);
      const { reference, managePath } = (await made.json()) as { reference: string; managePath: string };
      const [{ id }] = await desk.call<{ id: string }[]>("GET", `/api/admin/bookings?q=${reference}`);
      const { handoverCode } = await site.services.collect.forPatient(managePath.split("/").pop()!);
      if (!handoverCode) throw new Error(`Booking ${reference} has no handover code`);
      return { id, reference, managePath, mobile, date: today, window: slot.window, address, handoverCode };
    } finally {
      offset = clock;
    }
  }

  return {
    get baseUrl(): string {
      return baseUrl;
    },
    /** The desk: the test app's first account ("reception", the owner), through the API. */
    get desk(): AdminApi {
      return desk;
    },
    get browser(): Browser {
      return browser;
    },
    today,
    /** The site's clock now. */
    now: () => new Date(Date.now() + offset),
    bookToday,

    /**
     * A collector (`name`) with the visits asked for, booked in the order given and assigned to
     * them (unless a visit says not); the clock then set to the file's time of day. `phone` is a
     * 390×844 touch context signed in as them, or not signed in with `signedIn: false`.
     */
    async collectorWithVisits({
      name = "Ravi Kumar",
      visits: asked,
      signedIn = true,
    }: {
      name?: string;
      visits: AskedVisit[];
      signedIn?: boolean;
    }): Promise<{
      collector: Awaited<ReturnType<AdminApi["colleague"]>>;
      session: string;
      phone: BrowserContext;
      visits: BookedVisit[];
    }> {
      const collector = await desk.colleague("collector", name);
      const visits: BookedVisit[] = [];
      for (const visit of asked) {
        const made = await bookToday(visit);
        if (visit.assigned !== false)
          await desk.call("POST", `/api/admin/bookings/${made.id}/collector`, { collectorId: collector.userId });
        visits.push(made);
      }
      setClock(atIndia(today, COLLECT_TIME_OF_DAY));
      const session = await collector.signIn();
      const phone = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
      onTestFinished(() => phone.close());
      if (signedIn) await phone.addCookies([{ name: SESSION_COOKIE, value: session, url: baseUrl, httpOnly: true }]);
      return { collector, session, phone, visits };
    },
  };
}
