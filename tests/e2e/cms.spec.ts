import { expect, test, type Locator, type Page } from "@playwright/test";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";

import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify, stripVTControlCharacters } from "node:util";
import sharp from "sharp";
import { parse } from "yaml";
import type { ZodTypeAny } from "zod";
import { LOCAL_PUBLISH_HINT, MEDIA_LIBRARY, NO_UPLOADS } from "../../src/cms/messages";
import { GOOGLE_DOCS, WORD } from "../../src/cms/paste-samples";
import { caseStudySchema, insightSchema, slugReference, TIMELINE_PHASES } from "../../src/content/schema";
import { readEntry } from "../../src/content/store";

/*
 * The content editor as a team member runs it: `npm run cms` in a copy of the project (Decap's
 * local proxy and `astro dev`), driven in the browser like a person would. It refuses what the
 * build refuses, with the build's words; pictures are chosen from a list; a ## typed in an article
 * is a heading; an edit changes only its line; a picture ID broken by hand shows on its page only,
 * and fails only that page's build; an uploaded photo is saved with its entry and encoded; a second
 * `npm run cms` says where the first one runs. Then a build of the copy has the new pages.
 * The project's own content files are never written.
 */

const ROOT = process.cwd();
const run = promisify(execFile);
/** Where `npm run cms` serves the copy's editor and site. */
const EDITOR_PORT = Number(process.env.E2E_CMS_PORT);
const EDITOR = `http://localhost:${EDITOR_PORT}`;

const ARTICLE = {
  title: "Release notes that customers read",
  slug: "release-notes-that-customers-read",
  description: "How we write release notes for a lending app so that branch staff and borrowers read them, act on them and stop calling support.",
  heading: "Who reads them",
  sentence: "Branch staff read release notes on the first morning after a release.",
};
const CASE = {
  title: "Gold loan branch onboarding",
  slug: "gold-loan-branch-onboarding",
  headline: "Gold loans in twelve minutes, at the branch counter",
  story:
    "Appraisers weighed the gold, typed the figures into a desktop form and waited for head office to approve, while the customer waited at the counter for forty minutes. Now 300 branches are live, a loan takes 12 min from walk-in to disbursal, and time at the counter is down 70%.",
};
/** Prose for an article body: `count` words of sentences a reader could read. */
const prose = (count: number) => {
  const sentence = "Each release note says what changed, who it changes things for and what they should do next, in plain words.".split(" ");
  return Array.from({ length: count }, (_, i) => sentence[i % sentence.length]).join(" ");
};

let project: string;
let cms: ChildProcess | undefined;
let cmsOutput = "";

/**
 * A copy of the project's sources. Its packages and artwork are links to the project's own, but
 * its `node_modules` folder is its own, so the caches a build writes there (Astro's content
 * store, Vite's) do not touch those of the dev server the other tests use; so is the folder an
 * uploaded photo is encoded into (`public/images/uploads`).
 */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), "kovira-cms-"));
  for (const item of ["src", "integrations", "scripts", "server", "astro.config.mjs", "tsconfig.json", "package.json"]) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  mkdirSync(join(dir, "public/images/uploads"), { recursive: true });
  for (const name of readdirSync(join(ROOT, "public")).filter((name) => name !== "images")) symlinkSync(join(ROOT, "public", name), join(dir, "public", name));
  for (const name of readdirSync(join(ROOT, "public/images")).filter((name) => name !== "uploads"))
    symlinkSync(join(ROOT, "public/images", name), join(dir, "public/images", name));
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules")).filter((name) => !name.startsWith(".") || name === ".bin"))
    symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name));
  return dir;
}

async function answers(url: string, init?: RequestInit) {
  try {
    return (await fetch(url, { ...init, signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}
/** A port nobody listens on, for the editor's file proxy (CMS_PROXY_PORT): 8081 may be another editor's. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
let proxyPort: number;
const proxyAnswers = () =>
  answers(`http://127.0.0.1:${proxyPort}/api/v1`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "info" }) });

/** `npm run cms` in the copy: the process, and what it has printed when it ends. */
function runCms(ports: { site?: number; proxy?: number } = {}) {
  const child = spawn(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/cms.ts"], {
    cwd: project,
    env: { ...process.env, PORT: String(ports.site ?? EDITOR_PORT), CMS_PROXY_PORT: String(ports.proxy ?? proxyPort), LOG_LEVEL: "warn", CI: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
  return { child, ended };
}

/**
 * Watches the page's requests from now on; `quiet()` resolves once none has started or ended for
 * half a second: a widget that loads its choices and then changes its value has done so by then.
 * (Not "none under way": the dev server keeps a request open for as long as the page lives.)
 */
function watchNetwork(page: Page) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on("request", seen);
  page.on("requestfinished", seen);
  page.on("requestfailed", seen);
  return {
    async quiet() {
      try {
        await expect.poll(() => Date.now() - last >= 500, { timeout: 20_000, intervals: [100] }).toBe(true);
      } finally {
        page.off("request", seen);
        page.off("requestfinished", seen);
        page.off("requestfailed", seen);
      }
    },
  };
}

test.describe.configure({ mode: "serial" });
// The editor is a 5 MB application on a dev server: generous limits, each action still bounded.
// An action waits as long as an assertion does (the project's 30 s): on a busy machine an entry
// took 13 s to appear after its login, and a click on its first field ran out of a 20 s limit.
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000, screenshot: "only-on-failure" });
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  proxyPort = await freePort();
  project = copyProject();
  const started = runCms();
  cms = started.child;
  for (const stream of [started.child.stdout!, started.child.stderr!]) stream.on("data", (chunk: Buffer) => (cmsOutput += chunk.toString()));
  await expect.poll(() => answers(`${EDITOR}/admin/`), { timeout: 120_000, intervals: [1000] }).toBe(true);
  await expect.poll(proxyAnswers, { timeout: 20_000 }).toBe(true);
});

// A test that fails says what the editor's servers printed meanwhile (the run's log keeps it).
let printed = 0;
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from its first parameter.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`npm run cms printed:\n${cmsOutput.slice(printed).slice(-6000)}`);
  printed = cmsOutput.length;
});

