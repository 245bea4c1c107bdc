import { paths } from "../lib/paths";
import { ranLabel } from "./case-dates";
import type { NavLink, SiteNavigation } from "./navigation";
import type { CaseStudy, SolutionPage } from "./schema";

/** Entries in the order `site.json` lists them; any it does not list follow, by slug. */
export function inMenuOrder<T extends { slug: string }>(entries: T[], order: string[]): T[] {
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return [...entries].sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
}

/**
 * Industry pages a case study is filed under first, then the rest, each group in menu order: the
 * menus and the footer's four lead with published work, and a page moves up when its first case
 * study is added.
 */
export function withWorkFirst<T extends { slug: string }>(industries: T[], cases: { facts: { industry?: { id: string } } }[]): T[] {
  const filed = new Set(cases.map((study) => study.facts.industry?.id));
  return [...industries].sort((a, b) => Number(filed.has(b.slug)) - Number(filed.has(a.slug)));
}

function pageLink(page: SolutionPage, href: string): NavLink {
  return { title: page.title, href, description: page.summary, icon: page.icon };
}

/** The links shared by the header, footer and home page, from pages already in menu order (case studies newest first, each saying when it ran). */
export function siteNavigation(pages: { industries: SolutionPage[]; capabilities: SolutionPage[]; cases: CaseStudy[] }): SiteNavigation {
  return {
    industries: pages.industries.map((p) => pageLink(p, paths.industry(p.slug))),
    capabilities: pages.capabilities.map((p) => pageLink(p, paths.capability(p.slug))),
    cases: pages.cases.map((c): NavLink => ({ title: c.title, href: paths.caseStudy(c.slug), description: `${ranLabel(c.facts)}: ${c.summary}` })),
  };
}
