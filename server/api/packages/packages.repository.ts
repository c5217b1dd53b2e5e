import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type { Database, HealthPackagesTable } from "../../../db/schema.ts";
import type { PackageCategory } from "../../../domain/catalogue.ts";
import type {
  HealthPackage,
  PackageCreate,
  PackageHindi,
  PackageListQuery,
  PackageTest,
  PackageUpdate,
} from "../../../domain/health-package.ts";
import { toPaise, toRupees } from "../../../domain/pricing.ts";
import { newId, nowIso } from "../../lib/ids.ts";
import type { BinnedRow } from "../../lib/recently-deleted.ts";
import { imageUrlFor } from "../../../domain/images.ts";

type Db = Kysely<Database> | Transaction<Database>;

function rowToPackage(row: Selectable<HealthPackagesTable>): HealthPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as PackageCategory,
    price: toRupees(Number(row.price_paise)),
    discountedPrice: row.discounted_price_paise === null ? null : toRupees(Number(row.discounted_price_paise)),
    tests: JSON.parse(row.tests_json) as PackageTest[],
    isFeatured: row.is_featured === 1,
    // Written only after PackageHindiSchema accepted it.
    hi: JSON.parse(row.hi_json) as PackageHindi,
    imageId: row.image_id,
    imageUrl: row.image_id ? imageUrlFor(row.image_id) : null,
    isDeleted: row.is_deleted === 1,
    deletedAt: row.deleted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Only packages outside the Recently Deleted bin: binned ones are gone for patients and staff lists alike. */
function filtered(db: Db, { category, q }: Pick<PackageListQuery, "category" | "q">) {
  let query = db.selectFrom("health_packages").where("is_deleted", "=", 0);
  if (category) query = query.where("category", "=", category);
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    // SQLite has no default LIKE escape character, so name it for both dialects.
    query = query.where(
      sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(description) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** Packages oldest first (same moment: by name), optionally filtered and paged; `total` counts the whole filter. */
export async function findPackages(
  db: Db,
  query: PackageListQuery,
): Promise<{ packages: HealthPackage[]; total: number }> {
  let select = filtered(db, query).selectAll().orderBy("created_at").orderBy("name").orderBy("id");
  if (query.page || query.pageSize) {
    const pageSize = query.pageSize ?? 3;
    select = select.limit(pageSize).offset(((query.page ?? 1) - 1) * pageSize);
  }
  const [rows, count] = await Promise.all([
    select.execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { packages: rows.map(rowToPackage), total: Number(count.total) };
}

/** A package outside the bin, or null. */
export async function findPackage(db: Db, id: string): Promise<HealthPackage | null> {
  const row = await db
    .selectFrom("health_packages")
    .selectAll()
    .where("id", "=", id)
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  return row ? rowToPackage(row) : null;
}

/** The Recently Deleted bin, most recently deleted first. */
export async function findBinnedPackages(db: Db): Promise<HealthPackage[]> {
  const rows = await db
    .selectFrom("health_packages")
    .selectAll()
    .where("is_deleted", "=", 1)
    .orderBy("deleted_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(rowToPackage);
}

/** The columns a create or an update writes; an update without an image or Hindi keeps the old ones. */
function packageColumns(input: PackageUpdate) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    price_paise: toPaise(input.price),
    discounted_price_paise: input.discountedPrice === null ? null : toPaise(input.discountedPrice),
    tests_json: JSON.stringify(input.tests),
    is_featured: input.isFeatured ? 1 : 0,
    ...(input.imageId ? { image_id: input.imageId } : {}),
    ...(input.hi ? { hi_json: JSON.stringify(input.hi) } : {}),
  };
}

export async function insertPackage(db: Db, input: PackageCreate): Promise<HealthPackage> {
  const now = nowIso();
  const row = {
    id: newId(12),
    ...packageColumns(input),
    image_id: input.imageId,
    hi_json: JSON.stringify(input.hi ?? {}),
    is_deleted: 0,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("health_packages").values(row).execute();
  return rowToPackage(row);
}

/** Returns the updated package, or null when there is none with this id outside the bin. */
export async function updatePackage(db: Db, id: string, input: PackageUpdate): Promise<HealthPackage | null> {
  const result = await db
    .updateTable("health_packages")
    .set({ ...packageColumns(input), updated_at: nowIso() })
    .where("id", "=", id)
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findPackage(db, id) : null;
}

/** Moves a package into (`isDeleted`) or out of the bin; false when it is not where it would move from. */
export async function setPackageBinned(db: Db, id: string, isDeleted: boolean): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable("health_packages")
    .set({ is_deleted: isDeleted ? 1 : 0, deleted_at: isDeleted ? now : null, updated_at: now })
    .where("id", "=", id)
    .where("is_deleted", "=", isDeleted ? 0 : 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Packages in the bin since before `cutoff`, with the image each holds. */
export function findPackagesBinnedBefore(db: Db, cutoff: string): Promise<BinnedRow[]> {
  return db
    .selectFrom("health_packages")
    .select(["id", "image_id as imageId"])
    .where("is_deleted", "=", 1)
    .where("deleted_at", "<", cutoff)
    .execute();
}

/** Removes a package for good if it is still in the bin since before `cutoff` (not restored meanwhile). */
export async function deletePackageBinnedBefore(db: Db, id: string, cutoff: string): Promise<boolean> {
  const result = await db
    .deleteFrom("health_packages")
    .where("id", "=", id)
    .where("is_deleted", "=", 1)
    .where("deleted_at", "<", cutoff)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Sets a package's Hindi alone (the seed job's shipped Hindi); false when there is no such package. */
export async function updatePackageHindi(db: Db, id: string, hi: PackageHindi): Promise<boolean> {
  const result = await db
    .updateTable("health_packages")
    .set({ hi_json: JSON.stringify(hi), updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The tests each of these packages lists, binned ones too (a visit booked before a package was
 * binned still needs its tubes), by package id; an id with no package is absent from the map.
 */
export async function findTestsOfPackages(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { name: string; tests: PackageTest[] }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("health_packages")
    .select(["id", "name", "tests_json"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, tests: JSON.parse(row.tests_json) as PackageTest[] }]));
}
