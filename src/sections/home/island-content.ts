import { readHome } from "../../content/files";
import { resolveHome } from "../../content/home-page";
import { withSignatures } from "./svg-assets.server";

/**
 * What each of the home page's islands renders, read from the content files at build time. The
 * islands import their part as `virtual:home/{part}` (astro.config.mjs), so it travels in the
 * island's own cached script, fetched as the section comes into view, instead of in the page's
 * HTML as props (decision 014). The page's static sections read the same file through the
 * content collection.
 */
export function readHomeIslandContent() {
  const home = resolveHome(readHome());
  return {
    "team-stats": { statsPanel: home.statsPanel, statistics: home.statistics, teamImage: home.teamImage },
    features: { intro: home.featuresSection },
    capabilities: { intro: home.capabilitySection, tiles: home.capabilityTiles },
    cases: { intro: home.caseSection, cards: home.caseCards },
    tech: { intro: home.techSection, technologies: home.technologies },
    team: { intro: home.teamSection, members: withSignatures(home.teamMembers) },
    testimonials: { intro: home.testimonialSection, testimonials: home.testimonials },
  };
}

export type HomeIslandContent = ReturnType<typeof readHomeIslandContent>;
export type HomeIslandPart = keyof HomeIslandContent;
