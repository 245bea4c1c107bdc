import { FORMS_MODES, type AboutContent, type CaseStudy, type EntryRef, type FormsMode, type HomeContent } from "./schema";
import { averageTenure } from "./case-dates";
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
  /** `site.json` `commitments.supportCover`: how many client systems we run and who answers for them. */
  supportCover?: string;
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

/** What the content editor calls a case study's timeline, where a result's figure must be told. */
export const STORY_LABEL = "The story, in five phases";

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
  if (!told) problems.push(`${metric.value} appears nowhere in "${STORY_LABEL}": write it in the phase that tells it, or change this figure`);
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
    const figures = study.metrics.flatMap((metric, index) =>
      metricProblems(metric, story).map((problem) => `${caseFile(slug)}: metrics.${index}.value: ${problem}`),
    );
    // Time cut by 60% is "60% less time": "60% faster" would mean 2.5 times the speed.
    const faster = study.metrics.flatMap((metric, index) =>
      /%$/.test(metric.value) && /\bfaster\b/i.test(metric.label)
        ? [`${caseFile(slug)}: metrics.${index}.label: "${metric.value} ${metric.label}": a share of time saved is "less time", not "faster"`]
        : [],
    );
    const headline = (["heroTitle", "metaDescription", "summary", "heroSubtitle"] as const).flatMap((field) => {
      const found = /\d+% faster|faster[^.]{0,20}\b\d+%/i.exec(study[field]);
      return found ? [`${caseFile(slug)}: ${field}: "${found[0]}": a share of time saved is "less time", not "faster"`] : [];
    });
    return [...figures, ...faster, ...headline];
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
  industry === pageTitle || industry === pageTitle.split(" & ")[0]
    ? undefined
    : `"${industry}", but its industry page is titled "${pageTitle}"`;

/** The facts of a case study an article's link to it is checked against. */
export type CaseLinkFacts = { industry: string; industryPage?: string; capabilities: readonly string[] };

/** Pages by slug as their titles call them, where the caller knows them ("fintech" → "Fintech and lending"). */
export type PageNames = { industries?: Record<string, string>; capabilities?: Record<string, string>; cases?: Record<string, string> };

/** A list of pages by name (or slug, where the name is not known), or what to say when there is none. */
const named = (slugs: readonly string[], names: Record<string, string> | undefined, none: string) =>
  slugs.length > 0 ? slugs.map((slug) => names?.[slug] ?? slug).join(", ") : none;

/** A case study an article links, against the industries and capabilities the article concerns. */
export function articleCaseProblem(
  slug: string,
  study: CaseLinkFacts,
  industries: readonly string[],
  capabilities: readonly string[],
  names: PageNames = {},
) {
  // The case by its title, as the editor's list of case studies shows it.
  const title = names.cases?.[slug] ?? slug;
  if (study.industryPage)
    return industries.includes(study.industryPage)
      ? undefined
      : // The industry as its page is titled ("Retail & commerce"), as the editor's list of industries shows it.
        `${title} is a ${names.industries?.[study.industryPage] ?? study.industry} case, outside the article's industries (${named(industries, names.industries, "no industries chosen")})`;
  return study.capabilities.some((capability) => capabilities.includes(capability))
    ? undefined
    : `${title} has no industry page and shares no capability with the article's (${named(capabilities, names.capabilities, "no capabilities chosen")})`;
}

/** A person's name as the last part of a picture's ID: "Priya C." is "priya-c". */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, "-")
    .replace(/^-|-$/g, "");

/** A first name and the initial of the surname: "Priya C.". */
const FIRST_NAME_AND_INITIAL = /^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u;

/**
 * A testimonial about a case study's work names the client as the case study does, and each
 * person quoted is named by first name and initial: a full name beside "VP Product, a mid-sized
 * NBFC in Pune" would name the employer `{clientNames}` keeps confidential, in the text or in the
 * address of the person's portrait.
 */
export function checkTestimonials(home: HomeContent, cases: Record<string, CaseStudy>): string[] {
  return home.testimonials.flatMap((testimonial, index) => {
    const problems: string[] = [];
    if (!FIRST_NAME_AND_INITIAL.test(testimonial.name))
      problems.push(
        `${HOME_FILE}: testimonials.${index}.name: "${testimonial.name}" beside a described employer names it: write a first name and initial ("Priya C.")`,
      );
    // The portrait's file name is public too (/images/testimonials/{name}-192.webp): it says no more than the name does.
    const allowed = slugOf(testimonial.name);
    const portrait = testimonial.avatar.id.split("/").pop()!;
    if (portrait !== allowed)
      problems.push(`${HOME_FILE}: testimonials.${index}.avatar.id: "${testimonial.avatar.id}" is part of the picture's public address: name it "testimonials/${allowed}", as the person is named`);
    // A link to no case study at all is reported with every other link (src/content/references.ts).
    const study = testimonial.case && cases[testimonial.case.id];
    const problem = study && designationProblem(testimonial.designation, study.client, study.slug);
    if (problem) problems.push(`${HOME_FILE}: testimonials.${index}.designation: ${problem}`);
    return problems;
  });
}

/**
 * Why a client is described rather than named is one reason, `{clientNames}` (its contract), and
 * a page that gives another (the client asked, the figures are its own) contradicts it.
 */
const OTHER_REASON =
  /\basked (?:us )?(?:not )?to be (?:named|described)\b|\b(?:described|unnamed) (?:instead|rather than named)\b|\bkeeps? (?:it|them) unnamed\b|\bown reporting, so\b/i;

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

/**
 * The home grid's cards spread over the case studies: the spec fixes fifteen cards, more than there
 * are case studies, so no case study gets a second card while another has none, none gets a third
 * while another has one, and the cards of one case study carry different titles (the second tells a
 * part of the work). With as many case studies as cards, each appears once. `cards` are the
 * cards' case slugs and titles in order; `slugs` every case study.
 */
export function caseCardSpreadProblems(cards: readonly { case: string; title: string }[], slugs: readonly string[]): string[] {
  const count = (slug: string) => cards.filter((card) => card.case === slug).length;
  const fewest = [...slugs].sort((a, b) => count(a) - count(b))[0];
  const problems: string[] = [];
  cards.forEach((card, index) => {
    if (fewest !== undefined && count(card.case) - count(fewest) > 1)
      problems.push(
        `caseCards.${index}.case: "${card.case}" has ${count(card.case)} cards while "${fewest}" has ${count(fewest)}: give every case study a card before any gets another`,
      );
    if (cards.slice(0, index).some((other) => other.case === card.case && other.title === card.title))
      problems.push(`caseCards.${index}.title: "${card.title}" is already a card of "${card.case}": a second card tells another part of the work`);
  });
  return problems;
}

