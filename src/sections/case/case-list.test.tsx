import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { caseBrowse } from "~/content/case-browse";
import { newestFirst } from "~/content/case-dates";
import { numberWord } from "~/content/counts";
import { readPages } from "~/content/store";
import { CASE_LIST_MAX, CaseList } from "./case-list";

const browse = caseBrowse(newestFirst(readPages("cases")), readPages("industries"), readPages("capabilities"));

describe("the work an industry or capability page lists", () => {
  it("says how many of its case studies it shows when there are more than a row, the count the index pages give", () => {
    const option = browse.options.capability.find((facet) => facet.count > CASE_LIST_MAX)!;
    const work = browse.studies.filter((study) => study.capabilities.includes(option.value));
    expect(work).toHaveLength(option.count);
    render(<CaseList studies={work} title={`Our work in ${option.label}`} browseHref={option.href} />);
    const region = screen.getByRole("region", { name: `Our work in ${option.label}` });
    expect(region.querySelectorAll("h3")).toHaveLength(CASE_LIST_MAX);
    expect(region.textContent).toContain(`The three most recent of ${numberWord(option.count)}.`);
  });

  it("says nothing of a count when every case study fits", () => {
    const option = browse.options.capability.find((facet) => facet.count <= CASE_LIST_MAX)!;
    const work = browse.studies.filter((study) => study.capabilities.includes(option.value));
    render(<CaseList studies={work} title={`Our work in ${option.label}`} browseHref={option.href} />);
    expect(screen.getByRole("region", { name: `Our work in ${option.label}` }).textContent).not.toContain("most recent of");
  });
});
