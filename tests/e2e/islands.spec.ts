import { expect, test } from "@playwright/test";
import { BEACON_PATH } from "../../src/shared/analytics-events";
import { expectHydrated, expectSectionLive, visit } from "./islands";

test.describe("islands", () => {
  test("a page with nothing interactive but the header has no island but the dialogs' forms, and fetches no script until a dialog is shown", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ["/privacy", "/no-such-page"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      const islands = await page
        .locator("astro-island")
        .evaluateAll((elements) =>
          elements.map((element) => [element.getAttribute("component-export"), element.getAttribute("client")].join(" ")),
        );
      expect(islands.sort(), path).toEqual(["ContactDialogForm visible", "ContactDialogForm visible"]);
      // Besides the analytics beacon, asked for once the page has loaded and painted.
      const scripts = () =>
        page.evaluate(
          (beacon) =>
            performance
              .getEntriesByType("resource")
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => path.endsWith(".js") && path !== beacon).length,
          BEACON_PATH,
        );
      expect(await scripts(), path).toBe(0);
      // Shown, the dialog's form wakes under it; the other dialog's does not.
      await page.getByRole("banner").getByRole("button", { name: "Connect", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Connect" })).toBeVisible();
      await expectHydrated(page.locator("astro-island:has([data-contact-form=connect])"));
      await expect(page.locator("astro-island:has([data-contact-form=meeting])")).toHaveAttribute("ssr");
      expect(await scripts(), path).toBeGreaterThan(0);
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
    await expectSectionLive(features);
    // The second panel is created only now, with ids from the hydrated tree: they must still
    // point at the tab rendered at build time, and back.
    const tab = features.getByRole("tab", { name: "Domain" });
    await tab.click();
    const panel = features.getByRole("tabpanel");
    await expect(panel).toHaveAccessibleName("Domain");
    await expect(tab).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);
  });
});
