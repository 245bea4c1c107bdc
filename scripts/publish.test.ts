import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { authorOf, changedFiles, commitMessage, fromCommandLine, pagesOf, publish, PUBLISHER_CONFIG, SAY, SITE_URL, whereLive, whoPublishes } from "./publish";
import { entryName, failureSummary, fieldName, namedFailures, problemList, schemaProblems, testProblems, uploadProblems } from "./publish-problems";

/*
 * `npm run publish` in a repository of its own, pushing to a second one (the host's): a green
 * check commits the content and pushes it; a red one commits and pushes nothing and says what to
 * do; files outside src/content/ are never committed.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function repository() {
  const root = mkdtempSync(join(tmpdir(), "kovira-publish-"));
  folders.push(root);
  const remote = join(root, "remote.git");
  const work = join(root, "work");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work, encoding: "utf8" }).trim();
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch=main", remote]);
  execFileSync("git", ["clone", "--quiet", remote, work], { stdio: "ignore" });
  git("config", "user.email", "marketing@example.com");
  git("config", "user.name", "Marketing");
  mkdirSync(join(work, "src/content/cases"), { recursive: true });
  writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail\n");
  writeFileSync(join(work, "README.md"), "site\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "start");
  git("push", "--quiet", "origin", "main");
  const remoteLog = () => execFileSync("git", ["log", "--format=%s", "main"], { cwd: remote, encoding: "utf8" }).trim().split("\n");
  return { work, git, remoteLog };
}

/** What the content check printed when an article's title was in Title Case (colours and all). */
const SCHEMA_ERROR = [
  "\u001b[31m\u001b[1mInvalidContentEntryDataError\u001b[22m: **insights → offline-first-field-apps** data does not match collection schema.",
  "",
  "  **title**: must be in sentence case: a capital for the first word and for names only",
  "  **image.alt**: must not be empty",
  "\u001b[39m",
  "\u001b[90m \u001b[2m❯\u001b[22m getEntryData node_modules/astro/dist/content/utils.js:160:26\u001b[39m",
  "",
].join("\n");
/** …and when a paragraph of /about made an exception the rest of the site does not. */
const TEST_FAILURE = [
  "\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m src/content/cross-check/index.test.ts > facts that appear in more than one file > agree everywhere",
  "\u001b[31m\u001b[1mAssertionError\u001b[22m: expected [ Array(2) ] to deeply equal []\u001b[39m",
  "",
  "\u001b[32m- Expected\u001b[39m",
  "\u001b[31m+ Received\u001b[39m",
  "",
  "\u001b[32m- []\u001b[39m",
  "\u001b[31m+ [\u001b[39m",
  '\u001b[31m+   "src/content/about/about.yaml: office.paragraphs.1: makes an exception to \\"no subcontractors or freelancers\\" that /about does not make",\u001b[39m',
  '\u001b[31m+   "src/content/home/home.yaml: states no {teamSize}: quote the fact from site.json commitments rather than restating it",\u001b[39m',
  "\u001b[31m+ ]\u001b[39m",
  "",
].join("\n");
/** …and when a text file renamed fake-photo.jpg had been uploaded and chosen as an article's picture. */
const NOT_A_PICTURE = "is not a picture the site can read (a JPEG, PNG or WebP photo)";
const UPLOAD_FAILURE = [
  '19:14:22 [ERROR] [kovira:site-output] An unhandled error occurred while running the "astro:config:setup" hook',
  "No test files found, exiting with code 1",
  "",
  "⎯⎯⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯⎯⎯⎯",
  "Error: Uploaded photos the site cannot use:",
  `  src/content/uploads/fake-photo.jpg: ${NOT_A_PICTURE}: delete it (Uploaded photos, at the top of the content editor) and upload the photo again`,
  `  src/content/insights/offline-first-field-apps.mdx: image.id: uploads/fake-photo is the upload src/content/uploads/fake-photo.jpg, which ${NOT_A_PICTURE}: choose another picture under Which picture, or upload the photo again`,
  "",
].join("\n");
/** The list a marketer reads for those two outputs. */
const LIST = [
  "1. Company pages › About  (src/content/about/about.yaml)",
  '   - The office › Paragraphs › item 2: makes an exception to "no subcontractors or freelancers" that /about does not make',
  "2. Home page  (src/content/home/home.yaml)",
  "   - states no {teamSize}: quote the fact from site.json commitments rather than restating it",
  "3. Insights articles › offline-first-field-apps  (src/content/insights/offline-first-field-apps.mdx)",
  "   - Title: must be in sentence case: a capital for the first word and for names only",
  "   - Picture › Description of the picture: must not be empty",
].join("\n");

