/*
 * What `npm run publish` says when the content check is red: a short list in the editor's words,
 * each problem with the entry it is in (as the editor lists it, and its file), the field (by its
 * label in the editor) and what to change. The check's own output, a developer's, is not shown.
 *
 * The check fails in two ways: a file that does not match its schema stops the content store's
 * sync ("**cases → retail-operations** data does not match collection schema", then a line
 * "**title**: …" per field), and a test of the content fails listing "src/content/…: field: what".
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve as resolvePath } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { cmsCollections } from "../src/cms/config";
import type { DecapField } from "../src/cms/decap-fields";
import { MEDIA_LIBRARY } from "../src/cms/messages";
import { UNUSABLE_UPLOADS } from "../src/content/upload-name";

/** The editor's media folder: the photos uploaded in it. */
const UPLOADS = "src/content/uploads";

export type Problem = { file: string; field: string; change: string };

/** The folders of collections whose name differs from their folder's. */
const FOLDERS: Record<string, string> = { howWeWork: "how-we-work" };

/** A collection's file for an entry the schema error names. */
const fileOf = (collection: string, id: string) =>
  `src/content/${FOLDERS[collection] ?? collection}/${id}.${collection === "insights" ? "mdx" : "yaml"}`;

const stripColours = stripVTControlCharacters;

/** The problems the content store's sync reported: a file that does not match its schema. */
export function schemaProblems(output: string): Problem[] {
  const text = stripColours(output);
  const problems: Problem[] = [];
  for (const match of text.matchAll(/\*\*(\w+) → ([\w.-]+)\*\* data does not match collection schema\.\s*\n((?:[ \t]*\n|[ \t]*\*\*[^*\n]+\*\*: [^\n]*\n?)+)/g)) {
    for (const line of match[3]!.matchAll(/\*\*([^*\n]+)\*\*: ([^\n]*)/g))
      problems.push({ file: fileOf(match[1]!, match[2]!), field: line[1]!.trim(), change: line[2]!.trim() });
  }
  return problems;
}

/** Splits "file: field: what" (the field may be missing: "file: what"). */
function problemOf(named: string): Problem {
  const [file, ...rest] = named.split(": ");
  if (rest.length >= 2 && /^[\w.[\]*-]+$/.test(rest[0]!)) return { file: file!, field: rest[0]!, change: rest.slice(1).join(": ").trim() };
  return { file: file!, field: "", change: rest.join(": ").trim() };
}

/**
 * The problems the content's tests named. A test lists every "file: field: what" it finds and
 * expects none; its failure prints the list received as a diff, one quoted line each (`+   "…",`).
 */
export function testProblems(output: string): Problem[] {
  return stripColours(output)
    .split("\n")
    .flatMap((line) => {
      const quoted = /^\s*\+\s+("(?:[^"\\]|\\.)*"),?\s*$/.exec(line);
      if (!quoted) return [];
      const text = JSON.parse(quoted[1]!) as string;
      return text.startsWith("src/content/") ? [problemOf(text)] : [];
    });
}

/** At most this many characters of a message the check printed. */
const EXCERPT = 160;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);
/** A content file a message names: "src/content/insights/x.mdx", optionally followed by ": field". */
const CONTENT_FILE = /(src\/content\/[\w./-]+?\.(?:mdx|ya?ml|json))(?::\s*([\w.[\]*-]+)(?=:\s))?/;
/** The folders an entry named by its slug alone may be in. */
const ENTRY_FOLDERS = ["insights", "cases", "industries", "capabilities", "team", "legal"];

/**
 * The failures of content tests that are not a list of problems but whose message names a content
 * file (or an entry by its slug, "retail-operations: expected …"): each as the entry, the field
 * when the message names it, and the test's own title saying what it checks, never its code.
 */
export function namedFailures(output: string, cwd = "."): Problem[] {
  const lines = stripColours(output).split("\n");
  const problems: Problem[] = [];
  lines.forEach((line, index) => {
    const failed = /^\s*FAIL\s+\S+\.test\.ts\s+>\s+(.*)$/.exec(line);
    if (!failed) return;
    const title = failed[1]!.split(" > ").pop()!.trim();
    const message = lines.slice(index + 1, index + 4).find((next) => /^\w*Error: /.test(next.trim()))?.trim().replace(/^\w*Error: /, "");
    if (!message) return;
    const named = CONTENT_FILE.exec(message);
    let file = named?.[1];
    if (!file) {
      const slug = /^([a-z0-9]+(?:-[a-z0-9]+)*): expected /.exec(message)?.[1];
      file = slug
        ? ENTRY_FOLDERS.flatMap((folder) => [`src/content/${folder}/${slug}.mdx`, `src/content/${folder}/${slug}.yaml`]).find((path) => existsSync(resolvePath(cwd, path)))
        : undefined;
    }
    if (!file) return;
    const said = named ? message.slice(named.index + named[0].length).replace(/^:\s*/, "").replace(/:?\s*expected [\s\S]*$/, "").trim() : "";
    problems.push({ file, field: named?.[2] ?? "", change: excerpt(said || `fails the check "${title}": change what it names, or ask a developer`) });
  });
  return problems;
}

/**
 * What a developer is shown when no file of the content is named: each failing test's title and the
 * first line of its error, shortened, and every content file its message lists after it (a list of
 * files is never cut short); never the test's code or the data it compared.
 */
