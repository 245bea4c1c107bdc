// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMPTY } from "../content/messages";
import {
  aboutSchema,
  caseStudySchema,
  homeSchema,
  howWeWorkSchema,
  insightSchema,
  legalPageSchema,
  pageContentSchema,
} from "../content/schema";
import { siteSchema } from "../content/site-schema";
import { cmsCollections } from "./config";
import type { DecapField } from "./decap-fields";
import { EDITOR_PHRASES, phrase } from "./messages";

/*
 * Every message the editor shows for a field that breaks a rule is one the build gives for the
 * same value: a blank field, a pattern (lengths, forms), too few or too many entries in a list,
 * a number out of range. Each field of the editor is checked against its own schema.
 */

const SCHEMAS: Record<string, z.ZodTypeAny> = {
  insights: insightSchema,
  case: caseStudySchema,
  services: pageContentSchema,
  products: pageContentSchema,
  home: homeSchema,
  about: aboutSchema,
  "how-we-work": howWeWorkSchema,
  privacy: legalPageSchema,
  terms: legalPageSchema,
  security: legalPageSchema,
  site: siteSchema,
};
const widget = EDITOR_PHRASES.editor.editorControlPane.widget;

/** The schema under optional, default and refinement wrappers. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrap(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return unwrap(schema._def.innerType as z.ZodTypeAny);
  if (schema instanceof z.ZodEffects) return unwrap(schema.innerType() as z.ZodTypeAny);
  return schema;
}

/** The schema of a field of an object (or of any variant of a union told apart by one field). */
function member(schema: z.ZodTypeAny, name: string): z.ZodTypeAny | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return (inner.shape as Record<string, z.ZodTypeAny>)[name];
  if (inner instanceof z.ZodDiscriminatedUnion)
    return (inner.options as z.ZodObject<z.ZodRawShape>[]).map((variant) => variant.shape[name] as z.ZodTypeAny | undefined).find(Boolean);
  return undefined;
}

/** What the build says about a value: every message zod gives for it. */
const buildSays = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** What Decap's list, select and relation fields say for `size` entries (decap-cms-lib-widgets' validateMinMax). */
function editorSaysForCount(size: number, min?: number, max?: number) {
  if (min !== undefined && max !== undefined && (size < min || size > max))
    return min === max ? phrase(widget.rangeCountExact, { count: min }) : phrase(widget.rangeCount, { minCount: min, maxCount: max });
  if (min !== undefined && min > 0 && size > 0 && size < min) return phrase(widget.rangeMin, { minCount: min });
  if (max !== undefined && size > max) return phrase(widget.rangeMax, { maxCount: max });
  return size === 0 ? EMPTY : undefined;
}

/** What Decap's number field says for a value (decap-cms-widget-number's validateMinMax). */
function editorSaysForNumber(value: number, min?: number, max?: number) {
  if (min !== undefined && max !== undefined) return phrase(widget.range, { minValue: min, maxValue: max });
  return min !== undefined && value < min ? phrase(widget.min, { minValue: min }) : phrase(widget.max, { maxValue: max! });
}

type Finding = { where: string; value: unknown; editor: string; build: string[] };
type Counts = { blank: number; pattern: number; count: number; number: number };

const TEXT_WIDGETS = new Set(["string", "text", "checked-string", "checked-text", "picture"]);
/** Values a person might type that break a pattern. */
const candidates = (field: DecapField) => {
  const lengths = [field.pattern?.[0].match(/\{(\d+),(\d*)\}/)].flatMap((match) =>
    match ? [Number(match[1]) - 1, ...(match[2] ? [Number(match[2]) + 1] : [])] : [],
  );
  return [
    "x",
    "Not a slug!",
    "www.example.com",
    ...lengths.filter((length) => length > 0).map((length) => "word ".repeat(length).slice(0, length)),
  ];
};

function check(field: DecapField, schema: z.ZodTypeAny, where: string, findings: Finding[], counts: Counts) {
  const here = `${where}.${field.name}`;
  const inner = unwrap(schema);
  const disagree = (value: unknown, editor: string) => {
    const build = buildSays(schema, value);
    if (!build.includes(editor)) findings.push({ where: here, value, editor, build });
  };

  if (TEXT_WIDGETS.has(field.widget) && field.required !== false) {
    counts.blank++;
    disagree("", EMPTY);
  }
  if (field.pattern) {
    const [source, message] = field.pattern;
    const refused = candidates(field).filter((value) => !new RegExp(source).test(value));
    expect(refused.length, `${here}: no value breaks its pattern ${source}`).toBeGreaterThan(0);
    for (const value of refused) {
      counts.pattern++;
      disagree(value, phrase(widget.regexPattern, { pattern: message }));
    }
  }
  const many = field.widget === "list" || field.multiple === true;
  if (many && (field.min !== undefined || field.max !== undefined)) {
    for (const size of [0, (field.min ?? 0) - 1, (field.max ?? Infinity) + 1].filter((size) => size >= 0 && Number.isFinite(size))) {
      const editor = editorSaysForCount(size, field.min, field.max);
      if (!editor || (size === 0 && field.required === false)) continue;
      counts.count++;
      disagree(
        Array.from({ length: size }, () => undefined),
        editor,
      );
    }
  }
  if (field.widget === "number") {
    for (const value of [field.min !== undefined ? field.min - 1 : undefined, field.max !== undefined ? field.max + 1 : undefined]) {
      if (value === undefined) continue;
      counts.number++;
      disagree(value, editorSaysForNumber(value, field.min, field.max));
    }
  }

  // Below: an object's fields, a list's entries.
  const element = inner instanceof z.ZodArray ? (inner.element as z.ZodTypeAny) : inner;
  for (const child of field.fields ?? []) {
    const sub = member(element, child.name);
    if (sub) check(child, sub, here, findings, counts);
  }
  // A choice among other entries (`relation`) keeps the list's item field unused.
  if (field.field && field.widget === "list") check(field.field, element, `${here}.*`, findings, counts);
}

describe("the editor's messages", () => {
  it("are the build's words for every field: blank, patterns, counts of entries, numbers", () => {
    const findings: Finding[] = [];
    const counts: Counts = { blank: 0, pattern: 0, count: 0, number: 0 };
    for (const collection of cmsCollections()) {
      const parts = "files" in collection && collection.files ? collection.files : [{ name: collection.name, fields: collection.fields }];
      for (const part of parts) {
        const schema = SCHEMAS[part.name]!;
        for (const field of part.fields as DecapField[]) {
          const sub = member(schema, field.name);
          if (sub) check(field, sub, part.name, findings, counts);
        }
      }
    }
    expect(findings, "fields where the editor's words are not the build's").toEqual([]);
    // Each kind of rule was tried on many fields.
    expect(counts.blank).toBeGreaterThan(100);
    expect(counts.pattern).toBeGreaterThan(30);
    expect(counts.count).toBeGreaterThan(20);
    expect(counts.number).toBeGreaterThan(3);
  });

  it("replace Decap's, which repeat the label and quote the pattern", () => {
    expect(phrase(widget.required, { fieldLabel: "Title" })).toBe("must not be empty");
    expect(phrase(widget.regexPattern, { fieldLabel: "Summary", pattern: "between 20 and 110 characters" })).toBe(
      "between 20 and 110 characters",
    );
    expect(phrase(widget.rangeCount, { fieldLabel: "Technologies", minCount: 4, maxCount: 8 })).toBe("needs 4 to 8 entries");
    expect(buildSays(caseStudySchema.shape.technologies, ["react"])).toEqual(["needs 4 to 8 entries"]);
  });
});
