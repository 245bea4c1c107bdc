import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { paths } from "../../src/lib/paths";
import { site } from "./content";
import { visit } from "./islands";

const companyPages = [
  { path: paths.about, heading: "About Kovira Labs" },
  { path: paths.howWeWork, heading: "How we work with clients" },
];

test.describe("the company pages", () => {
  test("are linked from the footer, the home page and both form pages", async ({ page }) => {
    for (const route of [paths.home, paths.bookMeeting, paths.connect]) {
      await page.goto(route);
      for (const { path } of companyPages) {
        const inMain = page.getByRole("main").locator(`a[href="${path}"]`);
        await expect(inMain.first(), `${route} links ${path} in its content`).toBeAttached();
        await expect(page.getByRole("contentinfo").locator(`a[href="${path}"]`), `${route} footer links ${path}`).toHaveCount(1);
      }
    }
  });

  test("each link to one of them carries the page's own name, wherever it is", async ({ page }) => {
    // One label per action: a link to How we work says "How we work", a link to About says "About" or the page's title.
    const names: Record<string, RegExp> = { [paths.howWeWork]: /^how we work$/i, [paths.about]: /^(about|about kovira labs|who we are)$/i };
    for (const route of [paths.about, paths.howWeWork, paths.home]) {
      await page.goto(route);
      for (const [path, name] of Object.entries(names)) {
        for (const label of await page.locator(`a[href="${path}"]`).evaluateAll((links) => links.map((link) => link.textContent!.trim()))) {
          expect(label, `${route}: a link to ${path}`).toMatch(name);
        }
      }
    }
    await page.goto(paths.about);
    await expect(page.getByRole("complementary", { name: "Next steps" })).toContainText("Read on in How we work, or talk to us");
  });

  test("are in the header's Solutions menu at 1280 wide and in the phone menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Solutions" }).click();
    // The dropdown's panel is a popover in the top layer, after the page's content (menus.ts).
    const panel = page.locator("[data-slot=nav-panel]").filter({ visible: true });
    await expect(panel.getByRole("link", { name: "How we work" })).toHaveAttribute("href", paths.howWeWork);
    await expect(panel.getByRole("link", { name: "About Kovira Labs" })).toHaveAttribute("href", paths.about);

    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    // Each a row of its own, as tall as a thumb needs.
    const rows = await Promise.all(["How we work", "About"].map(async (name) => (await menu.getByRole("link", { name, exact: true }).boundingBox())!));
    for (const row of rows) expect(row.height).toBeGreaterThanOrEqual(44);
    expect(rows[1]!.y).toBeGreaterThanOrEqual(rows[0]!.y + rows[0]!.height);
    await menu.getByRole("link", { name: "How we work" }).click();
    await expect(page).toHaveURL(paths.howWeWork);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we work with clients");
  });

  test("state the entity, the leaders, the hours and the engagement models", async ({ page }) => {
    await page.goto(paths.about);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(companyPages[0]!.heading);
    await expect(page.getByRole("main")).toContainText("Kovira Labs Private Limited");
    for (const name of ["Nandini Rao", "Arjun Kulkarni", "Meera Iyer", "Farhan Siddiqui"]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    const hours = page.getByRole("table", { name: /Our hours in your time zone/ });
    await expect(hours.getByRole("row", { name: /United Kingdom/ })).toContainText("04:30–13:30");
    await page.goto(paths.howWeWork);
    for (const model of ["Discovery sprint", "Fixed scope", "Time and materials with a cap", "Dedicated team"]) {
      await expect(page.getByRole("heading", { level: 3, name: model })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Security practices/ })).toHaveAttribute("href", paths.security);
  });

  test("quote the contract's ownership clause in full, the same words on How we work and the terms", async ({ page }) => {
    const clause = `“${site.commitments.codeOwnership}”`;
    for (const path of [paths.howWeWork, paths.terms]) {
      await page.goto(path);
      await expect(page.getByRole("main"), path).toContainText(`reads in full: ${clause}`);
    }
  });

  test("can be edited in the content editor", () => {
    // The editor is built for an origin of its own (decision 033).
    const config = readFileSync(join(process.env.BUILD_DIR ?? "build", "editor", "admin", "config.yml"), "utf8");
    expect(config).toContain("file: src/content/about/about.yaml");
    expect(config).toContain("file: src/content/how-we-work/how-we-work.yaml");
  });
});
