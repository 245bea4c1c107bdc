import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRotatingWord, WORD_ROTATION_MS } from "./use-rotating-word";

const WORDS = ["smarter", "faster", "secure"];

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

describe("useRotatingWord", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("changes the word every 3000 ms and wraps after the last", () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useRotatingWord(WORDS));
    expect(result.current).toBe("smarter");
    act(() => vi.advanceTimersByTime(WORD_ROTATION_MS - 1));
    expect(result.current).toBe("smarter");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("faster");
    act(() => vi.advanceTimersByTime(WORD_ROTATION_MS * 2));
    expect(result.current).toBe("smarter");
  });

  it("keeps the first word under reduced motion", () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useRotatingWord(WORDS));
    act(() => vi.advanceTimersByTime(WORD_ROTATION_MS * 3));
    expect(result.current).toBe("smarter");
  });
});
