import { Suspense } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "~/root";
import { homePageContent } from "~/content/home-page";
import { site } from "~/content/site";
import { hydrateWhenVisible } from "~/components/layout/hydrate-when-visible";
import { organizationJsonLd, pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { ClientMarquee } from "~/sections/home/client-marquee";
import { HomeHero } from "~/sections/home/home-hero";
import { clientLogos, withSignatures } from "~/sections/home/svg-assets.server";
import { SloganBand } from "~/sections/home/slogan-band";

// Below the fold: code loaded and HTML hydrated only as the visitor scrolls near each section.
// The heights (measured at 375 and 1280 wide) stand in for each section until it is laid out.
const TeamStats = hydrateWhenVisible("stats", () => import("~/sections/home/team-stats").then((m) => m.TeamStats), {
  height: { narrow: 1670, wide: 1430 },
});
const FeaturesTabs = hydrateWhenVisible("features", () => import("~/sections/home/features-tabs").then((m) => m.FeaturesTabs), {
  height: { narrow: 1690, wide: 920 },
});
const CapabilityStack = hydrateWhenVisible(
  "capabilities",
  () => import("~/sections/home/capability-stack").then((m) => m.CapabilityStack),
  { height: { narrow: 980, wide: 680 } },
);
const CaseStudyGrid = hydrateWhenVisible("cases", () => import("~/sections/home/case-study-grid").then((m) => m.CaseStudyGrid), {
  height: { narrow: 2400, wide: 1520 },
});
const TechStack = hydrateWhenVisible("tech", () => import("~/sections/home/tech-stack").then((m) => m.TechStack), {
  height: { narrow: 960, wide: 720 },
});
// The carousel's next slides sit beside the section's box, so it is always laid out.
const TeamCarousel = hydrateWhenVisible("team", () => import("~/sections/home/team-carousel").then((m) => m.TeamCarousel));
const TestimonialSlider = hydrateWhenVisible(
  "testimonials",
  () => import("~/sections/home/testimonial-slider").then((m) => m.TestimonialSlider),
  { height: { narrow: 1050, wide: 1070 } },
);
const CtaBand = hydrateWhenVisible("cta", () => import("~/sections/home/cta-band").then((m) => m.CtaBand), {
  height: { narrow: 680, wide: 690 },
});

export function loader() {
  const content = homePageContent();
  return { ...content, clientLogos: clientLogos(content.clients), teamMembers: withSignatures(content.teamMembers) };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: site.name, description: site.description, path: paths.home }),
  organizationJsonLd(),
];

export default function Home({ loaderData: content }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      {/* Separate boundaries hydrate in separate tasks. */}
      <Suspense>
        <HomeHero hero={content.hero} />
      </Suspense>
      <Suspense>
        <ClientMarquee label={content.clientsLabel} logos={content.clientLogos} />
      </Suspense>
      <TeamStats statsPanel={content.statsPanel} statistics={content.statistics} teamImage={content.teamImage} />
      {root && <FeaturesTabs intro={content.featuresSection} navigation={root.navigation} />}
      <CapabilityStack intro={content.capabilitySection} tiles={content.capabilityTiles} products={root?.navigation.products ?? []} />
      <CaseStudyGrid intro={content.caseSection} cards={content.caseCards} />
      <TechStack intro={content.techSection} technologies={content.technologies} />
      <TeamCarousel intro={content.teamSection} members={content.teamMembers} />
      <TestimonialSlider intro={content.testimonialSection} testimonials={content.testimonials} />
      <Suspense>
        <SloganBand slogans={content.slogans} />
      </Suspense>
      <CtaBand cta={content.ctaBand} />
    </>
  );
}
