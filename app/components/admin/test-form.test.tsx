import { readFileSync } from "node:fs";
import path from "node:path";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AdminLabTest, LabTestContentSchema } from "../../../domain/lab-test.ts";
import { INCOMPLETE_LIST } from "../../lib/hindi-draft.ts";
import { KEEP_LABEL, OUTDATED_NOTE } from "./hindi-fields.tsx";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { TestForm } from "./test-form.tsx";

const shipped = LabTestContentSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../db/seed/tests/thyroid-profile.json"), "utf8")),
);
const REVIEW = { reviewer: "Dr A. Sharma", qualification: "MD Pathology", reviewedOn: "2026-11-02" };
const thyroid: AdminLabTest = {
  ...shipped,
  medicalReview: REVIEW,
  id: "thyroid-profile",
  imageUrl: null,
  createdAt: "2026-11-20T00:00:00.000Z",
  updatedAt: "2026-11-20T00:00:00.000Z",
  isRetired: false,
};

/** The API as the form sees it: answers a save with what it was sent, and keeps the bodies. */
function serve() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return Response.json({ ...thyroid, ...body });
    }),
  );
  return bodies;
}

/** The form as the Tests Manager shows it, with the messages its loader sends. */
function renderForm(test: AdminLabTest | null = thyroid) {
  const onSaved = vi.fn();
  const Stub = createRoutesStubWithMessages(
    [
      {
        path: "/admin/tests",
        Component: () => <TestForm test={test} onSaved={onSaved} onCancel={() => {}} />,
        HydrateFallback: () => null,
      },
    ],
    { namespaces: ["tubes"] },
  );
  render(<Stub initialEntries={["/admin/tests"]} />);
  return { onSaved };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
async function save(button = "Save Changes") {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: button }));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the Tests Manager's Hindi", () => {
  it("shows each text's Hindi beside its English, in lang=hi fields named in Hindi with '(Hindi)' after", () => {
    renderForm();
    expect(field("Name").value).toBe(thyroid.name);
    expect(field("नाम (Hindi)").value).toBe(thyroid.hi.name);
    expect(field("नाम (Hindi)").getAttribute("lang")).toBe("hi");
    expect(field("नाम के नीचे की लाइन (Hindi)").value).toBe(thyroid.hi.subtitle);
    expect(field("सैंपल टाइप (Hindi)").value).toBe("खून (सीरम)");
    expect(field("टेस्ट के बारे में (Hindi)").value).toBe(thyroid.hi.longDescription);
    expect(field("दूसरे नाम, जिनसे लोग खोजते हैं (Hindi)").value).toBe(thyroid.hi.alternateNames!.join("\n"));
  });

  it("keeps each English field the only one its name finds, as the browser tests look for them", () => {
    renderForm();
    const labels = [
      "Subtitle",
      "Sample type (e.g. Blood, Urine)",
      "Recommended testing frequency (one purpose a line)",
      "Reviewer's name",
      "Reviewed on (YYYY-MM-DD)",
      "Qualification (e.g. MD Pathology)",
      "Category",
      "Noida price (₹)",
    ];
    for (const label of labels) {
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(screen.getAllByLabelText(new RegExp(escaped, "i")), label).toHaveLength(1);
    }
  });

  it("edits lists item by item, each Hindi item under its English one", () => {
    renderForm();
    const step = field("तैयारी 2 (Hindi)");
    expect(step.value).toBe(thyroid.hi.preparation![1]);
    expect(step.getAttribute("lang")).toBe("hi");
    expect(document.getElementById(step.getAttribute("aria-describedby")!.split(" ")[0])!.textContent).toBe(
      `English: ${thyroid.preparation[1]}`,
    );
    expect(field("सवाल 5 (Hindi)").value).toBe(thyroid.hi.faqs![4].question);
    expect(field("जवाब 5 (Hindi)").value).toBe(thyroid.hi.faqs![4].answer);
    expect(field("किसलिए 2 (Hindi)").value).toBe(thyroid.hi.testingFrequency![1].purpose);
    expect(field("बीमारी 1 (Hindi)").value).toBe(thyroid.hi.usedToDiagnose![0]);
  });

  it("gives the Hindi page its own medical review, never the English one copied", () => {
    renderForm();
    expect(field("Reviewer's name").value).toBe("Dr A. Sharma");
    for (const label of ["Reviewer (Hindi page)", "Qualification (Hindi page)", "Reviewed on (Hindi page, YYYY-MM-DD)"])
      expect(field(label).value).toBe("");
  });

  it("saves what is typed in Hindi, and an emptied Hindi field as missing", async () => {
    const bodies = serve();
    const { onSaved } = renderForm();
    type("नाम के नीचे की लाइन (Hindi)", "  T3, T4 और TSH की जांच  ");
    type("नाम (Hindi)", "   ");
    type("Reviewer (Hindi page)", "डॉ. ए. शर्मा");
    type("Qualification (Hindi page)", "MD Pathology");
    type("Reviewed on (Hindi page, YYYY-MM-DD)", "2026-11-20");
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const hi = bodies[0].hi as Record<string, unknown>;
    expect(hi.subtitle).toBe("T3, T4 और TSH की जांच");
    expect(hi).not.toHaveProperty("name");
    expect(hi.preparation).toEqual(thyroid.hi.preparation);
    expect(hi.faqs).toEqual(thyroid.hi.faqs);
    expect(hi.medicalReview).toEqual({
      reviewer: "डॉ. ए. शर्मा",
      qualification: "MD Pathology",
      reviewedOn: "2026-11-20",
    });
    expect(bodies[0].medicalReview).toEqual(REVIEW);
  });

  it("leaves out a Hindi text whose English changed under it, unless staff keep it", async () => {
    const bodies = serve();
    renderForm();
    type("Sample type (e.g. Blood, Urine)", "Blood (plasma)");
    const note = within(field("सैंपल टाइप (Hindi)").parentElement!);
    note.getByText(OUTDATED_NOTE);
    await save();
    expect(bodies[0].hi).not.toHaveProperty("sampleType");
    expect((bodies[0].hi as Record<string, unknown>).name).toBe(thyroid.hi.name);
  });

  it("keeps that Hindi when staff say it still says the same", async () => {
    const bodies = serve();
    renderForm();
    type("Sample type (e.g. Blood, Urine)", "Blood (serum) ");
    type("Sample type (e.g. Blood, Urine)", "Blood serum");
    fireEvent.click(screen.getByLabelText(new RegExp(KEEP_LABEL)));
    expect(screen.queryByText(OUTDATED_NOTE)).toBeNull();
    await save();
    expect((bodies[0].hi as Record<string, unknown>).sampleType).toBe("खून (सीरम)");
  });

  it("leaves out a list whose English changed and whose Hindi did not, so the Hindi page never says what the English no longer says", async () => {
    const bodies = serve();
    renderForm();
    type("Recommended testing frequency (one purpose a line)", "Monitoring | On treatment: as your doctor advises");
    screen.getByRole("group", { name: "Recommended testing frequency, in Hindi" });
    await save();
    expect(bodies).toHaveLength(1);
    expect(bodies[0].hi).not.toHaveProperty("testingFrequency");
    expect(bodies[0].testingFrequency).toEqual([
      { purpose: "Monitoring", text: "On treatment: as your doctor advises" },
    ]);
  });

  it("refuses a list with some items in Hindi and others empty, saying so beside it, and sends nothing", async () => {
    const bodies = serve();
    renderForm();
    type("तैयारी 3 (Hindi)", "");
    await save();
    expect(bodies).toHaveLength(0);
    const group = screen.getByRole("group", { name: "Preparation steps, in Hindi" });
    within(group).getByText(INCOMPLETE_LIST);
    screen.getByText("Please correct the fields marked below.");
    // Typing in the list takes the mark away.
    type("तैयारी 3 (Hindi)", "पहले की तरह।");
    expect(within(group).queryByText(INCOMPLETE_LIST)).toBeNull();
  });

  it("adds a test with no Hindi at all: every Hindi field empty and left out", async () => {
    const bodies = serve();
    renderForm(null);
    expect(field("नाम (Hindi)").value).toBe("");
    expect(screen.getByText("This test has no questions and answers.")).toBeTruthy();
    type("Address (e.g. esr, becomes /tests/esr)", "esr");
    type("Name", "ESR");
    await save("Add Test");
    // Not valid as a whole (no category, prices…), so nothing was sent; the Hindi asked for nothing.
    expect(bodies).toHaveLength(0);
    expect(screen.queryByText(INCOMPLETE_LIST)).toBeNull();
  });
});

