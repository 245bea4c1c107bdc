import { describe, expect, it } from "vitest";
import { caseBrowse, caseListingCopy } from "./case-browse";
import { countsOf, factTexts, fillCounts, fillFacts, numberWord, withCounts } from "./counts";
import { site } from "./site";
import { checkCaseCards, checkCounts } from "./cross-check";
import { resolveHome } from "./home-page";
import { readCollection, readContentCounts, readEntry, readPages } from "./store";
import { homeContext } from "./home-store";
import { TECH_STACK_SIZE, technologiesInUse } from "./technologies";

const cases = readPages("cases");
const industries = readPages("industries");
const capabilities = readPages("capabilities");
const home = readEntry("home", "home").data;
const team = readCollection("team");

describe("counts in copy", () => {
  const counts = { cases: 10, capabilities: 8, industries: 8, practices: 5, articles: 6 };

  it("are written in words up to twenty, capitalised where they open a sentence", () => {
    expect(fillCounts("{capabilities} ways we can help", counts)).toBe("Eight ways we can help");
    expect(fillCounts("One of {practices} practices. {cases} case studies: {industries} pages", counts)).toBe(
      "One of five practices. Ten case studies: Eight pages",
    );
    expect(numberWord(11)).toBe("eleven");
    expect(numberWord(24)).toBe("24");
  });

  it("are filled in every string of an entry and leave other values alone", () => {
    const date = new Date("2026-01-01");
    expect(withCounts({ a: ["all {cases}"], b: 3, c: date, d: { collection: "cases", id: "x" } }, counts)).toEqual({
      a: ["all ten"],
      b: 3,
      c: date,
      d: { collection: "cases", id: "x" },
    });
  });

  it("are the sizes of the collections", () => {
    expect(readContentCounts()).toEqual({
      cases: cases.length,
      capabilities: capabilities.length,
      industries: industries.length,
      articles: readCollection("insights").length,
      practices: readEntry("about", "about").data.organisation.teams.length,
    });
  });
});

describe("a case study or capability page added to the content", () => {
  // An eleventh case study and a ninth capability page: copies of existing files under new names.
  const eleventh = { ...cases[0]!, slug: "eleventh-case" };
  const ninth = { ...capabilities[0]!, slug: "ninth-capability", title: "Ninth capability" };
  const counts = countsOf({
    cases: [...cases, eleventh],
    capabilities: [...capabilities, ninth],
    industries,
    articles: readCollection("insights"),
    practices: readEntry("about", "about").data.organisation.teams,
  });

  it("is counted wherever copy states the count, with no other file edited", () => {
    expect(counts.cases).toBe(cases.length + 1);
    const resolved = resolveHome(home, team, { ...homeContext(), counts, capabilities: [...homeContext().capabilities, ninth] });
    expect(resolved.capabilitySection.title).toBe(`${numberWord(capabilities.length + 1).replace(/^./, (c) => c.toUpperCase())} ways we can help`);
    expect(caseListingCopy(counts.cases).description).toMatch(new RegExp(`^${numberWord(cases.length + 1)} `, "i"));
  });

  it("gets a home-page tile from its own title and summary, beside the tiles home.yaml writes", () => {
    const resolved = resolveHome(home, team, { ...homeContext(), counts, capabilities: [...homeContext().capabilities, ninth] });
    expect(resolved.capabilityTiles).toHaveLength(capabilities.length + 1);
    expect(resolved.capabilityTiles.at(-1)).toMatchObject({ capability: { id: ninth.slug }, name: ninth.title, blurb: ninth.summary });
  });

  it("is listed on /case and passes the cross-check without a home-page card", () => {
    const browse = caseBrowse([...cases, eleventh], industries, capabilities);
    expect(browse.studies.map((study) => study.slug)).toContain(eleventh.slug);
    const bySlug = Object.fromEntries([...cases, eleventh].map((study) => [study.slug, study]));
    expect(checkCaseCards(home, bySlug)).toEqual([]);
    expect(checkCounts({ "a.yaml: text": "Our {cases} case studies" }, { ...counts, people: 50, foundingYear: 2019 })).toEqual([]);
  });
});

describe("facts written once in site.json", () => {
  it("are quoted wherever a text writes their token, and follow an edit of site.json", () => {
    expect(fillFacts("A project team is usually {teamSize}.", factTexts(site.commitments))).toBe(
      `A project team is usually ${numberWord(site.commitments.teamSize.min)} to ${numberWord(site.commitments.teamSize.max)} people.`,
    );
    const edited = factTexts({ ...site.commitments, teamSize: { min: 3, max: 9 }, clientCountries: ["India", "the UAE"] });
    expect(fillFacts("Usually {teamSize}; clients in {clientCountries}.", edited)).toBe("Usually three to nine people; clients in India and the UAE.");
    expect(fillCounts("{incidentNotice}", { cases: 1, capabilities: 1, industries: 1, practices: 1, articles: 1 }, factTexts(site.commitments))).toBe(
      site.commitments.incidentNotice,
    );
  });
});

describe("the home page's tech stack", () => {
  it("is what the case studies use, the most used first, as many as its layout holds", () => {
    const stack = technologiesInUse(cases);
    expect(stack.length).toBeLessThanOrEqual(TECH_STACK_SIZE);
    const uses = (id: string) => cases.filter((study) => (study.technologies as string[]).includes(id)).length;
    expect(stack.map(uses)).toEqual([...stack.map(uses)].sort((a, b) => b - a));
    expect(stack.every((id) => uses(id) > 0)).toBe(true);
    expect(technologiesInUse([{ technologies: ["python", "react"] }, { technologies: ["react"] }])).toEqual(["react", "python"]);
  });
});
