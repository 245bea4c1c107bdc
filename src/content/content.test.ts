import { describe, expect, it } from "vitest";
import {
  caseFacetPaths,
  contentFile,
  contentSlugs,
  pagePaths,
  parseEntry,
  readCollection,
  readHome,
  readInsights,
  readSite,
  usedInsightTags,
} from "./files";
import { resolveImage } from "./images";
import { resolveHome } from "./home-page";
import { parseContent } from "./load";
import { inMenuOrder, siteNavigation } from "./menu";
import { resolveCaseStudy, resolvePage } from "./resolve";
import { HERO_BACKGROUND_TYPES, HERO_OVERLAYS, insightSchema, pageContentSchema, TIMELINE_PHASES } from "./schema";
import { site } from "./site";
import { siteSchema } from "./site-schema";

const SPEC_SERVICES = ["fintech", "edtech", "hospitality", "dooh", "agritech", "telecom", "retail", "medtech"];
const SPEC_PRODUCTS = [
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

const products = readCollection("products");
const services = readCollection("services");
const caseStudies = readCollection("case");
const legalPages = readCollection("legal");
const fintech = services.fintech!;
const insights = readInsights();

describe("content files", () => {
  it("are all valid, with every image they name generated", () => {
    for (const page of [...Object.values(products), ...Object.values(services)]) expect(() => resolvePage(page)).not.toThrow();
    for (const study of Object.values(caseStudies)) expect(() => resolveCaseStudy(study)).not.toThrow();
    expect(() => resolveHome(readHome())).not.toThrow();
    expect(readSite().phone).toEqual({ display: "+91 80 4718 2290", href: "tel:+918047182290" });
  });

  it("has exactly the slugs of the spec", () => {
    expect(Object.keys(services).sort()).toEqual([...SPEC_SERVICES].sort());
    expect(Object.keys(products).sort()).toEqual([...SPEC_PRODUCTS].sort());
    expect(Object.keys(caseStudies).sort()).toEqual([...SPEC_CASES].sort());
    expect(Object.keys(legalPages).sort()).toEqual(["privacy", "security", "terms"]);
  });

  it("lists every route, derived from the content files: 32 pages, then Insights and its topics", () => {
    const routes = pagePaths();
    const insightRoutes = 1 + insights.length + usedInsightTags(insights).length;
    const indexRoutes = 3 + caseFacetPaths().length;
    expect(routes).toHaveLength(32 + insightRoutes + indexRoutes);
    expect(new Set(routes).size).toBe(routes.length);
    expect(contentSlugs("case")).toEqual(Object.keys(caseStudies).sort());
    expect(routes).toContain("/services/fintech");
    expect(routes).toContain("/case/smart-governance-portal");
    expect(routes).toEqual(
      expect.arrayContaining(["/about", "/how-we-work", "/privacy", "/terms", "/security", "/book-a-meeting", "/connect"]),
    );
  });
});

describe("menus", () => {
  // Reversed, as the collections may list entries in any order.
  const inOrder = <T extends { slug: string }>(entries: Record<string, T>, order: string[]) =>
    inMenuOrder(Object.values(entries).reverse(), order);

  it("orders the menus as the spec lists them", () => {
    const nav = siteNavigation({
      services: inOrder(services, site.menuOrder.services),
      products: inOrder(products, site.menuOrder.products),
      cases: inOrder(caseStudies, site.menuOrder.cases),
    });
    expect(nav.services.map((link) => link.href)).toEqual(SPEC_SERVICES.map((s) => `/services/${s}`));
    expect(nav.products.map((link) => link.href)).toEqual(SPEC_PRODUCTS.map((s) => `/products/${s}`));
    expect(nav.cases.map((link) => link.href)).toEqual(SPEC_CASES.map((s) => `/case/${s}`));
  });

  it("puts a page the menu does not list last", () => {
    const extra = { ...services.fintech!, slug: "aerospace" };
    expect(inMenuOrder([extra, ...Object.values(services)], site.menuOrder.services).at(-1)).toBe(extra);
  });
});

describe("home page", () => {
  it("resolves its images and icons", () => {
    const home = resolveHome(readHome());
    expect(home.teamImage).toMatchObject({ id: "home/team", width: expect.any(Number) });
    expect(home.technologies[0]).toEqual({ id: "react", icon: { title: "React", hex: expect.any(String), symbol: "react" } });
    expect(home.teamMembers[0]!.socials[0]!.icon).toEqual({ title: "LinkedIn", hex: expect.any(String), symbol: "social-linkedin" });
  });
});

describe("hero assignment rules", () => {
  const pages = [...Object.values(products), ...Object.values(services)];

  it("uses every background type and every overlay at least once", () => {
    expect(new Set(pages.map((page) => page.heroBackground.type))).toEqual(new Set(HERO_BACKGROUND_TYPES));
    expect(new Set(pages.map((page) => page.heroOverlay))).toEqual(new Set(HERO_OVERLAYS));
  });

  it("rotates the edtech carousel every 5000 ms and digital transformation every 4000 ms", () => {
    expect(services.edtech!.heroBackground).toMatchObject({ type: "carousel", durationMs: 5000 });
    expect(products["digital-transformation"]!.heroBackground).toMatchObject({ type: "carousel", durationMs: 4000 });
  });

  it("defaults a carousel without a duration to 5000 ms", () => {
    const parsed = pageContentSchema.parse({
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
  const load =
    (data: unknown, slug = "fintech") =>
    () =>
      parseEntry("services", slug, data);

  it("names the file and field of a page without three sections", () => {
    expect(load({ ...fintechData, sections: fintech.sections.slice(0, 2) })).toThrow(
      /src\/content\/services\/fintech\.yaml: sections: a page has exactly three sections/,
    );
  });

  it("names the file and field of an unknown hero type", () => {
    expect(load({ ...fintechData, heroBackground: { type: "hologram" } })).toThrow(
      /src\/content\/services\/fintech\.yaml: heroBackground\.type/,
    );
  });

  it("rejects a file name that is not a slug", () => {
    expect(load(fintechData, "FinTech")).toThrow(/src\/content\/services\/FinTech\.yaml: the file name must be a kebab-case slug/);
  });

  it("names a missing feature list item count", () => {
    const sections = fintech.sections.map((s, i) => (i === 1 ? { ...s, features: ["Only one"] } : s));
    expect(load({ ...fintechData, sections })).toThrow(/sections\.1\.features/);
  });

  it("accepts a legal page's date written as a YAML date, and names a bad one", () => {
    const { slug: _legal, ...terms } = legalPages.terms!;
    expect(parseEntry("legal", "terms", { ...terms, updated: new Date("2026-11-01") }).updated).toBe("2026-11-01");
    expect(() => parseEntry("legal", "terms", { ...terms, updated: "1 November 2026" })).toThrow(
      /src\/content\/legal\/terms\.yaml: updated/,
    );
    expect(() => parseEntry("legal", "cookies", terms)).toThrow(
      /legal\/cookies\.yaml: the file name must be one of privacy, terms, security/,
    );
  });

  it("names the field of a broken site config", () => {
    const broken = { ...readSite(), phone: { display: "+91 80 4718 2290", href: "080 4718 2290" } };
    expect(() => parseContent(contentFile("site.json"), broken, siteSchema)).toThrow(/src\/content\/site\.json: phone\.href/);
  });
});

describe("case study facts", () => {
  it("file each case study under industries and capabilities that exist", () => {
    for (const [slug, study] of Object.entries(caseStudies)) {
      if (study.facts.industry) expect(Object.keys(services), `${slug}: facts.industry`).toContain(study.facts.industry);
      for (const capability of study.facts.capabilities) expect(Object.keys(products), `${slug}: facts.capabilities`).toContain(capability);
    }
  });

  it("give every industry and capability with work a browsable page", () => {
    const facets = caseFacetPaths();
    expect(facets).toContain("/case/industry/fintech");
    expect(facets).toContain("/case/capability/cloud-engineering");
    expect(facets.filter((path) => path.startsWith("/case/technology/")).length).toBeGreaterThan(5);
  });
});

describe("Insights articles", () => {
  const team = readHome().teamMembers.map((member) => member.id);

  it("are at least six, each 800 to 1,500 words of body", () => {
    expect(insights.length).toBeGreaterThanOrEqual(6);
    for (const insight of insights) {
      const words = insight.body.split(/\s+/).filter(Boolean).length;
      expect(words, insight.slug).toBeGreaterThanOrEqual(800);
      expect(words, insight.slug).toBeLessThanOrEqual(1500);
    }
  });

  it("name only authors, pages and images that exist", () => {
    for (const insight of insights) {
      const where = `src/content/insights/${insight.slug}.mdx`;
      expect(team, `${where}: author`).toContain(insight.author);
      for (const slug of insight.services) expect(Object.keys(services), `${where}: services`).toContain(slug);
      for (const slug of insight.products) expect(Object.keys(products), `${where}: products`).toContain(slug);
      for (const slug of insight.cases) expect(Object.keys(caseStudies), `${where}: cases`).toContain(slug);
      expect(() => resolveImage(insight.image), `${where}: image`).not.toThrow();
      if (insight.updated) expect(insight.updated.getTime()).toBeGreaterThanOrEqual(insight.published.getTime());
    }
  });

  it("link only to pages of the site that exist", () => {
    const routes = new Set(pagePaths());
    for (const insight of insights) {
      for (const [, href] of insight.body.matchAll(/\]\((\/[^)#\s]*)/g))
        expect(routes, `${insight.slug} links to ${href}`).toContain(href!.replace(/\/$/, "") || "/");
    }
  });

  it("are plain Markdown: no imports, components or raw HTML, and no h1 (the title is the h1)", () => {
    for (const insight of insights) {
      const prose = insight.body.replace(/```[\s\S]*?```/g, "");
      expect(prose, insight.slug).not.toMatch(/^(import|export) /m);
      expect(prose, insight.slug).not.toMatch(/<[A-Za-z]/);
      expect(prose, insight.slug).not.toMatch(/^# /m);
    }
  });

  it("fail to load with the file and field named when the frontmatter is wrong", () => {
    expect(() => parseContent("src/content/insights/x.mdx", { ...insights[0], tags: ["gardening"] }, insightSchema)).toThrow(
      /src\/content\/insights\/x\.mdx: tags\.0/,
    );
  });
});
