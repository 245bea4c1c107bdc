import type { AboutContent, CaseStudy, EntryRef, HomeContent } from "./schema";
import { NUMBER_WORDS } from "./counts";

/*
 * Facts that appear in more than one content file and cannot share one source: a percentage and
 * the two figures it comes from, a testimonial and the case study of the work it praises, an
 * article and the case studies it links. Each check returns every disagreement it finds, as
 * "file: field: what disagrees", so one run lists them all.
 */

export type ArticleLinks = { slug: string; industries: readonly EntryRef[]; capabilities: readonly EntryRef[]; cases: readonly EntryRef[] };

export type CrossCheckContent = {
  cases: Record<string, CaseStudy>;
  /** Capability page titles by slug. */
  capabilities: Record<string, string>;
  /** Industry page titles by slug. */
  industries: Record<string, string>;
  home: HomeContent;
  about: AboutContent;
  articles: readonly ArticleLinks[];
  /** Each prose text a visitor reads, keyed by "file: field". */
  texts: Record<string, string>;
  counts: { cases: number; industries: number; capabilities: number; people: number; foundingYear: number };
  /** `site.json` `commitments.teamSize`. */
  teamSize: { min: number; max: number };
};

const caseFile = (slug: string) => `src/content/cases/${slug}.yaml`;
const HOME_FILE = "src/content/home/home.yaml";

const parseNumber = (text: string) => Number(text.replaceAll(",", ""));

/** Ways prose may write a number: "27", "30,000", "six", "three times" for 3x. */
function spellings(value: number, multiple: boolean): string[] {
  const digits = [String(value), value.toLocaleString("en-US")];
  const word = Number.isInteger(value) ? NUMBER_WORDS[value] : undefined;
  const words = word ? [word] : [];
  if (!multiple) return [...digits, ...words];
  return [
    ...digits.flatMap((d) => [`${d}x`, `${d} times`]),
    ...words.map((w) => `${w} times`),
    ...(value === 2 ? ["twice", "double"] : []),
  ];
}

function mentions(prose: string, value: number, multiple: boolean) {
  const text = prose.toLowerCase();
  return spellings(value, multiple).some((spelling) =>
    new RegExp(`(^|[^0-9.,])${spelling.replaceAll(".", "\\.")}(?![0-9]|,[0-9])`).test(text),
  );
}

/** What is wrong with one headline result, given the story its case tells (the timeline's phases, joined). */
export function metricProblems(metric: { value: string; from?: number; to?: number }, story: string): string[] {
  const match = /^([0-9.,]+)\s?([%x+]|[a-zA-Z]+)?$/.exec(metric.value);
  if (!match) return [];
  const problems: string[] = [];
  const stated = parseNumber(match[1]!);
  const kind = match[2];
  const { from, to } = metric;
  // The story may give the result itself or the two figures it comes from ("from 52 days to 41").
  const told =
    mentions(story, stated, kind === "x") ||
    (from !== undefined && to !== undefined && mentions(story, from, false) && mentions(story, to, false));
  if (!told) problems.push(`${metric.value} appears nowhere in the case's timeline`);
  if (from === undefined || to === undefined) return problems;
  const decimals = match[1]!.split(".")[1]?.length ?? 0;
  const round = (n: number) => Number(n.toFixed(decimals));
  if (kind === "%") {
    const change = round((Math.abs(from - to) / from) * 100);
    if (change !== stated) problems.push(`${metric.value}, but ${from} to ${to} is ${change}%`);
  } else if (kind === "x") {
    const ratio = round(Math.max(from, to) / Math.min(from, to));
    if (ratio !== stated) problems.push(`${metric.value}, but ${from} to ${to} is ${ratio}x`);
  } else if (round(Math.abs(from - to)) !== stated) {
    problems.push(`${metric.value}, but ${from} to ${to} is a change of ${round(Math.abs(from - to))}`);
  }
  return problems;
}

/** The story a case study tells: its timeline's phases, as one text. */
export const storyOf = (phases: readonly { content?: string }[]) => phases.map((phase) => phase.content ?? "").join(" ");

/**
 * A headline result agrees with its figures (`from`, `to`: a percentage, a multiple or a
 * difference) and with the story the case tells.
 */
export function checkCaseMetrics(cases: Record<string, CaseStudy>): string[] {
  return Object.entries(cases).flatMap(([slug, study]) => {
    const story = storyOf(study.timelineData);
    return study.metrics.flatMap((metric, index) =>
      metricProblems(metric, story).map((problem) => `${caseFile(slug)}: metrics.${index}.value: ${problem}`),
    );
  });
}

const asClient = (description: string) => description.charAt(0).toLowerCase() + description.slice(1);

/** A testimonial's "Role, client" against the client its case study describes. */
export function designationProblem(designation: string, caseClient: string, caseSlug: string): string | undefined {
  const client = asClient(caseClient);
  return designation.endsWith(`, ${client}`)
    ? undefined
    : `"${designation}" should end ", ${client}" as ${caseFile(caseSlug)} describes the client`;
}

