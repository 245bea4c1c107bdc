import { useIntervalIndex } from "./use-interval-index";
import { usePrefersReducedMotion } from "./use-reduced-motion";

export const WORD_ROTATION_MS = 3000;

/** The hero's rotating word: changes every 3 s, stands still under reduced motion. */
export function useRotatingWord(words: readonly string[]) {
  const reduceMotion = usePrefersReducedMotion();
  const [index] = useIntervalIndex(words.length, WORD_ROTATION_MS, reduceMotion);
  return words[index]!;
}
