import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLoadedState } from "./use-loaded-state.ts";

type Booking = { status: string; history: string[] };
const loadOf = (status: string, history: string[] = []): Booking => ({ status, history });

describe("useLoadedState", () => {
  it("shows the load, then the page's own changes to it", () => {
    const first = loadOf("booked");
    const { result } = renderHook(({ loaded }) => useLoadedState(loaded), { initialProps: { loaded: first } });
    expect(result.current[0]).toBe(first);
    act(() => result.current[1](loadOf("collected")));
    act(() => result.current[1]((b) => ({ ...b, history: ["note", ...b.history] })));
    expect(result.current[0]).toEqual(loadOf("collected", ["note"]));
  });

  it("shows a newer load in place of the page's changes, and changes that newer load after it", () => {
    const { result, rerender } = renderHook(({ loaded }) => useLoadedState(loaded), {
      initialProps: { loaded: loadOf("booked") },
    });
    act(() => result.current[1]((b) => ({ ...b, history: ["collected"] })));
    const reread = loadOf("report-ready", ["collected", "report"]);
    rerender({ loaded: reread });
    expect(result.current[0]).toBe(reread);
    act(() => result.current[1]((b) => ({ ...b, history: ["paid", ...b.history] })));
    expect(result.current[0]).toEqual(loadOf("report-ready", ["paid", "collected", "report"]));
  });

  it("keeps the same load shown when the page draws again with it", () => {
    const loaded = loadOf("booked");
    const { result, rerender } = renderHook(({ loaded }) => useLoadedState(loaded), { initialProps: { loaded } });
    act(() => result.current[1](loadOf("cancelled")));
    rerender({ loaded });
    expect(result.current[0].status).toBe("cancelled");
  });
});
