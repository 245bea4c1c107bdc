import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { HEADER_CONDENSE_AT_PX, useScrolledPast } from "./use-scrolled-past";

/**
 * The sticky site header: it condenses once the page scrolls past 100 px. Its content (logo and
 * the two menus, each an island of its own) comes from the layout as children.
 */
export function Header({ children }: { children?: ReactNode }) {
  const condensed = useScrolledPast(HEADER_CONDENSE_AT_PX);
  return (
    <header data-condensed={condensed} className="sticky top-0 z-40 h-(--header-height) [--header-height:4.5rem]">
      <div
        className={cn(
          "relative mx-auto flex h-full w-full items-center justify-between gap-6 border-b border-transparent px-[clamp(1rem,4vw,2.5rem)] transition-[width,margin,background-color,box-shadow,border-radius] duration-(--duration-slow) ease-(--ease-out-quint) lg:max-w-[1400px] lg:min-w-[800px]",
          condensed
            ? "bg-surface/80 shadow-header backdrop-blur-xl max-lg:border-line lg:mt-2 lg:h-[calc(100%-0.5rem)] lg:w-[70%] lg:rounded-pill lg:border-white/60 lg:px-6"
            : "bg-surface/95",
        )}
      >
        {children}
      </div>
    </header>
  );
}
