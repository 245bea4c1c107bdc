/**
 * What the artwork reads from the site's content files:
 * - page titles from src/content/{products,services}/*.yaml, used to caption section artwork. Only
 *   YAML is read: a page without a YAML file gets the drawing's own labels;
 * - the YAML frontmatter of the Insights articles, src/content/insights/*.mdx, one hero per article.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { SITE } from "./paths.ts";

export const CONTENT_DIR = join(SITE, "src", "content");

export type PageTitles = { title?: string; sections: (string | undefined)[] };

/** `title` and `sections[].title` of one page; anything else in the file is ignored. */
export function parsePageTitles(source: string, file = "<yaml>"): PageTitles {
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  let doc: unknown;
  try {
    doc = parse(source);
  } catch (err) {
    return fail(`not valid YAML (${(err as Error).message})`);
  }
  if (!isRecord(doc)) return fail("expected a mapping at the top level");
  const title = optionalString(doc.title, "title", fail);
  const sections = doc.sections ?? [];
  if (!Array.isArray(sections)) return fail("sections must be a list");
  return {
    ...(title === undefined ? {} : { title }),
    sections: sections.map((section: unknown, i) => {
      if (!isRecord(section)) return fail(`sections[${i}] must be a mapping`);
      return optionalString(section.title, `sections[${i}].title`, fail);
    }),
  };
}

/** Titles for a page key such as "products/fintech", or undefined when it has no YAML file. */
export function readPageTitles(key: string, dir = CONTENT_DIR): PageTitles | undefined {
  const file = join(dir, `${key}.yaml`);
  if (!existsSync(file)) return undefined;
  return parsePageTitles(readFileSync(file, "utf8"), file);
}

export const INSIGHTS_DIR = join(CONTENT_DIR, "insights");

/** Image ids as the site's content schema allows them: public/images/{id}-{width}.{avif,webp}. */
const IMAGE_ID = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** The frontmatter fields of an Insights article that the artwork uses; the MDX body is not read. */
export type Insight = { slug: string; title: string; tags: string[]; image: { id: string; alt: string } };

/** The YAML text between an opening `---` line and the next `---` line; undefined without frontmatter. */
export function frontmatterSource(source: string): string | undefined {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trimEnd() !== "---") return undefined;
  const end = lines.findIndex((l, i) => i > 0 && l.trimEnd() === "---");
  return end === -1 ? undefined : lines.slice(1, end).join("\n");
}

/**
 * `title`, `tags` and `image: { id, alt }` of one article (`slug` is its file name without `.mdx`).
 * `tags` may be left out; the rest are required, as the site's content schema requires them.
 */
export function parseInsightFrontmatter(source: string, slug: string, file = `${slug}.mdx`): Insight {
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  const yaml = frontmatterSource(source);
  if (yaml === undefined) return fail("expected YAML frontmatter between --- lines at the top of the file");
  let doc: unknown;
  try {
    doc = parse(yaml);
  } catch (err) {
    return fail(`frontmatter is not valid YAML (${(err as Error).message})`);
  }
  if (!isRecord(doc)) return fail("expected a mapping in the frontmatter");
  const title = requiredString(doc.title, "title", fail);
  const tags = doc.tags ?? [];
  if (!Array.isArray(tags)) return fail("tags must be a list");
  if (!isRecord(doc.image)) return fail("image must be a mapping with id and alt");
  const id = requiredString(doc.image.id, "image.id", fail);
  if (!IMAGE_ID.test(id)) return fail(`image.id must be an image id such as insights/${slug}/hero, not "${id}"`);
  const alt = requiredString(doc.image.alt, "image.alt", fail);
  return {
    slug,
    title,
    tags: tags.map((tag: unknown, i) => requiredString(tag, `tags[${i}]`, fail)),
    image: { id, alt },
  };
}

/** Every `*.mdx` article in the folder, by slug; none when the folder does not exist. */
export function readInsights(dir = INSIGHTS_DIR): Insight[] {
  if (!existsSync(dir)) return [];
  const posts = readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      return parseInsightFrontmatter(readFileSync(file, "utf8"), name.slice(0, -".mdx".length), file);
    });
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.image.id);
    if (other) throw new Error(`${dir}: ${other}.mdx and ${post.slug}.mdx both use image.id ${post.image.id}`);
    seen.set(post.image.id, post.slug);
  }
  return posts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown, name: string, fail: (what: string) => never): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") return fail(`${name} must be a string`);
  return value;
}

function requiredString(value: unknown, name: string, fail: (what: string) => never): string {
  if (typeof value !== "string" || value.trim() === "") return fail(`${name} must be a non-empty string`);
  return value;
}
