/*
 * The site's own analytics endpoint (server mode): the beacon posts each page view and each step
 * of the funnel to `/pulse`; the lead endpoint reports each submission's outcome from its own
 * answer. Cookieless and first-party:
 * - a visitor is counted once a day by a hash of a salt, the address, the user agent and the host;
 *   the salt lives only in this process's memory and is replaced (and wiped) when the UTC day
 *   changes, so no hash can be remade afterwards; the address itself is never stored;
 * - `Sec-GPC: 1`, known crawlers and headless browsers are not counted at all (nothing is stored);
 * - an event names a page of the site, never a lead: nothing joins the two.
 */
import { createHash, randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BROWSER_STEPS, PULSE_PATH, PULSE_TEXT_MAX, type BrowserStep } from "../src/shared/analytics-events";
import type { EmailKind } from "../src/shared/email-params";
import { retentionCutoff } from "../src/shared/retention";
import { clientAddress, TRUST_NONE, type TrustProxy } from "./client-address";
import {
  DEFAULT_ANALYTICS_MAX_EVENTS,
  DEFAULT_ANALYTICS_RETENTION_MONTHS,
  openAnalyticsStore,
  type AnalyticsStore,
  type Step,
} from "./analytics-store";

export const PULSE_MAX_BYTES = 2048;
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** What the browser may report; the outcomes come from the server alone. */
const BROWSER_STEP: Record<BrowserStep, Step> = { pageview: "view", Opener: "opener", Form: "form", Submit: "submit" };
const FORMS: readonly string[] = ["meeting", "connect"] satisfies EmailKind[];

/**
 * User agents that are not a person's browser: crawlers, link previews, monitors, command-line
 * clients, and headless or automated browsers (Lighthouse included). A missing one counts as a bot.
 */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|uptime|pingdom|lighthouse|pagespeed|chrome-lighthouse|headless|phantomjs|puppeteer|playwright|selenium|webdriver|electron|curl\/|wget\/|python|httpclient|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|scrapy/i;

export const isBot = (userAgent: string | undefined) => !userAgent || BOT_USER_AGENT.test(userAgent);

/** Whether the request is not to be counted: the visitor asked not to be (Global Privacy Control), or it is no person's browser. */
export const notCounted = (headers: { gpc?: string; userAgent?: string }) => headers.gpc?.trim() === "1" || isBot(headers.userAgent);

/**
 * The day's salt, in memory only: a new random one each UTC day, the old one overwritten with
 * zeros. The hash is a visitor's for that day alone.
 */
export function dailySalt(now: () => number = Date.now) {
  let day = -1;
  let salt = Buffer.alloc(32);
  return {
    hash(address: string, userAgent: string, host: string): string {
      const today = Math.floor(now() / 86_400_000);
      if (today !== day) {
        salt.fill(0);
        salt = randomBytes(32);
        day = today;
      }
      return createHash("sha256").update(salt).update(`\0${address}\0${userAgent}\0${host}`).digest("base64url").slice(0, 22);
    },
  };
}

const clip = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, PULSE_TEXT_MAX) : "");
/** A referrer's host as the lead-source script notes it: a host name and port, nothing else. */
const host = (value: unknown) => {
  const text = clip(value).toLowerCase();
  return /^[a-z0-9.-]+(:\d+)?$/.test(text) ? text : "";
};

export type AnalyticsOptions = {
  /** The lead store's file: the events have a table of their own in it. */
  database: string;
  trustProxy?: TrustProxy;
  /** Whether a path is one of the site's pages: an event for any other path is not kept. */
  isPage: (path: string) => boolean;
  /** Events older than this are deleted, at start-up and daily (ANALYTICS_RETENTION_MONTHS). */
  retentionMonths?: number;
  /** Events kept at most (ANALYTICS_MAX_EVENTS). */
  maxEvents?: number;
  /** The file's size past which events are not written (the room the lead store keeps for them). */
  maxBytes?: number;
  flushMs?: number;
  now?: () => number;
};

