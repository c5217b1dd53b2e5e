import { describe, expect, it } from "vitest";
import { formatLongDate } from "./report-rules.ts";
import {
  askForTestMessage,
  bookingDetailsMessage,
  bookPackageMessage,
  bookTestMessage,
  findBookingHelpMessage,
  generalMessage,
  keepLinkMessage,
  pincodeQuestionMessage,
  placeInMessage,
  receiptMessage,
  reportHelpMessage,
  reportReadyMessage,
  testQuestionMessage,
} from "./whatsapp-messages.ts";

const LAB = "Sharma Path Labs";
const REFERENCE = "LF-HWEA7";
const MANAGE_URL = "https://lab.example/bookings/manage/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

describe("the WhatsApp texts the site prepares about a booking", () => {
  const toLab = {
    details: bookingDetailsMessage(LAB, {
      reference: REFERENCE,
      booked: "Complete Blood Count (CBC)",
      people: 1,
      when: "Fri, 27 Nov, 06:30–07:00",
      place: "home collection, pincode 201301",
    }),
    family: bookingDetailsMessage(LAB, {
      reference: REFERENCE,
      booked: "Complete Blood Count (CBC)",
      people: 2,
      when: "Fri, 27 Nov, 06:30–07:00",
      place: "home collection, pincode 201301",
    }),
    findHelp: findBookingHelpMessage(LAB),
    reportHelp: reportHelpMessage(LAB),
  };
  const toPatient = {
    keepLink: keepLinkMessage(LAB, { reference: REFERENCE, when: "Fri, 27 Nov, 06:30–07:00", url: MANAGE_URL }),
    reportReady: reportReadyMessage(LAB, {
      reference: REFERENCE,
      until: "2 Dec 2026",
      url: "https://lab.example/reports/shared/t",
    }),
    receipt: receiptMessage(LAB, {
      reference: REFERENCE,
      until: "2 Dec 2026",
      url: "https://lab.example/api/receipts/t",
    }),
  };

  it("name the lab from the settings, and the reference wherever the site knows it", () => {
    for (const [name, message] of Object.entries({ ...toLab, ...toPatient })) expect(message, name).toContain(LAB);
    for (const [name, message] of Object.entries({ details: toLab.details, ...toPatient }))
      expect(message, name).toContain(REFERENCE);
    // Where the page knows no reference (nothing typed is repeated), the patient is asked for it.
    expect(toLab.findHelp).toMatch(/My booking reference is: $/);
    expect(toLab.reportHelp).toMatch(/My booking reference is: $/);
  });

  it("greet as the site's other texts do, and never hand the lab the manage link", () => {
    for (const [name, message] of Object.entries({
      ...toLab,
      reportReady: toPatient.reportReady,
      receipt: toPatient.receipt,
    }))
      expect(message, name).toMatch(/^Hello, /);
    expect(toPatient.receipt).not.toContain("/bookings/manage/");
    for (const [name, message] of Object.entries(toLab)) expect(message, name).not.toContain("/bookings/manage/");
    expect(toPatient.keepLink).toContain(MANAGE_URL);
  });

  it("count a family's people, naming none of them", () => {
    expect(toLab.details).toContain("I booked Complete Blood Count (CBC) with");
    expect(toLab.family).toContain("I booked Complete Blood Count (CBC) for 2 people with");
  });
});

