/*
 * The analytics events, in the lead store's own SQLite file (one file to back up, one retention
 * clock) but in a table of their own that nothing joins to a lead: no lead id, no address, and a
 * visitor hash that cannot be remade once its day's salt is gone (./analytics.ts). Events are
 * written in batches, a second at most after they arrive, on a connection of their own without a
 * flush per commit: an event lost to a crash is a count off by one, never a lead.
 */
import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { ANALYTICS_RETENTION_MONTHS } from "../src/shared/retention";

/** The funnel's steps, in order, then the outcomes that are not a step forward. */
export const STEPS = ["view", "opener", "form", "submit", "sent", "failed", "refused"] as const;
export type Step = (typeof STEPS)[number];

/** One event as stored: when, which step, on which page, from which source, and for views the day's visitor hash. */
export type AnalyticsEvent = {
  at: number;
  step: Step;
  page: string;
  form?: string;
  control?: string;
  source?: string;
  campaign?: string;
  visitor?: string;
};

/**
 * What the funnel is read by: each event also adds one to its day's count for the whole site and
 * for its page, source, campaign and form (`analytics_daily`), and a view's hash is noted once for
 * its day (`analytics_visitors`), counted there the first time, in the same transaction. A month's funnel then reads a few
 * thousand rows, not a million events.
 */
