import type { Route } from "./+types/case-study";
import { caseStudies, siteNavigation } from "~/content";
import { findOr404 } from "~/content/lookup";
import { resolveCaseStudy } from "~/content/resolve";
import { articleJsonLd, breadcrumbJsonLd, ogImagePath, pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { Island } from "~/islands/island";
import { CaseHero } from "~/sections/case/case-hero";

export function loader({ params }: Route.LoaderArgs) {
  const caseStudy = findOr404(caseStudies, params.slug);
  const path = paths.caseStudy(caseStudy.slug);
  const cases = siteNavigation().cases;
  const next = cases[(cases.findIndex((link) => link.href === path) + 1) % cases.length]!;
  return { path, caseStudy: resolveCaseStudy(caseStudy), next };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { caseStudy, path } = loaderData;
  return [
    ...pageMeta({ title: `${caseStudy.title} case study`, description: caseStudy.metaDescription, path, type: "article" }),
    breadcrumbJsonLd([
      { name: "Case studies", path: "/#case-studies" },
      { name: caseStudy.title, path },
    ]),
    articleJsonLd({ title: caseStudy.heroTitle, description: caseStudy.metaDescription, path, image: ogImagePath(path) }),
  ];
};

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
      <Island
        name="case-timeline"
        props={{ timelineData: caseStudy.timelineData, technologies: caseStudy.technologies, metrics: caseStudy.metrics }}
      />
      <Island name="next-case" props={{ next }} />
    </>
  );
}
