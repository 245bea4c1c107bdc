// @vitest-environment node
import { compile } from "@mdx-js/mdx";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkProblem, remarkPlainMarkdown } from "./plain-markdown";

const ROOT = process.cwd();
const FRONTMATTER = "---\ntitle: An article\n---\n\n";

/** An article's compile as the build runs it: MDX with the plugin, the file named as in the tree. */
const compileArticle = (body: string, name = "fixture.mdx") =>
  compile(
    { value: FRONTMATTER + body, path: join(ROOT, "src/content/insights", name), cwd: ROOT },
    { remarkPlugins: [remarkPlainMarkdown] },
  );

/** The error a body fails with, or "compiled". */
const failure = (body: string) =>
  compileArticle(body).then(
    () => "compiled",
    (error: Error) => error.message,
  );

describe("an article's body is plain Markdown, never code", () => {
  it("a script fails the compile, naming the file and line", async () => {
    expect(await failure("## Heading\n\nText.\n\n<script>alert(document.cookie)</script>\n")).toContain(
      "src/content/insights/fixture.mdx:9:1: HTML or JSX is not allowed in an article (<script>)",
    );
  });

  it("an expression fails the compile before it can run", async () => {
    expect(await failure("Built with {process.env.SECRET_TOKEN} inside.\n")).toContain(
      "src/content/insights/fixture.mdx:5:12: a {…} expression is not allowed in an article (process.env.SECRET_TOKEN)",
    );
    expect(await failure("{globalThis.process.exit(1)}\n")).toMatch(/:5:1: a \{…\} expression/);
  });

  it("a javascript: link fails the compile, however it is written", async () => {
    expect(await failure("[Read more](javascript:alert(1))\n")).toContain('fixture.mdx:5:1: a link to "javascript:"');
    for (const url of [
      "JavaScript:alert(1)",
      "<java\tscript:alert(1)>",
      "data:text/html,<b>x</b>",
      "vbscript:x",
      "&#106;avascript:alert(1)",
    ])
      expect(await failure(`[x](${url})\n`), url).toMatch(/a link to "(javascript|data|vbscript):"/);
    expect(await failure("[x][ref]\n\n[ref]: javascript:alert(1)\n")).toContain('a link to "javascript:"');
    expect(await failure("![x](javascript:alert(1))\n")).toContain('a link to "javascript:"');
  });

  it("HTML of any kind, JSX components, import and export fail too", async () => {
    expect(await failure('<img src="x" onError="alert(1)" />\n')).toContain("HTML or JSX is not allowed in an article (<img>)");
    expect(await failure("Text with <b>bold</b> in it.\n")).toContain("(<b>)");
    expect(await failure("<Widget />\n")).toContain("(<Widget>)");
    expect(await failure("import fs from 'node:fs'\n\nText.\n")).toContain("import or export is not allowed");
    expect(await failure("export const x = 1\n\nText.\n")).toContain("import or export is not allowed");
  });

  it("every problem in a file is listed, one line each", async () => {
    const message = await failure("<script>x()</script>\n\n{a}\n\n[x](javascript:y)\n");
    expect(message.split("\n").filter((line) => line.includes("fixture.mdx:"))).toHaveLength(3);
  });

  it("plain Markdown compiles: the site's paths, full addresses, mail, phone, and code that only shows code", async () => {
    const body = [
      "## A section",
      "",
      "See [the fintech page](/services/fintech), [a section](#a-section), [a paper](https://example.com/paper.pdf),",
      "[mail us](mailto:hello@kovira-labs.com) or [call](tel:+918000000000). Braces in `code {like} this` and:",
      "",
      "```tsx",
      "<script>{process.env.X}</script>",
      "```",
      "",
      "![A figure](/images/x.avif)",
    ].join("\n");
    expect(await failure(body)).toBe("compiled");
  });

  it("the links an article may use", () => {
    for (const url of ["/case/x", "#top", "https://a.example", "http://a.example", "mailto:a@b.c", "tel:+91"])
      expect(linkProblem(url), url).toBeUndefined();
    for (const url of [
      "javascript:x",
      " javascript:x",
      "java\nscript:x",
      "data:x",
      "file:///etc/passwd",
      "//evil.example",
      "relative/page",
    ])
      expect(linkProblem(url), url).toBeDefined();
  });

  it("every article in the repository is plain Markdown", async () => {
    const folder = join(ROOT, "src/content/insights");
    for (const name of readdirSync(folder).filter((name) => name.endsWith(".mdx"))) {
      const text = readFileSync(join(folder, name), "utf8");
      await expect(
        compile({ value: text, path: join(folder, name), cwd: ROOT }, { remarkPlugins: [remarkPlainMarkdown] }),
        name,
      ).resolves.toBeDefined();
    }
  });
});
