import type { ReactNode } from "react";

/**
 * The sticky site header: it condenses once the page scrolls past 100 px. It renders at build time
 * only; `condenseHeaderOnScroll` (header-condense.ts, loaded by the layout) sets `data-condensed`
 * and the styles follow it. Its content (logo and the two menus, each an island of its own) comes
 * from the layout as children. Its classes are in `src/app.css` (the site's chrome).
 */
export function Header({ children }: { children?: ReactNode }) {
  return (
    <header data-condensed="false" className="group/header sticky top-0 z-40 h-(--header-height) [--header-height:4.5rem]">
      {/* The bar condenses (a floating pill 70% wide from lg) once the page has scrolled (header-condense.ts). */}
      <div
        className="relative mx-auto flex h-full w-full items-center justify-between gap-6 border-b border-transparent bg-surface/95 px-[clamp(1rem,4vw,2.5rem)] transition-[width,margin,background-color,box-shadow,border-radius] duration-(--duration-slow) ease-(--ease-out-quint) condensed:bg-surface/80 condensed:shadow-header condensed:backdrop-blur-xl lg:max-w-[1400px] lg:min-w-[800px] max-lg:condensed:border-line lg:condensed:mt-2 lg:condensed:h-[calc(100%-0.5rem)] lg:condensed:w-[70%] lg:condensed:rounded-pill lg:condensed:border-white/60 lg:condensed:gap-3 lg:condensed:px-6"
      >
        {children}
      </div>
    </header>
  );
}
