// The slot picker coming to life as the browser does it: Preact hydrating the server's HTML
// (app-preact only, vitest.config.ts: React reads an element's HTML back while hydrating, to
// warn of a difference, which Preact never does).
import { act, waitFor } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Availability } from "../../../domain/booking.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { HydrateLater, hydrating } from "../../lib/hydrate-later.tsx";
import { SlotPicker } from "./slot-picker.tsx";

const CALENDAR: Availability[] = ["2026-11-24", "2026-11-25"].map((date) => ({
  date,
  slots: [
    { window: "08:00–08:30", placesLeft: 1, isFull: false },
    { window: "12:30–13:00", placesLeft: 3, isFull: false },
  ],
}));

const Stub = createRoutesStubWithMessages(
  [{ path: "*", Component: () => <SlotPicker calendar={CALENDAR} needsFasting /> }],
  { namespaces: ["common", "booking"] },
);
const page = <Stub initialEntries={["/book/cbc"]} />;

/** The form around the picker: drawn again by what the patient does elsewhere in it. */
function FormWithAPart() {
  const [draws, setDraws] = useState(0);
  return (
    <div data-draws={draws}>
      <button type="button" onClick={() => setDraws((n) => n + 1)}>
        Draw again
      </button>
      <HydrateLater>
        <section>
          <SlotPicker calendar={CALENDAR} needsFasting />
        </section>
      </HydrateLater>
    </div>
  );
}
const FormStub = createRoutesStubWithMessages([{ path: "*", Component: FormWithAPart }], {
  namespaces: ["common", "booking"],
});
const formPage = <FormStub initialEntries={["/book/cbc"]} />;

/** The page as the server sent it: the picker's HTML, in the document, not yet alive. */
async function serverPage(drawing = page): Promise<HTMLElement> {
  const drawn = document.createElement("div");
  const root = createRoot(drawn);
  await act(async () => root.render(drawing));
  const server = document.createElement("div");
  server.innerHTML = drawn.innerHTML;
  root.unmount();
  document.body.append(server);
  return server;
}

/** Undone after each test: a page left alive, or a spy left on, would outlast this file. */
const undo: (() => void)[] = [];

/** Counts the reads of an element's HTML from here on. */
function readingsOfHtml() {
  const readings = vi.spyOn(Element.prototype, "innerHTML", "get");
  undo.push(() => readings.mockRestore());
  return readings;
}

/** Preact hydrating the server's HTML, as the browser entry does on the first page. */
async function bringToLife(server: HTMLElement, drawing: ReactElement) {
  await act(async () => {
    const root = hydrating(() => hydrateRoot(server, drawing));
    undo.push(() => root.unmount());
  });
}

const radio = (page: HTMLElement, value: string) =>
  page.querySelector<HTMLInputElement>(`input[name="slot"][value="${value}"]`)!;

afterEach(() => {
  // Not vi.restoreAllMocks(): it would also end test/fail-on-console-error.ts's check.
  act(() => undo.splice(0).forEach((step) => step()));
  document.body.innerHTML = "";
});

describe("the slot picker coming to life on Preact", () => {
  it("keeps the server's radios, and a time picked before, without reading its HTML back", async () => {
    const server = await serverPage();
    const picked = radio(server, "2026-11-25|12:30–13:00");
    picked.click();
    const readings = readingsOfHtml();

    await bringToLife(server, page);

    // The fortnight's inputs are not serialised as the part comes to life (8–10 ms of its task
    // on a phone, issue 38 §1): the server's elements stay, the patient's pick with them.
    expect(readings.mock.contexts.filter((element) => (element as Element).tagName === "FIELDSET")).toEqual([]);
    expect(radio(server, "2026-11-25|12:30–13:00")).toBe(picked);
    expect(picked.checked).toBe(true);
    // The page's script is alive on it: Enter on a radio picks it instead of sending the form.
    const other = radio(server, "2026-11-24|08:00–08:30");
    other.focus();
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    other.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(other.checked).toBe(true);
  });

  it("is not drawn again, nor read back, when its part's hydration has ended and the form is drawn again", async () => {
    const server = await serverPage(formPage);
    const picked = radio(server, "2026-11-24|12:30–13:00");
    picked.click();
    const readings = readingsOfHtml();

    await bringToLife(server, formPage);
    await waitFor(() => expect(server.querySelector("[data-draws]")).toBeTruthy());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const drawAgain = server.querySelector("button")!;
    await act(async () => drawAgain.click());
    await act(async () => drawAgain.click());

    expect(server.querySelector("[data-draws]")?.getAttribute("data-draws")).toBe("2");
    expect(readings.mock.contexts.filter((element) => (element as Element).tagName === "FIELDSET")).toEqual([]);
    expect(radio(server, "2026-11-24|12:30–13:00")).toBe(picked);
    expect(picked.checked).toBe(true);
  });
});
