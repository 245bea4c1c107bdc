import { expect, test } from "@playwright/test";
import { waitForIslands, visit } from "./islands";
import { allRoutes } from "./routes";

test.describe("prerendered routes", () => {
  for (const route of allRoutes) {
    test(`${route} is served as complete HTML`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
      expect(html).toMatch(/<title>[^<]+\| Kovira Labs<\/title>|<title>Kovira Labs: [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://kovira-labs.com${route === "/" ? "/" : route}"`);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/kovira-labs.com\/og\/[a-z0-9-]+\.png"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    });
  }

  test("every route has a unique title and description", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
      titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!);
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)![1]!);
    }
    expect(titles.size).toBe(allRoutes.length);
    expect(descriptions.size).toBe(allRoutes.length);
  });
});

test.describe("Not Found", () => {
  for (const path of ["/products/quantum-toasters", "/services/nope", "/case/unknown-story", "/no/such/page"]) {
    test(`${path} answers 404 with the Not Found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByText("The requested page could not be found.")).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
      await page.getByRole("link", { name: "Back to the home page" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test("the raw 404 HTML already says Page Not Found", async ({ request }) => {
    const response = await request.get("/definitely/missing");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  test("following a link to an unknown case in the app shows Not Found", async ({ page }) => {
    await visit(page, "/");
    // A node added before the page has hydrated would be a mismatch React repairs by re-rendering.
    await waitForIslands(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/case/not-a-case";
      link.textContent = "broken";
      document.querySelector("main")!.prepend(link);
    });
    await page.getByRole("link", { name: "broken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });
});

test("every navigation lands at the top of the new page", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: /privacy/i })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer's social links draw their logos from their files in the link's colour", async ({ page }) => {
  await visit(page, "/privacy");
  const github = page.getByRole("contentinfo").getByRole("link", { name: /on GitHub$/ });
  await github.scrollIntoViewIfNeeded();
  // The footer's rules are in the stylesheet applied after the first paint: wait for it.
  await expect.poll(() => github.locator("span").evaluate((logo) => getComputedStyle(logo).maskImage)).toContain("/logos/github.png");
  const drawn = await github.locator("span").evaluate((logo) => {
    const style = getComputedStyle(logo);
    return { mask: style.maskImage, colour: style.backgroundColor, link: getComputedStyle(logo.parentElement!).color, width: logo.getBoundingClientRect().width };
  });
  expect(drawn.mask).toContain("/logos/github.png");
  expect(drawn.colour).toBe(drawn.link);
  expect(drawn.width).toBe(18);
  // A picture, not an SVG: an SVG image is a document the browser builds as it first draws it.
  expect((await page.request.get("/logos/github.png")).headers()["content-type"]).toBe("image/png");
});

test("the footer draws the logo the header drew, mark and wordmark, in its own colour", async ({ page }) => {
  await visit(page, "/privacy");
  const logo = page.getByRole("contentinfo").getByRole("link", { name: "Kovira Labs", exact: true });
  await logo.scrollIntoViewIfNeeded();
  // A <use> of the header's drawing: the element it names is in the page.
  const drawn = await logo.locator("svg use").evaluate((use) => {
    const target = document.querySelector(use.getAttribute("href")!);
    return { found: target !== null, shapes: target?.querySelectorAll("rect, path, text").length ?? 0 };
  });
  expect(drawn).toEqual({ found: true, shapes: 4 });
  const box = (await logo.locator("svg").boundingBox())!;
  expect(box.width).toBeGreaterThan(100);
  expect(await logo.evaluate((link) => getComputedStyle(link).color)).toBe("rgb(255, 255, 255)");
});
