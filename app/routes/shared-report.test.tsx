import { render, screen } from "@testing-library/react";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../domain/locale.ts";
import { createRoutesStubWithMessages } from "../../test/stub-with-messages.tsx";
import SharedReport, { ErrorBoundary, loader } from "./shared-report.tsx";

// A share link's page in each language; the report comes from a stand-in for the reports
// service (e2e/reports.e2e.test.ts opens real links).

const SITE = { phone: "+91 98765 43210", whatsappNumber: "919876543210", labName: "Labfront Diagnostics" };
const TOKEN = "t".repeat(43);
const TESTS = [{ name: "Lipid Profile", hi: { name: "लिपिड प्रोफ़ाइल (Lipid Profile)" } }];
const gone = () => Object.assign(new Error("This link has expired or was withdrawn"), { statusCode: 410 });

function renderShared(locale: Locale, openShared: () => Promise<unknown>) {
  const context = { services: { reports: { openShared }, labTests: { list: async () => TESTS } } };
  const path = `${locale === "hi" ? "/hi" : ""}/reports/shared/:token`;
  const Stub = createRoutesStubWithMessages(
    [
      {
        id: "root",
        loader: () => ({ site: SITE }),
        Component: Outlet,
        HydrateFallback: () => null,
        children: [
          { path, Component: SharedReport, ErrorBoundary, loader: (args) => loader({ ...args, context } as never) },
          { path: "*", Component: () => null },
        ],
      },
    ],
    { locale, namespaces: ["common", "layout"] },
  );
  render(<Stub initialEntries={[path.replace(":token", TOKEN)]} />);
}

const report = {
  tests: ["Lipid Profile", "HbA1c"],
  reportDate: "2026-12-02T09:15:00.000Z",
  downloadUrl: `/api/reports/shared/${TOKEN}/file`,
};

describe("a share link's page", () => {
  it("speaks Hindi at /hi/…: the tests' Hindi names (English, marked, where there is none) and the date", async () => {
    renderShared("hi", async () => report);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("लैब रिपोर्ट");
    expect(screen.getByText(`यह रिपोर्ट ${SITE.labName} से आपको भेजी गई है।`)).toBeTruthy();
    expect(screen.getByText("HbA1c").getAttribute("lang")).toBe("en");
    expect(screen.getByText("HbA1c").parentElement!.parentElement!.textContent).toBe(
      "लिपिड प्रोफ़ाइल (Lipid Profile), HbA1c",
    );
    expect(screen.getByText("2 दिसंबर 2026 की रिपोर्ट")).toBeTruthy();
    expect(screen.getByRole("link", { name: "डाउनलोड करें" }).getAttribute("href")).toBe(report.downloadUrl);
  });

  it("is in English at the address printed and sent, as before", async () => {
    renderShared("en", async () => report);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Lab report");
    expect(screen.getByText("Lipid Profile, HbA1c")).toBeTruthy();
    expect(screen.getByText("Report of 2 December 2026")).toBeTruthy();
  });

  it("says in Hindi that a link is gone, pointing to the Hindi My Reports", async () => {
    renderShared("hi", async () => Promise.reject(gone()));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "इस लिंक का समय खत्म हो गया है या इसे वापस ले लिया गया है",
    );
    expect(screen.getByText(/शेयर लिंक 7 दिन तक चलता है/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "मेरी रिपोर्ट" }).getAttribute("href")).toBe("/hi/reports");
    expect(screen.getByRole("link", { name: `${SITE.phone} पर फ़ोन करें` })).toBeTruthy();
  });

  it("says in English that a link is gone, in the service's words", async () => {
    renderShared("en", async () => Promise.reject(gone()));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "This link has expired or was withdrawn",
    );
    expect(screen.getByRole("link", { name: "My Reports" }).getAttribute("href")).toBe("/reports");
    expect(screen.getByRole("link", { name: `Call ${SITE.phone}` })).toBeTruthy();
  });
});