/** The home grid's cards, checked by `caseCardSpreadProblems` against every case study. */
export function checkCaseCardSpread(home: HomeContent, cases: Record<string, CaseStudy>): string[] {
  const cards = home.caseCards.map((card) => ({ case: card.case.id, title: card.title }));
  return caseCardSpreadProblems(cards, Object.keys(cases)).map((problem) => `${HOME_FILE}: ${problem}`);
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
  // The figure's label names every kind of people it counts: a practice of neither engineers nor designers (Delivery) by its name.
  const unnamed = about.organisation.teams
    .filter((team) => !/engineer|design|data|platform|devops/i.test(team.name))
    .filter((team) => !figure.title.toLowerCase().includes(team.name.toLowerCase()))
    .map(
      (team) =>
        `${HOME_FILE}: statistics: "${figure.title}" counts the ${team.people} people of /about's ${team.name} practice without naming them`,
    );
  return [...(problem ? [`src/content/about/about.yaml: organisation.teams: ${problem}`] : []), ...unnamed];
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
        { cases: { [slug]: study.title } },
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
  { token: "{supportCover}", files: ["src/content/how-we-work/how-we-work.yaml", "src/content/legal/security.yaml"] },
];

/**
 * The facts written once in `site.json` `commitments` are quoted by token where they are stated,
 * and no text states a team size other than theirs ("four to fourteen people").
 */
export function checkFacts(texts: Record<string, string>, teamSize: { min: number; max: number }): string[] {
  const problems: string[] = [];
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const valueOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()));
  for (const [where, text] of Object.entries(texts)) {
    // A token after a colon is filled as a sentence's start, capitalised ("on: Four to fourteen people").
    const afterColon = /:\s+\{(teamSize|clientCountries)\}/.exec(text);
    if (afterColon)
      problems.push(`${where}: "${afterColon[0]}" would read capitalised mid-sentence: put {${afterColon[1]}} after no colon`);
    for (const match of text.matchAll(new RegExp(`\\b(?:team|teams)[^.]*?\\b${word} to ${word} people\\b`, "gi"))) {
      if (valueOf(match[1]!) !== teamSize.min || valueOf(match[2]!) !== teamSize.max)
        problems.push(
          `${where}: "${match[0]}", but site.json commitments.teamSize is ${teamSize.min} to ${teamSize.max}: write {teamSize}`,
        );
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

/** The words that name a sector with no industry page, as a case study's `industry` gives it. Hand-kept, like SECTOR_WORDS. */
export const UNFILED_SECTOR_WORDS: Record<string, RegExp> = {
  logistics: /\b(?:logistics|freight|warehous|transport)/i,
  manufacturing: /\b(?:manufactur|plants?|factor)/i,
  government: /\b(?:government|state department|public sector)/i,
};

/**
 * `/about`'s subtitle says whom we build for: it names the sector of every case study (a lender for
 * Fintech, logistics for Logistics), so a reader does not meet work in a sector About leaves out.
 */
export function checkAboutSectors(about: AboutContent, cases: Record<string, CaseStudy>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const study of Object.values(cases)) {
    const key = study.facts.industry?.id ?? study.industry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const words = SECTOR_WORDS[key] ?? UNFILED_SECTOR_WORDS[key];
    if (!words) problems.push(`${caseFile(study.slug)}: industry: "${study.industry}" has no words in UNFILED_SECTOR_WORDS to find it by on /about`);
    else if (!words.test(about.subtitle))
      problems.push(`src/content/about/about.yaml: subtitle: does not name ${study.industry} (${study.slug}), where a case study shows our work`);
  }
  return problems;
}

/**
 * The words a client's name carries when it belongs to an industry page's sector. Hand-kept: a
 * name's sector cannot be computed, and the check below needs it.
 */
export const SECTOR_WORDS: Record<string, RegExp> = {
  fintech: /\b(?:financ|bank|lend|credit|capital|pay)/i,
  medtech: /\b(?:health|clinic|care|medi|pharma|diagnos)/i,
  retail: /\b(?:retail|store|mart|grocer)/i,
  agritech: /\b(?:agri|farm|harvest|crop|seed)/i,
  hospitality: /\b(?:hotels?|resorts?|hospitality|inns?)\b/i,
  telecom: /\b(?:telecom|telco|broadband)/i,
  edtech: /\b(?:learning|school|academy|edu)/i,
  dooh: /\b(?:media|screens?|outdoor|billboard)\b/i,
};

/** An industry page's count of the clients it has built for ("Of the four lenders we have built for"), each described on the site. */
const ACCOUNTED_CLIENTS = /\bof the \w+ [\w-]+ we have (?:built|worked) for\b/i;

/**
 * The clients the home page names are not joined to the clients the site describes. A named client
 * in a sector where the site describes at most one client's work (one case study, or an industry
 * page's own account) points at that client, and a page that sends the reader from a described
 * client to "our client list" or "our home page" does the same. A named client in a sector whose
 * page counts the clients it has built for, each of them described, is one more than that count.
 * No page gives a reason for describing a client other than `{clientNames}`.
 */
export function checkClientWall(
  home: HomeContent,
  cases: Record<string, CaseStudy>,
  industries: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  const problems: string[] = [];
  // The note under the names says what we built for each of them, and disowns none.
  const disowning = /\bnone of them\b|\bnot (?:a )?clients? (?:our|the site's|this site's)\b/i.exec(home.clientsNote);
  if (disowning)
    problems.push(`${HOME_FILE}: clientsNote: "${disowning[0]}": say what we built for the named clients, not that they are not ours`);
  home.clients.forEach((name, index) => {
    if (!home.clientsNote.includes(name))
      problems.push(`${HOME_FILE}: clients.${index}: "${name}" has no line in clientsNote saying what we built for it`);
    for (const [slug, words] of Object.entries(SECTOR_WORDS)) {
      if (!(slug in industries) || !words.test(name)) continue;
      const filed = Object.values(cases).filter((study) => study.facts.industry?.id === slug);
      if (filed.length <= 1)
        problems.push(
          `${HOME_FILE}: clients.${index}: "${name}" is in the ${industries[slug]} sector, where the site describes ${filed.length ? `one client (${filed[0]!.slug})` : "the work of one client"}: a reader joins the name to it`,
        );
      const counted = ACCOUNTED_CLIENTS.exec(texts[`src/content/industries/${slug}.yaml: subtitle`] ?? "");
      if (counted)
        problems.push(
          `${HOME_FILE}: clients.${index}: "${name}" is in the ${industries[slug]} sector, whose page accounts for each of "${counted[0]}" as a described client: a named one makes one more`,
        );
    }
  });
  for (const [where, text] of Object.entries(texts)) {
    const other = OTHER_REASON.exec(text);
    if (other)
      problems.push(`${where}: "${other[0]}": why a client is described is {clientNames} (its contract), the one reason every page gives`);
    if (!/^src\/content\/(?:industries|cases|capabilities|insights)\//.test(where)) continue;
    const pointer = /\b(?:on our client list|our client list|(?:quoted|named|shown) on our home page)\b/i.exec(text);
    if (pointer) problems.push(`${where}: "${pointer[0]}" joins a described client to a named one`);
  }
  return problems;
}

const HOW_WE_WORK_FILE = "src/content/how-we-work/how-we-work.yaml";

/**
 * Support is promised once, on How we work, and only as a team of the platform practice's size can
 * keep it: no page promises an answer "day or night" or "24/7", no other page states a response
 * time for an outage, How we work's severity 1 says its hours and its overnight time, and a page
 * that gives the platform team's size gives /about's.
 */
export function checkSupportPromise(texts: Record<string, string>, about: AboutContent): string[] {
  const problems: string[] = [];
  const platform = about.organisation.teams.find((team) => /platform/i.test(team.name));
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const valueOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()));
  for (const [where, text] of Object.entries(texts)) {
    const always = /\b(?:day or night|24\/7|24x7|round[- ]the[- ]clock|around the clock|any hour)\b/i.exec(text);
    if (always)
      problems.push(`${where}: "${always[0]}": a rota of ${platform?.people ?? "a few"} people promises the hours How we work states`);
    const outage = /\b(?:answered|answer|respond|responds|response)\b[^.]*?\bwithin \d+ minutes\b/i.exec(text);
    if (outage && !where.startsWith(`${HOW_WE_WORK_FILE}: `))
      problems.push(`${where}: "${outage[0]}": support times are stated on How we work only`);
    for (const match of text.matchAll(new RegExp(`\\b${word}-person platform team\\b|\\bplatform team of ${word}\\b`, "gi"))) {
      const size = valueOf((match[1] ?? match[2])!);
      if (platform && size !== platform.people)
        problems.push(`${where}: "${match[0]}", but /about's ${platform.name} practice has ${platform.people} people`);
    }
  }
  const severityOne = Object.entries(texts).find(
    ([where, text]) => where.startsWith(`${HOW_WE_WORK_FILE}: `) && /^Severity 1\b/.test(text),
  );
  if (!severityOne) problems.push(`${HOW_WE_WORK_FILE}: no "Severity 1" response time`);
  else if (!/\d\d:\d\d to \d\d:\d\d India time/.test(severityOne[1]) || !/overnight|at night/.test(severityOne[1]))
    problems.push(`${severityOne[0]}: severity 1 must say the hours of its fastest answer and its time overnight`);
  return problems;
}

