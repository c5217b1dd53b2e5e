import { render, screen } from "@testing-library/react";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { describe, expect, it } from "vitest";
import { BottomNav } from "./bottom-nav.tsx";

/** The tab bar as a patient sees it at `path`: which tab's label is marked (bold). */
function markedTabs(path: string): string[] {
  const Stub = createRoutesStubWithMessages([{ path: "*", Component: BottomNav }]);
  render(<Stub initialEntries={[path]} />);
  return screen
    .getAllByRole("link")
    .filter((link) => link.querySelector("span")?.classList.contains("font-bold"))
    .map((link) => link.textContent ?? "");
}

describe("the phone's tab bar", () => {
  it("marks My Booking on 'Manage a booking'", () => {
    expect(markedTabs("/bookings/find")).toEqual(["My Booking"]);
  });

  it("marks My Booking on a booking's own page, reached by its link", () => {
    expect(markedTabs("/bookings/manage/abc")).toEqual(["My Booking"]);
  });

  it.each([
    ["/tests/cbc", "Tests"],
    ["/reports", "My Reports"],
    ["/", "Home"],
  ])("marks only the section %s is in", (path, tab) => {
    expect(markedTabs(path)).toEqual([tab]);
  });
});
