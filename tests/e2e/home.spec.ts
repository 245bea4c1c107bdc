import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectSectionLive, island, visit } from "./islands";
import { caseSlugs, productSlugs, serviceSlugs } from "./routes";
import { factTexts, fillCounts } from "../../src/content/counts";
import { technologyIcon } from "../../src/content/brand-icons";
import { readContentCounts, readEntry, readPages } from "../../src/content/store";
import { technologiesInUse } from "../../src/content/technologies";
import { site } from "./content";
import { WORD_ROTATION_MS } from "../../src/sections/home/hero-script";

/** Reads `read` until two reads a few frames apart agree: a motion has come to rest. */
async function atRest<T>(page: Page, read: () => Promise<T>): Promise<T> {
  let last = await read();
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const now = await read();
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

const {
  hero: heroContent,
  caseSection,
  clients,
  clientsNote,
  clientsLabel: heroClientsLabel,
  featuresSection,
  slogans,
  statistics,
  statsPanel,
  techSection,
  teamSection,
  testimonialSection,
  testimonials,
} = readEntry("home", "home").data;
/** A text as the page shows it, its counts and facts filled from the content ("Eight ways we can help"). */
const shown = (text: string) => fillCounts(text, readContentCounts(), factTexts(site.commitments));
const CAPABILITY_TITLE = shown(readEntry("home", "home").data.capabilitySection.title);

/** The tech stack's names: the technologies of the case studies, the most used first. */
const TECH_NAMES = technologiesInUse(readPages("cases")).map((id) => technologyIcon(id).title);

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
/**
 * Sections below the fold hydrate as they come near the viewport: scroll one into view and wait
 * until it is live before using its controls.
 */
async function liveRegion(page: Page, name: string) {
  const section = region(page, name);
  await section.scrollIntoViewIfNeeded();
  await expectSectionLive(section);
  return section;
}
const frontCapability = (page: Page) => region(page, CAPABILITY_TITLE).locator('li[data-depth="0"] a');

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("home hero", () => {
  test("has one h1 whose accessible text is the stable sentence while the word rotates", async ({ page }) => {
    // The word turns on the page's clock, held still here and moved by the test: a busy machine's
    // slow checks cannot miss a turn. The hero needs no island: its script is inline.
    await page.clock.install({ time: new Date("2026-11-02T04:30:00Z") });
    await page.clock.pauseAt(new Date("2026-11-02T04:30:01Z"));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(heroContent.accessibleHeadline);
    const word = page.getByTestId("rotating-word");
    await expect(word).toHaveText(heroContent.rotatingWords[0]!);
    await page.clock.runFor(WORD_ROTATION_MS);
    await expect(word).toHaveText(heroContent.rotatingWords[1]!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(heroContent.accessibleHeadline);
  });

  test("the moving word can be paused and started again from its button (WCAG 2.2.2)", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-02T04:30:00Z") });
    await page.clock.pauseAt(new Date("2026-11-02T04:30:01Z"));
    await page.goto("/");
    const word = page.getByTestId("rotating-word");
    const pause = page.getByRole("button", { name: "Pause the moving word" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(WORD_ROTATION_MS * 3);
    await expect(word).toHaveText(heroContent.rotatingWords[0]!);
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await page.clock.runFor(WORD_ROTATION_MS);
    await expect(word).toHaveText(heroContent.rotatingWords[1]!);
  });

  test("with reduced motion the word stands still and no pause button is offered", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2026-11-02T04:30:00Z") });
    await page.goto("/");
    await page.clock.runFor(WORD_ROTATION_MS * 2);
    await expect(page.getByTestId("rotating-word")).toHaveText(heroContent.rotatingWords[0]!);
    await expect(page.getByRole("button", { name: "Pause the moving word" })).toBeHidden();
  });

  test("Book a meeting opens the meeting form", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Book a meeting", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Book a Meeting" })).toBeVisible();
  });

  test("Explore scrolls to the features and focuses their heading", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Explore" }).click();
    const heading = page.getByRole("heading", { level: 2, name: featuresSection.title });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test("the client marquee names every client once for assistive technology", async ({ page }) => {
  await visit(page, "/");
  for (const name of clients) {
    await expect(page.getByRole("img", { name, exact: true })).toHaveCount(1);
    const logo = page.getByRole("img", { name, exact: true });
    await expect(logo).toHaveAttribute("width", /\d+/);
    await expect(logo).toHaveAttribute("height", /\d+/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test("under the client names, a line says why they link to no case study and how to ask for references", async ({ page }) => {
  await visit(page, "/");
  const strip = page.getByRole("region", { name: heroClientsLabel });
  await expect(strip.getByText(clientsNote)).toBeVisible();
});

const trackPlayState = (page: Page, index: number) =>
  page
    .locator('[data-slot="marquee-track"]')
    .nth(index)
    .evaluate((track) => getComputedStyle(track).animationPlayState);

test("the client marquee runs, and pauses while the pointer is over it", async ({ page }) => {
  await visit(page, "/");
  const marquee = page.locator('[data-slot="marquee"]').first();
  await page.mouse.move(2, 2);
  expect(await trackPlayState(page, 0)).toBe("running");
  const trackX = () => marquee.locator('[data-slot="marquee-track"]').evaluate((track) => track.getBoundingClientRect().x);
  const before = await trackX();
  await expect.poll(trackX).toBeLessThan(before);
  await marquee.hover();
  expect(await trackPlayState(page, 0)).toBe("paused");
  await page.mouse.move(2, 2);
  expect(await trackPlayState(page, 0)).toBe("running");
});

test("the slogan band names each slogan once for assistive technology and pauses on hover", async ({ page }) => {
  await visit(page, "/");
  const band = page.getByRole("region", { name: "What we stand for" });
  await band.scrollIntoViewIfNeeded();
  await expect(band.getByRole("listitem")).toHaveText(slogans);
  await page.mouse.move(2, 2);
  expect(await trackPlayState(page, 1)).toBe("running");
  await band.hover();
  expect(await trackPlayState(page, 1)).toBe("paused");
});

test("each logo and slogan is in the HTML once: the browser makes the loop's copy, hidden and inert", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  for (const name of clients) expect(html.split(`alt="${name.replaceAll("&", "&amp;")}"`).length - 1, name).toBe(1);
  for (const slogan of slogans) expect(html.split(`>${slogan}<`).length - 1, slogan).toBe(1);
  await visit(page, "/");
  for (const marquee of await page.locator('[data-slot="marquee"]').all()) {
    const groups = marquee.locator('[data-slot="marquee-group"]');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(1)).toHaveAttribute("aria-hidden", "true");
    expect(await groups.nth(1).evaluate((group) => (group as HTMLElement).inert)).toBe(true);
    expect(await groups.nth(1).innerHTML()).toBe(await groups.nth(0).innerHTML());
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the logos and slogans stand still, each within the screen", async ({ page }) => {
    await page.goto("/");
    for (const track of await page.locator('[data-slot="marquee-track"]').all()) {
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    }
    await expect(page.locator('[data-slot="marquee-group"]')).toHaveCount(2);
    const band = page.getByRole("region", { name: "What we stand for" });
    for (const slogan of await band.getByRole("listitem").all()) {
      const box = (await slogan.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });
});

test("the prerendered HTML already holds every statistic's final value", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(statistics).toHaveLength(9);
  for (const stat of statistics) {
    expect(html).toContain(shown(stat.title));
    expect(html).toContain(`>${stat.value}${stat.suffix}<`);
  }
  const statsSection = html.slice(html.indexOf('id="stats-title"'), html.indexOf('id="features"'));
  expect(statsSection).not.toMatch(/opacity:\s*0[;"]/);
});

test("the statistics panel lists 9 figures with their final values once counted", async ({ page }) => {
  await visit(page, "/");
  const panel = region(page, statsPanel.title);
  await panel.getByRole("definition").last().scrollIntoViewIfNeeded();
  await expect(panel.getByRole("term")).toHaveCount(9);
  for (const stat of statistics) {
    await expect(panel.getByText(`${stat.value}${stat.suffix}`, { exact: true }).last()).toBeVisible({ timeout: 4000 });
  }
});

test("a statistic's box is as wide as its final figure whatever it shows, so the panel holds still as it counts", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, "/");
  const panel = await liveRegion(page, statsPanel.title);
  const figures = panel.locator("dd > [aria-hidden=true][data-final]");
  await expect(figures).toHaveCount(statistics.length);
  await figures.first().scrollIntoViewIfNeeded();
  const widths = () => figures.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().width));
  const final = await widths();
  // What the count-up draws on its first frame: a zero and the suffix.
  await figures.evaluateAll((spans) => spans.forEach((span) => (span.textContent = `0${span.getAttribute("data-final")!.replace(/^\d+/, "")}`)));
  await expect(figures.first()).toHaveText(/^0\D*$/);
  expect(await widths()).toEqual(final);
});

test("feature tabs switch with the arrow keys and list every capability and industry page", async ({ page }) => {
  await visit(page, "/");
  await liveRegion(page, featuresSection.title);
  const product = page.getByRole("tab", { name: "Product Engineering" });
  const domain = page.getByRole("tab", { name: "Domain" });
  await expect(product).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(productSlugs.length);
  await product.focus();
  await page.keyboard.press("ArrowRight");
  await expect(domain).toBeFocused();
  await expect(domain).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(serviceSlugs.length);
  await page.keyboard.press("ArrowLeft");
  await expect(product).toHaveAttribute("aria-selected", "true");
});

test("the capability stack brings the next card forward after 5 s", async ({ page }) => {
  await visit(page, "/");
  await page.mouse.move(2, 2);
  const stack = await liveRegion(page, CAPABILITY_TITLE);
  await expect(stack.getByRole("link")).toHaveCount(productSlugs.length);
  const first = await frontCapability(page).getAttribute("href");
  await expect(frontCapability(page)).not.toHaveAttribute("href", first!, { timeout: 6500 });
  await expect(frontCapability(page)).toHaveAttribute("href", /^\/products\//);
});

/** Whether each card of the capability stack takes the pointer, front card first. */
const takesPointer = (stack: Locator) =>
  stack.locator("li[data-depth]").evaluateAll((items) =>
    items
      .sort((a, b) => Number((a as HTMLElement).dataset.depth) - Number((b as HTMLElement).dataset.depth))
      .map((item) => getComputedStyle(item).pointerEvents !== "none"),
  );

test("only the front card of the capability stack takes the pointer; every card takes focus", async ({ page }) => {
  await visit(page, "/");
  const stack = await liveRegion(page, CAPABILITY_TITLE);
  // A card behind shows a strip too thin to tap on purpose.
  expect(await takesPointer(stack)).toEqual(productSlugs.map((_, i) => i === 0));
  const last = stack.getByRole("link").last();
  await last.focus();
  await expect(last).toBeFocused();
  await expect(frontCapability(page)).toHaveAttribute("href", (await last.getAttribute("href"))!);
});

test("15 case study cards link to every case study with distinct thumbnails", async ({ page }) => {
  await visit(page, "/");
  const grid = region(page, caseSection.title);
  const links = grid.getByRole("link");
  await expect(links).toHaveCount(15);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
  expect(hrefs.every((href) => href.startsWith("/case/"))).toBe(true);
  expect(new Set(hrefs.map((href) => href.replace("/case/", "")))).toEqual(new Set(caseSlugs));
  const sources = await grid.getByRole("img").evaluateAll((images) => images.map((img) => img.getAttribute("src")));
  expect(new Set(sources).size).toBe(15);
});

/** The vertical offset of each case card's column, as the parallax sets it. */
const columnOffsets = (page: Page) =>
  region(page, caseSection.title)
    .locator("li")
    .evaluateAll((items) => items.slice(0, 5).map((item) => new DOMMatrix(getComputedStyle(item).transform).m42));

test("case study columns drift apart gently as the page scrolls on a desktop", async ({ page }) => {
  await visit(page, "/");
  const grid = await liveRegion(page, caseSection.title);
  await grid.evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.8));
  const early = await atRest(page, () => columnOffsets(page));
  await grid.evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY));
  await expect.poll(async () => (await columnOffsets(page))[0]).toBeLessThan(early[0]!);
  const later = await atRest(page, () => columnOffsets(page));
  expect(later[0]).toBeLessThan(early[0]!);
  expect(later[1]).toBeGreaterThan(early[1]!);
  for (const offset of [...early, ...later]) expect(Math.abs(offset)).toBeLessThanOrEqual(80);
});

