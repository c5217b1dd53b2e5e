import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LabTest } from "../../../domain/lab-test.ts";
import { UnderstandingSection } from "./about-test-sections.tsx";
import { InfoStrip } from "./info-strip.tsx";
import { MedicalReviewLine } from "./medical-review.tsx";

const SEED_DIR = path.resolve(import.meta.dirname, "../../../db/seed/tests");
const seedTests = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(path.join(SEED_DIR, f), "utf8")) as LabTest);
const seedTest = (slug: string) => seedTests.find((t) => t.slug === slug)!;

describe("the test page template", () => {
  it("shows each test's own testing frequency, and no frequency block at all for a test without one", () => {
    for (const test of seedTests) {
      const { container, unmount } = render(<UnderstandingSection test={test} />);
      const rows = [...container.querySelectorAll("tr")].map((tr) => [tr.querySelector("th")?.textContent, tr.querySelector("td")?.textContent]);
      expect(rows, test.slug).toEqual(test.testingFrequency.map((f) => [f.purpose, f.text]));
      unmount();
    }
    const { container } = render(<UnderstandingSection test={{ ...seedTest("vitamin-d"), testingFrequency: [] }} />);
    expect(screen.queryByText("Recommended testing frequency")).toBeNull();
    expect(container.textContent).not.toMatch(/once a year|every 3-6 months|annual/i);
  });

  it("answers 'Fasting Required' with the test's three-way rule and its own instructions", () => {
    const cases: [string, string][] = [["cbc", "No"], ["lipid-profile", "Only if your doctor asks"], ["blood-sugar-fasting", "Yes"]];
    for (const [slug, answer] of cases) {
      const { container, unmount } = render(<InfoStrip test={seedTest(slug)} />);
      const fasting = [...container.querySelectorAll("dt")].find((dt) => dt.textContent === "Fasting Required");
      expect(fasting?.nextElementSibling?.textContent, slug).toBe(answer);
      expect(container.textContent, slug).toContain(seedTest(slug).fastingInstructions);
      unmount();
    }
  });

  it("says who reviewed the page and when, and nothing while nobody has", () => {
    const { container, rerender } = render(<MedicalReviewLine review={null} />);
    expect(container.textContent).toBe("");
    rerender(<MedicalReviewLine review={{ reviewer: "Dr A. Sharma", qualification: "MD Pathology", reviewedOn: "2026-11-02" }} />);
    expect(container.textContent).toBe("Medically reviewed by Dr A. Sharma, MD Pathology on 2 November 2026");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
  });
});
