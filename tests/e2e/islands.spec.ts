import { expect, test, type Page } from "@playwright/test";
import { waitForIslands, expectHydrated, islandOf, visit } from "./islands";
import { sweepRoutes } from "./routes";

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

/** Scrolls to the end a screen at a time, letting each screen's islands wake before the next. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.waitForLoadState("networkidle");
}

test.describe("islands", () => {
  for (const width of [375, 1280]) {
    for (const route of [...sweepRoutes, "/no-such-page"]) {
      test(`${route} at ${width} wide: islands wake without an error, every image loads with alt text and a size`, async ({ page }) => {
        // Scrolling the home page through at 1280 wide takes about 20 s on a quiet machine.
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        const errors = collectErrors(page);
        await page.goto(route);
        await waitForIslands(page);
        await scrollThrough(page);
        // Every island whose content can be seen at this width has woken by now.
        for (const element of await page.locator("astro-island").all()) {
          if (!(await element.locator(":scope > *:visible").count())) continue;
          await expect(element, `${route} ${await element.getAttribute("component-export")}`).not.toHaveAttribute("ssr");
        }
        expect(errors).toEqual([]);
        expect(await imageProblems(page)).toEqual([]);
      });
    }
  }

  test("a page with nothing interactive but the header runs only the header's islands", async ({ page }) => {
    for (const path of ["/privacy", "/no-such-page"]) {
      await page.goto(path);
      const islands = await page
        .locator("astro-island")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("component-export")));
      expect(islands.sort(), path).toEqual(["ContactDialogs", "DesktopNav", "Header", "MobileNav"]);
    }
  });

  test("the browser runs no router: pages link to each other as documents", async ({ page }) => {
    await visit(page, "/");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    );
    expect(scripts.filter((path) => /router/i.test(path))).toEqual([]);
    const firstDocument = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(await page.evaluate(() => performance.timeOrigin)).toBeGreaterThan(firstDocument);
  });

  test("ids React generates match between the prerendered HTML and the hydrated page", async ({ page }) => {
    await visit(page, "/");
    const features = page.getByRole("region", { name: "Powerful features to grow with you" });
    await features.scrollIntoViewIfNeeded();
    await expectHydrated(islandOf(features));
    // The second panel is created only now, with ids from the hydrated tree: they must still
    // point at the tab rendered at build time, and back.
    const tab = features.getByRole("tab", { name: "Domain" });
    await tab.click();
    const panel = features.getByRole("tabpanel");
    await expect(panel).toHaveAccessibleName("Domain");
    await expect(tab).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);
  });
});
