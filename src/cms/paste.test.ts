import { describe, expect, it } from "vitest";
import { convertPaste } from "./paste";
import { GOOGLE_DOCS, WORD } from "./paste-samples";

const ORIGIN = "http://localhost:4321";
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const paste = (html: string) => convertPaste(html, ORIGIN, parse);

describe("a paste into an article", () => {
  it("keeps Google Docs' headings, bold, italics, lists and links as Markdown, a # heading as ##, and drops its picture with a note", () => {
    const { markdown, html, notes } = paste(GOOGLE_DOCS);
    expect(markdown).toBe(
      [
        "## Why release notes matter",
        "**Branch staff** read them _first_, see [our fintech work](/services/fintech).",
        "- What changed\n- Who it is for",
      ].join("\n\n"),
    );
    expect(html).not.toContain("<img");
    // The paragraph that held the picture goes with it: Rich Text would show it as an empty line.
    expect(html).not.toMatch(/<p[^>]*>(?:<span>)?(?:<\/span>)?<\/p>/);
    expect(html).toContain("<strong>");
    expect(notes).toEqual(["A picture from outside the site left out: an article's picture is chosen under Which picture, or uploaded there."]);
  });

  it("turns a link to the public site, as well as one to the editor's own origin, into the page's path", () => {
    const html = `<p>See <a href="https://kovira-labs.com/services/fintech">fintech</a>, <a href="https://kovira-labs.com">home</a> and <a href="https://example.com/x">elsewhere</a>.</p>`;
    const { markdown } = convertPaste(html, ORIGIN, parse, "https://kovira-labs.com");
    expect(markdown).toBe("See [fintech](/services/fintech), [home](/) and [elsewhere](https://example.com/x).");
  });

  it("keeps Word's bold, italics and numbered list paragraphs, and its table as Markdown, which Rich Text leaves out with a note", () => {
    const { markdown, notes, html, richTextNotes } = paste(WORD);
    expect(markdown).toBe(
      ["**Bold lead** and _italic_ text", "1. First step\n2. Second step", "| Cell | Other |\n| --- | --- |\n| 1 | 2 |", "## Next section"].join("\n\n"),
    );
    expect(notes).toEqual([]);
    expect(html).not.toContain("<table");
    expect(html).toContain("<strong>Bold lead</strong> and <em>italic</em>");
    expect(richTextNotes).toEqual(["A table left out: Rich Text has no tables; paste it in Markdown mode, where it is kept."]);
  });

  it("keeps a web page's nested lists, quotes and code, the site's own pictures, and no script link", () => {
    const { markdown, notes } = paste(
      `<h3>Steps</h3><ul><li>One<ul><li>One a</li></ul></li><li>Two</li></ul><blockquote><p>Said once.</p></blockquote><pre><code>npm run cms\n</code></pre><p><img src="/images/home/team-640.webp" alt="The team"> <a href="javascript:alert(1)">click</a></p>`,
    );
    expect(markdown).toBe(
      ["### Steps", "- One\n  - One a\n- Two", "> Said once.", "```\nnpm run cms\n```", "![The team](/images/home/team-640.webp) click"].join("\n\n"),
    );
    expect(notes).toEqual([]);
  });
});
