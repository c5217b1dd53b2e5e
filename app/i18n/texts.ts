// The shape every namespace's texts have: each message's text in each language, side by side,
// so a translator sees the English beside the Hindi and the type checker refuses a text
// missing in either. Texts are read by loaders only (messages.server.ts), so their texts
// travel in a page's data, one language and only the page's namespaces, never in its scripts.
import type { Locale } from "../../domain/locale.ts";

export type Texts = Record<string, Record<Locale, string>>;

export const defineTexts = <const T extends Texts>(texts: T): T => texts;
