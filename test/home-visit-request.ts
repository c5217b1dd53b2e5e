import { randomBytes } from "node:crypto";

/**
 * The body of `POST /api/bookings` for the tests' usual patient: one person, a CBC, collected at
 * home in Noida, updates by message on, each request with an idempotency key of its own. The
 * test gives the mobile number and the slot, and changes whatever else it is about.
 */
export function homeVisitRequest({
  mobile,
  date,
  window,
  ...change
}: { mobile: string; date: string; window: string } & Record<string, unknown>) {
  return {
    tests: ["cbc"],
    packages: [],
    patientName: "Asha Verma",
    age: 34,
    gender: "female",
    mobile,
    collectionType: "home",
    address: "B-12, Sector 15",
    pincode: "201301",
    date,
    window,
    consent: true,
    updatesOptIn: true,
    idempotencyKey: randomBytes(12).toString("base64url"),
    ...change,
  };
}