test.afterAll(async () => {
  if (cms && cms.exitCode === null) {
    const exited = new Promise((resolve) => cms!.once("exit", resolve));
    cms.kill("SIGTERM");
    await exited;
  }
  if (project) rmSync(project, { recursive: true, force: true });
});

test("the editor is not on the public site: built for an origin of its own, kept out of search engines, with its own policy", async ({ request }) => {
  // Decision 033: the token the editor keeps is out of reach of every script of the public site.
  expect((await request.get("/admin/")).status()).toBe(404);
  expect((await request.get("/admin/config.yml")).status()).toBe(404);
  const editor = join(ROOT, process.env.BUILD_DIR ?? "build", "editor");
  const headers = readFileSync(join(editor, "_headers"), "utf8");
  expect(headers).toContain("X-Robots-Tag: noindex");
  expect(headers).toContain("connect-src 'self' https://api.github.com;");
  expect(readFileSync(join(editor, "admin", "index.html"), "utf8")).toContain('<meta name="robots" content="noindex">');
  // The public site keeps its strict policy.
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("unsafe-eval");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
});

test("a second npm run cms says where the editor already runs, and stops", async () => {
  const second = runCms();
  const { code, output } = await second.ended;
  expect(output).toContain(`The content editor is already running at http://localhost:${EDITOR_PORT}/admin/`);
  expect(output).not.toMatch(/EADDRINUSE|Error|^\s+at /m);
  expect(code).toBe(0);
  // The first one goes on, its file proxy on this computer only.
  expect(await proxyAnswers()).toBe(true);
  expect(cmsOutput).toContain(`Content editor: http://localhost:${EDITOR_PORT}/admin/`);
});

test("the port the editor saves files through is chosen with CMS_PROXY_PORT, and one taken is named, with how to choose another", async () => {
  // The editor's page asks the proxy on the port it was started with.
  const config = await (await fetch(`${EDITOR}/admin/config.yml`)).text();
  expect(config).toContain(`url: http://localhost:${proxyPort}/api/v1`);
  // Another program on the port: named, and the way round it said, before anything starts.
  const taken: Server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => taken.once("listening", resolve));
  const busy = (taken.address() as { port: number }).port;
  try {
    const other = runCms({ site: await freePort(), proxy: busy });
    const { code, output } = await other.ended;
    expect(output).toContain(`Port ${busy}, where the editor saves files, is taken by another program. Stop it, or choose another port: CMS_PROXY_PORT=8082 npm run cms`);
    expect(output).not.toMatch(/EADDRINUSE|^\s+at /m);
    expect(code).toBe(1);
  } finally {
    taken.close();
  }
  // Another content editor on it: said so.
  const second = runCms({ site: await freePort() });
  const { code, output } = await second.ended;
  expect(output).toContain(`Port ${proxyPort}, where the editor saves files, is used by another content editor`);
  expect(code).toBe(1);
  // And a value that is not a port.
  const wrong = spawn(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/cms.ts"], {
    cwd: project,
    env: { ...process.env, PORT: String(await freePort()), CMS_PROXY_PORT: "eighty", CI: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  wrong.stderr!.on("data", (chunk: Buffer) => (said += chunk.toString()));
  expect(await new Promise((resolve) => wrong.on("exit", resolve))).toBe(1);
  expect(said).toContain("CMS_PROXY_PORT=eighty is not a port: write a number from 1024 to 65535, e.g. CMS_PROXY_PORT=8082 npm run cms");
  expect(await proxyAnswers()).toBe(true);
});

/** Picks an option in one of Decap's choice fields (a select or a link to another collection). */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).fill(typed);
  // The visible list of the field being typed in, not the picture fields' native lists.
  await page.getByRole("option", { name: option }).filter({ visible: true }).first().click();
}

/**
 * Lets the body editor take in a caret moved by the keyboard before anything is typed. Slate reads
 * the page's selection on `selectionchange` through a 100 ms throttle, so keys typed sooner land
 * where the caret was before (on a busy machine, "## Who reads them" arrived mid-paragraph). A
 * 150 ms timer in the page runs after the throttle's own, which was set first.
 */
async function caretSettled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
}

/** Replaces a text field's words as a person does: all of them selected, the new ones typed. */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+A");
  await field.press("Backspace");
  await field.pressSequentially(text);
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

async function login(page: Page, path: string) {
  await page.goto(`${EDITOR}/admin/#/${path}`);
  await page.getByRole("button", { name: "Login" }).click();
}

/** On this computer the editor's button saves the files, and says so: nothing goes online (decision 035). */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Save on this computer", exact: true }).click();
  await page.getByText("Save now", { exact: true }).click();
}

/** The messages the editor shows under its fields. */
const fieldErrors = (page: Page) => page.locator('[class*="ControlErrorsList"] li');

