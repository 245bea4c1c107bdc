import { expect, test, type Page } from "@playwright/test";
import { allRoutes } from "./routes";

/** Errors the page reports: React reports a hydration mismatch as an uncaught error. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  return errors;
}

/** Scrolls to the end a screen at a time, so every section below the fold hydrates. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
}

test.describe("islands", () => {
  for (const width of [375, 1280]) {
    test(`every page hydrates its islands without an error at ${width} wide`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const errors = collectErrors(page);
      for (const route of [...allRoutes, "/no-such-page"]) {
        await page.goto(route);
        await expect(page.locator("html"), route).toHaveAttribute("data-hydrated", "true");
        await scrollThrough(page);
        for (const section of await page.locator("[data-hydrate]:visible").all()) {
          await expect(section, `${route} ${await section.getAttribute("data-hydrate")}`).toHaveAttribute("data-hydrated", "true");
        }
      }
      expect(errors).toEqual([]);
    });
  }

  test("the browser runs no router: pages link to each other as documents", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    );
    expect(scripts.filter((path) => /\/(entry\.client|manifest|root)-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const firstDocument = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(await page.evaluate(() => performance.timeOrigin)).toBeGreaterThan(firstDocument);
  });

  test("ids React generates match between the prerendered HTML and the hydrated page", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const features = page.getByRole("region", { name: "Powerful features to grow with you" });
    await features.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-hydrate]", { has: features })).toHaveAttribute("data-hydrated", "true");
    // The second panel is created only now, with ids from the hydrated tree: they must still
    // point at the tab rendered at build time, and back.
    const tab = features.getByRole("tab", { name: "Domain" });
    await tab.click();
    const panel = features.getByRole("tabpanel");
    await expect(panel).toHaveAccessibleName("Domain");
    await expect(tab).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);
  });
});
