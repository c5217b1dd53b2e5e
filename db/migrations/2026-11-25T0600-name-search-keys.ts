import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only what SQLite and PostgreSQL share.
//
// Staff find a name typed in Devanagari from a query in Latin letters and back (issue 23,
// docs/decisions/2026-11-25-names-across-scripts.md). Each person keeps a search key beside
// their name: the name's words reduced to loose Latin skeletons (domain/name-match.ts), headed
// by the version of the rules that made it ("v1: sunita srma"). It holds nothing the name does
// not, and an erasure clears it with the name.
//
// The rules live in the app, which this migration may not import, and they will be tuned: so
// the column starts empty here and the site fills every key that is missing or of an older
// version as it starts (bookings.repository.ts fillNameKeys), before it serves a request.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("booking_people").addColumn("name_key", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("booking_people").dropColumn("name_key").execute();
}
