import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CITIES, type City } from "../../../domain/catalogue.ts";
import { BOOKING_FORM_ID } from "../../lib/booking-form.ts";
import { toJsonText } from "../../lib/json-text.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { type BookingAnswer, useBookingForm } from "./use-booking-form.ts";

const LOADED = {
  lines: [],
  collection: {
    homeCollectionFee: 100,
    freeCollectionAbove: null,
    pincodes: toJsonText(Object.fromEntries(CITIES.map((city) => [city, []])) as unknown as Record<City, string[]>),
  },
  labs: [],
  city: CITIES[0],
  idempotencyKey: "page-view",
};

/** Two people, as "Remove" answers them when the people moved places (a fresh form) or "Add" does (none). */
const twoPeople = (second: string, formKey?: string): BookingAnswer => ({
  errors: {},
  values: { peopleCount: 2, patientName: "Asha", others: [{ patientName: second, items: [] }] },
  formKey,
});

/** The booking form's state over the action's answers, as the page takes them one after another. */
function Page() {
  const [answer, setAnswer] = useState<BookingAnswer | undefined>(undefined);
  const form = useBookingForm(LOADED, answer);
  return (
    <>
      <button type="button" onClick={() => setAnswer(twoPeople("Ravi", "remade"))}>
        Remove
      </button>
      <button type="button" onClick={() => setAnswer(twoPeople("Meena"))}>
        Add
      </button>
      <form key={form.formKey}>
        <label>
          Mobile
          <input name="mobile" />
        </label>
        <label>
          Person 2&apos;s name
          <input name="people.1.patientName" onChange={form.nameChanged(1)} />
        </label>
      </form>
      <p>Person 2 is {form.whoIs(1)}</p>
    </>
  );
}

/** What the patient types, as the browser reports it (an input event: React's and Preact's onChange both hear it). */
const type = (label: string, text: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value: text } });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

function renderPage() {
  const Stub = createRoutesStubWithMessages([{ path: "*", Component: Page }], { namespaces: ["common", "booking"] });
  render(<Stub initialEntries={["/book/cbc"]} />);
}

describe("the booking form's state across the action's answers", { timeout: 20_000 }, () => {
  it("makes the form afresh when an answer says so, and keeps it through an answer after that says nothing", () => {
    renderPage();
    type("Mobile", "98");
    press("Remove");
    // The people moved places: the fields are made again from the answer.
    expect(valueOf("Mobile")).toBe("");
    type("Mobile", "9876543210");
    press("Add");
    // A key pressed while this answer travelled is not lost (issue 32).
    expect(valueOf("Mobile")).toBe("9876543210");
  });

  it("says whose tests they are by the name typed, and by the name a newer answer brings", () => {
    renderPage();
    press("Remove");
    expect(screen.getByText("Person 2 is Ravi")).toBeTruthy();
    type("Person 2's name", "Kiran");
    expect(screen.getByText("Person 2 is Kiran")).toBeTruthy();
    press("Add");
    expect(screen.getByText("Person 2 is Meena")).toBeTruthy();
  });

  it("is drawn again as the people's part comes to life only when something was typed into it before", () => {
    let draws = 0;
    function PeoplePart() {
      draws++;
      const form = useBookingForm(LOADED, undefined);
      return (
        <form id={BOOKING_FORM_ID}>
          <label>
            Full name
            <input name="patientName" onChange={form.nameChanged(0)} />
          </label>
          <button type="button" onClick={() => form.takeTypedIntoPeople()}>
            Come to life
          </button>
          <p>The patient is {form.whoIs(0)}</p>
        </form>
      );
    }
    const Stub = createRoutesStubWithMessages([{ path: "*", Component: PeoplePart }], {
      namespaces: ["common", "booking"],
    });
    render(<Stub initialEntries={["/book/cbc"]} />);
    const before = draws;
    // Nothing typed: the whole form is not drawn again for nothing (a part's own task, issue 38 §1).
    press("Come to life");
    expect(draws).toBe(before);
    // A name typed before the part's script ran (no onChange heard it): taken, and shown.
    screen.getByLabelText<HTMLInputElement>("Full name").value = "Asha";
    press("Come to life");
    expect(draws).toBe(before + 1);
    expect(screen.getByText("The patient is Asha")).toBeTruthy();
  });
});
