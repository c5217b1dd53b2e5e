// Numbers to hold a hand-written formatter to Intl's output (domain/pricing.test.ts,
// domain/message-format.test.ts): the edges of each Indian digit group and of rounding, and
// samples drawn from a fixed seed, so a number that fails fails again on the next run.

/** Each group's edges (9,999 → 10,000 → 99,999 → 1,00,000 …), to ten crore and beyond. */
const GROUP_EDGES = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  9999,
  10_000,
  99_999,
  100_000,
  999_999,
  1_000_000,
  1_234_567,
  12_345_678,
  99_999_999,
  100_000_000,
  10 ** 9,
  10 ** 12,
  Number.MAX_SAFE_INTEGER,
  1e18,
  1e21,
  1.5e22,
];

/** Where rounding to 0, 2 or 3 decimals turns: halves whose double lies below the half (1.005, 2.675), carries (999.995). */
const ROUNDING_EDGES = [
  0.5,
  1.5,
  0.125,
  1.005,
  2.675,
  1.0005,
  999.995,
  99_999.995,
  9.9995,
  0.9995,
  0.0004,
  0.0005,
  0.001,
  0.1 + 0.2,
  1e-7,
  1499.5,
  1.0000000001,
];

/** mulberry32: a small generator whose sequence a seed fixes. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const withNegatives = (values: number[]) => [...values, ...values.map((n) => -n)];

/** Whole numbers, negatives and −0 among them: the edges, and 400 drawn at every magnitude up to 10^15. */
export function wholeNumbersToCompare(): number[] {
  const random = seeded(38);
  const drawn = Array.from({ length: 400 }, () => Math.floor(random() * 10 ** Math.ceil(random() * 15)));
  return withNegatives([...GROUP_EDGES, ...drawn]);
}

/**
 * Numbers with a fraction, negatives among them: the rounding edges, 300 sums in paise as the
 * pages show them (paise / 100), and 300 with up to six decimals at every magnitude up to 10^9.
 */
export function fractionsToCompare(): number[] {
  const random = seeded(1_23_45_678);
  const paise = Array.from({ length: 300 }, () => Math.floor(random() * 10 ** Math.ceil(random() * 11)) / 100);
  const decimals = Array.from({ length: 300 }, () => {
    const places = 10 ** Math.ceil(random() * 6);
    return Math.round(random() * 10 ** Math.ceil(random() * 9) * places) / places;
  });
  return withNegatives([...ROUNDING_EDGES, ...paise, ...decimals].filter((n) => !Number.isInteger(n)));
}
