import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForIslands } from "./islands";
import { kindRoutes, sweepRoutes } from "./routes";

/*
 * One visit per page and width does every per-page check: the islands wake without an error as the
 * page is scrolled through, every image loads with alt text and a size, and the page, its islands
 * awake, has no WCAG 2.2 AA violations. At 1280 wide every page is visited, for what its own content
 * can get wrong (alt text, heading order, links); at 375 one page of each kind, for what the narrow
 * layout can (target sizes, the mobile menu, reflow).
 */

/** Errors the page reports: React reports a hydration mismatch as an uncaught error. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  return errors;
}

/** Images without alt text or an intrinsic size, and rendered images that did not load. */
async function imageProblems(page: Page) {
  const images = await page.locator("img").evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc || img.src,
      alt: img.getAttribute("alt"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loaded: img.complete && img.naturalWidth > 0,
      // Images in a collapsed menu or a hidden duplicate track are not requested yet.
      rendered: img.getClientRects().length > 0,
    })),
  );
  return images.flatMap((image) => [
    ...(image.alt === null ? [`${image.src} has no alt`] : []),
    ...(!image.width || !image.height ? [`${image.src} has no width/height`] : []),
    ...(image.rendered && !image.loaded ? [`${image.src} did not load`] : []),
  ]);
}

/**
 * Scrolls to the end a screen at a time, letting each screen's islands wake before the next. It
 * starts once the whole stylesheet applies, as a reader does: until then the lazy images below the
 * first screen are held back (decision 017), and one scrolled past before it applied would wait, as
 * lazy images do, until it is near the screen again.
 */
async function scrollThrough(page: Page) {
  await page.waitForFunction(() => !document.querySelector("link[data-deferred-stylesheet][media=print]"));
  // In the page, one screen each two frames: no round trip to the test per screen. A frame that a
  // busy machine's compositor holds back is waited for at most 200 ms, so the walk cannot stall on it.
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 200);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  // A frame skipped on a busy machine means a screen the walk passed was never laid out there, so a
  // lazy picture on it was never asked for and an island waiting to be seen (`client:visible`) never
  // woke. The reader's way round that: go back to each one still waiting, in the page's order, and
  // stay until it arrives or wakes (10 s at most; the checks below then name what did not).
  await page.evaluate(async () => {
    // An island's own box is `display: contents`: it is where its first child with a box is.
    const box = (element: Element) => [element, ...element.children].find((each) => each.getClientRects().length > 0);
    const done = (element: Element) => (element instanceof HTMLImageElement ? element.complete : !element.hasAttribute("ssr"));
    for (const element of document.querySelectorAll('img, astro-island[client="visible"][ssr]')) {
      const seen = box(element);
      if (done(element) || !seen) continue;
      // A lazy picture still waiting when the scroll moves on (a slow machine) would never start: fetch it now.
      if (element instanceof HTMLImageElement) element.loading = "eager";
      window.scrollTo(0, seen.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
      for (const deadline = Date.now() + 10_000; !done(element) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Every picture on screen has arrived (or failed, which imageProblems reports): no half-second of
  // quiet network to wait out.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.getClientRects().length));
}

for (const [width, routes] of [
  [375, kindRoutes],
  [1280, sweepRoutes],
] as const) {
  test.describe(`pages at ${width} wide`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...routes, "/no-such-page"]) {
      test(`${route}: islands wake without an error, images load with alt text and a size, no WCAG 2.2 AA violations`, async ({ page }) => {
        // Scrolling the home page through at 1280 wide takes about 20 s on a slow machine.
        test.setTimeout(90_000);
        const errors = collectErrors(page);
        await page.goto(route);
        await waitForIslands(page);
        await scrollThrough(page);
        // Every island whose content can be seen at this width has woken by now, or wakes when
        // reached for (`client:intent`).
        const asleep = () =>
          page.evaluate(() => {
            // Seen as Playwright's `:visible` sees it: a box with a size, or, for `display: contents`, a child that is seen.
            const seen = (element: Element): boolean =>
              getComputedStyle(element).display === "contents"
                ? [...element.children].some(seen)
                : element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().height > 0;
            return [...document.querySelectorAll("astro-island")]
              .filter((island) => [...island.children].some(seen))
              .filter((island) => {
                if (!island.hasAttribute("ssr")) return false;
                if (["intent", "draft"].includes(island.getAttribute("client") ?? "")) island.firstElementChild?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
                return true;
              })
              .map((island) => island.getAttribute("component-export"));
          });
        await expect.poll(asleep, `${route}: islands still asleep`).toEqual([]);
        expect(errors).toEqual([]);
        expect(await imageProblems(page)).toEqual([]);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  });
}
