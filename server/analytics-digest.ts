/*
 * What the analytics tell the team without anyone opening the report, through the leads' own
 * email and webhook (./lead-delivery.ts):
 * - a weekly summary, on Monday from 08:00 UTC, of the week before (Monday to Sunday);
 * - an alert when page views, or sends, have stopped for longer than a set time: a broken beacon,
 *   a broken form, or a site that is down, noticed within hours instead of at the month's report.
 * Each is sent once (noted in the store's file, so a restart does not send it again) and tried
 * again at the next check if a channel failed.
 */
import { DatabaseSync } from "node:sqlite";
import { DAY_MS, funnelOf, type Funnel } from "./analytics-funnel";
import { FUNNEL_STEPS, periodText } from "./analytics-report";
import type { AnalyticsStore, Step } from "./analytics-store";
import { createNoticeSender, delivers, type DeliveryOptions, type TeamNotice } from "./lead-delivery";

/** How often the digests look at the clock and the counts. */
export const CHECK_EVERY_MS = 10 * 60 * 1000;
/** The hour (UTC) of Monday from which the week's summary goes. */
export const WEEKLY_HOUR_UTC = 8;
/** The steps whose silence is alerted: the first and the last of the funnel. */
export const WATCHED_STEPS = ["view", "sent"] as const satisfies Step[];

export type DigestOptions = {
  /** Send the weekly summary (ANALYTICS_WEEKLY_SUMMARY=1). */
  weekly?: boolean;
  /** Alert when views or sends stop for this long (ANALYTICS_SILENCE_HOURS); none when unset or 0. */
  silenceMs?: number;
};

export function digestOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DigestOptions {
  const weekly = (env.ANALYTICS_WEEKLY_SUMMARY ?? "").trim();
  if (!["", "0", "1"].includes(weekly)) throw new Error(`ANALYTICS_WEEKLY_SUMMARY must be 1 or 0, not "${weekly}"`);
  const hours = (env.ANALYTICS_SILENCE_HOURS ?? "").trim();
  if (hours !== "" && !(Number(hours) >= 0)) throw new Error(`ANALYTICS_SILENCE_HOURS must be a number of hours, not "${hours}"`);
  return { weekly: weekly === "1", silenceMs: hours === "" ? 0 : Number(hours) * 3_600_000 };
}

const number = (n: number) => n.toLocaleString("en-GB");

/** The week's summary: the funnel's five steps with their rates, the failed and refused, and the pages that sent most. */
export function weeklySummary(funnel: Funnel, site = "Kovira Labs"): TeamNotice {
  const { totals } = funnel;
  const period = periodText(funnel);
  const lines = FUNNEL_STEPS.map(({ step, label, rateOf }) => {
    const rate = rateOf && totals[rateOf] > 0 ? ` (${((100 * totals[step]) / totals[rateOf]).toFixed(1)}% of ${FUNNEL_STEPS.find((s) => s.step === rateOf)!.label.toLowerCase()})` : "";
    return `${label.padEnd(14)} ${number(totals[step]).padStart(8)}${rate}`;
  });
  const topPages = funnel.pages
    .filter((row) => row.counts.sent > 0)
    .sort((a, b) => b.counts.sent - a.counts.sent)
    .slice(0, 5)
    .map((row) => `  ${row.key || "(no page)"}: ${number(row.counts.sent)} sent of ${number(row.counts.view)} views`);
  return {
    type: "analytics-weekly-summary",
    subject: `${site} funnel, ${period}: ${number(totals.view)} views, ${number(totals.sent)} sent`,
    text: [
      `The week of ${period} on the site:`,
      "",
      ...lines,
      "",
      `Failed sends: ${number(totals.failed)} · refused: ${number(totals.refused)} · visitors, counted each day: ${number(funnel.visitors)}`,
      ...(topPages.length > 0 ? ["", "Pages that sent most:", ...topPages] : []),
      "",
      "The whole report, per page, source, campaign and form: npm run report -- --days 7 (docs/server.md).",
    ].join("\n"),
    data: { from: funnel.from.toISOString(), to: funnel.to.toISOString(), totals, visitors: funnel.visitors },
  };
}

const STEP_WORDS: Record<(typeof WATCHED_STEPS)[number], string> = { view: "page views", sent: "sent forms" };

