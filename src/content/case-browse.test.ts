import { describe, expect, it } from "vitest";
import browse from "~/sections/case/case-browse.content";
import { FACET_KINDS } from "./case-facets";
import { readCollection } from "./store";

describe("the case browser's content, read from the collections", () => {
  it("lists every case study, the most recently started first, each saying when it ran", () => {
    const slugs = browse.studies.map((study) => study.slug);
    expect([...slugs].sort()).toEqual(readCollection("cases").map((entry) => entry.id));
    const started = new Map(readCollection("cases").map((entry) => [entry.id, entry.data.facts.started]));
    const starts = slugs.map((slug) => started.get(slug)!);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const study of browse.studies) expect(study.ran).toMatch(/^[A-Z][a-z]{2} \d{4}( to [A-Z][a-z]{2} \d{4})?$/);
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
