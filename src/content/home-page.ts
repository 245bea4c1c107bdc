import { technologyIcon, withSocialIcons } from "./brand-icons";
import { resolveImage } from "./images";
import type { HomeContent } from "./schema";

/** The home page's content with every image and icon looked up, ready to render; other fields as written. */
export function resolveHome(home: HomeContent) {
  return {
    ...home,
    caseCards: home.caseCards.map((card) => ({ ...card, thumbnail: resolveImage(card.thumbnail) })),
    teamMembers: home.teamMembers.map((member) => ({
      ...member,
      avatar: resolveImage(member.avatar),
      socials: withSocialIcons(member.socials),
    })),
    technologies: home.techStack.map((id) => ({ id, icon: technologyIcon(id) })),
    testimonials: home.testimonials.map((testimonial) => ({ ...testimonial, src: resolveImage(testimonial.src) })),
    teamImage: resolveImage(home.teamImage),
  };
}

export type HomePageContent = ReturnType<typeof resolveHome>;
