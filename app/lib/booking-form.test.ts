import { describe, expect, it } from "vitest";
import { BookingRequestSchema } from "../../domain/booking.ts";
import { bookingInputOf, changeBasket, changePeople, fieldsOf, formValues } from "./booking-form.ts";

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
      others: [
        {
          patientName: "Ram Prakash Verma",
          age: "67",
          gender: "male",
          guardianConsent: false,
          items: ["test:cbc", "test:lipid-profile"],
        },
      ],
    });
  });

  it("names a person's problems by their place, the first person's by the one-person names", () => {
    const form = posted([
      ...VISIT.filter(([name]) => name !== "gender"),
      ["peopleCount", "2"],
      ["people.1.patientName", "Chhotu"],
      ["people.1.age", "9"],
    ]);
    const result = BookingRequestSchema.safeParse(bookingInputOf(form));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        "people.0.gender",
        "people.0.tests",
        "people.1.gender",
        "people.1.tests",
        "people.1.guardianName",
      ]),
    );
  });

  it("adds a person with no test ticked, up to the settings' number, copies the first person's on asking, and removes one keeping the others' order", () => {
    const basket = ["test:cbc", "test:lipid-profile"];
    const added = changePeople("add-person", { patientName: "Asha Verma" }, basket, 3);
    // Issue 32: a box left ticked by mistake charges someone for a test they do not need.
    expect(added).toEqual({
      values: { patientName: "Asha Verma", peopleCount: 2, firstItems: basket, others: [{ items: [] }] },
      focus: "people.1.patientName",
    });
    const two = added && "values" in added ? added.values : {};
    const threeValues = {
      ...two,
      firstItems: ["test:cbc"],
      others: [{ patientName: "Ram", items: ["test:lipid-profile"] }],
    };
    const three = changePeople("add-person", threeValues, basket, 3);
    expect(three && "values" in three && three.values.others?.map((o) => o.items)).toEqual([
      ["test:lipid-profile"],
      [],
    ]);
    const full = three && "values" in three ? three.values : {};
    expect(changePeople("add-person", full, basket, 3)).toEqual({
      refusal: { path: ["people"], code: "PEOPLE_LIMIT_REACHED", values: { maximum: 3 } },
    });

    // "Same tests as Person 1" ticks the first person's tests for that person only.
    const same = changePeople("same-tests:2", full, basket, 3);
    expect(same).toEqual({
      values: { ...full, others: [{ patientName: "Ram", items: ["test:lipid-profile"] }, { items: ["test:cbc"] }] },
      focus: "people.2.items",
      isRemade: true,
    });
    expect(changePeople("same-tests:7", full, basket, 3)).toEqual({ values: full });

    const removed = changePeople("remove-person:1", full, basket, 3);
    expect(removed && "values" in removed && removed.values).toMatchObject({ peopleCount: 2, others: [{ items: [] }] });
    const one = changePeople("remove-person:1", removed && "values" in removed ? removed.values : {}, basket, 3);
    expect(one && "values" in one && one.values).toMatchObject({
      peopleCount: undefined,
      others: undefined,
      firstItems: undefined,
    });
    expect(changePeople("book", {}, basket, 3)).toBeNull();
  });

  it("carries the form as typed through a page that does not show it: its fields read back as the same values", () => {
    const values = formValues(
      posted([
        ...VISIT,
        ["peopleCount", "2"],
        ["people.0.items", "test:cbc"],
        ["people.1.patientName", "Ram"],
        ["people.1.age", "9"],
        ["people.1.guardianConsent", "on"],
      ]),
    );
    expect(formValues(posted(fieldsOf(values)))).toEqual(values);
  });

  it("keeps each person's ticks when the basket changes, a line just added ticked for the first person", () => {
    const values = {
      peopleCount: 2,
      firstItems: ["test:cbc"],
      others: [{ patientName: "Ram", items: ["test:lipid-profile"] }],
    };
    const basket = ["test:cbc", "test:lipid-profile"];
    expect(changeBasket(values, basket, [...basket, "package:p1"])).toEqual({
      ...values,
      firstItems: ["test:cbc", "package:p1"],
    });
    expect(changeBasket(values, basket, ["test:lipid-profile"])).toEqual({ ...values, firstItems: [] });
    // One person: the form's one basket is theirs, nothing to keep apart.
    expect(changeBasket({ patientName: "Asha" }, basket, ["test:cbc"])).toEqual({ patientName: "Asha" });
  });
});
