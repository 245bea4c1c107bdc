import { z } from "zod";
import {
  aboutSchema,
  caseStudySchema,
  homeSchema,
  howWeWorkSchema,
  insightSchema,
  legalPageSchema,
  slugReference,
  solutionPageSchema,
  teamMemberSchema,
} from "../content/schema";
import { siteSchema } from "../content/site-schema";
import { cmsCollections } from "./config";
import type { DecapField } from "./decap-fields";

/* For the editor's tests: each form of the editor beside the schema the build reads its file with. */

export const SCHEMAS: Record<string, z.ZodTypeAny> = {
  insights: insightSchema(slugReference),
  cases: caseStudySchema(slugReference),
  industries: solutionPageSchema,
  capabilities: solutionPageSchema,
  team: teamMemberSchema,
  home: homeSchema(slugReference),
  about: aboutSchema,
  "how-we-work": howWeWorkSchema,
  privacy: legalPageSchema,
  terms: legalPageSchema,
  security: legalPageSchema,
  site: siteSchema,
};

type Collection = ReturnType<typeof cmsCollections>[number];
const entries = (collection: Collection) =>
  "files" in collection && collection.files
    ? collection.files.map((file) => ({ name: file.name, fields: file.fields as DecapField[] }))
    : [{ name: collection.name, fields: collection.fields as DecapField[] }];
export const forms = cmsCollections().flatMap(entries);

/** Every field of a form with its path (`caseCards.*.tag`). */
export function withPaths(fields: DecapField[], path = ""): { path: string; field: DecapField }[] {
  return fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name;
    const below = field.fields ? withPaths(field.fields, field.widget === "list" ? `${here}.*` : here) : [];
    return [{ path: here, field }, ...below];
  });
}

/** Every key of a schema with its path, and each layer of wrappers it has (a link is a transform under `optional`). */
export function schemaKeys(schema: z.ZodTypeAny, path = ""): { path: string; layers: z.ZodTypeAny[] }[] {
  const layers: z.ZodTypeAny[] = [];
  let inner = schema;
  for (;;) {
    layers.push(inner);
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodTypeAny;
    else if (inner instanceof z.ZodDefault) inner = inner.def.innerType as z.ZodTypeAny;
    else if (inner instanceof z.ZodPipe) inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as z.ZodTypeAny;
    else if (inner instanceof z.ZodArray) inner = inner.element as z.ZodTypeAny;
    else break;
  }
  const list = layers.some((layer) => layer instanceof z.ZodArray);
  const here = path ? [{ path, layers }] : [];
  const below = (name: string, value: z.ZodTypeAny) => schemaKeys(value, `${path ? `${path}${list ? ".*" : ""}.` : ""}${name}`);
  if (inner instanceof z.ZodObject) return [...here, ...Object.entries(inner.shape).flatMap(([name, value]) => below(name, value as z.ZodTypeAny))];
  if (inner instanceof z.ZodDiscriminatedUnion)
    return [...here, ...(inner.options as z.ZodObject<z.ZodRawShape>[]).flatMap((variant) => schemaKeys(variant, path).filter((key) => key.path !== path))];
  return here;
}

