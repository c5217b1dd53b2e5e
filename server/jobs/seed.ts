import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type Artwork, BUILT_IN_SLIDES } from "../../domain/built-in-slides.ts";
import { SlideFormSchema, SlideHindiSchema } from "../../domain/carousel.ts";
import { PackageFormSchema, PackageHindiSchema } from "../../domain/health-package.ts";
import { LabTestContentSchema } from "../../domain/lab-test.ts";
import { SettingsSchema } from "../../domain/settings.ts";
import type { LabContact } from "../../domain/site-settings.ts";
import { insertSlide } from "../api/carousel/carousel.repository.ts";
import { insertPackage } from "../api/packages/packages.repository.ts";
import { findTestSlugs, insertTest } from "../api/lab-tests/lab-tests.repository.ts";
import { newId, nowIso } from "../lib/ids.ts";
import {
  applyShippedContent,
  applyCorrectedSlideHindi,
  applyShippedHindi,
  applyShippedNoticeHindi,
  type NoticeContact,
  type ShippedContentResult,
  type ShippedHindiResult,
} from "./shipped-content.ts";
import type { Services } from "../services.ts";

/** The shipped catalogue: versioned data files, read and validated here. */
const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../db/seed");
const INITIAL_CONTENT = "initial-content-v1";

const ArtworkSchema = z.object({
  from: z.string().regex(/^#[0-9a-f]{6}$/i),
  to: z.string().regex(/^#[0-9a-f]{6}$/i),
  motif: z.enum(["cross", "drop", "heart", "pulse"]),
}) satisfies z.ZodType<Artwork>;

/** A seeded package or slide is what the admin form takes, with artwork instead of an upload, and ships with its Hindi. */
const SeedPackageSchema = PackageFormSchema.and(z.object({ artwork: ArtworkSchema, hi: PackageHindiSchema }));
const SeedSlideSchema = SlideFormSchema.extend({ artwork: ArtworkSchema, hi: SlideHindiSchema });
const TestimonialSchema = z.object({ content: z.string().min(1), author: z.string().min(1), role: z.string() });

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(JSON.parse(await readFile(path.join(SEED_DIR, file), "utf8")));
  if (!parsed.success) throw new Error(`Seed file ${file} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The catalogue as shipped in db/seed/tests/, one validated file per test. */
export async function readSeedTests() {
  const files = (await readdir(path.join(SEED_DIR, "tests"))).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map((f) => readJson(path.join("tests", f), LabTestContentSchema)));
}

const MOTIFS: Record<Artwork["motif"], string> = {
  cross: '<path d="M1010 250h120v140h140v120h-140v140h-120v-140h-140v-120h140z" fill="#fff" fill-opacity=".18"/>',
  drop: '<path d="M1070 200c70 110 150 200 150 300a150 150 0 0 1-300 0c0-100 80-190 150-300z" fill="#fff" fill-opacity=".18"/>',
  heart:
    '<path d="M1070 640c-160-120-260-200-260-320 0-80 60-140 140-140 50 0 95 25 120 65 25-40 70-65 120-65 80 0 140 60 140 140 0 120-100 200-260 320z" fill="#fff" fill-opacity=".18"/>',
  pulse:
    '<path d="M760 420h160l60-140 90 280 70-200 50 60h170" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="28" stroke-linejoin="round"/>',
};

/**
 * Plain decorative artwork (a gradient and a simple medical motif) for the seeded
 * slides and packages: honest graphics, not stock photos pretending to be our lab.
 * Staff replace them with real photographs in the admin area.
 */
async function artworkImage(artwork: Artwork): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${artwork.from}"/><stop offset="1" stop-color="${artwork.to}"/>
    </linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="1350" cy="120" r="260" fill="#fff" fill-opacity=".06"/>
    <circle cx="180" cy="820" r="320" fill="#fff" fill-opacity=".05"/>
    ${MOTIFS[artwork.motif]}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Hashes of the test content earlier releases shipped (scripts/hash-shipped-tests.ts made them). */
const PreviousHashesSchema = z.record(z.string(), z.array(z.string().regex(/^[0-9a-f]{64}$/)));

type SeedResult = {
  testsAdded: number;
  initialContent: boolean;
  /** Null when this release's content was applied before. */
  shippedContent: ShippedContentResult | null;
  /** The packages and slides seeded before Hindi that took the shipped Hindi; null when that ran before. */
  shippedHindi: ShippedHindiResult | null;
};

/**
 * Fills an empty database: packages, slides and testimonials once (deleting them
 * later must not bring them back), and every test of db/seed/tests/ that the
 * database lacks (new tests ship with upgrades). A seeded test still as an earlier
 * release shipped it takes this release's content, once; a package or slide seeded before
 * Hindi whose English is still as shipped takes the shipped Hindi, once; staff edits are
 * never overwritten.
 */
export async function seedDatabase(db: Kysely<Database>, { images, catalogueCache }: Services): Promise<SeedResult> {
  const existing = await findTestSlugs(db);
  const shipped = await readSeedTests();
  const missing = shipped.filter((t) => !existing.has(t.slug));
  for (const test of missing) await insertTest(db, test, test.slug);
  const shippedContent = await applyShippedContent(
    db,
    shipped,
    await readJson("previous-test-content-hashes.json", PreviousHashesSchema),
  );
  if (missing.length > 0 || (shippedContent?.updated.length ?? 0) > 0)
    await catalogueCache.clearCatalogueReadsAndPages();

  // A linked test is shown by the catalogue's name for it.
  const nameOf = new Map(shipped.map((t) => [t.slug, t.name]));
  const packages = (await readJson("packages.json", z.array(SeedPackageSchema))).map((p) => ({
    ...p,
    tests: p.tests.map((t) => ({ name: (t.slug && nameOf.get(t.slug)) || t.name, slug: t.slug })),
  }));
  const slides = z.array(SeedSlideSchema).parse(BUILT_IN_SLIDES);
  const shippedHindi = await applyShippedHindi(db, { packages, slides });
  const correctedSlides = await applyCorrectedSlideHindi(db);
  if (
    (shippedHindi && shippedHindi.packages.length + shippedHindi.slides.length > 0) ||
    (correctedSlides?.length ?? 0) > 0
  )
    await catalogueCache.clearCatalogueReadsAndPages();

  const alreadySeeded = await db
    .selectFrom("seed_runs")
    .select("name")
    .where("name", "=", INITIAL_CONTENT)
    .executeTakeFirst();
  if (alreadySeeded) return { testsAdded: missing.length, initialContent: false, shippedContent, shippedHindi };
  const testimonials = await readJson("testimonials.json", z.array(TestimonialSchema));
  // Items with the same artwork share one stored image.
  const artworkIds = new Map<string, string>();
  const imageFor = async (artwork: Artwork) => {
    const key = JSON.stringify(artwork);
    if (!artworkIds.has(key)) artworkIds.set(key, (await images.store(await artworkImage(artwork))).id);
    return artworkIds.get(key)!;
  };
  const packageImages: string[] = [];
  for (const p of packages) packageImages.push(await imageFor(p.artwork));
  const slideImages: string[] = [];
  for (const s of slides) slideImages.push(await imageFor(s.artwork));

  await db.transaction().execute(async (trx) => {
    for (const [i, { artwork: _artwork, ...fields }] of packages.entries()) {
      await insertPackage(trx, { ...fields, imageId: packageImages[i] });
    }
    for (const [i, { artwork: _artwork, ...fields }] of slides.entries()) {
      await insertSlide(trx, { ...fields, imageId: slideImages[i] });
    }
    for (const [position, t] of testimonials.entries()) {
      await trx
        .insertInto("testimonials")
        .values({ id: newId(12), ...t, position })
        .execute();
    }
    await trx.insertInto("seed_runs").values({ name: INITIAL_CONTENT, applied_at: nowIso() }).execute();
  });
  await catalogueCache.clearCatalogueReadsAndPages();
  return { testsAdded: missing.length, initialContent: true, shippedContent, shippedHindi };
}

export type SettingsSeedResult = {
  /** The settings were stored now (first start). */
  isStored: boolean;
  /** The consent notice's new version when the shipped Hindi notice was added to it now; else null. */
  hindiNoticeVersion: string | null;
};

/**
 * First start: the lab's settings, from the LAB_* variables (the contact details) and
 * db/seed/settings.json (pincodes, fee, slots, booking window, consent notice, whose
 * {labName}, {email} and {phone} are filled in here). Once stored they belong to the staff:
 * a later change of LAB_* does not overwrite them. Settings stored before the notice had
 * its Hindi take it once, as a new version, if their English notice is still the shipped one.
 */
export async function seedSettings(
  db: Kysely<Database>,
  { settings, catalogueCache }: Services,
  contact: LabContact,
): Promise<SettingsSeedResult> {
  const defaults = JSON.parse(await readFile(path.join(SEED_DIR, "settings.json"), "utf8")) as Record<string, unknown>;
  const hindi = (defaults.hi ?? {}) as Record<string, unknown>;
  const fill = (text: unknown, lab: NoticeContact) =>
    String(text)
      .replaceAll("{labName}", () => lab.labName)
      .replaceAll("{email}", () => lab.email)
      .replaceAll("{phone}", () => lab.phone);
  const parsed = SettingsSchema.safeParse({
    ...defaults,
    ...contact,
    consentNotice: fill(defaults.consentNotice, contact),
    hi: { ...hindi, ...(hindi.consentNotice ? { consentNotice: fill(hindi.consentNotice, contact) } : {}) },
  });
  if (!parsed.success) throw new Error(`The first settings are invalid: ${z.prettifyError(parsed.error)}`);
  const isStored = await settings.seed(parsed.data);
  const hindiNoticeVersion = hindi.consentNotice
    ? await applyShippedNoticeHindi(
        db,
        (lab) => ({ english: fill(defaults.consentNotice, lab), hindi: fill(hindi.consentNotice, lab) }),
        [contact],
      )
    : null;
  if (hindiNoticeVersion) await catalogueCache.clearCatalogueReadsAndPages();
  return { isStored, hindiNoticeVersion };
}
