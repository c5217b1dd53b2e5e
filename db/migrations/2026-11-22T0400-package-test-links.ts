import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only what SQLite and PostgreSQL share.
//
// A package's tests were a list of names (`["Lipid Profile", …]`); they become a list of
// `{ name, slug }`, linked to the catalogue test whose name or address is exactly the name
// (slug null when none is: free text, as before). Nothing else about a package changes:
// its prices stay as staff set them (docs/decisions/2026-11-22-honest-package-prices.md).

type Link = { name: string; slug: string | null };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const tests = (await db.selectFrom("lab_tests").select(["slug", "name"]).execute()) as {
    slug: string;
    name: string;
  }[];
  const byName = new Map(tests.map((t) => [t.name, t.slug]));
  const slugs = new Set(tests.map((t) => t.slug));
  const link = (entry: unknown): Link => {
    if (typeof entry !== "string") return entry as Link;
    return { name: entry, slug: byName.get(entry) ?? (slugs.has(entry) ? entry : null) };
  };
  const packages = (await db.selectFrom("health_packages").select(["id", "tests_json"]).execute()) as {
    id: string;
    tests_json: string;
  }[];
  for (const p of packages) {
    const tests_json = JSON.stringify((JSON.parse(p.tests_json) as unknown[]).map(link));
    if (tests_json !== p.tests_json)
      await db.updateTable("health_packages").set({ tests_json }).where("id", "=", p.id).execute();
  }
}

/** Back to names only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const packages = (await db.selectFrom("health_packages").select(["id", "tests_json"]).execute()) as {
    id: string;
    tests_json: string;
  }[];
  for (const p of packages) {
    const names = (JSON.parse(p.tests_json) as (string | Link)[]).map((t) => (typeof t === "string" ? t : t.name));
    await db
      .updateTable("health_packages")
      .set({ tests_json: JSON.stringify(names) })
      .where("id", "=", p.id)
      .execute();
  }
}
