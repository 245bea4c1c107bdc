import type { z } from "zod";

/*
 * The rules of docs/content.md that a schema's lengths and patterns cannot say: an article's word
 * count and sections, a title and its section headings in sentence case. Each is one function giving the problem in words,
 * used by the schemas (so the build fails with those words), by the content editor's fields (so it
 * refuses to save with the same words) and by the content test.
 */

export const ARTICLE_WORDS = { min: 800, max: 1500 } as const;
export const TITLE_MIN_WORDS = 3;

/** Words of Markdown as a reader counts them: code fences and markup left out. */
export function wordCount(markdown: string) {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|-]+/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const thousands = (n: number) => n.toLocaleString("en-GB");

/** What is wrong with an article's body, one sentence each; none when it is fine. */
export function articleBodyProblems(markdown: string): string[] {
  const problems: string[] = [];
  const words = wordCount(markdown);
  if (words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max)
    problems.push(`has ${thousands(words)} words: an article needs ${thousands(ARTICLE_WORDS.min)} to ${thousands(ARTICLE_WORDS.max)}`);
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  if (!/^## \S/m.test(prose)) problems.push("needs at least one section: a line starting with ## and its heading");
  if (/^# /m.test(prose)) problems.push("has a # heading: the title is the page's only one, sections start with ##");
  if (/\\#/.test(prose)) problems.push("has a \\# where a heading was meant: switch the text box to Markdown and type ## again");
  for (const [, heading] of prose.matchAll(/^#{2,6} +(.+?) *#*$/gm))
    if (isTitleCase(heading!)) problems.push(`has the section heading "${heading}" in Title Case: ${SENTENCE_CASE}`);
  return problems;
}

/**
 * What in an article's body is not plain Markdown, as the content check reads it: something shaped
 * like an HTML tag (`<your-service>`, even in `inline code`) outside a ``` block, or a line of code
 * (`import`, `export`). One sentence each, saying what to write instead; none when it is fine.
 */
export function plainMarkdownProblems(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  const tags = [...new Set([...prose.matchAll(/<\/?[A-Za-z][^>\s]*>?/g)].map((match) => match[0]))];
  return [
    ...tags.map((tag) => {
      const words = tag.replace(/[<>/]/g, "");
      return `has ${tag}, which the site reads as HTML: write it without the angle brackets (${words}), or put it in a block between lines of \`\`\``;
    }),
    ...(/^(import|export) /m.test(prose) ? ["has a line starting with import or export: an article is plain text, remove that line"] : []),
  ];
}

/** A word written with a capital and the rest in lower case, the way Title Case writes every word. */
const CAPITALISED = /^\p{Lu}\p{Ll}+(-\p{L}+)*$/u;

const SENTENCE_CASE = "a capital for the first word and for names only";

/**
 * Whether a title or heading is written in Title Case: most of its longer words after the first
 * (three letters or more) start with a capital, two at least. Names and acronyms alone do not make it so.
 */
function isTitleCase(text: string) {
  const later = text.trim().split(/\s+/).slice(1).filter((word) => word.replace(/[^\p{L}]/gu, "").length >= 3);
  const capitalised = later.filter((word) => CAPITALISED.test(word.replace(/[^\p{L}-]/gu, "")));
  return capitalised.length >= 2 && capitalised.length * 2 > later.length;
}

/** The problem with an article's title, if any: too few words, or Title Case where sentence case is asked. */
export function titleProblem(title: string): string | undefined {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length < TITLE_MIN_WORDS) return `needs at least ${TITLE_MIN_WORDS} words, saying what the article is about`;
  if (/\.$/.test(title.trim())) return "ends without a full stop";
  if (isTitleCase(title)) return `must be in sentence case: ${SENTENCE_CASE}`;
  return undefined;
}

export const TIME_ZONE_MESSAGE = "must be an IANA time zone, e.g. Asia/Kolkata";

/** Whether this computer's clock knows the time zone (`Asia/Kolkata`, `Europe/London`). */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The named rules a content editor field can carry (`rule` in its config), by name. */
export const RULES = {
  // A blank zone is "must not be empty" already.
  "time-zone": (value: string) => (value.trim() === "" || isTimeZone(value.trim()) ? [] : [TIME_ZONE_MESSAGE]),
  "article-title": (value: string) => {
    const problem = titleProblem(value);
    return problem ? [problem] : [];
  },
  "article-body": articleBodyProblems,
  "plain-markdown": plainMarkdownProblems,
} satisfies Record<string, (value: string) => string[]>;
export type RuleName = keyof typeof RULES;

/** The rule a schema carries, for the editor's field derived from it (src/cms/decap-fields.ts). */
export const SCHEMA_RULES = new WeakMap<z.ZodTypeAny, RuleName>();

/** A string schema that also keeps `rule`: the build reports its problems, and the editor checks it. */
export function withRule<S extends z.ZodType<string>>(schema: S, rule: RuleName) {
  const checked = schema.superRefine((value, context) => {
    for (const message of RULES[rule](value)) context.addIssue({ code: "custom", message });
  });
  SCHEMA_RULES.set(checked, rule);
  return checked;
}
