import { expect, test } from "@playwright/test";
import { allRoutes } from "./routes";

for (const width of [375, 1280]) {
  test.describe(`images at ${width} wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every image on every route loads and has alt text, width and height", async ({ page }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const route of allRoutes) {
        await page.goto(route, { waitUntil: "networkidle" });
        // Scroll through the page so lazy images load.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 700) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
        });
        await page.waitForLoadState("networkidle");
        const images = await page.locator("img").evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).map((img) => ({
            src: img.currentSrc || img.src,
            alt: img.getAttribute("alt"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            loaded: img.complete && img.naturalWidth > 0,
            // Images in a collapsed menu or a hidden duplicate track are not requested yet.
            rendered: img.getClientRects().length > 0,
          })),
        );
        for (const image of images) {
          if (image.alt === null) problems.push(`${route}: ${image.src} has no alt`);
          if (!image.width || !image.height) problems.push(`${route}: ${image.src} has no width/height`);
          if (image.rendered && !image.loaded) problems.push(`${route}: ${image.src} did not load`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
