import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { carouselReducer, swipeDirection, useCarousel } from "./use-carousel.ts";

function Harness({ count = 3, intervalMs = 6000 }) {
  const { index, next, prev, regionProps } = useCarousel({ count, intervalMs });
  return (
    <section data-testid="region" tabIndex={0} {...regionProps}>
      <p>slide {index}</p>
      <button onClick={prev}>prev</button>
      <button onClick={next}>next</button>
    </section>
  );
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("carousel state", () => {
  it("wraps around in both directions", () => {
    const start = { index: 0, count: 3, pausedBy: new Set<never>() };
    expect(carouselReducer(start, { type: "prev" }).index).toBe(2);
    expect(carouselReducer({ ...start, index: 2 }, { type: "next" }).index).toBe(0);
    expect(carouselReducer(start, { type: "goTo", index: 4 }).index).toBe(1);
  });

  it("changes slide only for swipes longer than 100 px", () => {
    expect(swipeDirection(-101)).toBe("next");
    expect(swipeDirection(120)).toBe("prev");
    expect(swipeDirection(-99)).toBeNull();
    expect(swipeDirection(60)).toBeNull();
  });
});

describe("carousel behaviour", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("advances every interval and wraps to the first slide", () => {
    render(<Harness count={2} intervalMs={6000} />);
    expect(screen.getByText("slide 0")).toBeTruthy();
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText("slide 0")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("slide 1")).toBeTruthy();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("slide 0")).toBeTruthy();
  });

  it("pauses while hovered or focused and resumes after", () => {
    render(<Harness />);
    const region = screen.getByTestId("region");
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText("slide 0")).toBeTruthy();
    fireEvent.mouseLeave(region);
    // Focused as a keyboard user focuses it (focus and focusin, which React's and preact/compat's
    // onFocus listen to), not by fireEvent.focus: React's Testing Library adds the focusin, Preact's does not.
    act(() => region.focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText("slide 0")).toBeTruthy();
    act(() => region.blur());
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText("slide 1")).toBeTruthy();
  });

  it("moves with the arrow keys and by swipes past the threshold", () => {
    render(<Harness />);
    const region = screen.getByTestId("region");
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(screen.getByText("slide 1")).toBeTruthy();
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(screen.getByText("slide 2")).toBeTruthy();

    fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 250 }] });
    expect(screen.getByText("slide 2")).toBeTruthy();
    fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 150 }] });
    expect(screen.getByText("slide 0")).toBeTruthy();
  });

  it("does not autoplay for people who prefer reduced motion", () => {
    mockReducedMotion(true);
    render(<Harness />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("slide 0")).toBeTruthy();
  });
});