/**
 * Who owns the code is one promise, `{codeOwnership}`: the client's accounts from the first day,
 * the rights on payment. No text gives the code away on other terms ("You do.", "nothing we could
 * hold back", "unconditionally", "yours from day one").
 */
export function checkOwnership(texts: Record<string, string>): string[] {
  const other =
    /^You do\b|\bnothing we could hold back\b|\bunconditional(?:ly)?\b|\b(?:code|IP) is yours\b|\byours from (?:the first|day one)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = other.exec(text);
    return match ? [`${where}: "${match[0]}": state who owns the code with {codeOwnership} alone`] : [];
  });
}

/**
 * Each way the site can be deployed to send data to a company, the forms' mode it belongs to
 * (`formsMode` on a legal page's sections), and the words its sub-processor entry must contain.
 */
export const DELIVERY_MODES = [
  { mode: "EmailJS (VITE_EMAILJS_SERVICE_ID)", setting: "VITE_EMAILJS_SERVICE_ID", formsMode: "emailjs", entry: /\bEmailJS\b/ },
  {
    mode: "EmailJS's reCAPTCHA (VITE_EMAILJS_RECAPTCHA_SITE_KEY)",
    setting: "VITE_EMAILJS_RECAPTCHA_SITE_KEY",
    formsMode: "emailjs",
    entry: /\breCAPTCHA\b/,
  },
  { mode: "the server's email delivery (SMTP_URL)", setting: "SMTP_URL", formsMode: "outbox", entry: /\bmail server\b/ },
  { mode: "the server's webhook delivery (LEADS_WEBHOOK_URL)", setting: "LEADS_WEBHOOK_URL", formsMode: "outbox", entry: /\bwebhook\b/ },
] as const;

/**
 * `/security`'s sub-processor list covers every mode the code can be deployed in: given the
 * settings the code reads, each mode's company appears in the list a site of that mode shows,
 * and a company of the other mode does not (the privacy notice says no other service sees a form).
 */
export function checkSubProcessors(entriesByMode: Record<FormsMode, readonly string[]>, settingsInCode: readonly string[]): string[] {
  const where = (formsMode: FormsMode) => `src/content/legal/security.yaml: sub-processors (formsMode: ${formsMode})`;
  return DELIVERY_MODES.filter(({ setting }) => settingsInCode.includes(setting)).flatMap(({ mode, formsMode, entry }) => [
    ...(entriesByMode[formsMode].some((text) => entry.test(text))
      ? []
      : [`${where(formsMode)}: the site can be deployed with ${mode}, and no entry names who processes it`]),
    ...FORMS_MODES.filter((other) => other !== formsMode && entriesByMode[other].some((text) => entry.test(text))).map(
      (other) => `${where(other)}: names the company of ${mode}, which a site of this mode does not use`,
    ),
  ]);
}

/** A model vendor a page names as one a client's product calls ("Amazon Bedrock"). */
const MODEL_VENDORS = /\b(?:Amazon Bedrock|Azure OpenAI|Vertex AI|OpenAI|Anthropic|Gemini API)\b/g;

/**
 * A page that sends data to a language model names the vendor, and `/security`'s sub-processor
 * section (in every forms mode, `paragraphs` given by mode) says whose processor that vendor is:
 * the client's, in its own account and under its own contract. A vendor named on a page and not
 * there leaves the list's "there are no others" untrue.
 */
export function checkModelVendors(texts: Record<string, string>, paragraphsByMode: Record<FormsMode, readonly string[]>): string[] {
  const named = new Set(
    Object.entries(texts)
      .filter(([where]) => !where.startsWith("src/content/legal/security.yaml"))
      .flatMap(([, text]) => [...text.matchAll(MODEL_VENDORS)].map((match) => match[0])),
  );
  return FORMS_MODES.flatMap((formsMode) => {
    const section = paragraphsByMode[formsMode].join(" ");
    const where = `src/content/legal/security.yaml: sub-processors (formsMode: ${formsMode})`;
    return [
      ...[...named]
        .sort()
        .filter((vendor) => !section.includes(vendor))
        .map((vendor) => `${where}: pages send data to ${vendor}, and this section does not say whose processor it is`),
      ...(named.size > 0 && !/\bclient's own cloud account\b/.test(section)
        ? [`${where}: a model vendor is named on the site, and this section does not say it runs in the client's own cloud account`]
        : []),
    ];
  });
}

/** Every case study's team fits the team size the pages promise (`commitments.teamSize`). */
export function checkCaseTeams(cases: Record<string, CaseStudy>, teamSize: { min: number; max: number }): string[] {
  return Object.values(cases)
    .filter((study) => study.facts.team < teamSize.min || study.facts.team > teamSize.max)
    .map(
      (study) =>
        `${caseFile(study.slug)}: facts.team: ${study.facts.team}, but site.json commitments.teamSize is ${teamSize.min} to ${teamSize.max}`,
    );
}

/** Subcontracting is ruled out once, without exceptions one page makes and another does not. */
export function checkSubcontracting(texts: Record<string, string>): string[] {
  return Object.entries(texts)
    .filter(([, text]) => /subcontract|freelanc/i.test(text) && /\bunless\b|\bexcept\b|\bwhere the client agrees\b/i.test(text))
    .map(([where]) => `${where}: makes an exception to "no subcontractors or freelancers" that /about does not make`);
}

