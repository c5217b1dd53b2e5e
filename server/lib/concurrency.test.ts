import { describe, expect, it } from "vitest";
import { createLimiter, createSingleFlight } from "./concurrency.ts";

/** A promise settled from outside, to decide when each task finishes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createLimiter", () => {
  it("runs at most `max` tasks at once, the others in the order they came", async () => {
    const limiter = createLimiter(2);
    const gates = Array.from({ length: 5 }, () => deferred<number>());
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const results = gates.map((gate, n) =>
      limiter.run(async () => {
        started.push(n);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          return await gate.promise;
        } finally {
          running -= 1;
        }
      }),
    );
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting).toBe(3);

    gates[1].resolve(1);
    expect(await results[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    gates[0].reject(new Error("render failed"));
    await expect(results[0]).rejects.toThrow("render failed"); // a failure frees its slot too
    expect(started).toEqual([0, 1, 2, 3]);
    for (const n of [2, 3, 4]) gates[n].resolve(n);
    expect(await Promise.all(results.slice(2))).toEqual([2, 3, 4]);
    expect(mostAtOnce).toBe(2);
    expect(limiter.running).toBe(0);
  });
});

describe("createSingleFlight", () => {
  it("shares one run among the callers of a key while it runs, then runs afresh", async () => {
    const singleFlight = createSingleFlight<string>();
    let runs = 0;
    const gate = deferred<string>();
    const task = () => {
      runs += 1;
      return gate.promise;
    };
    const callers = Array.from({ length: 16 }, () => singleFlight("w640", task));
    const other = singleFlight("w320", async () => "other");
    expect(runs).toBe(1);
    gate.resolve("rendered");
    expect(await Promise.all(callers)).toEqual(Array(16).fill("rendered"));
    expect(await other).toBe("other");

    await singleFlight("w640", task);
    expect(runs).toBe(2);
  });

  it("hands a failure to every waiting caller, and does not keep it", async () => {
    const singleFlight = createSingleFlight<string>();
    const failing = singleFlight("k", async () => Promise.reject(new Error("no original")));
    const joined = singleFlight("k", async () => "never run");
    await expect(failing).rejects.toThrow("no original");
    await expect(joined).rejects.toThrow("no original");
    expect(await singleFlight("k", async () => "fresh")).toBe("fresh");
  });
});
