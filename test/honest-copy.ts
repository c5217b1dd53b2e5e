import { CITIES } from "../domain/catalogue.ts";

// What the site's words may not say, because the product does not do it (issue 11 item 5).
// The content tests run every page's text, and the browser test every public page, through these.

/** Places a list in our copy might name: ours, and the neighbours a writer might add. */
const PLACES = [...CITIES, "Gurugram", "Ghaziabad", "Faridabad", "Greater Noida", "NCR", "Delhi NCR"];
const PLACE = `(?:${PLACES.map((p) => p.replace(" ", "\\s+")).join("|")})`;
const PLACE_LIST = new RegExp(`\\b${PLACE}(?:\\s*(?:,|\\band\\b|\\bor\\b|&|/)\\s*${PLACE})+\\b`, "g");

/**
 * Every list of places in the text ("Delhi or Noida") that is not exactly the city picker's
 * cities, each as written. One city named alone is not a list and passes.
 */
export function cityListsUnlikeThePicker(text: string): string[] {
  return [...text.matchAll(PLACE_LIST)]
    .map((match) => match[0])
    .filter((list) => {
      const named = new Set(list.split(/\s*(?:,|\band\b|\bor\b|&|\/)\s*/).map((p) => p.replace(/\s+/g, " ")));
      return named.size !== CITIES.length || CITIES.some((city) => !named.has(city));
    });
}

/** Promises of things the site does not do: e-mailing reports, taking payment online. */
const UNKEPT_PROMISES = [
  { promise: "reports by e-mail", pattern: /\breports?\b[^.]*\be-?mail(?:ed)?\b|\be-?mail(?:ed)?\b[^.]*\breports?\b/i },
  {
    promise: "online payment",
    pattern:
      /\bpay(?:ment)?s?\s+online\b|\bonline\s+payments?\b|\bpay\s+now\b|\bpayment\s+(?:reference|link|gateway)s?\b|\b(?:UPI|card)\s+transaction\b/i,
  },
] as const;

/** The sentences that promise what the site does not do, each with the promise it makes. */
export function unkeptPromises(text: string): { promise: string; sentence: string }[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .flatMap((sentence) =>
      UNKEPT_PROMISES.filter(({ pattern }) => pattern.test(sentence)).map(({ promise }) => ({ promise, sentence })),
    );
}
