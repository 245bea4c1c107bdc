import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { frontmatterSource, parseInsightFrontmatter, parsePageTitles, readInsights, readPageTitles } from "./content.ts";

describe("parsePageTitles", () => {
  it("reads title and sections[].title, ignoring other keys", () => {
    const yaml = `
slug: fintech
title: Fintech
heroImage: { id: services/fintech/hero, alt: x }
sections:
  - id: one
    title: "Loans: from application to payout"
    content: >
      Long text.
  - id: two
  - id: three
    title: Third
`;
    assert.deepEqual(parsePageTitles(yaml), { title: "Fintech", sections: ["Loans: from application to payout", undefined, "Third"] });
  });

  it("allows a page without title or sections", () => {
    assert.deepEqual(parsePageTitles("slug: x\n"), { sections: [] });
  });

  it("names the file and key of a malformed page", () => {
    assert.throws(() => parsePageTitles("title: [a, b]\n", "p.yaml"), /p\.yaml: title must be a string/);
    assert.throws(() => parsePageTitles("sections: nope\n", "p.yaml"), /p\.yaml: sections must be a list/);
    assert.throws(() => parsePageTitles("sections:\n  - just text\n", "p.yaml"), /sections\[0\] must be a mapping/);
    assert.throws(() => parsePageTitles("sections:\n  - title: 3\n", "p.yaml"), /sections\[0\]\.title must be a string/);
    assert.throws(() => parsePageTitles("- a\n- b\n", "p.yaml"), /expected a mapping/);
    assert.throws(() => parsePageTitles("title: [unclosed\n", "p.yaml"), /p\.yaml: not valid YAML/);
  });
});

describe("readPageTitles", () => {
  const dir = mkdtempSync(join(tmpdir(), "artwork-content-"));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("reads {key}.yaml and returns undefined when there is none", () => {
    mkdirSync(join(dir, "services"));
    writeFileSync(join(dir, "services", "fintech.yaml"), "title: Fintech\nsections:\n  - title: A\n");
    writeFileSync(join(dir, "services", "edtech.ts"), "export default { sections: [{ title: 'ignored' }] };\n");
    assert.deepEqual(readPageTitles("services/fintech", dir), { title: "Fintech", sections: ["A"] });
    assert.equal(readPageTitles("services/edtech", dir), undefined);
  });
});

const article = (frontmatter: string, body = "\nSome *MDX* body.\n\n---\n\nMore text: after a rule.\n") =>
  `---\n${frontmatter}---\n${body}`;

describe("frontmatterSource", () => {
  it("returns the YAML between the first two --- lines", () => {
    assert.equal(frontmatterSource(article("title: A\ntags: [x]\n")), "title: A\ntags: [x]");
    assert.equal(frontmatterSource("\uFEFF---\r\ntitle: A\r\n---  \r\nbody\r\n"), "title: A");
  });

  it("returns undefined without frontmatter", () => {
    assert.equal(frontmatterSource("# Title\n---\nx: 1\n---\n"), undefined);
    assert.equal(frontmatterSource("---\ntitle: never closed\n"), undefined);
  });
});

describe("parseInsightFrontmatter", () => {
  it("reads title, tags and image, ignoring other keys and the body", () => {
    const mdx = article(`title: "Processing UPI callbacks: exactly once"
description: Long text.
published: 2026-07-02
tags: [payments, fintech]
image:
  id: insights/upi/hero
  alt: Several arrows converging on a single glowing node
`);
    assert.deepEqual(parseInsightFrontmatter(mdx, "upi"), {
      slug: "upi",
      title: "Processing UPI callbacks: exactly once",
      tags: ["payments", "fintech"],
      image: { id: "insights/upi/hero", alt: "Several arrows converging on a single glowing node" },
    });
  });

  it("keeps an image id that differs from the slug, and allows no tags", () => {
    const post = parseInsightFrontmatter(article("title: T\nimage: { id: insights/other-name/hero, alt: A picture }\n"), "slug");
    assert.equal(post.image.id, "insights/other-name/hero");
    assert.deepEqual(post.tags, []);
  });

  it("names the file and key of a malformed article", () => {
    const bad = (fm: string) => () => parseInsightFrontmatter(article(fm), "a", "a.mdx");
    const img = "image: { id: insights/a/hero, alt: x }\n";
    assert.throws(() => parseInsightFrontmatter("title: A\n", "a", "a.mdx"), /a\.mdx: expected YAML frontmatter/);
    assert.throws(bad("title: [unclosed\n"), /a\.mdx: frontmatter is not valid YAML/);
    assert.throws(bad("- a\n"), /a\.mdx: expected a mapping/);
    assert.throws(bad(img), /a\.mdx: title must be a non-empty string/);
    assert.throws(bad(`title: A\ntags: fintech\n${img}`), /tags must be a list/);
    assert.throws(bad(`title: A\ntags: [a, 3]\n${img}`), /tags\[1\] must be a non-empty string/);
    assert.throws(bad("title: A\n"), /image must be a mapping/);
    assert.throws(bad("title: A\nimage: { alt: x }\n"), /image\.id must be a non-empty string/);
    assert.throws(bad("title: A\nimage: { id: Insights/A hero, alt: x }\n"), /image\.id must be an image id/);
    assert.throws(bad("title: A\nimage: { id: insights/a/hero, alt: '  ' }\n"), /image\.alt must be a non-empty string/);
  });
});

describe("readInsights", () => {
  const dir = mkdtempSync(join(tmpdir(), "artwork-insights-"));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("reads every *.mdx by slug, and nothing from a missing folder", () => {
    writeFileSync(join(dir, "b-post.mdx"), article("title: B\nimage: { id: insights/b-post/hero, alt: b }\n"));
    writeFileSync(join(dir, "a-post.mdx"), article("title: A\ntags: [x]\nimage: { id: insights/a-post/hero, alt: a }\n"));
    writeFileSync(join(dir, "notes.md"), "not an article\n");
    assert.deepEqual(
      readInsights(dir).map((p) => [p.slug, p.title, p.image.id]),
      [
        ["a-post", "A", "insights/a-post/hero"],
        ["b-post", "B", "insights/b-post/hero"],
      ],
    );
    assert.deepEqual(readInsights(join(dir, "missing")), []);
  });

  it("refuses two articles with one image id", () => {
    writeFileSync(join(dir, "c-post.mdx"), article("title: C\nimage: { id: insights/b-post/hero, alt: c }\n"));
    assert.throws(() => readInsights(dir), /b-post\.mdx and c-post\.mdx both use image\.id insights\/b-post\/hero/);
  });
});

describe("the site's articles", () => {
  it("all have readable frontmatter with distinct image ids", () => {
    for (const post of readInsights()) assert.match(post.image.id, /^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });
});
