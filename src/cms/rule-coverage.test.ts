import { describe, expect, it } from "vitest";
import { CROSS_CHECKS } from "../content/cross-check";
import { RULES } from "../content/rules";
import { closestPage } from "../content/site-links";
import { imageRefSchema, REFERENCES, signatureSchema } from "../content/schema";
import { readCollection, readEntry } from "../content/store";
import type { DecapField } from "./decap-fields";
import { forms, schemaKeys, SCHEMAS, withPaths } from "./forms.testing";
import { FIELD_TEXT } from "./field-text";
import { EDITOR_RULES, editorRuleProblems, type SiteFacts } from "./editor-rules";
import { testProblems } from "../../scripts/publish-problems";
import { rationFacts, SITE_WIDE_RATIONED, siteWideOveruse, type FileTexts } from "../content/rationed";

/*
 * Every rule of the content check is also checked by the content editor before it saves: the
 * rules of one value (src/content/rules.ts), the checks across files (src/content/cross-check/),
 * the links of an article to the site's pages, the pictures, signatures and links between
 * entries. The build's lists are enumerated here from their sources, so a rule added to the build
 * without its field in the editor fails this test, and so does a field naming a rule that does
 * not exist.
 */

/**
 * The checks the editor does not make, in CROSS_CHECKS' order: each reads several files at once
 * (the facts every page must quote by token, the clients the home page names against the case
 * studies, the support hours against /about's rota and How we work, the industries with no case
 * study, the tenure and cloud claims against every case study), and `npm run publish` makes them.
 */
const NOT_IN_THE_EDITOR = ["facts", "client-wall", "support-promise", "industry-claims", "tenure-story", "cloud-claims"];

/** The rules of the content check beyond the schemas' own checks (config.test.ts proves those). */
const BUILD_RULES = [...Object.keys(RULES), ...Object.keys(CROSS_CHECKS), "internal-links", "site-rationed"];

const rulesOf = (field: DecapField) => (Array.isArray(field.rule) ? field.rule : field.rule ? [field.rule] : []) as string[];
const editorRules = new Set(forms.flatMap((form) => withPaths(form.fields).flatMap(({ field }) => rulesOf(field))));

describe("every rule of the content check", () => {
  it("is checked by a field of the editor, and every rule a field names is one the editor has", () => {
    const missing = BUILD_RULES.filter((rule) => !editorRules.has(rule));
    expect(missing, "rules the build applies and no field of the editor checks").toEqual(NOT_IN_THE_EDITOR);
    expect([...editorRules].filter((rule) => !(rule in EDITOR_RULES)), "rules a field names that the editor does not have").toEqual([]);
    // The copy the content check counts in, and only that: not the team's bios, nor the settings.
    for (const rule of ["counts", "ownership", "subcontracting", "site-rationed"]) {
      const counted = (name: string) => withPaths(forms.find((form) => form.name === name)!.fields).some(({ field }) => rulesOf(field).includes(rule));
      expect(["cases", "industries", "capabilities", "home", "about", "how-we-work", "insights", "privacy"].filter((name) => !counted(name)), rule).toEqual([]);
      expect(["team", "site"].filter(counted), rule).toEqual([]);
    }
    // The content check's plain-Markdown rule for articles is the body field's, too.
    expect(BUILD_RULES).toContain("plain-markdown");
    expect(editorRules).toContain("plain-markdown");
    // Each rule the editor has is one of the build's.
    expect(Object.keys(EDITOR_RULES).filter((rule) => !BUILD_RULES.includes(rule))).toEqual([]);
  });

  it("offers each picture, signature and link to another entry as a choice among those that exist, never typed", () => {
    let links = 0;
    for (const form of forms) {
      const fields = new Map(withPaths(form.fields).map(({ path, field }) => [path, field]));
      for (const { path, layers } of schemaKeys(SCHEMAS[form.name]!)) {
        const field = fields.get(path);
        const collection = layers.map((layer) => REFERENCES.get(layer)).find(Boolean);
        if (collection) {
          links++;
          expect(field, `${form.name}: ${path}`).toMatchObject({ widget: expect.stringMatching(/^(checked-)?relation$/), collection });
        }
        if (layers.includes(imageRefSchema.shape.id)) expect(field?.widget, `${form.name}: ${path}`).toBe("picture");
        if (layers.includes(signatureSchema)) expect(field?.widget, `${form.name}: ${path}`).toBe("signature");
      }
    }
    expect(links).toBeGreaterThan(8);
  });
});

