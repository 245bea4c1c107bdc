import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH) where it exists; undefined lets Playwright use its own. */
export const chromiumPath = () => {
  const path = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";
  return existsSync(path) ? path : undefined;
};

/** Flags for every headless Chromium the project starts: no sandbox, GPU or background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
