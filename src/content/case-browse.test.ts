import { describe, expect, it } from "vitest";
import { caseBrowse, CASE_REFERENCES, caseListingCopy, caseListingIntro, REFERENCES_GIVEN, unfiledNote, industriesIntro, industriesWithCases, workSectorsNote } from "./case-browse";
import { capitalised, numberWord } from "./counts";
import { newestFirst } from "./case-dates";
import { FACET_KINDS } from "./case-facets";
import { inMenuOrder } from "./menu";
import { site } from "./site";
import { checkLayoutTalk } from "./cross-check";
import { readCollection, readEntry, readPages } from "./store";

const browse = caseBrowse(
  newestFirst(readPages("cases")),
  inMenuOrder(readPages("industries"), site.menuOrder.industries),
  inMenuOrder(readPages("capabilities"), site.menuOrder.capabilities),
);

describe("the case browser's content, read from the collections", () => {
  it("heads a filtered listing with what it lists, counts it against all the work and says how much of it we still support", () => {
    const total = browse.studies.length;
    const supported = browse.studies.filter((study) => study.supported).length;
    expect(caseListingIntro(total, supported)).toEqual({
      heading: "Case studies",
      intro: `${capitalised(numberWord(total))} engagements, the most recently started first. We still support ${numberWord(supported)} of them, and each figure comes from the client's own reporting or, where it says so, our own measurement.`,
    });
    const single = browse.options.technology.find((option) => option.count === 1)!;
    expect(caseListingIntro(total, 1, single)).toEqual({
      heading: `${single.label} case studies`,
      intro: `One of our ${numberWord(total)} engagements used ${single.label}. We still support it.`,
    });
    expect(caseListingIntro(total, 0, single).intro).toContain("It was handed over when the build ended");
    const fintech = browse.options.industry.find((option) => option.value === "fintech")!;
    expect(caseListingIntro(total, 1, { ...fintech, count: 2 }).intro).toBe(
      `Two of our ${numberWord(total)} engagements were in fintech, the most recently started first. We still support one of them.`,
    );
    expect(caseListingIntro(total, 2, { ...fintech, count: 2 }).intro).toContain("We still support both.");
    const cloud = { kind: "capability" as const, value: "cloud-engineering", label: "Cloud engineering", count: 3, href: "/case/capability/cloud-engineering" };
    expect(caseListingIntro(total, 3, cloud).intro).toMatch(new RegExp(`^Three of our ${numberWord(total)} engagements called for cloud engineering, the most recently started first`));
    expect(caseListingIntro(total, 1, { ...cloud, label: "AI & intelligent systems", count: 1 }).intro).toMatch(/engagements called for AI & intelligent systems\. /);
    expect(caseListingIntro(total, 0, { ...fintech, count: total }).intro).toMatch(
      new RegExp(`^All ${numberWord(total)} of our engagements were in fintech, the most recently started first. All were handed over when their builds ended\\.$`),
    );
  });

  it("describes each filtered listing for search results in one well-punctuated sentence", () => {
    for (const kind of FACET_KINDS)
      for (const option of browse.options[kind]) {
        const { description } = caseListingCopy(option);
        expect(description, option.href).not.toMatch(/ ,|,,|\.\./);
        expect(description, option.href).toContain(option.count === 1 ? ", with its region" : ", each with its region");
        expect(description, option.href).toMatch(/^(One Kovira Labs case study|[A-Z][a-z]+ Kovira Labs case studies)( in | that called for | that used )/);
      }
  });

  it("says nothing in a listing's intro about how the page is laid out", () => {
    const total = browse.studies.length;
    const intros = [
      caseListingIntro(total, 0).intro,
      ...FACET_KINDS.flatMap((kind) => browse.options[kind].map((option) => caseListingIntro(total, 0, option).intro)),
      industriesIntro(browse, inMenuOrder(readPages("industries"), site.menuOrder.industries)),
    ];
    expect(checkLayoutTalk(Object.fromEntries(intros.map((intro, index) => [String(index), intro])))).toEqual([]);
    expect(checkLayoutTalk({ old: "The other four pages say in their first lines how far our work there goes." })).toHaveLength(2);
  });

  it("names the sectors of case studies no industry page covers, under the industry filter", () => {
    const unfiled = readPages("cases").filter((study) => !study.facts.industry);
    expect([...browse.unfiledSectors].sort()).toEqual([...new Set(unfiled.map((study) => study.industry))].sort());
    expect(unfiledNote(["Logistics", "Manufacturing", "Government"])).toBe(
      "Logistics, manufacturing and government work has no industry page of its own yet: find it under All work or by capability.",
    );
  });

  it("lists every case study, the most recently started first, each saying when it ran", () => {
    const slugs = browse.studies.map((study) => study.slug);
    expect([...slugs].sort()).toEqual(readCollection("cases").map((entry) => entry.id));
    const started = new Map(readCollection("cases").map((entry) => [entry.id, entry.data.facts.started]));
    const starts = slugs.map((slug) => started.get(slug)!);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const study of browse.studies) expect(study.ran).toMatch(/^[A-Z][a-z]{2} \d{4}( to [A-Z][a-z]{2} \d{4})?$/);
  });

  it("offers only facets that list a case study, each leading to its own listing", () => {
    for (const kind of FACET_KINDS) {
      expect(browse.options[kind].length).toBeGreaterThan(0);
      for (const option of browse.options[kind]) {
        expect(option.count).toBeGreaterThan(0);
        expect(option.href).toBe(`/case/${kind}/${option.value}`);
      }
    }
  });
});

