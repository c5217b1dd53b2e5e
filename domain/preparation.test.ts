import { describe, expect, it } from "vitest";
import {
  fastingHeadline,
  fastingSentences,
  preparationFor,
  strictestFasting,
  type PreparationSource,
} from "./preparation.ts";

const source = (
  name: string,
  fasting: PreparationSource["fasting"],
  fastingInstructions = `${name}'s own words`,
): PreparationSource => ({
  name,
  fasting,
  fastingInstructions,
});

describe("preparation advice", () => {
  it("asks for a fast only for tests that require one, and says 'only if your doctor asks' without demanding it", () => {
    const preparation = preparationFor([
      source("CBC", "not-required"),
      source("Lipid Profile", "if-doctor-asks"),
      source("FBS", "required"),
    ]);
    expect(preparation.fastingTests).toEqual(["FBS"]);
    expect(preparation.fastingIfDoctorAsksTests).toEqual(["Lipid Profile"]);
    expect(fastingSentences(preparation)).toEqual([
      { text: "Fasting needed for FBS: nothing to eat or drink but water before the sample.", isRequired: true },
      { text: "Lipid Profile: no fasting needed unless your doctor has asked you to fast.", isRequired: false },
    ]);
  });

  it("demands nothing when no test requires a fast (no early-slot push either)", () => {
    const preparation = preparationFor([source("Lipid Profile", "if-doctor-asks"), source("CBC", "not-required")]);
    expect(preparation.fastingTests).toEqual([]);
    expect(fastingSentences(preparation).some((s) => s.isRequired)).toBe(false);
    expect(fastingSentences(preparationFor([source("CBC", "not-required")]))).toEqual([
      { text: "No fasting is needed for these tests.", isRequired: false },
    ]);
  });

  it("names a test that needs a fast only when the doctor asks once in the box, by its own words (issue 32)", () => {
    const preparation = preparationFor([
      source("Lipid Profile", "if-doctor-asks"),
      source("FBS", "required"),
      source("Lipid Profile", "if-doctor-asks"),
    ]);
    const box = [
      ...fastingHeadline(preparation).map((s) => s.text),
      ...preparation.instructions.map(({ names, text }) => `${names.join(", ")}: ${text}`),
    ];
    expect(box).toEqual([
      "Fasting needed for FBS: nothing to eat or drink but water before the sample.",
      "Lipid Profile: Lipid Profile's own words",
      "FBS: FBS's own words",
    ]);
    // Nothing to demand, and no "no fasting needed" over a test that may need one.
    expect(fastingHeadline(preparationFor([source("Lipid Profile", "if-doctor-asks")]))).toEqual([]);
    expect(fastingHeadline(preparationFor([source("CBC", "not-required")]))).toEqual(
      fastingSentences(preparationFor([source("CBC", "not-required")])),
    );
  });

  it("counts a test listed twice (a package's test also booked alone) by its strictest rule", () => {
    const preparation = preparationFor([source("LFT", "if-doctor-asks", "a"), source("LFT", "required", "b")]);
    expect(preparation.fastingTests).toEqual(["LFT"]);
    expect(preparation.fastingIfDoctorAsksTests).toEqual([]);
  });
});

describe("a package's fasting rule", () => {
  it("is the strictest rule among its tests", () => {
    expect(
      strictestFasting([
        source("CBC", "not-required"),
        source("Lipid Profile", "if-doctor-asks"),
        source("FBS", "required"),
      ]),
    ).toBe("required");
    expect(strictestFasting([source("CBC", "not-required"), source("Lipid Profile", "if-doctor-asks")])).toBe(
      "if-doctor-asks",
    );
    expect(strictestFasting([source("CBC", "not-required"), source("Urine", "not-required")])).toBe("not-required");
  });

  it("is unknown, not 'no fasting', when none of its tests is in the catalogue", () => {
    expect(strictestFasting([])).toBeNull();
  });
});

describe("preparation advice in Hindi", () => {
  it("says the same three things, with the tests' names as the page gives them", () => {
    const preparation = preparationFor([
      source("कम्प्लीट ब्लड काउंट (CBC)", "not-required"),
      source("लिपिड प्रोफ़ाइल (Lipid Profile)", "if-doctor-asks"),
      source("खाली पेट ब्लड शुगर (Blood Sugar Fasting, FBS)", "required"),
    ]);
    expect(fastingSentences(preparation, "hi")).toEqual([
      {
        text: "खाली पेट ब्लड शुगर (Blood Sugar Fasting, FBS) के लिए खाली पेट (fasting) रहना ज़रूरी है: सैंपल से पहले पानी के सिवा कुछ न खाएं, न पिएं।",
        isRequired: true,
      },
      {
        text: "लिपिड प्रोफ़ाइल (Lipid Profile): खाली पेट रहने की ज़रूरत नहीं, जब तक आपके डॉक्टर ने खाली पेट आने को न कहा हो।",
        isRequired: false,
      },
    ]);
    expect(fastingSentences(preparationFor([source("CBC", "not-required")]), "hi")).toEqual([
      { text: "इन टेस्ट के लिए खाली पेट रहने की ज़रूरत नहीं।", isRequired: false },
    ]);
  });
});
