/*
 * Playwright's global setup: before anything starts, checks that the three engines are installed,
 * and says once what to install instead of failing every test with a launch error.
 */
import { chromium } from "@playwright/test";
import { INSTALL_ENGINES, missingEngines } from "../../scripts/engines";

export default function enginesInstalled() {
  const missing = missingEngines(chromium.executablePath());
  if (missing.length === 0) return;
  throw new Error(
    `The end-to-end tests run in Chromium, Firefox ESR and WebKit. Missing:\n  - ${missing.join("\n  - ")}\nOn Debian or Ubuntu: ${INSTALL_ENGINES}`,
  );
}
