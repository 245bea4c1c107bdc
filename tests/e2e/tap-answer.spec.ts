import { expect, test } from "@playwright/test";
import { arriveAt, JOURNEYS, MOMENTS, VIEWPORTS } from "./tap-journeys";

/*
 * A tap is answered by the page as it is when the control is painted: the dialogs, their forms and
 * the menus are in the HTML, and the page's inline scripts open them (decision 026). So no module
 * script may be needed: every one is refused here, and each journey is tapped at first paint, at
 * `load` and once the network is idle. This holds on any machine, however fast;
 * `npm run bench:taps` times the same journeys at the same moments.
 */

for (const journey of JOURNEYS) {
  test.describe(journey.form, () => {
    test.use(VIEWPORTS[journey.form]);

    for (const moment of MOMENTS.filter((moment) => moment !== "hydrated")) {
      test(`${journey.name}, tapped at ${moment}: answered with no module script at all`, async ({ page, baseURL }) => {
        await page.route(/\.m?js(\?|$)/, (route) => route.abort());
        await arriveAt(page, baseURL + journey.path, journey, moment);
        const control = journey.control(page);
        if (journey.form === "phone") await control.tap();
        else await control.click();
        await expect(page.locator(journey.answer).filter({ visible: true }).first()).toBeVisible();
      });
    }
  });
}
