import { describe, expect, it } from "vitest";
import { BookingRequestSchema } from "../../domain/booking.ts";
import { bookingInputOf, changePeople, formValues } from "./booking-form.ts";

/** The booking form as a browser posts it. */
function posted(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const VISIT: [string, string][] = [
  ["tests", "cbc"],
  ["tests", "lipid-profile"],
  ["mobile", "98765 43210"],
  ["collectionType", "home"],
  ["address", "B-12, Sector 62"],
  ["pincode", "201301"],
  ["slot", "2026-12-02|07:00–07:30"],
  ["consent", "on"],
  ["idempotencyKey", "k".repeat(20)],
  ["patientName", "Asha Verma"],
  ["age", "34"],
  ["gender", "female"],
];

describe("the booking form's post", () => {
  it("is the one-person body of before while nobody was added", () => {
    const input = BookingRequestSchema.parse(bookingInputOf(posted(VISIT)));
    expect(input.people).toEqual([
      expect.objectContaining({ patientName: "Asha Verma", tests: ["cbc", "lipid-profile"], packages: [] }),
    ]);
    expect(formValues(posted(VISIT)).peopleCount).toBeUndefined();
  });

  it("is people[] once a person was added, each with the lines ticked for them", () => {
    const form = posted([
      ...VISIT,
      ["peopleCount", "2"],
      ["people.0.items", "test:cbc"],
      ["people.1.patientName", "Ram Prakash Verma"],
      ["people.1.age", "67"],
      ["people.1.gender", "male"],
      ["people.1.items", "test:cbc"],
      ["people.1.items", "test:lipid-profile"],
    ]);
    const input = BookingRequestSchema.parse(bookingInputOf(form));
    expect(input.people.map((p) => [p.patientName, p.age, p.tests])).toEqual([
      ["Asha Verma", 34, ["cbc"]],
      ["Ram Prakash Verma", 67, ["cbc", "lipid-profile"]],
    ]);
    expect(formValues(form)).toMatchObject({
      peopleCount: 2,
      firstItems: ["test:cbc"],
      others: [{ patientName: "Ram Prakash Verma", age: "67", gender: "male", guardianConsent: false, items: ["test:cbc", "test:lipid-profile"] }],
    });
  });

  it("names a person's problems by their place, the first person's by the one-person names", () => {
    const form = posted([...VISIT.filter(([name]) => name !== "gender"), ["peopleCount", "2"], ["people.1.patientName", "Chhotu"], ["people.1.age", "9"]]);
    const result = BookingRequestSchema.safeParse(bookingInputOf(form));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(["people.0.gender", "people.0.tests", "people.1.gender", "people.1.tests", "people.1.guardianName"]),
    );
  });

  it("adds a person with the first person's tests ticked, up to the settings' number, and removes one keeping the others' order", () => {
    const basket = ["test:cbc", "test:lipid-profile"];
    const added = changePeople("add-person", { patientName: "Asha Verma" }, basket, 3);
    expect(added).toEqual({
      values: { patientName: "Asha Verma", peopleCount: 2, firstItems: basket, others: [{ items: basket }] },
      focus: "people.1.patientName",
    });
    const two = added && "values" in added ? added.values : {};
    const threeValues = { ...two, firstItems: ["test:cbc"], others: [{ patientName: "Ram", items: basket }] };
    const three = changePeople("add-person", threeValues, basket, 3);
    // The next person is offered what the first person has now.
    expect(three && "values" in three && three.values.others?.map((o) => o.items)).toEqual([basket, ["test:cbc"]]);
    const full = three && "values" in three ? three.values : {};
    expect(changePeople("add-person", full, basket, 3)).toEqual({ error: "At most 3 people in one visit: book the others in another visit, or call us" });

    const removed = changePeople("remove-person:1", full, basket, 3);
    expect(removed && "values" in removed && removed.values).toMatchObject({ peopleCount: 2, others: [{ items: ["test:cbc"] }] });
    const one = changePeople("remove-person:1", removed && "values" in removed ? removed.values : {}, basket, 3);
    expect(one && "values" in one && one.values).toMatchObject({ peopleCount: undefined, others: undefined, firstItems: undefined });
    expect(changePeople("book", {}, basket, 3)).toBeNull();
  });
});
