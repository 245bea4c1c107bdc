import { expect, test } from "@playwright/test";
import { expectHydrated, island, islandOf, runClockUntilHydrated, visit } from "./islands";
import { caseSlugs, productSlugs, serviceSlugs } from "./routes";

const PHASES = ["Vision & Challenge", "Solution Blueprint", "Experience Flow", "Technology", "Impact"];

test.describe("product and service pages", () => {
  for (const path of [...productSlugs.map((s) => `/products/${s}`), ...serviceSlugs.map((s) => `/services/${s}`)]) {
    test(`${path} has its hero, three headed feature lists and the call to action`, async ({ page }) => {
      await page.goto(path);
      const hero = page.locator("[data-background][data-overlay]");
      await expect(hero).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const sections = page.locator("main section[id]");
      await expect(sections).toHaveCount(3);
      for (const section of await sections.all()) {
        await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);
        expect(await section.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
      }
      await expect(page.getByRole("heading", { name: "Ready to Get Started?" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Contact Us" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Learn More" }).last()).toBeVisible();
    });
  }

  test("each item of what a section includes is ticked: a white check on a brand disc, hidden from assistive technology", async ({ page }) => {
    await page.goto("/services/fintech");
    const item = page.locator("main section[id]").first().getByRole("listitem").first();
    await item.scrollIntoViewIfNeeded();
    const tick = item.locator("svg.lucide-check");
    await expect(tick).toHaveAttribute("aria-hidden", "true");
    const style = await tick.evaluate((icon) => {
      const computed = getComputedStyle(icon);
      return { width: computed.width, height: computed.height, background: computed.backgroundColor, stroke: computed.stroke, radius: computed.borderRadius };
    });
    expect(style).toMatchObject({ width: "20px", height: "20px", background: "rgb(59, 75, 255)", stroke: "rgb(255, 255, 255)" });
    expect(parseFloat(style.radius)).toBeGreaterThanOrEqual(10);
  });

  test("every hero background type and overlay is used", async ({ request }) => {
    const backgrounds = new Set<string>();
    const overlays = new Set<string>();
    for (const path of [...productSlugs.map((s) => `/products/${s}`), ...serviceSlugs.map((s) => `/services/${s}`)]) {
      const html = await (await request.get(path)).text();
      backgrounds.add(html.match(/data-background="([a-z]+)"/)![1]!);
      overlays.add(html.match(/data-overlay="([a-z]+)"/)![1]!);
    }
    expect([...backgrounds].sort()).toEqual(["carousel", "default", "gif", "gradient", "image", "video"]);
    expect([...overlays].sort()).toEqual(["dark", "gradient", "light", "none", "primary", "secondary"]);
  });

  test("Contact Us opens Connect and Learn More scrolls to the first section", async ({ page }) => {
    await visit(page, "/services/fintech");
    const contactUs = page.getByRole("button", { name: "Contact Us" });
    await contactUs.scrollIntoViewIfNeeded();
    await contactUs.click();
    await expect(page.getByRole("dialog", { name: "Connect" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // A link to the first section's heading, as the hero's is: markup, nothing to wake.
    await page.getByRole("link", { name: "Learn More" }).last().click();
    const firstHeading = page.locator("main section[id]").first().getByRole("heading", { level: 2 });
    await expect(firstHeading).toBeFocused();
    await expect(firstHeading).toBeInViewport();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`a still hero's "Learn More" leads to the first section's heading, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/products/cloud-engineering");
      // Markup, not an island: nothing to wake.
      await expect(page.locator("astro-island[component-export=PageHero]")).toHaveCount(0);
      // The hero's link to its first section, named as the closing block's link that does the same.
      await page.locator('main a[href^="#"]', { hasText: "Learn More" }).first().click();
      const firstHeading = page.locator("main section[id]").first().getByRole("heading", { level: 2 });
      await expect(firstHeading).toBeFocused();
      await expect(firstHeading).toBeInViewport();
      // Not under the sticky header.
      const top = await firstHeading.evaluate((heading) => heading.getBoundingClientRect().top);
      const header = await page.locator("header").first().evaluate((element) => element.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(header);
      await context.close();
    });
  }

  for (const [path, interval] of [
    ["/services/edtech", 5000],
    ["/products/digital-transformation", 4000],
  ] as const) {
    test(`${path} changes its carousel every ${interval} ms`, async ({ page }) => {
      await page.clock.install({ time: new Date("2026-01-01T00:00:00Z") });
      await page.clock.pauseAt(new Date("2026-01-01T00:00:01Z"));
      await page.goto(path);
      await runClockUntilHydrated(page);
      const carousel = page.locator("[data-slot=hero-carousel]");
      await expect(carousel).toHaveAttribute("data-active-slide", "0");
      await page.clock.runFor(interval - 200);
      await expect(carousel).toHaveAttribute("data-active-slide", "0");
      await page.clock.runFor(400);
      await expect(carousel).toHaveAttribute("data-active-slide", "1");
    });

    test(`${path} keeps its carousel still under reduced motion`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install({ time: new Date("2026-01-01T00:00:00Z") });
      await page.clock.pauseAt(new Date("2026-01-01T00:00:01Z"));
      await page.goto(path);
      await runClockUntilHydrated(page);
      await page.clock.runFor(interval * 3);
      await expect(page.locator("[data-slot=hero-carousel]")).toHaveAttribute("data-active-slide", "0");
    });
  }

  test("the video hero is served, muted, inline and looping, and paused under reduced motion", async ({ page, request }) => {
    await visit(page, "/services/dooh");
    const video = page.locator("video");
    await expect(video).toHaveJSProperty("paused", false);
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("loop", "");
    expect(await video.getAttribute("poster")).toMatch(/hero-loop-poster/);
    for (const source of await video.locator("source").all()) {
      const response = await request.get((await source.getAttribute("src"))!);
      expect(response.status()).toBe(200);
    }
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("video")).toHaveJSProperty("paused", true);
  });

  test("the GIF hero falls back to a still image under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const gifs: string[] = [];
    page.on("request", (request) => request.url().endsWith(".gif") && gifs.push(request.url()));
    await visit(page, "/products/managed-devops");
    const img = page.locator("[data-background=gif] img");
    await expect(img).toHaveCount(1);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/hero-loop-still/);
    expect(gifs).toEqual([]);
  });

  test("the GIF hero paints its still first and lays the animation over it once loaded", async ({ request, page }) => {
    // Nothing in the markup asks for the GIF: the page's script does, once the page has loaded.
    const html = await (await request.get("/products/managed-devops")).text();
    expect(html).not.toMatch(/(src|href|srcset)="[^"]*\.gif/i);
    await visit(page, "/products/managed-devops");
    const animation = page.locator("[data-background=gif] img[data-slot=hero-animation]");
    await expect(animation).toHaveAttribute("src", /\/media\/hero-loop\.gif$/);
    await expect.poll(() => animation.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const [requested, loaded] = await page.evaluate(() => [
      performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".gif"))!.startTime,
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    ]);
    expect(requested).toBeGreaterThanOrEqual(loaded!);
  });
});

test.describe("case studies", () => {
  for (const slug of caseSlugs) {
    test(`/case/${slug} tells the five phases in order, with metrics and the stack`, async ({ page }) => {
      await page.goto(`/case/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const phases = page.getByRole("region", { name: "From brief to impact" }).getByRole("heading", { level: 3 });
      await expect(phases).toHaveText(PHASES);
      expect(await page.getByRole("list", { name: "Technology stack" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator("dl dd").count()).toBeGreaterThanOrEqual(3);
      // Each headline figure fits its card, four to a row ("120,000" once ran past its card's edge).
      const overflowing = await page.locator("dl dd").evaluateAll((values) => values.filter((dd) => dd.scrollWidth > dd.clientWidth + 1).map((dd) => dd.textContent));
      expect(overflowing).toEqual([]);
      await expect(page.getByRole("link", { name: /Next case study/ })).toBeVisible();
    });
  }

  test("the progress line follows the scroll, and stays away under reduced motion", async ({ page }) => {
    await visit(page, "/case/intelligent-loan-management");
    const firstPhase = page.getByRole("heading", { level: 3, name: "Vision & Challenge" });
    await firstPhase.scrollIntoViewIfNeeded();
    // The phases are markup; the bar alone is an island, with nothing to carry.
    await expect(islandOf(firstPhase)).toHaveCount(0);
    const progress = island(page, "TimelineProgress");
    await expect(progress).toHaveAttribute("props", "{}");
    await expectHydrated(progress);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.locator("[data-slot=timeline-progress]");
    await expect(bar).toHaveAttribute("style", /scaleY\(0\)/);
    await page.getByRole("heading", { level: 3, name: "Impact" }).scrollIntoViewIfNeeded();
    await expect(bar).not.toHaveAttribute("style", /scaleY\(0\)/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await firstPhase.scrollIntoViewIfNeeded();
    await expectHydrated(progress);
    await expect(page.locator("[data-slot=timeline-progress]")).toHaveCount(0);
  });
});

test.describe("legal pages", () => {
  for (const path of ["/privacy", "/terms", "/security"]) {
    test(`${path} is a real page with sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(5);
    });
  }

  test("privacy explains the forms, the processor and DPDP rights", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText(/Google Workspace/).first()).toBeVisible();
    await expect(page.getByText(/Digital Personal Data Protection Act/).first()).toBeVisible();
  });

  // This build sends the forms to the server it is served by (no EmailJS account configured):
  // the notice under the form and /privacy both say so, and neither speaks of EmailJS.
  test("the form's notice and /privacy describe the route this build's forms take", async ({ page }) => {
    await page.goto("/connect");
    const form = page.getByRole("main").locator("form");
    await expect(form.getByText("reach our team through this website's own server", { exact: false })).toBeVisible();
    await page.goto("/privacy");
    const delivery = page.locator("section#how-submissions-are-delivered");
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText("travels from your browser to this website's own server");
    await expect(page.locator("section#international-transfers")).toHaveCount(1);
    await expect(page.getByRole("main")).not.toContainText("EmailJS");
  });
});
