import { describe, expect, it } from "vitest";
import { AdminBookingListQuerySchema, BookingRequestSchema, StatusChangeSchema } from "./booking.ts";
import {
  isCalendarDate,
  maskMobile,
  mobileDigitsOf,
  nextStatuses,
  normaliseMobile,
  REFERENCE_FORMAT,
  referenceFragmentOf,
} from "./booking-rules.ts";

describe("normaliseMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["098765 43210", "9876543210"],
    [" 98765-43210 ", "9876543210"],
    ["(987) 654 3210", "9876543210"],
  ])("reads %s as %s", (input, expected) => expect(normaliseMobile(input)).toBe(expected));

  it.each([
    "",
    "12345",
    "5876543210",
    "+1 9876543210",
    "98765432101",
    "98765x3210",
    "+91 98765 4321",
    "0011 9876543210",
  ])("refuses %j", (input) => expect(normaliseMobile(input)).toBeNull());

  it("masks all but the first and last two digits", () => expect(maskMobile("9876543210")).toBe("98******10"));
});

describe("BookingRequestSchema", () => {
  const valid = {
    tests: ["cbc"],
    patientName: "Asha Verma",
    age: "34",
    gender: "female",
    mobile: "+91 98765 43210",
    collectionType: "home",
    address: "B-12, Sector 15",
    pincode: "201301",
    date: "2026-12-02",
    window: "07:00–07:30",
    consent: "on",
    idempotencyKey: "k".repeat(20),
  };
  const pathsOf = (input: object) => {
    const result = BookingRequestSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
  };

  it("names every problem of the form at once, the joined rules too", () => {
    const paths = pathsOf({ ...valid, mobile: "12345", gender: undefined, age: "15", address: "", consent: undefined });
    expect(paths).toEqual(
      expect.arrayContaining(["mobile", "gender", "guardianName", "guardianConsent", "address", "consent"]),
    );
  });

  it("stores names on one line, without bidi controls, and keeps an address's lines", () => {
    const parsed = BookingRequestSchema.parse({
      ...valid,
      patientName: "  Asha\r\n  Verma\u202E ",
      guardianName: "Ravi\u2066 \nVerma",
      landmark: "Near\r\nthe\u200F park",
      address: "B-12,\r\nSector 15\u202D",
    });
    expect(parsed).toMatchObject({ landmark: "Near the park", address: "B-12,\nSector 15" });
    expect(parsed.people[0]).toMatchObject({ patientName: "Asha Verma", guardianName: "Ravi Verma" });
  });

  it("counts a name's length after cleaning, and refuses one that is only controls", () => {
    expect(pathsOf({ ...valid, patientName: "\u202E\u202C \r\n" })).toEqual(["patientName"]);
    expect(pathsOf({ ...valid, patientName: `${"A".repeat(100)}\u202E` })).toEqual([]);
  });

  it("takes a form's shapes and stores the mobile as ten digits", () => {
    const parsed = BookingRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ mobile: "9876543210", consent: true, offersOptIn: false, email: null });
    expect(parsed.people).toEqual([
      {
        tests: ["cbc"],
        packages: [],
        patientName: "Asha Verma",
        age: 34,
        gender: "female",
        guardianName: null,
        guardianConsent: false,
      },
    ]);
    expect(parsed).not.toHaveProperty("patientName");
    expect(parsed).not.toHaveProperty("shape");
  });

  describe("a visit of several people (people[])", () => {
    const { tests: _t, patientName: _n, age: _a, gender: _g, ...visit } = valid;
    const asha = { tests: ["cbc"], patientName: "Asha Verma", age: 34, gender: "female" };
    const father = { tests: ["lipid-profile"], packages: [], patientName: "Ram Verma", age: "67", gender: "male" };

    it("parses to the same shape as the one-person body", () => {
      const one = BookingRequestSchema.parse(valid);
      const family = BookingRequestSchema.parse({ ...visit, people: [asha] });
      expect(family).toEqual(one);
      expect(
        BookingRequestSchema.parse({ ...visit, people: [asha, father] }).people.map((p) => [p.patientName, p.age]),
      ).toEqual([
        ["Asha Verma", 34],
        ["Ram Verma", 67],
      ]);
    });

    it("names each person's problems under their place in people[], and the visit's at the top", () => {
      const paths = pathsOf({
        ...visit,
        consent: undefined,
        people: [asha, { ...father, age: 12, tests: [], gender: "x" }],
      });
      expect(paths).toEqual(
        expect.arrayContaining([
          "people.1.tests",
          "people.1.gender",
          "people.1.guardianName",
          "people.1.guardianConsent",
          "consent",
        ]),
      );
      expect(paths.some((path) => path.startsWith("people.0"))).toBe(false);
    });

    it("refuses no people and more than the hard bound", () => {
      expect(pathsOf({ ...visit, people: [] })).toEqual(["people"]);
      expect(pathsOf({ ...visit, people: Array.from({ length: 11 }, () => asha) })).toEqual(["people"]);
    });
  });

  it.each([
    ["no consent", { consent: undefined }, "consent"],
    ["an under-18 without a guardian", { age: 12 }, "guardianName"],
    ["an under-18 without the guardian's consent", { age: 12, guardianName: "R. Verma" }, "guardianConsent"],
    ["an empty basket", { tests: [] }, "tests"],
    ["home collection without a pincode", { pincode: "" }, "pincode"],
    ["a lab visit without a lab", { collectionType: "lab" }, "labAddress"],
    ["a filled honeypot", { website: "http://spam.example" }, "website"],
    ["a NUL in the name", { patientName: "Asha\u0000" }, "patientName"],
    ["a landline", { mobile: "011 2345 6789" }, "mobile"],
  ])("refuses %s, naming the field", (_label, change, field) =>
    expect(pathsOf({ ...valid, ...change })).toContain(field),
  );

  it("takes an under-18 with a guardian who agrees", () => {
    expect(pathsOf({ ...valid, age: 12, guardianName: "R. Verma", guardianConsent: true })).toEqual([]);
  });

  it("knows a reference when it sees one", () => {
    expect(REFERENCE_FORMAT.test("LF-7Q2K9")).toBe(true);
    expect(REFERENCE_FORMAT.test("LF-7O2K9")).toBe(false);
  });
});

