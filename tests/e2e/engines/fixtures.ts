import { test as base } from "@playwright/test";
import { launchChromium, launchFirefox, launchWebKit, type EngineBrowser, type EngineDriver, type EngineName } from "./drivers";

/**
 * `engine` (set per describe with `test.use`) picks the browser; it is started once per worker
 * and each journey gets a fresh tab of it (a new context, or for WebKit a new session).
 */
export const test = base.extend<{ driver: EngineDriver }, { engine: EngineName; engineBrowser: EngineBrowser }>({
  engine: ["chromium", { scope: "worker", option: true }],
  engineBrowser: [
    async ({ engine, playwright }, provide) => {
      const browser =
        engine === "chromium"
          ? await launchChromium(playwright.chromium)
          : engine === "firefox"
            ? await launchFirefox()
            : await launchWebKit();
      await provide(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  driver: async ({ engineBrowser, baseURL }, provide) => {
    const driver = await engineBrowser.newDriver(baseURL!);
    await provide(driver);
    await driver.close();
  },
});
