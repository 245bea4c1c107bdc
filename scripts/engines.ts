/*
 * The three browser engines the end-to-end tests run in, where Debian puts them, and what to
 * install when one is missing.
 */
import { existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromiumPath } from "./chromium";

/** The README's install line for the three engines. */
export const INSTALL_ENGINES = "sudo apt-get install chromium firefox-esr webkit2gtk-driver xvfb";

/** Firefox ESR, driven by Puppeteer over WebDriver BiDi. */
export const firefoxPath = () => process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** WebKitGTK's browser (Safari's engine), driven through WebKitWebDriver: Debian's, for this machine's architecture. */
export const miniBrowserPath = () => {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const found = (existsSync("/usr/lib") ? readdirSync("/usr/lib") : [])
    .filter((dir) => dir.endsWith("-linux-gnu"))
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
  return found ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
};

const onPath = (command: string) => (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, command)));

/**
 * What is missing to run the tests in all three engines, one line each. Chromium may also be
 * Playwright's own (`playwrightChromium`, when it has been downloaded).
 */
export function missingEngines(playwrightChromium?: string): string[] {
  const missing: string[] = [];
  if (!chromiumPath() && !(playwrightChromium && existsSync(playwrightChromium)))
    missing.push("Chromium (/usr/bin/chromium or CHROMIUM_PATH)");
  if (!existsSync(firefoxPath())) missing.push(`Firefox ESR (${firefoxPath()} or FIREFOX_PATH)`);
  if (!onPath("WebKitWebDriver")) missing.push("WebKitWebDriver (Debian's webkit2gtk-driver)");
  if (!existsSync(miniBrowserPath())) missing.push(`WebKitGTK's MiniBrowser (${miniBrowserPath()} or MINIBROWSER_PATH)`);
  if (!process.env.DISPLAY && !onPath("Xvfb")) missing.push("Xvfb, a display for WebKit (Debian's xvfb), or a DISPLAY");
  return missing;
}
