import { Link } from "~/components/ui/link";
import type { SiteNavigation } from "~/content";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/cn";
import { hydrateWhenVisible } from "./hydrate-when-visible";
import { Logo } from "./logo";
import { HEADER_CONDENSE_AT_PX, useScrolledPast } from "./use-scrolled-past";

// Each width shows one of the two menus and the other is hidden (display: none), never in view:
// a phone neither downloads nor runs the desktop menu, a desktop not the phone's.
const DesktopNav = hydrateWhenVisible("desktop-nav", () => import("./desktop-nav").then((m) => m.DesktopNav), {
  className: "hidden flex-1 lg:flex",
});
const MobileNav = hydrateWhenVisible("mobile-nav", () => import("./mobile-nav").then((m) => m.MobileNav), { className: "lg:hidden" });

export function Header({ navigation }: { navigation: SiteNavigation }) {
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
        <Link to={paths.home} aria-label={site.name} className="-m-2 shrink-0 rounded-lg p-2 text-ink-950">
          <Logo className="h-8 w-auto" />
        </Link>
        <DesktopNav navigation={navigation} />
        <MobileNav navigation={navigation} />
      </div>
    </header>
  );
}
