import { describe, expect, it } from "vitest";
import { BookingRequestSchema } from "../../domain/booking.ts";
import { bookingInputOf, formValues } from "./booking-form.ts";

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
});
