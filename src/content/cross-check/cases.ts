import { type CaseStudy, type HomeContent } from "../schema";
import { namedClientsOf } from "../case-browse";
import { type ArticleLinks, HOME_FILE, caseFile, mentions, parseNumber } from "./shared";

/* Case studies against what other files say of them: results against their stories, testimonials, the home page's cards and tiles, articles' links and team sizes. */

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
  if (!told)
    problems.push(`${metric.value} appears nowhere in "${STORY_LABEL}": write it in the phase that tells it, or change this figure`);
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
        ? [
            `${caseFile(slug)}: metrics.${index}.label: "${metric.value} ${metric.label}": a share of time saved is "less time", not "faster"`,
          ]
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
export const named = (slugs: readonly string[], names: Record<string, string> | undefined, none: string) =>
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
      : // The industry as its page is titled ("Healthcare & medtech"), as the editor's list of industries shows it.
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
 * address of the person's portrait. Beside a named client the case study is about
 * (`namedClientsOf`: "Chief Operating Officer, Trellis Health"), the full name stands.
 */
export function checkTestimonials(home: HomeContent, cases: Record<string, CaseStudy>): string[] {
  return home.testimonials.flatMap((testimonial, index) => {
    const problems: string[] = [];
    // A link to no case study at all is reported with every other link (src/content/references.ts).
    const study = testimonial.case && cases[testimonial.case.id];
    // A person may be named in full where the employer is: a named client its case study is about.
    const namedEmployer = study && namedClientsOf(study, home.clients).find((name) => testimonial.designation.endsWith(`, ${name}`));
    if (!namedEmployer && !FIRST_NAME_AND_INITIAL.test(testimonial.name))
      problems.push(
        `${HOME_FILE}: testimonials.${index}.name: "${testimonial.name}" beside a described employer names it: write a first name and initial ("Priya C.")`,
      );
    // The portrait's file name is public too (/images/testimonials/{name}-192.webp): it says no more than the name does.
    const allowed = slugOf(testimonial.name);
    const portrait = testimonial.avatar.id.split("/").pop()!;
    if (portrait !== allowed)
      problems.push(
        `${HOME_FILE}: testimonials.${index}.avatar.id: "${testimonial.avatar.id}" is part of the picture's public address: name it "testimonials/${allowed}", as the person is named`,
      );
    const problem = study && !namedEmployer && designationProblem(testimonial.designation, study.client, study.slug);
    if (problem) problems.push(`${HOME_FILE}: testimonials.${index}.designation: ${problem}`);
    return problems;
  });
}

/**
 * Why a client is described rather than named is one reason, `{clientNames}` (its contract), and
 * a page that gives another (the client asked, the figures are its own) contradicts it.
 */
export const OTHER_REASON =
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
      problems.push(
        `caseCards.${index}.title: "${card.title}" is already a card of "${card.case}": a second card tells another part of the work`,
      );
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

/** Every case study's team fits the team size the pages promise (`commitments.teamSize`). */
export function checkCaseTeams(cases: Record<string, CaseStudy>, teamSize: { min: number; max: number }): string[] {
  return Object.values(cases)
    .filter((study) => study.facts.team < teamSize.min || study.facts.team > teamSize.max)
    .map(
      (study) =>
        `${caseFile(study.slug)}: facts.team: ${study.facts.team}, but site.json commitments.teamSize is ${teamSize.min} to ${teamSize.max}`,
    );
}
