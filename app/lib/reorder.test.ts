import { describe, expect, it } from "vitest";
import { move, reorderShown } from "./reorder.ts";

describe("reordering a filtered list", () => {
  it("moves shown items among their own places and leaves hidden ones alone", () => {
    // a, c, e are shown; b and d are filtered out.
    expect(reorderShown(["a", "b", "c", "d", "e"], ["e", "a", "c"])).toEqual(["e", "b", "a", "d", "c"]);
  });

  it("is the identity when nothing moved", () => {
    expect(reorderShown(["a", "b", "c"], ["a", "b", "c"])).toEqual(["a", "b", "c"]);
  });

  it("moves one item up or down", () => {
    expect(move(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
  });
});
