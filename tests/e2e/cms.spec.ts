import { expect, test, type Page } from "@playwright/test";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { LOCAL_CMS_PORT } from "../../src/cms/config";
import { cmsProxyEntry, cmsProxyEnv } from "../../scripts/cms-proxy";
import { caseStudySchema, insightSchema, TIMELINE_PHASES } from "../../src/content/schema";

/*
 * The content editor against Decap's local proxy, as a team member runs it with `npm run cms`:
 * it writes an article and a case study into a copy of the project, and a build of that copy has
 * their pages.
 */

const ROOT = process.cwd();
const run = promisify(execFile);

const ARTICLE = {
  title: "Release notes that customers read",
  slug: "release-notes-that-customers-read",
  description: "How we write release notes for a lending app so that branch staff and borrowers read them, act on them and stop calling support.",
  sentence: "Branch staff read release notes on the first morning after a release.",
};
const CASE = {
  title: "Gold loan branch onboarding",
  slug: "gold-loan-branch-onboarding",
  headline: "Gold loans in twelve minutes, at the branch counter",
  story:
    "Appraisers weighed the gold, typed the figures into a desktop form and waited for head office to approve, while the customer waited at the counter for forty minutes.",
};

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
// The editor is a 5 MB application: generous limits for a slow machine, each action still bounded.
test.use({ actionTimeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  expect(await proxyAnswers(), `port ${LOCAL_CMS_PORT} is taken: stop the other content editor proxy first`).toBe(false);
  project = copyProject();
  proxy = spawn(process.execPath, [cmsProxyEntry()], { env: cmsProxyEnv(project, { logLevel: "warn" }), stdio: "ignore" });
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
  expect(response.headers()["content-security-policy"]).toContain("connect-src 'self' https://api.github.com;");
  expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  // The rest of the site keeps its strict policy.
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("unsafe-eval");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
});

/** Picks an option in one of Decap's choice fields (a select or a link to another collection). */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole("option", { name: option }).first().click();
}

