// The Hindi of an admin form, as staff type it beside the English (issue 23). The rules that
// keep the Hindi pages honest: an empty Hindi field is missing (the page shows the English);
// a Hindi text whose English changed while it did not is left out on save, unless staff say it
// still says the same (a page must never say in Hindi what the English no longer says); a
// list said item for item is saved whole or not at all (a Hindi page must not lose a step).

/** A text or list as staff see it: the English and the Hindi, each as loaded and as typed now. */
export type HindiDraftField<Value> = { english: Value; englishBefore: Value; hindi: Value; hindiBefore: Value };

/** Texts trimmed, so spaces typed at an end are no change. */
const normalised = (value: unknown): unknown =>
  typeof value === "string"
    ? value.trim()
    : Array.isArray(value)
      ? value.map(normalised)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, normalised(v)]))
        : value;

export const isSame = (a: unknown, b: unknown): boolean =>
  JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** Nothing written: empty or spaces, a list of such, an object of such. */
export const isBlank = (value: unknown): boolean =>
  typeof value === "string"
    ? value.trim() === ""
    : Array.isArray(value)
      ? value.every(isBlank)
      : value !== null && typeof value === "object"
        ? Object.values(value).every(isBlank)
        : value === null || value === undefined;

/** The English changed since the form opened and the Hindi (which has text) did not: it may no longer say the same. */
export const isOutdated = <Value>({ english, englishBefore, hindi, hindiBefore }: HindiDraftField<Value>): boolean =>
  !isBlank(hindi) && !isSame(english, englishBefore) && isSame(hindi, hindiBefore);

/** A Hindi text to save: trimmed, or left out (undefined) when empty. */
export const hindiText = (text: string): string | undefined => (text.trim() === "" ? undefined : text.trim());

/** Lines of text, trimmed, blank ones dropped. */
export const textLines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export const INCOMPLETE_LIST =
  "Give every item its Hindi, or leave them all empty (the Hindi page then shows the English list)";
export const ITEM_WITHOUT_ENGLISH = "An item has no English item any more: empty it, or give every item its Hindi";

/**
 * A Hindi list said item for item beside `englishCount` English items: to save (trimmed, one
 * per English item), missing (every item empty), or a reason it cannot be saved.
 */
export function itemForItem<Item>(hindi: Item[], englishCount: number): { value?: Item[]; error?: string } {
  const items = hindi.map((item) => normalised(item) as Item);
  if (items.every(isBlank)) return {};
  if (items.slice(englishCount).some((item) => !isBlank(item))) return { error: ITEM_WITHOUT_ENGLISH };
  const written = items.slice(0, englishCount);
  // Every item whole: an FAQ needs its question and its answer.
  const isWhole = (item: Item) =>
    item !== null && typeof item === "object" ? !Object.values(item).some(isBlank) : !isBlank(item);
  if (written.length < englishCount || !written.every(isWhole)) return { error: INCOMPLETE_LIST };
  return { value: written };
}

/** Which outdated Hindi texts staff said still say the same, by field. */
export type Kept = Record<string, boolean | undefined>;

/**
 * The Hindi to send: each field's value unless it is outdated and not kept. `values` are the
 * fields' Hindi as they will be saved (undefined for missing).
 */
export function withoutOutdated<Values extends Record<string, unknown>>(
  values: Values,
  translations: Partial<Record<keyof Values, HindiDraftField<unknown>>>,
  kept: Kept,
): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => {
      const translation = translations[field as keyof Values];
      return value !== undefined && !(translation && isOutdated(translation) && !kept[field]);
    }),
  ) as Partial<Values>;
}
