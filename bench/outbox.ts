// The outbox (issue 36): booking throughput with the confirmation queued in the booking's own
// transaction against the same site with messages off (ratio), then how many messages per
// second the dispatcher sends to the WhatsApp stand-in, each counted there exactly once.
import autocannon from "autocannon";
import { sql } from "kysely";
import { createMessageDispatcher } from "../server/jobs/message-dispatcher.ts";
import { startWhatsAppStandIn } from "../test/stand-ins/whatsapp-cloud.ts";
import { DURATION_S, startSite } from "./site.ts";

const CONNECTIONS = 32;

/** Books as many patients as it can in DURATION_S, each agreeing to updates; the site and its req/s. */
async function bookingRun(env: Record<string, string>) {
  const site = await startSite({ withPages: false, env: { TRUST_PROXY: "true", ...env } });
  const settings = await site.services.settings.get();
  await site.services.settings.update(
    { ...settings, slotCapacity: 100, daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] },
    { by: "bench" },
  );
  const slots = (await site.services.bookings.calendar("home")).flatMap((day) =>
    day.slots.map((s) => ({ date: day.date, window: s.window })),
  );
  let made = 0;
  const result = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: "POST",
        path: "/api/bookings",
        setupRequest: (request) => {
          made++;
          const slot = slots[made % slots.length];
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `10.${(made >> 16) & 255}.${(made >> 8) & 255}.${made & 255}`,
            },
            body: JSON.stringify({
              tests: ["cbc"],
              patientName: "Bench Patient",
              age: 40,
              gender: "female",
              mobile: `9${String(made).padStart(9, "0")}`,
              collectionType: "home",
              address: "B-12, Sector 62",
              pincode: "201301",
              date: slot.date,
              window: slot.window,
              consent: true,
              updatesOptIn: true,
              idempotencyKey: `bench-outbox-${String(made).padStart(10, "0")}`,
            }),
          };
        },
      },
    ],
  });
  return { site, rps: result.requests.average };
}

export async function benchOutbox() {
  const standIn = await startWhatsAppStandIn();
  try {
    const off = await bookingRun({});
    await off.site.stop();
    const on = await bookingRun(standIn.env);
    try {
      const started = performance.now();
      await createMessageDispatcher(on.site.services.outbox, {
        onError: (error) => {
          throw error;
        },
      }).drain();
      const seconds = (performance.now() - started) / 1000;
      // Bookings still in flight when autocannon stopped committed meanwhile: count what was sent.
      const queued = standIn.accepted.length;
      const references = (await sql<{ reference: string }>`select reference from bookings`.execute(on.site.db)).rows;
      const once = references.filter((r) => standIn.sendsWith(r.reference).length === 1).length;
      console.log(`\nOutbox (${DURATION_S}s of bookings each, ${CONNECTIONS} concurrent patients, loopback)`);
      console.log(`  POST /api/bookings, messages off        ${off.rps.toFixed(0).padStart(7)} req/s`);
      console.log(
        `  POST /api/bookings, confirmation queued ${on.rps.toFixed(0).padStart(7)} req/s  ratio ${(on.rps / off.rps).toFixed(2)}`,
      );
      console.log(
        `  dispatcher to the WhatsApp stand-in     ${(queued / seconds).toFixed(0).padStart(7)} messages/s  (${queued} messages in ${seconds.toFixed(1)} s; ${once} of ${references.length} bookings' confirmations counted exactly once)`,
      );
      if (once !== references.length) throw new Error("A confirmation was not sent exactly once");
    } finally {
      await on.site.stop();
    }
  } finally {
    await standIn.stop();
  }
}
