import { cn } from "~/lib/cn";
import { lazy, Suspense, useEffect, type ComponentType, type CSSProperties } from "react";

/** A section starts loading and hydrating as it enters the viewport, not before: the first screen does not wait for it. */
const HYDRATE_AHEAD = "0px";

function nearViewport(element: Element) {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: HYDRATE_AHEAD },
    );
    observer.observe(element);
  });
}

/**
 * A section's usual height in CSS pixels below and from the `lg` breakpoint. Until the section
 * comes near the viewport the browser neither lays it out nor paints it (`content-visibility`)
 * and reserves this height instead, so the page's length and the scroll bar stay right.
 */
export type SectionHeight = { narrow: number; wide: number };

/** The `style` of an `offscreen-lazy` box: the height it stands in with until it is laid out. */
export const estimatedHeightStyle = ({ narrow, wide }: SectionHeight) =>
  ({ "--estimated-height": `${narrow}px`, "--estimated-height-wide": `${wide}px` }) as CSSProperties;

/**
 * A page section whose code loads, and whose prerendered HTML hydrates, only when it comes near
 * the viewport. Until then the visitor sees (and can read, follow links in) the static HTML, and
 * the first load neither downloads nor runs it. Rendered on the client without prerendered HTML
 * (a client-side navigation on the dev server), it loads at once. `data-hydrated` tells when it
 * is live.
 */
export function hydrateWhenVisible<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  {
    height: estimatedHeight,
    className,
  }: {
    /**
     * Leave out for a section whose content reaches beyond its box (a carousel's next slides):
     * skipping its paint would clip them, and their lazy images would load only once swiped in.
     */
    height?: SectionHeight;
    /**
     * The wrapper's own classes. A wrapper hidden at some widths (`hidden lg:flex`) never enters
     * the viewport there, so its code is neither downloaded nor run at those widths.
     */
    className?: string;
  } = {},
) {
  const selector = `[data-hydrate="${name}"]`;

  function MarkHydrated() {
    useEffect(() => {
      document.querySelector(selector)?.setAttribute("data-hydrated", "true");
    }, []);
    return null;
  }

  const Lazy = lazy(async () => {
    const prerendered = typeof document === "undefined" ? null : document.querySelector(selector);
    if (prerendered?.hasChildNodes()) await nearViewport(prerendered);
    const Section = await load();
    return {
      default: (props: Props) => (
        <>
          <Section {...props} />
          <MarkHydrated />
        </>
      ),
    };
  });

  function DeferredSection(props: Props) {
    return (
      <div
        data-hydrate={name}
        className={cn(className, estimatedHeight && "offscreen-lazy")}
        style={estimatedHeight && estimatedHeightStyle(estimatedHeight)}
      >
        <Suspense>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  DeferredSection.displayName = `HydrateWhenVisible(${name})`;
  return DeferredSection;
}
