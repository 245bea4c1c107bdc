import type { Route } from "./+types/case-study";
import { caseStudies, siteNavigation } from "~/content";
import { findOr404 } from "~/content/lookup";
import { resolveCaseStudy } from "~/content/resolve";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { CaseHero } from "~/sections/case/case-hero";
import { CaseTimeline } from "~/sections/case/case-timeline";
import { NextCase } from "~/sections/case/next-case";

export function loader({ params }: Route.LoaderArgs) {
  const caseStudy = findOr404(caseStudies, params.slug);
  const path = paths.caseStudy(caseStudy.slug);
  const cases = siteNavigation().cases;
  const next = cases[(cases.findIndex((link) => link.href === path) + 1) % cases.length]!;
  return { path, caseStudy: resolveCaseStudy(caseStudy), next };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: loaderData.caseStudy.title, description: loaderData.caseStudy.metaDescription, path: loaderData.path, type: "article" })
    : [];

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { caseStudy, next } = loaderData;
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
