// How long a report takes, read from the free text staff type on a test ("Same Day",
// "24 hours", "2-3 working days"), so a package can say when its last report is ready.
// Free of zod: the public pages use it in the browser.

/**
 * "Same day" sorts before a promise of 24 hours: the sample is taken in the morning and the
 * report comes that evening. "Next day" may come as late as the end of the following day.
 */
const SAME_DAY_HOURS = 12;
const NEXT_DAY_HOURS = 48;

const HOURS_PER_UNIT: Record<string, number> = { minute: 1 / 60, hour: 1, day: 24, week: 24 * 7 };

const UNIT_OF: Record<string, keyof typeof HOURS_PER_UNIT> = {
  min: "minute",
  mins: "minute",
  minute: "minute",
  minutes: "minute",
  h: "hour",
  hr: "hour",
  hrs: "hour",
  hour: "hour",
  hours: "hour",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
};

/** "24 hours", "within 6 hrs", "2-3 working days" (the upper end counts): the latest the report comes. */
const DURATION =
  /^(?:within |in |up to )?(?:\d+(?:\.\d+)? ?(?:-|–|to) ?)?(\d+(?:\.\d+)?) ?(?:working |business )?([a-z]+)$/;

/** The latest a report promised as `text` arrives, in hours after the sample; null when the text cannot be read. */
export function reportTimeHours(text: string): number | null {
  const normalised = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\.$/, "")
    .replace(/ reports?$/, "");
  if (/^same[ -]day$/.test(normalised)) return SAME_DAY_HOURS;
  if (/^next[ -]day$/.test(normalised)) return NEXT_DAY_HOURS;
  const match = DURATION.exec(normalised);
  const unit = match ? UNIT_OF[match[2]] : undefined;
  return match && unit ? Number(match[1]) * HOURS_PER_UNIT[unit] : null;
}

type ReportTimeSource = { name: string; reportTime: string };

/**
 * When the last of several tests' reports is ready: the longest report time with the tests
 * that take it, or, when any of them cannot be read, every distinct time as typed (a guess
 * would be a promise the lab has not made). Null when there are no tests to go by.
 */
export type LongestReportTime =
  { isKnown: true; reportTime: string; names: string[] } | { isKnown: false; reportTimes: string[] };

export function longestReportTime(sources: ReportTimeSource[]): LongestReportTime | null {
  if (sources.length === 0) return null;
  const read = sources.map((source) => ({ ...source, hours: reportTimeHours(source.reportTime) }));
  if (read.some((source) => source.hours === null)) {
    return { isKnown: false, reportTimes: [...new Set(sources.map((source) => source.reportTime.trim()))] };
  }
  const longest = Math.max(...read.map((source) => source.hours!));
  const slowest = read.filter((source) => source.hours === longest);
  return {
    isKnown: true,
    reportTime: slowest[0].reportTime.trim(),
    names: [...new Set(slowest.map((source) => source.name))],
  };
}
