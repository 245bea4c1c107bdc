import { useIntervalIndex } from "./use-interval-index";

export const STACK_ROTATION_MS = 5000;
export const STACK_OFFSET_PX = 10;
export const STACK_SCALE_STEP = 0.1;

/** How far behind the front card a card sits: 0 for the front card, `count - 1` for the last. */
export function stackDepth(index: number, front: number, count: number) {
  return (index - front + count) % count;
}

/** Each card deeper in the stack rises 10px and shrinks by a tenth, scaled from its top edge. */
export function stackTransform(depth: number) {
  return `translateY(${-depth * STACK_OFFSET_PX}px) scale(${1 - depth * STACK_SCALE_STEP})`;
}

type StackOptions = { paused: boolean; reducedMotion: boolean };

/**
 * The stacked cards' front card: the next one comes forward every 5 s, wrapping after the last.
 * Nothing rotates while paused (hover, focus, the pause button) or under reduced motion.
 */
export function useStackedCards(count: number, { paused, reducedMotion }: StackOptions) {
  const [front, setFront] = useIntervalIndex(count, STACK_ROTATION_MS, paused || reducedMotion);
  return { front, bringToFront: setFront, depthOf: (index: number) => stackDepth(index, front, count) };
}
