import { RULES, type RuleName } from "../content/rules";
import {
  articleCaseProblem,
  caseCardSpreadProblems,
  checkCaseTeams,
  checkCounts,
  checkLayoutTalk,
  checkOwnership,
  checkSubcontracting,
  checkOfflineTills,
  checkUnshippedFeatures,
  cardTagProblem,
  designationProblem,
  headcountProblem,
  metricProblems,
  sectorNameProblem,
  storyOf,
  tileNameProblem,
  type CaseLinkFacts,
  type CrossCheckName,
} from "../content/cross-check";
import { rationProblems, type RationFacts } from "../content/rationed";
import { internalLinkProblems } from "../content/site-links";

/*
 * Every rule the content check applies, as the editor's field checks it before saving: the rules
 * of one value (src/content/rules.ts), the links of an article's text to the site's pages
 * (src/content/site-links.ts) and the checks across files (src/content/cross-check/), each in
 * the build's words. A check across files reads the rest of the entry being edited and what the
 * editor knows of the other files (`SiteFacts`, served as /admin/catalogue.json). The build
 * prefixes its messages with the file and field; in the editor the message sits under the field.
 */

/** What the editor knows of the files it is not editing. */
export type SiteFacts = {
  /** Every path of the site. */
  routes: string[];
  /** Each case study's facts an article, a card or a testimonial is checked against. */
  cases: Record<string, CaseLinkFacts & { client: string; title: string }>;
  /** Page titles by slug. */
  capabilities: Record<string, string>;
  industries: Record<string, string>;
  /** The home page's engineers-and-designers figure. */
  engineers?: { value: number; suffix: string; title: string };
  /** site.json's `commitments.teamSize`: the people a project team has. */
  teamSize?: { min: number; max: number };
  /** What copy may count: the entries of each collection, the people, the founding year. */
  counts?: { cases: number; industries: number; capabilities: number; people: number; foundingYear: number };
  /** The phrases the site rations across its files (src/content/rationed.ts): each one's limit and the files saying it. */
  rationed?: RationFacts;
};

export const NO_SITE_FACTS: SiteFacts = { routes: [], cases: {}, capabilities: {}, industries: {} };

