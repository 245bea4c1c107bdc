import { expect, test } from "@playwright/test";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { LOCAL_CMS_PORT } from "../../src/cms/config";
import { insightSchema } from "../../src/content/schema";

/*
 * The content editor against Decap's local proxy, as a team member runs it with `npm run cms`:
 * it writes an article into a copy of the project, and a build of that copy has the new page.
 */

const ROOT = process.cwd();
const require = createRequire(import.meta.url);
const run = promisify(execFile);

const TITLE = "Release notes that customers read";
const SLUG = "release-notes-that-customers-read";
const DESCRIPTION = "How we write release notes for a lending app so that branch staff and borrowers read them, act on them and stop calling support.";

let project: string;
let proxy: ChildProcess;

/**
 * A copy of the project's sources. Its packages and artwork are links to the project's own, but
 * its `node_modules` folder is its own, so the caches a build writes there (Astro's content
 * store, Vite's) do not touch those of the dev server the other tests use.
 */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), "kovira-cms-"));
  for (const item of ["src", "astro.config.mjs", "tsconfig.json", "package.json"]) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  symlinkSync(join(ROOT, "public"), join(dir, "public"));
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules")).filter((name) => !name.startsWith(".") || name === ".bin"))
    symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name));
  return dir;
}

async function proxyAnswers() {
  try {
    const response = await fetch(`http://localhost:${LOCAL_CMS_PORT}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  expect(await proxyAnswers(), `port ${LOCAL_CMS_PORT} is taken: stop the other content editor proxy first`).toBe(false);
  project = copyProject();
  proxy = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(LOCAL_CMS_PORT), GIT_REPO_DIRECTORY: project, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await expect.poll(proxyAnswers, { timeout: 20_000 }).toBe(true);
});

test.afterAll(() => {
  proxy?.kill();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("the editor is kept out of search engines and served with its own policy", async ({ request }) => {
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  expect(response.headers()["content-security-policy"]).toContain("connect-src 'self' https://api.github.com http://localhost:8081");
  expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  // The rest of the site keeps its strict policy.
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("unsafe-eval");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
});

test("a new article written in the editor is saved to the working tree and built as a page", async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) errors.push(message.text());
  });

  await page.goto("/admin/#/collections/insights/new");
  await page.getByRole("button", { name: "Login" }).click();

  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Description", { exact: true }).fill(DESCRIPTION);
  await page.getByLabel("Author").fill("Arjun");
  await page.getByRole("option", { name: "Arjun Kulkarni" }).click();
  await page.getByLabel("Published on").fill("2026-11-20");
  await page.getByLabel("Topics").fill("testing");
  await page.getByRole("option", { name: "testing", exact: true }).click();
  await page.getByLabel("Industries it concerns").fill("Fintech");
  await page.getByRole("option", { name: /fintech/i }).first().click();
  await page.getByLabel("ID", { exact: true }).fill("insights/rbi-lending-rules-as-acceptance-tests/hero");
  await page.getByLabel("Description of the picture").fill("A release checklist beside a phone showing a short changelog");

  // The article's text, written as Markdown in the editor's Markdown mode.
  const bodyField = page.getByLabel("markdown field");
  await bodyField.getByRole("switch").click();
  await bodyField.getByRole("textbox").click();
  const lines = ["## Who reads them", "", "Branch staff read release notes on the first morning after a release.", "", "## What goes in", "", "What changed, for whom, and what to do about it."];
  for (const [i, line] of lines.entries()) {
    if (i > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }

  // The preview pane lays the article out with the site's own styles.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Who reads them" })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();

  const file = join(project, "src/content/insights", `${SLUG}.mdx`);
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  const [, frontmatter = "", markdown = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  const data = insightSchema.parse(parse(frontmatter));
  expect(data).toMatchObject({ title: TITLE, author: "arjun-kulkarni", tags: ["testing"], services: ["fintech"] });
  expect(markdown).toContain("## Who reads them");
  expect(errors).toEqual([]);

  // The build of the edited tree has the new page.
  await run(process.execPath, [join(ROOT, "node_modules/astro/astro.js"), "build", "--silent"], {
    cwd: project,
    env: { ...process.env, BUILD_DIR: "build" },
    timeout: 200_000,
  });
  const html = readFileSync(join(project, "build/client/insights", SLUG, "index.html"), "utf8");
  expect(html).toContain(TITLE);
  expect(html).toContain("Branch staff read release notes on the first morning after a release.");
  expect(readFileSync(join(project, "build/client/insights/index.html"), "utf8")).toContain(`/insights/${SLUG}`);
});
