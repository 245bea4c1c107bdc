import { expect, test, type Page } from "@playwright/test";
import { capitalised, numberWord } from "../../src/content/counts";
import { readPages } from "../../src/content/store";
import { newestFirst, ranLabel } from "../../src/content/case-dates";
import { paths } from "../../src/lib/paths";
import { BEACON_PATH } from "../../src/shared/analytics-events";
import { productSlugs, serviceSlugs } from "./routes";

// Newest first, as the listings show them.
const studies = newestFirst(readPages("cases"));
const fintech = studies.filter((study) => study.facts.industry?.id === "fintech").map((study) => study.title);
const cloud = studies.filter((study) => study.facts.capabilities.some((ref) => ref.id === "cloud-engineering")).map((study) => study.title);

const listed = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("article").getByRole("heading", { level: 2 });
const filters = (page: Page) => page.getByRole("navigation", { name: "Filter case studies" });

test.describe("case studies you can browse", () => {
  test("/case lists every case study with its facts and results", async ({ page }) => {
    await page.goto(paths.cases);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case studies");
    // The count is the content's, in words: "Ten engagements" above ten case studies.
    await expect(page.getByRole("main").getByText(`${capitalised(numberWord(studies.length))} engagements`)).toBeVisible();
    await expect(listed(page)).toHaveCount(studies.length);
    const card = page.getByRole("article").filter({ hasText: "Loan origination and collections" });
    await expect(card).toContainText("Maharashtra, India");
    await expect(card).toContainText("11 months");
    await expect(card).toContainText("12 people");
    await expect(card.getByRole("list", { name: "Results" }).getByRole("listitem")).toHaveCount(2);
    await expect(page.getByText(`All ${studies.length} case studies`, { exact: true })).toBeVisible();
  });

  test("/case lists the newest work first, each card saying when it ran and whether we still support it", async ({ page }) => {
    await page.goto(paths.cases);
    await expect(listed(page)).toHaveText(studies.map((study) => study.title));
    for (const study of studies) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: study.title, exact: true }) });
      await expect(card).toContainText(
        `${ranLabel(study.facts)}${study.facts.support === "continues" ? ", still supported" : ", handed over"}`,
      );
    }
  });

  test("a filtered listing is headed by what it lists, and the industry filter says where work with no industry page is", async ({ page }) => {
    await page.goto(paths.cases);
    const unfiled = [...new Set(studies.filter((study) => !study.facts.industry).map((study) => study.industry))];
    await expect(filters(page)).toContainText(`${unfiled[0]}, `);
    for (const sector of unfiled.slice(1)) await expect(filters(page)).toContainText(sector.toLowerCase());
    await page.goto("/case/industry/fintech");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fintech case studies");
    await expect(page.getByRole("main")).toContainText(
      `${capitalised(numberWord(fintech.length))} of our ${numberWord(studies.length)} engagements were in fintech, the most recently started first`,
    );
    await expect(page.getByRole("main")).not.toContainText(`${capitalised(numberWord(studies.length))} engagements`);
  });

  test("each filter says how many case studies it leads to", async ({ page }) => {
    await page.goto(paths.cases);
    // Drawn from the pill's data-count, and read with its name.
    await expect(filters(page).getByRole("link", { name: `Fintech ${fintech.length}`, exact: true })).toBeVisible();
    await expect(filters(page).getByRole("link", { name: `Cloud engineering ${cloud.length}`, exact: true })).toBeVisible();
  });

  test("filters work without JavaScript, as prerendered pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.cases);
    await filters(page)
      .getByRole("link", { name: /^Fintech/ })
      .click();
    await expect(page).toHaveURL(/\/case\/industry\/fintech$/);
    await expect(listed(page)).toHaveText(fintech);
    await expect(filters(page).getByRole("link", { name: /^Fintech/ })).toHaveAttribute("aria-current", "page");
    await filters(page)
      .getByRole("link", { name: /^Cloud engineering/ })
      .click();
    await expect(page).toHaveURL(/\/case\/capability\/cloud-engineering$/);
    await expect(listed(page)).toHaveText(cloud);
    await context.close();
  });

  test("each filter is its listing's own page: the address, the title and Back are the browser's, and no script but the beacon is asked for", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "script" && new URL(request.url()).pathname !== BEACON_PATH && scripts.push(request.url()),
    );
    await page.goto(paths.cases);
    await filters(page)
      .getByRole("link", { name: /^Fintech/ })
      .click();
    await expect(page).toHaveURL(/\/case\/industry\/fintech$/);
    await expect(listed(page)).toHaveText(fintech);
    await expect(page).toHaveTitle(/^Fintech case studies/);
    await filters(page)
      .getByRole("link", { name: /^Cloud engineering/ })
      .click();
    await expect(listed(page)).toHaveText(cloud);
    await expect(page.getByText(`${cloud.length} case studies in Cloud engineering`, { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/case\/industry\/fintech$/);
    await expect(listed(page)).toHaveText(fintech);
    await page.goBack();
    await expect(page).toHaveURL(/\/case$/);
    await expect(listed(page)).toHaveCount(studies.length);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
  });

  test("a facet page prerendered for a filter starts filtered", async ({ page }) => {
    await page.goto("/case/technology/kotlin");
    const kotlin = studies.filter((study) => study.technologies.includes("kotlin")).map((study) => study.title);
    await expect(listed(page)).toHaveText(kotlin);
    await expect(page).toHaveTitle(/^Kotlin case studies/);
  });

  test("unknown facets answer 404", async ({ request }) => {
    for (const path of ["/case/industry/gardening", "/case/capability/nope", "/case/technology/cobol", "/case/colour/blue"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("a case study states its facts up front and links its industry and capabilities", async ({ page }) => {
    await page.goto(paths.caseStudy("intelligent-loan-management"));
    const facts = page.getByRole("region", { name: "The engagement at a glance" });
    await expect(facts.getByRole("link", { name: "Fintech" })).toHaveAttribute("href", paths.industry("fintech"));
    await expect(facts.getByRole("link", { name: "Digital transformation" })).toHaveAttribute(
      "href",
      paths.capability("digital-transformation"),
    );
    await expect(facts).toContainText("11 months");
    await expect(facts.getByRole("list", { name: "Headline results" }).getByRole("listitem")).toHaveCount(4);
  });
});

test.describe("index pages", () => {
  for (const [path, heading, prefix, slugs] of [
    [paths.industries, "Industries we build for", "/services/", serviceSlugs],
    [paths.capabilities, "What we build and run", "/products/", productSlugs],
  ] as const) {
    test(`${path} lists every page of its kind with its summary, and says how many`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const links = page.getByRole("main").locator(`a[href^="${prefix}"]`);
      await expect(links).toHaveCount(slugs.length);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^The ${numberWord(slugs.length)} `));
    });
  }

  test("industry and capability pages point their breadcrumbs at the index pages and list their work", async ({ page }) => {
    await page.goto(paths.industry("fintech"));
    const crumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const trail = crumbs
      .map((text) => JSON.parse(text) as { "@type": string; itemListElement?: { item: string }[] })
      .find((data) => data["@type"] === "BreadcrumbList")!;
    expect(trail.itemListElement![1]!.item).toBe("https://kovira-labs.com/services");
    const work = page.getByRole("region", { name: "Our work in Fintech" });
    await expect(work.getByRole("heading", { level: 3 })).toHaveText(fintech);
    await expect(work.getByRole("link", { name: "Browse this work" })).toHaveAttribute("href", "/case/industry/fintech");
  });

  test("a page with more work than fits a row shows three cards and leads to the rest", async ({ page }) => {
    const cloud = studies.filter((study) => study.facts.capabilities.some((ref) => ref.id === "cloud-engineering"));
    expect(cloud.length).toBeGreaterThan(3);
    await page.goto(paths.capability("cloud-engineering"));
    const work = page.getByRole("region", { name: "Our work in Cloud engineering" });
    await expect(work.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(work.getByText(`The three most recent of ${numberWord(cloud.length)}.`)).toBeVisible();
    await work.getByRole("link", { name: "Browse this work" }).click();
    await expect(page).toHaveURL(/\/case\/capability\/cloud-engineering$/);
    await expect(page.getByText(`${cloud.length} case studies in Cloud engineering`, { exact: true })).toBeVisible();
  });
});
