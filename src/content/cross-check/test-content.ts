/**
 * The site's content as the cross-checks read it, for their tests: every page's strings keyed
 * "file: field.path", and the `content` that `crossCheck` takes.
 */
import { site } from "../site";
import { readCollection, readEntry, readPages } from "../store";

/** A collection's entries by slug, as the content layer stored them. */
export const bySlug = <T extends { slug: string }>(pages: T[]) =>
  Object.fromEntries(pages.map((page) => [page.slug, page])) as Record<string, T>;
export const cases = bySlug(readPages("cases"));
export const industries = bySlug(readPages("industries"));
export const capabilities = bySlug(readPages("capabilities"));
export const legal = bySlug(readPages("legal"));
export const home = readEntry("home", "home").data;
export const articles = readCollection("insights").map((entry) => ({ slug: entry.id, body: entry.body ?? "", ...entry.data }));
export const about = readEntry("about", "about").data;
export const howWeWork = readEntry("howWeWork", "how-we-work").data;

/** Every string in a file's data, keyed "file: field.path". */
export function textsOf(file: string, data: unknown, path: string[] = []): [string, string][] {
  if (typeof data === "string") return [[`${file}: ${path.join(".")}`, data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => textsOf(file, item, [...path, String(index)]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([key, value]) => textsOf(file, value, [...path, key]));
  return [];
}

export const texts = Object.fromEntries([
  ...Object.values(cases).flatMap((entry) => textsOf(`src/content/cases/${entry.slug}.yaml`, entry)),
  ...Object.values(industries).flatMap((entry) => textsOf(`src/content/industries/${entry.slug}.yaml`, entry)),
  ...Object.values(capabilities).flatMap((entry) => textsOf(`src/content/capabilities/${entry.slug}.yaml`, entry)),
  ...Object.values(legal).flatMap((entry) => textsOf(`src/content/legal/${entry.slug}.yaml`, entry)),
  ...textsOf("src/content/home/home.yaml", home),
  ...textsOf("src/content/about/about.yaml", about),
  ...textsOf("src/content/how-we-work/how-we-work.yaml", howWeWork),
  ...articles.flatMap((article) => textsOf(`src/content/insights/${article.slug}.mdx`, article)),
]);

/** The team members' texts, which the checks of dates read beside the pages'. */
export const teamTexts = readCollection("team").flatMap((entry) => textsOf(`src/content/team/${entry.id}.yaml`, entry.data));

export const people = home.statistics.find((stat) => stat.icon === "users")!.value;
export const content = {
  cases,
  capabilities: Object.fromEntries(Object.values(capabilities).map((page) => [page.slug, page.title])),
  industries: Object.fromEntries(Object.values(industries).map((page) => [page.slug, page.title])),
  home,
  about,
  articles,
  texts,
  counts: {
    cases: Object.keys(cases).length,
    industries: Object.keys(industries).length,
    capabilities: Object.keys(capabilities).length,
    people,
    foundingYear: site.foundingYear,
  },
  teamSize: site.commitments.teamSize,
  supportCover: site.commitments.supportCover,
};
