import { describe, expect, it } from "vitest";
import { bookingDetailsMessage, findBookingHelpMessage, keepLinkMessage, receiptMessage, reportHelpMessage, reportReadyMessage } from "./whatsapp-messages.ts";

const LAB = "Sharma Path Labs";
const REFERENCE = "LF-HWEA7";
const MANAGE_URL = "https://lab.example/bookings/manage/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

describe("the WhatsApp texts the site prepares about a booking", () => {
  const toLab = {
    details: bookingDetailsMessage(LAB, { reference: REFERENCE, booked: "Complete Blood Count (CBC)", people: 1, when: "Fri, 27 Nov, 06:30–07:00", place: "home collection, pincode 201301" }),
    family: bookingDetailsMessage(LAB, { reference: REFERENCE, booked: "Complete Blood Count (CBC)", people: 2, when: "Fri, 27 Nov, 06:30–07:00", place: "home collection, pincode 201301" }),
    findHelp: findBookingHelpMessage(LAB),
    reportHelp: reportHelpMessage(LAB),
  };
  const toPatient = {
    keepLink: keepLinkMessage(LAB, { reference: REFERENCE, when: "Fri, 27 Nov, 06:30–07:00", url: MANAGE_URL }),
    reportReady: reportReadyMessage(LAB, { reference: REFERENCE, until: "2 Dec 2026", url: "https://lab.example/reports/shared/t" }),
    receipt: receiptMessage(LAB, { reference: REFERENCE, until: "2 Dec 2026", url: "https://lab.example/api/receipts/t" }),
  };

  it("name the lab from the settings, and the reference wherever the site knows it", () => {
    for (const [name, message] of Object.entries({ ...toLab, ...toPatient })) expect(message, name).toContain(LAB);
    for (const [name, message] of Object.entries({ details: toLab.details, ...toPatient })) expect(message, name).toContain(REFERENCE);
    // Where the page knows no reference (nothing typed is repeated), the patient is asked for it.
    expect(toLab.findHelp).toMatch(/My booking reference is: $/);
    expect(toLab.reportHelp).toMatch(/My booking reference is: $/);
  });

  it("greet as the site's other texts do, and never hand the lab the manage link", () => {
    for (const [name, message] of Object.entries({ ...toLab, reportReady: toPatient.reportReady, receipt: toPatient.receipt })) expect(message, name).toMatch(/^Hello, /);
    expect(toPatient.receipt).not.toContain("/bookings/manage/");
    for (const [name, message] of Object.entries(toLab)) expect(message, name).not.toContain("/bookings/manage/");
    expect(toPatient.keepLink).toContain(MANAGE_URL);
  });

  it("count a family's people, naming none of them", () => {
    expect(toLab.details).toContain("I booked Complete Blood Count (CBC) with");
    expect(toLab.family).toContain("I booked Complete Blood Count (CBC) for 2 people with");
  });
});
