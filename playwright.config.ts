import { chromium, defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium";
import { chosenEngines } from "./scripts/engines";

/**
 * A port nobody listens on, found once by the test runner and handed to its workers through the
 * environment (they load this file again), so that a running `npm run dev`, `npm run cms` or
 * another checkout's tests never stand in for this build's server. E2E_PORT / E2E_DEV_PORT pin one.
 */
function freePort(variable: string): number {
  process.env[variable] ??= execFileSync(
    process.execPath,
    ["-e", "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: "utf8" },
  );
  return Number(process.env[variable]);
}

const PORT = freePort("E2E_PORT");
const DEV_PORT = freePort("E2E_DEV_PORT");
// The content editor's own `npm run cms`, started by tests/e2e/cms.spec.ts.
freePort("E2E_CMS_PORT");
// The server's counters endpoint (COUNTERS_PORT), read by tests/e2e/csp-report.spec.ts.
const COUNTERS_PORT = freePort("E2E_COUNTERS_PORT");
// The engines the cross-engine journeys run in: E2E_ENGINES, or those installed (scripts/engines.ts).
const { engines } = chosenEngines(chromium.executablePath());
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
  // Says which engines run, and stops at once, saying what to install, when one asked for is missing.
  globalSetup: "./tests/e2e/engines-installed.ts",
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: true,
  // Two on CI's 2 cores: a third made every test slower (46 min of test time against 28) and the
  // run longer. E2E_WORKERS sets another number.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is a failing test.
  retries: 0,
  timeout: 45_000,
  // A send proves its work first (a proof-of-work challenge), seconds of CPU on a busy machine:
  // an answer waited for gets 10 s.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Every page reads a UTC clock unless a test sets its own zone (the meeting form's tests do).
  use: { trace: "retain-on-failure", timezoneId: "UTC" },
  projects: [
    // The content editor's journeys, one after another (they share its files) and mostly waiting on
    // its dev server: listed first, so that they run beside the rest rather than after it.
    // Each step waits on Decap (a 5 MB application) reading files through the dev server: on a busy
    // machine an entry showed "Loading entry..." for over 10 s after its login.
    { name: "editor", testMatch: /cms\.spec/, expect: { timeout: 30_000 }, use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` } },
    // The production build, served by our own server.
    { name: "build", testIgnore: [/dev-smoke/, /cms\.spec/, /tests\/e2e\/engines\//], use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` } },
    // The journeys that matter, in Chromium, Firefox ESR and WebKit, over the same server (tests/e2e/engines/).
    { name: "engines", testMatch: new RegExp(`tests/e2e/engines/(${engines.join("|")})\\.spec\\.ts$`), use: { baseURL: `http://127.0.0.1:${PORT}` } },
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
        // Every test's browser asks from 127.0.0.1: far past one visitor's rate of requests.
        REQUEST_RATE_LIMIT: "100000000",
        COUNTERS_PORT: String(COUNTERS_PORT),
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
      },
      url: `http://127.0.0.1:${PORT}/`,
      timeout: 60_000,
    },
    {
      // --ignore-lock: a developer's own `npm run dev` in this folder (Astro 7 keeps one per folder) stays up.
      command: `astro dev --ignore-lock --host 127.0.0.1 --port ${DEV_PORT}`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      timeout: 120_000,
    },
  ],
});
