import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useTestimonialIndex, wrapIndex } from "./use-testimonial-index";

const TESTIMONIALS = 4;

describe("useTestimonialIndex", () => {
  it("starts at the first testimonial and steps forward and back", () => {
    const { result } = renderHook(() => useTestimonialIndex(TESTIMONIALS));
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    act(() => result.current.previous());
    expect(result.current.index).toBe(1);
  });

  it("wraps from the first testimonial to the last", () => {
    const { result } = renderHook(() => useTestimonialIndex(TESTIMONIALS));
    act(() => result.current.previous());
    expect(result.current.index).toBe(TESTIMONIALS - 1);
  });

  it("wraps from the last testimonial to the first", () => {
    const { result } = renderHook(() => useTestimonialIndex(TESTIMONIALS));
    for (let step = 0; step < TESTIMONIALS - 1; step++) act(() => result.current.next());
    expect(result.current.index).toBe(TESTIMONIALS - 1);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it("wraps any step into range", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, -6, 4)).toBe(3);
  });
});
