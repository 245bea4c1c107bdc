import type { ReactNode } from "react";

/**
 * The sticky site header: it condenses once the page scrolls past 100 px. It renders at build time
 * only; `condenseHeaderOnScroll` (header-condense.ts, loaded by the layout) sets `data-condensed`
 * and the styles follow it. Its content (logo and the two menus, each an island of its own) comes
 * from the layout as children. Its classes are in `src/app.css` (the site's chrome).
 */
export function Header({ children }: { children?: ReactNode }) {
  return (
    <header data-condensed="false" className="group/header site-header">
      <div className="header-bar">
        {children}
      </div>
    </header>
  );
}
