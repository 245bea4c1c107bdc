import { getCollection, getEntry } from "astro:content";
import { collections } from "../content.config";
import { caseBrowse, type CaseBrowse } from "./case-browse";
import { newestFirst } from "./case-dates";
import { resolveHome, type HomePageContent } from "./home-page";
import { countsOf, factTexts, withCounts, type ContentCounts } from "./counts";
import { ContentError } from "./load";
import { referenceProblems } from "./references";
import { inMenuOrder, siteNavigation, withWorkFirst } from "./menu";
import type { SiteNavigation } from "./navigation";
import {
  LEGAL_SLUGS,
  type AboutContent,
  type CaseStudy,
  type HowWeWorkContent,
  type LegalPage,
  type LegalSlug,
  type SolutionPage,
} from "./schema";
import { site } from "./site";

/*
 * Build-time content, read from the collections of `src/content.config.ts`: for Astro pages only.
 * Browser components import types from here, never values (`astro:content` is server-only).
 */

export type { NavLink, SiteNavigation } from "./navigation";
export type { HomePageContent } from "./home-page";
export type { AboutContent, CaseStudy, HowWeWorkContent, LegalPage, LegalSlug, SolutionPage } from "./schema";

/** An entry's slug is its id, the file name. */
const withSlugs = <T extends object>(entries: { id: string; data: T }[]) => entries.map(({ id, data }) => ({ slug: id, ...data }));

let linksChecked: Promise<void> | undefined;

/** Fails the build, naming each file and field, when an entry links one that does not exist (src/content/references.ts). */
function checkLinks() {
  linksChecked ??= (async () => {
    // Every collection of src/content.config.ts: a new one is checked without a line here.
    const names = Object.keys(collections) as (keyof typeof collections)[];
    const lists = await Promise.all(names.map((collection) => getCollection(collection)));
    const entries = Object.fromEntries(names.map((name, i) => [name, lists[i]!]));
    const problems = referenceProblems(entries as Parameters<typeof referenceProblems>[0]);
    if (problems.length > 0) throw new ContentError(problems.join("\n"));
  })();
  return linksChecked;
}

/** Capability pages (routes `/products/*`) in menu order. */
export async function getCapabilities(): Promise<SolutionPage[]> {
  return inMenuOrder(withSlugs(await getCollection("capabilities")), site.menuOrder.capabilities);
}

/** Industry pages (routes `/services/*`) in menu order, those with a case study first. */
export async function getIndustries(): Promise<SolutionPage[]> {
  const [industries, cases] = await Promise.all([getCollection("industries"), getCollection("cases")]);
  return withWorkFirst(inMenuOrder(withSlugs(industries), site.menuOrder.industries), cases.map((entry) => entry.data));
}

/** Case studies, the most recently started first, every link of theirs checked. */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  await checkLinks();
  return newestFirst(withSlugs(await getCollection("cases")));
}

function isLegalSlug(slug: string): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug);
}

export async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  const entry = await getEntry("legal", slug);
  if (!entry) throw new ContentError(`src/content/legal/${slug}.yaml: missing`);
  return { slug, ...entry.data };
}

/** The legal pages, in the order of `LEGAL_SLUGS`. */
export async function getLegalPages(): Promise<LegalPage[]> {
  const entries = await getCollection("legal");
  return entries
    .map(({ id, data }): LegalPage => {
      if (!isLegalSlug(id)) throw new ContentError(`src/content/legal/${id}.yaml: the file name must be one of ${LEGAL_SLUGS.join(", ")}`);
      return { slug: id, ...data };
    })
    .sort((a, b) => LEGAL_SLUGS.indexOf(a.slug) - LEGAL_SLUGS.indexOf(b.slug));
}

/** The links shared by the header, footer and home page, in menu order. */
export async function getSiteNavigation(): Promise<SiteNavigation> {
  const [industries, capabilities, cases] = await Promise.all([getIndustries(), getCapabilities(), getCaseStudies()]);
  return siteNavigation({ industries, capabilities, cases });
}

/** How many entries each counted collection holds: the numbers copy states through its tokens (./counts.ts). */
export async function getContentCounts(): Promise<ContentCounts> {
  const [cases, capabilities, industries, articles, about] = await Promise.all([
    getCollection("cases"),
    getCollection("capabilities"),
    getCollection("industries"),
    getCollection("insights"),
    getEntry("about", "about"),
  ]);
  if (!about) throw new ContentError("src/content/about/about.yaml: missing");
  return countsOf({ cases, capabilities, industries, articles, practices: about.data.organisation.teams });
}

/** The home page's content, every image and icon resolved, its counts filled, every link checked. */
export async function getHomeContent(): Promise<HomePageContent> {
  await checkLinks();
  const [entry, team, counts, capabilities, cases] = await Promise.all([
    getEntry("home", "home"),
    getCollection("team"),
    getContentCounts(),
    getCapabilities(),
    getCollection("cases"),
  ]);
  if (!entry) throw new ContentError("src/content/home/home.yaml: missing");
  return resolveHome(entry.data, team, {
    counts,
    capabilities,
    cases: cases.map((study) => study.data),
    facts: factTexts(site.commitments),
  });
}

/** `/about`: its own copy, counts filled, with the leaders it introduces: the team, in the home page's order. */
export async function getAboutContent(): Promise<{ about: AboutContent; leaders: HomePageContent["teamMembers"] }> {
  const [about, home, counts] = await Promise.all([getEntry("about", "about"), getHomeContent(), getContentCounts()]);
  if (!about) throw new ContentError("src/content/about/about.yaml: missing");
  return { about: withCounts(about.data, counts, factTexts(site.commitments)), leaders: home.teamMembers };
}

export async function getHowWeWorkContent(): Promise<HowWeWorkContent> {
  const [entry, counts] = await Promise.all([getEntry("howWeWork", "how-we-work"), getContentCounts()]);
  if (!entry) throw new ContentError("src/content/how-we-work/how-we-work.yaml: missing");
  return withCounts(entry.data, counts, factTexts(site.commitments));
}

/** Every case study with its facts, and the facets that list at least one of them. */
export async function getCaseBrowse(): Promise<CaseBrowse> {
  const [cases, industries, capabilities] = await Promise.all([getCaseStudies(), getIndustries(), getCapabilities()]);
  return caseBrowse(cases, industries, capabilities);
}
