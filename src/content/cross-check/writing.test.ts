import { describe, expect, it } from "vitest";
import { checkEveryEngagement, checkLayoutTalk, checkSuperlatives } from "./writing";
import { texts } from "./test-content";

describe("the cross-check of how the pages are written", () => {
  it("names copy that talks about the page's layout instead of the work", () => {
    expect(checkLayoutTalk(texts)).toEqual([]);
    expect(
      checkLayoutTalk({
        "src/content/home/home.yaml: caseSection.text": "Each case study has a card; every card opens its case study.",
        "src/content/industries/telecom.yaml: subtitle": "The BSS and eSIM work below is what we would build next.",
        "src/content/about/about.yaml: subtitle": "This page lists our practices. Scroll down to meet the team.",
        "src/content/about/about.yaml: hours.text": "The table shows those hours on your clock.",
        "src/content/legal/privacy.yaml: sections.9.content": "You have the rights listed below. The version shown here applies.",
        "src/content/industries/agritech.yaml: sections.0.content":
          "Dosing starts from Soil Health Card values where the farmer has a card.",
        "src/content/cases/smart-food-logging.yaml: summary": "Coaches no longer scroll through every entry.",
      }),
    ).toEqual([
      'src/content/home/home.yaml: caseSection.text: "study has a card" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/industries/telecom.yaml: subtitle: "work below" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/about/about.yaml: subtitle: "This page lists" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/about/about.yaml: subtitle: "Scroll down" talks about the page, not the work: say what the work is or what it means for the reader',
      'src/content/about/about.yaml: hours.text: "The table shows" talks about the page, not the work: say what the work is or what it means for the reader',
    ]);
  });

  it("names a page that ranks our own work where a reader sees one of its kind", () => {
    expect(checkSuperlatives(texts)).toEqual([]);
    expect(
      checkSuperlatives({
        "src/content/capabilities/product-modernization.yaml: subtitle": "Our longest migration so far moved a lender's loans.",
      }),
    ).toEqual([
      'src/content/capabilities/product-modernization.yaml: subtitle: "Our longest migration" ranks work the case studies do not let a reader compare: name the case study',
    ]);
  });

  it("names a page that says every engagement starts with cloud work", () => {
    expect(checkEveryEngagement(texts)).toEqual([]);
    expect(
      checkEveryEngagement({
        "src/content/capabilities/cloud-engineering.yaml: sections.0.content":
          "Every engagement starts with a landing zone: separate accounts.",
      }),
    ).toEqual([
      'src/content/capabilities/cloud-engineering.yaml: sections.0.content: "Every engagement starts with a landing zone": design and staffing engagements do not; say which work starts that way',
    ]);
  });
});
