import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";
import { paths } from "../lib/paths";
import { FACET_KINDS, facetPath } from "./case-facets";
import { ContentError, parseContent } from "./load";
import {
  aboutSchema,
  caseStudySchema,
  homeSchema,
  howWeWorkSchema,
  INSIGHT_TAGS,
  insightSchema,
  LEGAL_SLUGS,
  legalPageSchema,
  pageContentSchema,
  SLUG_PATTERN,
  type AboutContent,
  type CaseStudy,
  type HomeContent,
  type HowWeWorkContent,
  type InsightFrontmatter,
  type LegalPage,
  type LegalSlug,
  type PageContent,
} from "./schema";
import { siteSchema, type SiteConfig } from "./site-schema";

/*
 * The content files read in plain Node, for unit tests, end-to-end tests and build scripts: the
 * same files and schemas as the Astro collections in `src/content.config.ts`, without Astro.
 */

const CONTENT_DIR = dirname(fileURLToPath(import.meta.url));

/** Content folders holding one YAML file per page, named by its slug. */
export const CONTENT_KINDS = ["products", "services", "case", "legal"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

type Entry = { products: PageContent; services: PageContent; case: CaseStudy; legal: LegalPage };

const schemas = { products: pageContentSchema, services: pageContentSchema, case: caseStudySchema, legal: legalPageSchema };

/** A content file's path as people see it in errors, e.g. `src/content/services/fintech.yaml`. */
export const contentFile = (relative: string) => `src/content/${relative}`;

/** Reads YAML as Astro does (js-yaml): an unquoted date becomes a Date, `<<` merges. */
function readYaml(relative: string): unknown {
  const text = readFileSync(join(CONTENT_DIR, relative), "utf8");
  try {
    return parse(text, { customTags: ["timestamp"], merge: true });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    // The first line of the message says what and where ("… at line 3, column 5:").
    throw new ContentError(`Invalid content\n  ${contentFile(relative)}: ${error.message.split("\n")[0]}`);
  }
}

/** Slugs of one collection, from its file names (one `{slug}.yaml` per page). */
export function contentSlugs(kind: ContentKind): string[] {
  return readdirSync(join(CONTENT_DIR, kind))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.replace(/\.yaml$/, ""))
    .sort();
}

/** Validates one entry's data as the file `src/content/{kind}/{slug}.yaml`, adding its slug. */
export function parseEntry<K extends ContentKind>(kind: K, slug: string, data: unknown): Entry[K] {
  const file = contentFile(`${kind}/${slug}.yaml`);
  if (!SLUG_PATTERN.test(slug)) throw new ContentError(`Invalid content\n  ${file}: the file name must be a kebab-case slug`);
  if (kind === "legal" && !(LEGAL_SLUGS as readonly string[]).includes(slug)) {
    throw new ContentError(`Invalid content\n  ${file}: the file name must be one of ${LEGAL_SLUGS.join(", ")}`);
  }
  const parsed = parseContent(file, data, schemas[kind] as z.ZodTypeAny) as Omit<Entry[K], "slug">;
  return { slug, ...parsed } as Entry[K];
}

/** Every entry of a collection, validated, keyed by slug in file-name order. */
export function readCollection<K extends ContentKind>(kind: K): Record<string, Entry[K]> {
  return Object.fromEntries(contentSlugs(kind).map((slug) => [slug, parseEntry(kind, slug, readYaml(`${kind}/${slug}.yaml`))]));
}

export function readLegalPage(slug: LegalSlug): LegalPage {
  return parseEntry("legal", slug, readYaml(`legal/${slug}.yaml`));
}

/** `src/content/home/home.yaml`, validated (images not yet resolved). */
export function readHome(): HomeContent {
  return parseContent(contentFile("home/home.yaml"), readYaml("home/home.yaml"), homeSchema);
}

/** `src/content/about/about.yaml`, validated. */
export function readAbout(): AboutContent {
  return parseContent(contentFile("about/about.yaml"), readYaml("about/about.yaml"), aboutSchema);
}

/** `src/content/how-we-work/how-we-work.yaml`, validated. */
export function readHowWeWork(): HowWeWorkContent {
  return parseContent(contentFile("how-we-work/how-we-work.yaml"), readYaml("how-we-work/how-we-work.yaml"), howWeWorkSchema);
}

/** `src/content/site.json` as written: `site.ts` applies the deployment's URL on top. */
export function readSite(): SiteConfig {
  const relative = "site.json";
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(CONTENT_DIR, relative), "utf8"));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new ContentError(`Invalid content\n  ${contentFile(relative)}: ${error.message}`);
  }
  return parseContent(contentFile(relative), data, siteSchema);
}

/** An Insights article as plain Node reads it: its slug, frontmatter and Markdown body. */
export type InsightFile = InsightFrontmatter & { slug: string; body: string };

/** Every article in `src/content/insights/*.mdx`, newest first. */
export function readInsights(): InsightFile[] {
  const folder = join(CONTENT_DIR, "insights");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const relative = `insights/${file}`;
      const text = readFileSync(join(folder, file), "utf8");
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new ContentError(`Invalid content\n  ${contentFile(relative)}: no YAML frontmatter between --- lines`);
      let data: unknown;
      try {
        data = parse(match[1]!, { customTags: ["timestamp"], merge: true });
      } catch (error) {
        if (!(error instanceof YAMLParseError)) throw error;
        throw new ContentError(`Invalid content\n  ${contentFile(relative)}: ${error.message.split("\n")[0]}`);
      }
      return { slug: file.replace(/\.mdx$/, ""), body: match[2]!, ...parseContent(contentFile(relative), data, insightSchema) };
    })
    .sort((a, b) => b.published.getTime() - a.published.getTime());
}

/** The tags used by at least one article, in the order of `INSIGHT_TAGS`. */
export function usedInsightTags(insights: { tags: readonly string[] }[]): string[] {
  const used = new Set(insights.flatMap((insight) => insight.tags));
  return INSIGHT_TAGS.filter((tag) => used.has(tag));
}

/** `/case/{kind}/{value}` for every industry, capability and technology a case study is filed under. */
export function caseFacetPaths(): string[] {
  const studies = Object.values(readCollection("case"));
  const values = {
    industry: studies.flatMap((study) => (study.facts.industry ? [study.facts.industry] : [])),
    capability: studies.flatMap((study) => study.facts.capabilities),
    technology: studies.flatMap((study) => study.technologies),
  };
  return FACET_KINDS.flatMap((kind) => [...new Set(values[kind])].sort().map((value) => facetPath({ kind, value })));
}

/** Every route the site prerenders, derived from the content files. */
export function pagePaths(): string[] {
  const insights = readInsights();
  return [
    paths.home,
    paths.services,
    paths.products,
    paths.cases,
    ...caseFacetPaths(),
    ...contentSlugs("products").map(paths.product),
    ...contentSlugs("services").map(paths.service),
    ...contentSlugs("case").map(paths.caseStudy),
    paths.about,
    paths.howWeWork,
    paths.privacy,
    paths.terms,
    paths.security,
    paths.bookMeeting,
    paths.connect,
    paths.insights,
    ...insights.map((insight) => paths.insight(insight.slug)),
    ...usedInsightTags(insights).map(paths.insightTag),
  ];
}
