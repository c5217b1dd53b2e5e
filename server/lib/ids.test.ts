import { describe, expect, it } from "vitest";
import { newId, newOrderedId } from "./ids.ts";

describe("ids", () => {
  it("makes ordered ids that sort in the order they were made, even many within a millisecond", () => {
    const ids = Array.from({ length: 5000 }, () => newOrderedId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^[a-z0-9]{20}$/);
  });

  it("makes random ids of the length asked, from [a-z0-9]", () => {
    expect(newId(16)).toMatch(/^[a-z0-9]{16}$/);
    expect(newId(43)).toHaveLength(43);
  });
});
