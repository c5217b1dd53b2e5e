import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// Messages that send themselves (issue 36, docs/decisions/2026-11-28-outbox.md): `outbox`, one row
// per message, written in the same transaction as the change that causes it and sent by the
// dispatcher (server/jobs/message-dispatcher.ts). It holds no mobile: the dispatcher reads the
// booking's at send time, so an erased booking has no number to send to. `variables_json` is what
// the template needs (never a patient's name); erasure blanks it.
//
// The booking records whether the patient agreed to updates about it on WhatsApp/SMS (apart from
// `offers_opt_in`, marketing) and the version of the wording they agreed to.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("person_id", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("variables_json", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_try_at", "text", (c) => c.notNull())
    .addColumn("lease_until", "text")
    .addColumn("provider_message_id", "text")
    .addColumn("last_error", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The dispatcher's claim reads due rows by state and time; the webhooks find a row by the provider's id.
  await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_try_at"]).execute();
  await db.schema.createIndex("outbox_booking_id").on("outbox").column("booking_id").execute();
  await db.schema.createIndex("outbox_provider_message_id").on("outbox").column("provider_message_id").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("updates_opt_in", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("bookings").addColumn("updates_consent_version", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("updates_consent_version").execute();
  await db.schema.alterTable("bookings").dropColumn("updates_opt_in").execute();
  await db.schema.dropTable("outbox").execute();
}
