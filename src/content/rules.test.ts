import { describe, expect, it } from "vitest";
import { parseContent } from "./load";
import { articleBodyProblems, plainMarkdownProblems, RULES, titleProblem, wordCount } from "./rules";
import { insightSchema, slugReference } from "./schema";
import { site } from "./site";
import { siteSchema } from "./site-schema";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const article = (n: number) => `## First section\n\n${words(n)}\n`;

describe("an article's rules", () => {
  it("count the words a reader reads, not code or link addresses", () => {
    expect(wordCount("## Why it matters\n\nSee [the fintech page](/services/fintech).\n\n```ts\nconst a = 1;\n```\n")).toBe(7);
  });

  it("refuse a body outside 800 to 1,500 words, and one without a ## section", () => {
    expect(articleBodyProblems(article(798))).toEqual([]);
    expect(articleBodyProblems(article(29))).toEqual(["has 31 words: an article needs 800 to 1,500"]);
    expect(articleBodyProblems(article(1600))).toEqual(["has 1,602 words: an article needs 800 to 1,500"]);
    expect(articleBodyProblems(words(900))).toEqual(["needs at least one section: a line starting with ## and its heading"]);
    expect(articleBodyProblems(`\\## Escaped\n\n${words(900)}`)).toContain(
      "has a \\# where a heading was meant: switch the text box to Markdown and type ## again",
    );
  });

  it("refuse a section heading in Title Case, at any level, and accept names and acronyms in sentence case", () => {
    expect(articleBodyProblems(`## What To Bring On Day One\n\n${words(900)}`)).toEqual([
      'has the section heading "What To Bring On Day One" in Title Case: a capital for the first word and for names only',
    ]);
    expect(articleBodyProblems(`## First section\n\n${words(900)}\n\n### Cooling-Off Period Tests\n\nMore.`)).toHaveLength(1);
    expect(articleBodyProblems(`## Key fact statement before the RBI signature\n\n${words(900)}\n\n## Loan Service providers and NPCI\n\nMore.`)).toEqual([]);
    // A line in a ``` block is code, not a heading.
    expect(articleBodyProblems(`## First section\n\n${words(900)}\n\n\`\`\`sh\n## Some Shell Comment Here\n\`\`\`\n`)).toEqual([]);
  });

  it("refuse what is not plain Markdown: a tag-like placeholder, even in inline code, and a line of code; a ``` block may hold anything", () => {
    expect(plainMarkdownProblems("Run `deploy <your-service>` to ship it; 3 < 4.")).toEqual([
      "has <your-service>, which the site reads as HTML: write it without the angle brackets (your-service), or put it in a block between lines of ```",
    ]);
    expect(plainMarkdownProblems("import Chart from './chart';\n\nText.")).toEqual([
      "has a line starting with import or export: an article is plain text, remove that line",
    ]);
    expect(plainMarkdownProblems("```sh\ndeploy <your-service>\n```\n\nFor a < b, see [the page](/services/fintech).")).toEqual([]);
    expect(RULES["plain-markdown"]("<b>bold</b>")).toHaveLength(2);
  });

  it("refuse a one-word title, a Title Case one and a full stop, and accept names in sentence case", () => {
    expect(titleProblem("Monolith")).toBe("needs at least 3 words, saying what the article is about");
    expect(titleProblem("Monolith Or Microservices For Lenders")).toBe(
      "must be in sentence case: a capital for the first word and for names only",
    );
    expect(titleProblem("Monolith or microservices for a lender.")).toBe("ends without a full stop");
    expect(titleProblem("How we run a cost review of a Terraform-managed cloud estate")).toBeUndefined();
    expect(titleProblem("Writing RBI digital lending rules as acceptance tests")).toBeUndefined();
  });

  it("are the build's words: the schema fails with the same message, naming file and field", () => {
    const frontmatter = {
      title: "Monolith",
      description: "A description that is long enough to pass the schema's own rule of eighty characters or more.",
      author: "arjun-kulkarni",
      published: "2026-11-20",
      tags: ["architecture"],
      image: { id: "insights/offline-first-field-apps/hero", alt: "A phone" },
    };
    expect(() => parseContent("src/content/insights/monolith.mdx", frontmatter, insightSchema(slugReference))).toThrow(
      "src/content/insights/monolith.mdx: title: needs at least 3 words, saying what the article is about",
    );
  });
});

describe("a time zone", () => {
  it("is one the clock knows, in the build and in the editor's field, with the same words", () => {
    expect(RULES["time-zone"]("Asia/Kolkata")).toEqual([]);
    expect(RULES["time-zone"]("Kolkata")).toEqual(["must be an IANA time zone, e.g. Asia/Kolkata"]);
    // A blank one is the editor's "must not be empty", not a second message.
    expect(RULES["time-zone"]("")).toEqual([]);
    const zone = (timeZone: string) => ({ ...site.meetings, timeZone });
    expect(() => parseContent("src/content/site.json", { ...site, meetings: zone("India time") }, siteSchema)).toThrow(
      "src/content/site.json: meetings.timeZone: must be an IANA time zone, e.g. Asia/Kolkata",
    );
    expect(() => parseContent("src/content/site.json", { ...site, meetings: zone("") }, siteSchema)).toThrow(
      "src/content/site.json: meetings.timeZone: must not be empty",
    );
  });
});
