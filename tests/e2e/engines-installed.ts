/*
 * Playwright's global setup: before anything starts, says which engines the cross-engine journeys
 * run in and which are left out (with the command that installs them), and stops at once when
 * Chromium, which every other test needs, or an engine named in E2E_ENGINES is missing.
 */
import { chromium } from "@playwright/test";
import { chosenEngines } from "../../scripts/engines";

export default function enginesInstalled() {
  const { engines, skipped } = chosenEngines(chromium.executablePath());
  if (!engines.includes("chromium"))
    throw new Error(`The end-to-end tests need Chromium: ${skipped.find((line) => line.startsWith("chromium"))}`);
  console.log(`Cross-engine journeys in: ${engines.join(", ")}`);
  for (const line of skipped) console.log(`Left out: ${line}. Set E2E_ENGINES=chromium,firefox,webkit to require all three.`);
}
