import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, island, waitForIslands } from "./islands";

/*
 * A visitor on a mid-range phone taps before the page's scripts have run: the CPU runs 4x slower
 * and every script arrives 3 s late. The tap must still get them the form or the menu: the contact
 * dialogs and their forms are in the page's HTML, opened by a few lines of inline script, so the
 * form comes at once, and its own code (3 s late) hydrates it under what the visitor types.
 */
const SCRIPT_DELAY_MS = 3000;

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

/** The form a tap should lead to: its dialog, opened in place. */
function formFor(page: Page, title: string) {
  return page.getByRole("dialog", { name: title });
}

/** Time for every wave of the scripts a tap starts, each held back SCRIPT_DELAY_MS, on a CPU 4x slower. */
const WOKEN = { timeout: 30_000 };

test.describe("a tap before the scripts run (CPU 4x slower, scripts 3 s late)", () => {
  test.setTimeout(120_000);

  for (const [opener, title] of [
    ["Book a Meeting", "Book a Meeting"],
    ["Connect", "Connect"],
  ] as const) {
    test(`the header's ${opener} leads to its form`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await slowPhone(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await page.getByRole("banner").getByRole("button", { name: opener, exact: true }).click();
      await expect(formFor(page, title)).toBeVisible();
      await expect(formFor(page, title).getByLabel("Name", { exact: true })).toBeVisible();
    });
  }

  test("the hero's Book a meeting leads to the meeting form", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await slowPhone(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByRole("button", { name: "Book a meeting", exact: true }).click();
    await expect(formFor(page, "Book a Meeting")).toBeVisible();
  });

  test("a moving hero's Book a Meeting leads to the meeting form", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await slowPhone(page);
    // The slides are set in motion by a script of the page, which the slow phone also delays.
    await page.goto("/services/edtech", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByRole("button", { name: "Book a Meeting", exact: true }).click();
    await expect(formFor(page, "Book a Meeting")).toBeVisible();
  });

  test("a page's calls to action lead to their forms", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await slowPhone(page);
    await page.goto("/services/fintech", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByRole("button", { name: "Contact Us" }).click();
    await expect(formFor(page, "Connect")).toBeVisible();
    await page.goto("/services/fintech", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByRole("button", { name: "Book a Meeting", exact: true }).click();
    await expect(formFor(page, "Book a Meeting")).toBeVisible();
  });

  test("the mobile menu opens on the first tap, and its toggle says it closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await slowPhone(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu).toBeVisible();
    // The page's menu script names the toggle after what it now does; no island to wait for.
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the mobile menu's Book a Meeting closes the menu and opens the form, and focus returns to the toggle", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await slowPhone(page);
    await page.goto("/services/fintech", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await menu.getByRole("button", { name: "Book a Meeting" }).click();
    const dialog = formFor(page, "Book a Meeting");
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/services\/fintech$/);
    // The opener left with the menu: focus returns to the menu's toggle.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /menu/ })).toBeFocused();
  });

  test("what is typed into a form page before its island runs is kept and sent", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await slowPhone(page);
    await page.goto("/connect", { waitUntil: "domcontentloaded" });
    const main = page.getByRole("main");
    await main.getByLabel("Name", { exact: true }).fill("Early Visitor");
    await waitForIslands(page);
    await expect(main.getByLabel("Name", { exact: true })).toHaveValue("Early Visitor");
    await main.getByLabel("Phone", { exact: true }).fill("9876543210");
    const sent = page.waitForRequest("**/api/v1.0/email/send");
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ template_params: { name: "Early Visitor", phone: "9876543210" } });
    await expect(page.getByRole("alert")).toHaveText(/Thanks for connecting with Kovira Labs/);
  });
});

test.describe("a form's own page", () => {
  test("loads no framework before its load event, and sends what was typed and submitted before it woke", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // A slow phone: the form's code arrives seconds after the visitor starts typing, and they
    // submit before it runs: the submit is held, and made once it does.
    await slowPhone(page);
    await page.goto("/connect", { waitUntil: "load" });
    const scriptsBeforeLoad = await page.evaluate(() => {
      const loadStart = performance.getEntriesByType("navigation")[0]!.toJSON().loadEventStart as number;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime < loadStart && /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => entry.name);
    });
    expect(scriptsBeforeLoad.filter((path) => /contact-page-form|client\./.test(path))).toEqual([]);
    const form = island(page, "ContactPageForm");
    await expect(form).toHaveAttribute("ssr", "");
    const name = page.getByRole("main").getByLabel("Name", { exact: true });
    await name.click();
    await name.pressSequentially("Asha Rao", { delay: 50 });
    await page.getByRole("main").getByLabel("Phone", { exact: true }).fill("9876543210");
    const sent = page.waitForRequest("**/api/v1.0/email/send", WOKEN);
    await page.locator("main form").getByRole("button", { name: "Submit" }).click();
    await expect(form).toHaveAttribute("ssr", "");
    await expect(page.locator("main form")).toHaveAttribute("aria-busy", "true");
    expect((await sent).postDataJSON()).toMatchObject({ template_params: { name: "Asha Rao", phone: "9876543210" } });
    await expect(page.getByRole("alert")).toHaveText(/Thanks for connecting with Kovira Labs/);
    expect(page.url()).toMatch(/\/connect$/);
  });

  test("with a draft in the tab, wakes once the page is idle and shows it", async ({ page }) => {
    await page.goto("/connect", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => sessionStorage.setItem("contact-draft:connect", JSON.stringify({ name: "Asha Rao", phone: "98765 43210" })));
    await page.reload({ waitUntil: "load" });
    await expectHydrated(island(page, "ContactPageForm"));
    await expect(page.getByRole("main").getByLabel("Name", { exact: true })).toHaveValue("Asha Rao");
    await expect(page.getByRole("main").getByLabel("Phone", { exact: true })).toHaveValue("98765 43210");
  });
});
