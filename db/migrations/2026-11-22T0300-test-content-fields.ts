import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app; it reads and rewrites the JSON each test keeps in lab_tests.content_json, which
// works the same on SQLite and PostgreSQL.
//
// Fasting becomes three-way (docs/decisions/2026-11-22-shipped-content-updates.md): the
// stored yes/no maps to "required"/"not-required" (what the page said until now); the
// shipped catalogue's corrected values, such as "if-doctor-asks" for the lipid profile,
// reach stored tests through the seed job, which leaves staff edits alone. Tests also get
// three new fields, empty: testing frequency, conditions diagnosed, medical review.

type Content = Record<string, unknown>;

/** A stored test's content as this migration leaves it (exported for the hashes of the shipped content). */
export function upgradeContent(content: Content): Content {
  const { fastingRequired, ...rest } = content;
  return {
    ...rest,
    fasting: typeof rest.fasting === "string" ? rest.fasting : fastingRequired === true ? "required" : "not-required",
    testingFrequency: rest.testingFrequency ?? [],
    usedToDiagnose: rest.usedToDiagnose ?? [],
    medicalReview: rest.medicalReview ?? null,
  };
}

/** The content as the previous release read it: a yes/no, without the new fields. */
export function downgradeContent(content: Content): Content {
  const { fasting, testingFrequency: _f, usedToDiagnose: _d, medicalReview: _r, ...rest } = content;
  return { ...rest, fastingRequired: fasting === "required" };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rewriteEach(db: Kysely<any>, change: (content: Content) => Content): Promise<void> {
  const rows: { id: string; content_json: string }[] = await db
    .selectFrom("lab_tests")
    .select(["id", "content_json"])
    .execute();
  for (const row of rows) {
    const content_json = JSON.stringify(change(JSON.parse(row.content_json) as Content));
    if (content_json !== row.content_json)
      await db.updateTable("lab_tests").set({ content_json }).where("id", "=", row.id).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteEach(db, upgradeContent);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await rewriteEach(db, downgradeContent);
}
