// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { aboutSchema, caseStudySchema, homeSchema, howWeWorkSchema, insightSchema, legalPageSchema, slugReference, solutionPageSchema, SLUG_PATTERN } from "../content/schema";
import { siteSchema } from "../content/site-schema";
import { cmsBackendFromEnv, cmsCollections, cmsConfig } from "./config";
import { derive, schemaNames, schemaPaths, type DecapField } from "./decap-fields";
import { FIELD_TEXT, OVERRIDES } from "./field-text";

/*
 * The editor and the build read the same files: these tests fail when a schema gains, loses or
 * renames a field the editor does not follow, or the editor names a field, file or folder the
 * site does not have.
 */

const ROOT = join(import.meta.dirname, "../..");
const SCHEMAS: Record<string, z.ZodTypeAny> = {
  insights: insightSchema(slugReference),
  cases: caseStudySchema(slugReference),
  industries: solutionPageSchema,
  capabilities: solutionPageSchema,
  home: homeSchema(slugReference),
  about: aboutSchema,
  "how-we-work": howWeWorkSchema,
  privacy: legalPageSchema,
  terms: legalPageSchema,
  security: legalPageSchema,
  site: siteSchema,
};
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
          collection.extension === "mdx" ? `base: "./src/content/${folder}"` : `yamlFiles("${folder}")`,
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

  it("offers every picture as a choice, never a typed ID", () => {
    const all = collections.flatMap((collection) => entries(collection).flatMap((entry) => allFields(entry.fields)));
    const pictures = all.filter((field) => field.widget === "picture");
    expect(pictures.length).toBeGreaterThan(10);
    expect(all.filter((field) => field.name === "id" && field.widget !== "picture").every((field) => field.pattern?.[0] === SLUG_PATTERN.source)).toBe(true);
  });

  it("checks in the editor what the build checks, in the build's words", () => {
    const article = entries(collections.find((collection) => collection.name === "insights")!)[0]!.fields;
    const field = (name: string) => article.find((candidate) => candidate.name === name)!;
    expect(field("title")).toMatchObject({ widget: "checked-string", rule: "article-title", pattern: ["^[\\s\\S]{0,80}$", "at most 80 characters"] });
    expect(field("description")).toMatchObject({ pattern: ["^[\\s\\S]{80,180}$", "between 80 and 180 characters"] });
    expect(field("body")).toMatchObject({ widget: "checked-markdown", rule: "article-body", modes: ["raw", "rich_text"] });
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
    ...(field.widget === "relation" ? [field] : []),
    ...relationFields(field.fields ?? []),
    ...(field.field ? relationFields([field.field]) : []),
  ]);
}