describe("references", () => {
  it("are as many under the home page's client names as on the case pages", () => {
    const note = readEntry("home", "home").data.clientsNote;
    expect(note).toContain(`${capitalised(numberWord(REFERENCES_GIVEN))} references`);
  });

  it("follow the one reason the site gives for describing clients, the one the testimonials quote", () => {
    expect(CASE_REFERENCES.startsWith(`${site.commitments.clientNames} `)).toBe(true);
    expect(readEntry("home", "home").data.testimonialSection.text).toContain("{clientNames}");
  });
});

describe("workSectorsNote", () => {
  const industries = [
    { slug: "fintech", title: "Fintech" },
    { slug: "edtech", title: "Edtech" },
    { slug: "retail", title: "Retail & commerce" },
  ];
  const option = (value: string) => ({ kind: "industry" as const, value, label: value, count: 1, href: `/case/industry/${value}` });

  it("names the industry pages with a case study, in menu order, then the sectors with no page", () => {
    const browse = { options: { industry: [option("retail"), option("fintech")], capability: [], technology: [] }, unfiledSectors: ["Logistics", "Government"] };
    expect(workSectorsNote(browse, industries)).toBe(
      "Case studies in Fintech and Retail & commerce; also in logistics and government, which have no industry page yet.",
    );
  });

  it("leaves out an industry page with no case study", () => {
    const browse = { options: { industry: [option("fintech")], capability: [], technology: [] }, unfiledSectors: [] };
    expect(workSectorsNote(browse, industries)).toBe("Case studies in Fintech.");
  });

  it("names every case study's sector, from the content", () => {
    const note = workSectorsNote(browse, inMenuOrder(readPages("industries"), site.menuOrder.industries)).toLowerCase();
    for (const study of readPages("cases")) expect(note).toContain(study.industry.toLowerCase());
  });
});

describe("industriesIntro", () => {
  it("says which industries have case studies, which have none yet, and names the work with no page", () => {
    const industries = [
      { slug: "fintech", title: "Fintech" },
      { slug: "edtech", title: "Edtech" },
    ];
    const browse = {
      options: { industry: [{ kind: "industry" as const, value: "fintech", label: "Fintech", count: 2, href: "/case/industry/fintech" }], capability: [], technology: [] },
      unfiledSectors: ["Logistics", "Manufacturing"],
    };
    expect(industriesIntro(browse, industries)).toBe(
      "Each industry has its own rules, systems and users. Fintech has a published case study. Edtech has no case study yet. Our logistics and manufacturing work has case studies but no industry page of its own yet.",
    );
    // What /services' search description counts.
    expect(industriesWithCases(browse, industries)).toEqual([{ slug: "fintech", title: "Fintech" }]);
  });
});
