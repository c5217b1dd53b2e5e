// Numbers written as Intl writes them in en-IN and hi-IN (alike: Latin digits, Indian grouping),
// and Intl's plural categories in both, by hand: a page's first Intl object loads ICU's data, one
// native call of 35–57 ms on the booking form's first tasks (issue 38 §1,
// docs/decisions/2026-11-28-booking-form-hydration.md). The tests beside pricing.ts and
// message-format.ts hold every output to Intl's over a generated range, in both languages.
import type { Locale } from "./locale.ts";

/** Intl.NumberFormat's and Intl.PluralRules' default: at most three digits after the point. */
const DEFAULT_MAX_FRACTION_DIGITS = 3;

/** ICU reads a plural's integer part into 18 decimal digits, keeping the lowest (so 10^18 counts as 0). */
const PLURAL_INTEGER_DIGITS = 18;

type Digits = { integer: string; fraction: string };

/** A finite number ≥ 0 as its decimal digits, from the shortest decimal that reads back as it (String(n)). */
function decimalDigits(n: number): Digits {
  const [mantissa, exponent = "0"] = String(n).split("e");
  const point = mantissa.indexOf(".");
  let digits = mantissa.replace(".", "");
  let pointAt = (point === -1 ? mantissa.length : point) + Number(exponent);
  if (pointAt <= 0) {
    digits = "0".repeat(1 - pointAt) + digits;
    pointAt = 1;
  }
  digits = digits.padEnd(pointAt, "0");
  return { integer: digits.slice(0, pointAt), fraction: digits.slice(pointAt) };
}

/**
 * Rounded half away from zero to `maxFractionDigits`, as Intl rounds: on the shortest decimal, not
 * the double's exact value, so 1.005 is 1.01 (its double, 1.00499…, would make 1.00).
 */
function roundedDigits(n: number, maxFractionDigits: number): Digits {
  const { integer, fraction } = decimalDigits(n);
  if (fraction.length <= maxFractionDigits) return { integer, fraction };
  const kept = integer + fraction.slice(0, maxFractionDigits);
  const digits = fraction[maxFractionDigits] >= "5" ? addOne(kept) : kept;
  const pointAt = digits.length - maxFractionDigits;
  return { integer: digits.slice(0, pointAt), fraction: digits.slice(pointAt) };
}

/** A string of decimal digits plus one in its last place: "1299" → "1300", "99" → "100". */
function addOne(digits: string): string {
  const end = digits.search(/9*$/);
  if (end === 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, end - 1) + String(Number(digits[end - 1]) + 1) + "0".repeat(digits.length - end);
}

/** 1,23,45,678: the last three digits, then pairs. */
function groupIndian(integer: string): string {
  if (integer.length <= 3) return integer;
  return `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${integer.slice(-3)}`;
}

/**
 * `n` as `Intl.NumberFormat("en-IN" | "hi-IN", options)` writes it, for the options we use:
 * between `minFractionDigits` and `maxFractionDigits` digits after the point (trailing zeros
 * beyond the minimum dropped), and `currencySign` between the sign and the digits (₹1,499; -₹1,499).
 * A negative number, −0 included, takes Intl's ASCII "-".
 */
export function formatIndianNumber(
  n: number,
  {
    minFractionDigits = 0,
    maxFractionDigits = DEFAULT_MAX_FRACTION_DIGITS,
    currencySign = "",
  }: { minFractionDigits?: number; maxFractionDigits?: number; currencySign?: string } = {},
): string {
  if (Number.isNaN(n)) return `${currencySign}NaN`;
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  if (!Number.isFinite(n)) return `${sign}${currencySign}∞`;
  const { integer, fraction } = roundedDigits(Math.abs(n), maxFractionDigits);
  const shown = fraction.replace(/0+$/, "").padEnd(minFractionDigits, "0");
  return `${sign}${currencySign}${groupIndian(integer)}${shown ? `.${shown}` : ""}`;
}

/**
 * The plural category `Intl.PluralRules(LOCALE_TAG[locale]).select(n)` picks: CLDR's rules on `n`
 * rounded as Intl's number (three digits after the point). English: "one" for 1 exactly (1.5 is
 * "other"); Hindi: "one" for 0 to 1 (0, 0.5, 1), "other" from above 1.
 */
export function pluralCategory(locale: Locale, n: number): "one" | "other" {
  if (!Number.isFinite(n)) return "other";
  const { integer, fraction } = roundedDigits(Math.abs(n), DEFAULT_MAX_FRACTION_DIGITS);
  const hasFraction = /[1-9]/.test(fraction);
  const integerAsIcuReadsIt = integer.slice(-PLURAL_INTEGER_DIGITS).replace(/^0+(?=\d)/, "");
  const isOne = integer === "1" && !hasFraction;
  if (locale === "hi") return integerAsIcuReadsIt === "0" || isOne ? "one" : "other";
  return integerAsIcuReadsIt === "1" && !hasFraction ? "one" : "other";
}
