import { describe, expect, it } from "vitest";
import { actorName, describeEvent, formatDay, whereCollected } from "./booking-format.ts";

describe("how staff read a booking", () => {
  it("says each kind of history line in words", () => {
    const at = "2026-12-01T04:00:00.000Z";
    expect(
      describeEvent({ at, actor: "admin:reception", what: "status", details: { from: "new", to: "sample-collected" } }),
    ).toBe("New → Sample collected");
    expect(
      describeEvent({
        at,
        actor: "admin:reception",
        what: "status",
        details: { from: "confirmed", to: "cancelled", reason: "Travelling" },
      }),
    ).toBe("Confirmed → Cancelled (reason: Travelling)");
    expect(
      describeEvent({
        at,
        actor: "patient",
        what: "moved",
        details: {
          from: { date: "2026-12-02", window: "06:30–07:00" },
          to: { date: "2026-12-03", window: "07:00–07:30" },
        },
      }),
    ).toBe("Moved from Wed, 2 Dec, 2026, 06:30–07:00 to Thu, 3 Dec, 2026, 07:00–07:30");
    expect(describeEvent({ at, actor: "admin:reception", what: "opened-booking", details: null })).toBe(
      "Opened the booking",
    );
    expect(describeEvent({ at, actor: "admin:reception", what: "erased", details: { textsRemoved: 3 } })).toBe(
      "Personal data erased; names and numbers removed from 3 reasons and references",
    );
    expect(
      describeEvent({ at, actor: "admin:reception", what: "erased", details: { person: 2, textsRemoved: 1 } }),
    ).toBe("Personal data of person 2 erased; names and numbers removed from 1 reason or reference");
  });

  it("says the collector's day in words: who a visit was assigned to, their taps and undos (issue 35)", () => {
    const at = "2026-12-01T04:00:00.000Z";
    const ravi = { name: "Ravi Kumar", role: "collector" as const };
    expect(
      describeEvent({
        at,
        actor: "admin:priya",
        what: "assigned",
        details: { collector: "ravi" },
        collectorStaff: ravi,
      }),
    ).toBe("Assigned to Ravi Kumar, Home collector");
    expect(
      describeEvent({
        at,
        actor: "admin:priya",
        what: "unassigned",
        details: { collector: "ravi" },
        collectorStaff: ravi,
      }),
    ).toBe("Collector taken away (was Ravi Kumar, Home collector)");
    expect(
      describeEvent({
        at,
        actor: "admin:ravi",
        what: "not-at-home",
        details: { tapReason: "door-locked", reason: "Gate shut" },
      }),
    ).toBe("Patient not at home (door locked: Gate shut)");
    expect(
      describeEvent({
        at,
        actor: "admin:ravi",
        what: "status",
        details: { from: "sample-collected", to: "confirmed", undoes: "collected" },
      }),
    ).toBe('Sample collected → Confirmed (the collector undid "Collected")');
  });

  it("names the admin or the patient, the day, and where the sample is taken", () => {
    const staff = { name: "Priya Sharma", role: "desk" } as const;
    expect(actorName({ actor: "admin:priya", staff })).toBe("Priya Sharma, Front desk");
    // An account no longer known keeps the name it signed in with.
    expect(actorName({ actor: "admin:priya", staff: { name: "priya", role: null } })).toBe("priya");
    expect(actorName({ actor: "patient" })).toBe("Patient");
    expect(actorName({ actor: "link" })).toBe("Someone with the link");
    expect(formatDay("2026-12-01", "long")).toBe("Tuesday, 1 December 2026");
    expect(whereCollected({ collectionType: "home", pincode: "201301", city: "Noida", labAddress: null })).toBe(
      "Home · 201301, Noida",
    );
    expect(
      whereCollected({ collectionType: "lab", pincode: null, city: "Delhi", labAddress: "Sector 18, Noida" }),
    ).toBe("Lab visit · Sector 18, Noida");
  });
});
