import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each table has one owner (issue 20.3): the repository of one resource, or one module of
// server/lib for the tables shared by every process. Others ask the owner's service.
const SERVER = import.meta.dirname;
const QUERY = /\b(?:selectFrom|insertInto|updateTable|deleteFrom)\(\s*"([a-z_]+)"/g;

/**
 * The one exception: an image's row is deleted only if no package, slide or test refers to
 * it, checked in the same statement as the delete (images.repository.ts isUnreferenced), so a
 * reference written meanwhile cannot be missed. Those reads are subqueries, never a query of
 * another resource's rows.
 */
const READ_IN_ONE_STATEMENT = { "api/images": ["health_packages", "carousel_slides", "lab_tests"] };

function ownersOfTables(): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  const note = (file: string, owner: string) => {
    for (const [, table] of readFileSync(file, "utf8").matchAll(QUERY)) {
      if (READ_IN_ONE_STATEMENT[owner as keyof typeof READ_IN_ONE_STATEMENT]?.includes(table)) continue;
      owners.set(table, (owners.get(table) ?? new Set()).add(owner));
    }
  };
  for (const resource of readdirSync(path.join(SERVER, "api"))) {
    for (const file of readdirSync(path.join(SERVER, "api", resource))) {
      if (!file.endsWith(".test.ts")) note(path.join(SERVER, "api", resource, file), `api/${resource}`);
    }
  }
  for (const file of readdirSync(path.join(SERVER, "lib"))) {
    if (file.endsWith(".ts") && !file.endsWith(".test.ts")) note(path.join(SERVER, "lib", file), `lib/${file}`);
  }
  return owners;
}

describe("the tables' owners", () => {
  it("give each table one owner: no resource or shared module queries another's table", () => {
    const owners = ownersOfTables();
    expect(owners.get("bookings")).toEqual(new Set(["api/bookings"]));
    const shared = [...owners].filter(([, by]) => by.size > 1).map(([table, by]) => `${table}: ${[...by].join(", ")}`);
    expect(shared).toEqual([]);
  });
});
