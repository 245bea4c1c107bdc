import { useCallback, useState } from "react";

/** `index` moved by `step`, wrapped into 0…count-1 at both ends. */
export function wrapIndex(index: number, step: number, count: number) {
  return (((index + step) % count) + count) % count;
}

/** Which testimonial is shown: previous and next step one at a time and wrap at both ends. */
export function useTestimonialIndex(count: number) {
  const [index, setIndex] = useState(0);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current, -1, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current, 1, count)), [count]);
  return { index, previous, next };
}
