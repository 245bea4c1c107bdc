import { m, useScroll, useTransform, type MotionStyle } from "motion/react";
import { useRef, type ReactNode } from "react";
import { MotionProvider } from "~/components/layout/motion-provider";
import { Badge } from "~/components/ui/badge";
import { cardVariants } from "~/components/ui/card";
import { Picture } from "~/components/ui/picture";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";
import { DESKTOP_MOTION_QUERY, useMediaQuery } from "~/lib/use-media-query";

export const CASE_GRID_COLUMNS = 5;
/** How far (px) the outer columns drift against the scroll while the grid passes by. */
export const CASE_PARALLAX_PX = 48;

type CaseCard = HomePageContent["caseCards"][number];

/**
 * A case study as a small card, the list item itself: thumbnail, sector, title (the link, whose
 * target covers the card): side by side on a phone, stacked from sm. Its column drifts with the
 * scroll (a transform, set by `CaseDrift` at once); only the hover lift (translate) eases.
 */
function CaseStudyCard({ card, rises }: { card: CaseCard; rises: boolean }) {
  return (
    <li
      className={cardVariants({
        interactive: true,
        className: cn(
          "group h-full transition-[box-shadow,translate] max-sm:flex-row has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand-600",
          rises ? "[transform:translateY(calc(var(--case-rise,0)*1px))]" : "[transform:translateY(calc(var(--case-sink,0)*1px))]",
        ),
      })}
    >
      {/* The thumbnails are 320 and 640 wide: a slot up to 320 px takes the larger on a sharp screen. */}
      <Picture
        image={card.thumbnail}
        sizes="(min-width: 640px) 320px, 128px"
        className="block aspect-[4/3] w-32 shrink-0 overflow-hidden bg-surface-sunken max-sm:self-stretch sm:w-full"
        imgClassName="transition-transform duration-700 ease-(--ease-out-quint) group-hover:scale-105"
        fill
      />
      <div className="flex flex-1 flex-col gap-2.5 p-5 max-sm:justify-center max-sm:p-4">
        <Badge variant="brand">{card.tag}</Badge>
        <h3 className="font-display text-base font-semibold sm:text-lg">
          <a
            href={paths.caseStudy(card.case.id)}
            className="decoration-2 underline-offset-4 group-hover:underline after:absolute after:inset-0 focus-visible:outline-none"
          >
            {card.title}
          </a>
        </h3>
      </div>
    </li>
  );
}

/** The cards, drawn at build time; every other column of the desktop's five rises as the page scrolls, the rest sink. */
export function CaseCards({ cards }: { cards: CaseCard[] }) {
  return (
    <ul className="mt-14 grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2 sm:gap-y-8 md:grid-cols-3 lg:mt-20 lg:grid-cols-5">
      {cards.map((card, index) => (
        <CaseStudyCard key={card.thumbnail.id} card={card} rises={(index % CASE_GRID_COLUMNS) % 2 === 0} />
      ))}
    </ul>
  );
}

/**
 * The columns' drift on a desktop: an island whose only work is two numbers, how far the rising and
 * the sinking columns of its children (`CaseCards`) have moved (`--case-rise`, `--case-sink`).
 */
export function CaseDrift({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const parallax = useMediaQuery(DESKTOP_MOTION_QUERY);
  const { scrollYProgress } = useScroll({ target: ref, offset: ["start end", "end start"] });
  const rise = useTransform(scrollYProgress, [0, 1], [CASE_PARALLAX_PX, -CASE_PARALLAX_PX]);
  const sink = useTransform(scrollYProgress, [0, 1], [-CASE_PARALLAX_PX / 2, CASE_PARALLAX_PX / 2]);
  return (
    <MotionProvider>
      <m.div ref={ref} style={parallax ? ({ "--case-rise": rise, "--case-sink": sink } as MotionStyle) : undefined}>
        {children}
      </m.div>
    </MotionProvider>
  );
}

/** The case studies section, drawn at build time; its child is the `CaseDrift` island. */
export function CaseStudyGrid({ intro, children }: { intro: HomePageContent["caseSection"]; children: ReactNode }) {
  return (
    <Section tone="light" aria-labelledby="cases-title" className="lg:pb-36">
      <SectionHeading id="cases-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
      {children}
    </Section>
  );
}
