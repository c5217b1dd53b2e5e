import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, LabTestsTable } from "../../../db/schema.ts";
import { imageUrlFor } from "../../../domain/images.ts";
import type { LabTest, LabTestContent, TestPrices } from "../../../domain/lab-test.ts";
import { toPaise, toRupees } from "../../../domain/pricing.ts";
import { newId, nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Columns that lists filter or sort on live in their own columns; the rest is content JSON. */
type StoredContent = Omit<
  LabTestContent,
  "slug" | "name" | "category" | "price" | "originalPrice" | "isPopular" | "imageId"
>;

function rowToTest(row: Selectable<LabTestsTable>): LabTest {
  const content = JSON.parse(row.content_json) as StoredContent;
  return {
    ...content,
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as LabTest["category"],
    price: toRupees(Number(row.price_paise)),
    originalPrice: toRupees(Number(row.original_price_paise)),
    isPopular: row.is_popular === 1,
    imageId: row.image_id,
    imageUrl: row.image_id ? imageUrlFor(row.image_id) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Tests on sale (not retired), in catalogue order: popular first, then by name. */
export async function findTests(db: Db): Promise<LabTest[]> {
  const rows = await db
    .selectFrom("lab_tests")
    .selectAll()
    .where("is_retired", "=", 0)
    .orderBy("is_popular", "desc")
    .orderBy("name")
    .execute();
  return rows.map(rowToTest);
}

export async function findTestBySlug(db: Db, slug: string): Promise<LabTest | null> {
  const row = await db
    .selectFrom("lab_tests")
    .selectAll()
    .where("slug", "=", slug)
    .where("is_retired", "=", 0)
    .executeTakeFirst();
  return row ? rowToTest(row) : null;
}

export async function findTestSlugs(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("lab_tests").select("slug").execute();
  return new Set(rows.map((r) => r.slug));
}

/** The columns a create or an update writes. */
function testColumns(test: LabTestContent) {
  const { slug, name, category, price, originalPrice, isPopular, imageId, ...content } = test;
  return {
    slug,
    name,
    category,
    price_paise: toPaise(price),
    original_price_paise: toPaise(originalPrice),
    is_popular: isPopular ? 1 : 0,
    image_id: imageId,
    content_json: JSON.stringify(content satisfies StoredContent),
  };
}

/** Every test, retired ones too (they say so), for the tests manager. */
export async function findAllTestsForAdmin(db: Db): Promise<(LabTest & { isRetired: boolean })[]> {
  const rows = await db.selectFrom("lab_tests").selectAll().orderBy("name").execute();
  return rows.map((row) => ({ ...rowToTest(row), isRetired: row.is_retired === 1 }));
}

/** A test by its address whether or not it is retired, for the tests manager. */
export async function findAnyTestBySlug(db: Db, slug: string): Promise<(LabTest & { isRetired: boolean }) | null> {
  const row = await db.selectFrom("lab_tests").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? { ...rowToTest(row), isRetired: row.is_retired === 1 } : null;
}

/** Whether a slug belongs to a test that was retired (its page answers 410 Gone). */
export async function isTestRetired(db: Db, slug: string): Promise<boolean> {
  const row = await db.selectFrom("lab_tests").select("is_retired").where("slug", "=", slug).executeTakeFirst();
  return row?.is_retired === 1;
}

/** Returns false when there is no test with this slug. */
export async function updateTest(db: Db, slug: string, test: LabTestContent): Promise<boolean> {
  const result = await db
    .updateTable("lab_tests")
    .set({ ...testColumns({ ...test, slug }), updated_at: nowIso() })
    .where("slug", "=", slug)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Changes only a test's two prices; false when there is no test with this slug. */
export async function updateTestPrices(db: Db, slug: string, { price, originalPrice }: TestPrices): Promise<boolean> {
  const result = await db
    .updateTable("lab_tests")
    .set({ price_paise: toPaise(price), original_price_paise: toPaise(originalPrice), updated_at: nowIso() })
    .where("slug", "=", slug)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Retires (true) or brings back (false) a test; false when there is no such test. */
export async function setTestRetired(db: Db, slug: string, isRetired: boolean): Promise<boolean> {
  const result = await db
    .updateTable("lab_tests")
    .set({ is_retired: isRetired ? 1 : 0, updated_at: nowIso() })
    .where("slug", "=", slug)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertTest(db: Db, test: LabTestContent, id = newId(12)): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("lab_tests")
    .values({
      id,
      ...testColumns(test),
      is_retired: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
