import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Availability } from "../../../domain/booking.ts";
import type { Locale } from "../../../domain/locale.ts";
import { pathIn } from "../../../domain/locale.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { dayLabel, SlotPicker, timeLabel, windowLabel } from "./slot-picker.tsx";

const CALENDAR: Availability[] = [
  {
    date: "2026-11-24",
    slots: [
      { window: "08:00–08:30", placesLeft: 1, isFull: false },
      { window: "12:30–13:00", placesLeft: 3, isFull: false },
      { window: "17:00–17:30", placesLeft: 0, isFull: true },
    ],
  },
];

function renderPicker(locale: Locale) {
  const Stub = createRoutesStubWithMessages(
    [{ path: "*", Component: () => <SlotPicker calendar={CALENDAR} needsFasting /> }],
    { locale, namespaces: ["common", "booking"] },
  );
  render(<Stub initialEntries={[pathIn(locale, "/book/cbc")]} />);
}

describe("the slot picker's days and times", () => {
  it("says them in Hindi on a Hindi page, as a patient in Delhi says them", () => {
    expect(dayLabel("2026-11-24", "hi")).toBe("मंगल, 24 नवंबर");
    expect(windowLabel("08:00–08:30", "hi")).toBe("सुबह 8:00–8:30");
    expect(windowLabel("12:30–13:00", "hi")).toBe("दोपहर 12:30–1:00");
    expect(windowLabel("17:00–17:30", "hi")).toBe("शाम 5:00–5:30");
    expect(timeLabel("09:00", "hi")).toBe("सुबह 9:00");
  });

  it("keeps them as they always were in English", () => {
    expect(dayLabel("2026-11-24")).toBe("Tue, 24 Nov");
    expect(windowLabel("08:00–08:30")).toBe("08:00–08:30");
    expect(timeLabel("09:00")).toBe("9:00");
  });

  it("shows a Hindi page's picker in Hindi: days, windows, places and the fasting hint", () => {
    renderPicker("hi");
    const picker = screen.getByRole("group", { name: "तारीख़ और समय" });
    expect(within(picker).getByText("मंगल, 24 नवंबर")).toBeTruthy();
    expect(within(picker).getByText("3 में से 2 स्लॉट खाली")).toBeTruthy();
    const windows = within(picker).getByRole("radiogroup", { name: "मंगल, 24 नवंबर का समय" });
    const labels = within(windows)
      .getAllByRole("radio")
      .map((radio) => [radio.closest("label")?.textContent, radio.hasAttribute("disabled")]);
    expect(labels).toEqual([
      ["सुबह 8:00–8:30, मंगल, 24 नवंबर1 जगह खाली · खाली पेट के लिए ठीक", false],
      ["दोपहर 12:30–1:00, मंगल, 24 नवंबर3 जगह खाली", false],
      ["शाम 5:00–5:30, मंगल, 24 नवंबरभर गया", true],
    ]);
    expect(picker.textContent).toContain("सुबह 9:00 से पहले के समय पर खाली पेट के लिए ठीक लिखा है।");
    // English only where the glossary keeps it beside the Hindi: "खाली पेट (fasting)".
    expect(picker.textContent?.replace("(fasting)", "")).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("shows an English page's picker in the English it always had", () => {
    renderPicker("en");
    const picker = screen.getByRole("group", { name: "Date and time" });
    expect(within(picker).getByText("Tue, 24 Nov")).toBeTruthy();
    expect(within(picker).getByText("2 of 3 slots free")).toBeTruthy();
    expect(
      within(picker)
        .getAllByRole("radio", { name: /08:00–08:30/ })[0]
        .closest("label")?.textContent,
    ).toBe("08:00–08:30, Tue, 24 Nov1 place left · good for fasting");
    expect(picker.textContent).toContain("Slots before 9:00 are marked good for fasting.");
  });

  it("before the kind is known, lists a window once when it is open or full for both kinds, and once per kind when only one is full", () => {
    const lab: Availability[] = [
      {
        date: "2026-11-24",
        slots: [
          { window: "08:00–08:30", placesLeft: 0, isFull: true },
          { window: "12:30–13:00", placesLeft: 5, isFull: false },
          { window: "17:00–17:30", placesLeft: 0, isFull: true },
        ],
      },
    ];
    const Stub = createRoutesStubWithMessages(
      [
        {
          path: "*",
          Component: () => <SlotPicker calendar={CALENDAR} labCalendar={lab} kind={null} needsFasting={false} />,
        },
      ],
      { locale: "en", namespaces: ["common", "booking"] },
    );
    render(<Stub initialEntries={["/book/cbc"]} />);
    const windows = screen.getByRole("radiogroup", { name: "Time on Tue, 24 Nov" });
    const listed = within(windows)
      .getAllByRole("radio")
      .map((radio) => {
        const item = radio.closest("li")!;
        const shownFor = item.classList.contains("home-only")
          ? "home"
          : item.classList.contains("lab-only")
            ? "lab"
            : "both";
        const places = [...item.querySelectorAll(".home-only, .lab-only")].map(
          (span) => `${span.className}: ${span.textContent}`,
        );
        return [
          radio.getAttribute("value"),
          shownFor,
          radio.hasAttribute("disabled"),
          places.length ? places : item.textContent,
        ];
      });
    expect(listed).toEqual([
      // Open at home, full at the lab: one radio a kind, the lab's closed.
      ["2026-11-24|08:00–08:30", "home", false, "08:00–08:30, Tue, 24 Nov1 place left"],
      ["2026-11-24|08:00–08:30", "lab", true, "08:00–08:30, Tue, 24 NovFull"],
      // Open for both: one radio, each kind's places shown with its kind.
      ["2026-11-24|12:30–13:00", "both", false, ["home-only: 3 places left", "lab-only: 5 places left"]],
      // Full for both: one closed radio.
      ["2026-11-24|17:00–17:30", "both", true, ["home-only: Full", "lab-only: Full"]],
    ]);
  });
});
