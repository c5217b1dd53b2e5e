import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// A report row outlives its file: retention and erasure remove the PDF and set
// `deleted_at`, so /verify can still say that a printed code was genuine. Share links keep
// only the SHA-256 of their token. Every view and download of a report is one row of
// `report_access` (who: the patient, a share link or an admin).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("verification_code", "text", (c) => c.notNull().unique())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema.createIndex("reports_booking_id").on("reports").column("booking_id").execute();
  await db.schema.createIndex("reports_uploaded_at").on("reports").column("uploaded_at").execute();

  await db.schema
    .createTable("report_shares")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("report_id", "text", (c) => c.notNull().references("reports.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("report_shares_report_id").on("report_shares").column("report_id").execute();

  await db.schema
    .createTable("report_access")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("report_id", "text", (c) => c.notNull().references("reports.id"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("via", "text", (c) => c.notNull())
    .addColumn("actor", "text")
    .addColumn("what", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("report_access_report_id").on("report_access").column("report_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["report_access", "report_shares", "reports"]) await db.schema.dropTable(table).execute();
}
