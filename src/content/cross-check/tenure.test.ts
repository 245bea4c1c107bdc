import { describe, expect, it } from "vitest";
import { checkReturningClients, checkSupportDurations, checkTenureFigure, checkTenureStory } from "./tenure";
import { cases, home, texts } from "./test-content";

describe("the cross-check of tenure and support durations", () => {
  it("holds the returning-clients figure to the case studies whose support continues", () => {
    expect(checkReturningClients(cases, home)).toEqual([]);
    const statistics = home.statistics.map((stat) =>
      stat.icon === "handshake" ? { ...stat, title: "Clients who came back for a second engagement", value: 50 } : stat,
    );
    expect(checkReturningClients(cases, { ...home, statistics })).toEqual([
      'src/content/home/home.yaml: statistics: "Clients who came back for a second engagement": say it counts clients on a support contract after their build, which the case studies show',
      expect.stringMatching(
        /^src\/content\/home\/home\.yaml: statistics: "Clients who came back for a second engagement 50\+", but only \d+ case studies say we still support the work$/,
      ),
    ]);
  });

  it("holds the platforms figure to the case studies whose support continues", () => {
    const statistics = home.statistics.map((stat) => (stat.icon === "monitor-smartphone" ? { ...stat, value: 12 } : stat));
    expect(checkReturningClients(cases, { ...home, statistics })).toEqual([
      expect.stringMatching(
        /^src\/content\/home\/home\.yaml: statistics: "Platforms in our case studies that we built and still run 12\+", but only \d+ case studies say we still support the work$/,
      ),
    ]);
  });

  it("names a tenure explanation the case studies do not bear out", () => {
    const long = Object.fromEntries(
      Object.entries(cases).map(([slug, study]) => [
        slug,
        { ...study, facts: { ...study.facts, engagement: "14 months", support: "ended" as const } },
      ]),
    );
    expect(
      checkTenureStory(long, { "src/content/home/home.yaml: statsPanel.text": texts["src/content/home/home.yaml: statsPanel.text"]! }),
    ).toEqual([
      `src/content/home/home.yaml: statsPanel.text: says most builds take under a year, but 0 of ${Object.keys(cases).length} case studies do`,
      `src/content/home/home.yaml: statsPanel.text: says most clients keep a support contract, but 0 of ${Object.keys(cases).length} case studies' support continues`,
    ]);
  });

  it("names a page that counts how long continuing support has run", () => {
    expect(cases["managed-cloud-operations"]!.facts.support).toBe("continues");
    expect(checkSupportDurations(texts)).toEqual([]);
    expect(
      checkSupportDurations({
        ...texts,
        "src/content/capabilities/managed-devops.yaml: subtitle": "For a logistics company we have held the pager for fourteen months.",
      }),
    ).toEqual([
      'src/content/capabilities/managed-devops.yaml: subtitle: "we have held the pager for fourteen months": support that continues is dated by when it began, which does not go stale',
    ]);
  });

  it("names an average tenure figure the case studies' own dates do not reach", () => {
    const today = new Date("2026-11-27");
    expect(checkTenureFigure(cases, home, today)).toEqual([]);
    const handedOver = Object.fromEntries(
      Object.entries(cases).map(([slug, study]) => [slug, { ...study, facts: { ...study.facts, support: "ended" as const } }]),
    );
    expect(checkTenureFigure(handedOver, home, today)).toEqual([
      expect.stringMatching(
        /^src\/content\/home\/home\.yaml: statistics: "Average tenure of the clients in our case studies 24\+", but the \d+ case studies' clients average \d+(\.\d)? months/,
      ),
    ]);
  });
});
