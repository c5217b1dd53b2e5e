import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downgradeContent } from "../../db/migrations/2026-11-22T0300-test-content-fields.ts";
import { migrations } from "../../db/migrations/index.ts";
import type { Database } from "../../db/schema.ts";
import type { LabTestContent } from "../../domain/lab-test.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { BUILT_IN_SLIDES } from "../../domain/built-in-slides.ts";
import type { PackageHindi } from "../../domain/health-package.ts";
import { insertBookingRow } from "../../test/report-fixtures.ts";
import { findSlides, insertSlide } from "../api/carousel/carousel.repository.ts";
import { insertTest, updateTest } from "../api/lab-tests/lab-tests.repository.ts";
import { insertPackage } from "../api/packages/packages.repository.ts";
import { createSite } from "../site.ts";
import { readSeedTests } from "./seed.ts";
import {
  applyCorrectedSlideHindi,
  applyShippedContent,
  applyShippedHindi,
  CORRECTED_SLIDE_HINDI,
  nextConsentVersion,
  SHIPPED_CONTENT_RUN,
  SHIPPED_HINDI_RUN,
  SHIPPED_NOTICE_HINDI_RUN,
  testContentHash,
} from "./shipped-content.ts";

const BEFORE_THREE_WAY_FASTING = "2026-11-22T0200-reports";
const migrator = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

async function migrateTo(db: Kysely<Database>, name: string | "latest") {
  const { error } = name === "latest" ? await migrator(db).migrateToLatest() : await migrator(db).migrateTo(name);
  if (error) throw error;
}

/** A lab_tests row as the release before three-way fasting stored it. */
function previousReleaseRow(test: LabTestContent) {
  const { slug, name, category, price, originalPrice, isPopular, imageId, ...content } = test;
  const now = new Date().toISOString();
  return {
    id: slug,
    slug,
    name,
    category,
    price_paise: price * 100,
    original_price_paise: originalPrice * 100,
    is_popular: isPopular ? 1 : 0,
    image_id: imageId,
    content_json: JSON.stringify(downgradeContent(content)),
    is_retired: 0,
    created_at: now,
    updated_at: now,
  };
}

/** What the previous release shipped for a test: this release's test with the old, generic wording. */
const previouslyShipped = (test: LabTestContent): LabTestContent => ({
  ...test,
  fasting: "required",
  fastingInstructions: "Fast for 8-12 hours before the test; you may drink plain water.",
  testingFrequency: [],
  usedToDiagnose: [],
});

