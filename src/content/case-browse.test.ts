import { describe, expect, it } from "vitest";
import browse from "~/sections/case/case-browse.content";
import { FACET_KINDS } from "./case-facets";
import { site } from "./site";
import { readCollection } from "./store";

describe("the case browser's content, read from the collections", () => {
  it("lists every case study in menu order", () => {
    const order = site.menuOrder.cases;
    const slugs = browse.studies.map((study) => study.slug);
    expect([...slugs].sort()).toEqual(readCollection("cases").map((entry) => entry.id));
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