/** A saved file's YAML: the whole file, or an article's frontmatter and its Markdown. */
function readSaved(file: string) {
  const text = readFileSync(file, "utf8");
  const [, frontmatter, markdown = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { data: parse(frontmatter ?? text) as unknown, markdown };
}

test("an article is refused until it follows the rules, its picture chosen from a list and its ## a heading", async ({ page }) => {
  const errors = editorErrors(page);
  await login(page, "collections/insights/new");
  // A blank entry has not been saved, and does not say it has.
  await expect(page.getByText("Changes saved", { exact: true })).toBeHidden();
  // Published blank: each required field says so in the build's words, not Decap's.
  await publish(page);
  await expect(page.getByText("Nothing was saved: each field in red says what to change.")).toBeVisible();
  await expect(fieldErrors(page).first()).toHaveText("must not be empty");
  expect(await fieldErrors(page).allTextContents()).not.toContainEqual(expect.stringMatching(/is required|didn't match/));

  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await title.fill("Monolith");
  await page.getByLabel("Description", { exact: true }).fill(ARTICLE.description);
  await choose(page, "Author", "Arjun", "Arjun Kulkarni");
  await page.getByLabel("Published on").fill("2026-11-20");
  // Topics by the names their pages use.
  await choose(page, "Topics", "Testing", /^Testing$/);
  await choose(page, "Industries it concerns (optional)", "Fintech", /fintech/i);

  // The picture: chosen from the pictures that exist, shown as a thumbnail; no other ID can be entered.
  const picture = page.getByLabel("Which picture", { exact: true });
  const offered = await picture.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered).toContain("insights/rbi-lending-rules-as-acceptance-tests/hero");
  expect(offered).toContain("home/team");
  expect(offered).not.toContain("insights/monolith-or-microservices/hero");
  await expect(picture.selectOption("insights/monolith-or-microservices/hero", { timeout: 2000 })).rejects.toThrow();
  await picture.selectOption("insights/rbi-lending-rules-as-acceptance-tests/hero");
  await expect(page.getByRole("img", { name: "Thumbnail of insights/rbi-lending-rules-as-acceptance-tests/hero" })).toBeVisible();
  await page.getByLabel("Description of the picture").fill("A release checklist beside a phone showing a short changelog");

  // The body opens in Markdown mode; each word of the mode switch chooses its mode.
  const bodyField = page.getByLabel("markdown field");
  const modeSwitch = bodyField.getByRole("switch");
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");
  await bodyField.getByText("Rich Text", { exact: true }).click();
  await expect(modeSwitch).not.toHaveAttribute("aria-checked", "true");
  await bodyField.getByText("Markdown", { exact: true }).click();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");

  // A short body without a section, under a one-word title: refused, with the build's words.
  await bodyField.getByRole("textbox").click();
  await page.keyboard.type(ARTICLE.sentence);
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("complementary", { name: "Article check" })).toContainText("12 words (an article needs 800 to 1,500)");
  await publish(page);
  await expect(fieldErrors(page)).toContainText([
    "needs at least 3 words, saying what the article is about",
    "has 12 words: an article needs 800 to 1,500 · needs at least one section: a line starting with ## and its heading",
  ]);

  // Long enough, still without a ## section.
  await bodyField.getByRole("textbox").click();
  await expect(bodyField.getByRole("textbox")).toBeFocused();
  await page.keyboard.press("Control+End");
  await caretSettled(page);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText(prose(820));
  await retype(title, "Release Notes That Customers Read");
  await publish(page);
  await expect(fieldErrors(page)).toContainText([
    "must be in sentence case: a capital for the first word and for names only",
    "needs at least one section: a line starting with ## and its heading",
  ]);

  // A section typed as a person types it: ## arrives as a heading.
  await retype(title, ARTICLE.title);
  await bodyField.getByRole("textbox").click();
  // The caret goes to the start once the body has the focus (a key pressed before lands nowhere).
  await expect(bodyField.getByRole("textbox")).toBeFocused();
  await page.keyboard.press("Control+Home");
  await caretSettled(page);
  await page.keyboard.type(`## ${ARTICLE.heading}`);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(preview.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: ARTICLE.heading })).toBeVisible();
  await expect(preview.getByText("Arjun Kulkarni · 2026-11-20")).toBeVisible();
  await expect(preview.getByRole("list", { name: "Topics" })).toHaveText("Testing");

  await publish(page);
  const file = join(project, "src/content/insights", `${ARTICLE.slug}.mdx`);
  // Whole: the file may be seen while it is still being written.
  await expect.poll(() => existsSync(file) && readFileSync(file, "utf8").includes(`## ${ARTICLE.heading}`), { timeout: 20_000 }).toBe(true);
  const { data, markdown } = readSaved(file);
  expect(insightSchema(slugReference).parse(data)).toMatchObject({
    title: ARTICLE.title,
    author: { collection: "team", id: "arjun-kulkarni" },
    tags: ["testing"],
    industries: [{ collection: "industries", id: "fintech" }],
    image: { id: "insights/rbi-lending-rules-as-acceptance-tests/hero" },
  });
  expect(markdown).toMatch(new RegExp(`^## ${ARTICLE.heading}$`, "m"));
  expect(markdown).not.toContain("\\#");
  // Decap rejects a refused save with no reason, which the page reports as "undefined": twice here.
  expect(errors).toEqual([]);
});

test("the new article is on the local site once saved, with no restart, and its page's islands load", async ({ page }) => {
  // Astro's list of articles' modules was read once: a new article answered 500 until a restart.
  const path = `${EDITOR}/insights/${ARTICLE.slug}`;
  await expect.poll(async () => (await fetch(path)).status, { timeout: 60_000, intervals: [1000] }).toBe(200);
  const outdated: string[] = [];
  page.on("response", (response) => response.status() >= 500 && outdated.push(`${response.status()} ${response.url()}`));
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: ARTICLE.heading })).toBeVisible();
  await page.goto(`${EDITOR}/insights`);
  await expect(page.getByRole("link", { name: ARTICLE.title }).first()).toBeVisible();
  expect(outdated).toEqual([]);
});

