import { technologyIcon, withSocialIcons } from "./brand-icons";
import { resolveImage } from "./images";
import { ContentError } from "./load";
import type { HomeContent, TeamMember } from "./schema";

const at = (field: string) => `src/content/home/home.yaml: ${field}.id`;

/** A team member's entry (`src/content/team/{id}.yaml`), as the content layer stores it. */
export type TeamEntry = { id: string; data: TeamMember };

/** A team member ready to render: the entry's data, its id, portrait and social icons resolved. */
export function resolveTeamMember({ id, data }: TeamEntry) {
  return {
    id,
    ...data,
    avatar: resolveImage(data.avatar, `src/content/team/${id}.yaml: avatar.id`),
    socials: withSocialIcons(data.socials),
  };
}

export type ResolvedTeamMember = ReturnType<typeof resolveTeamMember>;

/**
 * The home page's content with every image and icon looked up and its team members read from
 * `team` (every entry of the collection), in the order the home page lists them; other fields as
 * written. A link to a member that does not exist is reported with the others (./references.ts).
 */
export function resolveHome(home: HomeContent, team: readonly TeamEntry[]) {
  const members = new Map(team.map((entry) => [entry.id, entry]));
  return {
    ...home,
    caseCards: home.caseCards.map((card, i) => ({ ...card, thumbnail: resolveImage(card.thumbnail, at(`caseCards.${i}.thumbnail`)) })),
    teamMembers: home.teamMembers.map((ref, i) => {
      const entry = members.get(ref.id);
      if (!entry) throw new ContentError(`src/content/home/home.yaml: teamMembers.${i}: no team member "${ref.id}" (src/content/team/)`);
      return resolveTeamMember(entry);
    }),
    technologies: home.techStack.map((id) => ({ id, icon: technologyIcon(id) })),
    testimonials: home.testimonials.map((testimonial, i) => ({ ...testimonial, avatar: resolveImage(testimonial.avatar, at(`testimonials.${i}.avatar`)) })),
    teamImage: resolveImage(home.teamImage, at("teamImage")),
  };
}

export type HomePageContent = ReturnType<typeof resolveHome>;
