import { describe, expect, it } from "vitest";
import { caseBrowse } from "./case-browse";
import { ownPictures, resolveImage } from "./images";
import { articleBodyProblems, plainMarkdownProblems, titleProblem } from "./rules";
import { resolveHome } from "./home-page";
import { parseContent } from "./load";
import { newestFirst } from "./case-dates";
import { inMenuOrder, siteNavigation, withWorkFirst } from "./menu";
import { resolveCaseStudy, resolveSolutionPage } from "./resolve";
import { referenceProblems } from "./references";
import { internalLinkProblems, siteRoutes } from "./site-links";
import {
  HERO_BACKGROUND_TYPES,
  HERO_OVERLAYS,
  INSIGHT_TAGS,
  insightSchema,
  legalPageSchema,
  slugReference,
  caseStudySchema,
  solutionPageSchema,
  teamMemberSchema,
  TIMELINE_PHASES,
} from "./schema";
import { site } from "./site";
import { siteSchema } from "./site-schema";
import { readCollection, readEntry, readPages } from "./store";
import { homeContext } from "./home-store";

const SPEC_INDUSTRIES = ["fintech", "edtech", "hospitality", "dooh", "agritech", "telecom", "retail", "medtech"];
const SPEC_CAPABILITIES = [
  "digital-transformation",
  "data-engineering-analytics",
  "cloud-engineering",
  "managed-devops",
  "ai-intelligent-systems",
  "product-modernization",
  "ux-product-design",
  "api-microservices",
];
const SPEC_CASES = [
  "intelligent-loan-management",
  "smart-food-logging",
  "unified-data-platform",
  "agritech-intelligence-platform",
  "digital-transformation",
  "retail-operations",
  "healthcare-network-management",
  "smart-governance-portal",
];
/** Case studies beyond the spec's eight: the Managed DevOps and Product modernisation work those pages point to. */
const ADDED_CASES = ["managed-cloud-operations", "loan-core-migration", "clinic-booking-app"];