/**
 * Copy that talks about the page instead of the work reads as machine-written to a buyer ("the
 * cards below", "this page lists", "each card opens its case study", "scroll down"): the common
 * forms, each with what it turns on. Legal text may still say "the rights listed below", which
 * none of these forms catches.
 */
export const LAYOUT_TALK: readonly RegExp[] = [
  /\b(?:this|that|each|every|these|the other(?: [\w-]+)?) pages? (?:lists?|describes?|shows?|says?|covers?|explains?|sets? out|gathers?)\b/i,
  /\b(?:cards?|tiles?|sections?|links?|tabs?|list|filters?|panels?|work|days|steps|pages|case studies|articles) (?:below|above)\b/i,
  /\b(?:each|every|a|one) (?:card|tile) (?:opens|links|leads|shows)\b|\b(?:study|page|section) has a card\b|\ba second card\b/i,
  /\bscroll (?:down|up|back|to)\b/i,
  /\bclick (?:here|below|above)\b|\b(?:tap|click) (?:a|the|any|each) (?:card|tile|link|button)\b/i,
  /\bin (?:its|their) first lines\b|\b(?:listed|found) here\b|\bthe (?:table|chart|grid|carousel) (?:shows|lists|below|above)\b/i,
];

/** A text that talks about the page's layout instead of the work: each form it uses, in its words. */
export function checkLayoutTalk(texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    LAYOUT_TALK.flatMap((pattern) => {
      const match = pattern.exec(text);
      return match
        ? [`${where}: "${match[0]}" talks about the page, not the work: say what the work is or what it means for the reader`]
        : [];
    }),
  );
}

/**
 * An industry page with no case study filed under it says so where a reader meets it: in its
 * subtitle and in its summary, the tagline the menus show.
 */
export function checkIndustryClaims(
  cases: Record<string, CaseStudy>,
  industries: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  const honest = /\bno (?:[\w-]+ )?case study\b|\bno [\w-]+(?: [\w-]+)? yet\b|\bas we would\b|\bnot (?:yet )?shipped\b|\bnot yet\b/i;
  return Object.keys(industries)
    .filter((slug) => !Object.values(cases).some((study) => study.facts.industry?.id === slug))
    .flatMap((slug) =>
      ["subtitle", "summary"]
        .map((field) => `src/content/industries/${slug}.yaml: ${field}`)
        .filter((where) => !honest.test(texts[where] ?? ""))
        .map((where) => `${where}: no case study is filed under ${industries[slug]}, and this does not say so`),
    );
}

/**
 * An industry page with no case study filed under it tells, section by section, which of its
 * work has shipped and which we would build: a section written only in the present tense ("We
 * package courses as SCORM…") reads as current practice that nothing on the site backs. Each
 * section's text marks the work that has not shipped (`NOT_SHIPPED`: "would", "not yet", "have
 * not").
 */
export function checkUnshippedSections(
  cases: Record<string, CaseStudy>,
  industries: Record<string, string>,
  texts: Record<string, string>,
): string[] {
  return Object.keys(industries)
    .filter((slug) => !Object.values(cases).some((study) => study.facts.industry?.id === slug))
    .flatMap((slug) =>
      Object.entries(texts)
        .filter(([where]) => new RegExp(`^src/content/industries/${slug}\\.yaml: sections\\.\\d+\\.content$`).test(where))
        .filter(([, text]) => !NOT_SHIPPED.test(text))
        .map(
          ([where]) =>
            `${where}: no case study is filed under ${industries[slug]}, and this section tells its work as done: say what shipped and what we would build`,
        ),
    );
}

/**
 * Work a buyer will ask to see, named on the pages that sell it. Hand-kept: a page may name one
 * only where a case study shows it, or where the same text says we have not shipped it yet.
 */
export const SPECIALISMS: Record<string, RegExp> = {
  "video KYC (V-CIP)": /\bV-CIP\b|\bvideo KYC\b/i,
  "Account Aggregator": /\bAccount Aggregator\b/i,
  ONDC: /\bONDC\b/,
  "document extraction": /\bdocument (?:extraction|classification)\b/i,
  "demand forecasting": /\bdemand forecast/i,
  "retrieval assistants": /\bretrieval(?:-based)? assistants?\b/i,
  "UPI payment callbacks": /\bUPI callbacks?\b/i,
  "medical device software (IEC 62304)": /\bIEC 62304\b/,
  "UPI AutoPay mandates": /\bUPI AutoPay\b/i,
  "card tokenisation": /\btokeni[sz]ation\b/i,
  "co-lending": /\bco-lend/i,
  "hotel POS and folio posting": /\b(?:guest )?folios?\b[^.]*\bPOS\b|\bPOS\b[^.]*\bfolios?\b/i,
  "FRRO Form C reporting": /\bForm C\b|\bFRRO\b/,
    "mobile room keys": /\bmobile (?:room )?keys?\b|\block[- ]vendor\b/i,
  "programmatic DOOH (OpenRTB)": /\bOpenRTB\b/,
  "SMART on FHIR apps": /\bSMART on FHIR\b/,
  "radiology and PACS integration": /\bDICOM\b|\bPACS\b|\bRIS\b/,
  "proof-of-play reconciliation": /\breconcil\w*\b[^.]*\b(?:play events|booked campaigns)\b/i,
  "clusters on Google's GKE": /\bGKE\b/,
  "Airflow or Dagster orchestration": /\bAirflow\b|\bDagster\b/,
  "developer portals for public APIs": /\bdeveloper portals?\b/i,
  "a semantic layer": /\bsemantic layer\b/i,
};

/** The specialisms no case study's text or story shows. */
function unshippedSpecialisms(cases: Record<string, CaseStudy>, texts: Record<string, string>) {
  const caseText = Object.entries(texts)
    .filter(([where]) => where.startsWith("src/content/cases/"))
    .map(([, text]) => text)
    .join("\n");
  return Object.entries(SPECIALISMS).filter(
    ([, pattern]) => !pattern.test(caseText) && !Object.values(cases).some((study) => pattern.test(storyOf(study.timelineData))),
  );
}

/** Who signed the loan-core migration's cut-over and rollback thresholds, in the words every page uses. */
export const THRESHOLD_SIGNERS = "the lender's heads of operations and finance and our delivery lead";

/** A page that says who signed the cut-over thresholds names `THRESHOLD_SIGNERS`, word for word. */
export function checkThresholdSigners(texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    text
      .split(/(?<=[.:])\s+/)
      .filter(
        (sentence) =>
          /\bsigned\b/i.test(sentence) &&
          /\bthresholds\b/i.test(sentence) &&
          !sentence.toLowerCase().includes(THRESHOLD_SIGNERS.toLowerCase()),
      )
      .map((sentence) => `${where}: "${sentence}": the thresholds were signed by ${THRESHOLD_SIGNERS}; say so in those words`),
  );
}

/**
 * How much UPI work has shipped is told once, on the fintech page: one marketplace's callbacks and
 * settlement matching are ours, and two more products (the retail case's tills, the broadband
 * operator's app) take UPI through a gateway or a bank. No page says our UPI work is that one
 * marketplace alone.
 */
