import { useEffect, useState } from "react";

/**
 * An index that steps through `count` items every `intervalMs`, wrapping at the end.
 * It stands still while `paused` (hover, focus, reduced motion).
 */
export function useIntervalIndex(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return [index, setIndex] as const;
}
