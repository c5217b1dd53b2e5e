import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminDay } from "../../../../domain/booking.ts";
import { BookingDay } from "./booking-day.tsx";

const TODAY = "2026-12-01";
/** An empty open day, as the day view's loader answers for `?date=`. */
const dayOf = (date: string): AdminDay => ({ date, isOpen: true, slots: [{ window: "07:00–08:00", home: { capacity: 4, booked: 0, isFull: false }, lab: { capacity: 4, booked: 0, isFull: false }, bookings: [] }] });

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
