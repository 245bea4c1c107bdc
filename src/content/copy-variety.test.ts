import { describe, expect, it } from "vitest";
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

/** Every string in a file's data, joined: what a visitor reads on that page. */
function textOf(data: unknown): string {
  if (typeof data === "string") return data;
  if (Array.isArray(data)) return data.map(textOf).join(" ");
  if (data && typeof data === "object") return Object.values(data).map(textOf).join(" ");
  return "";
}

const pages: [string, string][] = [
  ...industries.map((page): [string, string] => [`src/content/industries/${page.slug}.yaml`, textOf(page)]),
  ...capabilities.map((page): [string, string] => [`src/content/capabilities/${page.slug}.yaml`, textOf(page)]),
  ...readPages("cases").map((page): [string, string] => [`src/content/cases/${page.slug}.yaml`, textOf(page)]),
  ...readPages("legal").map((page): [string, string] => [`src/content/legal/${page.slug}.yaml`, textOf(page)]),
  ["src/content/home/home.yaml", textOf(readEntry("home", "home").data)],
  ["src/content/about/about.yaml", textOf(readEntry("about", "about").data)],
  ["src/content/how-we-work/how-we-work.yaml", textOf(readEntry("howWeWork", "how-we-work").data)],
  ...articles.map((article): [string, string] => [`src/content/insights/${article.slug}.mdx`, `${article.description} ${article.body}`]),
];

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
    const rationed = { actually: /\bactually\b/gi, nobody: /\bnobody\b/gi, "X, not Y": /\w, not (?!only\b|just\b|yet\b|even\b)\w/g };
    const overused = pages.flatMap(([file, text]) =>
      Object.entries(rationed)
        .map(([word, pattern]) => [word, text.match(pattern)?.length ?? 0] as const)
        .filter(([, count]) => count > 1)
        .map(([word, count]) => `${file}: "${word}" ${count} times`),
    );
    expect(overused).toEqual([]);
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
