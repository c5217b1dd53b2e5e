import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, LabTestsTable } from "../../../db/schema.ts";
import { imageUrlFor } from "../../../domain/images.ts";
import type { AdminLabTest, LabTest, LabTestContent, TestPrices } from "../../../domain/lab-test.ts";
import type { TestContainers } from "../../../domain/sample-containers.ts";
import { toPaise, toRupees } from "../../../domain/pricing.ts";
import { newId, nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Columns that lists filter or sort on live in their own columns, and so do the containers (the
 * lab's, read alone for the collector's list); the rest is content JSON.
 */
type StoredContent = Omit<
  LabTestContent,
  "slug" | "name" | "category" | "price" | "originalPrice" | "isPopular" | "imageId" | "containers"
>;

type StoredTest = LabTest & { containers: TestContainers };

const containersOf = (json: string | null): TestContainers =>
  json === null ? null : (JSON.parse(json) as TestContainers);

function rowToStoredTest(row: Selectable<LabTestsTable>): StoredTest {
  const content = JSON.parse(row.content_json) as StoredContent;
  return {
    ...content,
    containers: containersOf(row.containers_json),
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

/** A test as the public catalogue reads it: without the lab's containers. */
function rowToTest(row: Selectable<LabTestsTable>): LabTest {
  const { containers: _lab, ...test } = rowToStoredTest(row);
  return test;
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
  const { slug, name, category, price, originalPrice, isPopular, imageId, containers, ...content } = test;
  return {
    slug,
    name,
    category,
    price_paise: toPaise(price),
    original_price_paise: toPaise(originalPrice),
    is_popular: isPopular ? 1 : 0,
    image_id: imageId,
    content_json: JSON.stringify(content satisfies StoredContent),
    containers_json: containers === null ? null : JSON.stringify(containers),
  };
}

/** Every test, retired ones too (they say so), for the tests manager. */
export async function findAllTestsForAdmin(db: Db): Promise<AdminLabTest[]> {
  const rows = await db.selectFrom("lab_tests").selectAll().orderBy("name").execute();
  return rows.map((row) => ({ ...rowToStoredTest(row), isRetired: row.is_retired === 1 }));
}

/** A test by its address whether or not it is retired, for the tests manager. */
export async function findAnyTestBySlug(db: Db, slug: string): Promise<AdminLabTest | null> {
  const row = await db.selectFrom("lab_tests").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? { ...rowToStoredTest(row), isRetired: row.is_retired === 1 } : null;
}

/**
 * The containers of the tests at these addresses, retired ones too (a visit booked before a
 * retirement still needs its tubes); an address with no test is absent from the map.
 */
export async function findContainersOfTests(
  db: Db,
  slugs: readonly string[],
): Promise<Map<string, { name: string; containers: TestContainers }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom("lab_tests")
    .select(["slug", "name", "containers_json"])
    .where("slug", "in", [...new Set(slugs)])
    .execute();
  return new Map(rows.map((row) => [row.slug, { name: row.name, containers: containersOf(row.containers_json) }]));
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
