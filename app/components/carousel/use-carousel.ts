import { useCallback, useEffect, useReducer, useState } from "react";
import { useMediaQuery } from "../../lib/use-media-query.ts";

/** SPEC §3/§9: a horizontal swipe longer than this changes slide. */
export const SWIPE_THRESHOLD_PX = 100;

export type CarouselState = { index: number; count: number; pausedBy: ReadonlySet<PauseReason> };
export type PauseReason = "hover" | "focus" | "touch";
export type CarouselAction =
  | { type: "next" }
  | { type: "prev" }
  | { type: "goTo"; index: number }
  | { type: "pause"; reason: PauseReason }
  | { type: "resume"; reason: PauseReason };

/** The index wraps around both ways; autoplay is paused while any reason holds. */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const wrap = (i: number) => (state.count === 0 ? 0 : ((i % state.count) + state.count) % state.count);
  switch (action.type) {
    case "next":
      return { ...state, index: wrap(state.index + 1) };
    case "prev":
      return { ...state, index: wrap(state.index - 1) };
    case "goTo":
      return { ...state, index: wrap(action.index) };
    case "pause":
      return { ...state, pausedBy: new Set([...state.pausedBy, action.reason]) };
    case "resume": {
      const pausedBy = new Set(state.pausedBy);
      pausedBy.delete(action.reason);
      return { ...state, pausedBy };
    }
  }
}

/** Which way a horizontal swipe of `deltaX` pixels goes, if it is long enough. */
export function swipeDirection(deltaX: number): "next" | "prev" | null {
  if (deltaX <= -SWIPE_THRESHOLD_PX) return "next";
  if (deltaX >= SWIPE_THRESHOLD_PX) return "prev";
  return null;
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

/**
 * State and handlers of an autoplaying carousel: arrow keys, swipes, pause on hover and
 * on keyboard focus, wrap-around, and no autoplay for people who asked for less motion.
 */
export function useCarousel({ count, intervalMs }: { count: number; intervalMs: number }) {
  const [state, dispatch] = useReducer(carouselReducer, { index: 0, count, pausedBy: new Set<PauseReason>() });
  const prefersReducedMotion = usePrefersReducedMotion();
  const isPlaying = count > 1 && state.pausedBy.size === 0 && !prefersReducedMotion;

  useEffect(() => {
    if (!isPlaying) return;
    // Restarting the timer on every index change gives each slide its full time.
    const timer = setTimeout(() => dispatch({ type: "next" }), intervalMs);
    return () => clearTimeout(timer);
  }, [isPlaying, intervalMs, state.index]);

  const next = useCallback(() => dispatch({ type: "next" }), []);
  const prev = useCallback(() => dispatch({ type: "prev" }), []);
  const goTo = useCallback((index: number) => dispatch({ type: "goTo", index }), []);

  const [touchStartX, setTouchStartX] = useState<number | null>(null);

  const regionProps = {
    onMouseEnter: () => dispatch({ type: "pause", reason: "hover" }),
    onMouseLeave: () => dispatch({ type: "resume", reason: "hover" }),
    onFocus: () => dispatch({ type: "pause", reason: "focus" }),
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        dispatch({ type: "resume", reason: "focus" });
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === "ArrowRight") {
        event.preventDefault();
        next();
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        prev();
      }
    },
    onTouchStart: (event: React.TouchEvent) => {
      setTouchStartX(event.touches[0]?.clientX ?? null);
      dispatch({ type: "pause", reason: "touch" });
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      if (touchStartX !== null && endX !== undefined) {
        const direction = swipeDirection(endX - touchStartX);
        if (direction) dispatch({ type: direction });
      }
      setTouchStartX(null);
      dispatch({ type: "resume", reason: "touch" });
    },
  };

  return { index: state.index, isPlaying, prefersReducedMotion, next, prev, goTo, regionProps };
}
