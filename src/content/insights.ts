import { getCollection, render, type CollectionEntry } from "astro:content";
import { paths } from "~/lib/paths";
import { getCaseStudies, getHomeContent, getProducts, getServices } from "./index";
import { ContentError } from "./load";
import { resolveImage, type ResolvedImage } from "./images";
import { articleBodyProblems } from "./rules";
import type { NavLink } from "./navigation";
import { INSIGHT_TAG_LABELS, INSIGHT_TAGS, type InsightFrontmatter, type InsightTag } from "./schema";

/*
 * Insights articles for Astro pages: frontmatter resolved (author, image, related pages), reading
 * time from the body. Build-time only, like `./index`.
 */

/** Words a reader gets through in a minute of technical prose. */
const WORDS_PER_MINUTE = 220;

export type InsightAuthor = { id: string; name: string; role: string; about: string; avatar: ResolvedImage };
export type InsightTagLink = { tag: InsightTag; label: string; href: string };

export type Insight = Omit<InsightFrontmatter, "author" | "image" | "tags" | "services" | "products" | "cases"> & {
  slug: string;
  href: string;
  image: ResolvedImage;
  author: InsightAuthor;
  tags: InsightTagLink[];
  readingMinutes: number;
  /** The industries, capabilities and case studies the article concerns, in that order. */
  related: { services: NavLink[]; products: NavLink[]; cases: NavLink[] };
  entry: CollectionEntry<"insights">;
};

export const tagLink = (tag: InsightTag): InsightTagLink => ({ tag, label: INSIGHT_TAG_LABELS[tag], href: paths.insightTag(tag) });

export function readingMinutes(body: string) {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function lookup(kind: string, file: string, slugs: string[], links: NavLink[], href: (slug: string) => string): NavLink[] {
  return slugs.map((slug) => {
    const link = links.find((candidate) => candidate.href === href(slug));
    if (!link) throw new ContentError(`src/content/insights/${file}.mdx: ${kind} "${slug}" does not exist`);
    return link;
  });
}

/** The tags at least one article carries, in the order of `INSIGHT_TAGS`. */
export function usedInsightTags(insights: Pick<Insight, "tags">[]): InsightTag[] {
  const used = new Set(insights.flatMap((insight) => insight.tags.map((link) => link.tag)));
  return INSIGHT_TAGS.filter((tag) => used.has(tag));
}

/** Every article, newest first. */
export async function getInsights(): Promise<Insight[]> {
  const [entries, home, services, products, cases] = await Promise.all([
    getCollection("insights"),
    getHomeContent(),
    getServices(),
    getProducts(),
    getCaseStudies(),
  ]);
  const links = {
    services: services.map((page) => ({ title: page.title, href: paths.service(page.slug), description: page.summary, icon: page.icon })),
    products: products.map((page) => ({ title: page.title, href: paths.product(page.slug), description: page.summary, icon: page.icon })),
    cases: cases.map((page) => ({ title: page.title, href: paths.caseStudy(page.slug), description: page.summary })),
  };
  return entries
    .map((entry): Insight => {
      const { data, id } = entry;
      const problems = articleBodyProblems(entry.body ?? "").map((problem) => `src/content/insights/${id}.mdx: body: ${problem}`);
      // The dev server goes on showing a draft; the build refuses it, as the content editor does.
      if (problems.length > 0 && import.meta.env.MODE !== "development") throw new ContentError(problems.join("\n"));
      for (const problem of problems) console.warn(problem);
      const member = home.teamMembers.find((candidate) => candidate.id === data.author);
      if (!member) throw new ContentError(`src/content/insights/${id}.mdx: author "${data.author}" is not a team member in home.yaml`);
      return {
        ...data,
        slug: id,
        href: paths.insight(id),
        image: resolveImage(data.image, `src/content/insights/${id}.mdx: image.id`),
        author: { id: member.id, name: member.name, role: member.role, about: member.about, avatar: member.avatar },
        tags: data.tags.map(tagLink),
        readingMinutes: readingMinutes(entry.body ?? ""),
        related: {
          services: lookup("industry", id, data.services, links.services, paths.service),
          products: lookup("capability", id, data.products, links.products, paths.product),
          cases: lookup("case study", id, data.cases, links.cases, paths.caseStudy),
        },
        entry,
      };
    })
    .sort((a, b) => b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug));
}

/** The articles that concern a page (`/services/fintech`, `/case/retail-operations`), newest first. */
export async function getInsightsAbout(href: string): Promise<Insight[]> {
  const insights = await getInsights();
  return insights.filter(({ related }) => [...related.services, ...related.products, ...related.cases].some((link) => link.href === href));
}

export { render };
