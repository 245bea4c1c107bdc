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
 * Brings each island inside `section` into view in turn (a section drawn at build time holds its
 * moving parts as islands: `client:visible` wakes each as it nears the screen) and waits until
 * every one has hydrated.
 */
export async function expectSectionLive(section: Locator) {
  const parts = section.locator("astro-island");
  await expect(parts.first()).toBeAttached();
  for (const part of await parts.all()) {
    // An island's element draws no box of its own: its first child stands in for it.
    await part.locator(":scope > *").first().scrollIntoViewIfNeeded();
    await expectHydrated(part);
  }
}

/**
 * How many islands the page starts on its own have yet to hydrate: `client:load` and `client:idle`
 * ones, and `client:media` ones while their query matches. `client:visible` islands wake when
 * scrolled to (a contact dialog's form when its dialog is shown): wait for those with
 * `expectHydrated`. Runs in the page.
 */
export function pendingIslands() {
  return [...document.querySelectorAll("astro-island[ssr]")].filter((element) => {
    const client = element.getAttribute("client");
    if (client === "visible" || client === "only") return false;
    const { value } = JSON.parse(element.getAttribute("opts") ?? "{}") as { value?: unknown };
    if (client === "media") return matchMedia(String(value)).matches;
    return true;
  }).length;
}

/** Waits until every island the page starts on its own has hydrated (see `pendingIslands`). */
export async function waitForIslands(page: Page) {
  await expect.poll(() => page.evaluate(pendingIslands), { timeout: 30_000 }).toBe(0);
}

/** Waits until the page has loaded, its islands have run and the network is quiet: all it fetches by itself. */
export async function waitForQuietPage(page: Page) {
  await page.waitForLoadState("load");
  await waitForIslands(page);
  await page.waitForLoadState("networkidle");
}

/** Opens a page and waits for its islands to run, as a visitor's first tap would. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
}

/**
 * With Playwright's clock installed and paused, `client:idle` never fires by itself: advance the
 * clock a frame at a time until the page's islands have run.
 */
export async function runClockUntilHydrated(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.evaluate(pendingIslands);
    })
    .toBe(0);
}
