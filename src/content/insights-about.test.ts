import { describe, expect, it } from "vitest";
import { insightsAbout } from "./insights-about";

const link = (href: string) => ({ href, label: href });
const article = (name: string, industries: string[], capabilities: string[] = []) => ({
  name,
  related: { industries: industries.map(link), capabilities: capabilities.map(link), cases: [] },
});

describe("the articles a page lists", () => {
  it("puts those whose main subject it is first, then those that name it in passing, each in the order given", () => {
    const newestFirst = [
      article("retrieval", ["/services/fintech"]),
      article("field apps", ["/services/agritech", "/services/fintech"]),
      article("lending rules", ["/services/fintech"]),
      article("terraform", [], ["/products/cloud-engineering"]),
    ];
    expect(insightsAbout(newestFirst, "/services/fintech").map(({ name }) => name)).toEqual(["retrieval", "lending rules", "field apps"]);
    expect(insightsAbout(newestFirst, "/products/cloud-engineering").map(({ name }) => name)).toEqual(["terraform"]);
  });
});
