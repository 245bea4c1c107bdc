import { paths } from "../lib/paths";
import { ranLabel } from "./case-dates";
import { capitalised, numberWord } from "./counts";
import { technologyIcon } from "./brand-icons";
import { facetOptions, type CaseFacts, type FacetKind, type FacetOption } from "./case-facets";
import { resolveImage, type ResolvedImage } from "./images";
import { TECHNOLOGIES, type CaseStudy, type SolutionPage } from "./schema";
import { site } from "./site";

/** A case study as the browser lists it: what it is filed under and the facts shown on its card. */
export type CaseSummary = CaseFacts & {
  href: string;
  title: string;
  summary: string;
  sector: string;
  client: string;
  image: ResolvedImage;
  region: string;
  engagement: string;
  /** When it ran, e.g. "Mar 2024 to Jan 2025". */
  ran: string;
  /** Whether we still support it. */
  supported: boolean;
  team: number;
  results: { value: string; label: string }[];
};

export type CaseBrowse = {
  studies: CaseSummary[];
  options: Record<FacetKind, FacetOption[]>;
  /** The sectors of case studies no industry page covers ("Logistics"), which the industry filter cannot offer. */
  unfiledSectors: string[];
};

/** How many named references a buyer is given after a first call; the home page's note under the client names says the same. */
export const REFERENCES_GIVEN = 2;

/**
 * Why no case study names its client (`site.json` `commitments.clientNames`, the one reason every
 * page gives), and how a buyer can still check one: shown under `/case`'s heading and at the end of
 * every case study.
 */
export const CASE_REFERENCES = `${site.commitments.clientNames} After a first call we give you ${numberWord(REFERENCES_GIVEN)} references, people at client companies who have agreed to take a buyer's call, and we ask the client of any case study you want to check whether it will speak to you as well.`;

/** Where `/case` says `CASE_REFERENCES` in full: the id of its paragraph, which each case study links. */
export const CASE_REFERENCES_ID = "client-names";

/**
 * What each case study says of its client's name and of references, in one short sentence: the
 * words before and inside its link to `CASE_REFERENCES` on `/case`, which says them in full.
 */
export const CASE_REFERENCES_LINE = {
  text: "Our contract keeps this client's name confidential, and ",
  link: `${numberWord(REFERENCES_GIVEN)} references follow a first call`,
  href: `${paths.cases}#${CASE_REFERENCES_ID}`,
} as const;

/** The same for a filtered listing (`/case/industry/fintech`), whose clients are several, and may include a named one. */
export const CASE_REFERENCES_LINE_LISTING = {
  ...CASE_REFERENCES_LINE,
  text: "We name a client only where it agreed in writing, and ",
} as const;

/**
 * The home page's named clients (`home.yaml` `clients`, each of which agreed in writing) that a case
 * study is about: those its client or its hero's subtitle names ("Trellis Health, a group of 11
 * clinics", "licenses it to Velora Care"), in the order it names them. Every other case study's client is described.
 */
