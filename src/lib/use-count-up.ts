import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

export const COUNT_UP_MS = 1600;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Progress from 0 to 1 of a count-up that plays once, when the element scrolls into view.
 * It starts at 1, so prerendered HTML and reduced motion show the final figures; the element
 * is only reset to 0 while it is still out of view, so nobody sees the numbers drop.
 */
export function useCountUp<T extends Element>(durationMs = COUNT_UP_MS) {
  const ref = useRef<T>(null);
  const [progress, setProgress] = useState(1);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    const play = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        setProgress(easeOutCubic(t));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return setProgress(0);
        observer.disconnect();
        play();
      },
      { rootMargin: "0px 0px -15% 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setProgress(1);
    };
  }, [reducedMotion, durationMs]);

  return [ref, progress] as const;
}
