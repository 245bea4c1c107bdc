import { expect, test } from "@playwright/test";
import { kindRoutes } from "./routes";

/*
 * Nothing waits hidden for the stylesheet: by the `load` event every heading and paragraph in the
 * page's HTML is rendered (no `display: none`, no `visibility: hidden` on it or an ancestor) and so
 * in the accessibility tree and found by find-in-page, on every kind of page, on a phone and a
 * laptop. A closed dialog, a closed menu and the content the visitor has not asked for (a tab
 * panel not chosen, a collapsed answer) are not waiting: they are closed.
 */

/** Runs in the page: headings and paragraphs hidden by style, outside what the visitor has closed. */
function hiddenText() {
  const closed = "dialog:not([open]), [popover]:not(:popover-open), [hidden], [aria-hidden=true], [inert], template, noscript, [role=tabpanel][data-state=inactive]";
  return [...document.querySelectorAll("main h1, main h2, main h3, main h4, main p, footer h2, footer p")]
    .filter((element) => !element.closest(closed))
    .filter((element) => !element.checkVisibility({ visibilityProperty: true }))
    .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} wide`, () => {
    test.use({ viewport });
    for (const route of kindRoutes) {
      test(`${route}: every heading and paragraph is rendered by the load event`, async ({ page }) => {
        // Read in the load event's own task, before anything after it could change the page.
        await page.addInitScript(`addEventListener("load", () => { window.hiddenAtLoad = (${hiddenText})(); }, { once: true });`);
        await page.goto(route, { waitUntil: "load" });
        expect(await page.evaluate("window.hiddenAtLoad")).toEqual([]);
      });
    }
  });
}
