/**
 * Page titles from the site's content files (src/content/{products,services}/*.yaml), used to
 * caption section artwork. Only YAML is read: a page without a YAML file gets the drawing's own labels.
 */
import { existsSync, readFileSync } from "node:fs";
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown, name: string, fail: (what: string) => never): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") return fail(`${name} must be a string`);
  return value;
}
