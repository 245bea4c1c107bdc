import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HEADER_CONDENSE_AT_PX, useScrolledPast } from "./use-scrolled-past";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("useScrolledPast", () => {
  it("condenses the header only past 100px", () => {
    const { result } = renderHook(() => useScrolledPast(HEADER_CONDENSE_AT_PX));
    expect(result.current).toBe(false);
    scrollTo(100);
    expect(result.current).toBe(false);
    scrollTo(101);
    expect(result.current).toBe(true);
    scrollTo(40);
    expect(result.current).toBe(false);
  });
});
