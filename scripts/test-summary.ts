/* Prints one line totalling the unit and end-to-end results: "N passed, M failed[, K skipped]". */
import { existsSync, readFileSync } from "node:fs";

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync("test-results/unit.json")) {
  const unit = JSON.parse(readFileSync("test-results/unit.json", "utf8")) as VitestReport;
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}
if (existsSync("test-results/e2e.json")) {
  const e2e = JSON.parse(readFileSync("test-results/e2e.json", "utf8")) as PlaywrightReport;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