/** A case card's tag against its case study's industry. */
export const cardTagProblem = (tag: string, industry: string, caseSlug: string) =>
  tag === industry ? undefined : `"${tag}", but ${caseFile(caseSlug)} says industry "${industry}"`;

/** A capability tile's name against its page's title. */
export const tileNameProblem = (name: string, title: string, capability: string) =>
  name === title ? undefined : `"${name}", but src/content/capabilities/${capability}.yaml has title "${title}"`;

/** A case study's sector in words against its industry page's title (or the title's first part). */
export const sectorNameProblem = (industry: string, pageTitle: string) =>
  industry === pageTitle || industry === pageTitle.split(" & ")[0] ? undefined : `"${industry}", but its industry page is titled "${pageTitle}"`;

/** The facts of a case study an article's link to it is checked against. */
export type CaseLinkFacts = { industry: string; industryPage?: string; capabilities: readonly string[] };

/** A case study an article links, against the industries and capabilities the article concerns. */
export function articleCaseProblem(slug: string, study: CaseLinkFacts, industries: readonly string[], capabilities: readonly string[]) {
  if (study.industryPage)
    return industries.includes(study.industryPage)
      ? undefined
      : `${slug} is a ${study.industry} case, outside the article's industries [${industries.join(", ")}]`;
  return study.capabilities.some((capability) => capabilities.includes(capability))
    ? undefined
    : `${slug} has no industry page and shares no capability with the article's [${capabilities.join(", ")}]`;
}

/** A testimonial about a case study's work names the client as the case study does. */
export function checkTestimonials(home: HomeContent, cases: Record<string, CaseStudy>): string[] {
  return home.testimonials.flatMap((testimonial, index) => {
    // A link to no case study at all is reported with every other link (src/content/references.ts).
    const study = testimonial.case && cases[testimonial.case.id];
    if (!study) return [];
    const problem = designationProblem(testimonial.designation, study.client, study.slug);
    return problem ? [`${HOME_FILE}: testimonials.${index}.designation: ${problem}`] : [];
  });
}

/**
 * Each card of the home page's grid links a case study and carries its industry as written there.
 * The grid is a selection: a case study added to `src/content/cases/` needs no card to be listed
 * on `/case` and in the menus.
 */
export function checkCaseCards(home: HomeContent, cases: Record<string, CaseStudy>): string[] {
  return home.caseCards.flatMap((card, index) => {
    const study = cases[card.case.id];
    if (!study) return [];
    const problem = cardTagProblem(card.tag, study.industry, study.slug);
    return problem ? [`${HOME_FILE}: caseCards.${index}.tag: ${problem}`] : [];
  });
}

/** A capability tile on the home page carries its page's title. */
export function checkCapabilityTiles(home: HomeContent, capabilities: Record<string, string>): string[] {
  return home.capabilityTiles.flatMap((tile, index) => {
    const title = capabilities[tile.capability.id];
    if (title === undefined) return [];
    const problem = tileNameProblem(tile.name, title, tile.capability.id);
    return problem ? [`${HOME_FILE}: capabilityTiles.${index}.name: ${problem}`] : [];
  });
}

/**
 * The practices on `/about` add up to the home page's engineers-and-designers figure ("50+"), and
 * not so far above it that "about 50" stops being true.
 */
export function checkHeadcount(about: AboutContent, home: HomeContent): string[] {
  const figure = home.statistics.find((stat) => stat.icon === "users");
  if (!figure) return [`${HOME_FILE}: statistics: no engineers-and-designers figure (icon users)`];
  const people = about.organisation.teams.reduce((sum, team) => sum + team.people, 0);
  const problem = headcountProblem(people, figure);
  return problem ? [`src/content/about/about.yaml: organisation.teams: ${problem}`] : [];
}

/** The people of the practices on `/about`, against the home page's engineers-and-designers figure. */
export function headcountProblem(people: number, figure: { value: number; suffix: string; title: string }) {
  return people >= figure.value && people < figure.value + 10
    ? undefined
    : `${people} people, but ${HOME_FILE} says ${figure.value}${figure.suffix} ${figure.title.toLowerCase()}`;
}

/** What an article's link to a case study is checked against. */
export const caseLinkFacts = (study: CaseStudy): CaseLinkFacts => ({
  industry: study.industry,
  ...(study.facts.industry ? { industryPage: study.facts.industry.id } : {}),
  capabilities: study.facts.capabilities.map((capability) => capability.id),
});

/**
 * An article links case studies only from the industries it is about; a case study filed under no
 * industry (its sector has no page) is linked through a capability the article and the case share.
 */
export function checkArticleCases(articles: readonly ArticleLinks[], cases: Record<string, CaseStudy>): string[] {
  return articles.flatMap((article) =>
    article.cases.flatMap(({ id: slug }) => {
      const where = `src/content/insights/${article.slug}.mdx: cases`;
      const study = cases[slug];
      if (!study) return [];
      const problem = articleCaseProblem(
        slug,
        caseLinkFacts(study),
        article.industries.map((ref) => ref.id),
        article.capabilities.map((ref) => ref.id),
      );
      return problem ? [`${where}: ${problem}`] : [];
    }),
  );
}

