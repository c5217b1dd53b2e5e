import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// Every staff member gets their own account and role (issue 34): a name the booking history
// and the patient's access log show, a role (domain/staff-roles.ts), what the owner granted
// beyond it (a JSON list), and when the account was disabled (null while it may sign in).
// Every account made before could do everything, so each becomes an owner and keeps its
// powers until the owner chooses otherwise; its name is its username until someone edits it.
//
// The owner resets a forgotten password with a one-time link (staff_password_resets): the
// table holds the link's hash, never the link, and never a password.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("admin_users")
    .addColumn("display_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("admin_users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
  await db.schema
    .alterTable("admin_users")
    .addColumn("grants_json", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("admin_users").addColumn("disabled_at", "text").execute();
  await db
    .updateTable("admin_users")
    .set((eb) => ({ display_name: eb.ref("username") }))
    .execute();

  await db.schema
    .createTable("staff_password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_password_resets_user_id").on("staff_password_resets").column("user_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_password_resets").execute();
  for (const column of ["disabled_at", "grants_json", "role", "display_name"]) {
    await db.schema.alterTable("admin_users").dropColumn(column).execute();
  }
}
