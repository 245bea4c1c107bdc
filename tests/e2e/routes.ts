import { readdirSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { readCollection } from "../../src/content/store";
import { paths } from "../../src/lib/paths";
import { insights, insightTags } from "./content";

export { insights, insightTags };

const CLIENT = resolve(process.env.BUILD_DIR ?? "build", "client");
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));

export const productSlugs = readCollection("capabilities").map((entry) => entry.id);
export const serviceSlugs = readCollection("industries").map((entry) => entry.id);
export const caseSlugs = readCollection("cases").map((entry) => entry.id);

/** Every prerendered route: each `index.html` of the build but the content editor's. */
export const allRoutes = walk(CLIENT)
  .filter((file) => file.endsWith(`${sep}index.html`))
  .map((file) => `/${file.slice(CLIENT.length + 1, -"/index.html".length).split(sep).join("/")}`)
  .filter((route) => route !== "/admin")
  .sort();

/** `/case/{industry|capability|technology}/{value}`: the case-study listings by facet. */
export const caseFacets = allRoutes.filter((route) => /^\/case\/(industry|capability|technology)\//.test(route));

/** Pages that share one layout with others of their kind: the slow sweeps visit one of each. */
const sampled = [
  { kind: (route: string) => route.startsWith(`${paths.insights}/tag/`), keep: paths.insightTag(insightTags[0]!) },
  { kind: (route: string) => route.startsWith(`${paths.insights}/`), keep: paths.insight(insights[0]!.slug) },
  { kind: (route: string) => caseFacets.includes(route), keep: caseFacets[0]! },
  { kind: (route: string) => route === paths.capabilities, keep: paths.industries },
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
