import { technologyIcon, withSocialIcons } from "./brand-icons";
import { resolveImage } from "./images";
import { ContentError } from "./load";
import { withCounts, type ContentCounts, type FactToken } from "./counts";
import { TILE_TONES, type HomeContent, type TeamMember, type Technology } from "./schema";
import { technologiesInUse } from "./technologies";

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

/** What the home page needs of the other collections: how many entries each holds, and the capability pages in menu order. */
export type HomeContext = {
  /** The technologies of every case study (`technologiesInUse` orders them). */
  cases: readonly { technologies: readonly Technology[] }[];
  counts: ContentCounts;
  /** The fact tokens' texts, `factTexts(site.commitments)`. */
  facts: Record<FactToken, string>;
  capabilities: readonly { slug: string; title: string; summary: string }[];
};

/**
 * The capability tiles: those `home.yaml` writes, then one for each capability page it has none
 * for (its title and summary), so a page added to `src/content/capabilities/` shows on the home
 * page too and "{capabilities} ways we can help" counts the cards beside it.
 */
function allTiles(tiles: HomeContent["capabilityTiles"], capabilities: HomeContext["capabilities"]): HomeContent["capabilityTiles"] {
  const written = new Set(tiles.map((tile) => tile.capability.id));
  const added = capabilities
    .filter((page) => !written.has(page.slug))
    .map((page, i) => ({
      capability: { collection: "capabilities" as const, id: page.slug },
      name: page.title,
      blurb: page.summary,
      tone: TILE_TONES[(tiles.length + i) % TILE_TONES.length]!,
    }));
  return [...tiles, ...added];
}

/**
 * The home page's content with every image and icon looked up and its team members read from
 * `team` (every entry of the collection), in the order the home page lists them; counts written
 * as tokens filled from `context` (./counts.ts); other fields as written. A link to a member that
 * does not exist is reported with the others (./references.ts).
 */
export function resolveHome(written: HomeContent, team: readonly TeamEntry[], context: HomeContext) {
  const home = withCounts(written, context.counts, context.facts);
  const members = new Map(team.map((entry) => [entry.id, entry]));
  return {
    ...home,
    capabilityTiles: allTiles(home.capabilityTiles, context.capabilities),
    caseCards: home.caseCards.map((card, i) => ({ ...card, thumbnail: resolveImage(card.thumbnail, at(`caseCards.${i}.thumbnail`)) })),
    teamMembers: home.teamMembers.map((ref, i) => {
      const entry = members.get(ref.id);
      if (!entry) throw new ContentError(`src/content/home/home.yaml: teamMembers.${i}: no team member "${ref.id}" (src/content/team/)`);
      return resolveTeamMember(entry);
    }),
    technologies: technologiesInUse(context.cases).map((id) => ({ id, icon: technologyIcon(id) })),
    testimonials: home.testimonials.map((testimonial, i) => ({ ...testimonial, avatar: resolveImage(testimonial.avatar, at(`testimonials.${i}.avatar`)) })),
    teamImage: resolveImage(home.teamImage, at("teamImage")),
  };
}

export type HomePageContent = ReturnType<typeof resolveHome>;
