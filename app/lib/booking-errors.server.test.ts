import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BookingRequestSchema, MoveRequestSchema } from "../../domain/booking.ts";
import { SLOT_TAKEN_MESSAGE } from "../../domain/booking-rules.ts";
import { FIND_BOOKING_MESSAGES, FindBookingRequestSchema } from "../../domain/find-booking.ts";
import { tooManyTriesMessage } from "../../domain/report-rules.ts";
import booking from "../i18n/messages/booking.ts";
import { bookingInputOf, changePeople } from "./booking-form.ts";
import { bookingPageMessages, bookingText, notFoundIn, refusalIn, refusalOf } from "./booking-errors.server.ts";
import { cityName } from "./city.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Every message a schema carries of its own: the `error` of each schema in the tree and of
 * each check (min, max, regex, refine). A message made by a function of the input gets
 * "{input}" for it, as a refusal's value.
 */
function messagesOf(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return found;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return found;
  const say = (error: unknown) => {
    if (typeof error !== "function") return;
    const message: unknown = error({ code: "custom", input: "{input}", path: [] });
    if (typeof message === "string") found.add(message);
  };
  say(def.error);
  for (const check of (def.checks as { _zod: { def: { error?: unknown } } }[] | undefined) ?? [])
    say(check._zod.def.error);
  for (const value of Object.values(def)) {
    const children = Array.isArray(value)
      ? value
      : value && typeof value === "object" && !("_zod" in value)
        ? Object.values(value)
        : [value];
    for (const child of children) messagesOf(child, found, seen);
  }
  return found;
}

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues;
};