export function checkUpiAccount(texts: Record<string, string>): string[] {
  const alone = /\bUPI work (?:so far )?is (?:one|a single)\b|\b(?:built|done) this for (?:that|this|one) (?:one )?marketplace so far\b|\bour only UPI\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = alone.exec(text);
    return match
      ? [`${where}: "${match[0]}": the retail case and the telecom page show UPI in two more products; count them as the fintech page does`]
      : [];
  });
}

/**
 * The lenders in our case studies collect repayments on NACH; UPI shows in a marketplace's
 * callbacks and at two products' tills and app, none of them a lender's. A text that claims UPI
 * collections or repayments needs a fintech case study whose story shows UPI.
 */
export function checkUpiCollections(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const shown = Object.values(cases).some((study) => study.facts.industry?.id === "fintech" && /\bUPI\b/.test(storyOf(study.timelineData)));
  if (shown) return [];
  const claim = /\bUPI (?:collections?|repayments?)\b|\bNACH and UPI\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = claim.exec(text);
    return match ? [`${where}: "${match[0]}": no lender in our case studies collects over UPI; their repayments run on NACH`] : [];
  });
}

/**
 * RBI's April 2018 direction on storage of payment system data binds payment system operators and
 * those who serve them, and a lender's loan book is not payment system data: a sentence that
 * cites the payment data rule does not speak of loans, borrowers or lenders (RBI's Digital Lending
 * Directions, or the lender's own policy, keep that data in India).
 */
export function checkPaymentDataRule(texts: Record<string, string>): string[] {
  const rule = /\bpayment (?:system )?data (?:rules?|storage|direction)\b|\bdirection on (?:the )?(?:storage of )?payment (?:system )?data\b/i;
  const lending = /\b(?:loans?|borrowers?|lenders?|NBFCs?)\b/i;
  return Object.entries(texts).flatMap(([where, text]) =>
    sentencesOf(text)
      .filter((sentence) => rule.test(sentence) && lending.test(sentence))
      .map((sentence) => `${where}: "${sentence}": RBI's payment data direction is about payment system data; cite the rule that keeps loan data in India`),
  );
}

/** How long CERT-In's directions of April 2022 ask a company in India to keep its systems' logs, in India. */
export const CERT_IN_LOG_DAYS = 180;

/**
 * Where a page says CERT-In's directions apply to us, no legal page keeps logs for less than the
 * 180 days they ask: a sentence about logs kept "for 30 days" fails.
 */
export function checkLogRetention(texts: Record<string, string>): string[] {
  if (!Object.values(texts).some((text) => /\bCERT-In's directions\b/.test(text))) return [];
  return Object.entries(texts)
    .filter(([where]) => where.startsWith("src/content/legal/"))
    .flatMap(([where, text]) =>
      sentencesOf(text).flatMap((sentence) => {
        const kept = /\blogs?\b/i.test(sentence) ? /\bfor (\d+) days\b/.exec(sentence) : null;
        return kept && Number(kept[1]) < CERT_IN_LOG_DAYS
          ? [`${where}: "${kept[0]}": CERT-In's directions ask for ${CERT_IN_LOG_DAYS} days of logs, kept in India`]
          : [];
      }),
    );
}

/**
 * When each rule or standard a page names was published. A clause that names one beside an
 * earlier year ("since 2020", "in 2020") dates work to it before it existed.
 */
export const PUBLISHED: Record<string, number> = {
  "WCAG 2.2": 2023,
  "DPDP Act": 2023,
  "DPDP Rules": 2025,
  "Digital Lending Directions": 2025,
};

export function checkPublicationDates(texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    text
      .split(/(?<=[.!?])\s+|[,;:]\s+/)
      .flatMap((clause) =>
        Object.entries(PUBLISHED).flatMap(([name, year]) => {
          if (!clause.includes(name)) return [];
          const earlier = [...clause.matchAll(/\b(?:since|in|from) (?:[A-Z][a-z]+ )?((?:19|20)\d\d)\b/g)]
            .map((match) => Number(match[1]))
            .find((stated) => stated < year);
          return earlier === undefined ? [] : [`${where}: "${clause.trim()}": ${name} came out in ${year}, after ${earlier}`];
        }),
      ),
  );
}

/**
 * What every engagement does is said only of what all of them do: a design-only or staffing
 * engagement builds no landing zone, pipeline or cluster, so no page says every engagement starts
 * with one.
 */
export function checkEveryEngagement(texts: Record<string, string>): string[] {
  const overclaim =
    /\b(?:every|each|all) (?:engagements?|projects?)\b[^.]*?\b(?:starts?|begins?|opens?) with (?:a |an )?(?:landing zone|Terraform|pipeline|cluster|Kubernetes|data platform|warehouse)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = overclaim.exec(text);
    return match ? [`${where}: "${match[0]}": design and staffing engagements do not; say which work starts that way`] : [];
  });
}

/**
 * "Our longest migration" ranks work the site shows one of: the case studies are the work a reader
 * can compare, and a superlative over them names the case instead.
 */
export function checkSuperlatives(texts: Record<string, string>): string[] {
  const ranked = /\bour (?:longest|largest|biggest|hardest|most complex) (?:migrations?|engagements?|projects?|modernisations?|builds?)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = ranked.exec(text);
    return match ? [`${where}: "${match[0]}" ranks work the case studies do not let a reader compare: name the case study`] : [];
  });
}

/**
 * How often a platform we run ships is one figure: several releases a week, as the managed cloud
 * case's six a month became about 24. A page that says "every week", "weekly releases" or "many a
 * week" states it another way.
 */
export function checkReleaseCadence(texts: Record<string, string>): string[] {
  const other =
    /\b(?:releases?|deploys?)\b[^.]*?\b(?:every week|each week|once a week|daily)\b|\bmany (?:small )?(?:deploys|releases) a week\b|\bweekly (?:releases|deploys)\b/i;
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = other.exec(text);
    return match ? [`${where}: "${match[0]}": releases go out several times a week, as the managed cloud case shows; say it that way`] : [];
  });
}

/**
 * A case study whose support continues shows when its engagement ran and says "We still support
 * it" under its hero; a page that counts how long that support has run ("we have held the pager
 * for fourteen months") disagrees with the engagement's end date shown beside it and goes stale a
 * month later, so it says since when instead.
 */
export function checkSupportDurations(texts: Record<string, string>): string[] {
  const counted = new RegExp(
    `\\bwe have (?:held|run|supported|kept|operated)\\b[^.]*?\\bfor (?:\\d+|${NUMBER_WORDS.join("|")}) (?:months|years)\\b`,
    "i",
  );
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = counted.exec(text);
    return match ? [`${where}: "${match[0]}": support that continues is dated by when it began, which does not go stale`] : [];
  });
}

/**
 * A picture shows no work the text says we have not shipped and no client: a description that
 * names a specialism no case study shows opens "Illustration" (the drawing is a design, not a
 * screen from a client's product), and none names a client from the home page's wall.
 */
export function checkPictureClaims(home: HomeContent, cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const unshipped = unshippedSpecialisms(cases, texts);
  return Object.entries(texts)
    .filter(([where]) => where.endsWith(".alt"))
    .flatMap(([where, text]) => [
      ...unshipped
        .filter(([, pattern]) => pattern.test(text) && !/^Illustration\b/.test(text))
        .map(
          ([name]) => `${where}: shows ${name}, which no case study shows: open the description with "Illustration" and describe a design`,
        ),
      ...home.clients
        .filter((name) => text.toLowerCase().includes(name.toLowerCase()))
        .map((name) => `${where}: names "${name}", a client on the home page's wall: a picture names no client`),
    ]);
}

