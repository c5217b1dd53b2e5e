import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CollectorVisit } from "../../../domain/collect.ts";
import { tubesForVisit, type TubeTest } from "../../../domain/collection-tubes.ts";
import type { Locale } from "../../../domain/locale.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import type { LabelQueue } from "./sample-labels.tsx";
import type { PendingTap, TapRefusal } from "./tap-queue.ts";
import { mapLink, type TapError, telLink, VisitCard } from "./visit-card.tsx";

const tube = (code: string, name: string, kind: "serum-gold" | "edta-lavender", volumeMl: number): TubeTest => ({
  code,
  name,
  containers: [{ kind, volumeMl, handling: [], deliverWithinHours: null, note: "" }],
});
const lipid = tube("lipid-profile", "Lipid Profile", "serum-gold", 1);
const hba1c = tube("hba1c", "HbA1c", "edta-lavender", 1);
const cbc = tube("cbc", "CBC", "edta-lavender", 2);
const family = tubesForVisit([[lipid, hba1c], [cbc]]);

const VISIT: CollectorVisit = {
  bookingId: "b1",
  reference: "LF-7Q2K9",
  date: "2026-12-02",
  window: "07:00–07:30",
  people: [
    {
      id: "p1",
      name: "Asha Verma",
      age: 52,
      gender: "female",
      tests: ["Lipid Profile", "HbA1c"],
      fasting: "required",
      tubes: family.people[0]!,
    },
    {
      id: "p2",
      name: "Ram Verma",
      age: 55,
      gender: "male",
      tests: ["CBC"],
      fasting: "not-required",
      tubes: family.people[1]!,
    },
  ],
  tubeTotals: family.totals,
  address: "House 7, Block C & D, Sector 62",
  landmark: "Near the water tank",
  pincode: "201301",
  mobile: "9876543210",
  amountDuePaise: 149_900,
  state: "assigned",
  undoable: null,
  isHandoverLocked: false,
  labels: [],
};

function renderCard(
  visit: CollectorVisit,
  {
    error,
    locale = "en",
    pending,
    labels,
  }: { error?: TapError; locale?: Locale; pending?: PendingTap[]; labels?: LabelQueue } = {},
) {
  const Stub = createRoutesStubWithMessages(
    [
      {
        path: "/collect",
        Component: () => (
          <VisitCard
            visit={visit}
            tapKey={"k".repeat(20)}
            shownAt="2026-12-02T01:00:00.000Z"
            error={error}
            pending={pending}
            labels={labels}
          />
        ),
        HydrateFallback: () => null,
      },
    ],
    { namespaces: ["collect", "tubes", "labels"], locale },
  );
  render(<Stub initialEntries={["/collect"]} />);
  return screen.getByRole("article");
}

