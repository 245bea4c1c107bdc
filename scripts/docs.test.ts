import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The README is the project's front page, and it and the guides in docs/ say what the code does:
 * every file they name exists, every `npm run` they show is a script, every link leads somewhere,
 * and every setting docs/deploy.md lists is read by the code.
 */

const ROOT = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const PAGES = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** Paths the pages name that are not meant to exist: worked examples, a folder made on first use, another repository's file. */
const NOT_IN_THE_REPOSITORY = new Set([
  "src/sections/home/awards-band.tsx",
  "src/content/partners/",
  "src/sections/partners/",
  "src/pages/partners/[slug].astro",
  "src/content/uploads/",
  "src/index.ts",
]);

/** The repository paths a page names in backticks (`src/…`, `server/…`, …), without placeholders. */
function pathsNamed(text: string): string[] {
  return [...text.matchAll(/`((?:src|integrations|server|scripts|tests|docs|tools|\.ci)\/[^`\s]*)/g)]
    .map((match) => match[1]!.replace(/(:\d+)+:?$/, "").replace(/[,.;:]$/, ""))
    .filter((path) => !/[…*{<]/.test(path));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe("the README", () => {
  const readme = read("README.md");

  it("is a front page: at most 150 lines, opening with the two commands", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
    expect(readme).toMatch(/```sh\nnpm install && npm start .*\nnpm test .*\n```/);
  });

  it("links every guide in docs/ and the decision records", () => {
    const guides = PAGES.filter((page) => page !== "README.md");
    for (const page of [...guides, "docs/decisions/"]) expect(readme, page).toContain(`](${page})`);
  });
});

describe.each(PAGES)("%s", (page) => {
  const text = read(page);

  it("names only files that exist", () => {
    const missing = pathsNamed(text).filter((path) => !NOT_IN_THE_REPOSITORY.has(path) && !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it("shows only npm scripts that exist", () => {
    const scripts = {
      ...JSON.parse(read("package.json")).scripts,
      ...JSON.parse(read("tools/artwork/package.json")).scripts,
    };
    const unknown = [...text.matchAll(/npm run ([a-z0-9:-]+)/g)].map((match) => match[1]!).filter((name) => !(name in scripts));
    expect(unknown).toEqual([]);
  });

  it("links only files that exist", () => {
    const broken = [...text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith("/"))
      .filter((target) => !existsSync(normalize(join(ROOT, dirname(page), target))));
    expect(broken).toEqual([]);
  });
});

describe("docs/deploy.md's settings", () => {
  it("are each read by the code", () => {
    const table = read("docs/deploy.md").slice(read("docs/deploy.md").indexOf("## Settings"));
    const variables = [...table.matchAll(/^\| ([^|]+)\|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!),
    );
    expect(variables.length).toBeGreaterThan(10);
    const code = ["src", "server", "scripts"]
      .flatMap((dir) => filesUnder(join(ROOT, dir)))
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .concat(join(ROOT, "astro.config.mjs"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    // Read as `env.NAME`, `env["NAME"]`, a name in a list or map of variables, or destructured (`{ NAME: value } = env`).
    const unread = variables.filter(
      (name) => !new RegExp(`(env\\.${name}\\b|["'\`]${name}["'\`]|\\{[^}]*\\b${name}: \\w+[^}]*\\} = env)`).test(code),
    );
    expect(unread).toEqual([]);
  });
});
