// Every refusal the lab's software makes, as a code with its parameters (as Fastify's
// `FST_ERR_*` are): services and schemas refuse with a code, and the words are chosen where
// they are shown, in the reader's language (the API's answer, a page's field). No page reads a
// sentence back to learn what went wrong, so rewording a refusal breaks nothing.
//
// Each code has its HTTP status and its words in English and Hindi, written in the tables of
// refusal-texts/ by the part of the lab they belong to, in the pages' message format
// (message-format.ts): `{name}` stands for one of the refusal's values, and a count is written
// `{minutes, plural, one {# minute} other {# minutes}}`. refusals.test.ts checks that every text
// formats, that every code has both texts, and that both name the same values.
import { BOOKING_REFUSALS } from "./refusal-texts/booking.ts";
import { DESK_REFUSALS } from "./refusal-texts/desk.ts";
import { FIELD_REFUSALS } from "./refusal-texts/fields.ts";
import { CONTENT_REFUSALS } from "./refusal-texts/content.ts";
import { STAFF_REFUSALS } from "./refusal-texts/staff.ts";
import { PAYMENT_REFUSALS } from "./refusal-texts/payments.ts";
import { REPORT_REFUSALS } from "./refusal-texts/reports.ts";
import { SECOND_FACTOR_REFUSALS } from "./refusal-texts/second-factor.ts";
import { ACCESS_LOG_REFUSALS } from "./refusal-texts/access-log.ts";
import { COLLECT_REFUSALS } from "./refusal-texts/collect.ts";
import { TUBE_REFUSALS } from "./refusal-texts/tubes.ts";
import { MESSAGE_REFUSALS } from "./refusal-texts/messages.ts";
import { SAMPLE_LABEL_REFUSALS } from "./refusal-texts/sample-labels.ts";
import type { Locale } from "./locale.ts";
import { formatMessage, messagePlaceholders } from "./message-format.ts";

/** Every refusal, by its code. */
export const REFUSALS = {
  ...FIELD_REFUSALS,
  ...BOOKING_REFUSALS,
  ...DESK_REFUSALS,
  ...CONTENT_REFUSALS,
  ...STAFF_REFUSALS,
  ...PAYMENT_REFUSALS,
  ...REPORT_REFUSALS,
  ...SECOND_FACTOR_REFUSALS,
  ...ACCESS_LOG_REFUSALS,
  ...COLLECT_REFUSALS,
  ...TUBE_REFUSALS,
  ...MESSAGE_REFUSALS,
  ...SAMPLE_LABEL_REFUSALS,
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
  SECOND_FACTOR_REFUSALS,
  ACCESS_LOG_REFUSALS,
  COLLECT_REFUSALS,
  TUBE_REFUSALS,
  MESSAGE_REFUSALS,
  SAMPLE_LABEL_REFUSALS,
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/** What follows a plural's (or select's) options: the text after its closing brace. Options hold no values but `#`. */
type AfterOptions<Text extends string> = Text extends `${infer Before}}${infer After}`
  ? Before extends `${string}{${string}`
    ? AfterOptions<After>
    : After
  : "";

/** The names of the values a text uses: `{name}`, and the count of `{name, plural, …}`. */
type NamesIn<Text extends string> = Text extends `${string}{${infer Rest}`
  ? Rest extends `${infer Name}}${infer After}`
    ? Name extends `${infer Counted},${infer Options}`
      ? Counted | NamesIn<AfterOptions<`${Options}}${After}`>>
      : Name | NamesIn<After>
    : never
  : never;

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

/** A refusal's words in `locale`, its values put in their places and its counts' words chosen. */
export function refusalText(locale: Locale, code: RefusalCode, values: Record<string, string | number> = {}): string {
  // Values as written ("try again in 1440 minutes", a pincode, a reference), as refusals always
  // showed them, a plural's `#` included: the words of existing refusals stay the same.
  const written = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return formatMessage(locale, REFUSALS[code][locale], written);
}

/** The names of the values a refusal's words use (`{pincode}`, the count of a plural). */
export const refusalValueNames = (code: RefusalCode): string[] => messagePlaceholders(REFUSALS[code].en);

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