test("an edited result changes one line of its case study, a figure the story does not repeat is refused, and setting it back leaves the file as it was", async ({ page }) => {
  const errors = editorErrors(page);
  const file = join(project, "src/content/cases/retail-operations.yaml");
  const original = readFileSync(file, "utf8");
  await login(page, "collections/cases/entries/retail-operations");
  const figure = page.getByLabel("Figure", { exact: true }).nth(1);
  await expect(figure).toHaveValue("30%");
  // "View Live" opens the page on this computer's site.
  await expect(page.getByRole("link", { name: /View Live/ })).toHaveAttribute("href", `${EDITOR}/case/retail-operations`);
  // Untouched, there is nothing to save.
  await expect(page.getByRole("button", { name: "Save on this computer", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: /Publish/ })).toHaveCount(0);

  // A figure the story does not tell is refused before saving, in the content check's words.
  await figure.fill("31%");
  await publish(page);
  await expect(fieldErrors(page)).toContainText(['31% appears nowhere in "The story, in five phases": write it in the phase that tells it, or change this figure']);
  expect(readFileSync(file, "utf8")).toBe(original);
  await retype(figure, "30%");

  await page.evaluate("window.beforeSave = true");
  const label = page.getByLabel("What it measures", { exact: true }).nth(1);
  await label.fill("fewer stock-outs of fast-moving SKUs");
  await publish(page);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 20_000 }).not.toBe(original);
  // Saved, it says where, and how to put it online.
  await expect(page.getByText(LOCAL_PUBLISH_HINT)).toBeVisible();
  const before = original.split("\n");
  const after = readFileSync(file, "utf8").split("\n");
  expect(after).toHaveLength(before.length);
  expect(after.filter((line, i) => line !== before[i])).toEqual(["    label: fewer stock-outs of fast-moving SKUs"]);

  // The editor's page did not reload by itself after the save.
  await page.waitForTimeout(1500);
  expect(await page.evaluate("window.beforeSave")).toBe(true);
  // Decap compares an edit with the entry as it was when the page opened it: opened again, as
  // saved, setting the figure back is a change to publish.
  await page.reload();
  // The whole editor loads again after the reload: the minute a busy machine needs, as the home
  // preview's reload gets.
  await expect(label).toHaveValue("fewer stock-outs of fast-moving SKUs", { timeout: 60_000 });
  await retype(label, "fewer stock-outs on fast-moving SKUs");
  await publish(page);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 20_000 }).toBe(original);
  // Decap rejects the refused save with no reason, which the page reports as "undefined".
  expect(errors).toEqual([]);
});

test("the copy's rules of one entry are checked before saving: who owns the code, no exception to subcontracting, a team within the promised size", async ({ page }) => {
  // They were checked only by npm run publish, after the marketer had saved and moved on.
  const file = join(project, "src/content/cases/retail-operations.yaml");
  const original = readFileSync(file, "utf8");
  await login(page, "collections/cases/entries/retail-operations");
  await retype(page.getByLabel("People on the team", { exact: true }), "20");
  const story = page.getByLabel("What happened", { exact: true }).first();
  await story.click();
  await story.press("ControlOrMeta+End");
  // Typed as a person types, each key redrawing Decap's form: short, with room for a busy machine.
  await story.pressSequentially(" The code is yours, and freelancers helped except at night.", { timeout: 60_000 });
  await publish(page);
  await expect(fieldErrors(page)).toContainText([
    '"code is yours": state who owns the code with {codeOwnership} alone · makes an exception to "no subcontractors or freelancers" that /about does not make',
    "20, but site.json commitments.teamSize is 4 to 14",
  ]);
  expect(readFileSync(file, "utf8")).toBe(original);
});

test("the home page and the settings preview as the site shows them, not as Decap's raw fields", async ({ page }) => {
  const home = readEntry("home", "home").data;
  await login(page, "collections/home/entries/home");
  const preview = page.frameLocator("#preview-pane");
  // The editor, a 5 MB application, loads, then draws the home page's long form and its whole
  // preview: on a busy machine, a while (as after the reload below).
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(home.hero.lead, { timeout: 60_000 });
  // The cards and testimonials are the home page's own components (src/cms/site-markup.ts).
  await expect(preview.getByRole("list", { name: "Testimonials" }).getByRole("listitem")).toHaveCount(home.testimonials.length);
  await expect(preview.locator('[data-site-component="CaseStudyGrid"] .card')).toHaveCount(home.caseCards.length);
  await expect(preview.getByRole("list", { name: "Capabilities" }).locator(".capability-card").first()).toBeVisible();
  for (const section of ["CapabilityCards", "CaseStudyGrid", "TestimonialSlider"]) {
    await preview.locator(`[data-site-component="${section}"]`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`home-preview-${section}.png`) });
  }
  // The copy's tokens filled as the site fills them, the figures on the site's dark panel.
  await expect(preview.locator("article")).not.toContainText("{capabilities}");
  await expect(preview.locator("article")).not.toContainText("{clientCountries}");
  await expect(preview.getByRole("heading", { name: /^[A-Z][a-z]+ ways we can help$/ })).toBeVisible();
  await expect(preview.locator(".bg-ink-950").getByRole("definition").first()).toHaveCSS("color", "rgb(255, 255, 255)");
  await page.screenshot({ path: test.info().outputPath("home-preview.png") });
  // Reloaded on its address, the entry opens with its values, in the form and the preview.
  await page.reload();
  // The whole editor loads again after the reload, and draws the home page's long form: on a busy machine, a while.
  await expect(page.getByLabel("Headline before the rotating word", { exact: true })).toHaveValue(home.hero.lead, { timeout: 60_000 });
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(home.hero.lead);
  // Another entry's address typed over it: that entry opens afresh, with its values (Decap kept the
  // home page's view and showed the settings' fields empty).
  await page.goto(`${EDITOR}/admin/#/collections/site/entries/site`);
  await expect(page.getByLabel("Name", { exact: true }).first()).toHaveValue("Kovira Labs", { timeout: 60_000 });
  await expect(preview.getByRole("heading", { level: 1, name: "Kovira Labs" })).toBeVisible();
  await expect(preview.getByRole("definition").filter({ hasText: "hello@kovira-labs.com" })).toBeVisible();
  // Typed in the form, shown in the preview as it is typed.
  await retype(page.getByLabel("Tagline", { exact: true }), "Product engineering for lenders");
  await expect(preview.getByText("Product engineering for lenders")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("settings-preview.png") });
});

test("an entry opened and left untouched never says it has unsaved changes, in any collection", async ({ page }) => {
  test.setTimeout(300_000);
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await login(page, "collections/insights");
  for (const collection of ["insights", "cases", "industries", "capabilities", "team", "home", "company", "legal", "site"]) {
    await page.goto(`${EDITOR}/admin/#/collections/${collection}`);
    const first = page.locator(`a[href*="#/collections/${collection}/entries/"]`).first();
    const network = watchNetwork(page);
    await first.click();
    await expect(page.locator("#preview-pane")).toBeVisible({ timeout: 30_000 });
    // As a person reads it: its widgets fetch what they list (pictures, entries) and settle.
    await network.quiet();
    await expect(page.getByText(/unsaved changes/i), collection).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save on this computer", exact: true }), collection).toBeHidden();
    await page.goBack();
    await expect(page.locator(`a[href*="#/collections/${collection}/entries/"]`).first()).toBeVisible();
  }
  expect(asked, "the editor asked whether to leave unsaved changes").toEqual([]);
});

