import { contentSlugs, pagePaths, readInsights, usedInsightTags } from "../../src/content/files";
import { paths } from "../../src/lib/paths";

export const productSlugs = contentSlugs("products");
export const serviceSlugs = contentSlugs("services");
export const caseSlugs = contentSlugs("case");
export const insights = readInsights();
export const insightTags = usedInsightTags(insights);

/** Every prerendered route. */
export const allRoutes = pagePaths();

/**
 * The routes the slow per-page sweeps (axe, islands) visit: every page, but of the Insights pages,
 * which share one layout per kind, the index, the newest article and the first topic.
 */
export const sweepRoutes = allRoutes.filter(
  (route) => !route.startsWith(`${paths.insights}/`) || route === paths.insight(insights[0]!.slug) || route === paths.insightTag(insightTags[0]!),
);
