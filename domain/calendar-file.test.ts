import { describe, expect, it } from "vitest";
import { calendarFile } from "./calendar-file.ts";

const event = {
  uid: "LF-7Q2K9@lab.example",
  start: new Date("2026-11-23T01:00:00Z"),
  end: new Date("2026-11-23T01:30:00Z"),
  summary: "Sample collection: Lipid Profile, CBC (LF-7Q2K9)",
  location: "Flat 4; Sector 62, Noida",
  description: "Fast for 8-12 hours.\nManage: https://lab.example/bookings/manage/x",
  stamp: new Date("2026-11-22T08:00:00.123Z"),
};

describe("calendarFile", () => {
  it("writes one event in UTC with CRLF lines that calendars import", () => {
    const file = calendarFile(event);
    expect(file.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(file).toContain("DTSTART:20261123T010000Z\r\n");
    expect(file).toContain("DTEND:20261123T013000Z\r\n");
    expect(file).toContain("DTSTAMP:20261122T080000Z\r\n");
    expect(file.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
  });

  it("escapes commas, semicolons and line breaks in text", () => {
    const unfolded = calendarFile(event).replace(/\r\n /g, "");
    expect(unfolded).toContain("LOCATION:Flat 4\\; Sector 62\\, Noida\r\n");
    expect(unfolded).toContain("DESCRIPTION:Fast for 8-12 hours.\\nManage: https://lab.example/bookings/manage/x\r\n");
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const file = calendarFile({ ...event, description: "पहले ".repeat(40) });
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file.replace(/\r\n /g, "")).toContain(`DESCRIPTION:${"पहले ".repeat(40)}\r\n`);
  });
});
