import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "../../domain/locale.ts";
import type { PatientReport } from "../../domain/report.ts";
import { createRoutesStubWithMessages } from "../../test/stub-with-messages.tsx";
import { readMessages } from "../i18n/sent-messages.ts";
import Reports, { action, loader } from "./reports.tsx";

// My Reports in each language, its lookups answered by a stand-in for the reports service: what
// is checked here is what the page says and where its links go, not the lookup itself (the
// service's own tests and e2e/reports.e2e.test.ts hold that).

const SITE = { phone: "+91 98765 43210", whatsappNumber: "919876543210", labName: "Labfront Diagnostics" };
const REFERENCE = "LF-7Q2K9";
const SHARE_URL = `http://localhost:3000/reports/shared/${"t".repeat(43)}`;
const report = (tests: string[]): PatientReport => ({
  id: "r1",
  personName: null,
  personPosition: 1,
  tests,
  reportDate: "2026-12-02T09:15:00.000Z",
  downloadUrl: "/api/reports/r1/download?ticket=x",
});
/** The catalogue's tests as `labTests.list()` gives them: the CBC with its Hindi name, TSH without. */
const TESTS = [
  { name: "Complete Blood Count (CBC)", hi: { name: "कम्प्लीट ब्लड काउंट (CBC)" } },
  { name: "TSH", hi: {} },
];

type OpenAnswer =
  | { status: "found"; reference: string; reports: PatientReport[]; ticket: string }
  | { status: "not-found" }
  | { status: "too-many-tries"; waitMinutes: number };

function renderReports(locale: Locale, answer: OpenAnswer = { status: "not-found" }) {
  const opened = { reference: REFERENCE, reports: [report(["Complete Blood Count (CBC)", "TSH"])], ticket: "ticket" };
  const context = {
    clientIp: "10.0.0.1",
    services: {
      reports: {
        open: async () => answer,
        shareByPatient: async () => ({
          share: { id: "s1", url: SHARE_URL, expiresAt: "2026-12-09T09:15:00.000Z" },
          reportId: "r1",
          opened,
        }),
      },
      labTests: { list: async () => TESTS },
    },
  };
  const path = locale === "hi" ? "/hi/reports" : "/reports";
  const Stub = createRoutesStubWithMessages(
    [
      {
        id: "root",
        loader: () => ({ site: SITE }),
        Component: Outlet,
        HydrateFallback: () => null,
        children: [
          {
            path,
            Component: Reports,
            loader: (args) => loader({ ...args, context } as never),
            action: (args) => action({ ...args, context } as never),
          },
          { path: "*", Component: () => null },
        ],
      },
    ],
    { locale, namespaces: ["common", "layout"] },
  );
  render(<Stub initialEntries={[path]} />);
}

async function lookUp(reference: string, mobile: string) {
  const user = userEvent.setup();
  await screen.findByRole("heading", { level: 1 });
  const form = document.querySelector("form")!;
  await user.type(form.querySelector<HTMLInputElement>('input[name="reference"]')!, reference);
  await user.type(form.querySelector<HTMLInputElement>('input[name="mobile"]')!, mobile);
  await user.click(within(form).getByRole("button"));
}

afterEach(() => window.localStorage.clear());