/**
 * An industry page with no case study filed under it has no client screen to show: its hero picture
 * is described as a design ("Illustration: a design for …").
 */
export function checkUnfiledHeroes(cases: Record<string, CaseStudy>, industries: Record<string, string>, texts: Record<string, string>): string[] {
  return Object.keys(industries)
    .filter((slug) => !Object.values(cases).some((study) => study.facts.industry?.id === slug))
    .flatMap((slug) =>
      Object.entries(texts)
        .filter(([where]) => new RegExp(`^src/content/industries/${slug}\\.yaml: hero[\\w.]*\\.alt$`).test(where))
        .filter(([, text]) => !/^Illustration\b/.test(text))
        .map(
          ([where]) =>
            `${where}: no case study is filed under ${industries[slug]}, so its picture shows no real screen: open the description with "Illustration: a design for"`,
        ),
    );
}

/** What a case study's story must show to be filed under AI & intelligent systems: a model it trained or tuned. */
const MODEL_WORK = /\b(?:model|machine learning|fine-tun\w*|PyTorch|TensorFlow|LLM)\b/i;

/** A case study filed under AI & intelligent systems shows a model in its story; a rules engine is not AI (the page's count comes from these tags). */
export function checkAiCases(cases: Record<string, CaseStudy>): string[] {
  return Object.values(cases)
    .filter((study) => study.facts.capabilities.some((capability) => capability.id === "ai-intelligent-systems"))
    .filter((study) => !MODEL_WORK.test(storyOf(study.timelineData)))
    .map((study) => `${caseFile(study.slug)}: facts.capabilities: ai-intelligent-systems, but its story shows no model`);
}

/** Words that say a text describes work we have not shipped. */
const NOT_SHIPPED = /\bnot (?:yet )?shipped\b|\byet\b|\bno case study\b|\bwould\b|\bhave not\b|\bnone of our case studies\b/i;

/** A text's sentences. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/);

/** Whether a page's section (`…: sections.2`) is marked as work none of which has shipped. */
const planned = (texts: Record<string, string>, section: string) => texts[`${section}.status`] === "planned";

/**
 * A claim of delivered experience is backed by a case study: an industry page, a capability page,
 * the home page, About or How we work names a specialism no case study's text shows only in a
 * sentence that says it is not shipped yet. A feature bullet says so itself, sits in a section
 * marked planned, or leans on its section's text, where every sentence naming the same
 * specialism says so.
 */
export function checkUnshippedClaims(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const unshipped = unshippedSpecialisms(cases, texts);
  const labelled = (text: string, pattern: RegExp) =>
    sentencesOf(text)
      .filter((sentence) => pattern.test(sentence))
      .every((sentence) => NOT_SHIPPED.test(sentence));
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    // A picture's description says what it shows, not what we have shipped.
    if (!/^src\/content\/(?:industries|capabilities|home|about|how-we-work)\//.test(where) || /\.(?:alt|id)$/.test(where)) continue;
    const section = /^(.*: sections\.\d+)\.features\.\d+$/.exec(where);
    const sectionText = section ? (texts[`${section[1]}.content`] ?? "") : "";
    for (const [name, pattern] of unshipped) {
      if (!pattern.test(text)) continue;
      const ok = section
        ? NOT_SHIPPED.test(text) || planned(texts, section[1]!) || (pattern.test(sectionText) && labelled(sectionText, pattern))
        : labelled(text, pattern);
      if (!ok) problems.push(`${where}: names ${name}, which no case study shows: back it with one or say it is not shipped yet`);
    }
  }
  return problems;
}

/** A clause of a section's text that says something in it has not shipped, run or been built. */
const DENIES_SHIPPING =
  /\b(?:not (?:yet )?(?:shipped|run|built|integrated)|have not (?:yet )?(?:shipped|run|built|integrated)|none of\b[^.;]*\bha(?:s|ve) (?:yet )?shipped)\b/i;
/** A denial that covers the whole section: "None of the guest-facing pieces here has shipped yet", "not yet built for an FPO", "so this is how we would run the work". */
const DENIES_SECTION = /\bnone of\b|\bso this is\b|\bnot (?:yet )?built for\b/i;
const keywords = (text: string) =>
  new Set(
    (text.match(/[A-Za-z][A-Za-z-]+/g) ?? [])
      .filter((word) => /^[A-Z]{3,}s?$/.test(word))
      .map((word) => word.replace(/s$/, "")),
  );
/** Words too common to tie a feature to a clause. */
const COMMON = new Set(
  "about after again also before being between both each every from have here into more most once only other over same such than that their them then there these they this those through under until what when where which while with within without would your yours".split(" "),
);
/** A text's content words, lower case and singular: what ties a feature to the clause that denies it. */
const contentWords = (text: string, min: number) =>
  new Set(
    (text.match(/[A-Za-z][A-Za-z0-9+-]*/g) ?? [])
      .map((word) => word.toLowerCase().replace(/(?<=[a-z]{3})s$/, ""))
      .filter((word) => word.length >= min && !COMMON.has(word)),
  );
const clausesOf = (text: string) => text.split(/(?<=[.!?])\s+|;\s*/);

/** Words that tell work as what we would do, not what we have done. */
const WOULD = /\bwould\b|\bha(?:ve|s) not\b|\bnot yet\b|\bnone of\b/i;
/** A sentence about our own work: it says "we", "our" or "us". */
const OUR_WORK = /\b(?:we|our|us)\b/i;

/**
 * Whether a section's text tells all of its work as what we would do: every sentence about our
 * work says "would", "have not", "not yet" or "none of" ("The player we would build caches…"),
 * and there is at least one. Sentences about the reader's world ("A screen on a flyover has to keep
 * playing…") tell no work of ours either way.
 */
export function toldAsUnshipped(text: string) {
  const ours = text.split(/(?<=[.!?])\s+/).filter((sentence) => OUR_WORK.test(sentence));
  return ours.length > 0 && ours.every((sentence) => WOULD.test(sentence));
}

/** A feature that ends ", not yet shipped", or says "shipped" in its own words ("E-way bills, shipped for a freight firm"). */
const STATES_STATUS = /\bshipped\b/i;

/**
 * A feature an industry or capability section lists reads as shipped unless its page says otherwise.
 * A section none of whose work has shipped says so once, with `status: planned`, and its features
 * then carry no tag of their own; its text tells the work as what we would do. A section whose text
 * tells all of its work that way (`toldAsUnshipped`) has that status, or tags every feature
 * ", not yet shipped". In a section of shipped work, a feature about work the text says has not
 * shipped is tagged the way the site tags the rest (and the page draws it with the unshipped
 * marker): one that names an acronym (ONDC, EUDR, COD, FPO) or shares a word with a clause saying
 * the work is not shipped, not run or not built ("eSIM activation, which we have not shipped"), and
 * every feature of a section that denies all of its work ("None of the guest-facing pieces here has
 * shipped yet"). A feature that says "shipped" states its own status.
 */
