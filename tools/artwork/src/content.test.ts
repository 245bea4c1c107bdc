import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { stringify } from "devalue";
import { CONTENT_STORE, readInsights, readPageTitles } from "./content.ts";

/** A content store as Astro's content layer writes it: collections of entries by id, serialised with devalue. */
function storeWith(collections: Record<string, Record<string, unknown>>) {
  const dir = mkdtempSync(join(tmpdir(), "artwork-store-"));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const store = new Map(
    Object.entries(collections).map(([name, entries]) => [name, new Map(Object.entries(entries).map(([id, data]) => [id, { id, data }]))]),
  );
  const file = join(dir, "data-store.json");
  writeFileSync(file, stringify(store));
  return file;
}

const image = (slug: string) => ({ id: `insights/${slug}/hero`, alt: slug });

describe("readPageTitles", () => {
  const store = storeWith({
    industries: { fintech: { title: "Fintech", sections: [{ title: "A" }, { title: "B" }] } },
    capabilities: { "cloud-engineering": { title: "Cloud engineering", sections: [{ title: "C" }] } },
  });

  it("reads an industry (industries/…) or capability (capabilities/…) page's titles from the content store", () => {
    assert.deepEqual(readPageTitles("industries/fintech", store), { title: "Fintech", sections: ["A", "B"] });
    assert.deepEqual(readPageTitles("capabilities/cloud-engineering", store), { title: "Cloud engineering", sections: ["C"] });
  });

  it("has none for a page the site does not have", () => {
    assert.equal(readPageTitles("industries/edtech", store), undefined);
    assert.equal(readPageTitles("home/team", store), undefined);
  });
});

describe("readInsights", () => {
  it("reads every article's title, tags and hero image by slug", () => {
    const store = storeWith({
      insights: {
        "a-post": { title: "A", tags: ["ai"], image: image("a-post") },
        "b-post": { title: "B", tags: [], image: image("b-post") },
      },
    });
    assert.deepEqual(
      readInsights(store).map((p) => [p.slug, p.title, p.tags, p.image.id]),
      [
        ["a-post", "A", ["ai"], "insights/a-post/hero"],
        ["b-post", "B", [], "insights/b-post/hero"],
      ],
    );
  });

  it("refuses two articles with one image id", () => {
    const store = storeWith({
      insights: { "b-post": { title: "B", tags: [], image: image("b-post") }, "c-post": { title: "C", tags: [], image: image("b-post") } },
    });
    assert.throws(() => readInsights(store), /b-post\.mdx and c-post\.mdx both use image\.id insights\/b-post\/hero/);
  });

  it("says how to make the store when the site has not been synced", () => {
    assert.throws(() => readInsights(join(tmpdir(), "no-such-store.json")), /run `npx astro sync`/);
  });
});

describe("the site's content", () => {
  it("names a hero for every article and titles for every page with section artwork", () => {
    for (const post of readInsights(CONTENT_STORE)) assert.match(post.image.id, /^insights\/[a-z0-9-]+\/hero$/);
    assert.equal(readPageTitles("industries/fintech")?.sections.length, 3);
  });
});
