import { useEffect, type RefObject } from "react";

/**
 * Scales `bar` vertically with how far the reader has scrolled through `target` (measured at
 * 60% of the viewport height). Written straight to the style on each frame: no re-renders.
 */
export function useScrollProgress(target: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = target.current?.getBoundingClientRect();
      if (!box || !bar.current) return;
      const line = window.innerHeight * 0.6;
      const progress = Math.min(1, Math.max(0, (line - box.top) / Math.max(1, box.height)));
      bar.current.style.transform = `scaleY(${progress})`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [target, bar, enabled]);
}
