import { Suspense } from "react";
import type { SiteNavigation } from "~/content";
import { hydrateWhenVisible } from "~/components/layout/hydrate-when-visible";
import { ClientMarquee } from "~/sections/home/client-marquee";
import { HomeHero } from "~/sections/home/home-hero";
import { SloganBand } from "~/sections/home/slogan-band";
import type { loader } from "~/routes/home";

export type HomePageProps = { content: ReturnType<typeof loader>; navigation: SiteNavigation };

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

/** The home page's content, hydrated as one island; its sections below the fold hydrate as they are reached. */
export function HomePage({ content, navigation }: HomePageProps) {
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
      <FeaturesTabs intro={content.featuresSection} navigation={navigation} />
      <CapabilityStack intro={content.capabilitySection} tiles={content.capabilityTiles} products={navigation.products} />
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