describe.each(testDialects())("shipped test content on %s", (dialect) => {
  let t: TestApp;
  let shipped: LabTestContent[];
  const shippedTest = (slug: string) => shipped.find((s) => s.slug === slug)!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    shipped = await readSeedTests();
  });
  afterAll(() => t.close());

  it("the migration turns the stored yes/no into the three-way rule, adds the new fields empty, and goes back down", async () => {
    await migrateTo(t.db, BEFORE_THREE_WAY_FASTING);
    const fasting = { ...previouslyShipped(shippedTest("lipid-profile")), slug: "old-fasting" };
    const notFasting = {
      ...previouslyShipped(shippedTest("cbc")),
      slug: "old-not-fasting",
      fasting: "not-required" as const,
    };
    await t.db
      .insertInto("lab_tests")
      .values([previousReleaseRow(fasting), previousReleaseRow(notFasting)])
      .execute();
    const stored = await t.db
      .selectFrom("lab_tests")
      .select("content_json")
      .where("slug", "=", "old-fasting")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content_json)).toMatchObject({ fastingRequired: true });
    expect(JSON.parse(stored.content_json)).not.toHaveProperty("fasting");

    await migrateTo(t.db, "latest");
    const tests = await t.services.labTests.listForAdmin();
    const [wasFasting, wasNotFasting] = ["old-fasting", "old-not-fasting"].map((slug) =>
      tests.find((x) => x.slug === slug)!,
    );
    expect(wasFasting).toMatchObject({
      fasting: "required",
      testingFrequency: [],
      usedToDiagnose: [],
      medicalReview: null,
    });
    expect(wasFasting).not.toHaveProperty("fastingRequired");
    expect(wasNotFasting.fasting).toBe("not-required");

    await migrateTo(t.db, BEFORE_THREE_WAY_FASTING);
    const down = await t.db.selectFrom("lab_tests").select(["slug", "content_json"]).orderBy("slug").execute();
    expect(
      down.map((row) => [
        row.slug,
        JSON.parse(row.content_json).fastingRequired,
        "fasting" in JSON.parse(row.content_json),
      ]),
    ).toEqual([
      ["old-fasting", true, false],
      ["old-not-fasting", false, false],
    ]);
    await t.db.deleteFrom("lab_tests").execute();
    await migrateTo(t.db, "latest");
  });

  it("replaces untouched tests with this release's content once, keeps the ones staff edited and says which", async () => {
    // A database the previous release seeded: three of its tests, one later edited by staff,
    // one already as this release ships it.
    await migrateTo(t.db, BEFORE_THREE_WAY_FASTING);
    const untouched = previouslyShipped(shippedTest("lipid-profile"));
    const edited = previouslyShipped(shippedTest("kidney-function"));
    await t.db.insertInto("lab_tests").values([untouched, edited].map(previousReleaseRow)).execute();
    await migrateTo(t.db, "latest");
    await insertTest(t.db, shippedTest("cbc"));
    const previousHashes = Object.fromEntries(
      [untouched, edited].map((test) => [test.slug, [testContentHash({ ...test, medicalReview: null })]]),
    );
    // Staff changed the price in the Tests Manager (its related tests are not in this database).
    const {
      id: _id,
      imageUrl: _u,
      createdAt: _c,
      updatedAt: _up,
      isRetired: _r,
      ...stored
    } = (await t.services.labTests.listForAdmin()).find((x) => x.slug === "kidney-function")!;
    await updateTest(t.db, "kidney-function", { ...stored, price: 449 });

    const result = await applyShippedContent(t.db, shipped, previousHashes);
    expect(result).toEqual({ updated: ["lipid-profile"], kept: ["kidney-function"] });

    const after = await t.services.labTests.listForAdmin();
    const lipid = after.find((x) => x.slug === "lipid-profile")!;
    expect(testContentHash(lipid)).toBe(testContentHash(shippedTest("lipid-profile")));
    expect(lipid.fasting).toBe("if-doctor-asks");
    const kidney = after.find((x) => x.slug === "kidney-function")!;
    expect(kidney).toMatchObject({ price: 449, fasting: "required" });
    expect(testContentHash(after.find((x) => x.slug === "cbc")!)).toBe(testContentHash(shippedTest("cbc")));

    // Once: the run is recorded, and a second start changes nothing.
    expect(
      await t.db.selectFrom("seed_runs").select("name").where("name", "=", SHIPPED_CONTENT_RUN).executeTakeFirst(),
    ).toBeDefined();
    expect(
      await applyShippedContent(
        t.db,
        shipped,
        Object.fromEntries(shipped.map((s) => [s.slug, [testContentHash(untouched)]])),
      ),
    ).toBeNull();
  });

  it("on start, names in the log the seeded tests it kept because staff edited them", async () => {
    // A database seeded by this release, before the run was recorded, with one test edited.
    const seeded = await createTestApp(dialect, { seed: true });
    try {
      const {
        id: _id,
        imageUrl: _u,
        createdAt: _c,
        updatedAt: _up,
        isRetired: _r,
        ...lipid
      } = (await seeded.services.labTests.listForAdmin()).find((x) => x.slug === "lipid-profile")!;
      await updateTest(seeded.db, "lipid-profile", { ...lipid, reportTime: "24 hours" });
      await seeded.db.deleteFrom("seed_runs").where("name", "=", SHIPPED_CONTENT_RUN).execute();

      const lines: string[] = [];
      const restarted = await createSite(
        { ...seeded.config, logLevel: "info" },
        { seed: true, logStream: { write: (line) => void lines.push(line) } },
      );
      await restarted.close();
      const entry = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((e) => String(e.msg).startsWith("Shipped test content"));
      expect(entry).toMatchObject({
        msg: "Shipped test content: 0 updated; 1 kept because staff edited them",
        updated: [],
        keptBecauseEdited: ["lipid-profile"],
      });
      expect((await seeded.services.labTests.get("lipid-profile"))?.reportTime).toBe("24 hours");
    } finally {
      await seeded.close();
    }
  });

  it("gives a database seeded with the words issue 37 corrected the corrected words, and keeps a page staff edited", async () => {
    // Each test page as the release before issue 37 shipped it: the words that changed the meaning.
    const before: Record<string, [string, string]> = {
      cbc: ["आपका रंग फीका पड़ गया हो", "आप पीले दिखते हों"],
      "urine-analysis": ["कमर में या पसलियों के नीचे किसी एक तरफ़ दर्द है", "कमर या बगल में दर्द"],
      sgot: ["कोशिकाओं में सूजन होती है", "कोशिकाओं में जलन होती है"],
    };
    const asBefore = (slug: string): LabTestContent => {
      const [now, then] = before[slug];
      const json = JSON.stringify(shippedTest(slug));
      expect(json, slug).toContain(now);
      // Without the other corrections of this release: the whole page as it was shipped.
      return JSON.parse(json.replace(now, then)) as LabTestContent;
    };
    await t.db.deleteFrom("lab_tests").execute();
    await t.db.deleteFrom("seed_runs").execute();
    for (const slug of Object.keys(before)) await insertTest(t.db, asBefore(slug));
    // A page staff edited before search words became data: its own other names, none of the moved ones.
    const thyroid = shippedTest("thyroid-profile");
    await insertTest(t.db, {
      ...thyroid,
      price: thyroid.price + 10,
      hi: { ...thyroid.hi, alternateNames: ["थायराइड टेस्ट"] },
    });
    const sgot = (await t.services.labTests.listForAdmin()).find((x) => x.slug === "sgot")!;
    const { id: _id, imageUrl: _u, createdAt: _c, updatedAt: _up, isRetired: _r, ...sgotStored } = sgot;
    await updateTest(t.db, "sgot", { ...sgotStored, price: sgotStored.price + 50 });
    const earlierRelease = Object.fromEntries(
      Object.keys(before).map((slug) => [slug, [testContentHash(asBefore(slug))]]),
    );
    // That database already took the content of the release before (issue 23's Hindi).
    await t.db
      .insertInto("seed_runs")
      .values({ name: "shipped-test-content-2026-11-25", applied_at: new Date().toISOString() })
      .execute();

    const result = await applyShippedContent(t.db, shipped, earlierRelease);
    expect(result).toEqual({ updated: ["cbc", "urine-analysis"], kept: ["sgot", "thyroid-profile"] });
    const pages = await t.services.labTests.listForAdmin();
    const hindiOf = (slug: string) => JSON.stringify(pages.find((x) => x.slug === slug)!.hi);
    expect(hindiOf("cbc")).toContain("आपका रंग फीका पड़ गया हो");
    expect(hindiOf("cbc")).not.toContain("पीले दिखते");
    expect(hindiOf("urine-analysis")).not.toContain("बगल");
    expect(hindiOf("sgot")).toContain("जलन");
    // Kept, and found by the words search held in code before: "thyroid" and "थायराइड" lead to it.
    const keptThyroid = pages.find((x) => x.slug === "thyroid-profile")!;
    expect(keptThyroid.price).toBe(thyroid.price + 10);
    expect(keptThyroid.hi.alternateNames).toEqual(["थायराइड टेस्ट", "थायराइड", "थायरॉयड", "thyroid"]);
    await t.db.deleteFrom("lab_tests").execute();
    await t.db.deleteFrom("seed_runs").execute();
  });

  it("ships hashes of an earlier release for every seeded test, none of them this release's content", async () => {
    const { default: hashes } = await import("../../db/seed/previous-test-content-hashes.json", {
      with: { type: "json" },
    });
    const previous = hashes as Record<string, string[]>;
    expect(Object.keys(previous).sort()).toEqual(shipped.map((s) => s.slug).sort());
    for (const test of shipped) expect(previous[test.slug], test.slug).not.toContain(testContentHash(test));
  });
});

