/*
 * The funnel over a period, read from the events: views → opener tapped → form shown → submit →
 * sent (and the sends that failed or were refused), in total, per day, per page, per source
 * (the visit's referrer host, its UTM campaign) and per form, from the daily counts the store keeps
 * beside the events (./analytics-store.ts).
 */
import type { DatabaseSync } from "node:sqlite";
import { DAY_MS, readAnalyticsDatabase, STEPS, VISITORS, type Dimension, type Step } from "./analytics-store";

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

export { DAY_MS };

export const noCounts = (): Counts => Object.fromEntries(STEPS.map((step) => [step, 0])) as Counts;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rows by key, the most viewed first (then the most sent), each with every step's count. */
function byViews(map: Map<string, Counts>): FunnelRow[] {
  return [...map]
    .map(([key, counts]) => ({ key, counts }))
    .sort((a, b) => b.counts.view - a.counts.view || b.counts.sent - a.counts.sent || b.counts.opener - a.counts.opener || a.key.localeCompare(b.key));
}

/** The funnel of the days from `from`'s (inclusive) to `to`'s (exclusive), in UTC, from the daily counts. */
export function funnelOf(db: DatabaseSync, from: Date, to: Date): Funnel {
  const first = Math.floor(from.getTime() / DAY_MS);
  const end = Math.ceil(to.getTime() / DAY_MS);
  const totals = noCounts();
  const byDay = new Map<number, Counts>();
  const dims: Record<Exclude<Dimension, "all">, Map<string, Counts>> = { page: new Map(), source: new Map(), campaign: new Map(), form: new Map() };
  const add = (map: Map<number | string, Counts>, key: number | string, step: Step, n: number) => {
    let counts = map.get(key);
    if (!counts) map.set(key, (counts = noCounts()));
    counts[step] += n;
  };
  const visitorsByDay = new Map<number, number>();
  const rows = db.prepare("SELECT day, dimension, key, step, count FROM analytics_daily WHERE day >= ? AND day < ?").all(first, end) as {
    day: number;
    dimension: Dimension | typeof VISITORS;
    key: string;
    step: Step;
    count: number;
  }[];
  for (const { day, dimension, key, step, count } of rows) {
    if (dimension === VISITORS) visitorsByDay.set(day, count);
    else if (dimension === "all") {
      totals[step] += count;
      add(byDay as Map<number | string, Counts>, day, step, count);
    } else add(dims[dimension] as Map<number | string, Counts>, key, step, count);
  }
  const days: FunnelDay[] = [];
  for (let day = first; day < end; day++) days.push({ day: isoDay(day * DAY_MS), counts: byDay.get(day) ?? noCounts(), visitors: visitorsByDay.get(day) ?? 0 });
  return {
    from,
    to,
    totals,
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    days,
    pages: byViews(dims.page),
    sources: byViews(dims.source),
    campaigns: byViews(dims.campaign),
    forms: byViews(dims.form),
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

/**
 * The period a report is asked for: `--from` and `--to` (days, UTC, both included), or the last
 * `--days` days up to today (30 by default). Throws with what was wrong.
 */
export function chosenPeriod({ days, from, to }: { days?: string; from?: string; to?: string }, now = new Date()): { from: Date; to: Date } {
  const day = (text: string, name: string) => {
    if (!/^\d{4}-\d\d-\d\d$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) throw new Error(`${name} wants a day as YYYY-MM-DD, not "${text}"`);
    return Date.parse(`${text}T00:00:00Z`);
  };
  if (from !== undefined || to !== undefined) {
    if (days !== undefined) throw new Error("--days goes alone, or --from with --to");
    const end = to === undefined ? lastDays(1, now).to.getTime() : day(to, "--to") + DAY_MS;
    const start = from === undefined ? end - 30 * DAY_MS : day(from, "--from");
    if (start >= end) throw new Error("--from must come before --to");
    return { from: new Date(start), to: new Date(end) };
  }
  const count = days === undefined ? 30 : Number(days);
  if (!Number.isInteger(count) || count < 1 || count > 3660) throw new Error(`--days wants a whole number of days, not "${days}"`);
  return lastDays(count, now);
}
