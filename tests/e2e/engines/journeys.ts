/*
 * The journeys that matter, written once and run in Chromium, Firefox ESR and WebKit (Safari's
 * engine) over the plain HTTP our server speaks, one spec file per engine. Each test screenshots
 * what it ends on.
 */
import { expect, type TestInfo } from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { readLeads } from "../../../server/lead-store";
import { pendingIslands } from "../islands";
import { kindRoutes } from "../routes";
import type { EngineDriver, EngineName, Viewport } from "./drivers";
import { test } from "./fixtures";
import { inPage, type Aim, type Command, type Found, type Layout, type Query } from "./in-page";

const PHONE: Viewport = { width: 375, height: 812 };
const DESKTOP: Viewport = { width: 1280, height: 800 };
/** How long a condition may take to hold: a page's load, a dialog's code, a send. */
const WAIT_MS = 20_000;
const POLL_MS = 50;
const LEADS_DB = resolve("test-results/leads.db");

const run = <T>(driver: EngineDriver, command: Command) => driver.evaluate(inPage, command) as Promise<T>;

/** Polls the page until `check` gives something other than false, null or undefined. */
async function until<T>(what: string | (() => string), check: () => Promise<T | false | null | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: T | false | null | undefined;
  for (;;) {
    last = await check();
    if (last !== false && last !== null && last !== undefined) return last;
    if (Date.now() > deadline) throw new Error(`Waited ${WAIT_MS / 1000} s for ${typeof what === "string" ? what : what()}`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

const describeQuery = (query: Query): string =>
  `${query.role}${query.name ? ` "${query.name}"` : ""}${query.nameContains ? ` "…${query.nameContains}…"` : ""}${query.within ? ` in ${describeQuery(query.within)}` : ""}`;

const shown = (driver: EngineDriver, query: Query) =>
  until(`${describeQuery(query)} to show`, async () => {
    const found = await run<Found | null>(driver, { op: "find", query });
    return found?.visible ? found : null;
  });

/**
 * A visitor's tap at the centre of a control, once it is in view; fails if something else is on top
 * there. Not WebDriver's element click: WebKitWebDriver does not scroll to an element when the root
 * has `scroll-padding-top` (ours does) and refuses it as "not interactable".
 */
async function tapOn(driver: EngineDriver, query: Query) {
  await shown(driver, query);
  // Where it stays put: a control that is still moving (a re-render, a late font) is not tapped.
  let last: Aim | undefined;
  const aim = await until(`${describeQuery(query)} to stay in one place`, async () => {
    const now = await run<Aim>(driver, { op: "aim", query });
    const settled = last && last.x === now.x && last.y === now.y;
    last = now;
    return settled ? now : null;
  });
  expect(aim.covered, `the centre of ${describeQuery(query)} is covered by ${aim.covered}`).toBeNull();
  await driver.tap(aim.x, aim.y);
}

async function typeInto(driver: EngineDriver, query: Query, text: string) {
  await tapOn(driver, query);
  await driver.type(text);
}

/** Opens a page and waits until it has loaded and the islands it starts on its own have run. */
async function open(driver: EngineDriver, path: string, viewport: Viewport) {
  await driver.goto(path, viewport);
  await until(`${path} to load and start its islands`, async () => (await driver.evaluate(pendingIslands, undefined)) === 0);
}

/** What a screenshot waits for: entry animations (250 ms) to settle and the engine to paint them. */
const SETTLE_MS = 500;

async function screenshot(driver: EngineDriver, testInfo: TestInfo, label: string) {
  // A picture for people to read, not a check: WebKit's can show a frame from before the last change.
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  const file = testInfo.outputPath(`${label}.png`);
  await writeFile(file, await driver.screenshot());
  await testInfo.attach(label, { path: file, contentType: "image/png" });
}

function outboxHas(name: string) {
  return readLeads(LEADS_DB).entries.some((lead) => lead.template_params.name === name);
}

/** The analytics events of one visit (its own UTM campaign), by step and page, as the server stored them. */
function visitEvents(campaign: string): Record<string, number> {
  const db = new DatabaseSync(LEADS_DB, { readOnly: true });
  try {
    const rows = db
      .prepare("SELECT step, page, form, count(*) AS n FROM analytics_events WHERE campaign = ? GROUP BY step, page, form")
      .all(campaign) as { step: string; page: string; form: string; n: number }[];
    return Object.fromEntries(rows.map(({ step, page, form, n }) => [`${step} ${page}${form ? ` ${form}` : ""}`, n]));
  } catch {
    return {}; // The server has not written its first batch yet.
  } finally {
    db.close();
  }
}

/** The server writes events in batches, a second apart at most: what has not arrived two batches later is not coming. */
const SETTLED_MS = 2_500;

const banner: Query = { role: "banner" };
const DISMISS: Query = { role: "button", name: "Dismiss message" };
const FORMS = {
  meeting: {
    title: "Book a Meeting",
    path: "/book-a-meeting",
    success: "email sent success",
    noticeControls: ["Add to calendar (.ics)", "Google Calendar", "Outlook", "Dismiss message"],
  },
  connect: {
    title: "Connect",
    path: "/connect",
    success: "Thanks for connecting with Kovira Labs we will reach you shortly!!",
    noticeControls: ["Dismiss message"],
  },
} as const;
type Form = keyof typeof FORMS;

/** Fills a form as a visitor would (dates and times as their picker sets them) and sends it. */
async function send(driver: EngineDriver, form: Form, name: string) {
  const field = (label: string): Query => ({ role: "field", name: label });
  await typeInto(driver, field("Name"), name);
  if (form === "connect") {
    await typeInto(driver, field("Phone"), "9876543210");
  } else {
    await typeInto(driver, field("Email"), "visitor@example.com");
    // Each engine has its own date and time pickers; what they set is the value.
    for (const [label, value] of [
      ["Date", "2099-05-04"],
      ["Time", "10:30"],
      ["Time zone", "UTC"],
    ] as const) {
      expect(await run<boolean>(driver, { op: "set", query: field(label), value }), `the ${label} field`).toBe(true);
    }
    await typeInto(driver, field("Agenda"), "Roadmap review");
  }
  await tapOn(driver, { role: "button", name: "Submit" });
  let problems: string[] = [];
  const alert = await until(
    () => `the outcome notice${problems.length ? ` (the form says: ${problems.join("; ")})` : ""}`,
    async () => {
      const found = await run<Found | null>(driver, { op: "find", query: { role: "alert" } });
      if (!found?.visible) problems = await run<string[]>(driver, { op: "form-problems" });
      return found?.visible ? found : null;
    },
  );
  expect(alert.text).toBe(FORMS[form].success);
  await until(`the outbox to hold the ${form} request`, async () => outboxHas(name));
}

/** Declares every journey for one engine; the calling spec file sets `test.use({ engine })`. */
export function defineJourneys(engine: EngineName) {
  test.describe(engine, () => {
    // One browser per engine at a time, its journeys in order (WebKitWebDriver runs one session).
    test.describe.configure({ mode: "default" });

    // Chromium's layout is held by the build's own tests: no page kind scrolls sideways from 320 to
    // 2560 wide (a11y.spec.ts), and every page at 375 and 1280 is scrolled through (sweep.spec.ts).
    for (const path of engine === "chromium" ? [] : [...kindRoutes, "/page-not-found"]) {
      test(`${path} renders with its stylesheet and without sideways scroll at 375 and 1280`, async ({ driver }, testInfo) => {
        for (const viewport of [PHONE, DESKTOP]) {
          await open(driver, path, viewport);
          let now: Layout | undefined;
          const layout = await until(
            () =>
              `the stylesheets of ${path} to apply at ${viewport.width} (${now?.loaded ? "" : "not loaded; "}not applied: ${now?.unapplied.join(", ")})`,
            async () => {
              now = await run<Layout>(driver, { op: "layout" });
              return now.loaded && now.unapplied.length === 0 ? now : null;
            },
          );
          expect(layout.scrollWidth, `${path} is wider than ${viewport.width}`).toBeLessThanOrEqual(layout.innerWidth);
          await screenshot(driver, testInfo, `${engine}-${viewport.width}`);
          await until("the end of the page", () => run<boolean>(driver, { op: "scroll-end" }));
          const atEnd = await run<Layout>(driver, { op: "layout" });
          expect(atEnd.scrollWidth, `${path} scrolled to its end is wider than ${viewport.width}`).toBeLessThanOrEqual(atEnd.innerWidth);
        }
      });
    }

    test("the header's menus open", async ({ driver }, testInfo) => {
      for (const [menu, item] of [
        ["Solutions", "Fintech"],
        ["Case studies", "Loan origination and collections"],
      ] as const) {
        // Each from a fresh page: with one menu open, reaching the other opens it on hover alone.
        await open(driver, "/", DESKTOP);
        const trigger: Query = { role: "button", name: menu, within: banner };
        await tapOn(driver, trigger);
        // The panel is a popover in the top layer, rendered after the page's content.
        await shown(driver, { role: "link", nameContains: item });
        expect((await run<Found>(driver, { op: "find", query: trigger })).expanded).toBe("true");
        await screenshot(driver, testInfo, `${engine}-${menu.toLowerCase().replace(" ", "-")}`);
      }
    });

    test("the phone's menu opens, and its groups", async ({ driver }, testInfo) => {
      await open(driver, "/", PHONE);
      await tapOn(driver, { role: "button", name: "Open menu" });
      await shown(driver, { role: "button", name: "Close menu" });
      await shown(driver, { role: "button", name: "Book a Meeting" });
      await shown(driver, { role: "button", name: "Connect" });
      const group: Query = { role: "button", name: "Solutions" };
      await tapOn(driver, group);
      await until("the Solutions group to open", async () => (await run<Found>(driver, { op: "find", query: group })).expanded === "true");
      await shown(driver, { role: "link", nameContains: "Fintech" });
      await screenshot(driver, testInfo, `${engine}-phone-menu`);
    });

    for (const form of ["meeting", "connect"] as const) {
      const { title, path, success } = FORMS[form];

      test(`the header's "${title}" opens its dialog`, async ({ driver }, testInfo) => {
        await open(driver, "/", DESKTOP);
        await tapOn(driver, { role: "button", name: title, within: banner });
        const dialog: Query = { role: "dialog", name: title };
        await shown(driver, dialog);
        await shown(driver, { role: "field", name: "Name", within: dialog });
        await screenshot(driver, testInfo, `${engine}-${form}-dialog`);
      });

      test(`${path} sends through the local outbox and shows "${success}"`, async ({ driver }, testInfo) => {
        await open(driver, path, DESKTOP);
        await send(driver, form, `${engine} ${form} visitor ${Date.now()}`);
        await screenshot(driver, testInfo, `${engine}-${form}-sent`);
      });

      test(`after a send on ${path}, each control of the notice takes a tap, at the top and scrolled to the end, at 375 and 1280`, async ({
        driver,
      }, testInfo) => {
        for (const viewport of [PHONE, DESKTOP]) {
          await open(driver, path, viewport);
          await send(driver, form, `${engine} ${form} notice ${viewport.width} ${Date.now()}`);
          // The actions beside the message arrive with their own code, just after it.
          const controls = await until(`the notice's controls (${FORMS[form].noticeControls.join(", ")})`, async () => {
            const now = await run<{ role: "button" | "link"; name: string }[]>(driver, {
              op: "controls",
              query: { role: "alert" },
              holding: DISMISS,
            });
            return FORMS[form].noticeControls.every((name) => now.some((control) => control.name === name)) ? now : null;
          });
          await run(driver, { op: "hold-clicks" });
          const others = controls.filter(({ name }) => name !== DISMISS.name);
          for (const position of ["top", "end"] as const) {
            if (position === "end") await until("the end of the page", () => run<boolean>(driver, { op: "scroll-end" }));
            await screenshot(driver, testInfo, `${engine}-${form}-${viewport.width}-notice-${position}`);
            for (const control of others) {
              const where = `"${control.name}" at ${viewport.width}, page at its ${position}`;
              await tapOn(driver, control);
              const click = await run<{ hit: boolean; target: string }>(driver, { op: "last-click", query: control });
              expect(click.hit, `the tap on ${where} reached ${click.target}`).toBe(true);
            }
          }
          await tapOn(driver, DISMISS);
          await until("the notice to go", async () => (await run<Found | null>(driver, { op: "find", query: DISMISS })) === null);
        }
      });
    }

    test("one page view per load (a reload is another, a back-forward restore is not), each funnel step once, no CSP violation", async ({
      driver,
    }) => {
      // Five loads, a send and a wait for each batch of events: longer than one journey's usual time.
      test.setTimeout(120_000);
      const campaign = `analytics-${engine}-${Date.now()}`;
      // The counts only grow, so an event sent twice at any step still shows in the last check, which
      // alone waits for stragglers.
      const events = async (expected: Record<string, number>, what: string, { last = false } = {}) => {
        await until(() => `${what}: ${JSON.stringify(expected)}, the server has ${JSON.stringify(visitEvents(campaign))}`, async () =>
          Object.entries(expected).every(([key, n]) => (visitEvents(campaign)[key] ?? 0) >= n),
        );
        if (last) await new Promise((done) => setTimeout(done, SETTLED_MS));
        expect(visitEvents(campaign), what).toEqual(expected);
      };
      const watchViolations = () =>
        driver.evaluate(() => {
          const page = window as unknown as { violations?: string[] };
          page.violations ??= [];
          document.addEventListener("securitypolicyviolation", (event) => page.violations!.push(`${event.violatedDirective} ${event.blockedURI}`));
        }, undefined);
      const violations = () => driver.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [], undefined);

      await open(driver, `/?utm_campaign=${campaign}`, DESKTOP);
      await watchViolations();
      await events({ "view /": 1 }, "the first load");
      // The beacon is asked for once the page has loaded: nothing before the first paint.
      const timing = await driver.evaluate(
        () => ({
          load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          beacon: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/pulse.js"))?.startTime ?? -1,
        }),
        undefined,
      );
      expect(timing.beacon, "when the beacon was asked for").toBeGreaterThanOrEqual(timing.load);
      expect(timing.beacon).toBeGreaterThanOrEqual(timing.paint);

      await driver.reload();
      await until("the page to load again", async () => (await driver.evaluate(pendingIslands, undefined)) === 0);
      await events({ "view /": 2 }, "after a reload");

      await watchViolations();
      await tapOn(driver, { role: "button", name: "Connect", within: banner });
      await shown(driver, { role: "dialog", name: "Connect" });
      await send(driver, "connect", `${engine} analytics visitor ${Date.now()}`);
      expect(await violations(), "CSP violations on the home page").toEqual([]);
      const funnel = { "opener / connect": 1, "form / connect": 1, "submit / connect": 1, "sent / connect": 1 };
      await events({ "view /": 2, ...funnel }, "the Connect dialog opened and sent");

      // Away and back: a page restored from the back-forward cache runs no script again.
      await driver.evaluate(() => void ((window as unknown as { stayed?: boolean }).stayed = true), undefined);
      await driver.goto("/privacy", DESKTOP);
      await events({ "view /": 2, ...funnel, "view /privacy": 1 }, "the privacy page");
      await driver.back();
      const restored = await until("the home page again", () =>
        driver.evaluate(() => (location.pathname === "/" && document.readyState === "complete" ? { cached: (window as unknown as { stayed?: boolean }).stayed === true } : null), undefined),
      );
      test.info().annotations.push({ type: "back-forward", description: restored.cached ? "restored from the cache" : "loaded again" });
      await events({ "view /": restored.cached ? 2 : 3, ...funnel, "view /privacy": 1 }, restored.cached ? "back, restored from the cache" : "back, loaded again", { last: true });
      await watchViolations();
      expect(await violations(), "CSP violations").toEqual([]);
    });
  });
}
