import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// A slide says where it shows: "hero" (the computer home's hero), "promo" (the phone
// home's promo cards) or "both". Existing slides keep showing where they did (the hero);
// the two seeded slides that are offers a patient can act on from a phone also become
// promo cards. A package gets a Recently Deleted bin like the slides: is_deleted 0/1 and
// the ISO time it was binned, so the maintenance job can purge it after the same days.

const SEEDED_PROMO_TITLES = ["Home Collection Service", "Health Packages"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("carousel_slides")
    .addColumn("placement", "text", (c) => c.notNull().defaultTo("hero"))
    .execute();
  await db
    .updateTable("carousel_slides")
    .set({ placement: "both" })
    .where("title", "in", SEEDED_PROMO_TITLES)
    .execute();
  await db.schema
    .alterTable("health_packages")
    .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("health_packages").addColumn("deleted_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The previous release knows no bin: binned packages would reappear, so they go for good.
  await db.deleteFrom("health_packages").where("is_deleted", "=", 1).execute();
  await db.schema.alterTable("health_packages").dropColumn("deleted_at").execute();
  await db.schema.alterTable("health_packages").dropColumn("is_deleted").execute();
  await db.schema.alterTable("carousel_slides").dropColumn("placement").execute();
}
