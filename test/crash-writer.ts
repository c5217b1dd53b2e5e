// Child process of db/crash.test.ts: commits writes as fast as it can and prints the
// id of each one after its transaction has committed, until it is killed.
import { flushCompileCache } from "node:module";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { insertImage } from "../server/api/images/images.repository.ts";
import { insertPackage } from "../server/api/packages/packages.repository.ts";
import { newId, nowIso } from "../server/lib/ids.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: crash-writer <data dir>");
const { db } = openDatabase({ dataDir });
await migrateToLatest(db);
// It dies by SIGKILL, which writes no compile cache (NODE_COMPILE_CACHE, test/compile-cache.ts): the next writer loads from this.
flushCompileCache();

for (;;) {
  const imageId = newId(20);
  const pkg = await db.transaction().execute(async (trx) => {
    await insertImage(trx, { id: imageId, format: "webp", width: 1, height: 1, bytes: 1, created_at: nowIso() });
    return insertPackage(trx, {
      name: "Crash test package",
      description: "Written by the crash test",
      category: "basic",
      price: 999,
      discountedPrice: 499,
      tests: [{ name: "CBC", slug: null }],
      isFeatured: false,
      imageId,
    });
  });
  process.stdout.write(`${pkg.id}\n`);
}
