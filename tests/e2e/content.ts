import { readFileSync } from "node:fs";
import { INSIGHT_TAGS } from "../../src/content/schema";
import type { SiteConfig } from "../../src/content/site-schema";
import { readPages } from "../../src/content/store";

/*
 * The content the end-to-end tests expect to see, read as the build read it: the collections from
 * the content layer's store the build left (src/content/store.ts), the company facts from
 * `site.json`.
 */

export const site = JSON.parse(readFileSync(new URL("../../src/content/site.json", import.meta.url), "utf8")) as SiteConfig;

/** Every article, newest first, as `/insights` lists them. */
export const insights = readPages("insights").sort((a, b) => b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug));

/** The tags at least one article carries, in the order of `INSIGHT_TAGS`. */
export const insightTags = INSIGHT_TAGS.filter((tag) => insights.some((insight) => insight.tags.includes(tag)));
