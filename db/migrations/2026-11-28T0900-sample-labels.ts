import { type Kysely, sql } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// Sample labels (issue 35, "Sample labels"; docs/decisions/2026-11-28-sample-labels.md): the
// lab's pre-printed barcode label a collector scans (or types) onto one tube of one person of a
// home visit, and the lab's scan when that tube arrives.
// `label`: the barcode's text as printed (6–20 letters and digits, upper case). One tube holds
// one label and a label is on one tube at a time: both unique among the labels that stand
// (`unlinked_at` null), so a label undone can go on another tube.
// The tube: the booking person (`person_id`, booking_people.id), its container kind
// (domain/sample-containers.ts) and which of that person's tubes of the kind it is (`tube_no`,
// from 1), with the test codes it carries (`tests_json`, as linked).
// `linked_by`/`linked_at`: the collector (admin_users id) and the server's time; the phone's key
// (`idempotency_key`, unique) and the hash of what it said, so a scan sent twice links once.
// `unlinked_at`/`unlinked_by`: the collector's undo within a minute, or the desk's.
// `received_at`/`received_by`: when the lab scanned the tube in, and who.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sample_labels")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.notNull())
    .addColumn("person_id", "text", (c) => c.notNull())
    .addColumn("container_kind", "text", (c) => c.notNull())
    .addColumn("tube_no", "integer", (c) => c.notNull())
    .addColumn("tests_json", "text", (c) => c.notNull())
    .addColumn("linked_by", "text", (c) => c.notNull())
    .addColumn("linked_at", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("unlinked_at", "text")
    .addColumn("unlinked_by", "text")
    .addColumn("received_at", "text")
    .addColumn("received_by", "text")
    .execute();
  await db.schema.createIndex("sample_labels_key").on("sample_labels").column("idempotency_key").unique().execute();
  await db.schema
    .createIndex("sample_labels_label")
    .on("sample_labels")
    .column("label")
    .unique()
    .where(sql.ref("unlinked_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("sample_labels_tube")
    .on("sample_labels")
    .columns(["person_id", "container_kind", "tube_no"])
    .unique()
    .where(sql.ref("unlinked_at"), "is", null)
    .execute();
  await db.schema.createIndex("sample_labels_booking").on("sample_labels").column("booking_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sample_labels").execute();
}
