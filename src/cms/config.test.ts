// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { aboutSchema, caseStudySchema, homeSchema, howWeWorkSchema, insightSchema, legalPageSchema, slugReference, solutionPageSchema, SLUG_PATTERN } from "../content/schema";
import { EMPTY } from "../content/messages";
import { SCHEMAS } from "./forms.testing";
import { siteSchema } from "../content/site-schema";
import { cmsBackendFromEnv, cmsCollections, cmsConfig } from "./config";
import { derive, schemaNames, schemaPaths, trimmedLength, type DecapField } from "./decap-fields";
import { FIELD_TEXT, OVERRIDES } from "./field-text";
import { EDITOR_PHRASES, phrase } from "./messages";

/*
 * The editor and the build read the same files: these tests fail when a schema gains, loses or
 * renames a field the editor does not follow, or the editor names a field, file or folder the
 * site does not have.
 */

const ROOT = join(import.meta.dirname, "../..");
/** Fields the editor has beyond the frontmatter: an article's body. */
const BODY_FIELDS: Record<string, string[]> = { insights: ["body"] };

/** Every field path of a CMS field list, as `schemaPaths` names them. */
function fieldPaths(fields: DecapField[], path = ""): string[] {
  return fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name;
    const below = field.fields ? fieldPaths(field.fields, field.widget === "list" ? `${here}.*` : here) : [];
    return [here, ...below];
  });
}

type Collection = ReturnType<typeof cmsCollections>[number];
const entries = (collection: Collection) =>
  "files" in collection && collection.files
    ? collection.files.map((file) => ({ name: file.name, fields: file.fields as DecapField[], file: file.file }))
    : [{ name: collection.name, fields: collection.fields as DecapField[], file: undefined }];

