// Search over a generated 5,000-test catalogue: per-query time, against building nothing
// (a linear scan of names with includes) as the baseline measured in the same run.
import { performance } from "node:perf_hooks";
import type { SearchDoc } from "../domain/search-doc.ts";
import { createSearchIndex } from "../domain/search.ts";

const WORDS = ["thyroid", "liver", "kidney", "blood", "sugar", "vitamin", "lipid", "urine", "hormone", "iron", "calcium", "protein", "culture", "antibody", "panel", "profile", "ratio", "serum", "plasma", "enzyme"];
const QUERIES = ["thyr", "thyriod", "liver function", "kft", "blood sugar", "vitamin d", "lipid", "urine", "calcium serum", "protein ratio", "hormone panel", "iron", "kidny", "sugar", "pro"];

function catalogue(size: number): SearchDoc[] {
  return Array.from({ length: size }, (_, i) => {
    const a = WORDS[i % WORDS.length];
    const b = WORDS[(i * 7) % WORDS.length];
    const c = WORDS[(i * 13) % WORDS.length];
    return {
      id: `test:${i}`,
      kind: "test" as const,
      name: `${a} ${b} test ${i}`,
      description: `Measures ${b} and ${c} in the blood, sample ${i}`,
      alternateNames: [`${a.slice(0, 3).toUpperCase()}${i}`],
      category: i % 2 ? "Blood Test" : "Organ Function",
      url: `/tests/t-${i}`,
      price: 100 + (i % 900),
      // Every tenth test is priced differently in Noida.
      cityPrices: i % 10 === 0 ? { Noida: 90 + (i % 900) } : {},
    };
  });
}

const p95 = (times: number[]) => [...times].sort((x, y) => x - y)[Math.floor(times.length * 0.95)];

export function benchSearch() {
  const docs = catalogue(5000);
  const built = performance.now();
  const index = createSearchIndex(docs);
  const buildMs = performance.now() - built;

  const timesFor = (run: (q: string) => unknown) => {
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const q of QUERIES) {
        const start = performance.now();
        run(q);
        times.push(performance.now() - start);
      }
    }
    return times;
  };
  timesFor((q) => index.search(q, 5)); // warm-up
  const indexed = timesFor((q) => index.search(q, 5));
  const scan = timesFor((q) => docs.filter((d) => d.name.includes(q)).slice(0, 5));

  console.log(`\nSearch over 5,000 tests (${QUERIES.length * 20} queries; index built in ${buildMs.toFixed(0)} ms)`);
  console.log(`  substring scan of names (baseline)  p95 ${p95(scan).toFixed(3)} ms`);
  console.log(`  MiniSearch, prefix + typo-tolerant  p95 ${p95(indexed).toFixed(3)} ms  ratio to scan ${(p95(indexed) / p95(scan)).toFixed(2)}`);
  console.log("  aim: p95 ≤ 2 ms per query");
}