describe("My Reports in Hindi", () => {
  it("says every word of the empty page in Hindi, its links staying on Hindi pages", async () => {
    renderReports("hi");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("मेरी रिपोर्ट");
    expect(screen.getByRole("heading", { name: "अपनी रिपोर्ट खोलें" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "मेरी रिपोर्ट कब तैयार होगी?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "मेरी रिपोर्ट दिखाएं" })).toBeTruthy();
    expect(screen.getByRole("link", { name: `${SITE.phone} पर फ़ोन करें` }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    expect(screen.getByRole("link", { name: "बुकिंग देखें या बदलें" }).getAttribute("href")).toBe("/hi/bookings/find");
    expect(screen.getByRole("link", { name: "टेस्ट खोजें" }).getAttribute("href")).toBe("/hi/tests");
    expect(screen.getByRole("link", { name: "हेल्थ पैकेज चुनें" }).getAttribute("href")).toBe("/hi/packages");
    // Nothing looked up yet: nothing is said to be missing.
    expect(screen.queryByText("अभी कोई रिपोर्ट उपलब्ध नहीं है।")).toBeNull();
    expect(document.querySelector("main")!.textContent).not.toMatch(/Open your reports|When is my report ready/);
  });

  it("lists a booking's reports with the tests' Hindi names (English, marked, where there is none) and the date in Hindi", async () => {
    renderReports("hi", {
      status: "found",
      reference: REFERENCE,
      reports: [report(["Complete Blood Count (CBC)", "TSH"])],
      ticket: "ticket",
    });
    await lookUp(REFERENCE, "9876543210");
    const item = within(await screen.findByRole("region", { name: `${REFERENCE} की रिपोर्ट` })).getByRole("listitem");
    expect(item.querySelector("p")!.textContent).toBe("कम्प्लीट ब्लड काउंट (CBC), TSH");
    expect(within(item).getByText("TSH").getAttribute("lang")).toBe("en");
    expect(within(item).getByText("2 दिसंबर 2026 की रिपोर्ट")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "डाउनलोड करें" })).toBeTruthy();
    expect(within(item).getByRole("button", { name: "शेयर करें" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "किसी दूसरी बुकिंग की रिपोर्ट खोलें" })).toBeTruthy();
    // The browser now remembers the reference, under the words the Hindi privacy page quotes.
    expect(await screen.findByRole("heading", { name: "इस डिवाइस पर खोली गई" })).toBeTruthy();
    expect(screen.getByRole("button", { name: `${REFERENCE} खोलें` })).toBeTruthy();
    expect(screen.getByRole("button", { name: `${REFERENCE} को यहां से हटाएं` })).toBeTruthy();
  });

  it("gives a share link to the Hindi page, good for 7 days, its end date in Hindi", async () => {
    renderReports("hi", { status: "found", reference: REFERENCE, reports: [report(["TSH"])], ticket: "ticket" });
    await lookUp(REFERENCE, "9876543210");
    await userEvent.setup().click(await screen.findByRole("button", { name: "शेयर करें" }));
    const link = await screen.findByLabelText("शेयर लिंक (7 दिन चलेगा, 9 दिसंबर 2026 तक)");
    expect((link as HTMLInputElement).value).toBe(SHARE_URL.replace("/reports/", "/hi/reports/"));
  });

  it("says a mistyped mobile number in Hindi beside the field", async () => {
    renderReports("hi");
    await lookUp(REFERENCE, "12345");
    const error = await screen.findByText("10 अंकों का भारतीय मोबाइल नंबर लिखें");
    const mobile = document.querySelector<HTMLInputElement>('input[name="mobile"]')!;
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(mobile.getAttribute("aria-describedby")).toBe(error.id);
  });

  it.each([
    [" - ", "अपना बुकिंग नंबर (reference) लिखें"],
    ["LF-12", "बुकिंग नंबर LF-7Q2K9 की तरह लिखें"],
  ])("asks in Hindi for the reference when it is %j", async (typed, said) => {
    renderReports("hi");
    await lookUp(typed, "9876543210");
    const error = await screen.findByText(said);
    expect(document.querySelector('input[name="reference"]')!.getAttribute("aria-describedby")).toBe(error.id);
  });

  it("answers a lookup that found nothing in Hindi", async () => {
    renderReports("hi");
    await lookUp(REFERENCE, "9876543210");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("अभी कोई रिपोर्ट उपलब्ध नहीं है।")).toBeTruthy();
    expect(within(alert).getByText("इस बुकिंग नंबर और मोबाइल नंबर की कोई रिपोर्ट हमें नहीं मिली।")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "WhatsApp पर पूछें" })).toBeTruthy();
  });

  it("says how long to wait after too many tries, in Hindi", async () => {
    renderReports("hi", { status: "too-many-tries", waitMinutes: 7 });
    await lookUp(REFERENCE, "9876543210");
    expect(
      within(await screen.findByRole("alert")).getByText("बहुत बार कोशिश हो चुकी है: 7 मिनट रुकें, या लैब को फ़ोन करें"),
    ).toBeTruthy();
  });
});

describe("My Reports' words", () => {
  it.each(["en", "hi"] as const)(
    "are sent with the page (%s) without the lookup's answers, which come with an answer",
    async (locale) => {
      const url = new URL(`http://localhost${locale === "hi" ? "/hi" : ""}/reports`);
      const messages = readMessages(loader({ url, request: new Request(url) } as never).messages);
      expect(messages["reports.remembered.title"]).toBe(
        locale === "hi" ? "इस डिवाइस पर खोली गई" : "Opened on this device",
      );
      expect(Object.keys(messages).filter((key) => /^reports\.(error|shared|verify)\./.test(key))).toEqual([]);
    },
  );
});

describe("My Reports in English, as before", () => {
  it("says the empty page's words in English, its links on English pages", async () => {
    renderReports("en");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("My Reports");
    expect(screen.getByRole("heading", { name: "When is my report ready?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Manage a booking" }).getAttribute("href")).toBe("/bookings/find");
    expect(screen.getByRole("link", { name: "choose a health package" }).getAttribute("href")).toBe("/packages");
  });

  it("lists the tests as booked, the date in English, and shares the English page", async () => {
    renderReports("en", {
      status: "found",
      reference: REFERENCE,
      reports: [report(["Complete Blood Count (CBC)", "TSH"])],
      ticket: "ticket",
    });
    await lookUp(REFERENCE, "9876543210");
    const item = within(await screen.findByRole("region", { name: `Reports for ${REFERENCE}` })).getByRole("listitem");
    expect(item.querySelector("p")!.textContent).toBe("Complete Blood Count (CBC), TSH");
    expect(item.querySelector("[lang]")).toBeNull();
    expect(within(item).getByText("Report of 2 December 2026")).toBeTruthy();
    await userEvent.setup().click(within(item).getByRole("button", { name: "Share" }));
    const link = await screen.findByLabelText("Share link (works for 7 days, until 9 December 2026)");
    expect((link as HTMLInputElement).value).toBe(SHARE_URL);
  });

  it("words its refusals as the service and the schemas do", async () => {
    renderReports("en", { status: "too-many-tries", waitMinutes: 1 });
    await lookUp(REFERENCE, "12345");
    expect(await screen.findByText("Enter a 10-digit Indian mobile number")).toBeTruthy();
    const forms = document.querySelectorAll("form");
    const user = userEvent.setup();
    await user.clear(forms[0].querySelector<HTMLInputElement>('input[name="mobile"]')!);
    await user.type(forms[0].querySelector<HTMLInputElement>('input[name="mobile"]')!, "9876543210");
    await user.click(within(forms[0]).getByRole("button"));
    expect(await screen.findByText("Too many tries: wait 1 minute, or call the lab")).toBeTruthy();
  });
});
