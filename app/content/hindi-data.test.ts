import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_IN_SLIDES } from "../../domain/built-in-slides.ts";
import { SlideFormSchema } from "../../domain/carousel.ts";
import { PackageFormSchema } from "../../domain/health-package.ts";
import { SettingsSchema } from "../../domain/settings.ts";
import { CONTENT_PAGES } from "./content-pages.ts";
import layout from "../i18n/messages/layout.ts";
import { CATEGORY_TILES, FEATURES } from "./home.ts";

// Issue 23: each piece of the site's own data carries its Hindi in a `hi` object beside the
// English. These check that the Hindi is there, in Devanagari, and fits where the English does.

const DEVANAGARI = /[\u0900-\u097F]/;
const seedDir = path.resolve(import.meta.dirname, "../../db/seed");
const readSeed = (file: string) => JSON.parse(readFileSync(path.join(seedDir, file), "utf8")) as unknown;

type SeedPackage = { name: string; description: string; hi: { name: string; description: string } };
type SeedSettings = Record<string, unknown> & { consentNotice: string; hi: { consentNotice: string } };

const tokensOf = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
const pathsOf = (text: string) => [...new Set(text.match(/(?<![\w/])\/[a-z][a-z/-]*/g) ?? [])].sort();

describe("the Hindi beside the site's data", () => {
  it("names every footer link, home tile and slide in Hindi", () => {
    const texts = [
      ...CONTENT_PAGES.map((page) => layout[`page.${page.slug}`].hi),
      ...FEATURES.flatMap((feature) => [feature.hi.title, feature.hi.text]),
      ...CATEGORY_TILES.map((tile) => tile.hi.label),
      ...BUILT_IN_SLIDES.flatMap((slide) => [slide.hi.title, slide.hi.description, slide.hi.buttonText]),
    ];
    for (const text of texts) expect(text, text).toMatch(DEVANAGARI);
  });

  it("gives each slide Hindi words the slide form would take", () => {
    for (const slide of BUILT_IN_SLIDES) {
      const parsed = SlideFormSchema.safeParse({ ...slide, ...slide.hi });
      expect(parsed.success, `${slide.title}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("gives each shipped package a Hindi name that keeps its English name, which the package form would take", () => {
    const packages = readSeed("packages.json") as SeedPackage[];
    for (const pkg of packages) {
      expect(pkg.hi.name).toMatch(DEVANAGARI);
      expect(pkg.hi.name.endsWith(` (${pkg.name})`), pkg.hi.name).toBe(true);
      expect(pkg.hi.description).toMatch(DEVANAGARI);
      const parsed = PackageFormSchema.safeParse({ ...pkg, ...pkg.hi });
      expect(parsed.success, `${pkg.name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("gives the consent notice in Hindi, paragraph for paragraph, with the same tokens and the Hindi privacy notice", () => {
    const settings = readSeed("settings.json") as SeedSettings;
    const english = settings.consentNotice.split("\n\n");
    const hindi = settings.hi.consentNotice.split("\n\n");
    expect(hindi).toHaveLength(english.length);
    for (const [i, paragraph] of hindi.entries()) {
      expect(paragraph, paragraph).toMatch(DEVANAGARI);
      expect(tokensOf(paragraph), paragraph).toEqual(tokensOf(english[i]));
      expect(pathsOf(paragraph), paragraph).toEqual(pathsOf(english[i]).map((p) => `/hi${p}`));
    }
  });

  it("has a Hindi consent notice the settings would take in place of the English", () => {
    const { hi, ...settings } = readSeed("settings.json") as SeedSettings;
    const contact = {
      labName: "Test Lab",
      phone: "+91 98100 00000",
      phoneAlt: null,
      whatsappNumber: "919810000000",
      email: "care@testlab.example",
      addresses: ["1 Sector 18, Noida, Uttar Pradesh 201301"],
      hours: "Mon–Sun, 7:00 am – 9:00 pm",
    };
    const parsed = SettingsSchema.safeParse({ ...settings, ...contact, consentNotice: hi.consentNotice });
    expect(parsed.success, parsed.error?.message).toBe(true);
  });
});