export function namedClientsOf(study: Pick<CaseStudy, "client" | "heroSubtitle">, wall: readonly string[]) {
  const text = `${study.client} ${study.heroSubtitle}`;
  return wall.filter((name) => text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

/** What a case study says of its client's name: `CASE_REFERENCES_LINE`, or that the clients it names agreed to it. */
export function caseReferencesLine(named: readonly string[]) {
  if (named.length === 0) return CASE_REFERENCES_LINE;
  return { ...CASE_REFERENCES_LINE, text: `${new Intl.ListFormat("en-GB").format(named)} agreed in writing to be named, and ` };
}

/** "AI & intelligent systems" stays as it is; "Cloud engineering" reads "cloud engineering" mid-sentence. */
const midSentence = (label: string) => (/^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/** What a facet's case studies have in common, as the rest of a sentence about them ("… were in fintech"). */
const FACET_CLAUSE: Record<FacetKind, (label: string, count: number) => string> = {
  industry: (label, count) => `${count === 1 ? "was" : "were"} in ${midSentence(label)}`,
  capability: (label) => `called for ${midSentence(label)}`,
  technology: (label) => `used ${label}`,
};

/** The same after a noun ("Two case studies in fintech"). */
const FACET_WHERE: Record<FacetKind, (label: string) => string> = {
  industry: (label) => ` in ${midSentence(label)}`,
  capability: (label) => ` that called for ${midSentence(label)}`,
  technology: (label) => ` that used ${label}`,
};

/** How every listing of case studies is ordered, in the words the listings use: by `started`, not by when the work ended. */
export const CASE_ORDER = "the most recently started first";

/** A listing's title and description: `/case` (given how many case studies it lists), or one facet of it. */
export function caseListingCopy(listing: number | FacetOption) {
  if (typeof listing === "number") {
    const total = listing;
    return {
      title: "Case studies",
      description: `${capitalised(numberWord(total))} Kovira Labs engagements, ${CASE_ORDER}, with when each ran, its industry, capabilities, region, team and results.`,
    };
  }
  const option = listing;
  const studies = option.count === 1 ? "One Kovira Labs case study" : `${capitalised(numberWord(option.count))} Kovira Labs case studies`;
  const each = option.count === 1 ? "with its" : "each with its";
  return {
    title: `${option.label} case studies`,
    description: `${studies}${FACET_WHERE[option.kind](option.label)}, ${each} region, engagement length, team size and measured results.`,
  };
}

/** Whether we still support the work a listing shows: `supported` of its `count` case studies. */
function supportLine(supported: number, count: number) {
  if (count === 1) return supported === 1 ? "We still support it" : "It was handed over when the build ended";
  if (supported === count) return count === 2 ? "We still support both" : "We still support all of them";
  if (supported === 0)
    return count === 2 ? "Both were handed over when their builds ended" : "All were handed over when their builds ended";
  return `We still support ${numberWord(supported)} of them`;
}

/**
 * A listing's heading and the line under it: `/case` (given how many case studies it lists and
 * how many of them we still support), or one facet of `total` case studies, saying what it lists
 * ("PyTorch case studies", "One of our ten engagements used PyTorch") and what became of
 * the work, never how the page is laid out.
 */
export function caseListingIntro(total: number, supported: number, option?: FacetOption) {
  const figures = "each figure comes from the client's own reporting or, where it says so, our own measurement";
  if (!option)
    return {
      heading: "Case studies",
      intro: `${capitalised(numberWord(total))} engagements, ${CASE_ORDER}. ${supportLine(supported, total)}, and ${figures}.`,
    };
  // A filtered listing says what it lists and what became of it; `/case` says where the figures come from.
  const clause = FACET_CLAUSE[option.kind](option.label, option.count);
  const which =
    option.count === 1
      ? `One of our ${numberWord(total)} engagements ${clause}.`
      : option.count === total
        ? `All ${numberWord(total)} of our engagements ${clause}, ${CASE_ORDER}.`
        : `${capitalised(numberWord(option.count))} of our ${numberWord(total)} engagements ${clause}, ${CASE_ORDER}.`;
  return {
    heading: `${option.label} case studies`,
    intro: `${which} ${supportLine(supported, option.count)}.`,
  };
}

/** Under the industry filter: where the case studies of sectors with no industry page are found. */
export function unfiledNote(sectors: string[]) {
  const named = capitalised(
    new Intl.ListFormat("en-GB").format(sectors.map((sector, index) => (index === 0 ? sector : sector.toLowerCase()))),
  );
  return `${named} work has no industry page of its own yet: find it under All work or by capability.`;
}

/** Case studies with their facts, and the facets that list at least one of them. */
export function caseBrowse(cases: CaseStudy[], industries: SolutionPage[], capabilities: SolutionPage[]): CaseBrowse {
  const studies = cases.map((study): CaseSummary => ({
    slug: study.slug,
    href: paths.caseStudy(study.slug),
    title: study.title,
    summary: study.summary,
    sector: study.industry,
    client: study.client,
    image: resolveImage(study.heroImage, `src/content/cases/${study.slug}.yaml: heroImage.id`),
    industry: study.facts.industry?.id,
    capabilities: study.facts.capabilities.map((capability) => capability.id),
    technologies: study.technologies,
    region: study.facts.region,
    engagement: study.facts.engagement,
    ran: ranLabel(study.facts),
    supported: study.facts.support === "continues",
    team: study.facts.team,
    results: study.metrics,
  }));
  const options = facetOptions(studies, {
    industry: industries.map((page) => ({ value: page.slug, label: page.title })),
    capability: capabilities.map((page) => ({ value: page.slug, label: page.title })),
    technology: TECHNOLOGIES.map((id) => ({ value: id, label: technologyIcon(id).title })),
  });
  const unfiledSectors = [...new Set(studies.filter((study) => !study.industry).map((study) => study.sector))];
  return { studies, options, unfiledSectors };
}

/**
 * Where our shipped work is, for the footer and `/services`: the industry pages with a case study
 * (in the menus' order, where they come first), then the sectors whose case studies have no
 * industry page yet, which the footer's four industry links cannot show.
 */
export function workSectorsNote(browse: Pick<CaseBrowse, "options" | "unfiledSectors">, industries: { slug: string; title: string }[]) {
  const list = new Intl.ListFormat("en-GB");
  const filed = industries.filter((page) => browse.options.industry.some((option) => option.value === page.slug)).map((page) => page.title);
  const unfiled = browse.unfiledSectors.map((sector) => sector.toLowerCase());
  if (filed.length === 0 && unfiled.length === 0) return "";
  const pages = filed.length ? list.format(filed) : "";
  const rest = unfiled.length
    ? `${pages ? "; also in " : ""}${list.format(unfiled)}, which ${unfiled.length === 1 ? "has" : "have"} no industry page yet`
    : "";
  return `Case studies in ${pages}${rest}.`;
}

/** The industry pages at least one case study is filed under, in the order given. */
export function industriesWithCases<Page extends { slug: string }>(browse: Pick<CaseBrowse, "options">, industries: Page[]) {
  return industries.filter((page) => browse.options.industry.some((option) => option.value === page.slug));
}

/** `/services`' intro: which industries have a case study and which have none yet, and the sectors whose work has no page. */
export function industriesIntro(browse: Pick<CaseBrowse, "options" | "unfiledSectors">, industries: { slug: string; title: string }[]) {
  const list = new Intl.ListFormat("en-GB");
  const withCases = industriesWithCases(browse, industries);
  const filed = withCases.length
    ? ` ${capitalised(list.format(withCases.map((page) => page.title)))} ${withCases.length === 1 ? "has a published case study" : "have published case studies"}.`
    : "";
  const without = industries.filter((page) => !withCases.includes(page)).map((page) => page.title);
  const rest = without.length === 0 ? "" : ` ${list.format(without)} ${without.length === 1 ? "has" : "have"} no case study yet.`;
  const unfiled = browse.unfiledSectors.map((sector) => sector.toLowerCase());
  const unfiledText = unfiled.length ? ` Our ${list.format(unfiled)} work has case studies but no industry page of its own yet.` : "";
  return `Each industry has its own rules, systems and users.${filed}${rest}${unfiledText}`;
}