describe("the Tests Manager's sample containers", () => {
  const container = (n: number) => within(screen.getByRole("group", { name: `Container ${n}` }));
  const inContainer = (n: number, label: string) =>
    container(n).getByLabelText(label, { selector: "input, select" }) as HTMLInputElement;

  // The container's kind is a <select>, and a change fired on a <select> here never reaches
  // Preact's handler (it does React's): these tests change the fields around it.
  it("shows the test's containers and saves what staff change: volume, handling, delivery and note", async () => {
    const bodies = serve();
    const { onSaved } = renderForm();
    expect(inContainer(1, "Container").value).toBe("serum-gold");
    expect(inContainer(1, "Volume (ml)").value).toBe("1");
    expect((container(1).getByLabelText("Stand upright to clot") as HTMLInputElement).checked).toBe(true);
    fireEvent.change(inContainer(1, "Volume (ml)"), { target: { value: "1.5" } });
    fireEvent.change(inContainer(1, "Deliver within (hours)"), { target: { value: "6" } });
    fireEvent.click(container(1).getByLabelText("Protect from light"));
    fireEvent.change(inContainer(1, "Note for the collector"), { target: { value: "Invert gently" } });
    // A container added by mistake is taken away again.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add a container" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Remove container 2" }));
    });
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[0]!.containers).toEqual([
      {
        kind: "serum-gold",
        volumeMl: 1.5,
        handling: ["cool-box", "protect-from-light", "upright-to-clot"],
        deliverWithinHours: 6,
        note: "Invert gently",
      },
    ]);
  });

  it("says what is wrong with a container's field beside it, sends nothing, and clears it as staff type", async () => {
    const bodies = serve();
    renderForm();
    fireEvent.change(inContainer(1, "Volume (ml)"), { target: { value: "two" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a container" }));
    await save();
    expect(bodies).toHaveLength(0);
    const volume = inContainer(1, "Volume (ml)");
    expect(volume.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("test-container-0-volume-error")!.textContent).toBe(
      "Enter the volume in ml, in digits (e.g. 2 or 0.5)",
    );
    expect(document.getElementById("test-container-1-kind-error")!.textContent).toBe("Choose the container");
    screen.getByText("Please correct the fields marked below.");
    fireEvent.change(volume, { target: { value: "2" } });
    expect(document.getElementById("test-container-0-volume-error")).toBeNull();
  });

  it("says a test's container is not set, and keeps it unset when saved so", async () => {
    const bodies = serve();
    renderForm({ ...thyroid, containers: null });
    screen.getByText("Container not set");
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.containers).toBeNull();
  });

  it("saves a test that needs no container as an empty list", async () => {
    const bodies = serve();
    renderForm({ ...thyroid, containers: null });
    fireEvent.click(screen.getByRole("button", { name: "Needs none" }));
    screen.getByText("Needs no sample container of its own");
    expect(screen.queryByText("Container not set")).toBeNull();
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.containers).toEqual([]);
  });
});
