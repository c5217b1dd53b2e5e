import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// The second sign-in step (issue 34). A password accepted for an account with two-step sign-in
// on starts a pending sign-in, not a session: the table holds the HMAC of its random token (a
// copy of the table cannot finish anyone's sign-in), the account, the "remember me" choice, and
// when it ends (minutes after the password). The right code deletes it and starts the session.
//
// Owner and desk accounts must use two-step sign-in (a setting can ask it of everyone), from
// 14 days after this release reached the lab or after the account was made, whichever is later:
// the accounts that exist now get their date here; an account made later has none and counts
// from its own creation (docs/decisions/2026-11-28-second-factor.md).
const GRACE_MS = 14 * 24 * 60 * 60 * 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pending_sign_ins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("is_remembered", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pending_sign_ins_expires_at").on("pending_sign_ins").column("expires_at").execute();
  await db.schema.alterTable("admin_users").addColumn("second_factor_due_at", "text").execute();
  await db
    .updateTable("admin_users")
    .set({ second_factor_due_at: new Date(Date.now() + GRACE_MS).toISOString() })
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("admin_users").dropColumn("second_factor_due_at").execute();
  await db.schema.dropTable("pending_sign_ins").execute();
}