type SeedPackage = {
  name: string;
  description: string;
  category: "basic";
  price: number;
  discountedPrice: number;
  tests: { name: string; slug: string | null }[];
  hi: PackageHindi;
};
const shippedPackages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../db/seed/packages.json"), "utf8"),
) as SeedPackage[];

describe.each(testDialects())("shipped Hindi on %s", (dialect) => {
  let t: TestApp;
  let imageId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    imageId = await t.uploadImage(await t.login());
  });
  afterAll(() => t.close());

  /** A package as a release before Hindi seeded it: the shipped English, no Hindi. */
  const packageBeforeHindi = ({ hi: _hi, ...p }: SeedPackage, change: Partial<SeedPackage> = {}) =>
    insertPackage(t.db, { ...p, isFeatured: false, imageId, ...change });
  const slideBeforeHindi = ({ hi: _hi, artwork: _a, ...s }: (typeof BUILT_IN_SLIDES)[number], change: object = {}) =>
    t.db.transaction().execute((trx) => insertSlide(trx, { ...s, isActive: true, imageId, ...change }));

  it("adds the shipped Hindi, once, only to packages and slides whose English is as shipped and that have no Hindi", async () => {
    const [full, basic, women, ...others] = shippedPackages;
    const untouched = await packageBeforeHindi(full);
    const edited = await packageBeforeHindi(basic, { description: "Our own words for this checkup." });
    const ownHindi = await insertPackage(t.db, {
      ...women,
      isFeatured: false,
      imageId,
      hi: { name: "स्टाफ़ का अपना नाम (Women's Wellness Checkup)" },
    });
    const binned = await packageBeforeHindi(others[0]);
    await t.services.packages.softDelete(binned.id);
    const [first, second] = BUILT_IN_SLIDES;
    const slide = await slideBeforeHindi(first);
    const retitled = await slideBeforeHindi(second, { title: "Home Collection, 7 days a week" });

    const result = await applyShippedHindi(t.db, { packages: shippedPackages, slides: BUILT_IN_SLIDES });
    expect(result).toEqual({ packages: expect.arrayContaining([untouched.id, binned.id]), slides: [slide.id] });
    expect(result!.packages).toHaveLength(2);

    const stored = async (id: string) =>
      (await t.db.selectFrom("health_packages").select("hi_json").where("id", "=", id).executeTakeFirstOrThrow())
        .hi_json;
    expect(JSON.parse(await stored(untouched.id))).toEqual(full.hi);
    expect(JSON.parse(await stored(binned.id))).toEqual(others[0].hi);
    expect(JSON.parse(await stored(edited.id))).toEqual({});
    expect(JSON.parse(await stored(ownHindi.id))).toEqual({ name: "स्टाफ़ का अपना नाम (Women's Wellness Checkup)" });
    const slides = await t.services.carousel.list();
    expect(slides.find((s) => s.id === slide.id)!.hi).toEqual(first.hi);
    expect(slides.find((s) => s.id === retitled.id)!.hi).toEqual({});

    // Once: recorded, and a second start changes nothing, even Hindi removed since.
    expect(
      await t.db.selectFrom("seed_runs").select("name").where("name", "=", SHIPPED_HINDI_RUN).executeTakeFirst(),
    ).toBeDefined();
    await t.db.updateTable("health_packages").set({ hi_json: "{}" }).where("id", "=", untouched.id).execute();
    expect(await applyShippedHindi(t.db, { packages: shippedPackages, slides: BUILT_IN_SLIDES })).toBeNull();
    expect(await stored(untouched.id)).toBe("{}");
  });

  it("corrects the words of a seeded slide whose Hindi is still as an earlier release shipped it, once, and leaves staff's own", async () => {
    const slideWithWords = BUILT_IN_SLIDES.find((s) => s.hi.description === CORRECTED_SLIDE_HINDI[0].now)!;
    const asShipped = await slideBeforeHindi(slideWithWords, {
      hi: { ...slideWithWords.hi, description: CORRECTED_SLIDE_HINDI[0].was },
    });
    const ownWords = await slideBeforeHindi(slideWithWords, {
      hi: { ...slideWithWords.hi, description: "हमारे ट्रेंड स्टाफ़ के अपने शब्द।" },
    });

    expect(await applyCorrectedSlideHindi(t.db)).toEqual([asShipped.id]);
    const slides = await findSlides(t.db);
    expect(slides.find((s) => s.id === asShipped.id)!.hi).toEqual(slideWithWords.hi);
    expect(slides.find((s) => s.id === ownWords.id)!.hi.description).toBe("हमारे ट्रेंड स्टाफ़ के अपने शब्द।");
    expect(await applyCorrectedSlideHindi(t.db)).toBeNull();
  });

  it("counts a consent version on past what bookings recorded", async () => {
    expect(await nextConsentVersion(t.db, "2")).toBe("3");
    expect(await nextConsentVersion(t.db, "2026-1")).toBe("2026-2");
    expect(await nextConsentVersion(t.db, "v")).toBe("v-2");
    const booking = await insertBookingRow(t.db, { sequence: 77 });
    await t.db.updateTable("bookings").set({ consent_version: "3" }).where("id", "=", booking.id).execute();
    expect(await nextConsentVersion(t.db, "2")).toBe("4");
  });
});

