import { paths } from "../lib/paths";
import { INSIGHT_TAGS, type InsightTag } from "./schema";

/*
 * The pages the site has, from its content, and the links of an article's text that lead to none
 * of them. The content check (src/content/content.test.ts) and the content editor's article field
 * (src/cms/editor-rules.ts) say the same words.
 */

export type RouteContent = {
  industries: readonly string[];
  capabilities: readonly string[];
  cases: readonly string[];
  legal: readonly string[];
  insights: readonly { slug: string; tags: readonly string[] }[];
  /** The case browser's pages (`/case/industry/fintech`…). */
  facets: readonly string[];
};

/** Every path of the site, from its content. */
export function siteRoutes(content: RouteContent): string[] {
  return [
    paths.home,
    paths.industries,
    paths.capabilities,
    paths.cases,
    paths.insights,
    paths.bookMeeting,
    paths.connect,
    paths.about,
    paths.howWeWork,
    ...content.legal.map((slug) => `/${slug}`),
    ...content.industries.map(paths.industry),
    ...content.capabilities.map(paths.capability),
    ...content.cases.map(paths.caseStudy),
    ...content.facets,
    ...content.insights.map((insight) => paths.insight(insight.slug)),
    ...INSIGHT_TAGS.filter((tag: InsightTag) => content.insights.some((insight) => insight.tags.includes(tag))).map(paths.insightTag),
  ];
}

/** The site's own links in a Markdown text (`](/services/fintech)`), without their #part. */
export const internalLinks = (markdown: string) =>
  [...markdown.matchAll(/\]\((\/[^)#\s?]*)/g)].map(([, href]) => href!.replace(/\/$/, "") || "/");

/** How many letters must change to turn one path into the other. */
function distance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** The site's page closest to a path it does not have (a misspelt case study, a page moved): the shorter on a tie. */
export function closestPage(href: string, routes: readonly string[]) {
  let best: { route: string; score: number } | undefined;
  for (const route of routes) {
    const score = distance(href, route);
    if (!best || score < best.score || (score === best.score && route.length < best.route.length)) best = { route, score };
  }
  return best?.route;
}

/** Each link of the text to a page the site does not have, one sentence each, with the closest page it has. */
export function internalLinkProblems(markdown: string, routes: Iterable<string>): string[] {
  const pages = [...new Set(routes)];
  const known = new Set(pages);
  return [...new Set(internalLinks(markdown))]
    .filter((href) => !known.has(href))
    .map((href) => `links to ${href}, a page this site does not have: link a page that exists, e.g. ${closestPage(href, pages) ?? "/services/fintech"}`);
}
