// The field schemas every entity is built from: ids, addresses, text and money. Each shape
// is written once here; the entity modules (carousel.ts, health-package.ts, lab-test.ts)
// compose them into request, response and form schemas.
import { isWritten } from "./locale.ts";
import { z } from "zod";
import type { RefusalCode } from "./refusals.ts";
import { refuseWithCodes } from "./zod-refusals.ts";

// Every schema is built from this module, so its checks refuse with codes from here on (zod-refusals.ts).
refuseWithCodes();

/**
 * Text both databases can store as given: PostgreSQL refuses a NUL byte in text, and a lone
 * UTF-16 surrogate cannot be encoded as UTF-8 at all. Refused here, at the edge, rather than
 * as a 500 from the driver.
 */
export const isStorableText = (text: string): boolean => !UNSTORABLE_TEXT.test(text);
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Format characters (Unicode category Cf) other than the two joiners: zero-width spaces, word
 * joiners, byte-order marks, soft hyphens, and the bidirectional controls. None is needed to
 * write a name, an address or a reason; a text of only such characters looks empty yet is not,
 * and an override makes stored text read differently from what it is ("\u202Efdp.exe" shows as
 * "exe.pdf") on staff screens, receipts and PDFs.
 */
const FORMAT_CHARACTERS = /(?![\u200C\u200D])\p{Cf}/gu;
/** The zero-width joiner and non-joiner: Hindi spelling needs them between two letters (क्‍ष, half forms). */
const JOINERS = /[\u200C\u200D]/g;
/** A letter or a sign (a matra, a virama, a nukta) of an Indic script, Devanagari to Sinhala. */
function isIndicLetter(ch: string | undefined): boolean {
  const code = ch?.codePointAt(0) ?? 0;
  const isIndic = (code >= 0x0900 && code <= 0x0dff) || (code >= 0xa8e0 && code <= 0xa8ff);
  return isIndic && /\p{L}|\p{M}/u.test(ch as string);
}
/** A line break of any kind, with the spaces around it. */
const LINE_BREAKS = /\s*(?:\r\n|[\n\r\v\f\u0085\u2028\u2029])\s*/g;

/**
 * Text without its invisible characters: every format character, and a joiner except where it
 * stands between two letters of an Indic script (elsewhere it joins nothing a reader sees).
 */
export const withoutInvisibles = (text: string): string =>
  text
    .replace(FORMAT_CHARACTERS, "")
    .replace(JOINERS, (joiner, at: number, whole: string) =>
      isIndicLetter(whole[at - 1]) && isIndicLetter(whole[at + 1]) ? joiner : "",
    );

/** Text as it is stored: invisible characters dropped (withoutInvisibles), line breaks written one way (\n), trimmed. */
export const cleanText = (text: string): string =>
  withoutInvisibles(text)
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .trim();
/** One-line text as it is stored: also every line break, with its surrounding spaces, one space. */
export const cleanLine = (text: string): string => cleanText(text).replace(LINE_BREAKS, " ");

/** Any text a client may send (a description, a notice); cleaned (cleanText). */
export const TextSchema = z.string().overwrite(cleanText).refine(isStorableText, "TEXT_UNSTORABLE");

/** Text that is one line wherever it shows (a name, a title, a query); cleaned (cleanLine). */
export const LineSchema = z.string().overwrite(cleanLine).refine(isStorableText, "TEXT_UNSTORABLE");

/** Required text of at most `max` characters, with the refusal a form shows when it is empty (FIELD_REQUIRED unless told). */
export const requiredText = (max: number, requiredMessage?: RefusalCode) =>
  z.string().overwrite(cleanText).min(1, requiredMessage).max(max).refine(isStorableText, "TEXT_UNSTORABLE");

/** A required one-line field (a name, a title) of at most `max` characters. */
export const requiredLine = (max: number, requiredMessage?: RefusalCode) =>
  z.string().overwrite(cleanLine).min(1, requiredMessage).max(max).refine(isStorableText, "TEXT_UNSTORABLE");

/**
 * The key a form makes once and sends with every try of the same submission (the booking
 * form, the desk's payment and refund): the server answers a key it has seen with what the
 * first try made, so a double tap or a resend makes one booking or one ledger entry.
 */
export const IdempotencyKeySchema = z.string({ error: "FORM_STALE" }).regex(/^[A-Za-z0-9_-]{16,64}$/, "FORM_STALE");

/** A checkbox: a JSON true, or what an HTML form sends when it is ticked. */
export const CheckboxSchema = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** Server-made ids of slides and packages (and the seeded tests' slugs). */
export const IdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "NOT_AN_ID");

/** Ids the image store makes for uploads. */
export const ImageIdSchema = z.string().regex(/^[a-z0-9]{16,40}$/, "NOT_AN_IMAGE_ID");

/** A stored upload, as POST /api/images answers it. */
export const StoredImageSchema = z.object({ id: ImageIdSchema, url: z.string() });

/** A test's address: /tests/{slug}. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "SLUG_INVALID")
  .max(80);

export const MAX_PRICE_RUPEES = 1_000_000;

/** A price as stored and answered: rupees with at most two decimals. */
export const MoneySchema = z
  .number({ error: "PRICE_REQUIRED" })
  .positive("PRICE_NOT_POSITIVE")
  .max(MAX_PRICE_RUPEES, "PRICE_TOO_HIGH")
  .multipleOf(0.01, "PRICE_DECIMALS");

/**
 * A price as people in India type it: "1499", "1,499", "₹1,499", "₹ 1,49,999.50", "Rs. 1499"
 * (commas in Indian or Western groups). Nothing else: not "0x10", "1e3" or "1,4999".
 */
const RUPEES_TEXT = /^(?:₹|rs\.?)?\s*(?:\d{1,3}(?:,\d{2,3})+|\d{1,7})(?:\.\d+)?$/i;

/** The rupees of a price a client sent (a number, or text that matched RUPEES_TEXT). */
export const rupeesOf = (value: number | string): number =>
  typeof value === "number"
    ? value
    : Number(
        value
          .trim()
          .replace(/^(₹|rs\.?)\s*/i, "")
          .replaceAll(",", ""),
      );

/** A price as typed into a form, when it reads as one (the schema says what is wrong otherwise). */
export const typedRupees = (text: string): number | null => (RUPEES_TEXT.test(text.trim()) ? rupeesOf(text) : null);

/**
 * A price as a client may send it: a number, or the same written as people write prices (an
 * HTML form sends text). Nothing else: not `true` or `[5]`.
 */
export const RupeesSchema = z.codec(
  z.union([z.number(), z.string().trim().regex(RUPEES_TEXT, "PRICE_DIGITS")], {
    error: "PRICE_REQUIRED",
  }),
  MoneySchema,
  { decode: rupeesOf, encode: (rupees) => rupees },
);

/** A moment, as the server writes it (ISO 8601, UTC). */
export const TimestampSchema = z.string();

/** An empty text or list in a translation means "not written yet", the same as leaving it out. */
function withoutEmptyFields(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => isWritten(v) || v === null));
}

/**
 * The Hindi of some text fields (docs/decisions/2026-11-25-hindi.md): each field optional, an
 * empty one the same as a missing one; a page shows the English of a field left out.
 */
export const translationOf = <Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) =>
  z.preprocess(withoutEmptyFields, fields.partial());
