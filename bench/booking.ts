// 32 patients booking at once across the bookable slots, against GET /api/packages with the
// same 32 connections in the same run. Every booking is a real one (its own mobile, its own
// network address through X-Forwarded-For, as behind the proxy), and afterwards the slots'
// `booked` counts must add up to exactly the bookings that succeeded.
import autocannon from "autocannon";
import { sql } from "kysely";
import { DURATION_S, startSite } from "./site.ts";

const CONNECTIONS = 32;

export async function benchBooking() {
  const site = await startSite({ withPages: false, env: { TRUST_PROXY: "true" } });
  const settings = await site.services.settings.get();
  // Room for every booking the run can make: the most places a window may have, every day open.
  await site.services.settings.update(
    { ...settings, slotCapacity: 100, daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] },
    { by: "bench" },
  );
  const slots = (await site.services.bookings.calendar("home")).flatMap((day) =>
    day.slots.map((s) => ({ date: day.date, window: s.window })),
  );
  let made = 0;
  const bookingBody = () => {
    made++;
    const slot = slots[made % slots.length];
    return {
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
      idempotencyKey: `bench-booking-${String(made).padStart(10, "0")}`,
    };
  };

  try {
    const baseline = await autocannon({
      url: `${site.url}/api/packages`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const outcomes = new Map<number, number>();
    const booking = await autocannon({
      url: site.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: "POST",
          path: "/api/bookings",
          setupRequest: (request) => {
            const body = bookingBody();
            return {
              ...request,
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `10.${(made >> 16) & 255}.${(made >> 8) & 255}.${made & 255}`,
              },
              body: JSON.stringify(body),
            };
          },
          onResponse: (status) => {
            outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
          },
        },
      ],
    });
    const booked = Number(
      (await sql<{ total: number }>`select coalesce(sum(booked), 0) as total from slots`.execute(site.db)).rows[0]
        .total,
    );
    const bookings = Number((await sql<{ n: number }>`select count(*) as n from bookings`.execute(site.db)).rows[0].n);
    const succeeded = outcomes.get(201) ?? 0;
    console.log(
      `\nBooking (${DURATION_S}s each, ${CONNECTIONS} concurrent patients, ${slots.length} slots of 100 places, loopback)`,
    );
    console.log(
      `  GET /api/packages (baseline)         ${baseline.requests.average.toFixed(0).padStart(7)} req/s  p99 ${baseline.latency.p99} ms`,
    );
    console.log(
      `  POST /api/bookings                   ${booking.requests.average.toFixed(0).padStart(7)} req/s  p99 ${booking.latency.p99} ms  ratio ${(booking.requests.average / baseline.requests.average).toFixed(2)}`,
    );
    console.log(`  answers: ${[...outcomes].map(([status, n]) => `${n}× ${status}`).join(", ")}`);
    // Requests still in flight when the clock stops are answered after autocannon stops counting.
    const consistent = booked === bookings && bookings >= succeeded && bookings - succeeded <= CONNECTIONS;
    console.log(
      `  slots' booked total ${booked}, bookings stored ${bookings}, 201 answers counted ${succeeded}: ${consistent ? "consistent" : "MISMATCH"}`,
    );
    if (!consistent) throw new Error("The slots' booked counts do not match the bookings made");
  } finally {
    await site.stop();
  }
}
