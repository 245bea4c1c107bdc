/*
 * Prints one line totalling the unit and end-to-end results: "N passed, M failed". A test that
 * did not run counts as failed, skipped ones included (a serial group skips its rest after a
 * failure; nothing in the suite is skipped on purpose): the suites are listed (`vitest list`, `playwright test
 * --list`) and every listed test without a result is added to the failures, so a build, a web
 * server or a browser that never started cannot end in "0 failed". Exits 1 when anything failed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
type PlaywrightSuite = { specs?: { tests: unknown[] }[]; suites?: PlaywrightSuite[] };

export type Counts = { passed: number; failed: number; skipped: number };
/** A suite's results (none when its report is missing) and how many tests it lists (undefined: it could not be listed). */
export type SuiteResult = { name: string; counts?: Counts; listed: number | undefined };

/** The notes on what did not run, and the last line. */
export function summarize(suites: readonly SuiteResult[]): { notes: string[]; line: string; failed: number } {
  const notes: string[] = [];
  const total = { passed: 0, failed: 0 };
  for (const { name, counts = { passed: 0, failed: 0, skipped: 0 }, listed } of suites) {
    total.passed += counts.passed;
    total.failed += counts.failed + counts.skipped;
    if (counts.skipped > 0) notes.push(`${counts.skipped} ${name} tests were skipped: counted as failed`);
    if (listed === undefined) {
      notes.push(`The ${name} tests could not be listed: counted as one failure`);
      total.failed += 1;
      continue;
    }
    const notRun = listed - counts.passed - counts.failed - counts.skipped;
    if (notRun > 0) {
      notes.push(`${notRun} of ${listed} ${name} tests did not run: counted as failed`);
      total.failed += notRun;
    }
  }
  const line = `${total.passed} passed, ${total.failed} failed`;
  return { notes, line, failed: total.failed };
}

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

export const countPlaywright = (suite: PlaywrightSuite): number =>
  (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.length, 0) +
  (suite.suites ?? []).reduce((sum, child) => sum + countPlaywright(child), 0);

function main() {
  const unit = readJson<VitestReport>("test-results/unit.json");
  const e2e = readJson<PlaywrightReport>("test-results/e2e.json");
  const e2eListing = list<{ suites: PlaywrightSuite[] }>(["playwright", "test", "--list", "--reporter=json"]);
  const { notes, line, failed } = summarize([
    {
      name: "unit",
      counts: unit && { passed: unit.numPassedTests, failed: unit.numFailedTests, skipped: unit.numPendingTests + unit.numTodoTests },
      listed: list<unknown[]>(["vitest", "list", "--json"])?.length,
    },
    {
      name: "end-to-end",
      counts: e2e && { passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected, skipped: e2e.stats.skipped },
      listed: e2eListing && e2eListing.suites.reduce((sum, suite) => sum + countPlaywright(suite), 0),
    },
  ]);
  for (const note of notes) console.log(note);
  console.log(line);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