test("the media library opens, is called what it holds, and says where the site's own pictures are chosen", async ({ page }) => {
  await login(page, "collections/insights");
  await page.getByRole("button", { name: MEDIA_LIBRARY }).or(page.getByRole("link", { name: MEDIA_LIBRARY })).first().click();
  await expect(page.getByRole("heading", { name: MEDIA_LIBRARY })).toBeVisible();
  await expect(page.getByText(NO_UPLOADS)).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
  // Its own Upload button refuses a file only named like a photo, as an entry's picture field does.
  await page.locator('input[type="file"]').setInputFiles({ name: "notes-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Just some notes, renamed") });
  await expect(page.getByRole("alert").filter({ hasText: /^notes-photo\.jpg is not a picture the site can use: .* Nothing was uploaded/ })).toBeVisible();
  await expect(page.getByText("notes-photo.jpg", { exact: true })).toHaveCount(0);
  expect(existsSync(join(project, "src/content/uploads/notes-photo.jpg"))).toBe(false);
});

test("a picture list keeps its choice when letters are typed into it, and changes only when a picture is chosen", async ({ page }) => {
  await login(page, "collections/insights/entries/offline-first-field-apps");
  const picture = page.getByLabel("Which picture", { exact: true });
  await expect(picture).toHaveValue("insights/offline-first-field-apps/hero");
  // Type-ahead would have chosen "home/…" or "cases/…" without a word.
  await picture.focus();
  await page.keyboard.type("home team cases");
  await expect(picture).toHaveValue("insights/offline-first-field-apps/hero");
  await expect(page.getByRole("button", { name: "Save on this computer", exact: true })).toBeHidden();
  // Chosen on purpose, it changes, thumbnail and all.
  await picture.selectOption("home/team");
  await expect(page.getByRole("img", { name: "Thumbnail of home/team" })).toBeVisible();
});

test("team members are entries of their own, each edited in its own file", async ({ page }) => {
  const errors = editorErrors(page);
  await login(page, "collections/team");
  for (const summary of ["Arjun Kulkarni, Co-founder & CTO", "Meera Iyer, Head of Design", "Nandini Rao, Co-founder & CEO"])
    await expect(page.getByText(summary, { exact: true })).toBeVisible();

  // A member's role is edited in their own file, one line of it.
  const file = join(project, "src/content/team/meera-iyer.yaml");
  const original = readFileSync(file, "utf8");
  await page.getByText("Meera Iyer, Head of Design", { exact: true }).click();
  const role = page.getByLabel("Role", { exact: true });
  await expect(role).toHaveValue("Head of Design");
  await role.fill("Head of Design and Research");
  await publish(page);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 20_000 }).not.toBe(original);
  const before = original.split("\n");
  expect(readFileSync(file, "utf8").split("\n").filter((line, i) => line !== before[i])).toEqual(["role: Head of Design and Research"]);
  writeFileSync(file, original);
  expect(errors).toEqual([]);
});

test("a member's signature is chosen among those there are, with its picture, and a text's length is counted as it is typed", async ({ page }) => {
  const errors = editorErrors(page);
  await login(page, "collections/team/entries/meera-iyer");
  const signature = page.getByLabel("Signature", { exact: true });
  await expect(signature).toHaveValue("signatures/meera-iyer");
  await expect(page.getByRole("img", { name: "Signature signatures/meera-iyer" })).toBeVisible();
  const offered = await signature.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.filter(Boolean).sort()).toEqual(
    readdirSync(join(ROOT, "public/images/signatures")).map((name) => `signatures/${name.replace(/\.svg$/, "")}`).sort(),
  );
  await expect(signature.selectOption("signatures/nobody", { timeout: 2000 })).rejects.toThrow();
  // The preview is the team section's card and profile, in the site's style.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator(".team-card")).toContainText("Head of Design");
  await expect(preview.getByRole("img", { name: "Signature of Meera Iyer" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("team-preview.png") });
  await preview.getByRole("img", { name: "Signature of Meera Iyer" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("team-preview-profile.png") });
  // The short bio's limits, counted while typing.
  const about = page.getByLabel("Short bio", { exact: true });
  await retype(about, "Designs.");
  await expect(page.locator("[data-counter]").filter({ hasText: /^8 characters \(40 to 200\)$/ })).toBeVisible();

  expect(errors).toEqual([]);
});

