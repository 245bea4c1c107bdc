/*
 * `npm run publish`: puts what the content editor saved on this computer online, in one step
 * (decision 035). It checks the content (`npx vitest run src/content`, a few seconds: every file
 * and field that breaks a rule), commits the changed files under `src/content/` with a message
 * saying what changed, and pushes them; the host then rebuilds the site, live a few minutes later.
 * When the check is red nothing is committed, and it lists each entry, field and what to change, in
 * the editor's words (./publish-problems.ts), not the check's own output; when the push is refused
 * the change stays committed on this computer, and it says what to do.
 *
 *   npm run publish                      the message names the entries changed or new
 *   npm run publish -- "New case study"  the message is "Content: New case study"
 *
 * The commit names the person who publishes as its author: `PUBLISH_AUTHOR="Asha Menon
 * <asha@example.com>"`, else the name this checkout remembers (`git config kovira.publisher`),
 * else it asks once, in the terminal, and remembers the answer in this checkout's git config.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import siteSettings from "../src/content/site.json" with { type: "json" };
import { paths } from "../src/lib/paths";
import { changedNamed, entryName, failureSummary, namedFailures, problemList, schemaProblems, testProblems, uploadProblems } from "./publish-problems";

/** Where the content lives: the only files this command ever commits. */
export const CONTENT = "src/content";

/** A line of `git status --porcelain`: its path (the new one for a rename). */
const pathOf = (line: string) => line.slice(3).split(" -> ").pop()!.replace(/^"|"$/g, "");
/** A line of `git status --porcelain` for a file git has not seen before (untracked or newly added). */
const isNew = (line: string) => line.startsWith("??") || line.startsWith("A");

/** What `git status --porcelain` lists, split into the content to publish and the other files, left alone; `added` are the new content files. */
export function changedFiles(porcelain: string) {
  const lines = porcelain.split("\n").filter(Boolean);
  const inContent = (path: string) => path === CONTENT || path.startsWith(`${CONTENT}/`);
  return {
    content: lines.map(pathOf).filter(inContent),
    added: lines.filter(isNew).map(pathOf).filter(inContent),
    other: lines.map(pathOf).filter((path) => !inContent(path)),
  };
}

/** The list files the build writes beside the content (the uploads' and pictures' catalogues): changed with what they list, never named. */
const GENERATED = `${CONTENT}/generated/`;
const UPLOADS = `${CONTENT}/uploads/`;

/**
 * The commit message: the person's words, or what changed, entry by entry ("Content: new
 * insights/hiring-in-tier-2-cities, edit cases/retail-operations, 1 uploaded photo").
 */
export function commitMessage(files: string[], words?: string, added: string[] = []) {
  if (words?.trim()) return `Content: ${words.trim()}`;
  const entryOf = (file: string) => file.slice(CONTENT.length + 1).replace(/\.(ya?ml|mdx?|json)$/, "");
  const entries = files.filter((file) => !file.startsWith(GENERATED) && !file.startsWith(UPLOADS));
  const photos = files.filter((file) => file.startsWith(UPLOADS)).length;
  const named = [...new Set(entries.map((file) => `${added.includes(file) ? "new" : "edit"} ${entryOf(file)}`))];
  const parts = [...named.slice(0, 4), ...(named.length > 4 ? [`${named.length - 4} more`] : [])];
  if (photos > 0) parts.push(`${photos} uploaded photo${photos === 1 ? "" : "s"}`);
  // Only the catalogues changed (a photo removed, say): say so rather than nothing.
  if (parts.length === 0) parts.push("update the list of uploaded photos");
  return `Content: ${parts.join(", ")}`;
}

/** Where the live site is: its address, from the settings (src/content/site.json). */
export const SITE_URL = siteSettings.url.replace(/\/$/, "");

/**
 * The pages of the site a changed content file shows on: an entry's own page, the pages that show
 * a team member or the home page, every page for the settings; none for an uploaded photo (the
 * entries that show it are changed with it).
 */
export function pagesOf(file: string): string[] {
  const [folder = "", name = ""] = file.slice(CONTENT.length + 1).split("/");
  const slug = name.replace(/\.(ya?ml|mdx|json)$/, "");
  if (folder === "site.json") return [paths.home];
  const pages: Record<string, string[]> = {
    cases: [paths.caseStudy(slug)],
    insights: [paths.insight(slug)],
    industries: [paths.industry(slug)],
    capabilities: [paths.capability(slug)],
    home: [paths.home],
    team: [paths.home, paths.about],
    about: [paths.about],
    "how-we-work": [paths.howWeWork],
    legal: [`/${slug}`],
  };
  return slug ? (pages[folder] ?? []) : [];
}

