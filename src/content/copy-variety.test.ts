import { describe, expect, it } from "vitest";
import { RATIONED_PER_PAGE, rationTexts, SITE_WIDE_RATIONED, siteWideOveruse, type FileTexts } from "./rationed";
import { readCollection, readEntry, readPages } from "./store";

/*
 * Copy that does not read as a template (docs/content.md, "Shape of the copy"): sections of
 * different lengths, openings that differ, rationed words, and articles that end in their own way.
 */

const industries = readPages("industries");
const capabilities = readPages("capabilities");
const articles = readCollection("insights").map((entry) => ({ slug: entry.id, body: entry.body ?? "", ...entry.data }));

/** Sentences of a paragraph: a full stop, question or exclamation mark, then a space and a capital, digit or quote. */
const sentencesOf = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“‘(₹])/)
    .filter(Boolean);

const pageSections = [
  ...industries.flatMap((page) =>
    page.sections.map((section) => ({ where: `src/content/industries/${page.slug}.yaml: ${section.id}`, section })),
  ),
  ...capabilities.flatMap((page) =>
    page.sections.map((section) => ({ where: `src/content/capabilities/${page.slug}.yaml: ${section.id}`, section })),
  ),
];

/** A page's file and its texts by field. */
type Page = FileTexts;
const { pages, stories } = rationTexts({
  industries: readCollection("industries"),
  capabilities: readCollection("capabilities"),
  cases: readCollection("cases"),
  legal: readCollection("legal"),
  home: readEntry("home", "home").data,
  about: readEntry("about", "about").data,
  howWeWork: readEntry("howWeWork", "how-we-work").data,
  insights: readCollection("insights"),
});

const beforeAnyone = SITE_WIDE_RATIONED.find((ration) => ration.phrase === "before anyone")!;
const ratherThan = SITE_WIDE_RATIONED.find((ration) => ration.phrase === "rather than")!;

/** Words and turns a page may use once: "actually", "nobody" and the "X, not Y" contrast (./rationed.ts). */
const RATIONED = RATIONED_PER_PAGE;

/**
 * Each field of a page that uses a rationed word when the page uses it more than once, with the
 * count and the limit: `file: field: "actually" 2 times on this page: at most once a page, …`.
 */
export function overusedWords([file, texts]: Page): string[] {
  return Object.entries(RATIONED).flatMap(([word, pattern]) => {
    const counts = texts.map(([field, text]) => [field, text.match(pattern)?.length ?? 0] as const).filter(([, count]) => count > 0);
    const total = counts.reduce((sum, [, count]) => sum + count, 0);
    if (total <= 1) return [];
    return counts.map(
      ([field, count]) =>
        `${file}: ${field}: "${word}" ${total} times on this page${counts.length > 1 ? ` (${count} here)` : ""}: at most once a page, so reword all but one`,
    );
  });
}

/** The last `##` section of an article: its heading and its text, spaces folded. */
function closingSection(body: string) {
  const start = body.lastIndexOf("\n## ");
  const [heading = "", ...rest] = body.slice(start + 4).split("\n");
  return { heading: heading.trim().toLowerCase(), text: rest.join(" ").replace(/\s+/g, " ").trim() };
}

