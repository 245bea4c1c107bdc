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
      "/insights",
      paths.insight(insights[0]!.slug),
      paths.insightTag(insightTags[0]!),
      paths.cases,
      caseFacets[0]!,
      paths.services,
    ]) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
