import { z } from "zod";
import type { Locale } from "./locale.ts";
import { LineSchema } from "./schemas.ts";

// The sample containers a test can need (issue 35, "what to carry and fill"): a closed list,
// because the collector carries tubes from the lab's shelf, not free text. Each kind has the
// colour of its cap, its words in both languages, its place in the order of draw and how much
// one holds. Which tests need which container, how much and how handled is the lab's data,
// edited in the Tests Manager (domain/lab-test.ts `containers`), never decided here.
// docs/decisions/2026-11-28-collection-tubes.md.

type ContainerKindFacts = {
  /** The cap's colour, for a swatch beside the words. */
  colour: string;
  /**
   * The order of draw (CLSI GP41): blood culture, citrate, serum, heparin, EDTA, fluoride, so no
   * tube's additive carries over into the next; containers that are not drawn (urine, stool,
   * swab) come after the blood.
   */
  drawOrder: number;
  /**
   * What one container holds for the tests it serves, in ml: the tests of one person that
   * share a kind share a container until their volumes add up past this, then take another.
   */
  capacityMl: number;
  en: string;
  hi: string;
};

export const CONTAINER_KINDS = [
  "blood-culture",
  "citrate-light-blue",
  "serum-red",
  "serum-gold",
  "heparin-green",
  "edta-lavender",
  "fluoride-grey",
  "urine-sterile",
  "urine-24h",
  "stool",
  "swab-vtm",
] as const;
export type ContainerKind = (typeof CONTAINER_KINDS)[number];

export const CONTAINERS: Record<ContainerKind, ContainerKindFacts> = {
  "blood-culture": { colour: "#475569", drawOrder: 1, capacityMl: 10, en: "Blood culture bottle", hi: "ब्लड कल्चर बोतल" },
  "citrate-light-blue": {
    colour: "#7dd3fc",
    drawOrder: 2,
    capacityMl: 2.7,
    en: "Citrate light blue",
    hi: "सिट्रेट, हल्का नीला ढक्कन",
  },
  "serum-red": { colour: "#dc2626", drawOrder: 3, capacityMl: 5, en: "Serum red", hi: "सीरम, लाल ढक्कन" },
  "serum-gold": {
    colour: "#d4a017",
    drawOrder: 3,
    capacityMl: 5,
    en: "Serum gold (SST)",
    hi: "सीरम, सुनहरा ढक्कन (SST)",
  },
  "heparin-green": { colour: "#16a34a", drawOrder: 4, capacityMl: 4, en: "Heparin green", hi: "हेपरिन, हरा ढक्कन" },
  "edta-lavender": { colour: "#a78bfa", drawOrder: 5, capacityMl: 3, en: "EDTA lavender", hi: "EDTA, बैंगनी ढक्कन" },
  "fluoride-grey": { colour: "#9ca3af", drawOrder: 6, capacityMl: 2, en: "Fluoride grey", hi: "फ़्लोराइड, स्लेटी ढक्कन" },
  "urine-sterile": {
    colour: "#facc15",
    drawOrder: 7,
    capacityMl: 60,
    en: "Sterile urine container",
    hi: "पेशाब (Urine) का स्टेराइल डिब्बा",
  },
  "urine-24h": {
    colour: "#f59e0b",
    drawOrder: 8,
    capacityMl: 3000,
    en: "24-hour urine container",
    hi: "24 घंटे के पेशाब (Urine) का डिब्बा",
  },
  stool: { colour: "#92400e", drawOrder: 9, capacityMl: 30, en: "Stool container", hi: "मल (Stool) का डिब्बा" },
  "swab-vtm": { colour: "#db2777", drawOrder: 10, capacityMl: 3, en: "Swab in VTM", hi: "VTM में स्वैब" },
};

/**
 * How a sample must travel or be taken, beyond its container. `separate-draw`: the test's
 * container is its own, taken at its own time (a post-meal sugar after the fasting one), and
 * never shared with another test's.
 */
