import { describe, expect, it } from "vitest";
import { bookingEventTexts, calendarFile } from "./calendar-file.ts";

const event = {
  uid: "LF-7Q2K9@lab.example",
  start: new Date("2026-11-23T01:00:00Z"),
  end: new Date("2026-11-23T01:30:00Z"),
  summary: "Sample collection: Lipid Profile, CBC (LF-7Q2K9)",
  location: "Flat 4; Sector 62, Noida",
  description: "Fast for 8-12 hours.\nManage: https://lab.example/bookings/manage/x",
  stamp: new Date("2026-11-22T08:00:00.123Z"),
  sequence: 0,
};

describe("calendarFile", () => {
  it("writes one event in UTC with CRLF lines that calendars import", () => {
    const file = calendarFile(event);
    expect(file.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(file).toContain("DTSTART:20261123T010000Z\r\n");
    expect(file).toContain("DTEND:20261123T013000Z\r\n");
    expect(file).toContain("DTSTAMP:20261122T080000Z\r\n");
    expect(file).toContain("SEQUENCE:0\r\n");
    // A moved booking's event: the same UID with a greater sequence, so a calendar replaces its copy.
    expect(calendarFile({ ...event, sequence: 2 })).toContain(
      "UID:LF-7Q2K9@lab.example\r\nDTSTAMP:20261122T080000Z\r\nSEQUENCE:2\r\n",
    );
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

describe("a booking's event", () => {
  const facts = {
    collectionType: "home" as const,
    people: 1,
    reference: "LF-7Q2K9",
    labName: "Sharma Path Labs",
    phone: "+91 98100 00000",
  };

  it("says what and when in English, as it always did", () => {
    const { summary, description } = bookingEventTexts({
      ...facts,
      names: "Complete Blood Count (CBC)",
      fasting: ["No fasting is needed for these tests."],
      manageUrl: "https://lab.example/bookings/manage/x",
    });
    expect(summary).toBe("Home sample collection: Complete Blood Count (CBC) (LF-7Q2K9)");
    expect(description).toBe(
      "Sharma Path Labs, booking LF-7Q2K9.\nNo fasting is needed for these tests.\nSee, move or cancel: https://lab.example/bookings/manage/x\nQuestions: +91 98100 00000",
    );
    expect(
      bookingEventTexts({ ...facts, collectionType: "lab", people: 2, names: "CBC", fasting: [], manageUrl: "u" })
        .summary,
    ).toBe("Lab visit for 2 people: CBC (LF-7Q2K9)");
  });

  it("says the same in Hindi for a Hindi booking, and the file says its texts are Hindi", () => {
    const { summary, description } = bookingEventTexts(
      {
        ...facts,
        people: 2,
        names: "कम्प्लीट ब्लड काउंट (CBC)",
        fasting: ["इन टेस्ट के लिए खाली पेट रहने की ज़रूरत नहीं।"],
        manageUrl: "https://lab.example/hi/bookings/manage/x",
      },
      "hi",
    );
    expect(summary).toBe("घर से सैंपल कलेक्शन (2 लोगों के लिए): कम्प्लीट ब्लड काउंट (CBC) (LF-7Q2K9)");
    expect(description).toBe(
      "Sharma Path Labs, बुकिंग LF-7Q2K9।\nइन टेस्ट के लिए खाली पेट रहने की ज़रूरत नहीं।\nदेखें, समय बदलें या रद्द करें: https://lab.example/hi/bookings/manage/x\nकोई सवाल हो तो फ़ोन करें: +91 98100 00000",
    );
    const file = calendarFile({ ...event, summary, description, language: "hi" }).replace(/\r\n /g, "");
    expect(file).toContain(`SUMMARY;LANGUAGE=hi:घर से सैंपल कलेक्शन (2 लोगों के लिए): कम्प्लीट ब्लड काउंट (CBC) (LF-7Q2K9)\r\n`);
    expect(file).toContain("DESCRIPTION;LANGUAGE=hi:Sharma Path Labs\\, बुकिंग LF-7Q2K9।\\n");
    expect(calendarFile(event)).not.toContain("LANGUAGE=");
  });
});
