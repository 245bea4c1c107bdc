import { getCollection, render, type CollectionEntry } from "astro:content";
import { paths } from "~/lib/paths";
import { insightsAbout } from "./insights-about";
import { resolveTeamMember } from "./home-page";
import { getSiteNavigation } from "./index";
import { ContentError } from "./load";
import { resolveImage, type ResolvedImage } from "./images";
import { articleBodyProblems } from "./rules";
import type { NavLink } from "./navigation";
import { INSIGHT_TAG_LABELS, INSIGHT_TAGS, type EntryRef, type InsightFrontmatter, type InsightTag } from "./schema";

/*
 * Insights articles for Astro pages: frontmatter resolved (author, image, related pages), reading
 * time from the body. Build-time only, like `./index`.
 */

/** Words a reader gets through in a minute of technical prose. */
const WORDS_PER_MINUTE = 220;

export type InsightAuthor = { id: string; name: string; role: string; about: string; avatar: ResolvedImage };
export type InsightTagLink = { tag: InsightTag; label: string; href: string };

export type Insight = Omit<InsightFrontmatter, "author" | "image" | "tags" | "industries" | "capabilities" | "cases"> & {
  slug: string;
  href: string;
  image: ResolvedImage;
  author: InsightAuthor;
  tags: InsightTagLink[];
  readingMinutes: number;
  /** The industries, capabilities and case studies the article concerns, in that order. */
  related: { industries: NavLink[]; capabilities: NavLink[]; cases: NavLink[] };
  entry: CollectionEntry<"insights">;
};

export const tagLink = (tag: InsightTag): InsightTagLink => ({ tag, label: INSIGHT_TAG_LABELS[tag], href: paths.insightTag(tag) });

export function readingMinutes(body: string) {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The pages an article links, as links; every link was checked with the rest (`getCaseStudies`). */
const linksTo = (refs: readonly EntryRef[], links: Map<string, NavLink>) => refs.map((ref) => links.get(`${ref.collection}/${ref.id}`)!);

/** The tags at least one article carries, in the order of `INSIGHT_TAGS`. */
export function usedInsightTags(insights: Pick<Insight, "tags">[]): InsightTag[] {
  const used = new Set(insights.flatMap((insight) => insight.tags.map((link) => link.tag)));
  return INSIGHT_TAGS.filter((tag) => used.has(tag));
}

/** Every article, newest first. */
export async function getInsights(): Promise<Insight[]> {
  const [entries, team, navigation] = await Promise.all([getCollection("insights"), getCollection("team"), getSiteNavigation()]);
  const authors = new Map(team.map((entry) => [entry.id, resolveTeamMember(entry)]));
  const links = new Map<string, NavLink>(
    (["industries", "capabilities", "cases"] as const).flatMap((collection) =>
      navigation[collection].map((link) => [`${collection}/${link.href.split("/").at(-1)}`, link] as const),
    ),
  );
  return entries
    .map((entry): Insight => {
      const { data, id } = entry;
      const problems = articleBodyProblems(entry.body ?? "").map((problem) => `src/content/insights/${id}.mdx: body: ${problem}`);
      // The dev server goes on showing a draft; the build refuses it, as the content editor does.
      if (problems.length > 0 && import.meta.env.MODE !== "development") throw new ContentError(problems.join("\n"));
      for (const problem of problems) console.warn(problem);
      // The author was checked with every other link (`getSiteNavigation`).
      const member = authors.get(data.author.id)!;
      return {
        ...data,
        slug: id,
        href: paths.insight(id),
        image: resolveImage(data.image, `src/content/insights/${id}.mdx: image.id`),
        author: { id: member.id, name: member.name, role: member.role, about: member.about, avatar: member.avatar },
        tags: data.tags.map(tagLink),
        readingMinutes: readingMinutes(entry.body ?? ""),
        related: {
          industries: linksTo(data.industries, links),
          capabilities: linksTo(data.capabilities, links),
          cases: linksTo(data.cases, links),
        },
        entry,
      };
    })
    .sort((a, b) => b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug));
}

/** The articles that concern a page (`/services/fintech`, `/case/retail-operations`), newest first. */
export async function getInsightsAbout(href: string): Promise<Insight[]> {
  return insightsAbout(await getInsights(), href);
}

export { render };
