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

/*
 * A closed contact form is laid out where it opens, out of sight, so a tap only changes its
 * visibility (decision 021): it has its open size, yet it is not visible, takes no tap and is out
 * of the accessibility tree.
 */
for (const form of ["phone", "desktop"] as const) {
  test.describe(form, () => {
    test.use(VIEWPORTS[form]);

    test("closed contact forms are laid out ahead, out of sight and out of reach", async ({ page }) => {
      await page.goto("/");
      await waitForIdleIslands(page);
      const closed = await page.locator("dialog:not([open]):has(form)").evaluateAll((dialogs) =>
        dialogs.map((dialog) => {
          const box = dialog.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height, innerHeight) / 2);
          return { laidOut: box.width > 0 && box.height > 0, visible: dialog.checkVisibility({ visibilityProperty: true }), hit: dialog.contains(hit) };
        }),
      );
      expect(closed.length).toBeGreaterThanOrEqual(2);
      for (const dialog of closed) expect(dialog).toEqual({ laidOut: true, visible: false, hit: false });
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}
