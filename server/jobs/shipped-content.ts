import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { LabTestFields, type LabTestContent } from "../../domain/lab-test.ts";
import { findAnyTestBySlug, updateTest } from "../api/lab-tests/lab-tests.repository.ts";
import { nowIso } from "../lib/ids.ts";

// How corrected shipped content reaches databases seeded by an earlier release, without
// overwriting what staff edited (docs/decisions/2026-11-22-shipped-content-updates.md).

/** The seed run that applies this release's test content; it runs once per database. */
export const SHIPPED_CONTENT_RUN = "shipped-test-content-2026-11-25";

/** Hashes, by slug, of the test content earlier releases shipped (as stored after the migrations). */
export type ShippedHashes = Record<string, string[]>;

const CONTENT_KEYS = Object.keys(LabTestFields.shape) as (keyof LabTestContent)[];

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
  return hi === undefined || (typeof hi === "object" && hi !== null && Object.entries(hi).every(([k, v]) => k === "medicalReview" && v === null));
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
    const done = await trx.selectFrom("seed_runs").select("name").where("name", "=", SHIPPED_CONTENT_RUN).executeTakeFirst();
    if (done) return null;
    const result: ShippedContentResult = { updated: [], kept: [] };
    for (const test of shipped) {
      const stored = await findAnyTestBySlug(trx, test.slug);
      if (!stored) continue;
      const storedHash = testContentHash(stored);
      if (storedHash === testContentHash(test)) continue;
      if (previous[test.slug]?.includes(storedHash)) {
        await updateTest(trx, test.slug, test);
        result.updated.push(test.slug);
      } else {
        result.kept.push(test.slug);
      }
    }
    await trx.insertInto("seed_runs").values({ name: SHIPPED_CONTENT_RUN, applied_at: nowIso() }).execute();
    return result;
  });
}
