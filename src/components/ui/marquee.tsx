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
 * A row that scrolls sideways forever with CSS alone. The copy that makes the loop seamless is
 * hidden from assistive technology and focus; hovering or focusing pauses it, and under reduced
 * motion the items simply wrap in a still row.
 */
export function Marquee({ className, children, durationSeconds = 40, fade = true, gap = "3rem", style, ...props }: MarqueeProps) {
  const group =
    "flex min-w-screen shrink-0 items-center justify-around gap-(--marquee-gap) pr-(--marquee-gap) motion-reduce:w-full motion-reduce:min-w-0 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:gap-y-5 motion-reduce:px-4 motion-reduce:justify-center";
  return (
    <div
      data-slot="marquee"
      className={cn(
        "group/marquee relative flex overflow-hidden motion-reduce:justify-center",
        fade && "mask-x-from-85% mask-x-to-100% motion-reduce:mask-none",
        className,
      )}
      style={{ "--marquee-duration": `${durationSeconds}s`, "--marquee-gap": gap, ...style } as React.CSSProperties}
      {...props}
    >
      <div
        data-slot="marquee-track"
        className="flex w-max animate-marquee group-focus-within/marquee:[animation-play-state:paused] group-hover/marquee:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
      >
        <ul data-slot="marquee-group" className={group}>
          {children}
        </ul>
        <ul data-slot="marquee-group" aria-hidden="true" inert className={cn(group, "motion-reduce:hidden")}>
          {children}
        </ul>
      </div>
    </div>
  );
}
