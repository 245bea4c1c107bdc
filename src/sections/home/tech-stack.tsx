import Move from "lucide-react/icons/move";
import { m } from "motion/react";
import { useRef, type ReactNode } from "react";
import { Section, SectionHeading } from "~/components/ui/section";
import { BrandLogo } from "~/components/ui/brand-logo";
import type { HomePageContent } from "~/content/home-page";
import { cn } from "~/lib/cn";
import { useMediaQuery } from "~/lib/use-media-query";
import { MotionProvider } from "~/components/layout/motion-provider";

/** Dragging is for mouse and pen; on touch screens a swipe must keep scrolling the page. */
export const DRAG_POINTER_QUERY = "(hover: hover) and (pointer: fine)";

/**
 * The technologies as cards a mouse can drag about the section (an island: dragging needs each card
 * to be a component of its own), every one within its list.
 */
export function TechCards({ technologies }: { technologies: HomePageContent["technologies"] }) {
  const ref = useRef<HTMLUListElement>(null);
  const draggable = useMediaQuery(DRAG_POINTER_QUERY);
  return (
    <MotionProvider>
      <ul ref={ref} aria-label="Technologies we use" className="relative mx-auto mt-12 flex max-w-5xl flex-wrap justify-center gap-3 sm:gap-4">
        {technologies.map(({ id, icon }) => (
          <m.li
            key={id}
            drag={draggable}
            dragConstraints={ref}
            dragElastic={0.25}
            whileDrag={{ scale: 1.08, zIndex: 10 }}
            className={cn(
              "tech-card flex items-center gap-3 rounded-2xl bg-white px-4 py-3 font-display text-base font-semibold text-ink-900 shadow-[0_18px_40px_-18px_rgb(0_0_0/0.7)] ring-1 ring-white/20 select-none sm:px-5 sm:py-3.5 sm:text-lg",
              draggable && "cursor-grab active:cursor-grabbing",
            )}
          >
            <BrandLogo icon={icon} className="size-6 sm:size-7" />
            {icon.title}
          </m.li>
        ))}
      </ul>
    </MotionProvider>
  );
}

/** The technology section, drawn at build time; its child is the `TechCards` island. */
export function TechStack({ intro, children }: { intro: HomePageContent["techSection"]; children: ReactNode }) {
  return (
    <Section tone="dark" aria-labelledby="tech-title" className="overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle,rgb(255_255_255/0.07)_1px,transparent_1px)] bg-[size:28px_28px] mask-radial-from-40% mask-radial-to-80%"
      />
      <SectionHeading id="tech-title" tone="dark" align="center" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
      <p aria-hidden="true" className="mt-8 hidden items-center justify-center gap-2 text-sm text-ink-300 pointer-fine:flex">
        <Move className="size-4" />
        Drag the cards around
      </p>
      {children}
    </Section>
  );
}
