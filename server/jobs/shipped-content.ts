import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SlideHindi } from "../../domain/carousel.ts";
import type { PackageHindi } from "../../domain/health-package.ts";
import { LabTestFields, type LabTestContent } from "../../domain/lab-test.ts";
import { cleanText } from "../../domain/schemas.ts";
import { type Settings, SettingsSchema } from "../../domain/settings.ts";
import { isConsentVersionRecorded } from "../api/bookings/bookings.repository.ts";
import { findSlides, updateSlideHindi } from "../api/carousel/carousel.repository.ts";
import { findAnyTestBySlug, updateTest } from "../api/lab-tests/lab-tests.repository.ts";
import { findBinnedPackages, findPackages, updatePackageHindi } from "../api/packages/packages.repository.ts";
import { findSettings, updateSettings } from "../api/settings/settings.repository.ts";
import { nowIso } from "../lib/ids.ts";

// How corrected shipped content reaches databases seeded by an earlier release, without
// overwriting what staff edited (docs/decisions/2026-11-22-shipped-content-updates.md).

/** The seed run that applies this release's test content; it runs once per database. */
export const SHIPPED_CONTENT_RUN = "shipped-test-content-2026-11-28";

/**
 * The words patients search by that search-synonyms.ts held in code until issue 37, by test:
 * they are now the tests' Hindi alternate names, which staff edit. A test staff edited keeps its
 * own content, and takes those of these words it lacks, so search finds it as before
 * (docs/decisions/2026-11-28-search-words.md). Frozen: later releases ship words as content.
 */
export const SEARCH_WORDS_MOVED_TO_DATA: Readonly<Record<string, readonly string[]>> = {
  "bilirubin-direct": ["peeliya", "piliya", "पीलिया", "jaundice"],
  "bilirubin-indirect": ["peeliya", "piliya", "पीलिया", "jaundice"],
  "bilirubin-total": ["peeliya", "piliya", "पीलिया", "jaundice"],
  "blood-sugar-fasting": [
    "sugar",
    "शुगर",
    "diabetes",
    "डायबिटीज़",
    "madhumeh",
    "मधुमेह",
    "sugar ki bimari",
    "शुगर की बीमारी",
    "sugar ki jaanch",
    "शुगर की जांच",
  ],
  cbc: [
    "khoon",
    "khun",
    "खून",
    "khoon ki jaanch",
    "khoon ki janch",
    "खून की जांच",
    "रक्त जांच",
    "khoon ki kami",
    "खून की कमी",
    "हीमोग्लोबिन",
    "प्लेटलेट्स",
  ],
  "covid-rt-pcr": ["कोरोना", "कोविड"],
  hba1c: [
    "sugar",
    "शुगर",
    "diabetes",
    "डायबिटीज़",
    "madhumeh",
    "मधुमेह",
    "sugar ki bimari",
    "शुगर की बीमारी",
    "sugar ki jaanch",
    "शुगर की जांच",
  ],
  "kidney-function": ["kidney", "किडनी", "gurda", "gurde", "गुर्दा", "गुर्दे"],
  "lipid-profile": ["dil", "दिल", "हार्ट", "दिल की जांच"],
  "liver-function": ["liver", "लिवर", "jigar", "जिगर", "यकृत", "peeliya", "piliya", "पीलिया", "jaundice"],
  "serum-calcium": ["haddi", "haddiyan", "हड्डी", "हड्डियां", "bones"],
  "thyroid-profile": ["थायराइड", "थायरॉयड", "thyroid"],
  "urine-analysis": ["peshab", "peshaab", "पेशाब", "peshab ki jaanch", "पेशाब की जांच", "यूरिन", "मूत्र", "mutra"],
  "vitamin-d": ["vitamin d", "विटामिन डी", "विटामिन डी3", "haddi", "haddiyan", "हड्डी", "हड्डियां", "bones"],
};

/** Most alternate names a test may have (LabTestFields), so an edited test's list stays valid. */
const MOST_ALTERNATE_NAMES = 30;

/** Hashes, by slug, of the test content earlier releases shipped (as stored after the migrations). */
export type ShippedHashes = Record<string, string[]>;

/**
 * The fields a shipped correction compares and replaces: the page's, not the containers, which
 * are the lab's (their own column; migration 2026-11-28T0610-test-containers) and keep what
 * staff set whatever the page's text does.
 */
const CONTENT_KEYS = (Object.keys(LabTestFields.shape) as (keyof LabTestContent)[]).filter(
  (key) => key !== "containers",
);

/** JSON with every object's keys sorted, so the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 of a test's editable content (what the Tests Manager saves), whatever else the object carries. */
export function testContentHash(test: LabTestContent | Record<string, unknown>): string {
  const content = Object.fromEntries(CONTENT_KEYS.map((key) => [key, (test as Record<string, unknown>)[key]]));
  // Content from before Hindi had none: an untranslated page hashes as it did then.
  if (isUntranslated(content.hi)) delete content.hi;
  return createHash("sha256").update(canonicalJson(content)).digest("hex");
}

