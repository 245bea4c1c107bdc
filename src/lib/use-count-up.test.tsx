import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNT_UP_MS, useCountUp } from "./use-count-up";

let reportIntersection: (isIntersecting: boolean) => void = () => {};

function stubBrowser(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        reportIntersection = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    },
  );
}

function Figure({ value }: { value: number }) {
  const [ref, progress] = useCountUp<HTMLParagraphElement>();
  return <p ref={ref}>{Math.round(value * progress)}</p>;
}

describe("useCountUp", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("counts up from 0 once the figure scrolls into view and ends on the final value", () => {
    stubBrowser(false);
    render(<Figure value={50} />);
    expect(screen.getByText("50")).toBeInTheDocument();
    act(() => reportIntersection(false));
    expect(screen.getByText("0")).toBeInTheDocument();
    act(() => reportIntersection(true));
    act(() => vi.advanceTimersByTime(COUNT_UP_MS / 4));
    const midway = Number(screen.getByRole("paragraph").textContent);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(50);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(screen.getByText("50")).toBeInTheDocument();
  });

  it("shows the final value and never counts under reduced motion", () => {
    stubBrowser(true);
    render(<Figure value={99} />);
    act(() => reportIntersection(false));
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(screen.getByText("99")).toBeInTheDocument();
  });
});
