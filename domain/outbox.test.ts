import { describe, expect, it } from "vitest";
import { LOCALES } from "./locale.ts";
import {
  MAX_TRIES,
  MESSAGE_KINDS,
  MESSAGE_TEMPLATES,
  nextTryAfter,
  receiptMoves,
  RETRY_WAITS_MS,
  templateSubmission,
} from "./outbox.ts";

describe("the messages' templates", () => {
  it.each(MESSAGE_KINDS.flatMap((kind) => LOCALES.map((locale) => [kind, locale] as const)))(
    "%s in %s fills each variable once, in order, and names the lab",
    (kind, locale) => {
      const text = templateSubmission("Labfront Diagnostics", kind, locale);
      const numbers = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect(numbers).toEqual(MESSAGE_TEMPLATES[kind].variables.map((_, i) => i + 1));
      expect(text).toContain("Labfront Diagnostics");
      expect(text.startsWith(locale === "hi" ? "नमस्ते" : "Hello")).toBe(true);
    },
  );
});

describe("the retry schedule", () => {
  it("makes 8 tries, the last inside a day even at the most jitter, each wait no shorter than the last", () => {
    expect(MAX_TRIES).toBe(8);
    let at = new Date("2026-12-01T00:00:00Z");
    const start = at.getTime();
    for (let tries = 1; tries < MAX_TRIES; tries++) {
      const next = nextTryAfter(tries, at, () => 1)!;
      expect(next.getTime() - at.getTime()).toBe(RETRY_WAITS_MS[tries - 1] * 1.2);
      at = next;
    }
    expect(at.getTime() - start).toBeLessThan(24 * 60 * 60_000);
    expect(nextTryAfter(MAX_TRIES, at)).toBeNull();
    // A provider's Retry-After longer than the wait is honoured.
    expect(nextTryAfter(1, at, () => 0, 10 * 60_000)!.getTime() - at.getTime()).toBe(10 * 60_000);
  });
});

describe("delivery receipts", () => {
  it("move a message forward only; failed wins over sent but not over delivered or read", () => {
    expect(receiptMoves("sent", "delivered")).toBe(true);
    expect(receiptMoves("delivered", "read")).toBe(true);
    expect(receiptMoves("read", "delivered")).toBe(false);
    expect(receiptMoves("delivered", "delivered")).toBe(false);
    expect(receiptMoves("sent", "failed")).toBe(true);
    expect(receiptMoves("delivered", "failed")).toBe(false);
    expect(receiptMoves("failed", "read")).toBe(false);
    expect(receiptMoves("dropped", "sent")).toBe(false);
  });
});