test("an article's link to a page the site does not have, a tag-like placeholder and a case study outside its industries, are refused in the content check's words", async ({ page }) => {
  const errors = editorErrors(page);
  await login(page, `collections/insights/entries/${ARTICLE.slug}`);
  const bodyField = page.getByLabel("markdown field");
  await bodyField.getByRole("textbox").click();
  await expect(bodyField.getByRole("textbox")).toBeFocused();
  await page.keyboard.press("Control+End");
  await caretSettled(page);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText("See [our prices](/pricing) before anyone asks, then run `deploy <your-service>`.");
  await choose(page, "Case studies it draws on (optional)", "Meal", /Meal logging by photo and voice/i);
  // The link is checked as the text loses the focus, before Save.
  await expect(fieldErrors(page)).toContainText(["links to /pricing, a page this site does not have"]);
  // A count the content does not have, in any text of the page's copy.
  await retype(page.getByLabel("Description", { exact: true }), "Nineteen case studies show how we write release notes that branch staff and borrowers read and act on.");
  await expect(page.locator("[data-counter]").filter({ hasText: /^\d+ characters \(at most 80\)$/ })).toBeVisible();
  await publish(page);
  await expect(fieldErrors(page)).toContainText([
    /^Meal logging by photo and voice is a .+ case, outside the article's industries \((?!fintech\))[^)]+\)$/,
    "links to /pricing, a page this site does not have: link a page that exists, e.g. /privacy",
  ]);
  // A tag-like placeholder, even in inline code, as the content check refuses it.
  await expect(fieldErrors(page)).toContainText([
    "has <your-service>, which the site reads as HTML: write it without the angle brackets (your-service), or put it in a block between lines of ```",
  ]);
  await expect(fieldErrors(page)).toContainText([/^"Nineteen case studies", but the content has \d+ case studies$/]);
  // A phrase the site rations across its files, counted in the other entries (the editor's catalogue).
  const { site } = (await (await page.request.get(`${EDITOR}/admin/catalogue.json`)).json()) as { site: { rationed: { phrase: string; limit: number; saying: unknown[] }[] } };
  const beforeAnyone = site.rationed.find((ration) => ration.phrase === "before anyone")!;
  expect(beforeAnyone.limit).toBe(4);
  if (beforeAnyone.saying.length >= 4)
    await expect(fieldErrors(page)).toContainText([/"before anyone" is on \d+ files of the site, at most 4: reword it in one place, here or in /]);
  // Refused by rules other than an empty field: the notice all the same, and the cursor in the first red field.
  await expect(page.getByText("Nothing was saved: each field in red says what to change.")).toBeVisible();
  await expect(page.locator('[class*="ControlContainer"]').filter({ has: fieldErrors(page) }).first().locator(":focus")).toHaveCount(1);
  expect(readFileSync(join(project, "src/content/insights", `${ARTICLE.slug}.mdx`), "utf8")).not.toContain("/pricing");
  expect(errors).toEqual([]);
});