describe.each(testDialects())("the shipped Hindi consent notice on %s", (dialect) => {
  const LAB = { LAB_NAME: "Sunrise Pathology", LAB_EMAIL: "care@sunrise.example", LAB_PHONE: "+91 98100 00001" };
  // One site's database for every case: each puts back the settings as first start made them and
  // forgets the notice's run, which is all a restart of the case changes.
  let t: TestApp;
  let firstSettings: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: LAB });
    const row = await t.db.selectFrom("settings").select("settings_json").executeTakeFirstOrThrow();
    firstSettings = JSON.parse(row.settings_json) as Record<string, unknown>;
  });
  afterAll(() => t.close());

  /** Makes the site's settings as a release before Hindi stored them, then starts it again. */
  async function restartedBeforeHindi(
    change: (settings: Record<string, unknown>) => Record<string, unknown>,
    env: Record<string, string> = LAB,
  ) {
    const { hi: _hi, ...before } = structuredClone(firstSettings);
    await t.db
      .updateTable("settings")
      .set({ settings_json: JSON.stringify(change(before)) })
      .execute();
    await t.db.deleteFrom("seed_runs").where("name", "=", SHIPPED_NOTICE_HINDI_RUN).execute();
    const lines: string[] = [];
    const restarted = await createSite(
      { ...t.config, ...(env === LAB ? {} : { site: { ...t.config.site, labName: env.LAB_NAME } }), logLevel: "info" },
      {
        seed: false,
        logStream: { write: (line) => void lines.push(line) },
      },
    );
    const settings = await restarted.services.settings.get();
    await restarted.close();
    const log = lines
      .map((line) => JSON.parse(line) as { msg: string })
      .filter((e) => e.msg.startsWith("Consent notice"));
    return { settings, log };
  }

  it("adds the Hindi to the notice as shipped, filled in for the lab, as the next version, and says so in the log", async () => {
    const { settings, log } = await restartedBeforeHindi((s) => s);
    expect(settings.consentVersion).toBe("3");
    expect(settings.hi.consentNotice).toMatch(/^आपकी बुकिंग करने.*Sunrise Pathology/);
    expect(settings.hi.consentNotice).toContain("care@sunrise.example");
    expect(settings.hi.consentNotice).toContain("/hi/privacy");
    expect(settings.hi.consentNotice).not.toMatch(/\{\w+\}/);
    // Still as set up on first start: no admin saved them.
    expect(settings.updatedBy).toBeNull();
    expect(log).toEqual([
      expect.objectContaining({
        msg: "Consent notice: the shipped Hindi was added as version 3 (the English is unchanged)",
        consentVersion: "3",
      }),
    ]);
  });

  it("fills it in as the English was, whether the lab's name changed since in the settings or in LAB_NAME", async () => {
    const renamedInSettings = await restartedBeforeHindi((s) => ({ ...s, labName: "Sunrise Diagnostics" }));
    const renamedInEnv = await restartedBeforeHindi((s) => s, { ...LAB, LAB_NAME: "Sunrise Diagnostics" });
    for (const { settings } of [renamedInSettings, renamedInEnv]) {
      expect(settings.consentVersion).toBe("3");
      expect(settings.consentNotice).toContain("Sunrise Pathology");
      expect(settings.hi.consentNotice).toContain("Sunrise Pathology");
      expect(settings.hi.consentNotice).not.toContain("Sunrise Diagnostics");
    }
  });

  it("leaves a notice staff rewrote, and one that has Hindi, as it is", async () => {
    const rewritten = await restartedBeforeHindi((s) => ({
      ...s,
      consentNotice: `${String(s.consentNotice)}\n\nOne more line.`,
      consentVersion: "7",
    }));
    expect(rewritten.settings).toMatchObject({ consentVersion: "7", hi: {} });
    expect(rewritten.log).toEqual([]);
    const translated = await restartedBeforeHindi((s) => ({ ...s, hi: { consentNotice: "स्टाफ़ का अपना नोटिस" } }));
    expect(translated.settings).toMatchObject({ consentVersion: "2", hi: { consentNotice: "स्टाफ़ का अपना नोटिस" } });
  });
});
