import { m, useScroll, useTransform, type MotionValue } from "motion/react";
import { useRef } from "react";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { Card, CardBody, CardTitle } from "~/components/ui/card";
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

function CaseStudyCard({ card, y }: { card: CaseCard; y?: MotionValue<number> }) {
  return (
    <m.li style={y ? { y } : undefined} className="h-full">
      <Card
        interactive
        className="group h-full max-sm:flex-row has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand-600"
      >
        <div className="aspect-[4/3] w-32 shrink-0 overflow-hidden bg-surface-sunken max-sm:self-stretch sm:w-full">
          <Picture
            image={card.thumbnail}
            sizes="(min-width: 1280px) 240px, (min-width: 1024px) 19vw, (min-width: 768px) 31vw, (min-width: 640px) 47vw, 128px"
            className="block size-full"
            fill
            imgClassName="transition-transform duration-700 ease-(--ease-out-quint) group-hover:scale-105"
          />
        </div>
        <CardBody snug className="max-sm:justify-center max-sm:p-4">
          <Badge variant="brand">{card.tag}</Badge>
          <CardTitle size="responsive">
            <Link
              to={paths.caseStudy(card.caseSlug)}
              className="decoration-2 underline-offset-4 group-hover:underline after:absolute after:inset-0 focus-visible:outline-none"
            >
              {card.title}
            </Link>
          </CardTitle>
        </CardBody>
      </Card>
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
