import { describe, expect, it } from "vitest";
import { caseStudies, legalPages, products, services, siteNavigation } from "./index";
import { loadCollection } from "./load";
import { contentSlugs, prerenderPaths } from "./prerender";
import { HERO_BACKGROUND_TYPES, HERO_OVERLAYS, pageContentSchema, TIMELINE_PHASES } from "./schema";
import fintech from "./services/fintech";

const SPEC_SERVICES = ["fintech", "edtech", "hospitality", "dooh", "agritech", "telecom", "retail", "medtech"];
const SPEC_PRODUCTS = [
  "digital-transformation", "data-engineering-analytics", "cloud-engineering", "managed-devops",
  "ai-intelligent-systems", "product-modernization", "ux-product-design", "api-microservices",
];
const SPEC_CASES = [
  "intelligent-loan-management", "smart-food-logging", "unified-data-platform", "agritech-intelligence-platform",
  "digital-transformation", "retail-operations", "healthcare-network-management", "smart-governance-portal",
];

describe("content collections", () => {
  it("has exactly the slugs of the spec", () => {
    expect(Object.keys(services).sort()).toEqual([...SPEC_SERVICES].sort());
    expect(Object.keys(products).sort()).toEqual([...SPEC_PRODUCTS].sort());
    expect(Object.keys(caseStudies).sort()).toEqual([...SPEC_CASES].sort());
    expect(Object.keys(legalPages).sort()).toEqual(["privacy", "security", "terms"]);
  });

  it("prerenders all 28 routes, derived from the content files", () => {
    const routes = prerenderPaths();
    expect(routes).toHaveLength(28);
    expect(new Set(routes).size).toBe(28);
    expect(contentSlugs("case")).toEqual(Object.keys(caseStudies).sort());
    expect(routes).toContain("/services/fintech");
    expect(routes).toContain("/case/smart-governance-portal");
  });

  it("orders the menus as the spec lists them", () => {
    const nav = siteNavigation();
    expect(nav.services.map((link) => link.href)).toEqual(SPEC_SERVICES.map((s) => `/services/${s}`));
    expect(nav.products.map((link) => link.href)).toEqual(SPEC_PRODUCTS.map((s) => `/products/${s}`));
    expect(nav.cases.map((link) => link.href)).toEqual(SPEC_CASES.map((s) => `/case/${s}`));
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
  const load = (data: unknown) => () =>
    loadCollection({ "./services/fintech.ts": { default: data } }, pageContentSchema);

  it("names the file and field of a page without three sections", () => {
    expect(load({ ...fintech, sections: fintech.sections.slice(0, 2) })).toThrow(
      /\.\/services\/fintech\.ts: sections: a page has exactly three sections/,
    );
  });

  it("names the file and field of an unknown hero type", () => {
    expect(load({ ...fintech, heroBackground: { type: "hologram" } })).toThrow(/\.\/services\/fintech\.ts: heroBackground\.type/);
  });

  it("rejects a slug that does not match its file name", () => {
    expect(load({ ...fintech, slug: "banking" })).toThrow(/slug: "banking" must match the file name "fintech"/);
  });

  it("names a missing feature list item count", () => {
    const sections = fintech.sections.map((s, i) => (i === 1 ? { ...s, features: ["Only one"] } : s));
    expect(load({ ...fintech, sections })).toThrow(/sections\.1\.features/);
  });
});