test.describe("case study grid on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("has no parallax and fewer columns", async ({ page }) => {
    await visit(page, "/");
    const grid = await liveRegion(page, caseSection.title);
    await grid.evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY));
    expect(await atRest(page, () => columnOffsets(page))).toEqual([0, 0, 0, 0, 0]);
    const lefts = await grid
      .locator("li")
      .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
    expect(lefts).toBeLessThan(5);
  });
});

test("tech cards drag with a mouse but never leave their section, and come to rest in its corner", async ({ page }) => {
  await visit(page, "/");
  const section = await liveRegion(page, techSection.title);
  // The eighth card, in the middle of the stack, leaning as every sixth card does.
  const card = section.getByRole("listitem").filter({ hasText: TECH_NAMES[7]! });
  // Dragging arrives with the animation features, loaded just after the section hydrates: a drag
  // tried before they arrive leaves the card where it was, so the gesture is tried until one moves it.
  let start = (await card.boundingBox())!;
  await expect(async () => {
    start = (await card.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 160, start.y + start.height / 2 + 10, { steps: 10 });
    const moved = await atRest(page, async () => (await card.boundingBox())!);
    if (moved.x - start.x <= 100) await page.mouse.up();
    expect(moved.x - start.x).toBeGreaterThan(100);
  }).toPass({ timeout: 10_000 });
  await page.mouse.move(start.x + 3000, start.y + 2000, { steps: 12 });
  await page.mouse.up();
  // Cards are held near the list of cards, well inside the section and clear of its edges.
  const end = await atRest(page, async () => (await card.boundingBox())!);
  const list = (await section.getByRole("list", { name: "Technologies we use" }).boundingBox())!;
  const bounds = (await section.boundingBox())!;
  expect(end.x + end.width, "pushed to the right").toBeGreaterThan(list.x + list.width - 40);
  expect(end.y + end.height, "pushed down").toBeGreaterThan(list.y + list.height - 40);
  expect(end.x).toBeGreaterThanOrEqual(bounds.x);
  expect(end.y).toBeGreaterThanOrEqual(bounds.y);
  expect(end.x + end.width).toBeLessThanOrEqual(bounds.x + bounds.width);
  expect(end.y + end.height).toBeLessThanOrEqual(bounds.y + bounds.height - 24);
});

