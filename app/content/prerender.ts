import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { paths } from "../lib/paths";

export const CONTENT_KINDS = ["products", "services", "case"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Slugs of one content collection, read from its file names (one file per page). */
export function contentSlugs(kind: ContentKind): string[] {
  return readdirSync(join(dirname(fileURLToPath(import.meta.url)), kind))
    .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort();
}

/** Every route of the site, prerendered to static HTML at build time. */
export function prerenderPaths(): string[] {
  return [
    paths.home,
    ...contentSlugs("products").map(paths.product),
    ...contentSlugs("services").map(paths.service),
    ...contentSlugs("case").map(paths.caseStudy),
    paths.privacy,
    paths.terms,
    paths.security,
  ];
}