describe("a visit on the collector's phone", () => {
  it("links the phone's maps app to the address and pincode, encoded, and dials the patient from India", () => {
    expect(mapLink(VISIT)).toBe(
      "https://www.google.com/maps/search/?api=1&query=House%207%2C%20Block%20C%20%26%20D%2C%20Sector%2062%2C%20201301",
    );
    expect(telLink("9876543210")).toBe("tel:+919876543210");
  });

  it("shows the people with their tests, the fasting reminder only for who must fast, and the money to collect", async () => {
    const card = renderCard(VISIT);
    expect(await within(card).findByText("Asha Verma")).toBeTruthy();
    expect(within(card).getAllByText("Fasting sample: ask if they have eaten")).toHaveLength(1);
    expect(within(card).getByText(/^Collect ₹1,499/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Call the patient" }).getAttribute("href")).toBe("tel:+919876543210");
  });

  it("says what to fill for each person and what the visit takes from the lab", async () => {
    const card = renderCard(VISIT);
    const personOf = async (name: string) => (await within(card).findByText(name)).closest("li")!.textContent;
    expect(await personOf("Asha Verma")).toMatch(/Serum gold.*for Lipid Profile.*EDTA.*for HbA1c/);
    expect(await personOf("Ram Verma")).toMatch(/EDTA.*for CBC/);
    expect(card.textContent).toContain("To carry: 1 × Serum gold (SST), 2 × EDTA lavender");
  });

  it("offers to record the cash due, its amount filled in rupees", async () => {
    const card = renderCard(VISIT);
    const amount = await within(card).findByLabelText("Cash taken, in rupees");
    expect((amount as HTMLInputElement).value).toBe("1,499.00");
    expect(amount.getAttribute("inputmode")).toBe("decimal");
  });

  it("asks for the code with a numeric keypad and no autofill, and says a refusal beside it", async () => {
    const card = renderCard(VISIT, {
      error: { bookingId: "b1", field: "handoverCode", message: "That is not this visit's code" },
    });
    const code = await within(card).findByLabelText("Handover code the patient reads out");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("off");
    expect(code.getAttribute("aria-invalid")).toBe("true");
    const error = within(card).getByRole("alert");
    expect(error.textContent).toBe("That is not this visit's code");
    expect(code.getAttribute("aria-describedby")).toContain(error.id);
  });

  it("offers Undo for a tap still undoable, and no more taps once collected", async () => {
    const card = renderCard({
      ...VISIT,
      state: "collected",
      undoable: {
        id: "t1",
        bookingId: "b1",
        kind: "collected",
        reason: null,
        at: "2026-12-02T01:00:00.000Z",
        undoUntil: "2026-12-02T01:01:00.000Z",
        isUndone: false,
      },
    });
    expect(await within(card).findByRole("button", { name: "Undo “Collected”" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "On my way" })).toBeNull();
    expect(within(card).queryByLabelText("Handover code the patient reads out")).toBeNull();
  });

  it("says to call the desk instead of asking a code after too many wrong ones", async () => {
    const card = renderCard({ ...VISIT, isHandoverLocked: true });
    expect(await within(card).findByText(/Too many wrong codes: call the desk/)).toBeTruthy();
    expect(within(card).queryByLabelText("Handover code the patient reads out")).toBeNull();
  });

  it("speaks Hindi on /hi/collect", async () => {
    const card = renderCard(VISIT, { locale: "hi" });
    expect(await within(card).findByRole("link", { name: "मैप में खोलें" })).toBeTruthy();
    expect(within(card).getByText("52 साल, महिला", { exact: false })).toBeTruthy();
  });

  it("marks each tap's form for the phone's queue with its API address, and the code as never to be stored", async () => {
    const card = renderCard(VISIT);
    const code = await within(card).findByLabelText("Handover code the patient reads out");
    expect(code.hasAttribute("data-offline-secret")).toBe(true);
    const queued = [...card.querySelectorAll("form[data-offline-queue]")].map((form) => [
      form.getAttribute("data-offline-queue"),
      form.getAttribute("data-offline-label"),
    ]);
    expect(queued).toEqual([
      // Each tube's label form: a label scanned without signal waits on the phone too.
      ["/api/collect/visits/b1/labels", "Serum gold (SST) 1"],
      ["/api/collect/visits/b1/labels", "EDTA lavender 1"],
      ["/api/collect/visits/b1/labels", "EDTA lavender 1"],
      ["/api/collect/visits/b1/cash", "Cash taken"],
      ["/api/collect/visits/b1/taps", "On my way"],
      ["/api/collect/visits/b1/taps", "Not at home"],
      ["/api/collect/visits/b1/taps", "Collected"],
    ]);
    // Each still a plain form of the page, with its own key, for a phone without scripts.
    for (const form of card.querySelectorAll("form[data-offline-queue]")) {
      expect(form.getAttribute("method")).toBe("post");
      expect((form.querySelector('[name="idempotencyKey"]') as HTMLInputElement).value).toMatch(/^k{20}/);
    }
  });

  it("says which taps wait to be sent, without offering them again", async () => {
    const card = renderCard(VISIT, {
      pending: [
        {
          id: "q1",
          bookingId: "b1",
          kind: "on-my-way",
          label: "On my way",
          needsSecret: false,
          fields: { kind: "on-my-way" },
        },
      ],
    });
    expect(await within(card).findByText("Waiting to be sent: On my way")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "On my way" })).toBeNull();
    // Without the page's queue (no scripts) there is nothing to take back from the phone.
    expect(within(card).queryByRole("button", { name: "Undo “On my way”" })).toBeNull();
    expect(within(card).getByRole("button", { name: "Confirm collected" })).toBeTruthy();
  });

  it("asks for the code again for a Collected tap whose code went with a closed page", async () => {
    const card = renderCard(VISIT, {
      pending: [
        {
          id: "q2",
          bookingId: "b1",
          kind: "collected",
          label: "Collected",
          needsSecret: true,
          fields: { kind: "collected" },
        },
      ],
    });
    expect(
      await within(card).findByText("Collected, waiting to confirm: ask the patient for the code again"),
    ).toBeTruthy();
    const code = within(card).getByLabelText("Handover code the patient reads out");
    expect(code.closest("details")?.open).toBe(true);
  });

  it("shows a refusal of the whole tap (the visit moved) under the taps, not lost on a hidden field", async () => {
    const card = renderCard(VISIT, {
      error: { bookingId: "b1", field: "date", message: "“On my way” was not saved: The desk moved this visit" },
    });
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "“On my way” was not saved: The desk moved this visit",
    );
  });

  describe("labels through the phone's queue", () => {
    const labelTap = (id: string, personId: string, tube: string, label: string): PendingTap => ({
      id,
      bookingId: "b1",
      kind: tube.replace(/-\d+$/, ""),
      label: "EDTA lavender 1",
      needsSecret: false,
      fields: { intent: "label", bookingId: "b1", personId, kind: tube.replace(/-\d+$/, ""), tube, label },
    });
    const tubeOf = (card: HTMLElement, personName: string, tube: string) =>
      within(card).getByText(personName).closest("li")!.querySelector(`[data-tube="${tube}"]`) as HTMLElement;

    it("shows a label scanned offline at its own tube as waiting, and its Undo takes it off the phone", async () => {
      const cancelled: string[] = [];
      const pending = [labelTap("q1", "p2", "edta-lavender-1", "LF24007777")];
      const card = renderCard(VISIT, {
        pending,
        labels: { pending, refusals: [], cancel: (id) => cancelled.push(id) },
      });
      const ram = tubeOf(card, "Ram Verma", "edta-lavender-1");
      expect(await within(ram).findByText("EDTA lavender 1 · Labelled LF24007777, waiting to be sent")).toBeTruthy();
      // The other person's lavender tube still asks for its label; the visit's own list does not repeat it.
      const asha = tubeOf(card, "Asha Verma", "edta-lavender-1");
      expect(within(asha).getByText("No label yet", { exact: false })).toBeTruthy();
      expect(within(card).queryByText(/^Waiting to be sent/)).toBeNull();
      within(ram).getByRole("button", { name: "Undo label LF24007777" }).click();
      expect(cancelled).toEqual(["q1"]);
    });

    it("shows a label refused on return beside its tube's field, with the number kept to be corrected", async () => {
      const refusal: TapRefusal = {
        bookingId: "b1",
        label: "EDTA lavender 1",
        field: "label",
        words: "This label is already used on another sample: take a new label",
        fields: labelTap("q1", "p2", "edta-lavender-1", "LF24007777").fields,
      };
      const card = renderCard(VISIT, { labels: { pending: [], refusals: [refusal], cancel: () => undefined } });
      const ram = tubeOf(card, "Ram Verma", "edta-lavender-1");
      expect((await within(ram).findByRole("alert")).textContent).toBe(refusal.words);
      const field = within(ram).getByLabelText("Type the label number") as HTMLInputElement;
      expect(field.value).toBe("LF24007777");
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(within(tubeOf(card, "Asha Verma", "edta-lavender-1")).queryByRole("alert")).toBeNull();
    });

    it("offers to take back a tap that has not left the phone", async () => {
      const cancelled: string[] = [];
      const pending: PendingTap[] = [
        { id: "q9", bookingId: "b1", kind: "on-my-way", label: "On my way", needsSecret: false, fields: {} },
      ];
      const card = renderCard(VISIT, {
        pending,
        labels: { pending, refusals: [], cancel: (id) => cancelled.push(id) },
      });
      (await within(card).findByRole("button", { name: "Undo “On my way”" })).click();
      expect(cancelled).toEqual(["q9"]);
    });

    it("keeps the Collected form, hidden, while its tap waits: a refusal finds the digits as typed", async () => {
      const pending: PendingTap[] = [
        { id: "q3", bookingId: "b1", kind: "collected", label: "Collected", needsSecret: false, fields: {} },
      ];
      const card = renderCard(VISIT, { pending });
      const code = await within(card).findByLabelText("Handover code the patient reads out");
      expect(code.closest("[hidden]")).not.toBeNull();
      expect(within(card).queryByRole("button", { name: "Confirm collected" })).toBeNull();
    });
  });
});
