import { z } from "zod";
import { charsAtLeast, charsAtMost, charsBetween, EMAIL_MESSAGE, URL_MESSAGE } from "../content/messages";
import { SCHEMA_RULES, type RuleName } from "../content/rules";
import { imageRefSchema, signatureSchema } from "../content/schema";

/*
 * The CMS's fields, derived from the content schemas: each key of a zod object becomes a Decap
 * field with the widget its type calls for, its limits as the editor's own checks, and its label
 * from `FieldText`. The schema stays the one definition of what a file may hold; the CMS only
 * says how a field is presented.
 */

/** A Decap CMS field, as written to `config.yml`. */
export type DecapField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  options?: readonly (string | { label: string; value: string })[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  pattern?: [string, string];
  summary?: string;
  [setting: string]: unknown;
};

/** How people see a field: its label and, where it helps, a line of guidance. */
export type FieldText = { label: string; hint?: string };

/**
 * Per-field choices the types cannot make: a field path (`sections.*.content`, `author`) mapped to
 * settings merged over the derived field, e.g. a multi-line editor or a link to another collection.
 */
export type FieldOverrides = Record<string, Partial<DecapField>>;

export type FieldOptions = {
  /** Labels by field name; every name in the schema needs one. */
  text: Record<string, FieldText>;
  overrides?: FieldOverrides;
  /** Whether its texts are checked for the counts they write, as the content check does for the pages' copy (not the team's, nor the settings). */
  counts?: boolean;
};

type AnyZod = z.ZodTypeAny;

/** The schema under optional, default, refinement and preprocessing wrappers, and what they said. */
function unwrap(schema: AnyZod): { inner: AnyZod; optional: boolean; defaultValue?: unknown; rule?: RuleName } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  let rule: RuleName | undefined;
  for (;;) {
    rule ??= SCHEMA_RULES.get(inner);
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      optional = true;
      inner = inner.unwrap() as AnyZod;
    } else if (inner instanceof z.ZodDefault) {
      optional = true;
      defaultValue = inner.def.defaultValue;
      inner = inner.def.innerType as AnyZod;
    } else if (inner instanceof z.ZodPipe) {
      // `z.preprocess(fn, schema)` pipes a transform into the schema; `schema.transform(fn)` pipes the schema into one.
      inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as AnyZod;
    } else {
      return { inner, optional, defaultValue, ...(rule ? { rule } : {}) };
    }
  }
}

/** A check of a string or a list, as zod keeps it: its kind, its number or pattern, and the schema's own message. */
type Check = { kind: string; value?: number; format?: string; pattern?: RegExp; message?: string };

function checksOf(schema: AnyZod): Check[] {
  return (schema.def.checks ?? []).map(({ _zod: { def } }) => {
    const { check, error, minimum, maximum, length, format, pattern } = def as typeof def & Record<string, unknown>;
    const said = typeof error === "function" ? (error as (issue?: unknown) => unknown)() : undefined;
    const message = typeof said === "string" ? said : undefined;
    const value = [minimum, maximum, length].find((n) => typeof n === "number") as number | undefined;
    const kind = { min_length: "min", max_length: "max", length_equals: "length" }[check as string] ?? (check as string);
    return { kind, value, format: format as string | undefined, pattern: pattern as RegExp | undefined, message };
  });
}

function lengthLimits(checks: readonly Check[]) {
  let min: number | undefined;
  let max: number | undefined;
  const messages: string[] = [];
  for (const check of checks) {
    if (!["min", "max", "length"].includes(check.kind) || typeof check.value !== "number") continue;
    if (check.kind !== "max") min = check.value;
    if (check.kind !== "min") max = check.value;
    // A minimum of one character is what "required" says already.
    if (check.message && !(check.kind === "min" && check.value <= 1)) messages.push(check.message);
  }
  // The schema's own words, when it says one thing for the whole range.
  const message = messages.length > 0 && messages.every((m) => m === messages[0]) ? messages[0] : undefined;
  return { min, max, message };
}

/** Decap's widgets and their versions that also check a rule of src/content/rules.ts before saving. */
export const CHECKED_WIDGETS: Record<string, string> = {
  string: "checked-string",
  text: "checked-text",
  markdown: "checked-markdown",
  number: "checked-number",
  relation: "checked-relation",
};

/** The rules the content check applies to every text of the pages' copy, one text at a time. */
export const COPY_RULES = ["counts", "ownership", "subcontracting", "layout-talk", "offline-tills", "site-rationed"] as const;

/** The widgets of text a person writes, which the copy's rules read. */
const TEXT_WIDGETS = new Set(["string", "text", "markdown"]);

