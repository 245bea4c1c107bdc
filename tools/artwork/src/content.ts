/**
 * What the artwork reads from the site's content, as the site's own code outside its pages reads
 * it: from what Astro's content layer stored at the site's last `astro sync`, `astro dev` or build
 * (`src/content/store.ts`), every entry already checked by the site's schemas. Nothing here reads
 * YAML or front matter itself.
 * - page and section titles of the capability and industry pages;
 * - which of their sections are planned (not shipped), so that their artwork is drawn as a design;
 * - each Insights article's title, tags and hero image id, one hero per article.
 */
import { join } from "node:path";
import { readCollection } from "../../../src/content/store.ts";
import { SITE } from "./paths.ts";

/** The site's content store, wherever npm runs this package's scripts from. */
export const CONTENT_STORE = join(SITE, "node_modules", ".astro", "data-store.json");

/** The collections whose pages have section artwork: an artwork key starts with the collection's name. */
const COLLECTIONS = ["capabilities", "industries"] as const;

export type PageTitles = { title: string; sections: string[] };

/** Titles of the page an artwork key names, such as "industries/fintech"; undefined when the site has no such page. */
export function readPageTitles(key: string, store = CONTENT_STORE): PageTitles | undefined {
  const [prefix, slug] = key.split("/");
  const collection = COLLECTIONS.find((name) => name === prefix);
  if (!collection) return undefined;
  const page = readCollection(collection, store).find((entry) => entry.id === slug);
  return page && { title: page.data.title, sections: page.data.sections.map((section) => section.title) };
}

/** Whether each section of the page an artwork key names is `planned` (none of its work shipped); undefined without such a page. */
export function readPlannedSections(key: string, store = CONTENT_STORE): boolean[] | undefined {
  const [prefix, slug] = key.split("/");
  const collection = COLLECTIONS.find((name) => name === prefix);
  if (!collection) return undefined;
  const page = readCollection(collection, store).find((entry) => entry.id === slug);
  return page?.data.sections.map((section) => section.status === "planned");
}

/** What the artwork uses of an Insights article. */
export type Insight = { slug: string; title: string; tags: string[]; image: { id: string; alt: string } };

/** Every Insights article, by slug; two articles may not share a hero, since each is drawn under its image id. */
export function readInsights(store = CONTENT_STORE): Insight[] {
  const posts = readCollection("insights", store).map(({ id, data }) => ({
    slug: id,
    title: data.title,
    tags: [...data.tags],
    image: data.image,
  }));
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.image.id);
    if (other) throw new Error(`src/content/insights: ${other}.mdx and ${post.slug}.mdx both use image.id ${post.image.id}`);
    seen.set(post.image.id, post.slug);
  }
  return posts;
}
