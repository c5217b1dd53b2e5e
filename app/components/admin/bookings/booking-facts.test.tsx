import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail, BookingLine } from "../../../../domain/booking.ts";
import { tubesForVisit } from "../../../../domain/collection-tubes.ts";
import { createRoutesStubWithMessages } from "../../../../test/stub-with-messages.tsx";
import { BookingFacts } from "./booking-facts.tsx";

const line = (id: string, name: string, pricePaise: number): BookingLine => ({
  kind: "test",
  id,
  name,
  pricePaise,
  mrpPaise: 40_000,
});
/** 333.04 + 333.10 + 332.86: ₹999 to the paisa, so the ₹100 fee applies. */
const LINES = [
  line("chloride", "Chloride", 33_304),
  line("potassium", "Potassium", 33_310),
  line("sgot", "SGOT", 33_286),
];

/** A visit as the admin API answers it: its lines and sums in paise. */
const booking: AdminBookingDetail = {
  id: "b1",
  reference: "LF-7Q2K9",
  status: "new",
  patientName: "Asha Verma",
  age: 34,
  gender: "female",
  people: [
    {
      id: "p1",
      position: 1,
      name: "Asha Verma",
      age: 34,
      gender: "female",
      guardianName: null,
      guardianConsent: false,
      testsSummary: "Chloride, Potassium, SGOT",
      items: LINES,
      subtotalPaise: 99_900,
      savingPaise: 20_100,
      isErased: false,
    },
  ],
  mobile: "9876543210",
  collectionType: "home",
  pincode: "201301",
  city: "Noida",
  labAddress: null,
  date: "2026-12-02",
  window: "07:00–07:30",
  testsSummary: "Chloride, Potassium, SGOT",
  totalPaise: 109_900,
  isErased: false,
  email: null,
  guardianName: null,
  guardianConsent: false,
  address: "House 7, Sector 62",
  landmark: null,
  items: LINES,
  subtotalPaise: 99_900,
  savingPaise: 20_100,
  feePaise: 10_000,
  discountPaise: 0,
  changes: [],
  consentVersion: "2",
  consentedAt: "2026-12-01T00:30:00.000Z",
  consentLanguage: "en",
  language: "en",
  offersOptIn: false,
  createdAt: "2026-12-01T00:30:00.000Z",
  updatedAt: "2026-12-01T00:30:00.000Z",
  nextStatuses: ["confirmed", "cancelled"],
  canReschedule: true,
  history: [],
  access: [],
};

describe("the desk's facts of a visit", () => {
  it("shows each line's price and the sums from paise, in the ₹ the patient saw: 333.04 + 333.10 + 332.86 is ₹999", () => {
    render(<BookingFacts booking={booking} />);
    const money = screen.getByRole("region", { name: "Tests and amount" });
    const lines = within(money)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(lines).toEqual(["Chloride₹333.04", "Potassium₹333.10", "SGOT₹332.86"]);
    const sums = within(money)
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    const terms = within(money)
      .getAllByRole("term")
      .map((dt) => dt.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, sums[i]]))).toEqual({
      Tests: "₹999",
      "Home collection fee": "₹100",
      "Total to collect": "₹1,099",
      "Saving on MRP": "₹201",
    });
  });
});

describe("the visit's tubes on the booking page", () => {
  it("says what to carry and each tube to fill, with its volume, tests and handling, and the tests to ask the lab about", () => {
    const tubes = tubesForVisit([
      [
        {
          code: "chloride",
          name: "Chloride",
          containers: [
            { kind: "serum-gold", volumeMl: 0.5, handling: ["upright-to-clot"], deliverWithinHours: 4, note: "" },
          ],
        },
        {
          code: "potassium",
          name: "Potassium",
          containers: [
            { kind: "serum-gold", volumeMl: 0.5, handling: [], deliverWithinHours: null, note: "No haemolysis" },
          ],
        },
        { code: "sgot", name: "SGOT", containers: null },
      ],
    ]);
    const Stub = createRoutesStubWithMessages(
      [
        {
          path: "/admin/bookings/b1",
          Component: () => (
            <BookingFacts
              booking={booking}
              tubes={{ ...tubes, people: tubes.people.map((person) => ({ ...person, personId: "p1" })) }}
            />
          ),
          HydrateFallback: () => null,
        },
      ],
      { namespaces: ["tubes"] },
    );
    render(<Stub initialEntries={["/admin/bookings/b1"]} />);
    const section = within(screen.getByRole("region", { name: "Tubes to fill" }));
    section.getByText("1 × Serum gold (SST)");
    section.getByText("· 1 ml");
    section.getByText("for Chloride, Potassium");
    section.getByText("Stand upright to clot · Deliver within 4 h · No haemolysis");
    section.getByText("Container not set for SGOT: ask the lab");
  });
});