/** A picture's ID is chosen among the pictures that exist, never typed (src/cms/widgets.ts). */
const PICTURE_FIELD: Partial<DecapField> = {
  widget: "picture",
  label: "Which picture",
  hint: "Choose one of the site's pictures, or upload a photo of your own (JPEG, PNG or WebP, ideally 1920 px wide or more)",
};

/** A signature is chosen among the SVGs there are, never typed (src/cms/widgets.ts). */
const SIGNATURE_FIELD: Partial<DecapField> = {
  widget: "signature",
  hint: "Choose the member's signature; a new one is an SVG added to public/images/signatures/ by a developer",
};

/** Long copy gets a multi-line editor. */
const LONG_TEXT = 120;

/**
 * A pattern for a text of `min` to `max` characters counted as the build counts them, without the
 * spaces and line breaks around it (the schemas trim first): the text proper starts and ends with
 * a character that is not a space, and only spaces may surround it.
 */
export function trimmedLength(min: number, max?: number) {
  const upper = max === undefined ? "" : String(max);
  if (min <= 0) return `^\\s*(?:(?=\\S)[\\s\\S]{1,${upper}}(?<=\\S))?\\s*$`;
  return `^\\s*(?=\\S)[\\s\\S]{${min},${upper}}(?<=\\S)\\s*$`;
}