/** A booking form as the browser posts it: every field there, as typed. */
function postedForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const name of [
    "patientName",
    "age",
    "mobile",
    "email",
    "address",
    "landmark",
    "pincode",
    "slot",
    "idempotencyKey",
    "website",
    "guardianName",
  ])
    form.set(name, fields[name] ?? "");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("a refusal on the booking pages, in Hindi", () => {
  it("has its own Hindi line for every message the booking, move and find-booking schemas carry", () => {
    const messages = [BookingRequestSchema, MoveRequestSchema, FindBookingRequestSchema].flatMap((schema) => [
      ...messagesOf(schema),
    ]);
    // The walk reaches the schemas' own words (a check that stopped carrying one would shrink this).
    expect(messages).toEqual(
      expect.arrayContaining([
        "Enter a 10-digit Indian mobile number",
        "{input} is not a 6-digit pincode",
        "Enter the reference like LF-7Q2K9",
      ]),
    );
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) {
      expect(refusalOf(message), `no error.* line for "${message}"`).not.toBeNull();
      expect(refusalIn("hi", message), message).toMatch(DEVANAGARI);
    }
  });

  it("has its own Hindi line for every rule that joins fields (checked in code, so triggered here)", () => {
    const visit = { mobile: "98765 43210", date: "2026-12-01", window: "07:00–07:30", idempotencyKey: "k".repeat(20) };
    const person = { patientName: "Asha", age: "12", gender: "female", tests: [] };
    const refused = [
      issuesOf(BookingRequestSchema, { ...visit, ...person, collectionType: "home" }),
      issuesOf(BookingRequestSchema, { ...visit, ...person, collectionType: "lab" }),
      issuesOf(BookingRequestSchema, { ...visit, collectionType: "home", people: [person, { ...person, age: "9" }] }),
    ].flat();
    const custom = refused.filter((issue) => issue.code === "custom").map((issue) => issue.message);
    expect(new Set(custom)).toEqual(
      new Set([
        "Choose at least one test or package",
        "A patient under 18 needs a parent or guardian: enter their name",
        "The parent or guardian must agree",
        "Enter the address to collect from",
        "Enter the pincode",
        "Choose the lab to visit",
        "Agree to the privacy notice to book",
      ]),
    );
    for (const message of custom) expect(refusalOf(message), message).not.toBeNull();
  });

  it("says every refusal of a booking form sent empty or mistyped with a line of its own, never the catch-all", () => {
    const forms = [
      postedForm({}),
      postedForm({
        patientName: "Asha",
        age: "abc",
        mobile: "12345",
        email: "asha@",
        pincode: "0110",
        slot: "2026-13-45|",
        collectionType: "home",
      }),
      postedForm({ age: "7", collectionType: "lab", website: "http://spam.example" }),
      postedForm({
        age: "300",
        mobile: "+44 7700 900123",
        peopleCount: "2",
        "people.0.items": "test:cbc",
        "people.1.patientName": "",
        "people.1.age": "2",
      }),
    ];
    for (const form of forms) {
      for (const { path, message } of issuesOf(BookingRequestSchema, bookingInputOf(form))) {
        expect(refusalOf(message), `${path.join(".")}: "${message}"`).not.toBeNull();
        expect(refusalIn("hi", message)).not.toBe(booking["error.other"].hi);
      }
    }
  });

  it("has a Hindi line for the services' refusals the booking pages show", () => {
    const services = [
      SLOT_TAKEN_MESSAGE,
      FIND_BOOKING_MESSAGES.notFound,
      FIND_BOOKING_MESSAGES.notFoundHelp,
      tooManyTriesMessage(1),
      tooManyTriesMessage(12),
      // As bookings.service.ts and slot-places.service.ts word them:
      "Too many bookings from this network: try again in 42 minutes, or call the lab",
      "We do not collect samples at 400001 yet: choose a lab visit, or call us",
      "Choose one of our labs",
      "At most 5 people in one visit: book the others in another visit, or call us",
      "This number already has 3 bookings to come: manage them from their links, or call us",
      "We have no test at cbc-old on sale",
      "We have no package pkg1 on sale",
      "Choose a date from today to 14 days ahead, on a day we are open",
      "This slot starts in less than 2 hours or has passed: choose a later one",
      "This slot has already started: choose a later one",
      "Choose one of the listed time slots",
      "This booking can no longer be changed online; please call the lab",
      "That is the slot you have: choose another",
      "Reload the page and try again",
    ];
    const changed = changePeople("add-person", { peopleCount: 5 }, [], 5);
    services.push(changed && "error" in changed ? changed.error : "");
    for (const message of services) {
      expect(refusalOf(message), message).not.toBeNull();
      expect(refusalIn("hi", message), message).toMatch(DEVANAGARI);
    }
  });

  it("keeps what varies in a refusal, and the English as it is on an English page", () => {
    expect(refusalIn("hi", "4000011 is not a 6-digit pincode")).toBe("4000011 6 अंकों का पिनकोड नहीं है");
    expect(refusalIn("hi", "Enter a 10-digit Indian mobile number")).toBe("10 अंकों का भारतीय मोबाइल नंबर लिखें");
    expect(refusalIn("hi", "Too many tries: wait 1 minute, or call the lab")).toBe(
      "बहुत बार कोशिश हो गई: 1 मिनट रुकें, या लैब को फ़ोन करें",
    );
    expect(refusalIn("hi", "At most 300 characters")).toBe("ज़्यादा से ज़्यादा 300 अक्षर लिखें");
    expect(refusalIn("en", "At most 300 characters")).toBe("At most 300 characters");
    // zod's own words for a field the form never sends malformed: plain Hindi, not English.
    expect(refusalIn("hi", "Invalid input: expected string, received number")).toBe(booking["error.other"].hi);
  });

  it("says an action's own words in the page's language, cities as the page names them", () => {
    const where = { city: cityName("Gurgaon", "hi"), total: "₹1,499" };
    expect(bookingText("hi", "error.pincodeElsewhere", where)).toBe(
      "यह पिनकोड गुरुग्राम में है, जहां इन टेस्ट की कीमत ₹1,499 है: ऊपर नई कुल रकम देखें और फिर से बुक करें",
    );
    expect(bookingText("en", "error.pincodeElsewhere", { city: cityName("Gurgaon"), total: "₹1,499" })).toBe(
      "This pincode is in Gurgaon, where the tests cost ₹1,499: check the new total above and book again",
    );
  });

  it("stays on the server: a page is sent its words without the refusals' table, a 404 only its own words", async () => {
    const sent = bookingPageMessages("hi");
    expect(sent["booking.form.book"]).toBe("अभी बुक करें");
    expect(Object.keys(sent).filter((key) => key.includes(".error."))).toEqual([]);
    const notFound = notFoundIn("hi");
    expect(notFound.init?.status).toBe(404);
    expect(notFound.data).toEqual({
      messages: {
        "booking.book.notFound": "यह टेस्ट नहीं मिला",
        "booking.manage.notFound": "बुकिंग नहीं मिली",
        "booking.manage.notFoundHelp": booking["manage.notFoundHelp"].hi,
      },
    });
  });
});
