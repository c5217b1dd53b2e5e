// Every refusal the lab's software makes, as a code with its parameters (as Fastify's
// `FST_ERR_*` are): services and schemas refuse with a code, and the words are chosen where
// they are shown, in the reader's language (the API's answer, a page's field). No page reads a
// sentence back to learn what went wrong, so rewording a refusal breaks nothing.
//
// Each code has its HTTP status and its words in English and Hindi, written in the tables of
// refusal-texts/ by the part of the lab they belong to; `{name}` in a text stands for one of the
// refusal's values. refusals.test.ts checks that every code has both texts and that both name
// the same values.
import { BOOKING_REFUSALS } from "./refusal-texts/booking.ts";
import { DESK_REFUSALS } from "./refusal-texts/desk.ts";
import { FIELD_REFUSALS } from "./refusal-texts/fields.ts";
import { CONTENT_REFUSALS } from "./refusal-texts/content.ts";
import { STAFF_REFUSALS } from "./refusal-texts/staff.ts";
import { PAYMENT_REFUSALS } from "./refusal-texts/payments.ts";
import { REPORT_REFUSALS } from "./refusal-texts/reports.ts";
import type { Locale } from "./locale.ts";

/** Every refusal, by its code. */
export const REFUSALS = {
  ...FIELD_REFUSALS,
  ...BOOKING_REFUSALS,
  ...DESK_REFUSALS,
  ...CONTENT_REFUSALS,
  ...STAFF_REFUSALS,
  ...PAYMENT_REFUSALS,
  ...REPORT_REFUSALS,
} as const;

/** The tables one by one, for the test that no code is defined twice. */
export const REFUSAL_TABLES = {
  FIELD_REFUSALS,
  BOOKING_REFUSALS,
  DESK_REFUSALS,
  CONTENT_REFUSALS,
  STAFF_REFUSALS,
  PAYMENT_REFUSALS,
  REPORT_REFUSALS,
} as const;

export type RefusalCode = keyof typeof REFUSALS;

type NamesIn<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | NamesIn<Rest> : never;

/** The values a refusal's text names ("{pincode}"), as the code needs them. */
export type RefusalValues<C extends RefusalCode = RefusalCode> = Record<
  NamesIn<(typeof REFUSALS)[C]["en"]>,
  string | number
>;

/** The arguments after a code: its values when its text names any, nothing otherwise. */
export type ValuesArgument<C extends RefusalCode> = [NamesIn<(typeof REFUSALS)[C]["en"]>] extends [never]
  ? []
  : [values: RefusalValues<C>];

export const isRefusalCode = (text: unknown): text is RefusalCode =>
  typeof text === "string" && Object.hasOwn(REFUSALS, text);

/** The HTTP status the API answers a refusal with. */
export const statusOf = (code: RefusalCode): number => REFUSALS[code].status;

/** A refusal's words in `locale`, its values put in their places. */
export function refusalText(locale: Locale, code: RefusalCode, values: Record<string, string | number> = {}): string {
  return REFUSALS[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A refusal of one field (or of the whole request, with an empty path): the code and its values. */
export type FieldRefusal = {
  path: (string | number)[];
  code: RefusalCode;
  values?: Record<string, string | number>;
};

/**
 * An issue of any of the three kinds a form meets, as a refusal: a schema's own (its message is
 * a code, `.min(1, "AGE_REQUIRED")`, and zod's built-in checks are given codes by zod-refusals.ts;
 * a custom issue carries its values in `params`, a built-in check its `maximum` or `minimum`), a
 * service's (`{ path, code, values }`), or an API answer's (`{ path, code, message }`). A message
 * that is no code is a schema written wrong: it reads as FIELD_INVALID ("Check this and try
 * again"), which the tests comparing a refusal's words catch.
 */
export function refusalOfIssue(issue: {
  path: readonly PropertyKey[];
  message?: string;
  code?: string;
  /** A refusal's values; zod's `invalid_value` issue has a list of the allowed ones here, unread. */
  values?: unknown;
  params?: Record<string, unknown>;
  maximum?: unknown;
  minimum?: unknown;
  input?: unknown;
  keys?: unknown;
}): FieldRefusal {
  const path = issue.path.map((part) => (typeof part === "number" ? part : String(part)));
  if (isRefusalCode(issue.code)) return { path, code: issue.code, values: issue.values as FieldRefusal["values"] };
  const values: Record<string, string | number> = {};
  const known = {
    maximum: issue.maximum,
    minimum: issue.minimum,
    input: issue.input,
    keys: issue.keys,
    ...issue.params,
  };
  for (const [name, value] of Object.entries(known)) {
    if (typeof value === "string" || typeof value === "number") values[name] = value;
    else if (typeof value === "bigint") values[name] = Number(value);
    else if (Array.isArray(value)) values[name] = value.join(", ");
  }
  return { path, code: isRefusalCode(issue.message) ? issue.message : "FIELD_INVALID", values };
}

/** An issue's words in `locale` (refusalOfIssue). */
export const issueText = (locale: Locale, issue: Parameters<typeof refusalOfIssue>[0]): string => {
  const { code, values } = refusalOfIssue(issue);
  return refusalText(locale, code, values);
};
