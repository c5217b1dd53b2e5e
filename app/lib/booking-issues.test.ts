import { describe, expect, it } from "vitest";
import { fieldOfBookingIssue } from "./booking-issues.ts";
import { firstIssueByField } from "./form-errors.ts";

describe("the booking form's refusals", () => {
  it("sit beside the booking form's own fields, the first of each, in the page's language", () => {
    const errors = firstIssueByField(
      [
        { path: ["people", 0, "age"], code: "FIELD_REQUIRED" },
        { path: ["people", 1, "tests"], code: "LIST_TOO_SHORT", values: { minimum: 1 } },
        { path: ["date"], code: "FIELD_REQUIRED" },
        { path: ["window"], code: "CHOICE_INVALID" },
        { path: ["website"], code: "FORM_STALE" },
      ],
      "hi",
      fieldOfBookingIssue,
    );
    expect(errors).toEqual({
      age: "इसे भरें",
      "people.1.items": "कम से कम 1 चुनें",
      slot: "इसे भरें",
      form: "पेज दोबारा खोलें और फिर से कोशिश करें",
    });
  });
});
