import { expect, type Locator, type Page } from "@playwright/test";

/*
 * Readiness signals for the end-to-end tests. Astro renders each island as an `<astro-island>`
 * whose `ssr` attribute is removed once its component has hydrated; tests wait for that instead
 * of sleeping.
 */

/** The island rendering the React component exported as `component` (e.g. "DesktopNav"). */
export const island = (page: Page, component: string) => page.locator(`astro-island[component-export="${component}"]`);

/** The island a locator's element sits in (the nearest one). */
export const islandOf = (locator: Locator) => locator.locator("xpath=ancestor::astro-island[1]");

export async function expectHydrated(target: Locator) {
  await expect(target).not.toHaveAttribute("ssr");
}

/**
 * How many islands the page starts on its own have yet to hydrate: `client:load`, `client:idle`
 * and `client:painted` ones, and those given a media query (`client:media`, `client:painted`)
 * while it matches, and `client:draft` ones with a draft to show. `client:visible` islands wake
 * when scrolled to, `client:intent` ones (and `client:draft` ones without a draft) when reached
 * for: wait for those with `expectHydrated`. Runs in the page.
 */
export function pendingIslands() {
  return [...document.querySelectorAll("astro-island[ssr]")].filter((element) => {
    const client = element.getAttribute("client");
    if (client === "visible" || client === "intent") return false;
    const { value } = JSON.parse(element.getAttribute("opts") ?? "{}") as { value?: unknown };
    // `client:draft` starts on its own only when the tab holds a draft; otherwise it is `client:intent`.
    if (client === "draft") return sessionStorage.getItem(String(value)) !== null;
    if (client === "media") return matchMedia(String(value)).matches;
    return true;
  }).length;
}

/** Waits until every island the page starts on its own has hydrated (see `pendingIslands`). */
export async function waitForIslands(page: Page) {
  await expect.poll(() => page.evaluate(pendingIslands), { timeout: 30_000 }).toBe(0);
}

/**
 * How many islands have yet to wake once the page is idle: those `pendingIslands` counts, and the
 * `client:intent` ones (and `client:draft` ones without a draft) that are laid out at this width,
 * which wake by themselves once the page has loaded and is idle. Runs in the page.
 */
export function pendingOnceIdle() {
  return [...document.querySelectorAll("astro-island[ssr]")].filter((element) => {
    const client = element.getAttribute("client");
    if (client === "visible") return false;
    if (client === "intent" || client === "draft") return element.parentElement?.checkVisibility() ?? true;
    const { value } = JSON.parse(element.getAttribute("opts") ?? "{}") as { value?: unknown };
    if (client === "media") return matchMedia(String(value)).matches;
    return true;
  }).length;
}

/**
 * Waits until the page has loaded and done what it does once idle: every island that wakes by
 * itself has hydrated, the two contact forms are rendered in their closed dialogs, and the network
 * is quiet (the forms' email SDK has arrived).
 */
export async function waitForIdleIslands(page: Page) {
  await page.waitForLoadState("load");
  await expect.poll(() => page.evaluate(pendingOnceIdle), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.locator("dialog").count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState("networkidle");
}

/** Opens a page and waits for its islands to run, as a visitor's first tap would. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
}

/**
 * With Playwright's clock installed and paused, `client:painted` never fires by itself: advance
 * the clock a frame at a time until the page's islands have run.
 */
export async function runClockUntilHydrated(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.evaluate(pendingIslands);
    })
    .toBe(0);
}