/** Collects what the editor's page reports as broken: script errors and refused requests. */
function editorErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function openEditor(page: Page, collection: string) {
  await page.goto(`/admin/#/collections/${collection}/new`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).waitFor();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

/** A saved file's YAML: the whole file, or an article's frontmatter and its Markdown. */
function readSaved(file: string) {
  const text = readFileSync(file, "utf8");
  const [, frontmatter, markdown = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { data: parse(frontmatter ?? text) as unknown, markdown };
}

test("a new article written in the editor is saved to the working tree", async ({ page }) => {
  const errors = editorErrors(page);
  await openEditor(page, "insights");

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(ARTICLE.title);
  await page.getByLabel("Description", { exact: true }).fill(ARTICLE.description);
  await choose(page, "Author", "Arjun", "Arjun Kulkarni");
  await page.getByLabel("Published on").fill("2026-11-20");
  await choose(page, "Topics", "testing", /^testing$/);
  await choose(page, "Industries it concerns (optional)", "Fintech", /fintech/i);
  await page.getByLabel("ID", { exact: true }).fill("insights/rbi-lending-rules-as-acceptance-tests/hero");
  await page.getByLabel("Description of the picture").fill("A release checklist beside a phone showing a short changelog");

  // The article's text, written as Markdown in the editor's Markdown mode.
  const bodyField = page.getByLabel("markdown field");
  await bodyField.getByRole("switch").click();
  await bodyField.getByRole("textbox").click();
  const lines = ["## Who reads them", "", ARTICLE.sentence, "", "## What goes in", "", "What changed, for whom, and what to do about it."];
  for (const [i, line] of lines.entries()) {
    if (i > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }

  // The preview pane lays the article out with the site's own styles.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Who reads them" })).toBeVisible();

  await publish(page);
  const file = join(project, "src/content/insights", `${ARTICLE.slug}.mdx`);
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  const { data, markdown } = readSaved(file);
  expect(insightSchema.parse(data)).toMatchObject({ title: ARTICLE.title, author: "arjun-kulkarni", tags: ["testing"], services: ["fintech"] });
  expect(markdown).toContain("## Who reads them");
  expect(errors).toEqual([]);
});

test("a new case study written in the editor is saved with its story, facts and results", async ({ page }) => {
  const errors = editorErrors(page);
  await openEditor(page, "case");

  const text = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(CASE.title);
  await text("Industry", "Fintech");
  await text("Client", "A gold-loan NBFC in Kerala");
  await text("One-line summary", "A tablet onboarding flow that cut branch loan time from 40 to 12 minutes");
  await text("Description for search results", "How we rebuilt branch onboarding for a gold-loan NBFC in Kerala: tablet KYC, appraisal capture and same-visit disbursal.");
  await text("Headline", CASE.headline);
  await text("Line under the headline", "Tablet KYC, appraisal and disbursal in one visit, across 300 branches.");
  await text("ID", "case/retail-operations/hero");
  await text("Description of the picture", "A branch counter with a tablet showing a loan form");

  // A new case study starts with its five phases, in order; each needs its story.
  const stories = page.getByLabel("What happened", { exact: true });
  await expect(stories).toHaveCount(5);
  for (let i = 0; i < 5; i++) await stories.nth(i).fill(`${CASE.story} Phase ${i + 1} of the work, told with the branch staff's own numbers.`);

  for (const technology of ["react", "kotlin", "postgresql", "aws"]) await choose(page, "Technologies", technology, new RegExp(`^${technology}$`));
  await choose(page, "Industry page (optional)", "Fin", /fintech/i);
  await choose(page, "Capabilities", "Product", /product moderni[sz]ation/i);
  await text("Region", "Kerala, India");
  await text("Length of the engagement", "9 months");
  await text("People on the team", "8");
  const results: [string, string][] = [["70%", "less time at the counter"], ["300", "branches live"], ["12 min", "from walk-in to disbursal"]];
  for (const [i, [value, label]] of results.entries()) {
    await page.getByRole("button", { name: "Add result" }).click();
    await page.getByLabel("Figure", { exact: true }).nth(i).fill(value);
    await page.getByLabel("What it measures", { exact: true }).nth(i).fill(label);
  }

  await expect(page.frameLocator("#preview-pane").getByRole("heading", { level: 1, name: CASE.headline })).toBeVisible();
  await publish(page);
  const file = join(project, "src/content/case", `${CASE.slug}.yaml`);
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  const saved = caseStudySchema.parse(readSaved(file).data);
  expect(saved).toMatchObject({
    heroTitle: CASE.headline,
    technologies: ["react", "kotlin", "postgresql", "aws"],
    facts: { industry: "fintech", capabilities: ["product-modernization"], region: "Kerala, India", engagement: "9 months", team: 8 },
  });
  expect(saved.timelineData.map((phase) => phase.title)).toEqual([...TIMELINE_PHASES]);
  expect(saved.metrics).toHaveLength(3);
  expect(errors).toEqual([]);
});

test("a build of the edited tree has the new article and case study", async () => {
  test.setTimeout(240_000);
  await run(process.execPath, [join(ROOT, "node_modules/astro/astro.js"), "build", "--silent"], {
    cwd: project,
    env: { ...process.env, BUILD_DIR: "build" },
    timeout: 200_000,
  });
  const page = (path: string) => readFileSync(join(project, "build/client", path, "index.html"), "utf8");
  expect(page(`insights/${ARTICLE.slug}`)).toContain(ARTICLE.title);
  expect(page(`insights/${ARTICLE.slug}`)).toContain(ARTICLE.sentence);
  expect(page("insights")).toContain(`/insights/${ARTICLE.slug}`);
  expect(page(`case/${CASE.slug}`)).toContain(CASE.headline);
  expect(page("case")).toContain(`/case/${CASE.slug}`);
});