export const HANDLINGS = [
  "cool-box",
  "on-ice",
  "protect-from-light",
  "upright-to-clot",
  "fill-to-line",
  "separate-draw",
] as const;
export type Handling = (typeof HANDLINGS)[number];

export const HANDLING_WORDS: Record<Handling, Record<Locale, string>> = {
  "cool-box": { en: "Cool box (2–8 °C)", hi: "कूल बॉक्स में (2–8 °C)" },
  "on-ice": { en: "On ice", hi: "बर्फ़ पर रखें" },
  "protect-from-light": { en: "Protect from light", hi: "रोशनी से बचाकर रखें" },
  "upright-to-clot": { en: "Stand upright to clot", hi: "थक्का जमने तक सीधा खड़ा रखें" },
  "fill-to-line": { en: "Fill to the line", hi: "निशान तक भरें" },
  "separate-draw": { en: "Its own tube, taken at its own time", hi: "अलग ट्यूब, अपने समय पर लें" },
};

/** Words for "deliver to the lab within N hours", in each language. */
export const deliverWithinWords = (hours: number, locale: Locale): string =>
  locale === "hi" ? `${hours} घंटे के अंदर लैब पहुंचाएं` : `Deliver within ${hours} h`;

/** A container's words in a language. */
export const containerName = (kind: ContainerKind, locale: Locale): string => CONTAINERS[kind][locale];

/** The largest volume one test may ask of a container kind, in ml (a 24-hour urine collection). */
export const MAX_VOLUME_ML = 3000;
/** How long a sample may take to reach the lab, at most, in hours. */
export const MAX_DELIVER_WITHIN_HOURS = 72;
export const MAX_CONTAINERS_PER_TEST = 6;
export const MAX_HANDLING_NOTE = 200;

/** Volume as a number or as typed ("2", "0.5"): ml, at most one decimal. */
const VOLUME_TEXT = /^\d{1,4}(\.\d)?$/;
const hasOneDecimalAtMost = (ml: number) => Math.abs(ml * 10 - Math.round(ml * 10)) < 1e-9;

export const VolumeMlSchema = z
  .union([z.number(), z.string().trim().regex(VOLUME_TEXT, "CONTAINER_VOLUME_DIGITS").transform(Number)], {
    error: "CONTAINER_VOLUME_DIGITS",
  })
  .pipe(
    z
      .number()
      .positive("CONTAINER_VOLUME_POSITIVE")
      .max(MAX_VOLUME_ML)
      .refine(hasOneDecimalAtMost, "CONTAINER_VOLUME_DIGITS"),
  );

/**
 * One container a test needs: its kind, how much of it the test uses (null where a volume says
 * nothing, as for a swab), and how it is handled.
 */
export const TestContainerSchema = z.object({
  kind: z.enum(CONTAINER_KINDS, { error: "CONTAINER_KIND_CHOICE" }),
  volumeMl: VolumeMlSchema.nullable(),
  handling: z
    .array(z.enum(HANDLINGS, { error: "CHOICE_INVALID" }))
    .max(HANDLINGS.length)
    .transform((list) => [...new Set(list)]),
  deliverWithinHours: z.int().min(1).max(MAX_DELIVER_WITHIN_HOURS).nullable(),
  /** Staff's own words for the collector ("invert gently 8 times"); empty: none. */
  note: LineSchema.max(MAX_HANDLING_NOTE),
});
export type TestContainer = z.output<typeof TestContainerSchema>;

/**
 * The containers of a test: null until staff (or the shipped defaults) set them, which the
 * Tests Manager shows as "Container not set" and the collector's list as "ask the lab"; an
 * empty list is a test that needs no sample of its own.
 */
export const TestContainersSchema = z.array(TestContainerSchema).max(MAX_CONTAINERS_PER_TEST).nullable();
export type TestContainers = z.output<typeof TestContainersSchema>;
