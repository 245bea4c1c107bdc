/*
 * The three browser engines the end-to-end tests run in, where Debian puts them, and what to
 * install when one is missing.
 */
import { existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromiumPath } from "./chromium";

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

export const ENGINES = ["chromium", "firefox", "webkit"] as const;
export type Engine = (typeof ENGINES)[number];

/** Debian's packages that bring each engine. */
export const ENGINE_PACKAGES: Record<Engine, string> = {
  chromium: "chromium",
  firefox: "firefox-esr",
  webkit: "webkit2gtk-driver xvfb",
};

/**
 * What each engine lacks on this machine, one line per missing piece (empty when it can run).
 * Chromium may also be Playwright's own (`playwrightChromium`, when it has been downloaded).
 */
export function engineGaps(playwrightChromium?: string): Record<Engine, string[]> {
  const webkit: string[] = [];
  if (!onPath("WebKitWebDriver")) webkit.push("WebKitWebDriver (Debian's webkit2gtk-driver)");
  if (!existsSync(miniBrowserPath())) webkit.push(`WebKitGTK's MiniBrowser (${miniBrowserPath()} or MINIBROWSER_PATH)`);
  if (!process.env.DISPLAY && !onPath("Xvfb")) webkit.push("Xvfb, a display for WebKit (Debian's xvfb), or a DISPLAY");
  return {
    chromium: chromiumPath() || (playwrightChromium && existsSync(playwrightChromium)) ? [] : ["Chromium (/usr/bin/chromium or CHROMIUM_PATH)"],
    firefox: existsSync(firefoxPath()) ? [] : [`Firefox ESR (${firefoxPath()} or FIREFOX_PATH)`],
    webkit,
  };
}

/**
 * The engines the end-to-end tests run in: those `E2E_ENGINES` names (comma-separated, e.g.
 * `chromium,firefox,webkit`, which `.ci/run` sets), or else every engine installed here. An engine
 * asked for by name and missing is an error that says what to install.
 */
export function chosenEngines(playwrightChromium?: string): { engines: Engine[]; skipped: string[] } {
  const gaps = engineGaps(playwrightChromium);
  const asked = process.env.E2E_ENGINES?.split(",").map((name) => name.trim()).filter(Boolean);
  if (asked) {
    const unknown = asked.filter((name) => !(ENGINES as readonly string[]).includes(name));
    if (unknown.length) throw new Error(`E2E_ENGINES names ${unknown.join(", ")}; the engines are ${ENGINES.join(", ")}`);
    const missing = (asked as Engine[]).filter((engine) => gaps[engine].length > 0);
    if (missing.length)
      throw new Error(
        `E2E_ENGINES asks for ${missing.join(", ")}, which this machine lacks:\n  - ${missing.flatMap((engine) => gaps[engine]).join("\n  - ")}\n` +
          `On Debian or Ubuntu: sudo apt-get install ${missing.map((engine) => ENGINE_PACKAGES[engine]).join(" ")}`,
      );
    return { engines: asked as Engine[], skipped: [] };
  }
  const engines = ENGINES.filter((engine) => gaps[engine].length === 0);
  const skipped = ENGINES.filter((engine) => gaps[engine].length > 0).map(
    (engine) => `${engine} (missing: ${gaps[engine].join("; ")}; install with: sudo apt-get install ${ENGINE_PACKAGES[engine]})`,
  );
  return { engines, skipped };
}
