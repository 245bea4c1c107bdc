import { expect, test } from "@playwright/test";
import { expectHydrated, islandOf, visit } from "./islands";

test.describe("islands", () => {
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
