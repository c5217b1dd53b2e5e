import { describe, expect, it } from "vitest";
import { bodyOf, isSameTap, outcomeOf, type QueuedTap, retryDelayMs, tapFromForm } from "./tap-queue.ts";

// The phone's queue of taps (docs/decisions/2026-11-28-collect-offline.md): what a tap keeps and
// sends, when an answer ends it, and how long it waits after a failure.

function form(html: string, attributes: Record<string, string>): HTMLFormElement {
  const made = document.createElement("form");
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.innerHTML = html;
  return made;
}

const collected = () =>
  form(
    `<input type="hidden" name="kind" value="collected">
     <input type="hidden" name="bookingId" value="b1">
     <input type="hidden" name="idempotencyKey" value="page-key-collected">
     <input type="hidden" name="tappedAt" value="2026-12-02T01:00:00.000Z">
     <input name="handoverCode" value="4 2 1 7" data-offline-secret>
     <input name="note" value="">`,
    { "data-offline-queue": "/api/collect/visits/b1/taps", "data-offline-label": "Collected" },
  );

describe("a tap in the phone's queue", () => {
  it("keeps the form's fields with a key of its own made at the tap, and its code apart, never stored", () => {
    const { tap, secrets } = tapFromForm(collected());
    expect(tap.url).toBe("/api/collect/visits/b1/taps");
    expect(tap.bookingId).toBe("b1");
    expect(tap.label).toBe("Collected");
    expect(tap.fields.idempotencyKey).toBe(tap.id);
    expect(tap.id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(tap.fields.tappedAt).not.toBe("2026-12-02T01:00:00.000Z");
    expect(JSON.stringify(tap)).not.toContain("4 2 1 7");
    expect(tap.secretNames).toEqual(["handoverCode"]);
    expect(secrets).toEqual({ handoverCode: "4 2 1 7" });
  });

  it("makes another key for another tap, in the order they were made", () => {
    const a = tapFromForm(collected()).tap;
    const b = tapFromForm(collected()).tap;
    expect(a.id).not.toBe(b.id);
    expect(b.order).toBeGreaterThan(a.order);
  });

  it("sends its fields with the code from memory, empty ones left out", () => {
    const { tap, secrets } = tapFromForm(collected());
    const body = bodyOf(tap, secrets);
    expect(body).toMatchObject({ kind: "collected", handoverCode: "4 2 1 7", idempotencyKey: tap.id });
    expect(body).not.toHaveProperty("note");
    expect(bodyOf(tap, undefined)).not.toHaveProperty("handoverCode");
  });

  it("is the same tap as a waiting one of the same kind on the same visit", () => {
    const tap = (url: string, kind?: string) =>
      ({ url, fields: kind ? { kind } : {} }) as Pick<QueuedTap, "url" | "fields">;
    expect(isSameTap(tap("/v/b1/taps", "collected"), tap("/v/b1/taps", "collected"))).toBe(true);
    expect(isSameTap(tap("/v/b1/taps", "collected"), tap("/v/b1/taps", "on-my-way"))).toBe(false);
    expect(isSameTap(tap("/v/b1/taps", "collected"), tap("/v/b2/taps", "collected"))).toBe(false);
    expect(isSameTap(tap("/v/b1/cash"), tap("/v/b1/cash"))).toBe(true);
  });

  it("tells labels apart by person, tube and label: two tubes are two taps, one tube scanned twice is one", () => {
    const label = (personId: string, tube: string, text: string) =>
      ({
        url: "/v/b1/labels",
        fields: { personId, tube, kind: tube.replace(/-\d+$/, ""), label: text },
      }) as Pick<QueuedTap, "url" | "fields">;
    const lavender = label("p1", "edta-lavender-1", "LF24007777");
    expect(isSameTap(lavender, label("p1", "edta-lavender-1", "lf 2400-7777"))).toBe(true);
    expect(isSameTap(lavender, label("p1", "serum-gold-1", "LF24008888"))).toBe(false);
    expect(isSameTap(lavender, label("p1", "edta-lavender-2", "LF24007777"))).toBe(false);
    expect(isSameTap(lavender, label("p2", "edta-lavender-1", "LF24007777"))).toBe(false);
    expect(isSameTap(lavender, label("p1", "edta-lavender-1", "LF24009999"))).toBe(false);
  });

  it("ends with the server's answer, or is tried again when the network or the server failed", () => {
    expect(outcomeOf(201)).toBe("sent");
    for (const status of [400, 403, 404, 409, 422]) expect(outcomeOf(status), String(status)).toBe("refused");
    for (const status of [408, 429, 500, 502, 503]) expect(outcomeOf(status), String(status)).toBe("retry");
  });

  it("waits 2 s after a failure, doubling to at most half a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
