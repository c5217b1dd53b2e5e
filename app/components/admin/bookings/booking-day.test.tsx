import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminDay } from "../../../../domain/booking.ts";
import type { DeskDayPayments } from "../../../../domain/payment.ts";
import { formatPaise } from "../../../../domain/payment-rules.ts";
import { formatDay } from "../../../lib/booking-format.ts";
import { createRoutesStubWithMessages } from "../../../../test/stub-with-messages.tsx";
import { BookingDay } from "./booking-day.tsx";

const TODAY = "2026-12-01";
/** An empty open day, as the day view's loader answers for `?date=`. */
const dayOf = (date: string): AdminDay => ({
  date,
  isOpen: true,
  slots: [
    {
      window: "07:00–08:00",
      home: { capacity: 4, booked: 0, isFull: false },
      lab: { capacity: 4, booked: 0, isFull: false },
      bookings: [],
    },
  ],
});

function DayPage() {
  const day = useLoaderData<AdminDay>();
  return <BookingDay day={day} today={TODAY} />;
}

function renderDayView() {
  const Stub = createRoutesStub([
    {
      path: "/admin/bookings",
      Component: DayPage,
      HydrateFallback: () => <p>Loading…</p>,
      loader: ({ request }) => dayOf(new URL(request.url).searchParams.get("date") ?? TODAY),
    },
  ]);
  render(<Stub initialEntries={["/admin/bookings"]} />);
  return userEvent.setup();
}

const dateBox = () => screen.getByLabelText("Date") as HTMLInputElement;

describe("the receptionist's day view", () => {
  it("shows the day it moved to in the date box after Next day and Previous day", async () => {
    const user = renderDayView();
    await waitFor(() => expect(dateBox().value).toBe(TODAY));

    await user.click(screen.getByRole("link", { name: /Next day/ }));
    await screen.findByRole("heading", { name: /2 December 2026/ });
    expect(dateBox().value).toBe("2026-12-02");

    await user.click(screen.getByRole("link", { name: /Next day/ }));
    await screen.findByRole("heading", { name: /3 December 2026/ });
    expect(dateBox().value).toBe("2026-12-03");

    await user.click(screen.getByRole("link", { name: /Previous day/ }));
    await screen.findByRole("heading", { name: /2 December 2026/ });
    expect(dateBox().value).toBe("2026-12-02");
  });
});

/** A day's money as the service answers it: ₹300 taken at the door; ₹1,050 for the day's two visits, ₹600 of it paid days ahead. */
const moneyOf = (date: string): DeskDayPayments => ({
  takings: {
    date,
    total: { paise: 30000, count: 1 },
    byMode: [
      { mode: "cash", paise: 30000, count: 1 },
      { mode: "upi", paise: 0, count: 0 },
      { mode: "card", paise: 0, count: 0 },
    ],
    byStaff: [
      {
        staff: "reception",
        staffName: { name: "Priya Sharma", role: "desk" },
        paise: 30000,
        count: 1,
        byMode: [{ mode: "cash", paise: 30000, count: 1 }],
      },
    ],
  },
  forVisits: { paise: 105000, count: 2, visits: 2 },
  visits: [],
});

function renderDayWithMoney(date: string) {
  const Stub = createRoutesStubWithMessages(
    [
      {
        path: "/admin/bookings",
        Component: () => <BookingDay day={dayOf(date)} payments={moneyOf(date)} today={TODAY} />,
        HydrateFallback: () => null,
      },
    ],
    { namespaces: ["desk"] },
  );
  render(<Stub initialEntries={["/admin/bookings"]} />);
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe("the day's money", () => {
  it("shows what was taken today and what was recorded for the day's visits apart, each with its count", async () => {
    renderDayWithMoney(TODAY);
    await screen.findByRole("heading", { name: "Takings for the end-of-day count" });
    expect(figure("taken-on-day")).toContain("Taken today");
    expect(figure("taken-on-day")).toContain(`${formatPaise(30000)} · 1 entry`);
    expect(figure("for-day-visits")).toContain("For this day's visits");
    expect(figure("for-day-visits")).toContain(`${formatPaise(105000)} · 2 entries · 2 visits`);
    expect(screen.getByRole("table", { name: "By mode" }).textContent).toContain("Cash (1 entry)");
    // Each one's hand-over is under the name the staff know them by, not their sign-in name.
    const byStaff = screen.getByRole("table", { name: "By staff member" });
    expect(byStaff.textContent).toContain("Priya Sharma, Front desk (1 entry)");
    expect(byStaff.textContent).not.toContain("reception");
  });

  it("names the day it was taken on when the day shown is not today", async () => {
    renderDayWithMoney("2026-11-28");
    await screen.findByRole("heading", { name: "Takings for the end-of-day count" });
    expect(figure("taken-on-day")).toContain(`Taken on ${formatDay("2026-11-28")}`);
    expect(formatDay("2026-11-28")).toMatch(/^Sat, 28 Nov/);
    expect(figure("taken-on-day")).not.toContain("Taken today");
  });
});
