// Records the hashes of the test content a release shipped, so a later release can tell a
// seeded test nobody edited (update it) from one staff changed (keep it).
// docs/decisions/2026-11-22-shipped-content-updates.md
//
//   npx tsx scripts/hash-shipped-tests.ts <git-ref>
//
// reads db/seed/tests/*.json as they were at <git-ref>, brings each to the shape the
// migrations leave it in, and adds its hash to db/seed/previous-test-content-hashes.json unless it
// is the content shipped now (a test this release leaves as it was has nothing to update).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readSeedTests } from "../server/jobs/seed.ts";
import { upgradeContent } from "../db/migrations/2026-11-22T0300-test-content-fields.ts";
import { LabTestContentSchema } from "../domain/lab-test.ts";
import { testContentHash } from "../server/jobs/shipped-content.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HASHES = path.join(ROOT, "db/seed/previous-test-content-hashes.json");
const ref = process.argv[2];
if (!ref) {
  console.error("Usage: npx tsx scripts/hash-shipped-tests.ts <git-ref>");
  process.exit(1);
}

const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });
const files = git("ls-tree", "--name-only", `${ref}:db/seed/tests`)
  .split("\n")
  .filter((f) => f.endsWith(".json"));
const hashes = JSON.parse(readFileSync(HASHES, "utf8")) as Record<string, string[]>;
const current = new Set((await readSeedTests()).map(testContentHash));
for (const file of files) {
  const shipped = LabTestContentSchema.parse(upgradeContent(JSON.parse(git("show", `${ref}:db/seed/tests/${file}`))));
  const known = (hashes[shipped.slug] ??= []);
  const hash = testContentHash(shipped);
  if (!known.includes(hash) && !current.has(hash)) known.push(hash);
}
const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(HASHES, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${files.length} tests of ${ref} hashed into ${path.relative(ROOT, HASHES)}`);
