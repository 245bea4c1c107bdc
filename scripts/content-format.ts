/*
 * `npm run content:format`: the editor's serializer, and the one place outside Astro's content
 * layer that reads and writes content files as YAML and front matter, because writing them in
 * Decap's style is its whole job (everything else reads content through the collections). It
 * writes every content file the way the content editor writes it, with
 * Decap's own serializers (decap-cms-core's YAML, front matter and JSON formats) and each
 * collection's field order. Once the files are in that form, saving an entry in the editor changes
 * only what was edited: an untouched save is no change, a new figure a one-line diff.
 * `scripts/content-format.test.ts` fails when a file is not in that form.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cmsCollections } from "../src/cms/config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

type Formatter = { fromFile(content: string): Record<string, unknown>; toFile(data: Record<string, unknown>, sortedKeys?: string[]): string };
type Module = Record<string, unknown>;

/**
 * Decap's formats, from the TypeScript sources `decap-cms-core` ships (its bundle keeps them to
 * itself). Loaded by name, so that the type check stays out of Decap's sources; compiled as
 * CommonJS or ES modules depending on who loads them, hence the unwrapping of `default`.
 */
const decapFormat = async (name: string) => {
  let module = (await import(`decap-cms-core/src/formats/${name}`)) as Module;
  while (module.default && typeof module.default === "object" && !("fromFile" in module) && !("frontmatterYAML" in module)) module = module.default as Module;
  return module;
};
const [yamlFormat, jsonFormat, frontmatterFormat] = (await Promise.all(["yaml", "json", "frontmatter"].map(decapFormat))) as [Module, Module, Module];
const FORMATS: Record<string, Formatter> = {
  yaml: yamlFormat as unknown as Formatter,
  json: jsonFormat as unknown as Formatter,
  frontmatter: (frontmatterFormat.frontmatterYAML as () => Formatter)(),
};

/** Every content file the editor writes, with its format and the field order the editor writes it in. */
export function editorFiles() {
  return cmsCollections().flatMap((collection) => {
    const format: string = ("format" in collection && collection.format) || "yaml";
    if ("folder" in collection && collection.folder) {
      const order = collection.fields.map((field) => field.name);
      const extension = `.${collection.extension}`;
      return readdirSync(join(ROOT, collection.folder))
        .filter((name) => name.endsWith(extension))
        .sort()
        .map((name) => ({ path: `${collection.folder}/${name}`, format, order }));
    }
    return (("files" in collection && collection.files) || []).map((file) => ({
      path: file.file,
      format: ("format" in file && typeof file.format === "string" && file.format) || format,
      order: file.fields.map((field) => field.name),
    }));
  });
}

/** A file's text as the editor saves it: read by its format, written back in its field order. */
export function editorText(text: string, format: string, order: string[]) {
  const formatter = FORMATS[format];
  if (!formatter) throw new Error(`The editor has no format "${format}"`);
  return formatter.toFile(formatter.fromFile(text), order);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let changed = 0;
  for (const { path, format, order } of editorFiles()) {
    const file = join(ROOT, path);
    const text = readFileSync(file, "utf8");
    const written = editorText(text, format, order);
    if (written === text) continue;
    writeFileSync(file, written);
    changed += 1;
    console.log(`written as the editor writes it: ${relative(ROOT, file)}`);
  }
  console.log(changed === 0 ? "Every content file is already as the editor writes it." : `${changed} content files rewritten.`);
}
