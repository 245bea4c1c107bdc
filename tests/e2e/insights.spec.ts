import { expect, test } from "@playwright/test";
import { INSIGHT_TAG_LABELS, type InsightTag } from "../../src/content/schema";
import { paths } from "../../src/lib/paths";
import { insights, insightTags } from "./routes";

const newest = insights[0]!;
const tag = insightTags[0]! as InsightTag;

test.describe("Insights", () => {
  test("the index lists every article, newest first, with topics and the feed", async ({ page }) => {
    await page.goto(paths.insights);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notes from the engineering floor");
    const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(insights.map((insight) => insight.title));
    const topics = page.getByRole("navigation", { name: "Topics" }).getByRole("link");
    await expect(topics).toHaveText(["All topics", ...insightTags.map((name) => INSIGHT_TAG_LABELS[name as InsightTag])]);
    await expect(page.getByRole("link", { name: "All topics" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Subscribe by RSS" })).toHaveAttribute("href", paths.rss);
  });

  test("a topic page lists only its articles and marks itself", async ({ page }) => {
    await page.goto(paths.insightTag(tag));
    const expected = insights.filter((insight) => insight.tags.includes(tag)).map((insight) => insight.title);
    await expect(page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 })).toHaveText(expected);
    await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: INSIGHT_TAG_LABELS[tag], exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an article has its title, author, contents, anchored headings and highlighted code", async ({ page }) => {
    await page.goto(paths.insight(newest.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    const header = page.locator("article > header");
    await expect(header).toContainText(/\d+ min read/);
    // The breadcrumb's slash and the byline's dots are drawn, not spoken.
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.locator('li [aria-hidden="true"]')).toHaveText("/");
    await expect(header.locator('.byline > [aria-hidden="true"]').first()).toHaveText("·");
    for (const part of [breadcrumb, header.locator(".byline")]) expect(await part.ariaSnapshot()).not.toMatch(/[·/]\s*$|: [·/]\s/m);
    const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    const sections = page.locator(".article-body h2");
    await expect(contents).toHaveCount(await sections.count());
    for (const link of await contents.all()) {
      const id = (await link.getAttribute("href"))!.slice(1);
      await expect(page.locator(`.article-body h2[id="${id}"] a.heading-anchor`)).toHaveAttribute("href", `#${id}`);
    }
    const code = page.locator(".article-body pre.astro-code").first();
    await expect(code).toBeVisible();
    const tokens = code.locator("code span");
    expect(await tokens.count()).toBeGreaterThan(3);
    // Each coloured token names its kind (comment, string, number); the colours are the stylesheet's.
    expect(await tokens.evaluateAll((spans) => spans.filter((span) => span.hasAttribute("style") || !["c", "s", "n"].includes(span.className)).length)).toBe(0);
    expect(await code.getAttribute("style")).toBeNull();
    expect(await code.evaluate((pre) => getComputedStyle(pre).backgroundColor)).toBe("rgb(13, 17, 23)");
    // Only the tokens that differ from the block's own colour are elements; its lines are its newlines.
    expect(await code.locator("span.line").count()).toBe(0);
    const blockColour = await code.evaluate((pre) => getComputedStyle(pre).color);
    const tokenColours = await code.locator("code span").evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
    expect(tokenColours).not.toContain(blockColour);
    expect((await code.innerText()).split("\n").length).toBeGreaterThan(2);
    await expect(page.getByRole("complementary", { name: "About the author" })).toContainText("Written by");
  });

  test("an updated article says what the update changed, under its dates", async ({ page }) => {
    for (const insight of insights.filter((article) => article.updated && article.whatChanged)) {
      await page.goto(paths.insight(insight.slug));
      const date = insight.updated!.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      const header = page.locator("article > header");
      await expect(header).toContainText(`Updated ${date}`);
      await expect(header).toContainText(`What changed on ${date}: ${insight.whatChanged}`);
    }
  });

  test("every article's related links and its author's link lead to real pages", async ({ page, request }) => {
    for (const insight of insights) {
      await page.goto(paths.insight(insight.slug));
      const hrefs = await page.locator("article a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      for (const href of new Set(hrefs.map((href) => href.split("#")[0]!))) {
        expect((await request.get(href)).status(), `${insight.slug} → ${href}`).toBe(200);
      }
      const related = page.getByRole("region", { name: "Where this applies" }).getByRole("link");
      expect(await related.count()).toBe(insight.industries.length + insight.capabilities.length + insight.cases.length);
    }
  });

  test("an article says what it is to machines: BlogPosting JSON-LD and its own Open Graph image", async ({ page, request }) => {
    await page.goto(paths.insight(newest.slug));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: newest.title,
      datePublished: newest.published.toISOString(),
      author: { "@type": "Person", name: expect.any(String) },
    });
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
    expect(image).toContain(`/og/insights-${newest.slug}.png`);
    const png = await request.get(new URL(image).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  });

  test("the RSS feed is valid RSS 2.0 with every article in full", async ({ page, request }) => {
    const response = await request.get(paths.rss);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto(paths.insights);
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const items = [...doc.querySelectorAll("channel > item")];
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        items: items.map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
          content: item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe("Kovira Labs Insights");
    expect(feed.items.map((item) => item.title)).toEqual(insights.map((insight) => insight.title));
    for (const item of feed.items) {
      expect(item.link).toMatch(/^https:\/\/kovira-labs\.com\/insights\/[a-z0-9-]+$/);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/);
      expect(item.content).toContain("<h2");
      expect(item.content.length).toBeGreaterThan(4000);
    }
  });

  test("unknown articles and topics answer 404", async ({ request }) => {
    expect((await request.get("/insights/no-such-article")).status()).toBe(404);
    expect((await request.get("/insights/tag/gardening")).status()).toBe(404);
  });
});

test.describe("Insights around the site", () => {
  test("the home page shows the three newest articles and links to all", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "How we think about the work" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(insights.slice(0, 3).map((insight) => insight.title));
    await expect(section.getByRole("link", { name: "All insights" })).toHaveAttribute("href", paths.insights);
  });

  test("the header and footer link to Insights", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/privacy");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" })).toHaveAttribute("href", paths.insights);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Insights" })).toHaveAttribute("href", paths.insights);
  });
});