export function analyticsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<AnalyticsOptions, "retentionMonths" | "maxEvents"> {
  const whole = (name: string, fallback: number) => {
    const value = env[name] === undefined || env[name] === "" ? fallback : Number(env[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not "${env[name]}"`);
    return value;
  };
  return {
    retentionMonths: whole("ANALYTICS_RETENTION_MONTHS", DEFAULT_ANALYTICS_RETENTION_MONTHS),
    maxEvents: whole("ANALYTICS_MAX_EVENTS", DEFAULT_ANALYTICS_MAX_EVENTS),
  };
}

/** The outcome of a submission, as the lead endpoint knows it. */
export type SubmissionOutcome = "sent" | "failed" | "refused";

/** The request headers that decide whether an event is counted. */
const countingHeaders = (c: Context) => ({ gpc: c.req.header("sec-gpc"), userAgent: c.req.header("user-agent") });

export function createAnalytics({
  database,
  trustProxy = TRUST_NONE,
  isPage,
  retentionMonths = DEFAULT_ANALYTICS_RETENTION_MONTHS,
  maxEvents,
  maxBytes,
  flushMs,
  now = Date.now,
}: AnalyticsOptions) {
  const store: AnalyticsStore = openAnalyticsStore(database, { maxEvents, flushMs, maxBytes });
  const salt = dailySalt(now);
  const purge = () => {
    try {
      const removed = store.purge(retentionCutoff(new Date(now()), retentionMonths));
      if (removed > 0) console.log(`Analytics ${database}: removed ${removed} event(s) older than ${retentionMonths} months`);
    } catch (error) {
      console.error(`Analytics ${database}: the purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  purge();
  const purging = setInterval(purge, PURGE_INTERVAL_MS);
  purging.unref();

  /** The path an event's URL names (no query, no trailing slash), or undefined when it is not a URL. */
  const pathOf = (url: unknown) => {
    try {
      return new URL(String(url)).pathname.replace(/(.)\/$/, "$1");
    } catch {
      return undefined;
    }
  };

  const router = new Hono();
  router.post(PULSE_PATH, bodyLimit({ maxSize: PULSE_MAX_BYTES, onError: (c) => c.body(null, 413) }), async (c) => {
    // Answered alike whether kept or not: the beacon has nothing to do with the answer.
    const done = () => c.body(null, 204, { "Cache-Control": "no-store" });
    if (notCounted(countingHeaders(c))) return done();
    let body: { n?: unknown; u?: unknown; p?: Record<string, unknown> };
    try {
      body = JSON.parse(await c.req.text()) as typeof body;
    } catch {
      return c.body(null, 400);
    }
    const step =
      typeof body?.n === "string" && (BROWSER_STEPS as readonly string[]).includes(body.n)
        ? BROWSER_STEP[body.n as BrowserStep]
        : undefined;
    const path = pathOf(body?.u);
    if (!step || path === undefined) return c.body(null, 400);
    // The Not Found page's beacon, or a made-up path: answered, not counted (only the site's pages are).
    if (!isPage(path)) return done();
    const page = path.slice(0, 200);
    const props = typeof body.p === "object" && body.p !== null ? body.p : {};
    const form = FORMS.includes(String(props.form)) ? String(props.form) : "";
    if ((step === "opener" || step === "form" || step === "submit") && !form) return c.body(null, 400);
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const address = clientAddress(env?.incoming?.socket?.remoteAddress, c.req.header("x-forwarded-for"), trustProxy) ?? "";
    store.add({
      at: now(),
      step,
      page,
      form,
      control: step === "opener" ? clip(props.control) : "",
      source: host(props.source),
      campaign: clip(props.campaign),
      // Views only: a visitor's other steps need no hash to be counted.
      visitor: step === "view" ? salt.hash(address, c.req.header("user-agent") ?? "", c.req.header("host") ?? "") : undefined,
    });
    return done();
  });

  return {
    router,
    store,
    /**
     * Counts a submission's outcome, from the lead endpoint's own answer: its form, the page it was
     * sent from and the visit's source, as the form sent them. No lead id, no hash: not joinable.
     */
    outcome(c: Context, outcome: SubmissionOutcome, form: EmailKind, params: Record<string, unknown>) {
      if (notCounted(countingHeaders(c))) return;
      const page = typeof params.sent_from === "string" && isPage(params.sent_from) ? params.sent_from : "";
      store.add({ at: now(), step: outcome, page, form, source: host(params.referrer_host), campaign: clip(params.utm_campaign) });
    },
    close() {
      clearInterval(purging);
      store.close();
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
