import { render, screen } from "@testing-library/react";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../domain/locale.ts";
import { type Verification } from "../../domain/report-rules.ts";
import { createRoutesStubWithMessages } from "../../test/stub-with-messages.tsx";
import Verify, { ErrorBoundary, loader } from "./verify.tsx";

// The page a report's QR code opens, in each language; the answer comes from a stand-in for the
// reports service (e2e/reports.e2e.test.ts verifies real reports).

const SITE = { phone: "+91 98765 43210", whatsappNumber: "919876543210", labName: "Labfront Diagnostics" };
const CODE = "ABCDEFGHJKMNPQRST";
const TESTS = [{ name: "Complete Blood Count (CBC)", hi: { name: "कम्प्लीट ब्लड काउंट (CBC)" } }];
const VERIFIED: Verification = {
  labName: SITE.labName,
  maskedName: "A*** V****",
  tests: ["Complete Blood Count (CBC)"],
  reportDate: "2026-12-02T09:15:00.000Z",
  sha256: "a".repeat(64),
  isFileRemoved: true,
  withdrawnAt: null,
};

function renderVerify(locale: Locale, verification: Verification | null) {
  const context = {
    services: { reports: { verify: async () => verification }, labTests: { list: async () => TESTS } },
  };
  const path = `${locale === "hi" ? "/hi" : ""}/verify/:code`;
  const Stub = createRoutesStubWithMessages(
    [
      {
        id: "root",
        loader: () => ({ site: SITE }),
        Component: Outlet,
        HydrateFallback: () => null,
        children: [
          { path, Component: Verify, ErrorBoundary, loader: (args) => loader({ ...args, context } as never) },
          { path: "*", Component: () => null },
        ],
      },
    ],
    { locale, namespaces: ["common", "layout"] },
  );
  render(<Stub initialEntries={[path.replace(":code", CODE)]} />);
}

describe("the verification page", () => {
  it("speaks Hindi at /hi/verify/…, the test's Hindi name and the date in Hindi, the commands as typed", async () => {
    renderVerify("hi", VERIFIED);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("रिपोर्ट असली है या नहीं");
    expect(screen.getByText(`यह कोड ${SITE.labName} की जारी की गई एक रिपोर्ट का है।`)).toBeTruthy();
    expect(screen.getByText(/कोड असली था/)).toBeTruthy();
    const terms = [...document.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(["लैब", "मरीज़", "टेस्ट", "रिपोर्ट की तारीख़", "फ़ाइल का SHA-256"]);
    const details = [...document.querySelectorAll("dd")].map((dd) => dd.textContent);
    expect(details).toEqual([SITE.labName, "A*** V****", "कम्प्लीट ब्लड काउंट (CBC)", "2 दिसंबर 2026", "a".repeat(64)]);
    expect(screen.getByText("sha256sum report.pdf").closest("ul")!.getAttribute("lang")).toBe("en");
  });

  it("is in English at the address the QR code prints, as before", async () => {
    renderVerify("en", VERIFIED);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Report verification");
    expect(screen.getByText(/The code was genuine/)).toBeTruthy();
    expect([...document.querySelectorAll("dd")].map((dd) => dd.textContent)[3]).toBe("2 December 2026");
  });

  it("says in Hindi that no report has an unknown code", async () => {
    renderVerify("hi", null);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("इस कोड की कोई रिपोर्ट नहीं है");
    expect(screen.getByText(new RegExp(`यह रिपोर्ट ${SITE.labName} ने जारी नहीं की है`))).toBeTruthy();
    expect(screen.getByRole("link", { name: "होम" }).getAttribute("href")).toBe("/hi");
  });

  it("says in English that no report has an unknown code, in the service's words", async () => {
    renderVerify("en", null);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("No report has this code");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it("says plainly, in each language, that the lab withdrew a report, and never that it is genuine (issue 32)", async () => {
    const withdrawn = { ...VERIFIED, isFileRemoved: false, withdrawnAt: "2026-12-03T06:00:00.000Z" };
    renderVerify("en", withdrawn);
    expect((await screen.findByTestId("withdrawn")).textContent).toBe(
      `${SITE.labName} withdrew this report on 3 December 2026: it was issued by mistake. Do not rely on it; ask the lab for the correct report.`,
    );
    expect(screen.queryByText(/belongs to a report issued by/)).toBeNull();
  });

  it("says so in Hindi at /hi/verify/…", async () => {
    renderVerify("hi", { ...VERIFIED, isFileRemoved: false, withdrawnAt: "2026-12-03T06:00:00.000Z" });
    expect((await screen.findByTestId("withdrawn")).textContent).toContain("ने यह रिपोर्ट 3 दिसंबर 2026 को वापस ले ली");
    expect(screen.queryByText(/की जारी की गई एक रिपोर्ट का है/)).toBeNull();
  });
});
