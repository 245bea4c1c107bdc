import { namedClientsOf } from "../case-browse";
import { NUMBER_WORDS } from "../counts";
import { type AboutContent, type CaseStudy, type EntryRef, type HomeContent } from "../schema";

/* What the checks share: the content they read, and how they name files and find numbers in prose. */

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

export const caseFile = (slug: string) => `src/content/cases/${slug}.yaml`;
export const HOME_FILE = "src/content/home/home.yaml";

export const parseNumber = (text: string) => Number(text.replaceAll(",", ""));

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

export function mentions(prose: string, value: number, multiple: boolean) {
  const text = prose.toLowerCase();
  return spellings(value, multiple).some((spelling) =>
    new RegExp(`(^|[^0-9.,])${spelling.replaceAll(".", "\\.")}(?![0-9]|,[0-9])`).test(text),
  );
}

/** The home page's named clients a case study is about (`namedClientsOf`): its own page may name them. */
export const wallClientsOf = (study: CaseStudy, home: HomeContent) => namedClientsOf(study, home.clients);

/** A text's sentences. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/);