function stringField(schema: z.ZodString): Partial<DecapField> {
  const checks = checksOf(schema);
  const format = (name: string) => checks.find((check) => check.format === name);
  const regex = format("regex");
  if (format("date")) {
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  }
  const { min, max, message } = lengthLimits(checks);
  const widget = (min ?? 0) >= 40 || (max ?? 0) > LONG_TEXT ? "text" : "string";
  // A limit beyond "not empty" is counted while typing (src/cms/widgets.ts).
  const limits = {
    ...(min !== undefined && min > 1 ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
  const counted = Object.keys(limits).length > 0 ? { limits } : {};
  if (regex?.pattern) return { widget, pattern: [regex.pattern.source, regex.message ?? "Does not have the expected form"] };
  const email = format("email");
  if (email) return { widget, pattern: ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", email.message ?? EMAIL_MESSAGE] };
  const url = format("url");
  if (url) return { widget, pattern: ["^https?://\\S+$", url.message ?? URL_MESSAGE] };
  if (min !== undefined && min > 1 && max !== undefined)
    return { widget, ...counted, pattern: [trimmedLength(min, max), message ?? charsBetween(min, max)] };
  if (min !== undefined && min > 1) return { widget, ...counted, pattern: [trimmedLength(min), message ?? charsAtLeast(min)] };
  if (max !== undefined) return { widget, ...counted, pattern: [trimmedLength(0, max), message ?? charsAtMost(max)] };
  return { widget };
}

function numberField(schema: z.ZodNumber): Partial<DecapField> {
  const field: Partial<DecapField> = { widget: "number", value_type: schema.isInt ? "int" : "float" };
  // An integer's schema is bounded by the safe integers when nothing narrower was said.
  const said = (bound: number | null) => bound !== null && Math.abs(bound) < Number.MAX_SAFE_INTEGER;
  if (said(schema.minValue)) field.min = schema.minValue!;
  if (said(schema.maxValue)) field.max = schema.maxValue!;
  return field;
}

function arrayLimits(schema: z.ZodArray<AnyZod>) {
  const { min, max } = lengthLimits(checksOf(schema));
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/**
 * A union told apart by one field (a hero's background) becomes one object: the deciding field as
 * a choice, then every variant's other fields as optional ones. The build's schema still checks
 * that the fields fit the choice.
 */
function discriminatedFields(schema: z.ZodDiscriminatedUnion, path: string, options: FieldOptions) {
  const key = schema.def.discriminator;
  const variants = schema.options as z.ZodObject<z.ZodRawShape>[];
  const choices = variants.map((variant) => (variant.shape[key] as z.ZodLiteral<string>).value);
  const merged = new Map<string, AnyZod>();
  for (const variant of variants)
    for (const [name, value] of Object.entries(variant.shape))
      if (name !== key && !merged.has(name)) merged.set(name, (value as AnyZod).optional());
  return [
    derive(key, z.enum(choices as [string, ...string[]]), path, options),
    ...[...merged].map(([name, value]) => derive(name, value, path, options)),
  ];
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** The Decap field for one schema key at `path` (the parent's path; lists add `*`). */
export function derive(name: string, schema: AnyZod, parentPath: string, options: FieldOptions): DecapField {
  const path = join(parentPath, name);
  const text = options.text[name];
  if (!text) throw new Error(`The CMS has no label for the field "${name}" (${path}); add it to the field texts`);
  const { inner, optional, defaultValue, rule } = unwrap(schema);
  const field: DecapField = { name, label: text.label, widget: "string", ...(text.hint ? { hint: text.hint } : {}) };
  if (optional) field.required = false;
  if (defaultValue !== undefined) field.default = defaultValue;
  const special = schema === imageRefSchema.shape.id ? PICTURE_FIELD : schema === signatureSchema ? SIGNATURE_FIELD : undefined;
  Object.assign(field, special ?? widgetFor(inner, path, options));
  if (rule) field.rule = rule;
  Object.assign(field, options.overrides?.[path]);
  // Every text is checked as the content check reads the pages' copy (src/content/cross-check/):
  // the counts and years it writes, who owns the code, and no exception to "no subcontractors".
  if (options.counts !== false && TEXT_WIDGETS.has(field.widget))
    field.rule = [...(Array.isArray(field.rule) ? field.rule : field.rule ? [field.rule] : []), ...COPY_RULES];
  // A rule beyond lengths and patterns, or a length to count: the editor's checked field does it (src/cms/widgets.ts).
  if (field.rule || field.limits) field.widget = CHECKED_WIDGETS[field.widget] ?? field.widget;
  return field;
}

function widgetFor(inner: AnyZod, path: string, options: FieldOptions): Partial<DecapField> {
  if (inner instanceof z.ZodString) return stringField(inner);
  if (inner instanceof z.ZodNumber) return numberField(inner);
  if (inner instanceof z.ZodBoolean) return { widget: "boolean" };
  if (inner instanceof z.ZodDate)
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  if (inner instanceof z.ZodEnum) return { widget: "select", options: inner.options as string[] };
  if (inner instanceof z.ZodObject) return { widget: "object", fields: objectFields(inner, path, options) };
  if (inner instanceof z.ZodDiscriminatedUnion) return { widget: "object", fields: discriminatedFields(inner, path, options) };
  if (inner instanceof z.ZodArray) {
    const item = unwrap(inner.element as AnyZod).inner;
    const limits = arrayLimits(inner as z.ZodArray<AnyZod>);
    if (item instanceof z.ZodEnum) return { widget: "select", options: item.options as string[], multiple: true, ...limits };
    if (item instanceof z.ZodObject) return { widget: "list", fields: objectFields(item, `${path}.*`, options), ...limits };
    // A list of single values (rotating words, slogans): each item shows its own text when collapsed, not the list's name.
    const name = path.split(".").pop()!;
    return { widget: "list", field: derive(name, item, `${path}.*`, options), summary: `{{fields.${name}}}`, ...limits };
  }
  throw new Error(`The CMS cannot show the field ${path}: its schema type ${inner.constructor.name} has no widget yet`);
}

/** The fields of an object schema, in the schema's order (the order files are written in). */
export function objectFields(schema: z.ZodObject<z.ZodRawShape>, path: string, options: FieldOptions): DecapField[] {
  return Object.entries(schema.shape).map(([name, value]) => derive(name, value as AnyZod, path, options));
}

/** Every field path a schema defines (`sections`, `sections.*.title`…), for checking the overrides. */
export function schemaPaths(schema: AnyZod, path = ""): string[] {
  const { inner } = unwrap(schema);
  const below = (name: string, value: AnyZod) => [join(path, name), ...schemaPaths(value, join(path, name))];
  if (inner instanceof z.ZodObject) return Object.entries(inner.shape).flatMap(([name, value]) => below(name, value as AnyZod));
  if (inner instanceof z.ZodDiscriminatedUnion)
    return [...new Set((inner.options as z.ZodObject<z.ZodRawShape>[]).flatMap((variant) => schemaPaths(variant, path)))];
  if (inner instanceof z.ZodArray) {
    const item = unwrap(inner.element as AnyZod).inner;
    return item instanceof z.ZodObject ? schemaPaths(item, `${path}.*`) : [];
  }
  return [];
}

/** Every field name a schema uses, for checking that each has its label and each label its field. */
export function schemaNames(schema: AnyZod): string[] {
  const { inner } = unwrap(schema);
  if (inner instanceof z.ZodObject) return Object.entries(inner.shape).flatMap(([name, value]) => [name, ...schemaNames(value as AnyZod)]);
  if (inner instanceof z.ZodDiscriminatedUnion) return (inner.options as AnyZod[]).flatMap((variant) => schemaNames(variant));
  if (inner instanceof z.ZodArray) return schemaNames(inner.element as AnyZod);
  return [];
}
