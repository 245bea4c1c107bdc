/*
 * Prints one line totalling the unit and end-to-end results: "N passed, M failed[, K skipped]".
 * A test that did not run counts as failed: the suites are listed (`vitest list`, `playwright test
 * --list`) and every listed test without a result is added to the failures, so a build, a web
 * server or a browser that never started cannot end in "0 failed".
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
type PlaywrightSuite = { specs?: { tests: unknown[] }[]; suites?: PlaywrightSuite[] };

type Counts = { passed: number; failed: number; skipped: number };

const readJson = <T>(file: string): T | undefined => {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
};

/** Runs a listing command and parses its JSON output; undefined when it cannot list. */
function list<T>(args: string[]): T | undefined {
  try {
    return JSON.parse(
      execFileSync("npx", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 }),
    ) as T;
  } catch {
    return undefined;
  }
}

const countPlaywright = (suite: PlaywrightSuite): number =>
  (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.length, 0) +
  (suite.suites ?? []).reduce((sum, child) => sum + countPlaywright(child), 0);

function unitCounts(): Counts {
  const report = readJson<VitestReport>("test-results/unit.json");
  return report
    ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
    : { passed: 0, failed: 0, skipped: 0 };
}

function e2eCounts(): Counts {
  const report = readJson<PlaywrightReport>("test-results/e2e.json");
  return report
    ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
    : { passed: 0, failed: 0, skipped: 0 };
}

const suites = [
  {
    name: "unit",
    counts: unitCounts(),
    listed: () => list<unknown[]>(["vitest", "list", "--json"])?.length,
  },
  {
    name: "end-to-end",
    counts: e2eCounts(),
    listed: () => {
      const listing = list<{ suites: PlaywrightSuite[] }>(["playwright", "test", "--list", "--reporter=json"]);
      return listing && listing.suites.reduce((sum, suite) => sum + countPlaywright(suite), 0);
    },
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { name, counts, listed } of suites) {
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  const total = listed();
  if (total === undefined) {
    console.log(`The ${name} tests could not be listed: counted as one failure`);
    failed += 1;
    continue;
  }
  const notRun = total - counts.passed - counts.failed - counts.skipped;
  if (notRun > 0) {
    console.log(`${notRun} of ${total} ${name} tests did not run: counted as failed`);
    failed += notRun;
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exitCode = failed > 0 ? 1 : 0;