export function checkUnshippedFeatures(texts: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [where, content] of Object.entries(texts)) {
    const section = /^(src\/content\/(?:industries|capabilities)\/.*: sections\.\d+)\.content$/.exec(where)?.[1];
    if (!section) continue;
    const features = Object.entries(texts).filter(([key]) => key.startsWith(`${section}.features.`));
    if (planned(texts, section)) {
      if (!toldAsUnshipped(content))
        problems.push(`${where}: its section is planned, but this tells some of its work as done: write it as what we would build, or drop the status`);
      for (const [key, feature] of features.filter(([, feature]) => STATES_STATUS.test(feature)))
        problems.push(`${key}: "${feature}": its section is planned, which says once that none of it has shipped: drop the words`);
      continue;
    }
    if (toldAsUnshipped(content)) {
      for (const [key, feature] of features.filter(([, feature]) => !STATES_STATUS.test(feature)))
        problems.push(`${key}: "${feature}": its section tells all of its work with "would": set the section's status to planned, or tag it ", not yet shipped"`);
      continue;
    }
    problems.push(...unshippedInShippedSection(content, features));
  }
  return problems;
}

/** The untagged features of a section of shipped work that name what its text says has not shipped. */
function unshippedInShippedSection(content: string, features: [string, string][]): string[] {
  const denied = clausesOf(content).filter((clause) => DENIES_SHIPPING.test(clause));
  const blanket = denied.find((clause) => DENIES_SECTION.test(clause));
  return features
    .filter(([, text]) => !STATES_STATUS.test(text))
    .flatMap(([where, text]) => {
      if (blanket) return [`${where}: "${text}": its section says "${blanket.trim()}": tag it ", not yet shipped"`];
      const acronyms = keywords(text);
      const shared = denied.flatMap((clause) => [...keywords(clause)].filter((word) => acronyms.has(word)));
      if (shared.length) return [`${where}: "${text}" names ${shared[0]}, which its section says is not shipped: tag it ", not yet shipped"`];
      const words = contentWords(text, 4);
      const word = denied.flatMap((clause) => [...contentWords(clause, 4)].filter((candidate) => words.has(candidate)))[0];
      return word ? [`${where}: "${text}" shares "${word}" with a sentence of its section that says it is not shipped: tag it ", not yet shipped"`] : [];
    });
}

/**
 * The explanation of the average tenure holds for the case studies: where copy says most builds
 * take under a year, most case studies' engagements do; where it says most clients keep a support
 * contract, most case studies' support continues.
 */
export function checkTenureStory(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const studies = Object.values(cases);
  const most = (count: number) => count * 2 > studies.length;
  const underAYear = studies.filter(
    (study) => /weeks$/.test(study.facts.engagement) || Number.parseInt(study.facts.engagement, 10) < 12,
  ).length;
  const supported = studies.filter((study) => study.facts.support === "continues").length;
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    if (/\bmost builds (?:of under a year|take under a year)/i.test(text) && !most(underAYear))
      problems.push(`${where}: says most builds take under a year, but ${underAYear} of ${studies.length} case studies do`);
    if (/\bmost (?:of our )?clients (?:then )?keep\b/i.test(text) && !most(supported))
      problems.push(
        `${where}: says most clients keep a support contract, but ${supported} of ${studies.length} case studies' support continues`,
      );
  }
  return problems;
}

/**
 * The home page's average client tenure ("24+ months") holds for the clients of the case studies,
 * counted as the statistics panel says: from the first contract to today while support continues,
 * to the end of the build once it was handed over. A reader can work it out from the dates on the
 * case pages, so a new case study or a handed-over one that brings the average under the figure
 * fails here until the figure's explanation says why.
 */
export function checkTenureFigure(cases: Record<string, CaseStudy>, home: HomeContent, today: Date): string[] {
  const figure = home.statistics.find((stat) => stat.icon === "calendar-clock");
  const studies = Object.values(cases);
  if (!figure || studies.length === 0) return [];
  const average = averageTenure(
    studies.map((study) => study.facts),
    today,
  );
  return average >= figure.value
    ? []
    : [
        `${HOME_FILE}: statistics: "${figure.title} ${figure.value}${figure.suffix}", but the ${studies.length} case studies' clients average ${average} months from started to today (support continues) or to the end of the engagement (ended)`,
      ];
}

/**
 * The home statistic that counts returning clients (the `handshake` figure) counts what a reader can
 * see: clients who kept us on a support contract after their build, which each case study states.
 * Fewer such case studies than the figure, or a label that counts something no case shows (a
 * "second engagement"), fails.
 */
export function checkReturningClients(cases: Record<string, CaseStudy>, home: HomeContent, today: Date = new Date()): string[] {
  const figure = home.statistics.find((stat) => stat.icon === "handshake");
  if (!figure) return [];
  const problems: string[] = [];
  if (!/\bsupport contract\b/i.test(figure.title))
    problems.push(`${HOME_FILE}: statistics: "${figure.title}": say it counts clients on a support contract after their build, which the case studies show`);
  const supported = Object.values(cases).filter((study) => study.facts.support === "continues");
  const kept = supported.length;
  if (kept < figure.value)
    problems.push(`${HOME_FILE}: statistics: "${figure.title} ${figure.value}${figure.suffix}", but only ${kept} case studies say we still support the work`);
  // "Two years after they signed": count the supported case studies that started two years or more before today.
  if (/\btwo years\b/i.test(figure.title)) {
    const cutoff = new Date(today);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 2);
    const limit = `${cutoff.getUTCFullYear()}-${String(cutoff.getUTCMonth() + 1).padStart(2, "0")}`;
    const long = supported.filter((study) => study.facts.started <= limit).length;
    if (long < figure.value)
      problems.push(`${HOME_FILE}: statistics: "${figure.title} ${figure.value}${figure.suffix}", but only ${long} supported case studies started two years ago or more`);
  }
  // The platforms figure (`monitor-smartphone`) counts case studies, so it can sit beside the
  // larger count of client systems in `commitments.supportCover`: no more than the case studies we still support.
  const platforms = home.statistics.find((stat) => stat.icon === "monitor-smartphone");
  if (platforms && (!/\bcase stud/i.test(platforms.title) || platforms.value > kept))
    problems.push(
      `${HOME_FILE}: statistics: "${platforms.title} ${platforms.value}${platforms.suffix}": count platforms in the case studies, at most the ${kept} whose support continues`,
    );
  return problems;
}

/**
 * The support model (`commitments.supportCover`, quoted on How we work and /security) counts the
 * client systems we run, and the count covers what the site says we run: every case study whose
 * support continues and every named client on the home page. It names the engineer who built each
 * system as its second, and a lead for severity 1, so a one-engineer rota is never the whole answer.
 */
