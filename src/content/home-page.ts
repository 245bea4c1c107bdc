import { technologyIcon, withSocialIcons } from "./brand-icons";
import { resolveImage } from "./images";
import type { HomeContent } from "./schema";

const at = (field: string) => `src/content/home/home.yaml: ${field}.id`;

/** The home page's content with every image and icon looked up, ready to render; other fields as written. */
export function resolveHome(home: HomeContent) {
  return {
    ...home,
    caseCards: home.caseCards.map((card, i) => ({ ...card, thumbnail: resolveImage(card.thumbnail, at(`caseCards.${i}.thumbnail`)) })),
    teamMembers: home.teamMembers.map((member, i) => ({
      ...member,
      avatar: resolveImage(member.avatar, at(`teamMembers.${i}.avatar`)),
      socials: withSocialIcons(member.socials),
    })),
    technologies: home.techStack.map((id) => ({ id, icon: technologyIcon(id) })),
    testimonials: home.testimonials.map((testimonial, i) => ({ ...testimonial, avatar: resolveImage(testimonial.avatar, at(`testimonials.${i}.avatar`)) })),
    teamImage: resolveImage(home.teamImage, at("teamImage")),
  };
}

export type HomePageContent = ReturnType<typeof resolveHome>;
