import { expect, test } from "@playwright/test";

/* With JavaScript switched off, every opener still leads to its form, and the form pages say how else to reach us. */
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

test("the header's Connect leads to the Connect page, which offers email and phone", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page).toHaveURL(/\/connect\??$/);
  await expect(page.getByRole("heading", { level: 1, name: "Connect" })).toBeVisible();
  await expect(page.getByText(/JavaScript, which is switched off/)).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@kovira-labs.com" }).first()).toHaveAttribute("href", "mailto:hello@kovira-labs.com");
  await expect(page.getByRole("link", { name: "+91 80 4718 2290" }).first()).toHaveAttribute("href", "tel:+918047182290");
});

test("the meeting page's form hands the request to the mail program", async ({ page }) => {
  await page.goto("/book-a-meeting");
  const form = page.getByRole("main").locator("form", { has: page.getByLabel("Agenda", { exact: true }) });
  await expect(form).toHaveAttribute("action", "mailto:hello@kovira-labs.com");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("enctype", "text/plain");
  // The page says above the form which way the message goes with scripts off.
  await expect(page.getByText(/Submitting it opens your email program/)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu opens, and every row in it leads somewhere: the groups to their index pages", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu).toBeVisible();
    // The toggle draws its cross while the menu is open, with no script to say so.
    const toggle = page.locator("button[popovertarget=mobile-menu]");
    await expect(toggle.locator("svg.lucide-x")).toBeVisible();
    await expect(toggle.locator("svg.lucide-menu")).toBeHidden();
    // No button in it that needs a script: the groups are links until the menu's island runs.
    await expect(menu.getByRole("button", { name: /Solutions|Case studies/ })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Solutions" })).toHaveAttribute("href", "/services");
    await menu.getByRole("link", { name: "Case studies" }).click();
    await expect(page).toHaveURL(/\/case$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
