import type { ReactNode } from "react";

/**
 * The sticky site header: it condenses once the page scrolls past 100 px. It renders at build time
 * only; `condenseHeaderOnScroll` (header-condense.ts, loaded by the layout) sets `data-condensed`
 * and the styles follow it. Its content (logo and the two menus, each an island of its own) comes
 * from the layout as children.
 */
export function Header({ children }: { children?: ReactNode }) {
  return (
    <header data-condensed="false" className="group/header sticky top-0 z-40 h-(--header-height) [--header-height:4.5rem]">
      <div className="relative mx-auto flex h-full w-full items-center justify-between gap-6 border-b border-transparent bg-surface/95 px-[clamp(1rem,4vw,2.5rem)] transition-[width,margin,background-color,box-shadow,border-radius] duration-(--duration-slow) ease-(--ease-out-quint) group-data-[condensed=true]/header:bg-surface/80 group-data-[condensed=true]/header:shadow-header group-data-[condensed=true]/header:backdrop-blur-xl lg:max-w-[1400px] lg:min-w-[800px] max-lg:group-data-[condensed=true]/header:border-line lg:group-data-[condensed=true]/header:mt-2 lg:group-data-[condensed=true]/header:h-[calc(100%-0.5rem)] lg:group-data-[condensed=true]/header:w-[70%] lg:group-data-[condensed=true]/header:rounded-pill lg:group-data-[condensed=true]/header:border-white/60 lg:group-data-[condensed=true]/header:gap-3 lg:group-data-[condensed=true]/header:px-6">
        {children}
      </div>
    </header>
  );
}
