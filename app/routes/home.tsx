import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "~/root";
import { homePageContent } from "~/content/home-page";
import { site } from "~/content/site";
import { HydrationBoundary } from "~/components/layout/hydration-boundary";
import { MotionProvider } from "~/components/layout/motion-provider";
import { organizationJsonLd, pageMeta } from "~/lib/seo";
import { paths } from "~/lib/paths";
import { CapabilityStack } from "~/sections/home/capability-stack";
import { CaseStudyGrid } from "~/sections/home/case-study-grid";
import { ClientMarquee } from "~/sections/home/client-marquee";
import { CtaBand } from "~/sections/home/cta-band";
import { FeaturesTabs } from "~/sections/home/features-tabs";
import { HomeHero } from "~/sections/home/home-hero";
import { clientLogos, withSignatures } from "~/sections/home/svg-assets.server";
import { SloganBand } from "~/sections/home/slogan-band";
import { TeamCarousel } from "~/sections/home/team-carousel";
import { TeamStats } from "~/sections/home/team-stats";
import { TechStack } from "~/sections/home/tech-stack";
import { TestimonialSlider } from "~/sections/home/testimonial-slider";

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
    <MotionProvider>
      <HydrationBoundary>
        <HomeHero hero={content.hero} />
      </HydrationBoundary>
      <HydrationBoundary>
        <ClientMarquee label={content.clientsLabel} logos={content.clientLogos} />
      </HydrationBoundary>
      <HydrationBoundary>
        <TeamStats statsPanel={content.statsPanel} statistics={content.statistics} teamImage={content.teamImage} />
      </HydrationBoundary>
      <HydrationBoundary>{root && <FeaturesTabs intro={content.featuresSection} navigation={root.navigation} />}</HydrationBoundary>
      <HydrationBoundary>
        <CapabilityStack intro={content.capabilitySection} tiles={content.capabilityTiles} products={root?.navigation.products ?? []} />
      </HydrationBoundary>
      <HydrationBoundary>
        <CaseStudyGrid intro={content.caseSection} cards={content.caseCards} />
      </HydrationBoundary>
      <HydrationBoundary>
        <TechStack intro={content.techSection} technologies={content.technologies} />
      </HydrationBoundary>
      <HydrationBoundary>
        <TeamCarousel intro={content.teamSection} members={content.teamMembers} />
      </HydrationBoundary>
      <HydrationBoundary>
        <TestimonialSlider intro={content.testimonialSection} testimonials={content.testimonials} />
      </HydrationBoundary>
      <HydrationBoundary>
        <SloganBand slogans={content.slogans} />
      </HydrationBoundary>
      <HydrationBoundary>
        <CtaBand cta={content.ctaBand} />
      </HydrationBoundary>
    </MotionProvider>
  );
}
