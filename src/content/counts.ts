/*
 * How many entries the content holds, written into copy at build time. Copy never types a count:
 * it writes a token (`{cases}`, `{capabilities}`, `{industries}`, `{practices}`, `{articles}`)
 * and the page shows the number, in words up to twenty as the voice guide asks, capitalised where
 * it opens a sentence. A case study or capability page added to its folder changes every page
 * that states the count, and nothing else needs editing.
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

const WORDS = [
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
export const numberWord = (value: number) => WORDS[value] ?? value.toLocaleString("en-IN");

/** The same, opening a sentence: "Eight". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TOKEN = new RegExp(`\\{(${COUNT_TOKENS.join("|")})\\}`, "g");

/** `text` with each count token replaced by its number in words, capitalised at the start of a sentence. */
export function fillCounts(text: string, counts: ContentCounts): string {
  return text.replace(TOKEN, (_token, name: keyof ContentCounts, offset: number) => {
    const word = numberWord(counts[name]);
    return offset === 0 || /[.!?:]\s+$/.test(text.slice(0, offset)) ? capitalised(word) : word;
  });
}

/** Every string inside `value` (an entry's data) with its count tokens filled; other values as they are. */
export function withCounts<T>(value: T, counts: ContentCounts): T {
  if (typeof value === "string") return fillCounts(value, counts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withCounts(item, counts)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withCounts(inner, counts)])) as T;
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
