import { loadCollection, parseContent } from "./load";
import { caseStudySchema, legalPageSchema, pageContentSchema, type PageContent } from "./schema";
import { site } from "./site";
import { siteSchema } from "./site-schema";
import { paths } from "~/lib/paths";

/*
 * Build-time content: imported by route loaders only, so page copy reaches the browser as
 * prerendered HTML and route data, never as one big bundle.
 */
parseContent("app/content/site.ts", site, siteSchema);

export const products = loadCollection(
  import.meta.glob<{ default: unknown }>(["./products/*.ts", "!./**/*.test.ts"], { eager: true }),
  pageContentSchema,
);
export const services = loadCollection(
  import.meta.glob<{ default: unknown }>(["./services/*.ts", "!./**/*.test.ts"], { eager: true }),
  pageContentSchema,
);
export const caseStudies = loadCollection(
  import.meta.glob<{ default: unknown }>(["./case/*.ts", "!./**/*.test.ts"], { eager: true }),
  caseStudySchema,
);
export const legalPages = loadCollection(
  import.meta.glob<{ default: unknown }>("./legal/*.ts", { eager: true }),
  legalPageSchema,
);

function ordered<T>(collection: Record<string, T>, order: string[]): T[] {
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return Object.keys(collection)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((slug) => collection[slug]!);
}

export type NavLink = { title: string; href: string; description: string; icon?: PageContent["icon"] };

function pageLink(page: PageContent, href: string): NavLink {
  return { title: page.title, href, description: page.summary, icon: page.icon };
}

/** The links shared by the header, footer and home page, in menu order. */
export function siteNavigation() {
  return {
    services: ordered(services, site.menuOrder.services).map((p) => pageLink(p, paths.service(p.slug))),
    products: ordered(products, site.menuOrder.products).map((p) => pageLink(p, paths.product(p.slug))),
    cases: ordered(caseStudies, site.menuOrder.cases).map(
      (c): NavLink => ({ title: c.title, href: paths.caseStudy(c.slug), description: c.summary }),
    ),
  };
}

export type SiteNavigation = ReturnType<typeof siteNavigation>;
