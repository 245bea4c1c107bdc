import { expect, test } from "@playwright/test";
import { expectHydrated, island, islandOf, visit, waitForIdleIslands } from "./islands";

test.describe("islands", () => {
  test("a page with nothing interactive but the header loads no island's code before its load event, then wakes the menu it shows and the dialogs", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ["/privacy", "/no-such-page"]) {
      await page.goto(path, { waitUntil: "load" });
      const islands = await page
        .locator("astro-island")
        .evaluateAll((elements) => elements.map((element) => [element.getAttribute("component-export"), element.getAttribute("client")].join(" ")));
      expect(islands.sort(), path).toEqual(["ContactDialogs intent", "DesktopNav intent", "MobileNav intent"]);
      // The header condenses by a few inline lines; no script is fetched before the load event.
      const beforeLoad = await page.evaluate(() => {
        const loadStart = performance.getEntriesByType("navigation")[0]!.toJSON().loadEventStart as number;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < loadStart && new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => new URL(entry.name).pathname);
      });
      expect(beforeLoad, path).toEqual([]);
      // Once the page is idle, the menu this width shows and the dialogs wake; the phone's menu does not.
      await waitForIdleIslands(page);
      await expectHydrated(island(page, "DesktopNav"));
      await expectHydrated(island(page, "ContactDialogs"));
      await expect(island(page, "MobileNav")).toHaveAttribute("ssr");
    }
  });

  test("a tap held while an island wakes says it is busy, then is replayed", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/privacy");
    const trigger = page.getByRole("banner").getByRole("button", { name: "Case studies" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/\/privacy$/);
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).not.toHaveAttribute("aria-busy");
  });

  test("when the dialogs' code cannot load, a held tap on an opener still reaches the form's page", async ({ page }) => {
    // Astro asks once more a second later, with `?astro-retry=…`: that fails too.
    await page.route(/\/assets\/contact-dialogs\.[^/]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/privacy");
    await page.getByRole("banner").getByRole("button", { name: "Connect", exact: true }).click();
    await expect(page).toHaveURL(/\/connect\??$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connect" })).toBeVisible();
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
