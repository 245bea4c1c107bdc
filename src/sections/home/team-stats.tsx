import { cn } from "~/lib/cn";
import { m, useScroll, useTransform } from "motion/react";
import { useRef } from "react";
import { StatIcon } from "~/components/ui/stat-icon";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { useCountUp } from "~/lib/use-count-up";
import { DESKTOP_MOTION_QUERY, useMediaQuery } from "~/lib/use-media-query";
import { MotionProvider } from "~/components/layout/motion-provider";

/** How far the team photo is inset (percent) before it has scrolled fully into view. */
export const REVEAL_INSET_PERCENT = 9;
export const REVEAL_ZOOM = 1.12;

type Statistic = HomePageContent["statistics"][number];

function TeamImageReveal({ image }: { image: HomePageContent["teamImage"] }) {
  const ref = useRef<HTMLDivElement>(null);
  const reveal = useMediaQuery(DESKTOP_MOTION_QUERY);
  const { scrollYProgress } = useScroll({ target: ref, offset: ["start end", "end end"] });
  const clipPath = useTransform(scrollYProgress, (p) => {
    const inset = (1 - p) * REVEAL_INSET_PERCENT;
    return `inset(${inset}% ${inset * 1.4}% round ${20 + (1 - p) * 28}px)`;
  });
  const scale = useTransform(scrollYProgress, [0, 1], [REVEAL_ZOOM, 1]);
  return (
    <m.div ref={ref} style={reveal ? { clipPath } : undefined} className="relative mt-14 overflow-hidden rounded-card sm:mt-20">
      <m.div style={reveal ? { scale } : undefined} className="aspect-[4/3] sm:aspect-[16/9] lg:aspect-[21/9]">
        <Picture image={image} sizes="(min-width: 1280px) 1200px, 94vw" className="block size-full" fill />
      </m.div>
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-ink-950/70 via-transparent to-transparent" />
    </m.div>
  );
}

/**
 * A figure, counted up from zero once in view. Its box is as wide as the final figure from the first
 * frame (`data-final`, drawn invisibly by its `::after`), so the panel does not move while it
 * counts; assistive technology reads the final figure and its unit once, from the hidden text.
 */
function StatFigure({ stat, progress }: { stat: Statistic; progress: number }) {
  const final = `${stat.value}${stat.suffix}`;
  return (
    <dd className="order-first font-display text-4xl font-semibold tracking-tight tabular-nums sm:text-5xl">
      <StatIcon
        name={stat.icon}
        className="mb-5 box-content size-5 rounded-xl bg-white/8 p-2.5 text-coral-400 ring-1 ring-white/10 ring-inset"
      />
      <span className="sr-only">{stat.unit ? `${final} ${stat.unit}` : final}</span>
      <span aria-hidden="true" className="inline-flex flex-col after:invisible after:h-0 after:overflow-hidden after:content-[attr(data-final)]" data-final={final}>
        {`${Math.round(stat.value * progress)}${stat.suffix}`}
      </span>
      {stat.unit && (
        <span aria-hidden="true" className="ml-2 font-sans text-base font-medium tracking-normal text-ink-300">
          {stat.unit}
        </span>
      )}
    </dd>
  );
}

function StatsPanel({ statistics }: { statistics: Statistic[] }) {
  const [ref, progress] = useCountUp<HTMLDListElement>();
  return (
    <dl
      ref={ref}
      className="relative z-10 mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 sm:grid-cols-3 lg:mx-10 lg:-mt-28 lg:shadow-[0_40px_80px_-24px_rgb(0_0_0/0.6)]"
    >
      {statistics.map((stat, index) => (
        // Its label under the figure, which follows its icon; the last one spans the phone's two columns.
        <div
          key={stat.title}
          className={cn(
            "flex flex-col gap-2 bg-ink-900 p-5 sm:p-8 lg:bg-ink-900/90 lg:backdrop-blur-xl",
            index === statistics.length - 1 && "max-sm:col-span-2",
          )}
        >
          <dt className="text-sm leading-snug text-ink-300 sm:text-base">{stat.title}</dt>
          <StatFigure stat={stat} progress={progress} />
        </div>
      ))}
    </dl>
  );
}

type TeamStatsProps = Pick<HomePageContent, "statsPanel" | "statistics" | "teamImage">;

export function TeamStats({ statsPanel, statistics, teamImage }: TeamStatsProps) {
  return (
    <MotionProvider>
      <Section tone="dark" aria-labelledby="stats-title" className="overflow-hidden">
        <div className="grid gap-6 lg:grid-cols-[1.1fr_1fr] lg:items-end lg:gap-16">
          <h2 id="stats-title" className="text-display-md font-semibold">
            {statsPanel.title}
          </h2>
          <p className="text-lg leading-relaxed text-ink-200">{statsPanel.text}</p>
        </div>
        <TeamImageReveal image={teamImage} />
        <StatsPanel statistics={statistics} />
      </Section>
    </MotionProvider>
  );
}