describe("copy that does not read as a template", () => {
  it("splits sentences at a full stop before a capital, not inside 3 a.m. or 99.9%", () => {
    expect(sentencesOf("Alerts stay quiet at 3 a.m. unless users notice. Match rate is 99.9% today. Done")).toHaveLength(3);
  });

  it("leaves at most a third of industry and capability sections exactly four sentences long", () => {
    const four = pageSections.filter(({ section }) => sentencesOf(section.content).length === 4).map(({ where }) => where);
    expect(four.length, `four-sentence sections:\n${four.join("\n")}`).toBeLessThanOrEqual(Math.floor(pageSections.length / 3));
  });

  it("leaves at most half of the case studies' story phases exactly four sentences long", () => {
    const phases = readPages("cases").flatMap((study) =>
      study.timelineData.map((phase) => ({ where: `src/content/cases/${study.slug}.yaml: ${phase.title}`, phase })),
    );
    const four = phases.filter(({ phase }) => sentencesOf(phase.content).length === 4).map(({ where }) => where);
    expect(four.length, `four-sentence phases:\n${four.join("\n")}`).toBeLessThanOrEqual(Math.floor(phases.length / 2));
  });

  it("gives no two industry taglines or subtitles a run of five words in common", () => {
    const runs = (text: string) => {
      const words = text
        .toLowerCase()
        .replace(/[^a-z0-9' ]+/g, " ")
        .split(/\s+/)
        .filter(Boolean);
      return new Set(words.slice(0, -4).map((_, i) => words.slice(i, i + 5).join(" ")));
    };
    const shared = (["subtitle", "summary"] as const).flatMap((field) =>
      industries.flatMap((a, i) =>
        industries.slice(i + 1).flatMap((b) => {
          const other = runs(b[field]);
          return [...runs(a[field])].filter((run) => other.has(run)).map((run) => `${a.slug} and ${b.slug} ${field}: "${run}"`);
        }),
      ),
    );
    expect(shared).toEqual([]);
  });

  it("leaves “before anyone” on at most four files of the site, a turn that reads as a habit when every page takes it", () => {
    expect(siteWideOveruse(beforeAnyone, pages)).toEqual([]);
  });

  it("lets at most a third of the case studies turn on “rather than” in their story", () => {
    expect(siteWideOveruse(ratherThan, stories)).toEqual([]);
  });

  it("names every file that says a phrase over its site-wide limit, with its field, the limit and what to do", () => {
    const five: Page[] = ["a", "b", "c", "d", "e"].map((slug) => [`src/content/insights/${slug}.mdx`, [["body", "Ship it before anyone asks."]]]);
    const problems = siteWideOveruse(beforeAnyone, [...five, ["src/content/home/home.yaml", [["hero.title", "Quiet."]]]]);
    expect(problems).toHaveLength(5);
    expect(problems[4]).toBe(
      'src/content/insights/e.mdx: body: "before anyone" is on 5 files of the site, at most 4: reword it in one place (also on insights/a.mdx, insights/b.mdx, insights/c.mdx, insights/d.mdx)',
    );
    expect(siteWideOveruse(beforeAnyone, five.slice(0, 4))).toEqual([]);
  });

  it("gives no two sections of one page the same number of sentences and a length within ten words", () => {
    const alike = [...industries, ...capabilities].flatMap((page) =>
      page.sections.flatMap((a, i) =>
        page.sections
          .slice(i + 1)
          .filter(
            (b) =>
              sentencesOf(a.content).length === sentencesOf(b.content).length &&
              Math.abs(a.content.split(/\s+/).length - b.content.split(/\s+/).length) <= 10,
          )
          .map((b) => `${page.slug}: ${a.id} and ${b.id}`),
      ),
    );
    expect(alike.length, alike.join("\n")).toBeLessThanOrEqual(Math.floor([...industries, ...capabilities].length / 3));
  });

  it("opens no industry subtitle with “We build” and no meta description with the company's name", () => {
    expect(industries.filter((page) => /^we build\b/i.test(page.subtitle)).map((page) => page.slug)).toEqual([]);
    const metas = [...industries, ...capabilities, ...readPages("cases"), ...readPages("legal")].map((page) => page.metaDescription);
    expect(metas.filter((meta) => /^(how )?kovira labs\b/i.test(meta))).toEqual([]);
  });

  it("says “actually”, “nobody” and “X, not Y” at most once a page", () => {
    expect(pages.flatMap(overusedWords)).toEqual([]);
  });

  it("names each field of a page that overuses a word, with the count and the limit", () => {
    const page: Page = [
      "src/content/cases/x.yaml",
      [
        ["summary", "It actually worked."],
        ["timelineData.2.content", "Nobody waited. It was actually faster."],
      ],
    ];
    expect(overusedWords(page)).toEqual([
      'src/content/cases/x.yaml: summary: "actually" 2 times on this page (1 here): at most once a page, so reword all but one',
      'src/content/cases/x.yaml: timelineData.2.content: "actually" 2 times on this page (1 here): at most once a page, so reword all but one',
    ]);
    expect(overusedWords(["src/content/insights/y.mdx", [["body", "Actually, it was actually so."]]])).toEqual([
      'src/content/insights/y.mdx: body: "actually" 2 times on this page: at most once a page, so reword all but one',
    ]);
  });

  it("ends no two articles with the same closing section, heading or text", () => {
    const endings = articles.map((article) => ({ slug: article.slug, ...closingSection(article.body) }));
    const shared = endings.flatMap((a, i) =>
      endings
        .slice(i + 1)
        .filter((b) => a.heading === b.heading || a.text === b.text)
        .map((b) => `${a.slug} and ${b.slug} both end with "${a.heading === b.heading ? a.heading : a.text.slice(0, 60)}"`),
    );
    expect(shared).toEqual([]);
  });
});