test("the tech stack is a plain list of the technologies the case studies use", async ({ page }) => {
  await visit(page, "/");
  const list = region(page, techSection.title).getByRole("list", { name: "Technologies we use" });
  await expect(list.getByRole("listitem")).toHaveText(TECH_NAMES);
});

test("the tech cards lean one way and the other, in a cycle of six", async ({ page }) => {
  await visit(page, "/");
  const list = region(page, techSection.title).getByRole("list", { name: "Technologies we use" });
  // The tilts are in the part of the stylesheet that loads after the first screen: wait for it.
  const tilts = () => list.getByRole("listitem").evaluateAll((cards) => cards.map((card) => getComputedStyle(card).rotate));
  await expect.poll(async () => (await tilts()).slice(0, 6)).toEqual(["-3deg", "2deg", "-1deg", "3deg", "-2deg", "1deg"]);
  const all = await tilts();
  expect(all.slice(6, 12)).toEqual(all.slice(0, 6));
});

test.describe("team", () => {
  test("a member's card opens their profile, which closes by button, Escape and backdrop", async ({ page }) => {
    await visit(page, "/");
    const team = await liveRegion(page, teamSection.title);
    const card = team.getByRole("button", { name: /Nandini Rao/ });
    const dialog = page.getByRole("dialog", { name: "Nandini Rao" });

    await card.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Signature of Nandini Rao" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Nandini Rao on LinkedIn" })).toHaveAttribute("target", "_blank");
    await expect(dialog.getByRole("link", { name: "Nandini Rao on LinkedIn" })).toHaveAttribute("rel", "noopener noreferrer");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 450);
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("the carousel moves to the next member", async ({ page }) => {
    await visit(page, "/");
    const team = await liveRegion(page, teamSection.title);
    const previous = team.getByRole("button", { name: "Previous team member" });
    await expect(previous).toBeDisabled();
    await team.getByRole("button", { name: "Next team member" }).click();
    await expect(previous).toBeEnabled();
  });
});

