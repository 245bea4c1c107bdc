import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * "How islands work" in docs/architecture.md says which directives are ours and which island wakes
 * how. This reads both from the code (the directives `astro.config.mjs` registers, the `client:*`
 * directives the pages and layouts give their components) and holds the page to them.
 */

const ROOT = join(import.meta.dirname, "../../..");
const readme = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
const islandsSection = readme.slice(
  readme.indexOf("## How islands work"),
  readme.indexOf("\n## ", readme.indexOf("## How islands work") + 1),
);

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Each component given a `client:*` directive in an `.astro` file, with the directive's name, and where. */
function islandsInCode() {
  const islands = new Map<string, { directive: string; files: Set<string> }>();
  for (const file of filesUnder(join(ROOT, "src")).filter((name) => name.endsWith(".astro"))) {
    for (const [, name, directive] of readFileSync(file, "utf8").matchAll(/<([A-Z][A-Za-z]*)\b[^>]*?\s(client:[a-z]+)/g)) {
      const seen = islands.get(name!) ?? { directive: directive!, files: new Set<string>() };
      expect(seen.directive, `${name} is given two different directives`).toBe(directive);
      seen.files.add(relative(ROOT, file));
      islands.set(name!, seen);
    }
  }
  return islands;
}

/** The page's table rows: every component named in backticks in the first cell, with the directive of the second. */
function islandsInReadme() {
  const islands = new Map<string, string>();
  for (const line of islandsSection.split("\n").filter((row) => row.startsWith("| `"))) {
    const [, first, second] = line.split("|");
    const directive = /`(client:[a-z]+)/.exec(second!)?.[1];
    expect(directive, `a directive in the row: ${line}`).toBeDefined();
    for (const [, name] of first!.matchAll(/`([A-Z][A-Za-z]*)`/g)) islands.set(name!, directive!);
  }
  return islands;
}

describe("the islands docs/architecture.md lists", () => {
  it("are every island of the code, each with the directive its page gives it", () => {
    const code = islandsInCode();
    expect(Object.fromEntries(islandsInReadme())).toEqual(Object.fromEntries([...code].map(([name, { directive }]) => [name, directive])));
  });

  it("count and name the directives astro.config.mjs registers", () => {
    const config = readFileSync(join(ROOT, "astro.config.mjs"), "utf8");
    const registered = [...(/for \(const name of \[([^\]]*)\]\)/.exec(config)?.[1] ?? "").matchAll(/"([a-z]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(registered.length).toBeGreaterThan(0);
    const count = NUMBER_WORDS[registered.length]!;
    expect(islandsSection).toMatch(new RegExp(`${count[0]!.toUpperCase()}${count.slice(1)} directives are ours`));
    for (const name of registered) {
      expect(islandsSection, `a paragraph on client:${name}`).toMatch(new RegExp(`^- \`client:${name}\\b`, "m"));
      expect(readFileSync(join(ROOT, "src/lib/directives", `${name}.ts`), "utf8")).toContain("ClientDirective");
    }
  });
});