function isUntranslated(hi: unknown): boolean {
  return (
    hi === undefined ||
    (typeof hi === "object" && hi !== null && Object.entries(hi).every(([k, v]) => k === "medicalReview" && v === null))
  );
}

export type ShippedContentResult = {
  /** Tests whose stored content was an earlier release's, now replaced by this one's. */
  updated: string[];
  /** Tests staff edited: left as they are. */
  kept: string[];
};

/**
 * Once per database: every shipped test still stored exactly as an earlier release shipped it
 * takes this release's content; a test staff changed is kept and reported. Tests already
 * current, and tests the database lacks (the seed adds those), are left alone.
 */
export async function applyShippedContent(
  db: Kysely<Database>,
  shipped: LabTestContent[],
  previous: ShippedHashes,
): Promise<ShippedContentResult | null> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom("seed_runs")
      .select("name")
      .where("name", "=", SHIPPED_CONTENT_RUN)
      .executeTakeFirst();
    if (done) return null;
    const result: ShippedContentResult = { updated: [], kept: [] };
    for (const test of shipped) {
      const stored = await findAnyTestBySlug(trx, test.slug);
      if (!stored) continue;
      const storedHash = testContentHash(stored);
      if (storedHash === testContentHash(test)) continue;
      if (previous[test.slug]?.includes(storedHash)) {
        await updateTest(trx, test.slug, { ...test, containers: stored.containers });
        result.updated.push(test.slug);
      } else {
        result.kept.push(test.slug);
        await addMovedSearchWords(trx, stored);
      }
    }
    await trx.insertInto("seed_runs").values({ name: SHIPPED_CONTENT_RUN, applied_at: nowIso() }).execute();
    return result;
  });
}

/** Gives a test staff edited the moved search words it lacks, as Hindi alternate names, up to the most a test may have. */
async function addMovedSearchWords(trx: Transaction<Database>, stored: LabTestContent) {
  const hindi = stored.hi?.alternateNames ?? [];
  const known = new Set([...stored.alternateNames, ...hindi].map((name) => name.toLowerCase()));
  const missing = (SEARCH_WORDS_MOVED_TO_DATA[stored.slug] ?? []).filter((word) => !known.has(word.toLowerCase()));
  const room = MOST_ALTERNATE_NAMES - hindi.length;
  if (missing.length === 0 || room <= 0) return;
  const content = Object.fromEntries(CONTENT_KEYS.map((key) => [key, stored[key]])) as LabTestContent;
  await updateTest(trx, stored.slug, {
    ...content,
    hi: { medicalReview: null, ...stored.hi, alternateNames: [...hindi, ...missing.slice(0, room)] },
  });
}

// The Hindi of issue 23 reaches databases seeded before it, once, and only where the English
// is still what was shipped: a text staff rewrote is theirs, and so is its Hindi to write
// (docs/decisions/2026-11-25-hindi-text-stored-and-seeded.md).

/** The seed run that gives seeded packages and slides their shipped Hindi; it runs once per database. */
export const SHIPPED_HINDI_RUN = "shipped-hindi-2026-11-25";

export type ShippedPackageText = { name: string; description: string; hi: PackageHindi };
export type ShippedSlideText = { title: string; description: string; buttonText: string; hi: SlideHindi };

export type ShippedHindiResult = {
  /** Ids of the packages and slides that took the shipped Hindi. */
  packages: string[];
  slides: string[];
};

const hasNoHindi = (hi: object) => Object.keys(hi).length === 0;

/**
 * Once per database: each package or slide (the bin's too) without any Hindi whose English is
 * exactly a shipped one's takes that one's Hindi. One with Hindi, or with other English, is
 * left alone. A fresh database has none yet (the seed inserts them with their Hindi after).
 */
export async function applyShippedHindi(
  db: Kysely<Database>,
  shipped: { packages: readonly ShippedPackageText[]; slides: readonly ShippedSlideText[] },
): Promise<ShippedHindiResult | null> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom("seed_runs")
      .select("name")
      .where("name", "=", SHIPPED_HINDI_RUN)
      .executeTakeFirst();
    if (done) return null;
    const result: ShippedHindiResult = { packages: [], slides: [] };
    const packages = [...(await findPackages(trx, {})).packages, ...(await findBinnedPackages(trx))];
    for (const stored of packages) {
      const match = shipped.packages.find((p) => p.name === stored.name && p.description === stored.description);
      if (!match || !hasNoHindi(stored.hi) || hasNoHindi(match.hi)) continue;
      await updatePackageHindi(trx, stored.id, match.hi);
      result.packages.push(stored.id);
    }
    for (const stored of await findSlides(trx)) {
      const match = shipped.slides.find(
        (s) => s.title === stored.title && s.description === stored.description && s.buttonText === stored.buttonText,
      );
      if (!match || !hasNoHindi(stored.hi) || hasNoHindi(match.hi)) continue;
      await updateSlideHindi(trx, stored.id, match.hi);
      result.slides.push(stored.id);
    }
    await trx.insertInto("seed_runs").values({ name: SHIPPED_HINDI_RUN, applied_at: nowIso() }).execute();
    return result;
  });
}