/** What the editor knows of the site, as /admin/catalogue.json serves it, from the content. */
const cases = readCollection("cases");
const site: SiteFacts = {
  routes: ["/", "/services/fintech", "/case/intelligent-loan-management"],
  cases: Object.fromEntries(
    cases.map(({ id, data }) => [
      id,
      {
        industry: data.industry,
        ...(data.facts.industry ? { industryPage: data.facts.industry.id } : {}),
        capabilities: data.facts.capabilities.map((ref) => ref.id),
        client: data.client,
        title: data.title,
      },
    ]),
  ),
  capabilities: Object.fromEntries(readCollection("capabilities").map(({ id, data }) => [id, data.title])),
  industries: Object.fromEntries(readCollection("industries").map(({ id, data }) => [id, data.title])),
  engineers: { value: 50, suffix: "+", title: "Engineers and designers" },
  teamSize: { min: 4, max: 14 },
  counts: { cases: 10, industries: 8, capabilities: 8, people: 50, foundingYear: 2019 },
};
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
const slugs = (value: unknown) => JSON.parse(JSON.stringify(value, (key, inner) => (inner && typeof inner === "object" && "collection" in inner && "id" in inner ? inner.id : inner))) as Record<string, unknown>;

describe("the phrases the site rations across its files", () => {
  it("are each refused by the editor before saving, when this entry would put one over its limit, and named by npm run publish", () => {
    expect(SITE_WIDE_RATIONED.map((ration) => ration.phrase)).toEqual(["before anyone", "rather than"]);
    for (const ration of SITE_WIDE_RATIONED) {
      const text = `We shipped it ${ration.phrase} the audit.`;
      const files: FileTexts[] = Array.from({ length: 9 }, (_, index) => [`src/content/cases/case-${index}.yaml`, [["timelineData.0.content", "Quiet."]]]);
      const limit = ration.limit(files.length);
      const saying = files.slice(0, limit).map(([file]): FileTexts => [file, [["timelineData.0.content", text]]]);
      const texts = [...saying, ...files.slice(limit)];
      const facts = rationFacts({ pages: texts, stories: texts }, { "src/content/cases/case-0.yaml": "Loan desk" });
      const data = { timelineData: [{ content: text }] };
      // A new entry, or another one, saying it too: refused, with the limit, the entries saying it and what to do.
      const [refused] = editorRuleProblems("site-rationed", text, { data, site: { ...site, rationed: facts } });
      expect(refused, ration.phrase).toBe(
        `"${ration.phrase}" is on ${limit + 1} ${ration.scope}, at most ${limit}: reword it in one place, here or in Loan desk${limit > 1 ? ", cases/case-1.yaml" : ""}${limit > 2 ? ", cases/case-2.yaml" : ""}${limit > 3 ? ", cases/case-3.yaml" : ""}`,
      );
      expect(editorRuleProblems("site-rationed", text, { data, site: { ...site, rationed: facts }, file: "src/content/cases/case-9.yaml" })).toEqual([refused]);
      // An entry that says it already is one of those counted: saying it again is not one more.
      expect(editorRuleProblems("site-rationed", text, { data, site: { ...site, rationed: facts }, file: "src/content/cases/case-0.yaml" })).toEqual([]);
      // npm run publish: the check lists every file saying it, each read as its entry and field.
      const over = siteWideOveruse(ration, [...texts, ["src/content/cases/new.yaml", [["timelineData.2.content", text]]]]);
      const output = ["+ [", ...over.map((line) => `+   ${JSON.stringify(line)},`), "+ ]"].join("\n");
      expect(testProblems(output)).toContainEqual({
        file: "src/content/cases/new.yaml",
        field: "timelineData.2.content",
        change: expect.stringMatching(new RegExp(`^"${ration.phrase}" is on ${limit + 1} .*, at most ${limit}: reword it in one place`)),
      });
    }
    // "rather than" is rationed in the case studies' stories alone: elsewhere the editor lets it be.
    const stories = rationFacts({ pages: [], stories: [["src/content/cases/a.yaml", [["timelineData.0.content", "rather than"]]]] });
    expect(editorRuleProblems("site-rationed", "Fixed rather than patched.", { data: {}, site: { ...site, rationed: stories } })).toEqual([]);
  });
});