/**
 * Counts and years written into copy ("eight case studies", "about 50 engineers", "founded in
 * 2019") agree with the content they count.
 */
export function checkCounts(texts: Record<string, string>, counts: CrossCheckContent["counts"]): string[] {
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const rules: { pattern: RegExp; expected: number; what: string }[] = [
    { pattern: new RegExp(`\\b${word} (?:published )?case stud(?:y|ies)\\b`, "gi"), expected: counts.cases, what: "case studies" },
    { pattern: new RegExp(`\\b${word} (?:industries|industry pages)\\b`, "gi"), expected: counts.industries, what: "industries" },
    { pattern: new RegExp(`\\b${word} capabilities\\b`, "gi"), expected: counts.capabilities, what: "capabilities" },
    {
      pattern: new RegExp(`\\b(?:about|some|around|nearly) ${word} (?:engineers|people)\\b`, "gi"),
      expected: counts.people,
      what: "people",
    },
    { pattern: /\b(?:founded|co-founded|incorporated) (?:in )?((?:19|20)\d\d)\b/gi, expected: counts.foundingYear, what: "founding year" },
  ];
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    for (const { pattern, expected, what } of rules) {
      for (const match of text.matchAll(pattern)) {
        const raw = match[1]!.toLowerCase();
        const value = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw);
        // "one case study" speaks of a single study, not of how many there are.
        if (what !== "founding year" && value <= 1) continue;
        if (value !== expected) problems.push(`${where}: "${match[0]}", but the content has ${expected} ${what}`);
      }
    }
  }
  return problems;
}

/** A fact token and the files that must quote it rather than restate the fact in their own words. */
const QUOTED_FACTS: { token: string; files: string[] }[] = [
  { token: "{codeOwnership}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/legal/security.yaml"] },
  { token: "{incidentNotice}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/legal/security.yaml"] },
  { token: "{teamSize}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/about/about.yaml"] },
];

/**
 * The facts written once in `site.json` `commitments` are quoted by token where they are stated,
 * and no text states a team size other than theirs ("four to twelve people").
 */
export function checkFacts(texts: Record<string, string>, teamSize: { min: number; max: number }): string[] {
  const problems: string[] = [];
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const valueOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()));
  for (const [where, text] of Object.entries(texts)) {
    for (const match of text.matchAll(new RegExp(`\\b(?:team|teams)[^.]*?\\b${word} to ${word} people\\b`, "gi"))) {
      if (valueOf(match[1]!) !== teamSize.min || valueOf(match[2]!) !== teamSize.max)
        problems.push(`${where}: "${match[0]}", but site.json commitments.teamSize is ${teamSize.min} to ${teamSize.max}: write {teamSize}`);
    }
  }
  for (const { token, files } of QUOTED_FACTS) {
    for (const file of files) {
      const quoted = Object.entries(texts).some(([where, text]) => where.startsWith(`${file}: `) && text.includes(token));
      if (!quoted) problems.push(`${file}: states no ${token}: quote the fact from site.json commitments rather than restating it`);
    }
  }
  return problems;
}

/**
 * A sector has one name: a case study filed under an industry page names its sector as the page's
 * title does, or as its first part ("Retail" for "Retail & commerce").
 */
export function checkSectorNames(cases: Record<string, CaseStudy>, industries: Record<string, string>): string[] {
  return Object.values(cases).flatMap((study) => {
    const page = study.facts.industry && industries[study.facts.industry.id];
    const problem = page ? sectorNameProblem(study.industry, page) : undefined;
    return problem ? [`${caseFile(study.slug)}: industry: ${problem}`] : [];
  });
}

/**
 * Every check across files, by name. The content editor checks each before saving, on the field
 * the problem is reported on (src/cms/editor-rules.ts); src/cms/rule-coverage.test.ts holds the
 * two lists together.
 */
export const CROSS_CHECKS = {
  "case-metrics": (content: CrossCheckContent) => checkCaseMetrics(content.cases),
  "testimonial-client": (content: CrossCheckContent) => checkTestimonials(content.home, content.cases),
  "case-card-tag": (content: CrossCheckContent) => checkCaseCards(content.home, content.cases),
  "capability-tile-name": (content: CrossCheckContent) => checkCapabilityTiles(content.home, content.capabilities),
  headcount: (content: CrossCheckContent) => checkHeadcount(content.about, content.home),
  "article-cases": (content: CrossCheckContent) => checkArticleCases(content.articles, content.cases),
  counts: (content: CrossCheckContent) => checkCounts(content.texts, content.counts),
  facts: (content: CrossCheckContent) => checkFacts(content.texts, content.teamSize),
  "sector-name": (content: CrossCheckContent) => checkSectorNames(content.cases, content.industries),
} satisfies Record<string, (content: CrossCheckContent) => string[]>;
export type CrossCheckName = keyof typeof CROSS_CHECKS;

export function crossCheck(content: CrossCheckContent): string[] {
  return Object.values(CROSS_CHECKS).flatMap((check) => check(content));
}
