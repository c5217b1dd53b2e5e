// zod's built-in checks refuse with our codes (refusals.ts), as the schemas' own messages do,
// so every issue a schema raises is a code whose words the reader's language chooses. A
// schema's own message wins over these (zod's precedence); this covers what it leaves unsaid:
// a field missing, too long, not one of an enum's values.
import { z } from "zod";
import type { RefusalCode } from "./refusals.ts";

type BuiltInIssue = z.core.$ZodRawIssue;

function codeOf(issue: BuiltInIssue): RefusalCode {
  const origin = "origin" in issue ? issue.origin : undefined;
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "FIELD_REQUIRED" : "FIELD_INVALID";
    case "too_small":
      if (origin === "string") return Number(issue.minimum) === 1 ? "FIELD_REQUIRED" : "TEXT_TOO_SHORT";
      if (origin === "array" || origin === "set") return "LIST_TOO_SHORT";
      return origin === "number" || origin === "int" || origin === "bigint" ? "NUMBER_TOO_SMALL" : "FIELD_INVALID";
    case "too_big":
      if (origin === "string") return "TEXT_TOO_LONG";
      if (origin === "array" || origin === "set") return "LIST_TOO_LONG";
      return origin === "number" || origin === "int" || origin === "bigint" ? "NUMBER_TOO_BIG" : "FIELD_INVALID";
    case "invalid_value":
      return "CHOICE_INVALID";
    case "invalid_format":
      return issue.format === "email" ? "EMAIL_INVALID" : "FIELD_INVALID";
    case "unrecognized_keys":
      return "FIELDS_UNKNOWN";
    default:
      return "FIELD_INVALID";
  }
}

/** Called once, by schemas.ts, which every schema is built from. */
export function refuseWithCodes(): void {
  z.config({
    customError: (issue) => {
      // Integers are checked as numbers with a format: "a whole number" is what went wrong.
      if (issue.code === "invalid_type" && issue.expected === "int" && issue.input !== undefined)
        return "NOT_A_WHOLE_NUMBER";
      return codeOf(issue);
    },
  });
}