export function failureSummary(output: string): string {
  const lines = stripColours(output).split("\n");
  const summary: string[] = [];
  lines.forEach((line, index) => {
    if (!/^\s*FAIL\s/.test(line)) return;
    summary.push(excerpt(line.trim()));
    const at = lines.slice(index + 1, index + 4).findIndex((next) => /^\w*Error: /.test(next.trim()));
    if (at < 0) return;
    const start = index + 1 + at;
    summary.push(`  ${excerpt(lines[start]!.trim())}`);
    for (const next of lines.slice(start + 1)) {
      if (!/^\s*src\/content\/\S/.test(next)) break;
      summary.push(`    ${next.trim()}`);
    }
  });
  const shown = summary.length > 0 ? summary : lines.filter((line) => line.trim() && !/^\s*(\d+\s*)?\||^\s*❯|^\s*[+-] /.test(line)).slice(-5).map((line) => excerpt(line.trim()));
  return shown.join("\n");
}

/** The changed files the check's output names anywhere: the fault may well be in them. */
export const changedNamed = (output: string, changed: string[]) => changed.filter((file) => stripColours(output).includes(file));

/**
 * The uploads that are not pictures, as the build's first step lists them (scripts/uploads.ts):
 * the header, then a line "src/content/…: field: what" for the upload and each entry using it.
 */
export function uploadProblems(output: string): Problem[] {
  const lines = stripColours(output).split("\n");
  const problems: Problem[] = [];
  lines.forEach((line, index) => {
    if (!line.includes(UNUSABLE_UPLOADS)) return;
    for (const next of lines.slice(index + 1)) {
      const named = /^\s+(src\/content\/\S+: .*)$/.exec(next);
      if (!named) break;
      problems.push(problemOf(named[1]!.trim()));
    }
  });
  return problems;
}

/** Each problem once, in file order. */
export const distinct = (problems: Problem[]) =>
  [...new Map(problems.map((problem) => [`${problem.file}\n${problem.field}\n${problem.change}`, problem])).values()].sort((a, b) =>
    a.file.localeCompare(b.file),
  );

/** How the editor lists a file's entry: "Case studies › retail-operations", "Home page". */
export function entryName(file: string): string {
  for (const collection of cmsCollections() as { label: string; folder?: string; files?: { file: string; label: string }[] }[]) {
    const single = collection.files?.find((entry) => entry.file === file);
    if (single) return single.label === collection.label ? single.label : `${collection.label} › ${single.label}`;
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return `${collection.label} › ${file.slice(collection.folder.length + 1).replace(/\.\w+$/, "")}`;
  }
  if (file === "src/content/site.json") return "Site settings";
  if (file.startsWith(`${UPLOADS}/`)) return `${MEDIA_LIBRARY} › ${file.slice(UPLOADS.length + 1)}`;
  return file;
}

/** A field's path ("facts.team", "sections.2.title") as the editor labels it ("Facts › Team size", "Sections › 3rd › Title"). */
export function fieldName(file: string, path: string): string {
  if (!path) return "";
  const collections = cmsCollections() as { folder?: string; fields?: DecapField[]; files?: { file: string; fields: DecapField[] }[] }[];
  const collection = collections.find((entry) => entry.files?.some((one) => one.file === file) || (entry.folder && file.startsWith(`${entry.folder}/`)));
  let fields = collection?.files?.find((one) => one.file === file)?.fields ?? collection?.fields ?? [];
  const labels: string[] = [];
  for (const part of path.split(".")) {
    if (/^\d+$/.test(part)) {
      labels.push(`item ${Number(part) + 1}`);
      continue;
    }
    const field = fields.find((candidate) => candidate.name === part);
    if (!field) {
      labels.push(part);
      fields = [];
      continue;
    }
    labels.push(field.label);
    fields = field.fields ?? (field.field ? [field.field] : []);
  }
  return labels.join(" › ");
}

/** An entry's title, as the editor's list shows it, from its file's top-level `title:`; none when it has none. */
export function entryTitle(file: string, cwd = "."): string | undefined {
  try {
    const title = /^title:[ \t]*(.+)$/m.exec(readFileSync(resolvePath(cwd, file), "utf8"))?.[1]?.trim();
    return title?.replace(/^(["'])(.*)\1$/, "$2") || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The list a marketer reads: each entry once, then each field in it and what to change. The entries
 * changed since the last publish (`changed`) come first, by title too, saying so: a rule across
 * files (a phrase on too many pages) names every file, and the one changed is usually the one to fix.
 */
export function problemList(problems: Problem[], changed: string[] = [], cwd = "."): string {
  const byFile = new Map<string, Problem[]>();
  const ordered = distinct(problems).sort((a, b) => Number(changed.includes(b.file)) - Number(changed.includes(a.file)));
  for (const problem of ordered) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const lines: string[] = [];
  let n = 0;
  for (const [file, found] of byFile) {
    const title = changed.includes(file) ? entryTitle(file, cwd) : undefined;
    lines.push(`${++n}. ${entryName(file)}  (${file})${changed.includes(file) ? `${title ? `, "${title}"` : ""}, which you changed` : ""}`);
    for (const problem of found) {
      const field = fieldName(file, problem.field);
      lines.push(`   - ${field ? `${field}: ` : ""}${problem.change}`);
    }
  }
  return lines.join("\n");
}
