import type { CSSProperties } from "react";

/**
 * A section's usual height in CSS pixels below and from the `lg` breakpoint. Until the section
 * comes near the viewport the browser neither lays it out nor paints it (`content-visibility`)
 * and reserves this height instead, so the page's length and the scroll bar stay right.
 */
export type SectionHeight = { narrow: number; wide: number };

/** The `style` of an `offscreen-lazy` box: the height it stands in with until it is laid out. */
export const estimatedHeightStyle = ({ narrow, wide }: SectionHeight) =>
  ({ "--estimated-height": `${narrow}px`, "--estimated-height-wide": `${wide}px` }) as CSSProperties;