export const DIMENSIONS = ["all", "page", "source", "campaign", "form"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
/** The row of a day's count of visitors in `analytics_daily` (its key empty, its step `view`). */
export const VISITORS = "visitors";
export const DAY_MS = 24 * 60 * 60 * 1000;

export const ANALYTICS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS analytics_events (
    at INTEGER NOT NULL,
    step TEXT NOT NULL CHECK (step IN (${STEPS.map((step) => `'${step}'`).join(", ")})),
    page TEXT NOT NULL,
    form TEXT NOT NULL,
    control TEXT NOT NULL,
    source TEXT NOT NULL,
    campaign TEXT NOT NULL,
    visitor TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS analytics_by_time ON analytics_events (at);
  CREATE TABLE IF NOT EXISTS analytics_daily (
    day INTEGER NOT NULL,
    dimension TEXT NOT NULL CHECK (dimension IN (${[...DIMENSIONS, VISITORS].map((dimension) => `'${dimension}'`).join(", ")})),
    key TEXT NOT NULL,
    step TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, dimension, key, step)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS analytics_visitors (
    day INTEGER NOT NULL,
    visitor TEXT NOT NULL,
    PRIMARY KEY (day, visitor)
  ) STRICT, WITHOUT ROWID;
`;

/** How long events are kept (ANALYTICS_RETENTION_MONTHS): by default the 13 months `/privacy` quotes, a year compared with the one before. */
export const DEFAULT_ANALYTICS_RETENTION_MONTHS = ANALYTICS_RETENTION_MONTHS;
/** Events kept at most (ANALYTICS_MAX_EVENTS); past it the oldest go first. Some 125 MB on disk. */
export const DEFAULT_ANALYTICS_MAX_EVENTS = 1_000_000;
/** Bytes an event takes on disk, its index included, measured by `npm run bench:analytics` (rounded up). */
export const EVENT_BYTES = 125;
/**
 * Sources and campaigns a day keeps counts for, at most, each: past it a new one is counted as
 * `OTHER_KEY`. Anyone can invent a referrer or a campaign; a flood of made-up ones must not grow
 * the daily counts without end (the raw events are capped by ANALYTICS_MAX_EVENTS).
 */
export const KEYS_PER_DAY = 200;
export const OTHER_KEY = "(other)";
/** Events held in memory before they are written together. */
export const FLUSH_AFTER_EVENTS = 500;
export const FLUSH_MS = 1_000;
const BUSY_TIMEOUT_MS = 5_000;

/** Stores open in this process: what they hold in memory is written as it exits. */
const openStores = new Set<() => void>();
let flushOnExit = false;

export type AnalyticsStoreOptions = {
  maxEvents?: number;
  flushMs?: number;
  /**
   * The size past which this connection does not grow the file: the room kept for the events
   * (the lead store's own limit is this plus OUTBOX_MAX_BYTES). Past it a batch is not written,
   * and said so, until retention or the cap frees room: events never take the leads' share.
   */
  maxBytes?: number;
};

/** Opens the events' table in the lead store's file, for the server: it writes, in batches. */
export function openAnalyticsStore(database: string, { maxEvents = DEFAULT_ANALYTICS_MAX_EVENTS, flushMs = FLUSH_MS, maxBytes }: AnalyticsStoreOptions = {}) {
  const db = new DatabaseSync(database, { timeout: BUSY_TIMEOUT_MS });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
  db.exec(ANALYTICS_SCHEMA);
  if (maxBytes) {
    const pageSize = Number((db.prepare("PRAGMA page_size").get() as { page_size: number }).page_size);
    db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`);
  }
  const insert = db.prepare("INSERT INTO analytics_events (at, step, page, form, control, source, campaign, visitor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  const span = db.prepare("SELECT min(rowid) AS first, max(rowid) AS last FROM analytics_events");
  const trim = db.prepare("DELETE FROM analytics_events WHERE rowid <= ?");
  const purgeBefore = db.prepare("DELETE FROM analytics_events WHERE at < ?");
  const purgeDailyBefore = db.prepare("DELETE FROM analytics_daily WHERE day < ?");
  const purgeVisitorsBefore = db.prepare("DELETE FROM analytics_visitors WHERE day < ?");
  const addCount = db.prepare("INSERT INTO analytics_daily (day, dimension, key, step, count) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count");
  const addVisitor = db.prepare("INSERT OR IGNORE INTO analytics_visitors (day, visitor) VALUES (?, ?)");
  const keysOf = db.prepare("SELECT DISTINCT key FROM analytics_daily WHERE day = ? AND dimension = ?");
  // The keys each day already counts, per open-ended dimension, read once a day and dimension.
  const known = new Map<string, Set<string>>();
  const keyFor = (day: number, dimension: "source" | "campaign", key: string) => {
    const id = `${day}\u0000${dimension}`;
    let keys = known.get(id);
    if (!keys) {
      if (known.size > 8) known.clear();
      known.set(id, (keys = new Set((keysOf.all(day, dimension) as { key: string }[]).map((row) => row.key))));
    }
    if (keys.has(key)) return key;
    if (keys.size >= KEYS_PER_DAY) return OTHER_KEY;
    keys.add(key);
    return key;
  };
  let pending: AnalyticsEvent[] = [];
  let closed = false;
  // When each step last happened: what the silence alert watches (./analytics-digest.ts).
  const lastAt = new Map<Step, number>();
  for (const step of STEPS) {
    const last = (db.prepare("SELECT max(day) AS day FROM analytics_daily WHERE dimension = 'all' AND step = ?").get(step) as { day: number | null }).day;
    if (last === null) continue;
    const at = (db.prepare("SELECT max(at) AS at FROM analytics_events WHERE at >= ? AND step = ?").get(last * DAY_MS, step) as { at: number | null }).at;
    if (at !== null) lastAt.set(step, at);
  }

  function flush() {
    if (pending.length === 0 || closed) return;
    const batch = pending;
    pending = [];
    try {
      db.exec("BEGIN IMMEDIATE");
      // The day's counts of the batch, added up first: one write per count, not per event.
      const counts = new Map<string, number>();
      for (const e of batch) {
        insert.run(e.at, e.step, e.page, e.form ?? "", e.control ?? "", e.source ?? "", e.campaign ?? "", e.visitor ?? null);
        const day = Math.floor(e.at / DAY_MS);
        const keys: Record<Dimension, string | undefined> = {
          all: "",
          page: e.page,
          source: keyFor(day, "source", e.source ?? ""),
          campaign: keyFor(day, "campaign", e.campaign ?? ""),
          form: e.form || undefined,
        };
        for (const dimension of DIMENSIONS) {
          const key = keys[dimension];
          if (key === undefined) continue;
          const id = `${day}\u0000${dimension}\u0000${key}\u0000${e.step}`;
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        if (e.visitor && addVisitor.run(day, e.visitor).changes > 0) {
          const id = `${day}\u0000${VISITORS}\u0000\u0000view`;
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      for (const [id, n] of counts) {
        const [day, dimension, key, step] = id.split("\u0000");
        addCount.run(Number(day), dimension!, key!, step!, n);
      }
      // Past the cap, the oldest go: rowids grow with time, so the first ones are the oldest.
      const { first, last } = span.get() as { first: number | null; last: number | null };
      if (first !== null && last !== null && last - first + 1 > maxEvents) trim.run(last - maxEvents);
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      known.clear();
      console.error(`Analytics: ${batch.length} event(s) could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const timer = setInterval(flush, flushMs);
  timer.unref();
  openStores.add(flush);
  if (!flushOnExit) {
    flushOnExit = true;
    process.once("exit", () => openStores.forEach((write) => write()));
  }

  return {
    /** Keeps an event, written with the next batch. */
    add(event: AnalyticsEvent) {
      if (closed) return;
      lastAt.set(event.step, Math.max(lastAt.get(event.step) ?? 0, event.at));
      pending.push(event);
      if (pending.length >= FLUSH_AFTER_EVENTS) flush();
    },
    /** Writes many events in one transaction (the benchmark, an import). */
    addMany(events: Iterable<AnalyticsEvent>) {
      for (const event of events) {
        lastAt.set(event.step, Math.max(lastAt.get(event.step) ?? 0, event.at));
        pending.push(event);
        if (pending.length >= 10_000) flush();
      }
      flush();
    },
    flush,
    /** When an event of this step last arrived (ms since the epoch), if one has. */
    lastAt: (step: Step) => lastAt.get(step),
    /** Deletes the events from before `cutoff`, and the counts of the days before its day; returns how many events. */
    purge(cutoff: Date): number {
      flush();
      const day = Math.floor(cutoff.getTime() / DAY_MS);
      purgeDailyBefore.run(day);
      purgeVisitorsBefore.run(day);
      return Number(purgeBefore.run(cutoff.getTime()).changes);
    },
    close() {
      if (closed) return;
      flush();
      closed = true;
      clearInterval(timer);
      openStores.delete(flush);
      db.close();
    },
  };
}

export type AnalyticsStore = ReturnType<typeof openAnalyticsStore>;

/** A reader's connection to the events, alongside a running server (the report, the digests). */
export function readAnalyticsDatabase<T>(database: string, read: (db: DatabaseSync) => T): T | undefined {
  if (!existsSync(database)) return undefined;
  const db = new DatabaseSync(database, { timeout: BUSY_TIMEOUT_MS, readOnly: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'analytics_events'").get();
    return table ? read(db) : undefined;
  } finally {
    db.close();
  }
}
