import { describe, expect, it } from "vitest";
import {
  bookableSlots,
  bookingDates,
  clockTime,
  istDate,
  minutesOf,
  type SlotRules,
  slotWindows,
  weekdayOf,
} from "./slots.ts";

const rules: SlotRules = {
  slotStart: "06:30",
  slotEnd: "11:00",
  slotMinutes: 30,
  daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
  bookingDaysAhead: 14,
  minLeadHours: 2,
};

/** A moment given as India's wall clock. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe("collection slots", () => {
  it("turns start, end and window length into the day's windows", () => {
    expect(slotWindows(rules)).toEqual([
      "06:30–07:00",
      "07:00–07:30",
      "07:30–08:00",
      "08:00–08:30",
      "08:30–09:00",
      "09:00–09:30",
      "09:30–10:00",
      "10:00–10:30",
      "10:30–11:00",
    ]);
    expect(slotWindows({ slotStart: "07:00", slotEnd: "09:00", slotMinutes: 60 })).toEqual([
      "07:00–08:00",
      "08:00–09:00",
    ]);
    expect(slotWindows({ slotStart: "07:00", slotEnd: "08:15", slotMinutes: 30 })).toEqual([
      "07:00–07:30",
      "07:30–08:00",
    ]);
    expect(slotWindows({ slotStart: "09:00", slotEnd: "08:00", slotMinutes: 30 })).toEqual([]);
    expect(slotWindows({ slotStart: "09:00", slotEnd: "10:00", slotMinutes: 0 })).toEqual([]);
  });

  it("reads and writes clock times", () => {
    expect(minutesOf("06:30")).toBe(390);
    expect(clockTime(390)).toBe("06:30");
    expect(clockTime(23 * 60 + 59)).toBe("23:59");
  });

  it("takes the date and weekday in India, whatever the server's time zone", () => {
    // 20:00 UTC on 23 Nov is 01:30 on 24 Nov in India.
    expect(istDate(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(istDate(new Date("2026-11-23T18:29:00Z"))).toBe("2026-11-23");
    expect(weekdayOf("2026-11-23")).toBe("mon");
    expect(weekdayOf("2026-11-29")).toBe("sun");
  });
});

describe("the booking window", () => {
  it("offers no slot that starts within the lead time", () => {
    expect(bookableSlots(rules, "2026-11-23", ist("2026-11-23T04:30"))).toHaveLength(9);
    expect(bookableSlots(rules, "2026-11-23", ist("2026-11-23T04:31"))).toHaveLength(8);
    // 07:10 + 2 h = 09:10: the first window left starts at 09:30.
    expect(bookableSlots(rules, "2026-11-23", ist("2026-11-23T07:10"))).toEqual([
      "09:30–10:00",
      "10:00–10:30",
      "10:30–11:00",
    ]);
    // Exactly two hours ahead is still allowed.
    expect(bookableSlots(rules, "2026-11-23", ist("2026-11-23T08:30"))[0]).toBe("10:30–11:00");
    expect(bookableSlots(rules, "2026-11-23", ist("2026-11-23T09:00"))).toEqual([]);
    // Late in the evening, the lead time reaches into the early slots of tomorrow.
    expect(bookableSlots({ ...rules, minLeadHours: 12 }, "2026-11-24", ist("2026-11-23T19:00"))[0]).toBe("07:00–07:30");
  });

  it("offers today … today + bookingDaysAhead, on open days only", () => {
    const now = ist("2026-11-23T05:00"); // a Monday
    const dates = bookingDates(rules, now);
    expect(dates[0]).toBe("2026-11-23");
    expect(dates.at(-1)).toBe("2026-12-07");
    expect(dates).toHaveLength(15);
    expect(bookableSlots(rules, "2026-12-08", now)).toEqual([]);
    expect(bookableSlots(rules, "2026-11-22", now)).toEqual([]);

    const weekdays = bookingDates({ ...rules, daysOpen: ["mon", "tue", "wed", "thu", "fri"] }, now);
    expect(weekdays).not.toContain("2026-11-28");
    expect(weekdays).not.toContain("2026-11-29");
    expect(weekdays).toHaveLength(11);
  });

  it("leaves today out once its last slot is too close", () => {
    const dates = bookingDates(rules, ist("2026-11-23T10:00"));
    expect(dates[0]).toBe("2026-11-24");
    expect(dates).toHaveLength(14);
    expect(bookingDates({ ...rules, bookingDaysAhead: 0 }, ist("2026-11-23T10:00"))).toEqual([]);
  });
});
