import { m, useScroll, useTransform } from "motion/react";
import { useEffect, useRef, type ReactNode } from "react";
import { MotionProvider } from "~/components/layout/motion-provider";
import { StatIcon } from "~/components/ui/stat-icon";
import { Section } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { cn } from "~/lib/cn";
import { useCountUp } from "~/lib/use-count-up";
import { DESKTOP_MOTION_QUERY, useMediaQuery } from "~/lib/use-media-query";

/** How far the team photo is inset (percent) before it has scrolled fully into view. */
export const REVEAL_INSET_PERCENT = 9;
export const REVEAL_ZOOM = 1.12;

type Statistic = HomePageContent["statistics"][number];

/**
 * The team photo (its children, drawn at build time), unveiled as it scrolls into view on a
 * desktop: an island, whose only work is the photo's clip and zoom.
 */
export function TeamImageReveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reveal = useMediaQuery(DESKTOP_MOTION_QUERY);
  const { scrollYProgress } = useScroll({ target: ref, offset: ["start end", "end end"] });
  const clipPath = useTransform(scrollYProgress, (p) => {
    const inset = (1 - p) * REVEAL_INSET_PERCENT;
    return `inset(${inset}% ${inset * 1.4}% round ${20 + (1 - p) * 28}px)`;
  });
  const scale = useTransform(scrollYProgress, [0, 1], [REVEAL_ZOOM, 1]);
  return (
    <MotionProvider>
      <m.div ref={ref} style={reveal ? { clipPath } : undefined} className="relative mt-14 overflow-hidden rounded-card sm:mt-20">
        <m.div style={reveal ? { scale } : undefined} className="aspect-[4/3] sm:aspect-[16/9] lg:aspect-[21/9]">
          {children}
        </m.div>
        <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-ink-950/70 via-transparent to-transparent" />
      </m.div>
    </MotionProvider>
  );
}

/** What a figure shows while it counts: `data-count` is its final value, `data-suffix` what follows it. */
const COUNTED = "[data-count]";

/**
 * Counts the figures inside it (its children, drawn at build time with their final values) up from
 * zero once they scroll into view: an island, whose only work is the figures' text.
 */
export function CountUp({ children }: { children: ReactNode }) {
  const [ref, progress] = useCountUp<HTMLDivElement>();
  useEffect(() => {
    for (const figure of ref.current?.querySelectorAll<HTMLElement>(COUNTED) ?? [])
      figure.textContent = `${Math.round(Number(figure.dataset.count) * progress)}${figure.dataset.suffix ?? ""}`;
  }, [ref, progress]);
  return (
    <div ref={ref} className="relative z-10">
      {children}
    </div>
  );
}

/**
 * A figure, drawn final. Its box is as wide as the final figure whatever it shows (`data-final`,
 * drawn invisibly by its `::after`), so the panel does not move while `CountUp` counts it;
 * assistive technology reads the final figure and its unit once, from the hidden text.
 */
function StatFigure({ stat }: { stat: Statistic }) {
  const final = `${stat.value}${stat.suffix}`;
  return (
    <dd className="order-first font-display text-4xl font-semibold tracking-tight tabular-nums sm:text-5xl">
      <StatIcon
        name={stat.icon}
        className="mb-5 box-content size-5 rounded-xl bg-white/8 p-2.5 text-coral-400 ring-1 ring-white/10 ring-inset"
      />
      <span className="sr-only">{stat.unit ? `${final} ${stat.unit}` : final}</span>
      <span aria-hidden="true" className="inline-flex flex-col after:invisible after:h-0 after:overflow-hidden after:content-[attr(data-final)]" data-final={final}>
        <span data-count={stat.value} data-suffix={stat.suffix}>
          {final}
        </span>
      </span>
      {stat.unit && (
        <span aria-hidden="true" className="ml-2 font-sans text-base font-medium tracking-normal text-ink-300">
          {stat.unit}
        </span>
      )}
    </dd>
  );
}

/** The statistics, each label under its figure; the last one spans the phone's two columns. */
export function StatsPanel({ statistics }: { statistics: Statistic[] }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 sm:grid-cols-3 lg:mx-10 lg:-mt-28 lg:shadow-[0_40px_80px_-24px_rgb(0_0_0/0.6)]">
      {statistics.map((stat, index) => (
        <div
          key={stat.title}
          className={cn(
            "flex flex-col gap-2 bg-ink-900 p-5 sm:p-8 lg:bg-ink-900/90 lg:backdrop-blur-xl",
            index === statistics.length - 1 && "max-sm:col-span-2",
          )}
        >
          <dt className="text-sm leading-snug text-ink-300 sm:text-base">{stat.title}</dt>
          <StatFigure stat={stat} />
        </div>
      ))}
    </dl>
  );
}

/**
 * The team's photo and the company's figures, drawn at build time. Its children are its two moving
 * parts, islands of their own: the photo in `TeamImageReveal`, then the `StatsPanel` in `CountUp`.
 */
export function TeamStats({ intro, children }: { intro: HomePageContent["statsPanel"]; children: ReactNode }) {
  return (
    <Section tone="dark" aria-labelledby="stats-title" className="overflow-hidden">
      <div className="grid gap-6 lg:grid-cols-[1.1fr_1fr] lg:items-end lg:gap-16">
        <h2 id="stats-title" className="text-display-md font-semibold">
          {intro.title}
        </h2>
        <p className="text-lg leading-relaxed text-ink-200">{intro.text}</p>
      </div>
      {children}
    </Section>
  );
}
