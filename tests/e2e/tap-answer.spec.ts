import { expect, test } from "@playwright/test";
import { waitForIdleIslands } from "./islands";
import { JOURNEYS, VIEWPORTS } from "./tap-journeys";

/*
 * On a page that has loaded, a tap is answered by code already in the page: nothing the answer
 * needs is fetched between the tap and the answer (the islands wake once the page is idle, and the
 * contact forms render in their closed dialogs then; decision 021). This holds on any machine,
 * however fast; `npm run bench:taps` times the same journeys.
 */

for (const journey of JOURNEYS) {
  test.describe(journey.form, () => {
    test.use(VIEWPORTS[journey.form]);

    test(`${journey.name}: answered with no script fetched after the tap`, async ({ page }) => {
      await page.goto(journey.path);
      await waitForIdleIslands(page);
      await journey.before?.(page);
      const fetchedAfterTap: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") fetchedAfterTap.push(request.url());
      });
      const control = journey.control(page);
      if (journey.form === "phone") await control.tap();
      else await control.click();
      await expect(page.locator(journey.answer).first()).toBeVisible();
      expect(fetchedAfterTap).toEqual([]);
    });
  });
}
