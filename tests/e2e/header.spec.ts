import { expect, test, type Page } from "@playwright/test";
import { visit } from "./islands";

const banner = (page: Page) => page.getByRole("banner");
/** The dropdowns' panels: popovers in the top layer, rendered after the page's content (menus.ts). */
const panels = (page: Page) => page.locator("[data-slot=nav-panel]");

test.describe("desktop header (1280 wide)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the logo, dropdowns, careers and both form buttons", async ({ page }) => {
    await visit(page, "/");
    await expect(banner(page).getByRole("link", { name: "Kovira Labs" })).toHaveAttribute("href", "/");
    await expect(banner(page).getByRole("button", { name: "Solutions" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Case studies" })).toBeVisible();
    const careers = banner(page).getByRole("link", { name: "Careers" });
    await expect(careers).toHaveAttribute("target", "_blank");
    await expect(careers).toHaveAttribute("rel", "noopener noreferrer");
    await expect(banner(page).getByRole("button", { name: "Book a Meeting" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Connect" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("Solutions opens on hover, is 900px wide in two columns, and closes on leaving", async ({ page }) => {
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Solutions" }).hover();
    const fintech = panels(page).getByRole("link", { name: /Fintech/ });
    await expect(fintech).toBeVisible();
    const panel = panels(page).filter({ visible: true });
    expect((await panel.boundingBox())!.width).toBe(900);
    await page.mouse.move(1250, 600);
    await expect(fintech).toBeHidden();
  });

  test("a panel the hover opened stays open when its trigger is then clicked; the next click closes it", async ({ page }) => {
    await visit(page, "/");
    const trigger = banner(page).getByRole("button", { name: "Solutions" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await page.waitForTimeout(400);
    await expect(panels(page).getByRole("link", { name: /Fintech/i })).toBeVisible();
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.waitForTimeout(400);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("Case studies opens on click and closes on Escape, by keyboard too", async ({ page }) => {
    await visit(page, "/");
    const trigger = banner(page).getByRole("button", { name: "Case studies" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panels(page).getByRole("link", { name: /Loan origination and collections/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // The hover that preceded the click must not reopen the panel once it was closed.
    await page.waitForTimeout(400);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(panels(page).getByRole("link", { name: /Loan origination and collections/ })).toBeHidden();
  });

  test("choosing a dropdown item navigates and closes the menu", async ({ page }) => {
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Solutions" }).click();
    await panels(page)
      .getByRole("link", { name: /Cloud engineering/ })
      .click();
    await expect(page).toHaveURL("/products/cloud-engineering");
    await expect(page.getByRole("heading", { level: 1, name: "Cloud engineering" })).toBeVisible();
    await expect(panels(page).getByRole("link", { name: /Cloud engineering/ })).toBeHidden();
  });

  test("condenses after 100px of scroll, to 70% width within 800–1400px", async ({ page }) => {
    await visit(page, "/");
    const header = banner(page);
    await expect(header).toHaveAttribute("data-condensed", "false");
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).toHaveAttribute("data-condensed", "true");
    await page.waitForTimeout(700);
    const bar = header.locator("> div");
    expect(Math.round((await bar.boundingBox())!.width)).toBe(896);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute("data-condensed", "false");
  });

  for (const width of [1024, 1280]) {
    test(`condensed at ${width} wide, the bar still holds the logo, the menus and both buttons`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/privacy");
      await page.evaluate(() => window.scrollTo(0, 400));
      const header = banner(page);
      await expect(header).toHaveAttribute("data-condensed", "true");
      await page.waitForTimeout(700);
      const bar = (await header.locator("> div").boundingBox())!;
      for (const name of ["Book a Meeting", "Connect"]) {
        const button = (await header.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(button.x, name).toBeGreaterThanOrEqual(bar.x);
        expect(button.x + button.width, name).toBeLessThanOrEqual(bar.x + bar.width - 8);
      }
      const logo = (await header.getByRole("link", { name: "Kovira Labs" }).boundingBox())!;
      expect(logo.x).toBeGreaterThanOrEqual(bar.x);
    });
  }

  test("the skip link is the first focusable element and moves to main", async ({ page }) => {
    await visit(page, "/");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    // Out of sight until focused, its shadow too (a shadow below it once showed at the page's top):
    // how far below its box the lowest shadow reaches is its offset, plus its blur, plus its spread.
    const lowestDrawn = () =>
      skip.evaluate((link) => {
        const shadows = getComputedStyle(link).boxShadow.replace(/rgba?\([^)]*\)/g, "").split(",");
        const reach = Math.max(0, ...shadows.map((shadow) => shadow.trim().split(/\s+/).map(parseFloat)).map(([, y = 0, blur = 0, spread = 0]) => y + blur + spread));
        return link.getBoundingClientRect().bottom + reach;
      });
    expect(await lowestDrawn()).toBeLessThanOrEqual(0);
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect.poll(lowestDrawn).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

for (const width of [375, 900]) {
  test.describe(`mobile header (${width} wide)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the toggle opens and closes the menu and reports its state", async ({ page }) => {
      await visit(page, "/");
      await expect(banner(page).getByRole("button", { name: "Solutions" })).toBeHidden();
      const toggle = page.getByRole("button", { name: "Open menu" });
      const menu = page.locator("#mobile-menu");
      // Its expanded state is the popover's (popovertarget), which HTML forbids aria-expanded to repeat.
      await expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
      await expect(toggle).not.toHaveAttribute("aria-expanded");
      await expect(menu).toBeHidden();
      await toggle.click();
      const close = page.getByRole("button", { name: "Close menu" });
      await expect(close).toBeVisible();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("button", { name: "Book a Meeting", exact: true })).toBeVisible();
      await expect(menu.getByRole("button", { name: "Connect", exact: true })).toBeVisible();
      await close.click();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(menu).toBeHidden();
    });

    test("groups are accordions and choosing an item closes the menu", async ({ page }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const solutions = page.getByRole("button", { name: "Solutions" });
      await expect(solutions).toHaveAttribute("aria-expanded", "false");
      await solutions.click();
      await expect(solutions).toHaveAttribute("aria-expanded", "true");
      const cases = page.getByRole("button", { name: "Case studies" });
      await cases.click();
      await expect(cases).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("navigation", { name: "Site menu" }).getByRole("link", { name: /Retail operations/ }).click();
      await expect(page).toHaveURL("/case/retail-operations");
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(page.locator("#mobile-menu")).toBeHidden();
    });

    test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.keyboard.press("Escape");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(page.locator("#mobile-menu")).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test("the menu's form buttons open the dialogs", async ({ page }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("button", { name: "Connect", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Connect" })).toBeVisible();
    });
  });
}