describe("staff's side of a booking", () => {
  it("moves a status forward only, skipping steps if need be, and cancels until completed", () => {
    expect(nextStatuses("new")).toEqual(["confirmed", "sample-collected", "report-ready", "completed", "cancelled"]);
    expect(nextStatuses("report-ready")).toEqual(["completed", "cancelled"]);
    expect(nextStatuses("completed")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
  });

  it.each([
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["+91 98765", "98765"],
    ["43210", "43210"],
    ["98", null],
    ["Asha", null],
  ])("reads the mobile digits of %j as %j", (typed, digits) => {
    expect(mobileDigitsOf(typed)).toBe(digits);
  });

  it.each([
    ["lf-7q2k9", "LF-7Q2K9"],
    ["LF7Q2K9", "LF-7Q2K9"],
    ["LF-7Q", "LF-7Q"],
    ["7q2k9", "7Q2K9"],
    ["Asha Verma", null],
  ])("reads the reference in %j as %j", (typed, fragment) => {
    expect(referenceFragmentOf(typed)).toBe(fragment);
  });

  it("needs a reason to cancel, and reads empty filters as none", () => {
    expect(StatusChangeSchema.safeParse({ status: "cancelled" }).error?.issues[0].path).toEqual(["reason"]);
    expect(StatusChangeSchema.safeParse({ status: "confirmed" }).success).toBe(true);
    expect(AdminBookingListQuerySchema.parse({ status: "", q: "", page: "2" })).toEqual({ page: 2 });
  });
});

describe("isCalendarDate", () => {
  it.each(["2026-11-25", "2028-02-29", "2026-12-31"])("takes %s, a day of the calendar", (date) =>
    expect(isCalendarDate(date)).toBe(true),
  );
  it.each(["2026-13-45", "2026-02-30", "2027-02-29", "2026-11-25T00:00", "25-11-2026", ""])("refuses %s", (date) =>
    expect(isCalendarDate(date)).toBe(false),
  );
});
