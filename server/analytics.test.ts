// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PULSE_PATH } from "../src/shared/analytics-events";
import { HONEYPOT_FIELD } from "../src/shared/email-params";
import { createApp } from "./app";
import { dailySalt, isBot } from "./analytics";
import { closeLeadStores, openLeadStore } from "./lead-store";
import { openAnalyticsStore } from "./analytics-store";
import { OUTBOX_PATH } from "./outbox";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const ORIGIN = "https://kovira-labs.com";
const DAY = 86_400_000;

let dir: string;
let database: string;
let clock: number;
let apps: ReturnType<typeof createApp>[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "analytics-test-"));
  for (const page of ["index.html", "connect/index.html", "services/fintech/index.html", "404.html"]) {
    mkdirSync(join(dir, "build", "client", page, ".."), { recursive: true });
    writeFileSync(join(dir, "build", "client", page), "<!doctype html><title>Page</title>");
  }
  database = join(dir, "leads.db");
  clock = Date.UTC(2026, 10, 27, 10);
  apps = [];
});

afterEach(() => {
  for (const app of apps) app.analytics?.close();
  closeLeadStores();
  rmSync(dir, { recursive: true, force: true });
});

function server() {
  const app = createApp({
    buildDir: join(dir, "build"),
    outbox: { database, rateLimit: 0, networkRateLimit: 0, globalRateLimit: 0, now: () => clock },
    analytics: { now: () => clock },
  });
  apps.push(app);
  return app;
}

const fromSocket = (remoteAddress = "203.0.113.7") => ({ incoming: { socket: { remoteAddress } } });

function pulse(app: ReturnType<typeof server>, body: unknown, headers: Record<string, string> = {}, address?: string) {
  return app.request(
    PULSE_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER, Host: "kovira-labs.com", ...headers },
      body: JSON.stringify(body),
    },
    fromSocket(address),
  );
}

const view = (path: string, p: Record<string, string> = {}) => ({ n: "pageview", u: `${ORIGIN}${path}`, d: "kovira-labs.com", r: null, p });

/** The events as stored, every column, oldest first (after the batch is written). */
function events(app: ReturnType<typeof server>) {
  app.analytics!.store.flush();
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM analytics_events ORDER BY rowid").all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe("the analytics endpoint", () => {
  it("keeps a page view with its page, source and the day's visitor hash, and never the address or user agent", async () => {
    const app = server();
    const response = await pulse(app, view("/services/fintech/?utm_campaign=spring", { source: "www.google.com", campaign: "spring" }));
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    const [event, ...rest] = events(app);
    expect(rest).toEqual([]);
    expect(event).toEqual({
      at: clock,
      step: "view",
      page: "/services/fintech",
      form: "",
      control: "",
      source: "www.google.com",
      campaign: "spring",
      visitor: expect.stringMatching(/^[\w-]{22}$/),
    });
    expect(JSON.stringify(event)).not.toMatch(/203\.0\.113|Mozilla/);
  });

  it("keeps each step of the funnel with its form, and the control that opened it", async () => {
    const app = server();
    await pulse(app, { n: "Opener", u: `${ORIGIN}/`, p: { form: "connect", control: "Connect (header)" } });
    await pulse(app, { n: "Form", u: `${ORIGIN}/`, p: { form: "connect" } });
    await pulse(app, { n: "Submit", u: `${ORIGIN}/`, p: { form: "connect" } });
    expect(events(app).map(({ step, form, control, visitor }) => [step, form, control, visitor])).toEqual([
      ["opener", "connect", "Connect (header)", null],
      ["form", "connect", "", null],
      ["submit", "connect", "", null],
    ]);
  });

  it("counts nothing for a visitor who asks not to be (Sec-GPC: 1), a crawler or a headless browser", async () => {
    const app = server();
    for (const headers of <Record<string, string>[]>[
      { "Sec-GPC": "1" },
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "User-Agent": BROWSER.replace("Chrome/", "HeadlessChrome/") },
      { "User-Agent": "" },
    ])
      expect((await pulse(app, view("/"), headers)).status).toBe(204);
    expect(events(app)).toEqual([]);
  });

  it("refuses outcomes from the browser, steps without their form, and a page that is not a URL", async () => {
    const app = server();
    for (const body of [
      { n: "Sent", u: `${ORIGIN}/`, p: { form: "connect" } },
      { n: "Opener", u: `${ORIGIN}/`, p: {} },
      { n: "pageview", u: "not a url" },
    ])
      expect((await pulse(app, body)).status, JSON.stringify(body)).toBe(400);
    expect(events(app)).toEqual([]);
  });

  it("answers the Not Found page's beacon and a made-up path without counting them, so no browser logs an error", async () => {
    const app = server();
    for (const body of [view("/no-such-page"), view("/404.html")]) expect((await pulse(app, body)).status, JSON.stringify(body)).toBe(204);
    expect(events(app)).toEqual([]);
  });

  it("counts a visitor once a day: the same hash all day, another the next day, another for another address", async () => {
    const app = server();
    await pulse(app, view("/"));
    await pulse(app, view("/connect"));
    await pulse(app, view("/"), {}, "198.51.100.9");
    clock += DAY;
    await pulse(app, view("/"));
    const [first, second, other, nextDay] = events(app).map(({ visitor }) => visitor);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect(nextDay).not.toBe(first);
  });

  it("counts each submission's outcome from the lead endpoint's own answer, with no lead's id", async () => {
    const app = server();
    const connect = {
      lib_version: "4.4.1",
      user_id: "local-outbox",
      service_id: "local-outbox",
      template_id: "connect",
      template_params: {
        name: "Ravi Iyer",
        phone: "9876543210",
        sent_from: "/connect",
        referrer_host: "www.linkedin.com",
        utm_campaign: "launch",
      },
    };
    const send = (params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      app.request(
        OUTBOX_PATH,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers },
          body: JSON.stringify({ ...connect, template_params: { ...connect.template_params, ...params } }),
        },
        fromSocket(),
      );
    expect((await send()).status).toBe(200);
    expect((await send({ [HONEYPOT_FIELD]: "filled by a bot" })).status).toBe(200);
    expect((await send({}, { "Sec-GPC": "1" })).status).toBe(200);
    const step = (name: string) => ({
      at: clock,
      step: name,
      page: "/connect",
      form: "connect",
      control: "",
      source: "www.linkedin.com",
      campaign: "launch",
      visitor: null,
    });
    expect(events(app)).toEqual([step("sent"), step("refused")]);
    expect(JSON.stringify(events(app))).not.toMatch(/Ravi|9876543210/);
  });

  it("deletes events past their retention when the server starts", async () => {
    const app = server();
    await pulse(app, view("/"));
    app.analytics!.close();
    closeLeadStores();
    clock += 14 * 31 * DAY;
    const later = server();
    await pulse(later, view("/connect"));
    expect(events(later).map(({ page }) => page)).toEqual(["/connect"]);
  });
});

