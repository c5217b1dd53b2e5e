// Every message a page asks for exists in both languages and formats: the texts are held
// to the code that uses them, so a key typed in a component can never reach a patient as
// "booking.submit", and no Hindi page shows an English sentence by mistake.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../domain/locale.ts";
import { checkMessageSyntax, messagePlaceholders } from "../../domain/message-format.ts";
import { TEXTS } from "./namespaces.ts";

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NAMESPACES = Object.keys(TEXTS);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "messages" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** "namespace.key" in quotes anywhere in the app's code: t("…"), t.rich("…"), key tables. */
const KEY = new RegExp(`["'\`]((?:${NAMESPACES.join("|")})\\.[\\w.-]+)(\\$\\{)?`, "g");

const used = new Map<string, string>();
const prefixes = new Map<string, string>();
for (const file of sourceFiles(APP)) {
  for (const [, key, isTemplate] of readFileSync(file, "utf8").matchAll(KEY)) {
    (isTemplate ? prefixes : used).set(key!, path.relative(APP, file));
  }
}
const messages = new Map<string, Record<Locale, string>>(
  Object.entries(TEXTS).flatMap(([namespace, messages]) =>
    Object.entries(messages).map(([key, texts]) => [`${namespace}.${key}`, texts] as const),
  ),
);

describe("the message texts", () => {
  it("finds the app's message keys (this check reads the code)", () => {
    expect(used.size).toBeGreaterThan(50);
  });

  it.each([...used])("has %s, used in %s, in every language", (key) => {
    const texts = messages.get(key);
    expect(texts, `${key} is used in code but missing from its namespace's texts`).toBeDefined();
    for (const locale of LOCALES) expect(texts![locale].trim(), `${key} has no ${locale} text`).not.toBe("");
  });

  it.each([...prefixes])("has messages for keys built from %s (in %s)", (prefix) => {
    expect([...messages.keys()].some((key) => key.startsWith(prefix))).toBe(true);
  });

  it.each([...messages])("%s is a message both languages format, with the same values and tags", (_key, texts) => {
    for (const locale of LOCALES) expect(() => checkMessageSyntax(texts[locale])).not.toThrow();
    expect(messagePlaceholders(texts.hi)).toEqual(messagePlaceholders(texts.en));
  });

  it("has Hindi that is Hindi: each Hindi text differs from its English or has nothing to translate", () => {
    const untranslated = [...messages]
      .filter(
        ([, texts]) =>
          texts.hi === texts.en &&
          /[a-z]{3}/i.test(texts.en.replace(/\{[^}]*\}|<[^>]*>|WhatsApp|UPI|SMS|OTP|PDF|CBC|E-mail/g, "")),
      )
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
