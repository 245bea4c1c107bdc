import { m, useScroll, useTransform, type MotionValue } from "motion/react";
import { useRef } from "react";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { cardVariants } from "~/components/ui/card";
import { Picture } from "~/components/ui/picture";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomePageContent } from "~/content/home-page";
import { paths } from "~/lib/paths";
import { DESKTOP_MOTION_QUERY, useMediaQuery } from "~/lib/use-media-query";
import { MotionProvider } from "~/components/layout/motion-provider";

export const CASE_GRID_COLUMNS = 5;
/** How far (px) the outer columns drift against the scroll while the grid passes by. */
export const CASE_PARALLAX_PX = 48;

type CaseCard = HomePageContent["caseCards"][number];

/**
 * A case study as a small card, the list item itself: thumbnail, sector, title (the link, whose
 * target covers the card). Fifteen of them, so their parts are named once in `app.css` (`.case-tile`).
 */
function CaseStudyCard({ card, y }: { card: CaseCard; y?: MotionValue<number> }) {
  return (
    <m.li style={y ? { y } : undefined} className={cardVariants({ interactive: true, className: "group case-tile" })}>
      {/* The thumbnails are 320 and 640 wide: a slot up to 320 px takes the larger on a sharp screen. */}
      <Picture image={card.thumbnail} sizes="(min-width: 640px) 320px, 128px" fill />
      <div>
        <Badge variant="brand">{card.tag}</Badge>
        <h3>
          <Link to={paths.caseStudy(card.caseSlug)}>{card.title}</Link>
        </h3>
      </div>
    </m.li>
  );
}

type CaseStudyGridProps = { intro: HomePageContent["caseSection"]; cards: CaseCard[] };

export function CaseStudyGrid({ intro, cards }: CaseStudyGridProps) {
  const ref = useRef<HTMLElement>(null);
  const parallax = useMediaQuery(DESKTOP_MOTION_QUERY);
  const { scrollYProgress } = useScroll({ target: ref, offset: ["start end", "end start"] });
  const rise = useTransform(scrollYProgress, [0, 1], [CASE_PARALLAX_PX, -CASE_PARALLAX_PX]);
  const sink = useTransform(scrollYProgress, [0, 1], [-CASE_PARALLAX_PX / 2, CASE_PARALLAX_PX / 2]);
  const columnShift = (index: number) => (parallax ? ((index % CASE_GRID_COLUMNS) % 2 === 0 ? rise : sink) : undefined);

  return (
    <MotionProvider>
      <Section ref={ref} tone="light" aria-labelledby="cases-title" className="lg:pb-36">
        <SectionHeading id="cases-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
        <ul className="mt-14 grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2 sm:gap-y-8 md:grid-cols-3 lg:mt-20 lg:grid-cols-5">
          {cards.map((card, index) => (
            <CaseStudyCard key={card.thumbnail.id} card={card} y={columnShift(index)} />
          ))}
        </ul>
      </Section>
    </MotionProvider>
  );
}
