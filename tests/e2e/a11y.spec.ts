import { expect, test } from "@playwright/test";
import { paths } from "../../src/lib/paths";
import { caseFacets, insights, insightTags } from "./routes";

for (const width of [320, 768, 1024, 1440, 2560]) {
  test(`no page kind scrolls sideways at ${width} wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of [
      "/",
      "/products/digital-transformation",
      "/services/edtech",
      "/case/intelligent-loan-management",
      "/privacy",
      paths.about,
      paths.howWeWork,
      paths.bookMeeting,
      "/insights",
      paths.insight(insights[0]!.slug),
      paths.insightTag(insightTags[0]!),
      paths.cases,
      caseFacets[0]!,
      paths.industries,
    ]) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}

test("the header's icons take the system's text colour where it forces its colours", async ({ browser }) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ forcedColors: "active", colorScheme: "dark", viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto("/privacy");
    const canvasText = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = "CanvasText";
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    // The phone menu's toggle at 375 wide; the desktop menu's chevrons and its external arrow at 1280.
    const icons = width < 1024 ? ["button[aria-controls=mobile-menu] svg:visible"] : ["header nav svg.lucide-chevron-down:visible", "header nav svg.lucide-arrow-up-right:visible"];
    for (const selector of icons) {
      const drawn = await page.locator(selector).first().evaluate((icon) => getComputedStyle(icon).stroke);
      expect(drawn, `${selector} at ${width}`).toBe(canvasText);
    }
    await context.close();
  }
});
