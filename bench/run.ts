// npm run bench: every benchmark, each printing ratios against a baseline from the same run.
// `npm run bench -- api booking heavy-work pages search names outbox lighthouse scale-out sqlite-statements` runs a subset.
// Measure what production runs: React's production builds (chosen by NODE_ENV at import).
process.env.NODE_ENV = "production";
const { benchApi } = await import("./api.ts");
const { benchBooking } = await import("./booking.ts");
const { benchHeavyWork } = await import("./heavy-work.ts");
const { benchLighthouse } = await import("./lighthouse.ts");
const { benchNames } = await import("./names.ts");
const { benchOutbox } = await import("./outbox.ts");
const { benchPages } = await import("./pages.ts");
const { benchScaleOut } = await import("./scale-out.ts");
const { benchSearch } = await import("./search.ts");
const { benchSqliteStatements } = await import("./sqlite-statements.ts");

const ALL = {
  api: benchApi,
  booking: benchBooking,
  "heavy-work": benchHeavyWork,
  pages: benchPages,
  search: benchSearch,
  names: benchNames,
  outbox: benchOutbox,
  lighthouse: benchLighthouse,
  "scale-out": benchScaleOut,
  "sqlite-statements": benchSqliteStatements,
};
const chosen = process.argv.slice(2).filter((name): name is keyof typeof ALL => name in ALL);
for (const name of chosen.length ? chosen : (Object.keys(ALL) as (keyof typeof ALL)[])) await ALL[name]();

export {};
