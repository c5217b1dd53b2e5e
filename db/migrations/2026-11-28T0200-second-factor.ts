import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// A staff member's second factor (issue 34): their TOTP secret, encrypted (AES-256-GCM under a
// key derived from the session secret: a copy of the database alone cannot make codes), when
// they confirmed it with a first code (null while enrolling), and the last time step a code was
// accepted at, so a code cannot be used twice. Recovery codes are stored as hashes only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_second_factors")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("admin_users.id").onDelete("cascade"))
    .addColumn("secret_encrypted", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("last_step", "integer")
    .execute();
  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_recovery_codes_user_id").on("staff_recovery_codes").column("user_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_recovery_codes").execute();
  await db.schema.dropTable("staff_second_factors").execute();
}
