import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminBookingPerson, AdminBookingSummary } from "../../../../domain/booking.ts";
import { BookingRows } from "./booking-rows.tsx";

const person = (position: number, name: string, age: number, gender: string): AdminBookingPerson => ({
  id: `p${position}`,
  position,
  name,
  age,
  gender,
  guardianName: null,
  guardianConsent: false,
  testsSummary: "Complete Blood Count (CBC)",
  items: [],
  subtotalPaise: 31_900,
  savingPaise: 13_100,
  isErased: false,
});

const family: AdminBookingSummary = {
  id: "b1",
  reference: "LF-7Q2K9",
  status: "new",
  patientName: "Asha Verma, Ram Prakash Verma",
  age: 34,
  gender: "female",
  people: [person(1, "Asha Verma", 34, "female"), person(2, "Ram Prakash Verma", 67, "male")],
  mobile: "9876543210",
  collectionType: "home",
  pincode: "201301",
  city: "Noida",
  labAddress: null,
  date: "2026-12-02",
  window: "07:00–07:30",
  testsSummary: "Complete Blood Count (CBC), Lipid Profile",
  totalPaise: 111_700,
  isErased: false,
};

describe("the desk's booking rows", () => {
  it("show each person of a visit, so the collector knows how many samples to take", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <BookingRows bookings={[family]} /> }]);
    render(<Stub initialEntries={["/"]} />);
    expect(screen.getByText("2 people: 2 samples")).toBeTruthy();
    const people = within(screen.getByRole("list", { name: "People in LF-7Q2K9" })).getAllByRole("listitem");
    expect(people.map((li) => li.textContent)).toEqual(["Asha Verma · 34 y, female", "Ram Prakash Verma · 67 y, male"]);
  });
});