describe("the editor's checks across files", () => {
  const loan = cases.find((entry) => entry.id === "intelligent-loan-management")!;
  const home = slugs(readEntry("home", "home").data);

  it("say the build's words: a figure the story does not repeat, or whose arithmetic is wrong", () => {
    const data = slugs(loan.data);
    const metrics = [...(data.metrics as { value: string }[])];
    expect(editorRuleProblems("case-metrics", metrics[0]!.value, { data, site })).toEqual([]);
    metrics[0] = { value: "97%" };
    expect(editorRuleProblems("case-metrics", "97%", { data: { ...data, metrics }, site })).toEqual([
      '97% appears nowhere in "The story, in five phases": write it in the phase that tells it, or change this figure',
    ]);
    // The editor's own label for the story's field.
    expect(FIELD_TEXT.timelineData!.label).toBe("The story, in five phases");
    metrics[0] = { value: "97%", from: 10, to: 4 } as (typeof metrics)[number];
    const story = "It fell from 10 days to 4.";
    expect(editorRuleProblems("case-metrics", "97%", { data: { metrics, timelineData: [{ content: story }] }, site })).toEqual(["97%, but 10 to 4 is 60%"]);
  });

  it("say the build's words: a case study outside the article's industries, and a link to a page the site does not have", () => {
    const fintechCase = Object.entries(site.cases).find(([, study]) => study.industryPage === "fintech")![0];
    expect(editorRuleProblems("article-cases", [fintechCase], { data: { industries: ["fintech"] }, site })).toEqual([]);
    // The article's industries by the names their pages have, and none chosen said so.
    const outside = editorRuleProblems("article-cases", [fintechCase], { data: { industries: ["edtech"] }, site })[0];
    // The case by its title, as the editor's list shows it, not by its file name.
    expect(outside!.startsWith(`${site.cases[fintechCase]!.title} is a `)).toBe(true);
    expect(site.cases[fintechCase]!.title).not.toBe(fintechCase);
    expect(outside).toMatch(/ is a .+ case, outside the article's industries \(.+\)$/);
    expect(outside).toContain(`(${site.industries.edtech})`);
    // The case's industry by its page's title too ("Healthcare & medtech", not "Healthcare").
    const [renamed, filed] = Object.entries(site.cases).find(([, study]) => study.industryPage)!;
    const study = { ...filed, industry: "Shortened" };
    const relabelled = { ...site, cases: { ...site.cases, [renamed]: study } };
    const elsewhere = Object.keys(site.industries).find((slug) => slug !== study.industryPage)!;
    expect(editorRuleProblems("article-cases", [renamed], { data: { industries: [elsewhere] }, site: relabelled })[0]).toBe(
      `${study.title} is a ${site.industries[study.industryPage!]} case, outside the article's industries (${site.industries[elsewhere]})`,
    );
    expect(site.industries.edtech).not.toBe("edtech");
    expect(editorRuleProblems("article-cases", [fintechCase], { data: { industries: [] }, site })[0]).toMatch(/industries \(no industries chosen\)$/);
    expect(editorRuleProblems("internal-links", "See [pricing](/pricing) and [fintech](/services/fintech).", { data: {}, site })).toEqual([
      `links to /pricing, a page this site does not have: link a page that exists, e.g. ${closestPage("/pricing", site.routes)}`,
    ]);
  });

  it("say the build's words: the home page's cards, tiles and testimonials against the files they name", () => {
    const cards = home.caseCards as { tag: string; case: string }[];
    expect(editorRuleProblems("case-card-tag", cards[0]!.tag, { data: home, site })).toEqual([]);
    const wrongCards = [{ ...cards[0]!, tag: "Space" }, ...cards.slice(1)];
    expect(editorRuleProblems("case-card-tag", "Space", { data: { ...home, caseCards: wrongCards }, site })[0]).toMatch(/^"Space", but src\/content\/cases\/.+\.yaml says industry/);
    const spread = home.caseCards as { case: string; title: string }[];
    expect(editorRuleProblems("case-card-spread", spread[0]!.case, { data: home, site })).toEqual([]);
    // A case study that already has a second card, given a third.
    const doubled = spread.find((card, i) => spread.findIndex((other) => other.case === card.case) !== i)!;
    const third = [...spread, { ...doubled, title: "A third part of the work" }];
    expect(editorRuleProblems("case-card-spread", doubled.case, { data: { ...home, caseCards: third }, site })[0]).toMatch(
      new RegExp(`^"${doubled.case}" has 3 cards while ".+" has 1: give every case study a card before any gets another$`),
    );
    const tiles = home.capabilityTiles as { name: string }[];
    const wrongTiles = [{ ...tiles[0]!, name: "Clouds" }, ...tiles.slice(1)];
    expect(editorRuleProblems("capability-tile-name", "Clouds", { data: { ...home, capabilityTiles: wrongTiles }, site })[0]).toMatch(/^"Clouds", but src\/content\/capabilities\/.+ has title/);
    const quotes = home.testimonials as { designation: string; case?: string }[];
    const linked = quotes.findIndex((quote) => quote.case);
    const wrongQuotes = quotes.map((quote, i) => (i === linked ? { ...quote, designation: "CTO, a bank" } : quote));
    expect(editorRuleProblems("testimonial-client", "CTO, a bank", { data: { ...home, testimonials: wrongQuotes }, site })[0]).toMatch(/^"CTO, a bank" should end ", /);
  });

  it("say the build's words: a section told with \"would\" whose key points are not marked as not yet shipped", () => {
    const dooh = plain(readEntry("industries", "dooh").data);
    const sections = dooh.sections as { content: string; status?: string; features: string[] }[];
    const players = sections[0]!;
    expect(players.status).toBe("planned");
    expect(editorRuleProblems("unshipped-features", players.content, { data: dooh, site })).toEqual([]);
    const { status: _status, ...unmarked } = players;
    expect(editorRuleProblems("unshipped-features", players.content, { data: { ...dooh, sections: [unmarked, ...sections.slice(1)] }, site })).toEqual(
      players.features.map(
        (feature) => `"${feature}": its section tells all of its work with "would": set the section's status to planned, or tag it ", not yet shipped"`,
      ),
    );
  });

  it("say the build's words: a tag-like placeholder in an article, even in inline code", () => {
    expect(editorRuleProblems(["article-body", "plain-markdown"], "## Setup\n\nRun `deploy <your-service>`.", { data: {}, site })).toContain(
      "has <your-service>, which the site reads as HTML: write it without the angle brackets (your-service), or put it in a block between lines of ```",
    );
  });

  it("say the build's words: a count or year a text writes that the content does not have", () => {
    expect(editorRuleProblems("counts", "Ten case studies from a team founded in 2019.", { data: {}, site })).toEqual([]);
    expect(editorRuleProblems("counts", "We have eleven case studies and about 70 engineers.", { data: {}, site })).toEqual([
      '"eleven case studies", but the content has 10 case studies',
      '"about 70 engineers", but the content has 50 people',
    ]);
  });

  it("say the build's words: who owns the code said other than with {codeOwnership}, an exception to no subcontractors, a case team outside the promised size", () => {
    expect(editorRuleProblems("ownership", "You own the code from the first commit: {codeOwnership}.", { data: {}, site })).toEqual([]);
    expect(editorRuleProblems("ownership", "The code is yours from day one.", { data: {}, site })).toEqual([
      '"code is yours": state who owns the code with {codeOwnership} alone',
    ]);
    expect(editorRuleProblems("subcontracting", "We never use subcontractors or freelancers.", { data: {}, site })).toEqual([]);
    expect(editorRuleProblems("subcontracting", "No freelancers, unless the client agrees.", { data: {}, site })).toEqual([
      'makes an exception to "no subcontractors or freelancers" that /about does not make',
    ]);
    expect(editorRuleProblems("case-teams", 6, { data: {}, site })).toEqual([]);
    expect(editorRuleProblems("case-teams", 20, { data: {}, site })).toEqual(["20, but site.json commitments.teamSize is 4 to 14"]);
  });

  it("say the build's words: a sector named unlike its industry page, and practices that do not add up", () => {
    const data = slugs(loan.data);
    expect(editorRuleProblems("sector-name", loan.data.industry, { data, site })).toEqual([]);
    expect(editorRuleProblems("sector-name", "Banking", { data, site })[0]).toMatch(/^"Banking", but its industry page is titled/);
    const about = plain(readEntry("about", "about").data);
    expect(editorRuleProblems("headcount", 3, { data: about, site })).toEqual([]);
    const organisation = { ...(about.organisation as object), teams: [{ name: "All", people: 12, work: "Everything" }] };
    expect(editorRuleProblems("headcount", 12, { data: { ...about, organisation }, site })).toEqual([
      "12 people, but src/content/home/home.yaml says 50+ engineers and designers",
    ]);
  });
});
