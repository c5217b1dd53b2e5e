import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { secretsIn } from "../test/secrets-in-log.ts";

/**
 * The check of the whole browser suite's log (issue 31): the shared servers write their whole
 * log to files (global-setup.ts), the fixtures note the personal data of every patient a test
 * booked for, and at the end of the run neither that data nor any key may be in the log.
 */

const NOTED = "personal-data.jsonl";

/**
 * A key to a patient's data written out in a logged address: a manage or share token, a
 * receipt ticket or a download ticket, plain or percent-encoded, not cut to "…".
 */
const SLASH = "(?:\\/|%2F)";
const KEYS_IN_ADDRESSES = new RegExp(
  `${SLASH}(?:bookings${SLASH}manage|reports${SLASH}shared|receipts)${SLASH}[A-Za-z0-9_-]|(?:[?&]|%3F|%26)ticket(?:=|%3D)[^…&"]`,
  "gi",
);

/** Notes a patient's name, mobile and address (as the tests typed them) for the check at the end of the run. */
export function notePersonalData(values: (string | null | undefined)[]) {
  const dir = inject("e2eLogDir");
  if (!dir) return;
  const kept = values.filter((value): value is string => typeof value === "string" && value.trim().length >= 4);
  appendFileSync(path.join(dir, NOTED), `${JSON.stringify(kept)}\n`);
}

/** pino's level of a warning. */
const WARN_LEVEL = 40;

/** The servers' own words of trouble in `dir`'s logs: warnings, errors, and anything not pino's (a crash's stack). */
export function warningsInLogs(dir: string): string[] {
  return readLogs(dir)
    .split("\n")
    .filter(
      (line) =>
        line.trim() && (!line.startsWith("{") || Number(/"level":(\d+)/.exec(line)?.[1] ?? WARN_LEVEL) >= WARN_LEVEL),
    );
}

const readLogs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".log"))
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("\n");

/** What the servers' logs in `dir` give away: each leak in words, with the line it was found in. */
export function leaksInLogs(dir: string): string[] {
  const log = readLogs(dir);
  // Every server is asked /healthz before its first test: a log without it was not written, or not read.
  if (!log.includes('"url":"/healthz"')) return ["The servers' log holds no request: it was not written, or not read."];
  const notedFile = path.join(dir, NOTED);
  const noted = existsSync(notedFile)
    ? readFileSync(notedFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .flatMap((line) => JSON.parse(line) as string[])
    : [];
  const lineWith = (needle: string) => log.split("\n").find((line) => line.includes(needle)) ?? "";
  return [
    ...[...new Set(secretsIn(log, [...new Set(noted)]))].map(
      (value) => `a patient's "${value}" in: ${lineWith(value)}`,
    ),
    ...[...new Set(log.match(KEYS_IN_ADDRESSES) ?? [])].map(
      (key) => `a key in an address (${key}…) in: ${lineWith(key)}`,
    ),
  ];
}
