import type * as React from "react";
import { cn } from "~/lib/cn";

type MarqueeProps = React.ComponentProps<"div"> & {
  /** The `<li>` items of the row. */
  children: React.ReactNode;
  /** Seconds for one full loop; longer is calmer. */
  durationSeconds?: number;
  /** Fade the ends into the background. */
  fade?: boolean;
  /** Space between items, any CSS length. */
  gap?: string;
};

/**
 * Appends the copy of the row that makes the loop seamless, hidden from assistive technology and
 * focus. Self-contained: the marquee inlines its source after its track, so the copy is made as
 * the page is parsed, before the first paint, and the items are not in the HTML twice.
 */
export function copyMarqueeRow(track: Element) {
  const row = track.firstElementChild!;
  // Through the parser, not `cloneNode(true)`: a cloned image receives its `src` before its
  // `loading="lazy"` and is fetched at once, while the row's own logos wait for the stylesheet.
  const copy = row.cloneNode(false) as HTMLElement;
  copy.innerHTML = row.innerHTML;
  copy.setAttribute("aria-hidden", "true");
  copy.inert = true;
  copy.classList.add("marquee-copy");
  track.append(copy);
}
const COPY_SCRIPT = `(${copyMarqueeRow.toString()})(document.currentScript.previousElementSibling)`;

/**
 * A row that scrolls sideways forever with CSS alone, once its copy is in place (`copyMarqueeRow`):
 * without JavaScript the items stand still in a centred row. Hovering or focusing pauses it, and
 * under reduced motion the items simply wrap in a still row. Its parts are `.marquee*` in `app.css`.
 */
export function Marquee({ className, children, durationSeconds = 40, fade = true, gap = "3rem", style, ...props }: MarqueeProps) {
  return (
    <div
      data-slot="marquee"
      className={cn("group/marquee marquee", fade && "marquee-fade", className)}
      style={{ "--marquee-duration": `${durationSeconds}s`, "--marquee-gap": gap, ...style } as React.CSSProperties}
      {...props}
    >
      <div data-slot="marquee-track" className="marquee-track">
        <ul data-slot="marquee-group" className="marquee-group">
          {children}
        </ul>
      </div>
      <script data-inline-script="marquee-copy" dangerouslySetInnerHTML={{ __html: COPY_SCRIPT }} />
    </div>
  );
}
