import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type LabTest, TRANSLATED_TEST_FIELDS } from "../../../domain/lab-test.ts";
import type { Locale } from "../../../domain/locale.ts";
import { createRoutesStubWithMessages } from "../../../test/stub-with-messages.tsx";
import { localize } from "../../i18n/localize.ts";
import { UnderstandingSection } from "./about-test-sections.tsx";
import { InfoStrip } from "./info-strip.tsx";
import { MedicalReviewLine } from "./medical-review.tsx";

const SEED_DIR = path.resolve(import.meta.dirname, "../../../db/seed/tests");
const seedTests = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(path.join(SEED_DIR, f), "utf8")) as LabTest);
const seedTest = (slug: string) => seedTests.find((t) => t.slug === slug)!;

/** A test as its page's loader hands it to the sections: in the page's language. */
const shown = (test: LabTest, locale: Locale = "en") => localize(locale, test, TRANSLATED_TEST_FIELDS);

/** A section as a page in `locale` renders it, with that page's messages. */
function renderOnPage(ui: React.ReactNode, locale: Locale = "en") {
  const Stub = createRoutesStubWithMessages([{ path: "*", Component: () => ui }], {
    locale,
    namespaces: ["common", "catalogue"],
  });
  return render(<Stub initialEntries={[locale === "hi" ? "/hi/tests/x" : "/tests/x"]} />);
}

describe("the test page template", () => {
  it("shows each test's own testing frequency, and no frequency block at all for a test without one", () => {
    for (const test of seedTests) {
      const { container, unmount } = renderOnPage(<UnderstandingSection test={shown(test)} />);
      const rows = [...container.querySelectorAll("tr")].map((tr) => [
        tr.querySelector("th")?.textContent,
        tr.querySelector("td")?.textContent,
      ]);
      expect(rows, test.slug).toEqual(test.testingFrequency.map((f) => [f.purpose, f.text]));
      unmount();
    }
    const { container } = renderOnPage(
      <UnderstandingSection test={{ ...shown(seedTest("vitamin-d")), testingFrequency: [] }} />,
    );
    expect(screen.queryByText("Recommended testing frequency")).toBeNull();
    expect(container.textContent).not.toMatch(/once a year|every 3-6 months|annual/i);
  });

  it("answers 'Fasting Required' with the test's three-way rule and its own instructions", () => {
    const cases: [string, string][] = [
      ["cbc", "No"],
      ["lipid-profile", "Only if your doctor asks"],
      ["blood-sugar-fasting", "Yes"],
    ];
    for (const [slug, answer] of cases) {
      const { container, unmount } = renderOnPage(<InfoStrip test={shown(seedTest(slug))} />);
      const fasting = [...container.querySelectorAll("dt")].find((dt) => dt.textContent === "Fasting Required");
      expect(fasting?.nextElementSibling?.textContent, slug).toBe(answer);
      expect(container.textContent, slug).toContain(seedTest(slug).fastingInstructions);
      unmount();
    }
  });

  it("says who reviewed the page and when, and nothing while nobody has", () => {
    const { container, unmount } = renderOnPage(<MedicalReviewLine review={null} />);
    expect(container.textContent).toBe("");
    unmount();
    const reviewed = renderOnPage(
      <MedicalReviewLine
        review={{ reviewer: "Dr A. Sharma", qualification: "MD Pathology", reviewedOn: "2026-11-02" }}
      />,
    );
    expect(reviewed.container.textContent).toBe("Medically reviewed by Dr A. Sharma, MD Pathology on 2 November 2026");
    expect(reviewed.container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
  });
});

describe("the test page template in Hindi", () => {
  const review = { reviewer: "Dr A. Sharma", qualification: "MD Pathology", reviewedOn: "2026-11-02" };

  it('shows the test\'s Hindi, and the English of a field without Hindi marked lang="en"', () => {
    const cbc = seedTest("cbc");
    const partly = { ...cbc, hi: { ...cbc.hi, preparation: [], fastingInstructions: "" } };
    const { container } = renderOnPage(
      <>
        <UnderstandingSection test={shown(partly, "hi")} />
        <InfoStrip test={shown(partly, "hi")} />
      </>,
      "hi",
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(`${cbc.hi.name} को समझें`);
    expect(container.textContent).toContain(cbc.hi.longDescription!.split("\n\n")[0]);
    expect(screen.getByText("तैयारी कैसे करें")).toBeDefined();
    // The fallen-back fields, in English and saying so.
    const steps = container.querySelector("ol")!;
    expect(steps.getAttribute("lang")).toBe("en");
    expect([...steps.querySelectorAll("li")].map((li) => li.textContent)).toEqual(cbc.preparation);
    const instructions = screen.getByTestId("fasting-instructions");
    expect([instructions.textContent, instructions.getAttribute("lang")]).toEqual([cbc.fastingInstructions, "en"]);
    // Written Hindi is not marked.
    expect(container.querySelector("table")!.hasAttribute("lang")).toBe(false);
    const fasting = [...container.querySelectorAll("dt")].find((dt) => dt.textContent === "खाली पेट (fasting) रहना है?");
    expect(fasting?.nextElementSibling?.textContent).toBe("नहीं");
    expect(container.textContent).not.toMatch(/Fasting Required|How to prepare|Understanding the/);
  });

  it("shows the Hindi text's own review, in Hindi with a Hindi date", () => {
    const { container } = renderOnPage(<MedicalReviewLine review={review} englishReview={review} slug="cbc" />, "hi");
    expect(container.textContent).toBe("मेडिकल जांच: Dr A. Sharma, MD Pathology, 2 नवंबर 2026");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
  });

  it("says plainly that the Hindi is not reviewed yet, and names the English review as the English text's, linking to it", () => {
    const { container, unmount } = renderOnPage(
      <MedicalReviewLine review={null} englishReview={review} slug="cbc" />,
      "hi",
    );
    expect(container.textContent).toBe(
      "इस पेज पर हिन्दी में लिखी जानकारी की अभी किसी डॉक्टर ने जांच नहीं की है। अंग्रेज़ी में लिखी जानकारी की मेडिकल जांच Dr A. Sharma, MD Pathology ने 2 नवंबर 2026 को की है। अंग्रेज़ी पेज पढ़ें",
    );
    expect(screen.getByRole("link", { name: "अंग्रेज़ी पेज पढ़ें" }).getAttribute("href")).toBe("/tests/cbc");
    unmount();
    // Neither text reviewed: only the plain sentence, no review borrowed from anywhere.
    const { container: none } = renderOnPage(<MedicalReviewLine review={null} englishReview={null} slug="cbc" />, "hi");
    expect(none.textContent).toBe("इस पेज पर हिन्दी में लिखी जानकारी की अभी किसी डॉक्टर ने जांच नहीं की है।");
    expect(none.querySelector("a")).toBeNull();
  });
});
