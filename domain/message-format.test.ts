import { describe, expect, it } from "vitest";
import { fractionsToCompare, wholeNumbersToCompare } from "../test/intl-samples.ts";
import { LOCALE_TAG, LOCALES } from "./locale.ts";
import { checkMessageSyntax, formatMessage, formatRich, messagePlaceholders } from "./message-format.ts";

describe("formatting a namespace's message", () => {
  it("fills in values, grouping numbers as each language does", () => {
    expect(formatMessage("en", "Hello {name}", { name: "Asha" })).toBe("Hello Asha");
    expect(formatMessage("hi", "{amount} रुपये", { amount: 125000 })).toBe("1,25,000 रुपये");
  });

  it("chooses the plural form by the language's own rules", () => {
    const people = "{count, plural, =0 {nobody} one {# person} other {# people}}";
    expect(formatMessage("en", people, { count: 0 })).toBe("nobody");
    expect(formatMessage("en", people, { count: 1 })).toBe("1 person");
    expect(formatMessage("en", people, { count: 2 })).toBe("2 people");
    // Hindi counts 0 and 1 alike ("one"), 2 and more as "other".
    const hindi = "{count, plural, one {# व्यक्ति} other {# लोग}}";
    expect(formatMessage("hi", hindi, { count: 1 })).toBe("1 व्यक्ति");
    expect(formatMessage("hi", hindi, { count: 3 })).toBe("3 लोग");
  });

  it.each(LOCALES)("writes numbers and picks plural forms exactly as Intl does in %s", (locale) => {
    // The test is where Intl may be made: the pages format without it (indian-numbers.ts).
    const numbers = new Intl.NumberFormat(LOCALE_TAG[locale]);
    const plurals = new Intl.PluralRules(LOCALE_TAG[locale]);
    const values = [...wholeNumbersToCompare(), ...fractionsToCompare(), NaN, Infinity, -Infinity];
    const differing = values
      .map((n) => [n, formatMessage(locale, "{n}: {n, plural, one {one} other {other}}", { n })] as const)
      .filter(([n, ours]) => ours !== `${numbers.format(n)}: ${plurals.select(n)}`);
    expect(differing).toEqual([]);
  });

  it("shows a plural's count as its value would show: a number grouped, a string as written (the refusals')", () => {
    const wait = "{minutes, plural, one {# minute} other {# minutes}}";
    expect(formatMessage("en", wait, { minutes: 1440 })).toBe("1,440 minutes");
    expect(formatMessage("en", wait, { minutes: "1440" })).toBe("1440 minutes");
    expect(formatMessage("en", wait, { minutes: "1" })).toBe("1 minute");
  });

  it("selects by a value, falling back to other", () => {
    const where = "{kind, select, home {at home} other {at the lab}}";
    expect(formatMessage("en", where, { kind: "home" })).toBe("at home");
    expect(formatMessage("en", where, { kind: "lab" })).toBe("at the lab");
  });

  it("renders tags with the caller's elements, and keeps their words as plain text", () => {
    const text = "Read the <link>privacy policy</link> first";
    expect(formatRich("en", text, {}, { link: (children) => ({ link: children }) })).toEqual([
      "Read the ",
      { link: ["privacy policy"] },
      " first",
    ]);
    expect(formatMessage("en", text)).toBe("Read the privacy policy first");
  });

  it("shows a missing value by its name rather than hiding the gap", () => {
    expect(formatMessage("en", "Booked for {who}")).toBe("Booked for {who}");
  });

  it("refuses a malformed message and names what a message uses", () => {
    expect(() => checkMessageSyntax("{count, plural, one {x}}")).toThrow(/other/);
    expect(() => checkMessageSyntax("Hello {name")).toThrow();
    expect(() => checkMessageSyntax("<b>bold")).toThrow(/<\/b>/);
    expect(messagePlaceholders("{n, plural, one {# of {total}} other {#}} <link>x</link>")).toEqual([
      "<link>",
      "n",
      "total",
    ]);
  });
});