test("testimonials wrap at both ends and are announced politely", async ({ page }) => {
  await visit(page, "/");
  const section = await liveRegion(page, testimonialSection.title);
  const first = testimonials[0]!.name;
  const last = testimonials.at(-1)!.name;
  await expect(section.getByText(first)).toBeVisible();
  await expect(section.locator("[aria-live=polite]")).toHaveCount(1);
  await section.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(section.getByText(last)).toBeVisible();
  await expect(section.getByText(first)).toBeHidden();
  await section.getByRole("button", { name: "Next testimonial" }).click();
  await expect(section.getByText(first)).toBeVisible();
  for (let step = 0; step < testimonials.length; step++) await section.getByRole("button", { name: "Next testimonial" }).click();
  await expect(section.getByText(first)).toBeVisible();
});

test("the closing call to action opens both forms", async ({ page }) => {
  await visit(page, "/");
  // Its openers are static HTML: the dialogs' island opens the form for them.
  const band = page.locator("section", { has: page.locator("#cta-title") });
  const meeting = band.getByRole("button", { name: "Book a Meeting", exact: true });
  await meeting.scrollIntoViewIfNeeded();
  expect(await meeting.evaluate((element) => element.closest("astro-island"))).toBeNull();
  await meeting.click();
  await expect(page.getByRole("dialog", { name: "Book a Meeting" })).toBeVisible();
  await page.keyboard.press("Escape");
  await band.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Connect" })).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing rotates and every capability stays reachable", async ({ page }) => {
    // The page's clock, run on past both rotations (words every 3 s, cards every 5 s) at once.
    await page.clock.install();
    await visit(page, "/");
    await page.mouse.move(2, 2);
    const word = page.getByTestId("rotating-word");
    const stack = await liveRegion(page, CAPABILITY_TITLE);
    const front = await frontCapability(page).getAttribute("href");
    await page.clock.runFor(6000);
    await expect(word).toHaveText(heroContent.rotatingWords[0]!);
    await expect(frontCapability(page)).toHaveAttribute("href", front!);
    for (const link of await stack.getByRole("link").all()) await expect(link).toBeVisible();
    expect(await takesPointer(stack)).toEqual(Array(productSlugs.length).fill(true));
    const marqueeAnimation = await page
      .locator('[data-slot="marquee-track"]')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(marqueeAnimation).toBe("none");
  });
});

test.describe("sections below the fold", () => {
  test("load and hydrate only as the visitor scrolls near them, showing their HTML meanwhile", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await visit(page, "/");
    const testimonialsSection = region(page, testimonialSection.title);
    await expect(testimonialsSection.getByText(testimonials[0]!.name)).toHaveCount(1);
    await expect(island(page, "TestimonialRotation")).toHaveAttribute("ssr", "");
    expect(scripts.some((url) => url.includes("testimonial-slider"))).toBe(false);

    await liveRegion(page, testimonialSection.title);
    expect(scripts.some((url) => url.includes("testimonial-slider"))).toBe(true);
  });

  test("come alive the same way when the home page is reached from another page", async ({ page }) => {
    await visit(page, "/privacy");
    await page.getByRole("banner").getByRole("link", { name: "Kovira Labs" }).click();
    await expect(page).toHaveURL("/");
    const section = await liveRegion(page, testimonialSection.title);
    await expect(section.getByText(testimonials[0]!.name)).toBeVisible();
    await section.getByRole("button", { name: "Next testimonial" }).click();
    await expect(section.getByText(testimonials[1]!.name)).toBeVisible();
  });
});