export function checkSupportCover(supportCover: string | undefined, cases: Record<string, CaseStudy>, home: HomeContent): string[] {
  if (supportCover === undefined) return [];
  const where = "src/content/site.json: commitments.supportCover";
  const problems: string[] = [];
  const run = Object.values(cases).filter((study) => study.facts.support === "continues").length + home.clients.length;
  const stated = new RegExp(`\\b(\\d+|${NUMBER_WORDS.join("|")}) client systems\\b`, "i").exec(supportCover);
  const value = stated ? (/^\d+$/.test(stated[1]!) ? Number(stated[1]) : NUMBER_WORDS.indexOf(stated[1]!.toLowerCase())) : undefined;
  if (value === undefined) problems.push(`${where}: say how many client systems we run ("thirteen client systems")`);
  else if (value < run)
    problems.push(
      `${where}: "${stated![0]}", but ${run} are run by us: the case studies we still support and the home page's named clients`,
    );
  if (!/\bengineer who built\b/i.test(supportCover)) problems.push(`${where}: name the engineer who built each system as its second`);
  if (!/\bseverity 1\b[^.]*\blead\b/i.test(supportCover)) problems.push(`${where}: say which lead a severity 1 incident goes to`);
  return problems;
}

/**
 * A service's usual availability objective leaves room for the overnight severity 1 answer How we
 * work promises: at "usually 99.9%" a month allows about 43 minutes, which one answer within two
 * hours at night would spend several times over. The recovery time `/security` gives by default
 * ("service is back within three hours") fits the same month's allowance, so one failure does not
 * break the objective, and is no shorter than the overnight answer, which comes first.
 */
export function checkServiceObjective(texts: Record<string, string>): string[] {
  const word = `(\\d+|${NUMBER_WORDS.join("|")})`;
  const hoursIn = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()));
  /** The first text saying it, where, and its hours. */
  const stated = (pattern: RegExp) => {
    for (const [where, text] of Object.entries(texts)) {
      const match = pattern.exec(text);
      if (match) return { where, said: match[0], hours: hoursIn(match[1]!) };
    }
    return undefined;
  };
  const overnight = stated(new RegExp(`\\bwithin ${word} hours? overnight\\b`, "i"));
  if (!overnight) return [];
  const recovery = stated(new RegExp(`\\bservice is back within ${word} hours?\\b`, "i"));
  const problems: string[] = [];
  if (recovery && recovery.hours < overnight.hours)
    problems.push(
      `${recovery.where}: "${recovery.said}" is sooner than the ${overnight.hours} hours a severity 1 answer may take overnight, which comes first`,
    );
  for (const [where, text] of Object.entries(texts)) {
    for (const match of text.matchAll(/\busually (\d{2}(?:\.\d+)?)%/g)) {
      const budget = ((100 - Number(match[1])) / 100) * 30 * 24 * 60;
      if (budget < overnight.hours * 60)
        problems.push(
          `${where}: "${match[0]}" allows ${Math.round(budget)} minutes a month, less than the ${overnight.hours} hours a severity 1 answer may take overnight`,
        );
      if (recovery && budget < recovery.hours * 60)
        problems.push(
          `${where}: "${match[0]}" allows ${Math.round(budget)} minutes a month, less than one recovery in "${recovery.said}" (${recovery.where})`,
        );
    }
  }
  return problems;
}

/** The clouds a capability page may name, and the technology a case study lists for each. */
const CLOUDS: Record<string, string> = { AWS: "aws", "Google Cloud": "googlecloud", Azure: "azure" };

/**
 * A capability's subtitle and summary (the menus' tagline) name only clouds a case study ran on,
 * unless the same sentence says there is no shipped work there yet.
 */
export function checkCloudClaims(cases: Record<string, CaseStudy>, texts: Record<string, string>): string[] {
  const used = new Set<string>(Object.values(cases).flatMap((study) => study.technologies));
  const problems: string[] = [];
  for (const [where, text] of Object.entries(texts)) {
    if (!/^src\/content\/capabilities\/[^:]+: (?:subtitle|summary)$/.test(where)) continue;
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (/\bno shipped\b|\bnot yet\b|\bno [\w-]+ (?:work|case study) (?:to show )?yet\b/i.test(sentence)) continue;
      for (const [cloud, id] of Object.entries(CLOUDS)) {
        if (sentence.includes(cloud) && !used.has(id))
          problems.push(`${where}: names ${cloud}, which no case study ran on: say there is no shipped work there yet`);
      }
    }
  }
  return problems;
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
  "case-card-spread": (content: CrossCheckContent) => checkCaseCardSpread(content.home, content.cases),
  "capability-tile-name": (content: CrossCheckContent) => checkCapabilityTiles(content.home, content.capabilities),
  headcount: (content: CrossCheckContent) => checkHeadcount(content.about, content.home),
  "article-cases": (content: CrossCheckContent) => checkArticleCases(content.articles, content.cases),
  counts: (content: CrossCheckContent) => checkCounts(content.texts, content.counts),
  facts: (content: CrossCheckContent) => [
    ...checkFacts(content.texts, content.teamSize),
    ...checkReleaseCadence(content.texts),
    ...checkThresholdSigners(content.texts),
    ...checkUpiAccount(content.texts),
    ...checkPaymentDataRule(content.texts),
    ...checkLogRetention(content.texts),
    ...checkPublicationDates(content.texts),
  ],
  "sector-name": (content: CrossCheckContent) => [
    ...checkSectorNames(content.cases, content.industries),
    ...checkAboutSectors(content.about, content.cases),
  ],
  "client-wall": (content: CrossCheckContent) => checkClientWall(content.home, content.cases, content.industries, content.texts),
  "support-promise": (content: CrossCheckContent) => [
    ...checkSupportPromise(content.texts, content.about),
    ...checkSupportCover(content.supportCover, content.cases, content.home),
    ...checkServiceObjective(content.texts),
  ],
  ownership: (content: CrossCheckContent) => checkOwnership(content.texts),
  "case-teams": (content: CrossCheckContent) => checkCaseTeams(content.cases, content.teamSize),
  subcontracting: (content: CrossCheckContent) => checkSubcontracting(content.texts),
  "layout-talk": (content: CrossCheckContent) => checkLayoutTalk(content.texts),
  "industry-claims": (content: CrossCheckContent) => [
    ...checkIndustryClaims(content.cases, content.industries, content.texts),
    ...checkUnshippedSections(content.cases, content.industries, content.texts),
    ...checkUnshippedClaims(content.cases, content.texts),
    ...checkUpiCollections(content.cases, content.texts),
    ...checkPictureClaims(content.home, content.cases, content.texts),
    ...checkUnfiledHeroes(content.cases, content.industries, content.texts),
    ...checkAiCases(content.cases),
  ],
  "unshipped-features": (content: CrossCheckContent) => checkUnshippedFeatures(content.texts),
  "tenure-story": (content: CrossCheckContent) => [
    ...checkTenureStory(content.cases, content.texts),
    ...checkSupportDurations(content.texts),
    ...checkTenureFigure(content.cases, content.home, new Date()),
    ...checkReturningClients(content.cases, content.home),
  ],
  "cloud-claims": (content: CrossCheckContent) => checkCloudClaims(content.cases, content.texts),
} satisfies Record<string, (content: CrossCheckContent) => string[]>;
export type CrossCheckName = keyof typeof CROSS_CHECKS;

export function crossCheck(content: CrossCheckContent): string[] {
  return Object.values(CROSS_CHECKS).flatMap((check) => check(content));
}