describe("the same texts for a booking made in Hindi", () => {
  const when = "शुक्र, 27 नवंबर, सुबह 6:30–7:00";
  const hindi = {
    details: bookingDetailsMessage(
      LAB,
      {
        reference: REFERENCE,
        booked: "कम्प्लीट ब्लड काउंट (CBC)",
        people: 1,
        when,
        place: placeInMessage("home", "201301", "hi"),
      },
      "hi",
    ),
    family: bookingDetailsMessage(
      LAB,
      {
        reference: REFERENCE,
        booked: "कम्प्लीट ब्लड काउंट (CBC)",
        people: 2,
        when,
        place: placeInMessage("lab", null, "hi"),
      },
      "hi",
    ),
    keepLink: keepLinkMessage(
      LAB,
      { reference: REFERENCE, when, url: `https://lab.example/hi/bookings/manage/${"a".repeat(43)}` },
      "hi",
    ),
    findHelp: findBookingHelpMessage(LAB, "hi"),
    reportHelp: reportHelpMessage(LAB, "hi"),
    reportReady: reportReadyMessage(
      LAB,
      {
        reference: REFERENCE,
        until: formatLongDate("2026-12-02T06:00:00Z", "hi"),
        url: "https://lab.example/reports/shared/t",
      },
      "hi",
    ),
    receipt: receiptMessage(
      LAB,
      {
        reference: REFERENCE,
        until: formatLongDate("2026-12-02T06:00:00Z", "hi"),
        url: "https://lab.example/api/receipts/t",
      },
      "hi",
    ),
    pincode: pincodeQuestionMessage("400001", "hi"),
    test: testQuestionMessage("HbA1c", "hi"),
  };

  it("are Hindi, keeping the lab's name, the reference, the links and the values as the English has them", () => {
    for (const [name, message] of Object.entries(hindi)) {
      expect(message, name).toMatch(/[\u0900-\u097F]/);
      expect(message, name).not.toMatch(/\b(Hello|booking|Reference)\b/);
    }
    for (const name of ["details", "family", "findHelp", "reportHelp", "reportReady", "receipt", "keepLink"] as const)
      expect(hindi[name], name).toContain(LAB);
    for (const name of ["details", "family", "reportReady", "receipt", "keepLink"] as const)
      expect(hindi[name], name).toContain(REFERENCE);
    expect(hindi.details).toBe(
      `नमस्ते, मैंने ${LAB} में ${when} के लिए कम्प्लीट ब्लड काउंट (CBC) बुक किया है (होम कलेक्शन, पिनकोड 201301)। बुकिंग नंबर ${REFERENCE}।`,
    );
    expect(hindi.family).toContain("बुक किया है, 2 लोगों के लिए (लैब विज़िट)");
    expect(hindi.keepLink).toContain("/hi/bookings/manage/");
    expect(hindi.reportReady).toContain("यह लिंक 2 दिसंबर 2026 तक चलेगा");
    expect(hindi.findHelp).toMatch(/मेरा बुकिंग नंबर है: $/);
    expect(hindi.pincode).toBe("नमस्ते, क्या आप पिनकोड 400001 पर सैंपल लेने आते हैं?");
    expect(hindi.test).toContain("HbA1c टेस्ट");
  });

  it("greet with नमस्ते and never hand the lab the manage link, as the English", () => {
    for (const [name, message] of Object.entries(hindi))
      if (name !== "keepLink") expect(message, name).toMatch(/^नमस्ते, /);
    for (const name of ["details", "family", "findHelp", "reportHelp", "pincode", "test", "receipt"] as const)
      expect(hindi[name], name).not.toContain("/bookings/manage/");
  });

  it("are the English ones unless the language is said, the dates as staff's always were", () => {
    expect(pincodeQuestionMessage("400001")).toBe("Hello, do you collect samples at pincode 400001?");
    expect(testQuestionMessage("HbA1c")).toBe("Hello, do you do the HbA1c test? I would like to book it.");
    expect(placeInMessage("home", "201301")).toBe("home collection, pincode 201301");
    expect(placeInMessage("lab", null)).toBe("lab visit");
    expect(formatLongDate("2026-12-02T06:00:00Z")).toBe("2 December 2026");
  });
});

describe("the texts a catalogue page prepares", () => {
  it("says them in English on English pages, as before", () => {
    expect(bookTestMessage("Lipid Profile")).toBe("Hello, I would like to book the Lipid Profile test.");
    expect(bookPackageMessage("Full Body Checkup")).toBe("Hello, I would like to book the Full Body Checkup package.");
    expect(askForTestMessage("AMH")).toBe(
      'Hello, do you do the "AMH" test? I would like to know the price and book it.',
    );
  });

  it("says them in Hindi on Hindi pages, naming the test as the page does", () => {
    expect(bookTestMessage("लिपिड प्रोफ़ाइल (Lipid Profile)", "hi")).toBe(
      "नमस्ते, मुझे यह टेस्ट बुक करना है: लिपिड प्रोफ़ाइल (Lipid Profile)",
    );
    expect(bookPackageMessage("फ़ुल बॉडी चेकअप (Full Body Checkup)", "hi")).toBe(
      "नमस्ते, मुझे यह पैकेज बुक करना है: फ़ुल बॉडी चेकअप (Full Body Checkup)",
    );
    expect(askForTestMessage("AMH", "hi")).toBe('नमस्ते, क्या आप "AMH" टेस्ट करते हैं? मुझे इसकी कीमत जाननी है और इसे बुक करना है।');
  });

  it("greets in the page's language when a button has no subject", () => {
    expect(generalMessage()).toBe("Hello, I would like to know more about your services.");
    expect(generalMessage("hi")).toBe("नमस्ते, मुझे आपकी सेवाओं के बारे में और जानना है।");
  });
});
