import { z } from "zod";
import * as home from "./home";
import { technologyIcon, withSocialIcons } from "./brand-icons";
import { resolveImage } from "./images";
import { parseContent } from "./load";
import {
  capabilityTileSchema,
  caseCardSchema,
  statisticSchema,
  teamMemberSchema,
  testimonialSchema,
} from "./schema";

const FILE = "app/content/home.ts";

const homeSchema = z.object({
  statistics: z.array(statisticSchema).length(9),
  capabilityTiles: z.array(capabilityTileSchema).length(8),
  caseCards: z.array(caseCardSchema).length(15),
  teamMembers: z.array(teamMemberSchema).length(4),
  testimonials: z.array(testimonialSchema).length(4),
  clients: z.array(z.string().min(1)).min(6),
  slogans: z.array(z.string().min(1)).min(3),
});

/** The home page's content, validated and with every image resolved, for the home route loader. */
export function homePageContent() {
  const parsed = parseContent(FILE, home, homeSchema);
  return {
    hero: home.heroContent,
    statsPanel: home.statsPanel,
    featuresSection: home.featuresSection,
    capabilitySection: home.capabilitySection,
    caseSection: home.caseSection,
    techSection: home.techSection,
    teamSection: home.teamSection,
    testimonialSection: home.testimonialSection,
    clientsLabel: home.clientsLabel,
    ctaBand: home.ctaBand,
    statistics: parsed.statistics,
    capabilityTiles: parsed.capabilityTiles,
    caseCards: parsed.caseCards.map((card) => ({ ...card, thumbnail: resolveImage(card.thumbnail) })),
    teamMembers: parsed.teamMembers.map((member) => ({ ...member, avatar: resolveImage(member.avatar), socials: withSocialIcons(member.socials) })),
    technologies: home.techStack.map((id) => ({ id, icon: technologyIcon(id) })),
    testimonials: parsed.testimonials.map((testimonial) => ({ ...testimonial, src: resolveImage(testimonial.src) })),
    clients: parsed.clients,
    slogans: parsed.slogans,
    teamImage: resolveImage({ id: "home/team", alt: "The Kovira Labs team reviewing a product roadmap together around a large screen" }),
  };
}

export type HomePageContent = ReturnType<typeof homePageContent>;
