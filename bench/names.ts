// Names across scripts (docs/decisions/2026-11-25-names-across-scripts.md), in two parts.
// 1. How well the keys match: on the common North Indian names of test/name-match.fixture.ts,
//    how many spellings find their name in the other script, and which other names they find,
//    for the rule chosen (a query word starts a word of the name), for containment anywhere in
//    the key, and for the search as typed (the baseline: what staff had before).
// 2. What it costs: the admin list's search over BENCH_NAME_PEOPLE people (50,000 unless set)
//    on SQLite, with the keys and as typed only, in the same run; and filling every key as a
//    site does once after the migration.
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import {
  FIRST_NAMES,
  HELD_OUT,
  measure,
  type Measure,
  type NameSpellings,
  SURNAMES,
} from "../test/name-match.fixture.ts";
import { nameKeyMatches, nameSkeletons, querySkeletons, storedNameKey } from "../domain/name-match.ts";
import { fillNameKeys, findBookingsForAdmin } from "../server/api/bookings/booking-search.repository.ts";
import { startSite } from "./site.ts";

const PEOPLE = Number(process.env.BENCH_NAME_PEOPLE ?? 50_000);
const QUERIES = ["sunita", "सुनीता", "sharma", "अग्रवाल", "sunita sharma", "laxmi", "ram", "khan"];
const ROUNDS = 12;

const containedAnywhere = (name: string, query: string) => {
  const key = nameSkeletons(name).join(" ");
  const words = querySkeletons(query);
  return words.length > 0 && words.every((word) => key.includes(word));
};
const asTyped = (name: string, query: string) => name.toLowerCase().includes(query.toLowerCase());

function line(label: string, m: Measure) {
  const pct = (r: { found: number; pairs: number }) =>
    `${r.found}/${r.pairs} (${((100 * r.found) / r.pairs).toFixed(1)}%)`;
  console.log(
    `  ${label.padEnd(34)} Latin→Devanagari ${pct(m.latinFindsDevanagari).padEnd(15)} Devanagari→Latin ${pct(m.devanagariFindsLatin).padEnd(15)} other names found ${String(m.falseMatches.length).padStart(3)}  near misses found ${m.nearMissesFound.length}`,
  );
}

function matching() {
  const tuned = [...FIRST_NAMES, ...SURNAMES];
  console.log(`\nNames across scripts: ${tuned.length} names the rules were tuned on, ${HELD_OUT.length} held out`);
  for (const [label, lists] of [
    ["tuned on", tuned],
    ["held out", HELD_OUT],
    ["all", [...tuned, ...HELD_OUT]],
  ] as const) {
    console.log(` ${label}`);
    line("query starts a word (chosen)", measure(nameKeyMatches, lists));
    line("query anywhere in the key", measure(containedAnywhere, lists));
    line("as typed (baseline)", measure(asTyped, lists));
  }
  const chosen = measure(nameKeyMatches, [...tuned, ...HELD_OUT]);
  console.log(`  missed: ${[...chosen.latinFindsDevanagari.missed, ...chosen.devanagariFindsLatin.missed].join(", ")}`);
  console.log(`  other names found: ${chosen.falseMatches.join(", ")}`);
}

const percentile = (times: number[], p: number) => [...times].sort((x, y) => x - y)[Math.floor(times.length * p)];