/** The alert for a step that has stopped: since when, and what to look at. */
export function silenceAlert(step: (typeof WATCHED_STEPS)[number], since: number, now: number, site = "Kovira Labs"): TeamNotice {
  const hours = Math.floor((now - since) / 3_600_000);
  const sinceText = `${new Date(since).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return {
    type: "analytics-silence-alert",
    subject: `${site}: no ${STEP_WORDS[step]} for ${hours} hours`,
    text: [
      `The site has counted no ${STEP_WORDS[step]} since ${sinceText}, ${hours} hours ago.`,
      "",
      step === "view"
        ? "Is the site up, and does a page load its beacon (/pulse.js) and post to /pulse? The server log says whether it is answering."
        : "Do the forms still send? Try one; `npm run leads` shows what arrived, and the server log shows refusals by reason.",
    ].join("\n"),
    data: { step, since: new Date(since).toISOString(), hours },
  };
}

/** Notices already sent, by id, in the store's file: a restart does not send one again. */
function noticeLedger(database: string) {
  const db = new DatabaseSync(database, { timeout: 5_000 });
  db.exec("CREATE TABLE IF NOT EXISTS analytics_notices (id TEXT PRIMARY KEY, sent_at TEXT NOT NULL) STRICT");
  const has = db.prepare("SELECT 1 FROM analytics_notices WHERE id = ?");
  const note = db.prepare("INSERT OR IGNORE INTO analytics_notices (id, sent_at) VALUES (?, ?)");
  return {
    sent: (id: string) => has.get(id) !== undefined,
    note: (id: string, at: number) => void note.run(id, new Date(at).toISOString()),
    read: <T>(work: (db: DatabaseSync) => T) => work(db),
    close: () => db.close(),
  };
}

/**
 * Starts the checks; `check()` runs one now (the tests' clock). Nothing is started when neither
 * digest is asked for, and a warning is logged when one is asked for with no delivery configured.
 */
export function startAnalyticsDigests(
  store: AnalyticsStore,
  database: string,
  delivery: DeliveryOptions | undefined,
  { weekly = false, silenceMs = 0 }: DigestOptions,
  { now = Date.now, send = delivery ? createNoticeSender(delivery) : undefined }: { now?: () => number; send?: (notice: TeamNotice) => Promise<void> } = {},
) {
  if (!weekly && !silenceMs) return undefined;
  if (!send || !delivers(delivery)) {
    console.warn("Analytics: ANALYTICS_WEEKLY_SUMMARY or ANALYTICS_SILENCE_HOURS is set, but no delivery (SMTP_URL, LEADS_WEBHOOK_URL): nothing will be sent");
    return undefined;
  }
  const ledger = noticeLedger(database);
  const startedAt = now();
  let running = false;

  async function deliver(id: string, notice: TeamNotice) {
    if (ledger.sent(id)) return;
    try {
      await send!(notice);
      ledger.note(id, now());
      console.log(`Analytics: sent "${notice.subject}"`);
    } catch (error) {
      console.error(`Analytics: "${notice.subject}" could not be sent (${error instanceof Error ? error.message : String(error)}); trying again at the next check`);
    }
  }

  async function check() {
    if (running) return;
    running = true;
    try {
      const time = now();
      if (weekly) {
        // This week's Monday; the summary is of the seven days before it.
        const today = Math.floor(time / DAY_MS);
        const monday = today - ((new Date(today * DAY_MS).getUTCDay() + 6) % 7);
        if (time >= monday * DAY_MS + WEEKLY_HOUR_UTC * 3_600_000) {
          store.flush();
          const funnel = ledger.read((db) => funnelOf(db, new Date((monday - 7) * DAY_MS), new Date(monday * DAY_MS)));
          await deliver(`weekly-${new Date((monday - 7) * DAY_MS).toISOString().slice(0, 10)}`, weeklySummary(funnel));
        }
      }
      if (silenceMs) {
        for (const step of WATCHED_STEPS) {
          // Silence counts from the last event, or from the server's start when there has been none since.
          const since = Math.max(store.lastAt(step) ?? 0, startedAt);
          if (time - since >= silenceMs) await deliver(`silence-${step}-${since}`, silenceAlert(step, since, time));
        }
      }
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();
  return {
    check,
    stop() {
      clearInterval(timer);
      ledger.close();
    },
  };
}
