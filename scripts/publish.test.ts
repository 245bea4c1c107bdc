import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { changedFiles, commitMessage, publish, SAY } from "./publish";

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

describe("npm run publish", () => {
  it("commits only the content, with a message naming what changed, and pushes it when the check is green", () => {
    const { work, git, remoteLog } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: Retail operations\n");
    mkdirSync(join(work, "src/content/team"));
    writeFileSync(join(work, "src/content/team/meera-iyer.yaml"), "name: Meera Iyer\n");
    writeFileSync(join(work, "README.md"), "site, edited by hand\n");
    const said: string[] = [];
    expect(publish(undefined, { cwd: work, check: ["true"], say: (line) => said.push(line) })).toBe(0);
    expect(remoteLog()[0]).toBe("Content: edit cases/retail, team/meera-iyer");
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
      "src/content/cases/retail.yaml",
      "src/content/team/meera-iyer.yaml",
    ]);
    // What is not content stays as it was, uncommitted, and the person is told.
    expect(git("status", "--porcelain")).toBe("M README.md");
    expect(said.join("\n")).toContain("Left as they are (not content): README.md");
    expect(said.at(-1)).toBe(SAY.pushed("Content: edit cases/retail, team/meera-iyer"));
    // Again, with nothing new: nothing to do.
    expect(publish("Again", { cwd: work, check: ["true"], say: (line) => said.push(line) })).toBe(0);
    expect(said.at(-1)).toBe(SAY.nothing);
  });

  it("commits and pushes nothing when the check is red, and says what to do", () => {
    const { work, git, remoteLog } = repository();
    writeFileSync(join(work, "src/content/cases/retail.yaml"), "title: \n");
    const said: string[] = [];
    expect(publish("Broken title", { cwd: work, check: ["false"], say: (line) => said.push(line) })).toBe(1);
    expect(remoteLog()).toEqual(["start"]);
    expect(git("log", "--format=%s")).toBe("start");
    expect(git("status", "--porcelain")).toBe("M src/content/cases/retail.yaml");
    expect(said.at(-1)).toBe(SAY.red);
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

  it("reads git's list of changes, renames and new folders included", () => {
    expect(changedFiles(" M src/content/home/home.yaml\n?? src/content/uploads/offsite.jpg\nR  src/content/a.yaml -> src/content/b.yaml\n M package.json\n")).toEqual({
      content: ["src/content/home/home.yaml", "src/content/uploads/offsite.jpg", "src/content/b.yaml"],
      other: ["package.json"],
    });
    expect(commitMessage(["src/content/a.yaml", "src/content/b.yaml", "src/content/c.yaml", "src/content/d.yaml", "src/content/e.yaml"])).toBe(
      "Content: edit a, b, c, d and 1 more",
    );
  });
});