/** The addresses where the changed files show once live, each once, in the order the files come. */
export function whereLive(files: string[]) {
  const pages = [...new Set(files.flatMap(pagesOf))];
  if (files.some((file) => file === `${CONTENT}/site.json`)) return [`${SITE_URL}/ (the settings show on every page)`];
  return pages.map((page) => `${SITE_URL}${page === "/" ? "/" : page}`);
}

export const SAY = {
  nothing: "Nothing to publish: no file under src/content/ has changed since the last publish.",
  red: (list: string) =>
    [
      "Nothing was published: the check found something to change in these entries.",
      "",
      list,
      "",
      "Open the content editor (npm run cms), open each entry above, change each field as it says,",
      "click Save on this computer, then run npm run publish again. The live site keeps showing what",
      "it showed before.",
    ].join("\n"),
  /** The check failed without naming a file (a test broken, not the content): the failing tests and their first error lines, for a developer. */
  unnamed: (tail: string) =>
    [
      "Nothing was published: the check failed without naming a file of the content, so the fault is",
      "probably not in what you changed. Send these lines to a developer:",
      "",
      tail,
    ].join("\n"),
  /** The check failed without a list of problems, but what it says names files that were changed. */
  namesChanged: (files: string[], tail: string) =>
    [
      `Nothing was published: the check failed, and what it says names ${files.length === 1 ? "a file" : "files"} you changed:`,
      ...files.map((file) => `  ${entryName(file)}  (${file})`),
      "",
      "Open each in the content editor (npm run cms) and compare it with the lines below; a rule across",
      'several pages ("at most 4 files") is met by rewording it in one place. If you cannot tell what to',
      "change, send these lines to a developer:",
      "",
      tail,
    ].join("\n"),
  pushed: (message: string, where: string[] = []) =>
    [
      `Published: "${message}".`,
      "The host rebuilds the site from it now; the change is live in a few minutes, once that build",
      "passes. If it is not live within 15 minutes, the host's build failed: the live site keeps its",
      "last good version, and a developer can read why in the host's build log.",
      ...(where.length > 0 ? ["Where to see it once it is live (reload the page if it shows the old version):", ...where.map((url) => `  ${url}`)] : []),
    ].join("\n"),
  /** Run with no terminal to ask in, and nobody named: nothing is signed with the repository's name. */
  noPublisher: [
    "Nothing was published: npm run publish signs each change with the name of the person publishing",
    "it, and it has none here (it asks in a terminal, and none is attached). Give your name in one of",
    "these ways, then run it again:",
    '  PUBLISH_AUTHOR="Your Name <you@example.com>" npm run publish',
    '  git config kovira.publisher "Your Name <you@example.com>"     (remembered for this folder)',
  ].join("\n"),
  notPushed: [
    "",
    "Your change is saved as a commit on this computer, but it could not be sent (the reason is above).",
    "Nothing is lost. If you are offline, connect and run npm run publish again. If it says the branch",
    "is protected or you have no access, ask a developer to push it, or use the online editor instead.",
  ].join("\n"),
} as const;

/** Where this checkout remembers who publishes from it, and the variable that overrides it. */
export const PUBLISHER_CONFIG = "kovira.publisher";
export const PUBLISHER_VARIABLE = "PUBLISH_AUTHOR";

/** "Asha Menon <asha@example.com>" from a name and an email, or undefined when either is not one. */
export function authorOf(name: string, email: string) {
  const cleanName = name.trim().replace(/[<>\n]/g, "");
  const cleanEmail = email.trim();
  return cleanName && /^[^\s<>@]+@[^\s<>@]+$/.test(cleanEmail) ? `${cleanName} <${cleanEmail}>` : undefined;
}

const isAuthor = (value: string | undefined): value is string => !!value && /^[^<>\n]+ <[^\s<>@]+@[^\s<>@]+>$/.test(value.trim());

/**
 * Who publishes: the commit's author ("Name <email>"). `ask` puts a question in the terminal and
 * returns the answer; with none (no terminal) and nobody remembered, there is no author, and the
 * returned `note` says how to give one: nothing is published under the repository's own name.
 */
