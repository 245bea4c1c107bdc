import type { SiteConfig } from "./site-schema";

/*
 * How many entries the content holds, written into copy at build time. Copy never types a count:
 * it writes a token (`{cases}`, `{capabilities}`, `{industries}`, `{practices}`, `{articles}`)
 * and the page shows the number, in words up to twenty as the voice guide asks, capitalised where
 * it opens a sentence. A case study or capability page added to its folder changes every page
 * that states the count, and nothing else needs editing.
 *
 * The facts and promises several pages repeat are written once, in `site.json` `commitments`, and
 * quoted the same way: `{teamSize}` ("four to fourteen people"), `{clientCountries}` ("India, the
 * UK and Sweden"), `{codeOwnership}`, `{incidentNotice}` and `{clientNames}` (why clients are described, not
 * named) (a sentence each).
 */

export type ContentCounts = {
  cases: number;
  capabilities: number;
  industries: number;
  /** The practices on `/about` (its `organisation.teams`). */
  practices: number;
  articles: number;
};

export const COUNT_TOKENS = ["cases", "capabilities", "industries", "practices", "articles"] as const satisfies readonly (keyof ContentCounts)[];

/** Numbers as prose spells them, up to twenty. */
export const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** A count as prose writes it: "eight", "eleven", "24". */
export const numberWord = (value: number) => NUMBER_WORDS[value] ?? value.toLocaleString("en-IN");

/** The same, opening a sentence: "Eight". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const FACT_TOKENS = ["teamSize", "clientCountries", "codeOwnership", "incidentNotice", "clientNames", "supportCover", "ctoDeputy"] as const;
export type FactToken = (typeof FACT_TOKENS)[number];

/** What each fact token reads as, from `site.json` `commitments` (this module reads no file itself, so the tests' store can import it). */
export function factTexts(commitments: SiteConfig["commitments"]): Record<FactToken, string> {
  const { teamSize } = commitments;
  return {
    teamSize: `${numberWord(teamSize.min)} to ${numberWord(teamSize.max)} people`,
    clientCountries: new Intl.ListFormat("en-GB").format(commitments.clientCountries),
    codeOwnership: commitments.codeOwnership,
    incidentNotice: commitments.incidentNotice,
    clientNames: commitments.clientNames,
    supportCover: commitments.supportCover,
    ctoDeputy: commitments.ctoDeputy,
  };
}

const opensSentence = (text: string, offset: number) => offset === 0 || /[.!?:]\s+$/.test(text.slice(0, offset));

const FACT = new RegExp(`\\{(${FACT_TOKENS.join("|")})\\}`, "g");

/** `text` with each fact token replaced by what `site.json` says, capitalised at the start of a sentence. */
export function fillFacts(text: string, facts: Record<FactToken, string>): string {
  return text.replace(FACT, (_token, name: FactToken, offset: number) =>
    opensSentence(text, offset) ? capitalised(facts[name]) : facts[name],
  );
}

const TOKEN = new RegExp(`\\{(${COUNT_TOKENS.join("|")})\\}`, "g");

/**
 * `text` with each count token replaced by its number in words and, given `facts` (`factTexts(site.commitments)`),
 * each fact token by its text, capitalised at the start of a sentence.
 */
export function fillCounts(text: string, counts: ContentCounts, facts?: Record<FactToken, string>): string {
  const counted = text.replace(TOKEN, (_token, name: keyof ContentCounts, offset: number) => {
    const word = numberWord(counts[name]);
    return opensSentence(text, offset) ? capitalised(word) : word;
  });
  return facts ? fillFacts(counted, facts) : counted;
}

/** Every string inside `value` (an entry's data) with its count and fact tokens filled; other values as they are. */
export function withCounts<T>(value: T, counts: ContentCounts, facts?: Record<FactToken, string>): T {
  if (typeof value === "string") return fillCounts(value, counts, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withCounts(item, counts, facts)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withCounts(inner, counts, facts)])) as T;
  }
  return value;
}

/** The counts of the collections as given: each list's length. */
export function countsOf(content: {
  cases: readonly unknown[];
  capabilities: readonly unknown[];
  industries: readonly unknown[];
  articles: readonly unknown[];
  practices: readonly unknown[];
}): ContentCounts {
  return {
    cases: content.cases.length,
    capabilities: content.capabilities.length,
    industries: content.industries.length,
    practices: content.practices.length,
    articles: content.articles.length,
  };
}
