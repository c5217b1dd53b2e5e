import { describe, expect, it } from "vitest";
import { langOf, localize } from "./localize.ts";

const test = {
  slug: "cbc",
  name: "Complete Blood Count (CBC)",
  description: "Counts your blood cells.",
  preparation: ["No fasting"],
  hi: { name: "कम्प्लीट ब्लड काउंट (CBC)" },
};

describe("showing a thing in the page's language", () => {
  it("shows the Hindi that is written, and the English of the rest marked as English", () => {
    const shown = localize("hi", test, ["name", "description", "preparation"]);
    expect(shown.name).toBe("कम्प्लीट ब्लड काउंट (CBC)");
    expect(shown.description).toBe("Counts your blood cells.");
    expect(langOf(shown, "name")).toBeUndefined();
    expect(langOf(shown, "description")).toBe("en");
    expect(langOf(shown, "preparation")).toBe("en");
    expect(shown).not.toHaveProperty("hi");
  });

  it("treats an empty Hindi text or list as not written", () => {
    const shown = localize("hi", { ...test, hi: { name: "", preparation: [] } }, ["name", "preparation"]);
    expect([shown.name, shown.preparation]).toEqual([test.name, test.preparation]);
    expect(shown.englishFields).toEqual(["name", "preparation"]);
  });

  it("leaves an English page as it is, with nothing marked", () => {
    const shown = localize("en", test, ["name", "description"]);
    expect(shown.name).toBe(test.name);
    expect(shown.englishFields).toEqual([]);
  });
});