describe("who is not counted", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
    ["Bing", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true],
    [
      "Lighthouse",
      "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse",
      true,
    ],
    ["curl", "curl/8.5.0", true],
    ["Chrome", BROWSER, false],
    [
      "Safari on an iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      false,
    ],
    ["Firefox", "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0", false],
  ])("%s", (_, userAgent, bot) => expect(isBot(userAgent)).toBe(bot));

  it("the day's salt is not kept: a hash cannot be made again the next day", () => {
    let now = 0;
    const salt = dailySalt(() => now);
    const today = salt.hash("203.0.113.7", BROWSER, "kovira-labs.com");
    expect(salt.hash("203.0.113.7", BROWSER, "kovira-labs.com")).toBe(today);
    now += DAY;
    const tomorrow = salt.hash("203.0.113.7", BROWSER, "kovira-labs.com");
    now -= DAY;
    expect(tomorrow).not.toBe(today);
    // Back on the first day's clock, a new salt again: the first one is gone.
    expect(salt.hash("203.0.113.7", BROWSER, "kovira-labs.com")).not.toBe(today);
  });
});

describe("the events' share of the file", () => {
  it("is never passed: past it a batch is not written, and the leads keep their own room", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const share = 96 * 1024;
    const leads = openLeadStore(database, { maxBytes: 40 * 1024, reservedBytes: share });
    const store = openAnalyticsStore(database, { maxBytes: share });
    for (let batch = 0; batch < 20; batch++)
      store.addMany(
        Array.from({ length: 100 }, (_, i) => ({
          at: clock,
          step: "opener" as const,
          page: "/",
          form: "connect",
          control: `${batch}-${i}-${"x".repeat(90)}`,
        })),
      );
    expect(errors.mock.calls.join("\n")).toMatch(/Analytics: \d+ event\(s\) could not be written: database or disk is full/);
    const db = new DatabaseSync(database, { readOnly: true });
    const size = db.prepare("PRAGMA page_count").get() as { page_count: number };
    const page = db.prepare("PRAGMA page_size").get() as { page_size: number };
    db.close();
    expect(size.page_count * page.page_size).toBeLessThanOrEqual(share);
    // A lead still has its room.
    const lead = {
      lib_version: "4.4.1",
      user_id: "u",
      service_id: "s",
      template_id: "connect",
      template_params: { name: "Ravi", phone: "9876543210", note: "y".repeat(5000) },
    };
    for (let i = 0; i < 3; i++) expect(leads.add("connect", lead)).toMatch(/^[0-9a-f-]{36}$/);
    store.close();
  });
});
