import { describe, expect, it } from "vitest";
import { countPlaywright, summarize } from "./test-summary";

describe("the test summary", () => {
  it("totals the suites that ran, a skipped test counted as failed", () => {
    const summary = summarize([
      { name: "unit", counts: { passed: 300, failed: 0, skipped: 2 }, listed: 302 },
      { name: "end-to-end", counts: { passed: 440, failed: 1, skipped: 0 }, listed: 441 },
    ]);
    expect(summary).toEqual({ notes: ["2 unit tests were skipped: counted as failed"], line: "740 passed, 3 failed", failed: 3 });
  });

  it("counts what did not run as failed: a web server that never started leaves no results", () => {
    const summary = summarize([
      { name: "unit", counts: { passed: 299, failed: 0, skipped: 0 }, listed: 299 },
      { name: "end-to-end", counts: { passed: 0, failed: 0, skipped: 0 }, listed: 441 },
    ]);
    expect(summary.line).toBe("299 passed, 441 failed");
    expect(summary.notes).toEqual(["441 of 441 end-to-end tests did not run: counted as failed"]);
  });

  it("counts a missing report, a partial one and a suite that cannot be listed", () => {
    const summary = summarize([
      { name: "unit", listed: 10 },
      { name: "end-to-end", counts: { passed: 5, failed: 1, skipped: 0 }, listed: 9 },
      { name: "other", listed: undefined },
    ]);
    expect(summary.line).toBe("5 passed, 15 failed");
    expect(summary.notes).toHaveLength(3);
  });

  it("counts every test of Playwright's listing, in nested suites and per project", () => {
    const listing = { specs: [{ tests: [1, 2] }], suites: [{ specs: [{ tests: [1, 2, 3] }], suites: [{ specs: [{ tests: [1] }] }] }] };
    expect(countPlaywright(listing)).toBe(6);
  });
});