export async function whoPublishes(options: { cwd?: string; env?: NodeJS.ProcessEnv; ask?: (question: string) => Promise<string> }) {
  const { cwd, env = process.env, ask } = options;
  const fromEnv = env[PUBLISHER_VARIABLE];
  if (isAuthor(fromEnv)) return { author: fromEnv.trim() };
  const remembered = spawnSync("git", ["config", "--local", "--get", PUBLISHER_CONFIG], { cwd, encoding: "utf8" }).stdout?.trim();
  if (isAuthor(remembered)) return { author: remembered };
  const note = SAY.noPublisher;
  if (!ask) return { note };
  for (let attempt = 0; attempt < 3; attempt++) {
    const author = authorOf(
      await ask("Your name, as your published changes should be signed (asked once on this computer): "),
      await ask("Your email address: "),
    );
    if (author) {
      spawnSync("git", ["config", "--local", PUBLISHER_CONFIG, author], { cwd });
      return { author };
    }
    console.log("That needs a name and an email address such as asha@example.com. Once more:");
  }
  return { note };
}

type Run = (command: string, args: string[]) => { status: number | null; stdout: string };

/**
 * Publishes: returns the exit code. `check` is the content check's command (the tests give another
 * to try the red and green paths without running it); its output is read, not shown.
 */
export function publish(words: string | undefined, options: { check?: string[]; say?: (line: string) => void; cwd?: string; author?: string } = {}) {
  const say = options.say ?? console.log;
  const { cwd } = options;
  const run: Run = (command, args) => {
    const result = spawnSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    return { status: result.status, stdout: result.stdout ?? "" };
  };
  // A step whose output the person should see as it comes (the push).
  const shown: Run = (command, args) => ({ status: spawnSync(command, args, { cwd, stdio: "inherit" }).status, stdout: "" });
  const check = options.check ?? ["npx", "vitest", "run", CONTENT];
  const { content, added, other } = changedFiles(run("git", ["status", "--porcelain", "--untracked-files=all", "--", "."]).stdout);
  if (content.length === 0) {
    say(SAY.nothing);
    return 0;
  }
  say(`Checking ${content.length} changed file(s) under src/content/ …`);
  const checked = spawnSync(check[0]!, check.slice(1), { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (checked.status !== 0) {
    const output = `${checked.stdout ?? ""}\n${checked.stderr ?? ""}`;
    const listed = [...uploadProblems(output), ...schemaProblems(output), ...testProblems(output)];
    const problems = listed.length > 0 ? listed : namedFailures(output, cwd);
    const named = changedNamed(output, content);
    say(
      problems.length > 0
        ? SAY.red(problemList(problems, content, cwd))
        : named.length > 0
          ? SAY.namesChanged(named, failureSummary(output))
          : SAY.unnamed(failureSummary(output)),
    );
    return 1;
  }
  const message = commitMessage(content, words, added);
  if (run("git", ["add", "--all", "--", CONTENT]).status !== 0 || run("git", ["commit", "--quiet", ...(options.author ? [`--author=${options.author}`] : []), "-m", message, "--", CONTENT]).status !== 0) {
    say("Could not commit the change (git said why above). Nothing was published.");
    return 1;
  }
  if (other.length > 0) say(`Left as they are (not content): ${other.join(", ")}`);
  if (shown("git", ["push", "--quiet"]).status !== 0) {
    say(SAY.notPushed);
    return 1;
  }
  say(SAY.pushed(message, whereLive(content)));
  return 0;
}

/**
 * From the command line: who publishes (asked once, in a terminal), then publish; with nobody to
 * sign the change, nothing is published and it says how to give a name.
 */
export async function fromCommandLine(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; ask?: (question: string) => Promise<string>; say?: (line: string) => void; check?: string[] } = {},
) {
  const say = options.say ?? console.log;
  const { author, note } = await whoPublishes({ cwd: options.cwd, env: options.env, ask: options.ask });
  if (!author) {
    say(note ?? SAY.noPublisher);
    return 1;
  }
  say(`Publishing as ${author} (to sign as someone else: ${PUBLISHER_VARIABLE}="Name <email>" npm run publish).`);
  return publish(args.join(" ") || undefined, { author, cwd: options.cwd, say, ...(options.check ? { check: options.check } : {}) });
}

async function main() {
  const terminal = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  try {
    process.exitCode = await fromCommandLine(process.argv.slice(2), { ask: terminal && ((question) => terminal.question(question)) });
  } finally {
    terminal?.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
