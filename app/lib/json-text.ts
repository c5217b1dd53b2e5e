// Data a loader sends to the browser as one JSON text rather than as an object or a list: React
// Router sends loader data as turbo-stream, which the browser decodes value by value (each key,
// each text, each object its own), and a big structure the page reads rarely or whole (a page's
// messages, the booking form's fortnight of slots) was most of the booking form's values. As one
// string it is one value, and the browser's native `JSON.parse` reads it when it is needed
// (docs/decisions/2026-11-28-booking-form-hydration.md, the last "Amended" part).
import { useMemo } from "react";

declare const jsonOf: unique symbol;

/** `T` written as JSON: a string to the type checker, React Router's typegen and the stream alike. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;

/**
 * The value a text holds, read once per text: the same text (a revalidation that changed
 * nothing) gives the same object, so what compares it (a memoised component) sees no change.
 */
export function useJsonText<T>(text: JsonText<T>): T {
  return useMemo(() => fromJsonText(text), [text]);
}
