import type { loader } from "~/routes/case-study";
import { CaseHero } from "~/sections/case/case-hero";
import { CaseTimeline } from "~/sections/case/case-timeline";
import { NextCase } from "~/sections/case/next-case";

export type CaseStudyPageProps = Omit<ReturnType<typeof loader>, "path">;

/** A case study, hydrated as one island. */
export function CaseStudyPage({ caseStudy, next }: CaseStudyPageProps) {
  return (
    <>
      <CaseHero
        industry={caseStudy.industry}
        client={caseStudy.client}
        title={caseStudy.heroTitle}
        subtitle={caseStudy.heroSubtitle}
        image={caseStudy.heroImg}
      />
      <CaseTimeline timelineData={caseStudy.timelineData} technologies={caseStudy.technologies} metrics={caseStudy.metrics} />
      <NextCase next={next} />
    </>
  );
}
