import { describe, expect, it } from "vitest";
import { readCaseBrowse } from "./case-browse";
import { contentSlugs, readSite } from "./files";
import { FACET_KINDS } from "./case-facets";

describe("the case browser's content, read from the files", () => {
  const browse = readCaseBrowse();

  it("lists every case study in menu order", () => {
    const order = readSite().menuOrder.cases;
    const slugs = browse.studies.map((study) => study.slug);
    expect([...slugs].sort()).toEqual(contentSlugs("case"));
    const listed = order.filter((slug) => slugs.includes(slug));
    expect(slugs.slice(0, listed.length)).toEqual(listed);
  });

  it("offers only facets that list a case study, each with its listing's title", () => {
    for (const kind of FACET_KINDS) {
      expect(browse.options[kind].length).toBeGreaterThan(0);
      for (const option of browse.options[kind]) {
        expect(option.count).toBeGreaterThan(0);
        expect(browse.titles[option.href]).toContain(option.label);
      }
    }
  });
});
