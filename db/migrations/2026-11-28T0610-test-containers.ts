import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app; it adds a nullable text column and reads each test's JSON, the same on SQLite and
// PostgreSQL.
//
// The sample containers each test needs (issue 35, docs/decisions/2026-11-28-collection-tubes.md)
// get their own column, `lab_tests.containers_json`, rather than a key of `content_json`: they
// are the lab's, not the test page's (the public API leaves them out, and shipped corrections of
// a page must not reach them), the collector's list reads them alone for many tests, and null
// ("not set") stays apart from "needs none" ([]). Every stored test gets a default by the rules
// below where they are sure, and stays null (the Tests Manager says "Container not set") where
// they are not. The column is new, so no value staff set can be overwritten here.

type Container = {
  kind: string;
  volumeMl: number | null;
  handling: string[];
  deliverWithinHours: number | null;
  note: string;
};

type TestFacts = {
  name: string;
  category: string;
  sampleType: string;
  transportation: string;
  parametersCount: number;
};

/** Categories whose plain "Blood" sample is serum in this lab (the chemistry and immunoassay benches). */
const SERUM_CATEGORIES = new Set(["Organ Function", "Cardiac Risk", "Hormone Test", "Vitamin Test"]);

/** How the test's own transport words say it travels. */
function handlingOf(transportation: string): Pick<Container, "handling" | "deliverWithinHours"> {
  const words = transportation.toLowerCase();
  const handling: string[] = [];
  if (/\bon ice\b/.test(words)) handling.push("on-ice");
  else if (/2\s*[-–]\s*8\s*°?\s*c|cold chain|cool box/.test(words)) handling.push("cool-box");
  if (/protect\w* from light/.test(words)) handling.push("protect-from-light");
  const within = /within (\d{1,2}) hours?/.exec(words);
  return { handling, deliverWithinHours: within ? Number(within[1]) : null };
}

const one = (kind: string, volumeMl: number | null, travel: ReturnType<typeof handlingOf>, extra: string[] = []) => [
  { kind, volumeMl, handling: [...extra, ...travel.handling], deliverWithinHours: travel.deliverWithinHours, note: "" },
];

/**
 * The default containers of a test, by its sample type, name and category; null where the rules
 * are not sure. Exported so a test can hold the shipped catalogue (db/seed/tests) to the same rules.
 */
export function defaultContainers(test: TestFacts): Container[] | null {
  const sample = test.sampleType.toLowerCase();
  const name = test.name.toLowerCase();
  const travel = handlingOf(test.transportation);
  if (/swab|\bvtm\b/.test(sample)) return one("swab-vtm", null, travel);
  if (/urine/.test(sample))
    return /24[- ]?h(ou)?r/.test(`${name} ${sample}`)
      ? one("urine-24h", null, travel)
      : one("urine-sterile", 30, travel);
  if (/stool/.test(sample)) return one("stool", null, travel);
  if (!/blood|serum|plasma/.test(sample)) return null;
  if (/fluoride/.test(sample) || /\b(glucose|sugar|fbs|ppbs|rbs)\b/.test(name))
    return one(
      "fluoride-grey",
      2,
      travel,
      /post[- ]?(meal|prandial)|\bpp(bs)?\b|after (a )?meal/.test(name) ? ["separate-draw"] : [],
    );
  if (/edta|whole blood/.test(sample) || /\bcbc\b|complete blood count|hba1c|glycated/.test(name))
    return one("edta-lavender", /\bcbc\b|complete blood count/.test(name) ? 2 : 1, travel);
  if (/citrate/.test(sample) || /\b(pt|inr|aptt|ptt)\b|prothrombin|coagulation|fibrinogen|d-dimer/.test(name))
    return one("citrate-light-blue", 1, travel, ["fill-to-line"]);
  if (/heparin/.test(sample)) return one("heparin-green", 1, travel);
  if (/serum/.test(sample) || (/^blood\b/.test(sample) && SERUM_CATEGORIES.has(test.category)))
    return one("serum-gold", test.parametersCount >= 3 ? 1 : 0.5, travel, ["upright-to-clot"]);
  return null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("lab_tests").addColumn("containers_json", "text").execute();
  const rows: { id: string; name: string; category: string; content_json: string }[] = await db
    .selectFrom("lab_tests")
    .select(["id", "name", "category", "content_json"])
    .execute();
  for (const row of rows) {
    const content = JSON.parse(row.content_json) as Record<string, unknown>;
    const containers = defaultContainers({
      name: row.name,
      category: row.category,
      sampleType: text(content.sampleType),
      transportation: text(content.transportation),
      parametersCount: Number(content.parametersCount) || 1,
    });
    if (containers)
      await db
        .updateTable("lab_tests")
        .set({ containers_json: JSON.stringify(containers) })
        .where("id", "=", row.id)
        .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("lab_tests").dropColumn("containers_json").execute();
}
