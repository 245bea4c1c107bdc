/*
 * The funnel over a period, read from the events: views → opener tapped → form shown → submit →
 * sent (and the sends that failed or were refused), in total, per day, per page, per source
 * (the visit's referrer host, its UTM campaign) and per form. One pass over the period's events.
 */
import type { DatabaseSync } from "node:sqlite";
import { readAnalyticsDatabase, STEPS, type Step } from "./analytics-store";

export type Counts = Record<Step, number>;
export type FunnelRow = { key: string; counts: Counts };
export type FunnelDay = { day: string; counts: Counts; visitors: number };
export type Funnel = {
  from: Date;
  to: Date;
  totals: Counts;
  /** Visitors counted on each day, added up: a visitor who comes back another day counts again (the hash changes daily). */
  visitors: number;
  days: FunnelDay[];
  pages: FunnelRow[];
  sources: FunnelRow[];
  campaigns: FunnelRow[];
  forms: FunnelRow[];
};

export const DAY_MS = 24 * 60 * 60 * 1000;

export const noCounts = (): Counts => Object.fromEntries(STEPS.map((step) => [step, 0])) as Counts;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rows by key, the most viewed first (then the most sent), each with every step's count. */
function rows(map: Map<string, Counts>): FunnelRow[] {
  return [...map]
    .map(([key, counts]) => ({ key, counts }))
    .sort((a, b) => b.counts.view - a.counts.view || b.counts.sent - a.counts.sent || b.counts.opener - a.counts.opener || a.key.localeCompare(b.key));
}

/** The funnel of the events from `from` (inclusive) to `to` (exclusive), days in UTC. */
export function funnelOf(db: DatabaseSync, from: Date, to: Date): Funnel {
  const start = from.getTime();
  const end = to.getTime();
  const totals = noCounts();
  const byDay = new Map<number, Counts>();
  const dims = { page: new Map<string, Counts>(), source: new Map<string, Counts>(), campaign: new Map<string, Counts>(), form: new Map<string, Counts>() };
  const add = (map: Map<string, Counts>, key: string, step: Step, n: number) => {
    let counts = map.get(key);
    if (!counts) map.set(key, (counts = noCounts()));
    counts[step] += n;
  };
  const groups = db
    .prepare(
      `SELECT at / ${DAY_MS} AS day, step, page, source, campaign, form, count(*) AS n FROM analytics_events
       WHERE at >= ? AND at < ? GROUP BY day, step, page, source, campaign, form`,
    )
    .all(start, end) as { day: number; step: Step; page: string; source: string; campaign: string; form: string; n: number }[];
  for (const { day, step, page, source, campaign, form, n } of groups) {
    totals[step] += n;
    let counts = byDay.get(day);
    if (!counts) byDay.set(day, (counts = noCounts()));
    counts[step] += n;
    add(dims.page, page, step, n);
    add(dims.source, source, step, n);
    add(dims.campaign, campaign, step, n);
    if (form) add(dims.form, form, step, n);
  }
  const visitorsByDay = new Map<number, number>();
  for (const { day, n } of db
    .prepare(`SELECT at / ${DAY_MS} AS day, count(DISTINCT visitor) AS n FROM analytics_events WHERE at >= ? AND at < ? AND step = 'view' GROUP BY day`)
    .all(start, end) as { day: number; n: number }[])
    visitorsByDay.set(day, n);
  const days: FunnelDay[] = [];
  for (let day = Math.floor(start / DAY_MS); day * DAY_MS < end; day++)
    days.push({ day: isoDay(day * DAY_MS), counts: byDay.get(day) ?? noCounts(), visitors: visitorsByDay.get(day) ?? 0 });
  return {
    from,
    to,
    totals,
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    days,
    pages: rows(dims.page),
    sources: rows(dims.source),
    campaigns: rows(dims.campaign),
    forms: rows(dims.form),
  };
}

function emptyFunnel(from: Date, to: Date): Funnel {
  const days: FunnelDay[] = [];
  for (let day = Math.floor(from.getTime() / DAY_MS); day * DAY_MS < to.getTime(); day++) days.push({ day: isoDay(day * DAY_MS), counts: noCounts(), visitors: 0 });
  return { from, to, totals: noCounts(), visitors: 0, days, pages: [], sources: [], campaigns: [], forms: [] };
}

/** The funnel from a lead store's file, read alongside a running server; an empty one when it holds no events. */
export function readFunnel(database: string, from: Date, to: Date): Funnel {
  return readAnalyticsDatabase(database, (db) => funnelOf(db, from, to)) ?? emptyFunnel(from, to);
}

/** The last `days` whole days before `now`'s day, and today so far: the period a report covers by default. */
export function lastDays(days: number, now = new Date()): { from: Date; to: Date } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return { from: new Date(today - (days - 1) * DAY_MS), to: new Date(today + DAY_MS) };
}
