import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STACK_ROTATION_MS, stackDepth, stackTransform, useStackedCards } from "./use-stacked-cards";

const CARDS = 8;
const still = { paused: false, reducedMotion: false };

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe("useStackedCards", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("brings the next card forward every 5000 ms", () => {
    const { result } = renderHook(() => useStackedCards(CARDS, still));
    expect(result.current.front).toBe(0);
    advance(STACK_ROTATION_MS - 1);
    expect(result.current.front).toBe(0);
    advance(1);
    expect(result.current.front).toBe(1);
    advance(STACK_ROTATION_MS);
    expect(result.current.front).toBe(2);
  });

  it("wraps from the last card back to the first", () => {
    const { result } = renderHook(() => useStackedCards(CARDS, still));
    advance(STACK_ROTATION_MS * (CARDS - 1));
    expect(result.current.front).toBe(CARDS - 1);
    advance(STACK_ROTATION_MS);
    expect(result.current.front).toBe(0);
  });

  it("stands still while paused and resumes afterwards", () => {
    const { result, rerender } = renderHook((options) => useStackedCards(CARDS, options), { initialProps: still });
    advance(STACK_ROTATION_MS);
    rerender({ paused: true, reducedMotion: false });
    advance(STACK_ROTATION_MS * 3);
    expect(result.current.front).toBe(1);
    rerender(still);
    advance(STACK_ROTATION_MS);
    expect(result.current.front).toBe(2);
  });

  it("never rotates under reduced motion", () => {
    const { result } = renderHook(() => useStackedCards(CARDS, { paused: false, reducedMotion: true }));
    advance(STACK_ROTATION_MS * 4);
    expect(result.current.front).toBe(0);
  });

  it("brings a chosen card to the front", () => {
    const { result } = renderHook(() => useStackedCards(CARDS, still));
    act(() => result.current.bringToFront(5));
    expect(result.current.front).toBe(5);
    expect(result.current.depthOf(5)).toBe(0);
    expect(result.current.depthOf(4)).toBe(CARDS - 1);
  });
});

describe("stack geometry", () => {
  it("counts depth from the front card, wrapping round", () => {
    expect(stackDepth(3, 3, CARDS)).toBe(0);
    expect(stackDepth(4, 3, CARDS)).toBe(1);
    expect(stackDepth(0, 3, CARDS)).toBe(5);
  });

  it("offsets each card 10px and scales it down by 0.1 per level", () => {
    expect(stackTransform(0)).toBe("translateY(0px) scale(1)");
    expect(stackTransform(2)).toBe("translateY(-20px) scale(0.8)");
  });
});
