import { getCollection, getEntry } from "astro:content";
import { caseBrowse, type CaseBrowse } from "./case-browse";
import { resolveHome, type HomePageContent } from "./home-page";
import { ContentError } from "./load";
import { referenceProblems } from "./references";
import { inMenuOrder, siteNavigation } from "./menu";
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
    const [capabilities, industries, cases, team, home, insights] = await Promise.all(
      (["capabilities", "industries", "cases", "team", "home", "insights"] as const).map((collection) => getCollection(collection)),
    );
    const entries = { capabilities, industries, cases, team, home, insights };
    const problems = referenceProblems(entries as Parameters<typeof referenceProblems>[0]);
    if (problems.length > 0) throw new ContentError(problems.join("\n"));
  })();
  return linksChecked;
}

/** Capability pages (routes `/products/*`) in menu order. */
export async function getCapabilities(): Promise<SolutionPage[]> {
  return inMenuOrder(withSlugs(await getCollection("capabilities")), site.menuOrder.capabilities);
}

/** Industry pages (routes `/services/*`) in menu order. */
export async function getIndustries(): Promise<SolutionPage[]> {
  return inMenuOrder(withSlugs(await getCollection("industries")), site.menuOrder.industries);
}

/** Case studies in menu order, every link of theirs checked. */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  await checkLinks();
  return inMenuOrder(withSlugs(await getCollection("cases")), site.menuOrder.cases);
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

/** The home page's content, every image and icon resolved, every link checked. */
export async function getHomeContent(): Promise<HomePageContent> {
  await checkLinks();
  const [entry, team] = await Promise.all([getEntry("home", "home"), getCollection("team")]);
  if (!entry) throw new ContentError("src/content/home/home.yaml: missing");
  return resolveHome(entry.data, team);
}

/** `/about`: its own copy, with the leaders it introduces: the team, in the home page's order. */
export async function getAboutContent(): Promise<{ about: AboutContent; leaders: HomePageContent["teamMembers"] }> {
  const [about, home] = await Promise.all([getEntry("about", "about"), getHomeContent()]);
  if (!about) throw new ContentError("src/content/about/about.yaml: missing");
  return { about: about.data, leaders: home.teamMembers };
}

export async function getHowWeWorkContent(): Promise<HowWeWorkContent> {
  const entry = await getEntry("howWeWork", "how-we-work");
  if (!entry) throw new ContentError("src/content/how-we-work/how-we-work.yaml: missing");
  return entry.data;
}

/** Every case study with its facts, and the facets that list at least one of them. */
export async function getCaseBrowse(): Promise<CaseBrowse> {
  const [cases, industries, capabilities] = await Promise.all([getCaseStudies(), getIndustries(), getCapabilities()]);
  return caseBrowse(cases, industries, capabilities);
}
