import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { useScrollProgress } from "~/lib/use-scroll-progress";

/**
 * The line beside a case's phases, which fills as the reader scrolls through them: the timeline's
 * only moving part, so the only part that is an island (it carries no props; it finds the phases
 * next to it). Under reduced motion the line stays unfilled.
 */
export function TimelineProgress() {
  const reduceMotion = usePrefersReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [phases, setPhases] = useState<{ current: HTMLElement | null }>({ current: null });
  useEffect(() => {
    setPhases({ current: track.current?.closest("section")?.querySelector<HTMLElement>("[data-timeline-phases]") ?? null });
  }, []);
  useScrollProgress(phases, bar, !reduceMotion && phases.current !== null);
  return (
    <div ref={track} aria-hidden="true" className="absolute top-2 bottom-2 left-[1.1875rem] w-0.5 rounded-full bg-ink-100 sm:left-[1.6875rem]">
      {!reduceMotion && (
        <div
          ref={bar}
          data-slot="timeline-progress"
          style={{ transform: "scaleY(0)" }}
          className="absolute inset-0 origin-top rounded-full bg-linear-to-b from-brand-600 to-coral-500"
        />
      )}
    </div>
  );
}
