// The ICU MessageFormat subset our texts use, with Intl's plural rules and number grouping for
// our two languages written by hand (indian-numbers.ts: a page's first Intl object costs a long
// task), so no formatting library reaches the page's JavaScript (docs/decisions/2026-11-25-hindi.md). One formatter for the pages' texts (app/i18n) and the
// refusals' (refusals.ts), so "1 minute" is written the same way in both:
//   {name}                                   a value
//   {count, plural, =0 {…} one {# …} other {# …}}   # is the count as {count} shows it: a number
//                                            grouped for the language, a string as written
//   {kind, select, home {…} lab {…} other {…}}
//   <link>words</link>                       a tag the caller renders (formatRich)
// A message text has no other braces or angle brackets: message-format.test.ts checks every one.
import { formatIndianNumber, pluralCategory } from "./indian-numbers.ts";
import type { Locale } from "./locale.ts";

export type MessageValue = string | number;
export type MessageValues = Record<string, MessageValue>;

type Node =
  | { type: "text"; text: string }
  | { type: "arg"; name: string }
  | { type: "pound" }
  | { type: "plural" | "select"; name: string; options: Record<string, Node[]> }
  | { type: "tag"; name: string; children: Node[] };

class MessageSyntaxError extends Error {}

function parse(pattern: string): Node[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(`${what} at ${at} in "${pattern}"`);
  };
  const skipSpace = () => {
    while (/\s/.test(pattern[at] ?? "")) at++;
  };
  const word = () => {
    skipSpace();
    const start = at;
    while (/[\w=-]/.test(pattern[at] ?? "")) at++;
    if (at === start) fail("Expected a name");
    return pattern.slice(start, at);
  };
  const expect = (char: string) => {
    skipSpace();
    if (pattern[at] !== char) fail(`Expected "${char}"`);
    at++;
  };

  function nodes(inPlural: boolean, endTag: string | null): Node[] {
    const out: Node[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push({ type: "text", text });
      text = "";
    };
    while (at < pattern.length) {
      const char = pattern[at];
      if (char === "}") break;
      if (char === "<" && pattern[at + 1] === "/") {
        if (endTag === null) fail("Unexpected closing tag");
        flush();
        at += 2;
        if (word() !== endTag) fail(`Expected </${endTag}>`);
        expect(">");
        return out;
      }
      if (char === "<") {
        flush();
        at++;
        const name = word();
        expect(">");
        out.push({ type: "tag", name, children: nodes(inPlural, name) });
        continue;
      }
      if (char === "#" && inPlural) {
        flush();
        out.push({ type: "pound" });
        at++;
        continue;
      }
      if (char === "{") {
        flush();
        at++;
        out.push(argument());
        continue;
      }
      text += char;
      at++;
    }
    if (endTag !== null) fail(`Missing </${endTag}>`);
    flush();
    return out;
  }

  function argument(): Node {
    const name = word();
    skipSpace();
    if (pattern[at] === "}") {
      at++;
      return { type: "arg", name };
    }
    expect(",");
    const kind = word();
    if (kind !== "plural" && kind !== "select") fail(`Unknown argument type "${kind}"`);
    expect(",");
    const options: Record<string, Node[]> = {};
    for (;;) {
      skipSpace();
      if (pattern[at] === "}") break;
      const selector = word();
      expect("{");
      options[selector] = nodes(kind === "plural", null);
      expect("}");
    }
    at++;
    if (!("other" in options)) fail(`"${name}" needs an "other" case`);
    return { type: kind as "plural" | "select", name, options };
  }

  const result = nodes(false, null);
  if (at < pattern.length) fail('Unexpected "}"');
  return result;
}

const parsed = new Map<string, Node[]>();
function parseOnce(pattern: string): Node[] {
  let nodes = parsed.get(pattern);
  if (!nodes) parsed.set(pattern, (nodes = parse(pattern)));
  return nodes;
}

/** Throws when a message text is not a message we can format (used by missing-messages.test.ts). */
export function checkMessageSyntax(pattern: string): void {
  parse(pattern);
}

/** The names of the values and tags a message uses, so a test can hold both languages' texts to the same ones. */
export function messagePlaceholders(pattern: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === "arg") names.add(node.name);
      if (node.type === "plural" || node.type === "select") {
        names.add(node.name);
        Object.values(node.options).forEach(walk);
      }
      if (node.type === "tag") {
        names.add(`<${node.name}>`);
        walk(node.children);
      }
    }
  };
  walk(parse(pattern));
  return [...names].sort();
}

/** What a tag in a message becomes: the caller's element around the tag's words. */
export type TagRenderer<T> = (children: (string | T)[], key: number) => T;

function render<T>(
  locale: Locale,
  nodes: Node[],
  values: MessageValues,
  tags: Record<string, TagRenderer<T>>,
  /** What `#` shows inside a plural's options: its count, written as an argument would be. */
  count: string | null,
): (string | T)[] {
  const out: (string | T)[] = [];
  const push = (part: string | T) => {
    if (typeof part === "string" && typeof out.at(-1) === "string") out[out.length - 1] += part;
    else out.push(part);
  };
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        push(node.text);
        break;
      case "pound":
        push(count ?? "#");
        break;
      case "arg": {
        const value = values[node.name];
        push(value === undefined ? `{${node.name}}` : typeof value === "number" ? formatIndianNumber(value) : value);
        break;
      }
      case "plural": {
        const value = values[node.name];
        const n = Number(value ?? 0);
        const option = node.options[`=${n}`] ?? node.options[pluralCategory(locale, n)] ?? node.options.other!;
        render(locale, option, values, tags, typeof value === "string" ? value : formatIndianNumber(n)).forEach(push);
        break;
      }
      case "select": {
        const option = node.options[String(values[node.name])] ?? node.options.other!;
        render(locale, option, values, tags, count).forEach(push);
        break;
      }
      case "tag": {
        const children = render(locale, node.children, values, tags, count);
        const tag = tags[node.name];
        if (tag) push(tag(children, out.length));
        else children.forEach(push);
        break;
      }
    }
  }
  return out;
}

/** A message as plain text; tags keep just their words. */
export function formatMessage(locale: Locale, pattern: string, values: MessageValues = {}): string {
  return render<string>(locale, parseOnce(pattern), values, {}, null).join("");
}

/** A message with its tags rendered by the caller (links, emphasis). */
export function formatRich<T>(
  locale: Locale,
  pattern: string,
  values: MessageValues,
  tags: Record<string, TagRenderer<T>>,
): (string | T)[] {
  return render(locale, parseOnce(pattern), values, tags, null);
}