/** Every problem the checks find, each naming its file and field, rather than the first one only. */
function problemsOf(checks: (() => unknown)[]) {
  return checks.flatMap((check) => {
    try {
      check();
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });
}

/** A collection's entries by slug, as the content layer stored them. */
const bySlug = <T extends { slug: string }>(pages: T[]) => Object.fromEntries(pages.map((page) => [page.slug, page])) as Record<string, T>;
const capabilities = bySlug(readPages("capabilities"));
const industries = bySlug(readPages("industries"));
const caseStudies = bySlug(readPages("cases"));
const legalPages = bySlug(readPages("legal"));
const fintech = industries.fintech!;
const home = readEntry("home", "home").data;
const team = readCollection("team");
const insights = readCollection("insights").map((entry) => ({ slug: entry.id, body: entry.body ?? "", ...entry.data }));
const browse = caseBrowse(
  newestFirst(readPages("cases")),
  inMenuOrder(readPages("industries"), site.menuOrder.industries),
  inMenuOrder(readPages("capabilities"), site.menuOrder.capabilities),
);
const facetPaths = Object.values(browse.options).flatMap((options) => options.map((option) => option.href));

/** Every route the site has, from the collections. */
const routes = siteRoutes({
  industries: Object.keys(industries),
  capabilities: Object.keys(capabilities),
  cases: Object.keys(caseStudies),
  legal: Object.keys(legalPages),
  insights,
  facets: facetPaths,
});

describe("content collections", () => {
  it("are all valid, with every image they name generated", () => {
    const problems = problemsOf([
      ...Object.values(capabilities).map((page) => () => ownPictures(resolveSolutionPage(page, "capabilities"))),
      ...Object.values(industries).map((page) => () => ownPictures(resolveSolutionPage(page, "industries"))),
      ...Object.values(caseStudies).map((study) => () => ownPictures(resolveCaseStudy(study))),
      ...insights.map((insight) => () => ownPictures(resolveImage(insight.image, `src/content/insights/${insight.slug}.mdx: image.id`))),
      () => ownPictures(resolveHome(home, team, homeContext())),
    ]);
    expect(problems, "every file and field that names a picture that does not exist").toEqual([]);
    expect(site.phone).toEqual({ display: "+91 80 4718 2290", href: "tel:+918047182290" });
  });

  it("has every page of the spec, and the case studies added after it (a page added since needs no line here)", () => {
    expect(Object.keys(industries)).toEqual(expect.arrayContaining([...SPEC_INDUSTRIES]));
    expect(Object.keys(capabilities)).toEqual(expect.arrayContaining([...SPEC_CAPABILITIES]));
    expect(Object.keys(caseStudies)).toEqual(expect.arrayContaining([...SPEC_CASES, ...ADDED_CASES]));
    expect(Object.keys(legalPages).sort()).toEqual(["privacy", "security", "terms"]);
  });
});

describe("menus", () => {
  // Reversed, as the collections may list entries in any order.
  const inOrder = <T extends { slug: string }>(entries: Record<string, T>, order: string[]) =>
    inMenuOrder(Object.values(entries).reverse(), order);

  it("orders the menus as site.json lists them, industries with a case study first", () => {
    const nav = siteNavigation({
      industries: withWorkFirst(inOrder(industries, site.menuOrder.industries), Object.values(caseStudies)),
      capabilities: inOrder(capabilities, site.menuOrder.capabilities),
      cases: newestFirst(Object.values(caseStudies).reverse()),
    });
    expect(nav.industries.map((link) => link.href).sort()).toEqual(SPEC_INDUSTRIES.map((s) => `/services/${s}`).sort());
    const filed = new Set(Object.values(caseStudies).map((study) => study.facts.industry?.id));
    const withWork = nav.industries.map((link) => filed.has(link.href.slice("/services/".length)));
    expect(withWork).toEqual([...withWork].sort().reverse());
    expect(nav.capabilities.map((link) => link.href)).toEqual(SPEC_CAPABILITIES.map((s) => `/products/${s}`));
    expect(nav.cases.map((link) => link.href).sort()).toEqual([...SPEC_CASES, ...ADDED_CASES].map((s) => `/case/${s}`).sort());
    // Case studies: the most recently started first, each described with when it ran.
    const starts = nav.cases.map((link) => caseStudies[link.href.slice("/case/".length)]!.facts.started);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(nav.cases[0]!.description).toMatch(/^[A-Z][a-z]{2} \d{4}/);
  });

  it("moves an industry up once a case study is filed under it, keeping menu order within each group", () => {
    const pages = inOrder(industries, site.menuOrder.industries);
    const without = pages.filter((page) => !Object.values(caseStudies).some((study) => study.facts.industry?.id === page.slug));
    const study = { facts: { industry: { id: without.at(-1)!.slug } } };
    const ordered = withWorkFirst(pages, [...Object.values(caseStudies), study]).map((page) => page.slug);
    expect(ordered.indexOf(without.at(-1)!.slug)).toBeLessThan(ordered.indexOf(without[0]!.slug));
    expect(withWorkFirst(pages, []).map((page) => page.slug)).toEqual(pages.map((page) => page.slug));
  });

  it("puts a page the menu does not list last", () => {
    const extra = { ...industries.fintech!, slug: "aerospace" };
    expect(inMenuOrder([extra, ...Object.values(industries)], site.menuOrder.industries).at(-1)).toBe(extra);
  });
});

describe("home page", () => {
  it("resolves its images and icons", () => {
    const resolved = resolveHome(home, team, homeContext());
    expect(resolved.teamImage).toMatchObject({ id: "home/team", width: expect.any(Number) });
    expect(resolved.technologies[0]).toEqual({ id: "postgresql", icon: { title: "PostgreSQL", src: "/logos/postgresql.svg" } });
    expect(resolved.teamMembers[0]!.socials[0]!.icon).toEqual({ title: "LinkedIn", src: "/logos/linkedin.png" });
  });

  it("shows the team members it lists, in its order rather than their files'", () => {
    const resolved = resolveHome(home, team, homeContext());
    // The order is the editor's to choose (README): read from the content, and shown as it says.
    const order = home.teamMembers.map((member) => member.id);
    expect(resolved.teamMembers.map((member) => member.id)).toEqual(order);
    const reversed = resolveHome({ ...home, teamMembers: [...home.teamMembers].reverse() }, team, homeContext());
    expect(reversed.teamMembers.map((member) => member.id)).toEqual([...order].reverse());
    const second = team.find((entry) => entry.id === order[1])!;
    expect(resolved.teamMembers[1]).toMatchObject({ id: second.id, name: second.data.name, avatar: second.data.avatar });
  });
});

describe("hero assignment rules", () => {
  const pages = [...Object.values(capabilities), ...Object.values(industries)];

  it("uses every background type and every overlay at least once", () => {
    expect(new Set(pages.map((page) => page.heroBackground.type))).toEqual(new Set(HERO_BACKGROUND_TYPES));
    expect(new Set(pages.map((page) => page.heroOverlay))).toEqual(new Set(HERO_OVERLAYS));
  });

  it("rotates the edtech carousel every 5000 ms and digital transformation every 4000 ms", () => {
    expect(industries.edtech!.heroBackground).toMatchObject({ type: "carousel", durationMs: 5000 });
    expect(capabilities["digital-transformation"]!.heroBackground).toMatchObject({ type: "carousel", durationMs: 4000 });
  });

  it("defaults a carousel without a duration to 5000 ms", () => {
    const parsed = solutionPageSchema.parse({
      ...fintech,
      heroBackground: { type: "carousel", images: [fintech.heroImage, fintech.heroImage] },
    });
    expect(parsed.heroBackground).toMatchObject({ durationMs: 5000 });
  });

  it("gives every page three sections with 4–6 features and alternating image sides", () => {
    for (const page of pages) {
      expect(page.sections).toHaveLength(3);
      expect(page.sections.map((s) => s.imagePosition)).toEqual(["right", "left", "right"]);
      for (const section of page.sections) expect(section.features.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("case studies", () => {
  it("tell the five phases in order", () => {
    for (const study of Object.values(caseStudies)) {
      expect(study.timelineData.map((phase) => phase.title)).toEqual([...TIMELINE_PHASES]);
    }
  });
});

describe("content validation", () => {
  const { slug: _slug, ...fintechData } = fintech;
  const load = (data: unknown) => () => parseContent("src/content/industries/fintech.yaml", data, solutionPageSchema);

  it("names the file and field of a page without three sections", () => {
    expect(load({ ...fintechData, sections: fintech.sections.slice(0, 2) })).toThrow(
      /src\/content\/industries\/fintech\.yaml: sections: needs exactly 3 entries/,
    );
  });

  it("names the file and field of an unknown hero type", () => {
    expect(load({ ...fintechData, heroBackground: { type: "hologram" } })).toThrow(
      /src\/content\/industries\/fintech\.yaml: heroBackground\.type/,
    );
  });

  it("names a missing feature list item count", () => {
    const sections = fintech.sections.map((s, i) => (i === 1 ? { ...s, features: ["Only one"] } : s));
    expect(load({ ...fintechData, sections })).toThrow(/sections\.1\.features/);
  });

  it("accepts a legal page's date written as a YAML date, and names a bad one", () => {
    const { slug: _legal, ...terms } = legalPages.terms!;
    const parse = (updated: unknown) => parseContent("src/content/legal/terms.yaml", { ...terms, updated }, legalPageSchema);
    expect(parse(new Date("2026-11-01")).updated).toBe("2026-11-01");
    expect(() => parse("1 November 2026")).toThrow(/src\/content\/legal\/terms\.yaml: updated/);
  });

  it("names the file and field of a picture that does not exist, and what to do", () => {
    expect(() =>
      ownPictures(
        resolveImage({ id: "insights/monolith-or-microservices/hero", alt: "A picture" }, "src/content/insights/x.mdx: image.id"),
      ),
    ).toThrow(
      'src/content/insights/x.mdx: image.id: Unknown picture "insights/monolith-or-microservices/hero": choose one from the list in the content editor, or generate it with tools/artwork',
    );
  });

  it("names the file and field of a team member's broken entry", () => {
    const member = readEntry("team", "meera-iyer").data;
    expect(() => parseContent("src/content/team/meera-iyer.yaml", { ...member, role: " ", about: "Designs." }, teamMemberSchema)).toThrow(
      "Invalid content\n  src/content/team/meera-iyer.yaml: role: must not be empty\n  src/content/team/meera-iyer.yaml: about: between 40 and 200 characters",
    );
  });

  it("names the field of a broken site config", () => {
    const broken = { ...site, phone: { display: "+91 80 4718 2290", href: "080 4718 2290" } };
    expect(() => parseContent("src/content/site.json", broken, siteSchema)).toThrow(/src\/content\/site\.json: phone\.href/);
  });
});

describe("links between entries", () => {
  const entries = Object.fromEntries(
    (["capabilities", "industries", "cases", "team", "home", "insights"] as const).map((collection) => [
      collection,
      readCollection(collection),
    ]),
  );

  it("lead to entries that exist: case studies to their industry and capabilities, the home page to cases, capabilities and team members, articles to their author and the pages they concern", () => {
    expect(referenceProblems(entries), "every link to an entry that does not exist, with its file and field").toEqual([]);
  });

  it("name the file and field of a link that leads nowhere", () => {
    const [loan, ...others] = readCollection("cases");
    const broken = {
      ...loan!,
      data: { ...loan!.data, facts: { ...loan!.data.facts, capabilities: [{ collection: "capabilities", id: "quantum" }] } },
    };
    expect(referenceProblems({ ...entries, cases: [broken, ...others] })).toEqual([
      `${loan!.filePath}: facts.capabilities.0: no capability page "quantum" (src/content/capabilities/)`,
    ]);
  });

  it("name the article whose author is not a team member", () => {
    const [article, ...others] = readCollection("insights");
    const broken = { ...article!, data: { ...article!.data, author: { collection: "team", id: "ghost-writer" } } };
    expect(referenceProblems({ ...entries, insights: [broken, ...others] })).toEqual([
      `src/content/insights/${article!.id}.mdx: author: no team member "ghost-writer" (src/content/team/)`,
    ]);
  });

  it("name the home page's place of a team member who does not exist", () => {
    const [entry] = readCollection("home");
    const members = [...entry!.data.teamMembers];
    members[2] = { collection: "team", id: "former-cto" };
    const broken = { ...entry!, data: { ...entry!.data, teamMembers: members } };
    expect(referenceProblems({ ...entries, home: [broken] })).toEqual([
      `src/content/home/home.yaml: teamMembers.2: no team member "former-cto" (src/content/team/)`,
    ]);
    expect(() => resolveHome(broken.data, team, homeContext())).toThrow(
      `src/content/home/home.yaml: teamMembers.2: no team member "former-cto" (src/content/team/)`,
    );
  });
});

describe("case study facts", () => {
  it("give every industry and capability with work a browsable page", () => {
    const facets = facetPaths;
    expect(facets).toContain("/case/industry/fintech");
    expect(facets).toContain("/case/capability/cloud-engineering");
    expect(facets.filter((path) => path.startsWith("/case/technology/")).length).toBeGreaterThan(5);
  });
});

describe("Insights articles", () => {
  it("are at least six, each 800 to 1,500 words of body with ## sections, under a sentence-case title", () => {
    expect(insights.length).toBeGreaterThanOrEqual(6);
    const problems = insights.flatMap((insight) => {
      const where = `src/content/insights/${insight.slug}.mdx`;
      const title = titleProblem(insight.title);
      return [
        ...(title ? [`${where}: title: ${title}`] : []),
        ...articleBodyProblems(insight.body).map((problem) => `${where}: body: ${problem}`),
      ];
    });
    expect(problems, "every article that breaks a rule, with its file and field").toEqual([]);
  });

  it("list the same articles on an industry page as on the topic of the same name", () => {
    const tags: readonly string[] = INSIGHT_TAGS;
    const shared = readPages("industries").filter((page) => tags.includes(page.slug));
    expect(shared.map((page) => page.slug)).toContain("fintech");
    const problems = shared.flatMap(({ slug }) => {
      const about = insights.filter((insight) => insight.industries.some((ref) => ref.id === slug)).map((insight) => insight.slug);
      const tagged = insights.filter((insight) => (insight.tags as readonly string[]).includes(slug)).map((insight) => insight.slug);
      return [
        ...about
          .filter((article) => !tagged.includes(article))
          .map((article) => `src/content/insights/${article}.mdx: tags: concerns /services/${slug} but is not tagged ${slug}`),
        ...tagged
          .filter((article) => !about.includes(article))
          .map((article) => `src/content/insights/${article}.mdx: industries: tagged ${slug} but does not name /services/${slug}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("name only images that exist (their authors and the pages they concern are checked with every other link)", () => {
    const problems = insights.flatMap((insight) => {
      const where = `src/content/insights/${insight.slug}.mdx`;
      return [
        ...problemsOf([() => resolveImage(insight.image, `${where}: image.id`)]),
        ...(insight.updated && insight.updated < insight.published ? [`${where}: updated: before the publication date`] : []),
      ];
    });
    expect(problems, "every article that names something that does not exist, with its file and field").toEqual([]);
  });

  it("link only to pages of the site that exist", () => {
    const problems = insights.flatMap((insight) =>
      internalLinkProblems(insight.body, routes).map((problem) => `src/content/insights/${insight.slug}.mdx: body: ${problem}`),
    );
    expect(problems, "every link to a page the site does not have, with its file").toEqual([]);
    expect(internalLinkProblems("See [pricing](/pricing) and [fintech](/services/fintech/#work).", routes)).toEqual([
      "links to /pricing, a page this site does not have: link a page that exists, e.g. /privacy",
    ]);
    // A misspelt page: the one meant is suggested.
    expect(internalLinkProblems("See [the case](/case/retail-operatons).", routes)).toEqual([
      "links to /case/retail-operatons, a page this site does not have: link a page that exists, e.g. /case/retail-operations",
    ]);
  });

  it("are plain Markdown: no imports, components or raw HTML, and no h1 (the title is the h1)", () => {
    const problems = insights.flatMap((insight) =>
      plainMarkdownProblems(insight.body).map((problem) => `src/content/insights/${insight.slug}.mdx: body: ${problem}`),
    );
    expect(problems, "every article with something other than plain Markdown, with its file and field").toEqual([]);
    // The h1 is the article-body rule's, checked with the article's other rules above.
    expect(insights.filter((insight) => /^# /m.test(insight.body.replace(/```[\s\S]*?```/g, ""))).map((insight) => insight.slug)).toEqual(
      [],
    );
  });

  it("refuse a case study's headline or menu name too long for a phone's first screen or a menu line", () => {
    const shape = caseStudySchema(slugReference).shape;
    expect(shape.heroTitle.safeParse("Gold loans in twelve minutes, at the branch counter").success).toBe(true);
    expect(shape.heroTitle.safeParse(`${"A headline that keeps going ".repeat(7)}`.trim()).error?.issues[0]?.message).toMatch(/at most 70/);
    expect(shape.title.safeParse("A menu name of more than forty characters").error?.issues[0]?.message).toMatch(/at most 40/);
  });

  it("fail to load with the file and field named when the frontmatter is wrong", () => {
    expect(() => parseContent("src/content/insights/x.mdx", { ...insights[0], tags: ["gardening"] }, insightSchema(slugReference))).toThrow(
      /src\/content\/insights\/x\.mdx: tags\.0/,
    );
  });
});
