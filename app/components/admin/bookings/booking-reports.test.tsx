import { act, cleanup, createEvent, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminReport } from "../../../../domain/report.ts";
import { createRoutesStubWithMessages } from "../../../../test/stub-with-messages.tsx";
import { permissionsOf, type Role } from "../../../../domain/staff-roles.ts";
import { ToastProvider } from "../../ui/toast.tsx";
import { StaffProvider } from "../staff-context.tsx";
import { BookingReports } from "./booking-reports.tsx";

const report: AdminReport = {
  id: "r1",
  personId: "p1",
  fileName: "cbc-asha.pdf",
  sizeBytes: 240_000,
  sha256: "a".repeat(64),
  verificationCode: "ABCDEFGHJKMNPQRST",
  verifyUrl: "http://localhost:3000/verify/ABCDEFGHJKMNPQRST",
  uploadedAt: "2026-12-02T05:00:00.000Z",
  uploadedBy: "reception",
  uploadedByStaff: { name: "Priya Sharma", role: "desk" },
  deletedAt: null,
  pageCount: 2,
  attachedAt: "2026-12-02T05:01:00.000Z",
  withdrawn: null,
  views: 2,
  downloads: 1,
  shares: [],
};
const SHARE_URL = "http://localhost:3000/reports/shared/" + "t".repeat(43);
/** The server writes the message (it names the lab from settings); the panel sends it as it is. */
const MESSAGE = `Hello, your lab report from Labfront Diagnostics for booking LF-7Q2K9 is ready. Open or download it here (the link works until 9 December 2026): ${SHARE_URL}`;

/** The JSON API as the component sees it: the list, and a share link on POST. */
function serve(calls: string[], listed: AdminReport = report) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url.endsWith("/shares"))
        return Response.json(
          { id: "s1", url: SHARE_URL, expiresAt: "2026-12-09T05:00:00.000Z", message: MESSAGE },
          { status: 201 },
        );
      return Response.json([listed]);
    }),
  );
}

/**
 * The panel as the booking page shows it to a staff member of `role` (the owner may do everything),
 * with the patient's mobile, or as the lab's day of samples does (without).
 */
async function renderPanel({ role = "owner", hasMobile = true }: { role?: Role; hasMobile?: boolean } = {}) {
  const mobile = hasMobile ? "9876543210" : undefined;
  await act(async () => {
    // The desk's words come with the page's messages, as the booking page's loader sends them.
    const Stub = createRoutesStubWithMessages(
      [{ path: "/", Component: () => <BookingReports bookingId="b1" mobile={mobile} /> }],
      { namespaces: ["common", "desk"] },
    );
    render(
      <StaffProvider value={{ permissions: permissionsOf(role) }}>
        <ToastProvider>
          <Stub initialEntries={["/"]} />
        </ToastProvider>
      </StaffProvider>,
    );
  });
  // The list arrives as staff see it: once the server has answered.
  await screen.findByText("cbc-asha.pdf");
}

afterEach(() => vi.unstubAllGlobals());

describe("a booking's reports for staff", () => {
  it("lists the reports with their downloads and views", async () => {
    serve([]);
    await renderPanel();
    expect(screen.getByText("cbc-asha.pdf")).toBeTruthy();
    expect(screen.getByText(/Opened 2 times, downloaded 1 time/)).toBeTruthy();
    // Who uploaded it, as the staff know each other: not the name they sign in with.
    expect(screen.getByText(/by Priya Sharma, Front desk/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download" }).getAttribute("href")).toBe("/api/reports/r1/file");
  });

  it("refuses a file that is not a PDF in words, without sending it", async () => {
    const calls: string[] = [];
    serve(calls);
    await renderPanel();
    const input = screen.getByLabelText(/Attach a report/);
    const notes = new File(["hello"], "notes.txt", { type: "text/plain" });
    // A change event, as a browser fires when a file is chosen. Not fireEvent.change: on preact/compat
    // Preact's Testing Library sends an input event instead, which a file input's onChange does not hear.
    await act(async () => fireEvent(input, createEvent.change(input, { target: { files: [notes] } })));
    expect((await screen.findByText("Choose a PDF file: this file is not a PDF")).getAttribute("role")).toBe("alert");
    expect(calls).toEqual(["GET /api/bookings/b1/reports"]);
  });

  it("makes a share link and offers it with a WhatsApp message to the patient's number", async () => {
    const calls: string[] = [];
    serve(calls);
    await renderPanel();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Make share link" })));
    expect(
      ((await screen.findByLabelText(/Share link \(works until 9 December 2026\)/)) as HTMLInputElement).value,
    ).toBe(SHARE_URL);
    expect(calls).toContain("POST /api/reports/r1/shares");
    const whatsapp = screen.getByRole("link", { name: "Open in WhatsApp" }).getAttribute("href")!;
    expect(whatsapp.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(decodeURIComponent(whatsapp.split("text=")[1])).toBe(MESSAGE);
  });

  it("says it shows the live share link again, rather than a new one made, when the server reuses it", async () => {
    const live = {
      id: "s1",
      createdAt: "2026-12-02T05:00:00.000Z",
      createdBy: "admin:reception",
      createdByStaff: { name: "Priya Sharma", role: "desk" as const },
      expiresAt: "2026-12-09T05:00:00.000Z",
      revokedAt: null,
    };
    serve([], { ...report, shares: [live] });
    await renderPanel();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Make share link" })));
    expect(await screen.findByText("This report's live share link is shown below")).toBeTruthy();
    expect(screen.queryByText("Share link made")).toBeNull();
    expect(screen.getByText(/Link by Priya Sharma, Front desk, works until/)).toBeTruthy();
  });

  it("offers each role only what it may do: the desk sends, the lab attaches and withdraws", async () => {
    const buttons = () => screen.queryAllByRole("button").map((button) => button.textContent?.trim());
    serve([]);
    await renderPanel({ role: "desk" });
    expect(screen.getByRole("link", { name: "Download" })).toBeTruthy();
    expect(buttons()).toEqual(expect.arrayContaining(["Make share link", "Send on WhatsApp"]));
    expect(buttons()).not.toContain("Withdraw…");
    expect(buttons()).not.toContain("Delete");
    expect(screen.queryByLabelText(/Attach a report/)).toBeNull();
    cleanup();

    serve([]);
    await renderPanel({ role: "lab" });
    expect(buttons()).not.toContain("Make share link");
    expect(buttons()).not.toContain("Send on WhatsApp");
    expect(buttons()).toContain("Delete");
    expect(buttons()).toContain("Withdraw…");
    expect(screen.getByLabelText(/Attach a report/)).toBeTruthy();
  });

  it("offers no sending without the patient's mobile (the lab's day of samples): no share link, WhatsApp or link withdrawal", async () => {
    const live = {
      id: "s1",
      createdAt: "2026-12-02T05:00:00.000Z",
      createdBy: "admin:reception",
      createdByStaff: { name: "Priya Sharma", role: "desk" as const },
      expiresAt: "2026-12-09T05:00:00.000Z",
      revokedAt: null,
    };
    serve([], { ...report, shares: [live] });
    await renderPanel({ hasMobile: false });
    expect(screen.getByRole("link", { name: "Download" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Withdraw…" })).toBeTruthy();
    for (const name of ["Make share link", "Send on WhatsApp", "Withdraw"])
      expect(screen.queryByRole("button", { name }), name).toBeNull();
  });
});