// Each test runs git a dozen times in a repository of its own: about a second on a quiet machine,
// several on a busy one.
describe("npm run publish", { timeout: 30_000 }, () => {
  it("commits only the content, with a message naming what changed, and pushes it when the check is green", () => {
    const { work, git, remoteLog } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail operations\n");
    mkdirSync(join(work, "src/content/team"));
    writeFileSync(join(work, "src/content/team/meera-iyer.yaml"), "name: Meera Iyer\n");
    writeFileSync(join(work, "README.md"), "site, edited by hand\n");
    const said: string[] = [];
    expect(publish(undefined, { cwd: work, check: ["true"], say: (line) => said.push(line) })).toBe(0);
    expect(remoteLog()[0]).toBe("Content: edit cases/retail, new team/meera-iyer");
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
      "src/content/cases/retail.yaml",
      "src/content/team/meera-iyer.yaml",
    ]);
    // What is not content stays as it was, uncommitted, and the person is told.
    expect(git("status", "--porcelain")).toBe("M README.md");
    expect(said.join("\n")).toContain("Left as they are (not content): README.md");
    // Where the change shows once live: the case study's page, and the pages that show the team.
    expect(said.at(-1)).toBe(SAY.pushed("Content: edit cases/retail, new team/meera-iyer", [`${SITE_URL}/case/retail`, `${SITE_URL}/`, `${SITE_URL}/about`]));
    expect(said.at(-1)).toContain(`Where to see it once it is live (reload the page if it shows the old version):\n  https://kovira-labs.com/case/retail\n`);
    // Again, with nothing new: nothing to do.
    expect(publish("Again", { cwd: work, check: ["true"], say: (line) => said.push(line) })).toBe(0);
    expect(said.at(-1)).toBe(SAY.nothing);
  });

  it("names the live page of each kind of entry it publishes", () => {
    expect(pagesOf("src/content/insights/offline-first-field-apps.mdx")).toEqual(["/insights/offline-first-field-apps"]);
    expect(pagesOf("src/content/industries/fintech.yaml")).toEqual(["/services/fintech"]);
    expect(pagesOf("src/content/capabilities/cloud.yaml")).toEqual(["/products/cloud"]);
    expect(pagesOf("src/content/home/home.yaml")).toEqual(["/"]);
    expect(pagesOf("src/content/how-we-work/how-we-work.yaml")).toEqual(["/how-we-work"]);
    expect(pagesOf("src/content/legal/privacy.yaml")).toEqual(["/privacy"]);
    expect(pagesOf("src/content/uploads/team-offsite.jpg")).toEqual([]);
    expect(whereLive(["src/content/home/home.yaml", "src/content/team/meera-iyer.yaml"])).toEqual([`${SITE_URL}/`, `${SITE_URL}/about`]);
    expect(whereLive(["src/content/site.json", "src/content/cases/retail.yaml"])).toEqual([`${SITE_URL}/ (the settings show on every page)`]);
  });

  it("signs the commit with the name of the person who publishes, asked once and remembered in this checkout", async () => {
    const { work, git } = repository();
    const questions: string[] = [];
    const answers = ["Asha Menon", "asha@example.com"];
    const ask = (question: string) => (questions.push(question), Promise.resolve(answers.shift() ?? ""));
    const first = await whoPublishes({ cwd: work, env: {}, ask });
    expect(first).toEqual({ author: "Asha Menon <asha@example.com>" });
    expect(questions).toHaveLength(2);
    expect(git("config", "--local", PUBLISHER_CONFIG)).toBe("Asha Menon <asha@example.com>");
    // The next time, nothing is asked.
    expect(await whoPublishes({ cwd: work, env: {}, ask })).toEqual(first);
    expect(questions).toHaveLength(2);

    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail operations\n");
    expect(publish("New title", { cwd: work, check: ["true"], say: () => undefined, author: first.author })).toBe(0);
    expect(git("log", "-1", "--format=%an <%ae>|%s")).toBe("Asha Menon <asha@example.com>|Content: New title");
    // The repository's configured person still records the commit; the author is the one who published.
    expect(git("log", "-1", "--format=%cn")).toBe("Marketing");
  });

  it("takes PUBLISH_AUTHOR before the remembered name, asks again for an answer that is not a name and an email, and asks nothing without a terminal", async () => {
    const { work } = repository();
    expect(await whoPublishes({ cwd: work, env: { PUBLISH_AUTHOR: "Ravi Kumar <ravi@example.com>" } })).toEqual({ author: "Ravi Kumar <ravi@example.com>" });
    const answers = ["Asha", "not an email", "Asha Menon", "asha@example.com"];
    expect(await whoPublishes({ cwd: work, env: {}, ask: () => Promise.resolve(answers.shift()!) })).toEqual({ author: "Asha Menon <asha@example.com>" });
    const { work: other } = repository();
    const nobody = await whoPublishes({ cwd: other, env: {} });
    expect(nobody.author).toBeUndefined();
    expect(nobody.note).toContain('PUBLISH_AUTHOR="Your Name <you@example.com>"');
    expect(nobody.note).toContain('git config kovira.publisher "Your Name <you@example.com>"');
    expect(authorOf(" Asha <Menon> ", "asha@example.com")).toBe("Asha Menon <asha@example.com>");
  });

  it("commits and pushes nothing when the check is red, and lists each entry, field and what to change instead of the check's output", () => {
    const { work, git, remoteLog } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: \n");
    const said: string[] = [];
    // The check's output as it prints it: a file its schema refuses, and a test listing a field.
    const check = [process.execPath, "-e", `process.stdout.write(${JSON.stringify(SCHEMA_ERROR + TEST_FAILURE)}); process.exit(1)`];
    expect(publish("Broken title", { cwd: work, check, say: (line) => said.push(line) })).toBe(1);
    expect(remoteLog()).toEqual(["start"]);
    expect(git("log", "--format=%s")).toBe("start");
    expect(git("status", "--porcelain")).toBe("M src/content/cases/retail.yaml");
    expect(said.at(-1)).toBe(SAY.red(LIST));
    expect(said.join("\n")).not.toMatch(/AssertionError|Received|InvalidContentEntryDataError|\*\*/);
    expect(said.join("\n")).not.toContain("\u001b");
  });

  it("says the fault is not in the content, with the check's last lines for a developer, when no file is named", () => {
    const { work } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail\nsummary: x\n");
    const said: string[] = [];
    expect(publish(undefined, { cwd: work, check: [process.execPath, "-e", "console.error('Error: Cannot find module vitest'); process.exit(1)"], say: (line) => said.push(line) })).toBe(1);
    expect(said.at(-1)).toBe(SAY.unnamed("Error: Cannot find module vitest"));
  });

  it("names the entry of a failing content test whose message names its file or its slug, with no test code and only a short excerpt", () => {
    const article = "So you run `deploy <your-service>` ".repeat(40);
    const bySlug = [
      " FAIL  src/content/content.test.ts > Insights articles > are plain Markdown: no imports, components or raw HTML",
      `AssertionError: evaluating-a-retrieval-assistant: expected '${article}' not to match /<[A-Za-z]/`,
      "",
      " ❯ src/content/content.test.ts:333:105",
      "    331|       const prose = insight.body.replace(/```[\\s\\S]*?```/g, \"\");",
      "    333|       expect(prose, insight.slug).not.toMatch(/<[A-Za-z]/);",
    ].join("\n");
    expect(namedFailures(bySlug)).toEqual([
      {
        file: "src/content/insights/evaluating-a-retrieval-assistant.mdx",
        field: "",
        change: 'fails the check "are plain Markdown: no imports, components or raw HTML": change what it names, or ask a developer',
      },
    ]);
    const byFile = [" FAIL  src/content/x.test.ts > cases > agree", `AssertionError: src/content/cases/retail-operations.yaml: heroTitle: ${"too long ".repeat(40)}: expected 1 to be 0`].join("\n");
    const [named] = namedFailures(byFile);
    expect(named).toMatchObject({ file: "src/content/cases/retail-operations.yaml", field: "heroTitle" });
    expect(named!.change.length).toBeLessThanOrEqual(160);
    expect(problemList(namedFailures(byFile))).toMatch(/^1\. Case studies › retail-operations {2}\(src\/content\/cases\/retail-operations\.yaml\)\n {3}- /);

    const { work } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail\nsummary: x\n");
    const said: string[] = [];
    const check = [process.execPath, "-e", `process.stdout.write(${JSON.stringify(bySlug.replace("evaluating-a-retrieval-assistant", "retail"))}); process.exit(1)`];
    expect(publish(undefined, { cwd: work, check, say: (line) => said.push(line) })).toBe(1);
    expect(said.at(-1)).toContain("Case studies › retail  (src/content/cases/retail.yaml)");
    expect(said.join("\n")).not.toMatch(/insight\.slug|deploy <your-service>|AssertionError|333\|/);
  });

  it("shows a developer each failing test's title and first error line when no file is named, never its code", () => {
    const output = [
      " FAIL  src/lib/x.test.ts > a helper > works",
      `TypeError: ${"x".repeat(400)}`,
      " ❯ src/lib/x.test.ts:3:1",
      "      3|   expect(helper()).toBe(1);",
    ].join("\n");
    const summary = failureSummary(output);
    expect(summary.split("\n")).toHaveLength(2);
    expect(summary).toContain("FAIL  src/lib/x.test.ts > a helper > works");
    expect(summary).not.toContain("expect(helper");
    expect(Math.max(...summary.split("\n").map((line) => line.length))).toBeLessThanOrEqual(162);
  });

  it("names the changed entry first, by its title, when a phrase rationed across the site goes over its limit, and every file that says it", () => {
    const { work } = repository();
    mkdirSync(join(work, "src/content/insights"));
    writeFileSync(join(work, "src/content/insights/launch-week.mdx"), "---\ntitle: What launch week taught us\n---\nShip before anyone asks.\n");
    const saying = ["cases/retail.yaml", "cases/freight.yaml", "home/home.yaml", "about/about.yaml", "insights/launch-week.mdx"];
    const line = (file: string) =>
      `src/content/${file}: body: "before anyone" is on 5 files of the site, at most 4: reword it in one place (also on ${saying.filter((other) => other !== file).join(", ")})`;
    const output = [
      " FAIL  src/content/copy-variety.test.ts > copy that does not read as a template > leaves “before anyone” on at most four files of the site",
      "AssertionError: expected [ Array(5) ] to deeply equal []",
      "- []",
      "+ [",
      ...saying.map((file) => `+   ${JSON.stringify(line(file))},`),
      "+ ]",
    ].join("\n");
    const said: string[] = [];
    expect(publish(undefined, { cwd: work, check: [process.execPath, "-e", `process.stdout.write(${JSON.stringify(output)}); process.exit(1)`], say: (text) => said.push(text) })).toBe(1);
    const list = said.at(-1)!;
    expect(list).toContain('1. Insights articles › launch-week  (src/content/insights/launch-week.mdx), "What launch week taught us", which you changed');
    expect(list).toContain('   - Article: "before anyone" is on 5 files of the site, at most 4: reword it in one place');
    for (const file of saying) expect(list).toContain(`(src/content/${file})`);
    expect(list).not.toContain("probably not in what you changed");
  });

  it("never says the fault is not in the change when the failure names a changed file, and lists every file the failure names", () => {
    const { work } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail\nsummary: before anyone\n");
    const files = Array.from({ length: 20 }, (_, index) => `src/content/cases/case-${index}.yaml`);
    const output = [
      " FAIL  src/content/x.test.ts > a rule across files > holds",
      'AssertionError: files that say "before anyone":',
      ...files,
      "src/content/cases/retail.yaml: expected 21 to be less than or equal to 4",
    ].join("\n");
    const said: string[] = [];
    expect(publish(undefined, { cwd: work, check: [process.execPath, "-e", `process.stdout.write(${JSON.stringify(output)}); process.exit(1)`], say: (text) => said.push(text) })).toBe(1);
    expect(said.at(-1)).toBe(SAY.namesChanged(["src/content/cases/retail.yaml"], failureSummary(output)));
    expect(said.at(-1)).not.toContain("probably not in what you changed");
    for (const file of files) expect(failureSummary(output)).toContain(file);
  });

  it("publishes nothing when run with no terminal and nobody named, and says how to give the publisher's name", async () => {
    const { work, git, remoteLog } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail operations\n");
    const said: string[] = [];
    expect(await fromCommandLine([], { cwd: work, env: {}, check: ["true"], say: (line) => said.push(line) })).toBe(1);
    expect(said).toEqual([SAY.noPublisher]);
    expect(git("log", "--format=%s")).toBe("start");
    expect(remoteLog()).toEqual(["start"]);
    // Named, it publishes under that name.
    expect(await fromCommandLine([], { cwd: work, env: { PUBLISH_AUTHOR: "Asha Menon <asha@example.com>" }, check: ["true"], say: (line) => said.push(line) })).toBe(0);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe("Asha Menon <asha@example.com>");
  });

  it("keeps the commit and says so when the push is refused", () => {
    const { work, git } = repository();
    git("remote", "set-url", "origin", join(work, "..", "nowhere.git"));
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail operations\n");
    const said: string[] = [];
    expect(publish("New title", { cwd: work, check: ["true"], say: (line) => said.push(line) })).toBe(1);
    expect(git("log", "-1", "--format=%s")).toBe("Content: New title");
    expect(said.at(-1)).toBe(SAY.notPushed);
  });

  it("reads the check's two kinds of failure: a file its schema refuses, and a test's list of fields", () => {
    expect(schemaProblems(SCHEMA_ERROR)).toEqual([
      { file: "src/content/insights/offline-first-field-apps.mdx", field: "title", change: "must be in sentence case: a capital for the first word and for names only" },
      { file: "src/content/insights/offline-first-field-apps.mdx", field: "image.alt", change: "must not be empty" },
    ]);
    expect(testProblems(TEST_FAILURE)).toEqual([
      { file: "src/content/about/about.yaml", field: "office.paragraphs.1", change: 'makes an exception to "no subcontractors or freelancers" that /about does not make' },
      { file: "src/content/home/home.yaml", field: "", change: "states no {teamSize}: quote the fact from site.json commitments rather than restating it" },
    ]);
    // The expected side of a diff is not a problem; each problem is listed once.
    expect(testProblems('- [\n-   "src/content/home/home.yaml: title: fine",\n- ]')).toEqual([]);
    expect(problemList([...testProblems(TEST_FAILURE), ...testProblems(TEST_FAILURE), ...schemaProblems(SCHEMA_ERROR)])).toBe(LIST);
    // A field in a list, by the editor's labels, as docs/editing.md shows it.
    expect(fieldName("src/content/cases/retail-operations.yaml", "metrics.1.value")).toBe("Results › item 2 › Figure");
    expect(entryName("src/content/cases/retail-operations.yaml")).toBe("Case studies › retail-operations");
  });

  it("names an upload that is not a picture and the entry using it, with what to do, rather than blaming the check", () => {
    const { work } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail\nsummary: x\n");
    const said: string[] = [];
    const check = [process.execPath, "-e", `process.stderr.write(${JSON.stringify(UPLOAD_FAILURE)}); process.exit(1)`];
    expect(publish(undefined, { cwd: work, check, say: (line) => said.push(line) })).toBe(1);
    expect(uploadProblems(UPLOAD_FAILURE)).toHaveLength(2);
    expect(said.at(-1)).toBe(
      SAY.red(
        [
          "1. Insights articles › offline-first-field-apps  (src/content/insights/offline-first-field-apps.mdx)",
          `   - Picture › Which picture: uploads/fake-photo is the upload src/content/uploads/fake-photo.jpg, which ${NOT_A_PICTURE}: choose another picture under Which picture, or upload the photo again`,
          "2. Uploaded photos › fake-photo.jpg  (src/content/uploads/fake-photo.jpg)",
          `   - ${NOT_A_PICTURE}: delete it (Uploaded photos, at the top of the content editor) and upload the photo again`,
        ].join("\n"),
      ),
    );
    expect(said.join("\n")).not.toContain("developer");
  });

  it("names the field and the limit of a word a page overuses", () => {
    const output = [
      "+ [",
      '+   "src/content/cases/retail-operations.yaml: timelineData.2.content: \\"actually\\" 2 times on this page (1 here): at most once a page, so reword all but one",',
      "+ ]",
    ].join("\n");
    expect(problemList(testProblems(output))).toBe(
      [
        "1. Case studies › retail-operations  (src/content/cases/retail-operations.yaml)",
        `   - ${fieldName("src/content/cases/retail-operations.yaml", "timelineData.2.content")}: "actually" 2 times on this page (1 here): at most once a page, so reword all but one`,
      ].join("\n"),
    );
    expect(fieldName("src/content/cases/retail-operations.yaml", "timelineData.2.content")).toMatch(/^[A-Z].* › item 3 › [A-Z]/);
  });

  it("reads git's list of changes, renames and new folders included", () => {
    expect(changedFiles(" M src/content/home/home.yaml\n?? src/content/uploads/offsite.jpg\nR  src/content/a.yaml -> src/content/b.yaml\n M package.json\n")).toEqual({
      content: ["src/content/home/home.yaml", "src/content/uploads/offsite.jpg", "src/content/b.yaml"],
      added: ["src/content/uploads/offsite.jpg"],
      other: ["package.json"],
    });
    expect(commitMessage(["src/content/a.yaml", "src/content/b.yaml", "src/content/c.yaml", "src/content/d.yaml", "src/content/e.yaml"])).toBe(
      "Content: edit a, edit b, edit c, edit d, 1 more",
    );
  });

  it("says which entries are new, and counts uploaded photos without naming the lists the build keeps", () => {
    const { content, added } = changedFiles(
      [
        "?? src/content/insights/hiring-in-tier-2-cities.mdx",
        "?? src/content/uploads/team-offsite.jpg",
        " M src/content/generated/uploads.json",
        " M src/content/cases/retail-operations.yaml",
      ].join("\n"),
    );
    expect(commitMessage(content, undefined, added)).toBe("Content: new insights/hiring-in-tier-2-cities, edit cases/retail-operations, 1 uploaded photo");
    expect(commitMessage(["src/content/generated/uploads.json"])).toBe("Content: update the list of uploaded photos");
    expect(commitMessage(content, "New article on hiring", added)).toBe("Content: New article on hiring");
  });
});
