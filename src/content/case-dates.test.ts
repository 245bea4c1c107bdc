import { describe, expect, it } from "vitest";
import { averageTenure, endedIn, engagementMonths, newestFirst, ranLabel, supportLabel, tenureMonths } from "./case-dates";

describe("when a case study ran", () => {
  it("ends in the month its length reaches, counting the month it started", () => {
    expect(endedIn({ started: "2024-03", engagement: "11 months" })).toBe("2025-01");
    expect(endedIn({ started: "2024-12", engagement: "1 months" })).toBe("2024-12");
    expect(engagementMonths("10 weeks")).toBe(3);
  });

  it("is labelled by its months, and by what followed it", () => {
    expect(ranLabel({ started: "2023-11", engagement: "10 months" })).toBe("Nov 2023 to Aug 2024");
    expect(ranLabel({ started: "2025-06", engagement: "3 weeks" })).toBe("Jun 2025");
    expect(supportLabel("continues")).toBe("We still support it");
    expect(supportLabel("ended")).toBe("Handed over to the client's team");
  });

  it("counts a client's tenure to today while support continues, and to the end of the build once handed over", () => {
    const today = new Date("2026-11-27");
    expect(tenureMonths({ started: "2024-11", engagement: "8 months", support: "continues" }, today)).toBe(24);
    expect(tenureMonths({ started: "2024-11", engagement: "8 months", support: "ended" }, today)).toBe(8);
    // An engagement still running counts its whole length.
    expect(tenureMonths({ started: "2026-09", engagement: "6 months", support: "continues" }, today)).toBe(6);
    expect(
      averageTenure(
        [
          { started: "2024-11", engagement: "8 months", support: "continues" },
          { started: "2024-11", engagement: "7 months", support: "ended" },
        ],
        today,
      ),
    ).toBe(15.5);
  });

  it("puts the most recently started first", () => {
    const study = (slug: string, started: string) => ({ slug, facts: { started } });
    expect(newestFirst([study("b", "2023-01"), study("a", "2025-07"), study("c", "2023-01")]).map((s) => s.slug)).toEqual(["a", "b", "c"]);
  });
});