/** The seed run that brings issue 37's corrected words to seeded slides; it runs once per database. */
export const SHIPPED_SLIDE_WORDS_RUN = "shipped-slide-words-2026-11-28";

/** Slide texts an earlier release shipped whose words were wrong, and what they say now (issue 37: "ट्रेंड" read as "trend"). */
export const CORRECTED_SLIDE_HINDI: readonly { was: string; now: string }[] = [
  {
    was: "ट्रेंड सैंपल लेने वाले आपके चुने हुए समय (स्लॉट) पर घर आकर आपका सैंपल लेते हैं।",
    now: "ट्रेनिंग पाए हुए सैंपल लेने वाले आपके चुने हुए समय (स्लॉट) पर घर आकर आपका सैंपल लेते हैं।",
  },
];

/**
 * Once per database: a slide's Hindi text still exactly as an earlier release shipped it with
 * wrong words takes the corrected words; a text staff rewrote is theirs. Returns the slides changed.
 */
export async function applyCorrectedSlideHindi(db: Kysely<Database>): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom("seed_runs")
      .select("name")
      .where("name", "=", SHIPPED_SLIDE_WORDS_RUN)
      .executeTakeFirst();
    if (done) return null;
    const changed: string[] = [];
    for (const slide of await findSlides(trx)) {
      const corrected = Object.fromEntries(
        Object.entries(slide.hi).map(([field, text]) => [
          field,
          CORRECTED_SLIDE_HINDI.find(({ was }) => was === text)?.now ?? text,
        ]),
      ) as SlideHindi;
      if (JSON.stringify(corrected) === JSON.stringify(slide.hi)) continue;
      await updateSlideHindi(trx, slide.id, corrected);
      changed.push(slide.id);
    }
    await trx.insertInto("seed_runs").values({ name: SHIPPED_SLIDE_WORDS_RUN, applied_at: nowIso() }).execute();
    return changed;
  });
}

/** The seed run that gives the seeded consent notice its shipped Hindi; it runs once per database. */
export const SHIPPED_NOTICE_HINDI_RUN = "shipped-consent-notice-hindi-2026-11-25";

/** Whom the seeded notice names ({labName}, {email}, {phone}). */
export type NoticeContact = Pick<Settings, "labName" | "email" | "phone">;

/** The shipped notice in English and Hindi, filled in for a lab. */
export type ShippedNotice = (contact: NoticeContact) => { english: string; hindi: string };

/**
 * The version after `version` that no booking has recorded: its last number counted on
 * ("2" → "3", "2026-1" → "2026-2"), or "-2" added when it ends in none.
 */
export async function nextConsentVersion(
  db: Kysely<Database> | Transaction<Database>,
  version: string,
): Promise<string> {
  const [, prefix, digits] = /^(.*?)(\d+)$/.exec(version) ?? [version, `${version}-`, "1"];
  for (let n = Number(digits) + 1; ; n++) {
    const candidate = `${prefix}${n}`;
    if (!(await isConsentVersionRecorded(db, candidate))) return candidate;
  }
}

/**
 * Once per database: when the stored English notice is exactly the shipped one, filled in
 * for the lab as the first start did (with the contact details the settings have now, or the
 * LAB_* ones of this start) and there is no Hindi notice yet, the shipped Hindi is added,
 * filled in the same way, as a new version: a booking records the version a patient agreed
 * to, and before this the Hindi pages showed the English notice under the old one. Returns
 * the new version, or null when nothing changed. Who saved the settings last stays as it was.
 */
export async function applyShippedNoticeHindi(
  db: Kysely<Database>,
  shippedNotice: ShippedNotice,
  contacts: readonly NoticeContact[],
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom("seed_runs")
      .select("name")
      .where("name", "=", SHIPPED_NOTICE_HINDI_RUN)
      .executeTakeFirst();
    if (done) return null;
    let added: string | null = null;
    const stored = await findSettings(trx);
    if (stored && !stored.hi.consentNotice) {
      const { updatedAt: _at, updatedBy, ...settings } = stored;
      const notice = [settings, ...contacts]
        .map(shippedNotice)
        .find(({ english }) => cleanText(english) === settings.consentNotice);
      if (notice) {
        const consentVersion = await nextConsentVersion(trx, settings.consentVersion);
        const next = SettingsSchema.safeParse({
          ...settings,
          consentVersion,
          hi: { ...settings.hi, consentNotice: notice.hindi },
        });
        if (next.success) {
          await updateSettings(trx, next.data, updatedBy);
          added = consentVersion;
        }
      }
    }
    await trx.insertInto("seed_runs").values({ name: SHIPPED_NOTICE_HINDI_RUN, applied_at: nowIso() }).execute();
    return added;
  });
}
