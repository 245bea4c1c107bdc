import { execFileSync } from "node:child_process";
import { paths } from "~/lib/paths";
import { INSIGHTS_COPY, tagPageCopy } from "~/sections/insights/copy";
import {
  getAboutContent,
  getCaseBrowse,
  getCaseStudies,
  getHowWeWorkContent,
  getLegalPages,
  getCapabilities,
  getIndustries,
} from "~/content";
import { caseListingCopy } from "~/content/case-browse";
import { FACET_KINDS } from "~/content/case-facets";
import { getInsights, usedInsightTags, type Insight } from "~/content/insights";
import { INSIGHT_TAG_LABELS } from "~/content/schema";
import { site } from "~/content/site";

/*
 * Every page search engines may index, from the content collections: the one list the sitemap,
 * `/llms.txt` and the Open Graph images are made from. A page added under `src/pages/` gets a line
 * here; the build fails when a built page's Open Graph image is missing (`./integration.ts`).
 */

export type SitePage = {
  path: string;
  /** The title the page gives `pageMeta`, drawn on its Open Graph image. */
  title: string;
  /** What `/llms.txt` calls the page, when not its title. */
  name?: string;
  /** One line on what the page holds, for `/llms.txt`. */
  summary: string;
  /** When its content last changed, for the sitemap's `<lastmod>`; none when unknown. */
  lastModified?: Date;
};

/** The pages whose content changed last when a file under `folder` did: by git, none outside a checkout. */
function lastCommitted(folder: string): Date | undefined {
  try {
    const iso = execFileSync("git", ["log", "-1", "--format=%cI", "--", folder], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return iso ? new Date(iso) : undefined;
  } catch {
    return undefined;
  }
}

const changed = (insight: Insight) => insight.updated ?? insight.published;
const newest = (list: Insight[]) =>
  list.length > 0 ? new Date(Math.max(...list.map((insight) => changed(insight).getTime()))) : undefined;

/** The line above the title on a route's Open Graph image. */
export function ogEyebrow(path: string) {
  if (path.startsWith("/products/")) return "Capability";
  if (path.startsWith("/services/")) return "Industry";
  if (path.startsWith("/case/")) return "Case study";
  return "Product engineering studio, Bengaluru";
}

/** The site's indexable pages, grouped as `/llms.txt` lists them. */
export async function getSitePageGroups() {
  const [industries, capabilities, cases, legal, insights, browse, { about }, howWeWork] = await Promise.all([
    getIndustries(),
    getCapabilities(),
    getCaseStudies(),
    getLegalPages(),
    getInsights(),
    getCaseBrowse(),
    getAboutContent(),
    getHowWeWorkContent(),
  ]);
  const casesChanged = lastCommitted("src/content/cases");
  const listings: SitePage[] = [
    { path: paths.home, title: site.name, summary: site.description },
    {
      path: paths.industries,
      title: "Industries",
      summary: "The industries we build software for",
      lastModified: lastCommitted("src/content/industries"),
    },
    {
      path: paths.capabilities,
      title: "Capabilities",
      summary: "What we build and run",
      lastModified: lastCommitted("src/content/capabilities"),
    },
    { path: paths.cases, title: caseListingCopy(cases.length).title, summary: caseListingCopy(cases.length).description, lastModified: casesChanged },
    ...FACET_KINDS.flatMap((kind) =>
      browse.options[kind].map((option) => ({
        path: option.href,
        title: caseListingCopy(option).title,
        summary: caseListingCopy(option).description,
        lastModified: casesChanged,
      })),
    ),
    { path: paths.insights, title: INSIGHTS_COPY.title, summary: INSIGHTS_COPY.description, lastModified: newest(insights) },
    ...usedInsightTags(insights).map((tag) => {
      const tagged = insights.filter((insight) => insight.tags.some((link) => link.tag === tag));
      const copy = tagPageCopy(INSIGHT_TAG_LABELS[tag], tagged.length);
      return { path: paths.insightTag(tag), title: copy.title, summary: copy.description, lastModified: newest(tagged) };
    }),
  ];
  return {
    listings,
    industries: industries.map((page): SitePage => ({ path: paths.industry(page.slug), title: page.title, summary: page.summary })),
    capabilities: capabilities.map((page): SitePage => ({ path: paths.capability(page.slug), title: page.title, summary: page.summary })),
    cases: cases.map((study): SitePage => ({
      path: paths.caseStudy(study.slug),
      title: `${study.title} case study`,
      name: study.title,
      summary: study.summary,
    })),
    insights: insights.map((insight): SitePage => ({
      path: insight.href,
      title: insight.title,
      summary: insight.description,
      lastModified: changed(insight),
    })),
    company: [
      { path: paths.about, title: about.title, summary: about.metaDescription, lastModified: lastCommitted("src/content/about") },
      {
        path: paths.howWeWork,
        title: howWeWork.title,
        summary: howWeWork.metaDescription,
        lastModified: lastCommitted("src/content/how-we-work"),
      },
      {
        path: paths.bookMeeting,
        title: "Book a Meeting",
        name: "Book a meeting",
        summary: "Choose a date and time for a call with the team",
      },
      { path: paths.connect, title: "Connect", summary: "Leave a phone number and we call you back" },
      ...legal.map((page): SitePage => ({ path: `/${page.slug}`, title: page.title, summary: page.metaDescription })),
    ],
  };
}

/** Every indexable page: `/` first, then by path. */
export async function getSitePages(): Promise<SitePage[]> {
  const groups = await getSitePageGroups();
  return Object.values(groups)
    .flat()
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}
