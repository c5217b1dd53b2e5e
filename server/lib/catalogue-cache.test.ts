import { describe, expect, it } from "vitest";
import { toCachedPage } from "./cached-page.ts";
import { createCatalogueCache } from "./catalogue-cache.ts";
import type { SharedCatalogueVersion } from "./catalogue-version.ts";

/** A shared version other processes raise, counting how often this process read it. */
function sharedVersion() {
  const state = { version: 0, reads: 0, failing: false };
  const shared: SharedCatalogueVersion = {
    async read() {
      state.reads++;
      if (state.failing) throw new Error("database unreachable");
      return state.version;
    },
    async raise() {
      return ++state.version;
    },
  };
  return { state, shared };
}

describe("the catalogue cache shared by several processes", () => {
  it("keeps answering from memory until another process raises the version, then reads afresh once the interval has passed", async () => {
    let clock = 0;
    const { state, shared } = sharedVersion();
    const cache = createCatalogueCache({ shared, checkIntervalMs: 1_000, now: () => clock });
    let price = 500;
    const read = () => cache.get("price", async () => price);

    expect(await read()).toBe(500);
    price = 650; // another process changes the row …
    state.version++; // … and raises the version
    clock = 999;
    expect(await read()).toBe(500);
    clock = 1_000;
    expect(await read()).toBe(650);
  });

  it("compares once per interval however many visitors ask meanwhile", async () => {
    let clock = 0;
    const { state, shared } = sharedVersion();
    const cache = createCatalogueCache({ shared, checkIntervalMs: 1_000, now: () => clock });
    await Promise.all(Array.from({ length: 20 }, () => cache.get("k", async () => 1)));
    expect(state.reads).toBe(1);
    clock = 500;
    await Promise.all(Array.from({ length: 20 }, () => cache.get("k", async () => 1)));
    expect(state.reads).toBe(1);
    clock = 1_500;
    await Promise.all(Array.from({ length: 20 }, () => cache.get("k", async () => 1)));
    expect(state.reads).toBe(2);
  });

  it("does not throw away its own fresh reads after raising the version itself", async () => {
    let clock = 0;
    const { shared } = sharedVersion();
    const cache = createCatalogueCache({ shared, checkIntervalMs: 1_000, now: () => clock });
    let loads = 0;
    const read = () => cache.get("k", async () => ++loads);
    await read();
    await cache.clearCatalogueReadsAndPages();
    expect(await read()).toBe(2);
    clock = 2_000;
    expect(await read()).toBe(2);
  });

  it("goes on serving what it has when the version cannot be read, and reports it", async () => {
    let clock = 0;
    const { state, shared } = sharedVersion();
    const errors: unknown[] = [];
    const cache = createCatalogueCache({
      shared,
      checkIntervalMs: 1_000,
      now: () => clock,
      onError: (e) => errors.push(e),
    });
    expect(await cache.get("k", async () => "cached")).toBe("cached");
    state.failing = true;
    clock = 1_000;
    expect(await cache.get("k", async () => "reloaded")).toBe("cached");
    expect(errors).toHaveLength(1);
  });

  it("drops a page rendered from data older than a change another process made", async () => {
    let clock = 0;
    const { state, shared } = sharedVersion();
    const cache = createCatalogueCache({ shared, checkIntervalMs: 1_000, now: () => clock });
    const page = (price: string) => async () => toCachedPage(200, [], `<p>CBC ${price}</p>`, "nonce-never-used");
    const shown = async (price: string) => (await cache.page("/tests/cbc", page(price))).bodies.identity.toString();
    expect(await shown("₹400")).toBe("<p>CBC ₹400</p>");
    state.version++;
    clock = 1_000;
    expect(await shown("₹500")).toBe("<p>CBC ₹500</p>");
  });

  it("hands a kept page out at once, never one older than two intervals past its last comparison", async () => {
    let clock = 0;
    const { state, shared } = sharedVersion();
    const cache = createCatalogueCache({ shared, checkIntervalMs: 1_000, now: () => clock });
    const kept = () => cache.keptPage("/tests/cbc|delhi")?.bodies.identity.toString();
    expect(kept()).toBeUndefined();
    await cache.page("/tests/cbc|delhi", async () => toCachedPage(200, [], "<p>CBC ₹400</p>", "nonce-never-used"));
    expect(kept()).toBe("<p>CBC ₹400</p>");

    // Another process changes the price; a comparison is due and starts: while it runs, the
    // page compared a second ago is still handed out …
    state.version++;
    clock = 1_000;
    expect(kept()).toBe("<p>CBC ₹400</p>");
    // … and once it has read the change, the page is gone.
    await Promise.resolve();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept()).toBeUndefined();

    // A page last compared two intervals ago or more waits for the comparison (page()).
    await cache.page("/tests/cbc|delhi", async () => toCachedPage(200, [], "<p>CBC ₹500</p>", "nonce-never-used"));
    clock = 3_000;
    expect(kept()).toBeUndefined();
  });
});
