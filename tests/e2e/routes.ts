import { caseFacetPaths, contentSlugs, pagePaths, readInsights, usedInsightTags } from "../../src/content/files";
import { paths } from "../../src/lib/paths";

export const productSlugs = contentSlugs("products");
export const serviceSlugs = contentSlugs("services");
export const caseSlugs = contentSlugs("case");
export const insights = readInsights();
export const insightTags = usedInsightTags(insights);
export const caseFacets = caseFacetPaths();

/** Every prerendered route. */
export const allRoutes = pagePaths();

/** Pages that share one layout with others of their kind: the slow sweeps visit one of each. */
const sampled = [
  { kind: (route: string) => route.startsWith(`${paths.insights}/tag/`), keep: paths.insightTag(insightTags[0]!) },
  { kind: (route: string) => route.startsWith(`${paths.insights}/`), keep: paths.insight(insights[0]!.slug) },
  { kind: (route: string) => caseFacets.includes(route), keep: caseFacets[0]! },
  { kind: (route: string) => route === paths.products, keep: paths.services },
];

/**
 * The routes the slow per-page sweeps (axe, islands) visit: every page, but of the Insights pages
 * and the case-study facets, which share one layout per kind, one of each (`/products` is laid out
 * as `/services` is).
 */
export const sweepRoutes = allRoutes.filter((route) => {
  const group = sampled.find(({ kind }) => kind(route));
  return !group || route === group.keep;
});

/** The layout a route is rendered with: pages of one kind share it. */
function kindOf(route: string) {
  if (["/privacy", "/terms", "/security"].includes(route)) return "legal";
  const match = /^\/(products|services|case)\/[^/]+$/.exec(route);
  return match ? `${match[1]}/page` : route;
}

/**
 * One page of each kind, for the checks that depend on layout rather than on each page's own
 * content (the narrow-screen sweep).
 */
export const kindRoutes = sweepRoutes.filter((route, index) => sweepRoutes.findIndex((other) => kindOf(other) === kindOf(route)) === index);
