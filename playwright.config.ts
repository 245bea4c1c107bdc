import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4321);
const browser = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions: {
    // Debian's Chromium where it exists; Playwright's own browser elsewhere.
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // Stops the run at once, saying what to install, when one of the three engines is missing.
  globalSetup: "./tests/e2e/engines-installed.ts",
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is a failing test.
  retries: 0,
  timeout: 45_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Every page reads a UTC clock unless a test sets its own zone (the meeting form's tests do).
  use: { trace: "retain-on-failure", timezoneId: "UTC" },
  projects: [
    // The production build, served by our own server.
    { name: "build", testIgnore: [/dev-smoke/, /tests\/e2e\/engines\//], use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` } },
    // The journeys that matter, in Chromium, Firefox ESR and WebKit, over the same server (tests/e2e/engines/).
    { name: "engines", testMatch: /tests\/e2e\/engines\/[^/]+\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${PORT}` } },
    // A short run against `astro dev`: the same pages and islands as the build.
    { name: "dev", testMatch: /dev-smoke/, use: { ...browser, baseURL: `http://127.0.0.1:${DEV_PORT}` } },
  ],
  webServer: [
    {
      command: "tsx server/index.ts",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        LEADS_DB: "test-results/leads.db",
        OUTBOX_FILE: "test-results/outbox.jsonl",
        // Three engines' journeys send more from 127.0.0.1 in a minute than one visitor may.
        OUTBOX_RATE_LIMIT: "0",
        OUTBOX_NETWORK_RATE_LIMIT: "0",
        OUTBOX_GLOBAL_RATE_LIMIT: "0",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
      },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `astro dev --host 127.0.0.1 --port ${DEV_PORT}`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
