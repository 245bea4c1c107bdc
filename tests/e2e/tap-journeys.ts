import type { Locator, Page } from "@playwright/test";

/*
 * The taps a visitor makes to reach what the site is for: the openers of the two forms, the menus,
 * a team member's profile. Each names its page, the control and what answers it. Timed by
 * `npm run bench:taps` at each moment of `MOMENTS`; `tap-answer.spec.ts` checks at each that none
 * waits for any script but the page's inline ones.
 */

export const VIEWPORTS = {
  phone: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

export type FormFactor = keyof typeof VIEWPORTS;
export type Journey = {
  name: string;
  path: string;
  form: FormFactor;
  /** The control the visitor taps. */
  control: (page: Page) => Locator;
  /** A CSS selector for what answers the tap: visible once it is on screen. */
  answer: string;
  /** What the visitor does before the tap, on the loaded page (opening the menu that holds the control). */
  before?: (page: Page) => Promise<void>;
};

/**
 * When the visitor taps, on a page opened as a new visitor: as soon as the control is painted (the
 * page's first contentful paint has happened and the control is on screen), at the `load` event,
 * once the network is idle, and once the islands on screen have hydrated. No moment waits for an
 * island but the last.
 */
export const MOMENTS = ["first paint", "load", "network idle", "hydrated"] as const;
export type Moment = (typeof MOMENTS)[number];

/** Whether every island laid out on screen has hydrated. Runs in the page. */
function islandsOnScreenHydrated() {
  return [...document.querySelectorAll("astro-island[ssr]")].every(
    (island) =>
      ![...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
      }),
  );
}

/**
 * Opens the journey's page and readies its tap for `moment`: the page loaded that far, what the
 * visitor does first (`before`) done, the control on screen.
 */
export async function arriveAt(page: Page, url: string, journey: Journey, moment: Moment) {
  const waitUntil = moment === "first paint" ? "commit" : moment === "load" ? "load" : "networkidle";
  await page.goto(url, { waitUntil });
  if (moment === "first paint") {
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { polling: 10 });
  }
  await journey.before?.(page);
  await journey.control(page).waitFor();
  if (moment === "hydrated") await page.waitForFunction(islandsOnScreenHydrated);
}

/** The first field of the form a dialog holds. */
export const DIALOG_FIELD = "dialog[open] input[name=name]";
const header = (page: Page) => page.getByRole("banner");
const main = (page: Page) => page.getByRole("main");

export const JOURNEYS: Journey[] = [
  {
    name: 'header "Book a Meeting" -> the form',
    path: "/",
    form: "desktop",
    control: (page) => header(page).getByRole("button", { name: "Book a Meeting", exact: true }),
    answer: DIALOG_FIELD,
  },
  {
    name: 'header "Connect" on an industry page -> the form',
    path: "/services/fintech",
    form: "desktop",
    control: (page) => header(page).getByRole("button", { name: "Connect", exact: true }),
    answer: DIALOG_FIELD,
  },
  {
    name: 'hero "Book a meeting" on a phone -> the form',
    path: "/",
    form: "phone",
    control: (page) => main(page).getByRole("button", { name: "Book a meeting" }).first(),
    answer: DIALOG_FIELD,
  },
  {
    name: '"Contact Us" on an industry page, phone -> the form',
    path: "/services/fintech",
    form: "phone",
    control: (page) => main(page).getByRole("button", { name: "Contact Us" }).first(),
    answer: DIALOG_FIELD,
  },
  {
    name: 'a case study\'s closing call -> the form',
    path: "/case/retail-operations",
    form: "phone",
    control: (page) => main(page).locator("[data-contact-opener]").last(),
    answer: DIALOG_FIELD,
    before: (page) => main(page).locator("[data-contact-opener]").last().scrollIntoViewIfNeeded(),
  },
  {
    name: '"Case studies" on a case study -> its links',
    path: "/case/retail-operations",
    form: "desktop",
    control: (page) => header(page).getByRole("button", { name: "Case studies" }),
    answer: "[data-slot=nav-panel] a",
  },
  {
    name: '"Solutions" on a legal page -> its links',
    path: "/privacy",
    form: "desktop",
    control: (page) => header(page).getByRole("button", { name: "Solutions" }),
    answer: "[data-slot=nav-panel] a",
  },
  {
    name: "a team card on the home page -> the profile",
    path: "/",
    form: "desktop",
    control: (page) => page.locator(".team-card").first(),
    answer: "dialog[open] h2",
    before: (page) => page.locator(".team-card").first().scrollIntoViewIfNeeded(),
  },
  {
    name: "phone menu toggle -> the menu",
    path: "/privacy",
    form: "phone",
    control: (page) => header(page).getByRole("button", { name: "Open menu" }),
    answer: ":popover-open a",
  },
  {
    name: 'phone menu "Solutions" -> its links',
    path: "/privacy",
    form: "phone",
    control: (page) => page.locator(":popover-open").getByRole("button", { name: "Solutions" }),
    answer: ":popover-open [role=region] a",
    before: async (page) => {
      await header(page).getByRole("button", { name: "Open menu" }).tap();
      await page.locator(":popover-open").waitFor();
    },
  },
];

