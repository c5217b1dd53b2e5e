import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the app and
// uses only column types that mean the same on SQLite and PostgreSQL.
//
// A report is attached in two steps (issue 32, item 10): the upload is stored as a pending row
// (attached_at NULL) that staff see with its page count and a preview of page 1, and becomes the
// patient's report only when "Attach" sets attached_at. A wrong attached report can be withdrawn
// with a reason: the file stays for the lab's records, the patient no longer sees it. Reports
// made before this were attached when uploaded.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("reports").addColumn("page_count", "integer").execute();
  await db.schema.alterTable("reports").addColumn("attached_at", "text").execute();
  await db.schema.alterTable("reports").addColumn("attached_by", "text").execute();
  await db.schema.alterTable("reports").addColumn("withdrawn_at", "text").execute();
  await db.schema.alterTable("reports").addColumn("withdrawn_by", "text").execute();
  await db.schema.alterTable("reports").addColumn("withdrawn_reason", "text").execute();
  await db
    .updateTable("reports")
    .set((eb) => ({ attached_at: eb.ref("uploaded_at"), attached_by: eb.ref("uploaded_by") }))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    "withdrawn_reason",
    "withdrawn_by",
    "withdrawn_at",
    "attached_by",
    "attached_at",
    "page_count",
  ]) {
    await db.schema.alterTable("reports").dropColumn(column).execute();
  }
}
