import { expect, test, type Page } from "@playwright/test";
import { waitForIslands } from "./islands";

/*
 * `npm run dev` is the same app as the build: the same pages render, the same islands with the
 * same directives, and they work. The build is served beside it (see playwright.config.ts).
 */
const BUILD = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** Each island on a page, as "Component client". */
function islandsOf(page: Page) {
  return page
    .locator("astro-island")
    .evaluateAll((elements) => elements.map((element) => `${element.getAttribute("component-export")} ${element.getAttribute("client")}`));
}

test.describe("the dev server", () => {
  test.setTimeout(90_000);
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ["/", "/services/fintech"]) {
    test(`renders ${path} with the build's islands`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await waitForIslands(page);
      const dev = await islandsOf(page);
      await page.goto(BUILD + path);
      expect(dev).toEqual(await islandsOf(page));
    });
  }

  test("opens Book a Meeting from the header", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("banner").getByRole("button", { name: "Book a Meeting" }).click();
    await expect(page.getByRole("dialog", { name: "Book a Meeting" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Book a Meeting" }).getByLabel("Name", { exact: true })).toBeFocused();
  });

  test("serves the content editor, its bundle and its configuration", async ({ request }) => {
    expect(await (await request.get("/admin/")).text()).toContain('<link rel="cms-config-url"');
    const bundle = await request.get("/admin/decap/decap-cms.js");
    expect(bundle.status()).toBe(200);
    expect(Number(bundle.headers()["content-length"])).toBeGreaterThan(1_000_000);
    expect((await request.get("/admin/decap/cms.js.map")).status()).toBe(404);
    expect(await (await request.get("/admin/config.yml")).text()).toContain("publish_mode: editorial_workflow");
  });
});
