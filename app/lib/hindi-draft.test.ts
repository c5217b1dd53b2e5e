import { describe, expect, it } from "vitest";
import {
  hindiText,
  INCOMPLETE_LIST,
  isBlank,
  isOutdated,
  ITEM_WITHOUT_ENGLISH,
  itemForItem,
  withoutOutdated,
} from "./hindi-draft.ts";

describe("the Hindi of an admin form", () => {
  it("saves a text trimmed, and an empty one as missing", () => {
    expect(hindiText("  थायराइड  ")).toBe("थायराइड");
    expect(hindiText(" \n ")).toBeUndefined();
    expect(isBlank([{ question: " ", answer: "" }])).toBe(true);
  });

  it("calls a Hindi text outdated when its English changed and it did not", () => {
    const base = { english: "Blood", englishBefore: "Blood", hindi: "खून", hindiBefore: "खून" };
    expect(isOutdated(base)).toBe(false);
    expect(isOutdated({ ...base, english: "Blood (serum)" })).toBe(true);
    // Spaces are no change; a Hindi written anew, or none at all, is not outdated.
    expect(isOutdated({ ...base, english: "Blood " })).toBe(false);
    expect(isOutdated({ ...base, english: "Blood (serum)", hindi: "खून (सीरम)" })).toBe(false);
    expect(isOutdated({ ...base, english: "Blood (serum)", hindi: "", hindiBefore: "" })).toBe(false);
    expect(isOutdated({ english: ["a", "b"], englishBefore: ["a"], hindi: ["क"], hindiBefore: ["क"] })).toBe(true);
  });

  it("saves a list said item for item whole or not at all", () => {
    expect(itemForItem(["क ", "ख"], 2)).toEqual({ value: ["क", "ख"] });
    expect(itemForItem(["", " "], 2)).toEqual({});
    expect(itemForItem(["क", ""], 2)).toEqual({ error: INCOMPLETE_LIST });
    expect(itemForItem(["क"], 2)).toEqual({ error: INCOMPLETE_LIST });
    expect(itemForItem(["क", "ख", "ग"], 2)).toEqual({ error: ITEM_WITHOUT_ENGLISH });
    expect(itemForItem(["क", "ख", ""], 2)).toEqual({ value: ["क", "ख"] });
    expect(itemForItem([{ question: "क्या?", answer: "" }], 1)).toEqual({ error: INCOMPLETE_LIST });
    expect(itemForItem([{ question: "क्या?", answer: "हां।" }], 1)).toEqual({
      value: [{ question: "क्या?", answer: "हां।" }],
    });
  });

  it("leaves out outdated texts unless kept, and missing ones", () => {
    const translations = { name: { english: "New", englishBefore: "Old", hindi: "पुराना", hindiBefore: "पुराना" } };
    expect(withoutOutdated({ name: "पुराना", description: "विवरण", subtitle: undefined }, translations, {})).toEqual({
      description: "विवरण",
    });
    expect(withoutOutdated({ name: "पुराना" }, translations, { name: true })).toEqual({ name: "पुराना" });
  });
});
