import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, LabTestsTable } from "../../../db/schema.ts";
import { imageUrlFor } from "../../../domain/images.ts";
import type { LabTest, LabTestContent } from "../../../domain/lab-test.ts";
import { toPaise, toRupees } from "../../../domain/pricing.ts";
import { newId, nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Columns that lists filter or sort on live in their own columns; the rest is content JSON. */
type StoredContent = Omit<LabTestContent, "slug" | "name" | "category" | "price" | "originalPrice" | "isPopular" | "imageId">;

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

export async function insertTest(db: Db, test: LabTestContent, id = newId(12)): Promise<void> {
  const { slug, name, category, price, originalPrice, isPopular, imageId, ...content } = test;
  const now = nowIso();
  await db
    .insertInto("lab_tests")
    .values({
      id,
      slug,
      name,
      category,
      price_paise: toPaise(price),
      original_price_paise: toPaise(originalPrice),
      is_popular: isPopular ? 1 : 0,
      is_retired: 0,
      image_id: imageId,
      content_json: JSON.stringify(content satisfies StoredContent),
      created_at: now,
      updated_at: now,
    })
    .execute();
}