describe("the content editor's configuration", () => {
  const collections = cmsCollections();

  it("has a field for every field of the schemas, and no field the schemas do not have", () => {
    const seen = new Set<string>();
    for (const collection of collections)
      for (const entry of entries(collection)) {
        const schema = SCHEMAS[entry.name];
        expect(schema, `no schema for the editor's ${entry.name}`).toBeDefined();
        seen.add(entry.name);
        const expected = [...schemaPaths(schema!), ...(BODY_FIELDS[entry.name] ?? [])].sort();
        expect(fieldPaths(entry.fields).sort(), entry.name).toEqual(expected);
      }
    expect([...seen].sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it("labels every field name the schemas use, and keeps no label for a field that is gone", () => {
    const names = new Set(Object.values(SCHEMAS).flatMap((schema) => schemaNames(schema)));
    expect(
      [...names].filter((name) => !FIELD_TEXT[name]),
      "fields without a label in src/cms/field-text.ts",
    ).toEqual([]);
    expect(
      Object.keys(FIELD_TEXT).filter((name) => !names.has(name)),
      "labels of fields no schema has",
    ).toEqual([]);
  });

  it("overrides only fields that exist", () => {
    const schemaOf = {
      insights: insightSchema(slugReference),
      cases: caseStudySchema(slugReference),
      page: solutionPageSchema,
      legal: legalPageSchema,
      home: homeSchema(slugReference),
      about: aboutSchema,
      howWeWork: howWeWorkSchema,
      site: siteSchema,
    };
    for (const [kind, overrides] of Object.entries(OVERRIDES)) {
      const paths = new Set(schemaPaths(schemaOf[kind as keyof typeof schemaOf]));
      expect(
        Object.keys(overrides).filter((path) => !paths.has(path)),
        `overrides of ${kind}`,
      ).toEqual([]);
    }
  });

  it("points at the folders and files the site reads", () => {
    const contentConfig = readFileSync(join(ROOT, "src/content.config.ts"), "utf8");
    for (const collection of collections) {
      if ("folder" in collection && collection.folder) {
        expect(existsSync(join(ROOT, collection.folder)), collection.folder).toBe(true);
        const folder = collection.folder.replace("src/content/", "");
        expect(contentConfig, `src/content.config.ts loads ${folder}`).toMatch(
          collection.extension === "mdx" ? `files("${folder}", insightSchema(reference), "*.mdx")` : `files("${folder}", `,
        );
      }
      for (const entry of entries(collection)) if (entry.file) expect(existsSync(join(ROOT, entry.file)), entry.file).toBe(true);
    }
  });

  it("links choices only to collections and fields that exist", () => {
    const names = new Set(collections.map((collection) => collection.name));
    const relations = collections.flatMap((collection) => entries(collection).flatMap((entry) => relationFields(entry.fields)));
    expect(relations.length).toBeGreaterThan(5);
    for (const relation of relations) expect(names, String(relation.collection)).toContain(relation.collection);
  });

  // Decap itself checks the whole configuration when the end-to-end test opens the editor.
  it("publishes through reviewed drafts on GitHub, and edits the working tree through the local proxy", () => {
    const config = cmsConfig(cmsBackendFromEnv({ CMS_AUTH_URL: "https://auth.example.com" }), "https://kovira-labs.com");
    expect(config.local_backend.url).toBe("http://localhost:8081/api/v1");
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "kovira-labs/website",
      branch: "main",
      base_url: "https://auth.example.com",
    });
  });

  it("opens the site's preview build under View Preview: the commit status CMS_PREVIEW_CONTEXT names, else Decap's first with deploy in its name", () => {
    const named = cmsConfig(cmsBackendFromEnv({ CMS_PREVIEW_CONTEXT: " netlify/kovira-labs/deploy-preview " }), "https://kovira-labs.com");
    expect(named.backend).toMatchObject({ preview_context: "netlify/kovira-labs/deploy-preview" });
    expect(cmsConfig(cmsBackendFromEnv({}), "https://kovira-labs.com").backend).not.toHaveProperty("preview_context");
    expect(cmsConfig(cmsBackendFromEnv({ CMS_PREVIEW_CONTEXT: " " }), "https://kovira-labs.com").backend).not.toHaveProperty("preview_context");
  });

  it("asks the local proxy on the port CMS_PROXY_PORT chooses, and refuses a value that is not a port", () => {
    expect(cmsConfig(cmsBackendFromEnv({ CMS_PROXY_PORT: "8090" }), "https://kovira-labs.com").local_backend.url).toBe("http://localhost:8090/api/v1");
    expect(cmsConfig(cmsBackendFromEnv({ CMS_PROXY_PORT: " " }), "https://kovira-labs.com").local_backend.url).toBe("http://localhost:8081/api/v1");
    for (const wrong of ["eighty", "80", "70000", "8081.5"])
      expect(() => cmsBackendFromEnv({ CMS_PROXY_PORT: wrong })).toThrow(`CMS_PROXY_PORT=${wrong} is not a port: write a number from 1024 to 65535`);
  });

  it("offers every picture as a choice, never a typed ID", () => {
    const all = collections.flatMap((collection) => entries(collection).flatMap((entry) => allFields(entry.fields)));
    const pictures = all.filter((field) => field.widget === "picture");
    expect(pictures.length).toBeGreaterThan(10);
    expect(
      all.filter((field) => field.name === "id" && field.widget !== "picture").every((field) => field.pattern?.[0] === SLUG_PATTERN.source),
    ).toBe(true);
  });

  it("shows each item of a list of texts (rotating words, slogans) by its own text when collapsed, not by the list's name", () => {
    const all = collections.flatMap((collection) => entries(collection).flatMap((entry) => allFields(entry.fields)));
    const rotating = all.find((field) => field.name === "rotatingWords")!;
    expect(rotating).toMatchObject({ widget: "list", summary: "{{fields.rotatingWords}}", field: { name: "rotatingWords" } });
    expect(all.find((field) => field.name === "slogans")).toMatchObject({ widget: "list", summary: "{{fields.slogans}}", field: { name: "slogans" } });
    for (const list of all.filter((field) => field.widget === "list" && field.field)) expect(list.summary, list.name).toBe(`{{fields.${list.field!.name}}}`);
  });

  it("checks in the editor what the build checks, in the build's words", () => {
    const article = entries(collections.find((collection) => collection.name === "insights")!)[0]!.fields;
    const field = (name: string) => article.find((candidate) => candidate.name === name)!;
    expect(field("title")).toMatchObject({
      widget: "checked-string",
      rule: ["article-title", "counts", "ownership", "subcontracting", "layout-talk", "offline-tills", "site-rationed"],
      pattern: [trimmedLength(0, 80), "at most 80 characters"],
      limits: { max: 80 },
    });
    expect(field("description")).toMatchObject({ pattern: [trimmedLength(80, 180), "between 80 and 180 characters"], limits: { min: 80, max: 180 } });
    expect(field("body")).toMatchObject({ widget: "checked-markdown", rule: ["article-body", "plain-markdown", "internal-links", "counts", "ownership", "subcontracting", "layout-talk", "offline-tills", "site-rationed"], modes: ["raw", "rich_text"] });
    const tooShort = insightSchema(slugReference).shape.description.safeParse("Too short");
    expect(tooShort.error?.issues[0]?.message).toBe("between 80 and 180 characters");
    expect(field("tags").options).toContainEqual({ label: "DevOps", value: "devops" });
  });

  it("reports a schema type it cannot edit instead of leaving the field out", () => {
    expect(() => derive("title", z.bigint(), "", { text: FIELD_TEXT })).toThrow(/title: its schema type ZodBigInt/);
    expect(() => derive("colour", z.string(), "", { text: FIELD_TEXT })).toThrow(/no label for the field "colour"/);
  });
});

function allFields(fields: DecapField[]): DecapField[] {
  return fields.flatMap((field) => [field, ...allFields(field.fields ?? []), ...(field.field ? allFields([field.field]) : [])]);
}

function relationFields(fields: DecapField[]): DecapField[] {
  return fields.flatMap((field) => [
    ...(field.widget === "relation" || field.widget === "checked-relation" ? [field] : []),
    ...relationFields(field.fields ?? []),
    ...(field.field ? relationFields([field.field]) : []),
  ]);
}

/*
 * Every message the editor shows for a field that breaks a rule is one the build gives for the
 * same value: a blank field, a pattern (lengths, forms), too few or too many entries in a list,
 * a number out of range. Each field of the editor is checked against its own schema.
 */
const widget = EDITOR_PHRASES.editor.editorControlPane.widget;

/** The schema under optional, default and refinement wrappers. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrap(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return unwrap(schema.def.innerType as z.ZodTypeAny);
  if (schema instanceof z.ZodPipe) return unwrap((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodTypeAny);
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
    for (const collection of cmsCollections())
      for (const entry of entries(collection))
        for (const field of entry.fields) {
          const sub = member(SCHEMAS[entry.name]!, field.name);
          if (sub) check(field, sub, entry.name, findings, counts);
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
    expect(phrase(widget.rangeCount, { fieldLabel: "Technologies", minCount: 4, maxCount: 9 })).toBe("needs 4 to 9 entries");
    expect(buildSays(caseStudySchema(slugReference).shape.technologies, ["react"])).toEqual(["needs 4 to 9 entries"]);
  });
});