test("a paste from Google Docs or Word keeps headings, bold, italics, lists and links as Markdown, leaves out pictures and tables with a note, and never crashes the editor", async ({
  page,
}) => {
  const errors = editorErrors(page);
  // An article of the site's own, whatever ran before.
  const slug = readdirSync(join(ROOT, "src/content/insights"))[0]!.replace(/\.mdx$/, "");
  const opening = readFileSync(join(ROOT, "src/content/insights", `${slug}.mdx`), "utf8").split("\n---\n")[1]!.trim().split("\n")[0]!;
  await login(page, `collections/insights/entries/${slug}`);
  const bodyField = page.getByLabel("markdown field");
  // The text itself (Rich Text shows an article's code blocks in boxes of their own).
  const box = bodyField.locator('[data-slate-editor="true"]');
  const paste = (html: string) =>
    box.evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData("text/html", pasted);
      data.setData("text/plain", "the words alone");
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);
  const toEnd = async () => {
    await box.click();
    await expect(box).toBeFocused();
    await page.keyboard.press("Control+End");
    await caretSettled(page);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
  };

  // Markdown mode: Google Docs' formatting arrives as Markdown; its picture is left out, and a note says so.
  await toEnd();
  // Its link to the site, as copied from the page on this computer.
  await paste(GOOGLE_DOCS.replaceAll("http://localhost:4321", EDITOR));
  await expect(box).toContainText("## Why release notes matter");
  await expect(box).toContainText("**Branch staff** read them _first_, see [our fintech work](/services/fintech).");
  await expect(box).toContainText("- What changed");
  await expect(box).not.toContainText("the words alone");
  await expect(page.locator("[data-paste-note]")).toHaveText(/A picture from outside the site left out/);
  // What was there before the paste still is.
  await expect(box).toContainText(opening.slice(0, 40));

  // Rich Text mode: Word's bold, a picture and a table; the editor does not crash.
  await bodyField.getByText("Rich Text", { exact: true }).click();
  await toEnd();
  await paste(`${WORD}<p><img src="https://example.com/photo.png"></p>`);
  await expect(bodyField.locator("strong", { hasText: "Bold lead" })).toBeVisible();
  await expect(page.locator("[data-paste-note]")).toContainText("A table left out");
  await expect(page.locator("[data-paste-note]")).toContainText("A picture from outside the site left out");
  await expect(page.getByText(/open an issue/i)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the home page chooses its four team members by name, in the order it shows them", async ({ page }) => {
  const errors = editorErrors(page);
  await login(page, "collections/home/entries/home");
  const members = page.getByLabel("relation field").filter({ hasText: "Team members" });
  // The order is the home page's to choose: read from its file, never written here.
  const order = readEntry("home", "home").data.teamMembers.map((member) => readEntry("team", member.id).data.name);
  expect(order).toHaveLength(4);
  // The names arrive once the editor has read the team's entries: slow on a busy machine.
  await expect(members.getByText(new RegExp(`^(${order.join("|")})$`))).toHaveText(order, { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test("a new case study written in the editor is saved with its story, facts and results", async ({ page }) => {
  const errors = editorErrors(page);
  await login(page, "collections/cases/new");

  const text = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(CASE.title);

  // Too short a summary, too small a team, one technology: refused with what the build says of them.
  await text("One-line summary", "Branch loans");
  await text("People on the team", "1");
  await choose(page, "Technologies", "react", /^react$/);
  await publish(page);
  const buildSays = (schema: ZodTypeAny, value: unknown) => schema.safeParse(value).error!.issues[0]!.message;
  const { shape } = caseStudySchema(slugReference);
  const expected = [
    buildSays(shape.heroTitle, ""),
    buildSays(shape.summary, "Branch loans"),
    buildSays(shape.facts.shape.team, 1),
    buildSays(shape.technologies, ["react"]),
  ];
  expect(expected).toEqual(["must not be empty", "between 20 and 110 characters", "must be between 2 and 60", "needs 4 to 9 entries"]);
  const refused = await fieldErrors(page).allTextContents();
  expect(refused).toEqual(expect.arrayContaining(expected));
  expect(refused).not.toContainEqual(expect.stringMatching(/is required|didn't match|item\(s\)/));
  await text("Industry", "Fintech");
  await text("Client", "A gold-loan NBFC in Kerala");
  await text("One-line summary", "A tablet onboarding flow that cut branch loan time from 40 to 12 minutes");
  await text("Description for search results", "How we rebuilt branch onboarding for a gold-loan NBFC in Kerala: tablet KYC, appraisal capture and same-visit disbursal.");
  await text("Headline", CASE.headline);
  await text("Line under the headline", "Tablet KYC, appraisal and disbursal in one visit, across 300 branches.");
  await page.getByLabel("Which picture", { exact: true }).selectOption("cases/retail-operations/hero");
  await text("Description of the picture", "A branch counter with a tablet showing a loan form");

  // A new case study starts with its five phases, in order; each needs its story.
  const stories = page.getByLabel("What happened", { exact: true });
  await expect(stories).toHaveCount(5);
  for (let i = 0; i < 5; i++) await stories.nth(i).fill(`${CASE.story} Phase ${i + 1} of the work, told with the branch staff's own numbers.`);

  for (const technology of ["kotlin", "postgresql", "aws"]) await choose(page, "Technologies", technology, new RegExp(`^${technology}$`));
  await choose(page, "Industry page (optional)", "Fin", /fintech/i);
  await choose(page, "Capabilities", "Product", /product moderni[sz]ation/i);
  await text("Region", "Kerala, India");
  await text("Started in", "2025-06");
  await text("Length of the engagement", "9 months");
  await choose(page, "Support after the engagement", "cont", /continues/);
  await text("People on the team", "8");
  const results: [string, string][] = [["70%", "less time at the counter"], ["300", "branches live"], ["12 min", "from walk-in to disbursal"]];
  for (const [i, [value, label]] of results.entries()) {
    await page.getByRole("button", { name: "Add result" }).click();
    await page.getByLabel("Figure", { exact: true }).nth(i).fill(value);
    await page.getByLabel("What it measures", { exact: true }).nth(i).fill(label);
  }

  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1, name: CASE.headline })).toBeVisible();
  // Pages by their names, not their file names.
  await expect(preview.getByText("Product modernisation", { exact: false })).toBeVisible();
  await page.evaluate("window.beforeSave = true");
  await publish(page);
  const file = join(project, "src/content/cases", `${CASE.slug}.yaml`);
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  // Saved, the new entry moves to its own address in the same page: not opened afresh.
  await expect(page).toHaveURL(new RegExp(`#/collections/cases/entries/${CASE.slug}$`));
  expect(await page.evaluate("window.beforeSave")).toBe(true);
  const saved = caseStudySchema(slugReference).parse(readSaved(file).data);
  expect(saved).toMatchObject({
    heroTitle: CASE.headline,
    heroImage: { id: "cases/retail-operations/hero" },
    technologies: ["react", "kotlin", "postgresql", "aws"],
    facts: {
      industry: { collection: "industries", id: "fintech" },
      capabilities: [{ collection: "capabilities", id: "product-modernization" }],
      region: "Kerala, India",
      started: "2025-06",
      engagement: "9 months",
      support: "continues",
      team: 8,
    },
  });
  expect(saved.timelineData.map((phase) => phase.title)).toEqual([...TIMELINE_PHASES]);
  expect(saved.metrics).toHaveLength(3);
  // Decap rejects the refused save with no reason, which the page reports as "undefined".
  expect(errors).toEqual([]);
});

/** An article whose picture ID is broken by hand, and what the site says about it. */
const BROKEN = {
  file: "src/content/insights/offline-first-field-apps.mdx",
  path: "/insights/offline-first-field-apps",
  message:
    'src/content/insights/offline-first-field-apps.mdx: image.id: Unknown picture "insights/monolith-or-microservices/hero": choose one from the list in the content editor, or generate it with tools/artwork',
  break: (text: string) => text.replace("id: insights/offline-first-field-apps/hero", "id: insights/monolith-or-microservices/hero"),
};

test("a picture ID broken by hand shows a placeholder on its page only, and every other page stays up", async ({ page, request }) => {
  const file = join(project, BROKEN.file);
  const original = readFileSync(file, "utf8");
  const since = cmsOutput.length;
  writeFileSync(file, BROKEN.break(original));
  const message = BROKEN.message;
  // Astro's dev server forgets its pages' props when a file changes and again when it has written
  // its content store (about half a second later), and a request under way at that moment puts
  // the old ones back until the next change: ask for the page once the content layer has reloaded
  // the file and the store has been written.
  await expect
    .poll(() => stripVTControlCharacters(cmsOutput.slice(since)).includes("Reloaded data from offline-first-field-apps.mdx"), { timeout: 60_000 })
    .toBe(true);
  await page.waitForTimeout(1500);
  await expect
    .poll(async () => (await (await request.get(`${EDITOR}/insights/offline-first-field-apps`)).text()).includes("Unknown picture"), { timeout: 60_000 })
    .toBe(true);
  await page.goto(`${EDITOR}/insights/offline-first-field-apps`);
  await expect(page.getByRole("img", { name: message })).toBeVisible();
  for (const path of ["/", "/insights", "/case/retail-operations", "/rss.xml", "/insights/upi-callbacks-exactly-once"]) {
    const response = await request.get(`${EDITOR}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain("Unknown picture");
  }
  writeFileSync(file, original);
});

test("a case study the schema refuses, edited by hand, says so on its own page with the file and field, and every page stays up", async ({ page, request }) => {
  const file = join(project, "src/content/cases/loan-core-migration.yaml");
  const original = readFileSync(file, "utf8");
  const since = cmsOutput.length;
  writeFileSync(file, original.replace(/^client: .*\n/m, "").replace(/^title: .*$/m, "title: 42"));
  await expect
    .poll(() => stripVTControlCharacters(cmsOutput.slice(since)).includes("src/content/cases/loan-core-migration.yaml: title: must be text"), { timeout: 60_000 })
    .toBe(true);
  await page.goto(`${EDITOR}/case/loan-core-migration`);
  const notice = page.getByRole("alert").filter({ hasText: "a content file breaks a rule" });
  await expect(notice).toContainText("src/content/cases/loan-core-migration.yaml");
  await expect(notice).toContainText("title: must be text, not a number: put it in quotes");
  await expect(notice).toContainText("client: is missing (it must be text)");
  // Below the notice, the case as it was before the edit.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const path of ["/", "/case", "/case/retail-operations", "/services/fintech", "/about"]) {
    const response = await request.get(`${EDITOR}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain("data-content-problems");
  }
  writeFileSync(file, original);
  await expect.poll(async () => (await (await request.get(`${EDITOR}/case/loan-core-migration`)).text()).includes("data-content-problems"), { timeout: 60_000 }).toBe(false);
});

/** Opens the retail case in the editor and its first picture's upload window: the case's file, its text before, the picture field. */
async function openUploadOnRetailCase(page: Page) {
  const file = join(project, "src/content/cases/retail-operations.yaml");
  const original = readFileSync(file, "utf8");
  await login(page, "collections/cases/entries/retail-operations");
  const picture = page.getByLabel("Which picture", { exact: true }).first();
  await expect(picture).toHaveValue("cases/retail-operations/hero");
  await page.getByRole("button", { name: "Upload a photo…" }).first().click();
  return { file, original, picture };
}

test("a file only named like a photo is refused as it is uploaded: the editor says why and what to do, and nothing is uploaded or saved", async ({ page }) => {
  const { file, original, picture } = await openUploadOnRetailCase(page);
  await page.locator('input[type="file"]').setInputFiles({ name: "fake-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Just some notes, renamed") });
  await expect(page.getByRole("alert").filter({ hasText: /^fake-photo\.jpg is not a picture the site can use: .* Nothing was uploaded: choose another/ })).toBeVisible();
  // Not in the upload window's list, not in the entry, and nothing to save.
  await expect(page.getByText("fake-photo.jpg", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Choose selected" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(picture).toHaveValue("cases/retail-operations/hero");
  await expect(page.getByRole("button", { name: "Save on this computer", exact: true })).toBeHidden();
  expect(readFileSync(file, "utf8")).toBe(original);
  expect(existsSync(join(project, "src/content/uploads/fake-photo.jpg"))).toBe(false);
  expect(cmsOutput).not.toContain("An upload could not be used");
});

test("a photo uploaded in the editor is saved with its entry, named for the site and encoded within its budget", async ({ page }) => {
  const errors = editorErrors(page);
  const { file, original, picture } = await openUploadOnRetailCase(page);
  // Decap's media library: the photo as a person's camera names it, then "Choose selected".
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#6b8e23" } })
    .composite([{ input: Buffer.from('<svg width="2400" height="1600"><circle cx="1200" cy="800" r="600" fill="#f4a460"/></svg>') }])
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "Team Offsite.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(picture).toHaveValue("uploads/team-offsite");
  await expect(page.getByText("Uploaded: saved with this entry when you save it, then prepared for the site in a few seconds.")).toBeVisible();

  // Published: the photo is saved in the media folder with the entry, then encoded by
  // `npm run cms` at the site's widths, within a hero's byte budget.
  await publish(page);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 20_000 }).toContain("id: uploads/team-offsite");
  await expect.poll(() => readdirSync(join(project, "src/content/uploads")), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^team[ -]offsite\.jpg$/i));
  const encoded = join(project, "public/images/uploads/team-offsite-1280.avif");
  await expect.poll(() => existsSync(encoded), { timeout: 30_000 }).toBe(true);
  expect(readFileSync(encoded).length).toBeLessThanOrEqual(80_000);
  await expect
    .poll(() => (JSON.parse(readFileSync(join(project, "src/content/generated/uploads.json"), "utf8")) as Record<string, unknown>)["uploads/team-offsite"], { timeout: 10_000 })
    .toMatchObject({ width: 1920, height: 1280, widths: [640, 1280, 1920] });
  writeFileSync(file, original);
  expect(errors).toEqual([]);
});

test("a build fails on the page of a picture broken by hand, naming its file and field; then builds the edited tree", async () => {
  test.setTimeout(400_000);
  // The editor's dev server and the build share the copy's caches: one at a time.
  const exited = new Promise((resolve) => cms!.once("exit", resolve));
  cms!.kill("SIGTERM");
  await exited;

  // The pages that list the article (home, /insights, the feed) only warn; its own page fails the build.
  const file = join(project, BROKEN.file);
  const original = readFileSync(file, "utf8");
  writeFileSync(file, BROKEN.break(original));
  const failed = await run(process.execPath, [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: project,
    env: { ...process.env, BUILD_DIR: "build", FORCE_COLOR: "0" },
    timeout: 250_000,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    () => undefined,
    (error: { stdout: string; stderr: string }) => `${error.stdout}\n${error.stderr}`,
  );
  writeFileSync(file, original);
  expect(failed, "the build fails").toBeDefined();
  expect(failed).toContain(`${BROKEN.message}. Pages that list this entry show it without the picture; its own page fails the build.`);
  expect(failed).toContain(`A picture this page shows does not exist:\n  ${BROKEN.message}`);
  // The warning once for all the pages that list the article (Astro then repeats its own error).
  expect(failed!.split(`${BROKEN.message}. Pages that list this entry`).length, failed).toBe(2);

  await run(process.execPath, [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build", "--silent"], {
    cwd: project,
    env: { ...process.env, BUILD_DIR: "build" },
    timeout: 250_000,
  });
  const page = (path: string) => readFileSync(join(project, "build/client", path, "index.html"), "utf8");
  expect(page(`insights/${ARTICLE.slug}`)).toContain(ARTICLE.title);
  expect(page(`insights/${ARTICLE.slug}`)).toMatch(new RegExp(`<h2 id="who-reads-them"[^>]*>${ARTICLE.heading}`));
  expect(page("insights")).toContain(`/insights/${ARTICLE.slug}`);
  expect(page(`case/${CASE.slug}`)).toContain(CASE.headline);
  expect(page("case")).toContain(`/case/${CASE.slug}`);
});