/** The field's value, the rest of its entry as plain data, what the editor knows of the site, and the entry's file (none for a new entry). */
export type RuleContext = { data: Record<string, unknown>; site: SiteFacts; file?: string };
type EditorRule = (value: unknown, context: RuleContext) => string[];

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
const some = (...problems: (string | undefined)[]) => problems.filter((problem): problem is string => problem !== undefined);
const unique = (problems: string[]) => [...new Set(problems)];
/** A check across files names the file and field ("file: field: what"); under the field, only what is wrong. */
const withoutPlace = (problems: string[]) => problems.map((problem) => problem.replace(/^: /, ""));
/** A value of a relation field (one slug, or a list of them) as a list of slugs. */
const slugs = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : []);
const read = (data: Record<string, unknown>, ...path: string[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data);

type Metric = { value?: string; from?: number; to?: number };
type PageSection = { content?: string; status?: string; features?: string[] };
type Card = { tag?: string; case?: string; title?: string };
type Testimonial = { designation?: string; case?: string };
type Tile = { name?: string; capability?: string };

/** One section of an industry or capability page as the content check reads it, under a stand-in file name. */
function sectionTexts(section: PageSection): Record<string, string> {
  const at = "src/content/industries/entry.yaml: sections.0";
  return {
    [`${at}.content`]: text(section.content),
    ...(section.status ? { [`${at}.status`]: section.status } : {}),
    ...Object.fromEntries(list<string>(section.features).map((feature, index) => [`${at}.features.${index}`, text(feature)])),
  };
}

/**
 * A field inside a list (a result, a card) is checked with its siblings: the editor tells a field
 * its value but not its place, so each item holding that value is checked.
 */
const withValue = <T>(items: T[], key: keyof T, value: unknown) => items.filter((item) => item[key] === value);

const valueRules = Object.fromEntries(
  Object.entries(RULES).map(([name, rule]) => [name, (value: unknown) => rule(text(value))]),
) as unknown as Record<RuleName, EditorRule>;

export const EDITOR_RULES = {
  ...valueRules,
  "internal-links": (value, { site }) => internalLinkProblems(text(value), site.routes),
  // On a result's figure: the story repeats it (or the figures it comes from), and the arithmetic holds.
  "case-metrics": (value, { data }) => {
    const story = storyOf(list<{ content?: string }>(data.timelineData));
    return unique(
      withValue(list<Metric>(data.metrics), "value", value).flatMap((metric) =>
        metricProblems({ value: text(metric.value), from: metric.from ?? undefined, to: metric.to ?? undefined }, story),
      ),
    );
  },
  // On an article's case studies: each within the article's industries, or sharing a capability.
  "article-cases": (value, { data, site }) =>
    slugs(value).flatMap((slug) => {
      const study = site.cases[slug];
      return study
        ? some(
            articleCaseProblem(slug, study, slugs(data.industries), slugs(data.capabilities), {
              industries: site.industries,
              capabilities: site.capabilities,
              cases: { [slug]: study.title },
            }),
          )
        : [];
    }),
  // On a testimonial's role and company: it ends with the client as the case study describes it.
  "testimonial-client": (value, { data, site }) =>
    unique(
      withValue(list<Testimonial>(data.testimonials), "designation", value).flatMap((testimonial) => {
        const study = testimonial.case ? site.cases[testimonial.case] : undefined;
        return study ? some(designationProblem(text(value), study.client, testimonial.case!)) : [];
      }),
    ),
  // On a case card's tag: its case study's industry.
  "case-card-tag": (value, { data, site }) =>
    unique(
      withValue(list<Card>(data.caseCards), "tag", value).flatMap((card) => {
        const study = card.case ? site.cases[card.case] : undefined;
        return study ? some(cardTagProblem(text(value), study.industry, card.case!)) : [];
      }),
    ),
  // On a case card's case study: every case study has a card before any has another, and a second card has a title of its own.
  "case-card-spread": (value, { data, site }) => {
    const cards = list<Card>(data.caseCards).map((card) => ({ case: text(card.case), title: text(card.title) }));
    const slugs = Object.keys(site.cases);
    return slugs.length ? unique(caseCardSpreadProblems(cards, slugs).filter((problem) => problem.includes(`"${text(value)}"`)).map((problem) => problem.replace(/^caseCards\.\d+\.\w+: /, ""))) : [];
  },
  // On a capability tile's name: its page's title.
  "capability-tile-name": (value, { data, site }) =>
    unique(
      withValue(list<Tile>(data.capabilityTiles), "name", value).flatMap((tile) => {
        const title = tile.capability ? site.capabilities[tile.capability] : undefined;
        return title === undefined ? [] : some(tileNameProblem(text(value), title, tile.capability!));
      }),
    ),
  // On a case study's sector in words: its industry page's title.
  "sector-name": (value, { data, site }) => {
    const page = site.industries[text(read(data, "facts", "industry"))];
    return page ? some(sectorNameProblem(text(value), page)) : [];
  },
  // On a section's text of an industry or capability page: its key points say what has not shipped as the text does
  // (the section planned, or ", not yet shipped" on each).
  "unshipped-features": (value, { data }) =>
    unique(
      withValue(list<PageSection>(data.sections), "content", value).flatMap((section) =>
        checkUnshippedFeatures(sectionTexts(section)).map((problem) => problem.replace(/^.*?: sections\.0\.(?:content|features\.\d+): /, "")),
      ),
    ),
  // On every text: a count or year it writes agrees with the content ("eight case studies", "founded in 2019").
  counts: (value, { site }) => (site.counts ? checkCounts({ "": text(value) }, site.counts).map((problem) => problem.replace(/^: /, "")) : []),
  // On every text: a phrase the site rations across its files ("before anyone" on at most four) that this entry would put over the limit.
  "site-rationed": (value, { data, site, file }) =>
    site.rationed
      ? rationProblems(text(value), site.rationed, file, list<{ content?: string }>(data.timelineData).some((phase) => phase.content === value))
      : [],
  // On every text: who owns the code is said with {codeOwnership} alone.
  ownership: (value) => withoutPlace(checkOwnership({ "": text(value) })),
  // On every text: no exception to "no subcontractors or freelancers".
  subcontracting: (value) => withoutPlace(checkSubcontracting({ "": text(value) })),
  // On every text: no sentence about the page's layout ("the cards below", "this page lists").
  "layout-talk": (value) => withoutPlace(checkLayoutTalk({ "": text(value) })),
  // On every text: a price change reaches every *online* till within its minutes.
  "offline-tills": (value) => withoutPlace(checkOfflineTills({ "": text(value) })),
  // On a case study's team size: within the team size the site promises.
  "case-teams": (value, { site }) =>
    site.teamSize && typeof value === "number"
      ? checkCaseTeams({ entry: { slug: "", facts: { team: value } } as never }, site.teamSize).map((problem) => problem.replace(/^.*?: facts\.team: /, ""))
      : [],
  // On each practice's people on /about: together they add up to the home page's figure.
  headcount: (_value, { data, site }) => {
    const teams = list<{ people?: number }>(read(data, "organisation", "teams"));
    const people = teams.reduce((sum, team) => sum + (Number(team.people) || 0), 0);
    return site.engineers ? some(headcountProblem(people, site.engineers)) : [];
  },
} satisfies Partial<Record<RuleName | CrossCheckName | "internal-links" | "site-rationed", EditorRule>>;

export type EditorRuleName = keyof typeof EDITOR_RULES;

/** The problems a field's rule (or rules) finds in its value, in the build's words; none for a field without a rule. */
export function editorRuleProblems(rule: unknown, value: unknown, context: RuleContext = { data: {}, site: NO_SITE_FACTS }): string[] {
  const names = (Array.isArray(rule) ? rule : [rule]).filter((name): name is EditorRuleName => typeof name === "string" && name in EDITOR_RULES);
  return names.flatMap((name) => EDITOR_RULES[name](value, context));
}