async function cost() {
  const site = await startSite({ withPages: false });
  try {
    const spelling = (entry: NameSpellings, i: number, script: "devanagari" | "latin") =>
      entry[script][i % entry[script].length];
    const made = performance.now();
    const when = new Date().toISOString();
    for (let start = 0; start < PEOPLE; start += 1000) {
      await site.db.transaction().execute(async (trx) => {
        for (let i = start; i < Math.min(start + 1000, PEOPLE); i++) {
          const id = `bench${String(i).padStart(8, "0")}`;
          // Half the names typed in Devanagari, half in Latin letters; every first name meets
          // every surname (the list lengths share no factor).
          const script = i % 2 ? "devanagari" : "latin";
          const first = FIRST_NAMES[Math.floor(i / 2) % FIRST_NAMES.length];
          const surname = SURNAMES[Math.floor(i / 2) % SURNAMES.length];
          const name = `${spelling(first, i, script)} ${spelling(surname, i, script)}`;
          await trx
            .insertInto("bookings")
            .values({
              id,
              reference: `LF-${randomBytes(4).toString("hex").toUpperCase()}`,
              manage_token_hash: id,
              status: "completed",
              mobile: `9${String(i).padStart(9, "0")}`,
              email: null,
              collection_type: "lab",
              address: null,
              landmark: null,
              pincode: null,
              city: "Noida",
              lab_address: "B-12, Sector 18",
              slot_date: "2026-11-01",
              slot_window: "07:00–07:30",
              subtotal_paise: 50000,
              mrp_paise: 50000,
              fee_paise: 0,
              total_paise: 50000,
              consent_version: "1",
              consented_at: when,
              offers_opt_in: 0,
              idempotency_key: id,
              created_at: when,
              updated_at: when,
            })
            .execute();
          await trx
            .insertInto("booking_people")
            .values({
              id: `${id}p1`,
              booking_id: id,
              position: 1,
              patient_name: name,
              patient_age: 40,
              patient_gender: "female",
              guardian_name: null,
              guardian_consent: 0,
              items_json: "[]",
              subtotal_paise: 50000,
              mrp_paise: 50000,
              erased_at: null,
              name_key: null,
            })
            .execute();
        }
      });
    }
    const madeMs = performance.now() - made;
    const filling = performance.now();
    const filled = await fillNameKeys(site.db);
    const fillMs = performance.now() - filling;

    const page = { limit: 50, offset: 0 };
    const search = (q: string, withKeys: boolean) =>
      findBookingsForAdmin(
        site.db,
        {
          search: {
            name: q.toLowerCase(),
            nameWords: withKeys ? querySkeletons(q) : [],
            mobileDigits: null,
            reference: null,
          },
        },
        page,
      );
    // The two are measured alternately, query by query, so a busy machine slows both alike.
    const times = { typed: [] as number[], keyed: [] as number[] };
    const totals = { typed: new Map<string, number>(), keyed: new Map<string, number>() };
    for (let round = -1; round < ROUNDS; round++) {
      for (const q of QUERIES) {
        for (const kind of round % 2 ? (["typed", "keyed"] as const) : (["keyed", "typed"] as const)) {
          const start = performance.now();
          const { total } = await search(q, kind === "keyed");
          // Round -1 warms the statements up and is not counted.
          if (round >= 0) times[kind].push(performance.now() - start);
          totals[kind].set(q, total);
        }
      }
    }
    const [typedP95, keyedP95] = [percentile(times.typed, 0.95), percentile(times.keyed, 0.95)];
    const [typedP50, keyedP50] = [percentile(times.typed, 0.5), percentile(times.keyed, 0.5)];
    console.log(
      `\nThe admin list's name search over ${PEOPLE.toLocaleString("en")} people on SQLite (${QUERIES.length * ROUNDS} searches each way, a page of 50 and the total)`,
    );
    console.log(`  as typed only (baseline)   p50 ${typedP50.toFixed(1)} ms  p95 ${typedP95.toFixed(1)} ms`);
    console.log(
      `  with the keys              p50 ${keyedP50.toFixed(1)} ms  p95 ${keyedP95.toFixed(1)} ms  ratios p50 ${(keyedP50 / typedP50).toFixed(2)} p95 ${(keyedP95 / typedP95).toFixed(2)}`,
    );
    console.log(
      `  bookings found, as typed → with the keys: ${QUERIES.map((q) => `${q} ${totals.typed.get(q)} → ${totals.keyed.get(q)}`).join(", ")}`,
    );
    console.log(
      `  ${PEOPLE.toLocaleString("en")} bookings made in ${(madeMs / 1000).toFixed(1)} s; ${filled.toLocaleString("en")} keys filled as a site start does in ${(fillMs / 1000).toFixed(1)} s`,
    );
    if (filled !== PEOPLE) throw new Error(`Filled ${filled} keys for ${PEOPLE} people`);
    const sample = await site.db
      .selectFrom("booking_people")
      .select("patient_name")
      .where("id", "=", "bench00000001p1")
      .executeTakeFirstOrThrow();
    const key = await site.db
      .selectFrom("booking_people")
      .select("name_key")
      .where("id", "=", "bench00000001p1")
      .executeTakeFirstOrThrow();
    if (key.name_key !== storedNameKey(sample.patient_name))
      throw new Error("A filled key differs from the name's key");
  } finally {
    await site.stop();
  }
}

export async function benchNames() {
  matching();
  await cost();
}
