/*
 * `npm run bench:analytics`: a benchmark, not a test. Writes a million synthetic events, spread
 * over 30 days, into a fresh SQLite file the way the server writes them (batched transactions on
 * the analytics connection), then reads the 30-day funnel the report reads (docs/performance.md).
 *
 *   npm run bench:analytics                  1,000,000 events
 *   npm run bench:analytics -- --events 200000
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DAY_MS, funnelOf } from "../server/analytics-funnel";
import { openAnalyticsStore, readAnalyticsDatabase, type AnalyticsEvent, type Step } from "../server/analytics-store";

const { values } = parseArgs({ options: { events: { type: "string", default: "1000000" } } });
const total = Number(values.events);
const dir = mkdtempSync(join(tmpdir(), "bench-analytics-"));
const database = join(dir, "leads.db");

// A site of 90 pages, 30 referrers, 20 campaigns; most events are views, few are sends.
const pages = Array.from({ length: 90 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const sources = ["", "www.google.com", "www.linkedin.com", "news.ycombinator.com", ...Array.from({ length: 26 }, (_, i) => `site-${i}.example`)];
const campaigns = ["", ...Array.from({ length: 19 }, (_, i) => `campaign-${i}`)];
const mix: [Step, number][] = [["view", 0.85], ["opener", 0.06], ["form", 0.05], ["submit", 0.02], ["sent", 0.015], ["failed", 0.003], ["refused", 0.002]];
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: T[]) => list[Math.floor(random() ** 2 * list.length)]!;
const stepOf = () => {
  let r = random();
  for (const [step, share] of mix) if ((r -= share) < 0) return step;
  return "view";
};

const end = Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS;
const start = end - 30 * DAY_MS;
function* events(): Generator<AnalyticsEvent> {
  for (let i = 0; i < total; i++) {
    const step = stepOf();
    yield {
      at: start + Math.floor((i / total) * (end - start)),
      step,
      page: pick(pages),
      form: step === "view" ? "" : random() < 0.5 ? "connect" : "meeting",
      control: step === "opener" ? "Book a Meeting (header)" : "",
      source: pick(sources),
      campaign: pick(campaigns),
      visitor: step === "view" ? `v${Math.floor(random() * total * 0.3).toString(36).padStart(21, "0")}` : undefined,
    };
  }
}

try {
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}; Node ${process.version}`);
  const store = openAnalyticsStore(database, { maxEvents: total * 2 });
  const insertStarted = performance.now();
  store.addMany(events());
  const insertMs = performance.now() - insertStarted;
  store.close();
  const bytes = statSync(database).size + (statSync(`${database}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  console.log(`Inserted ${total.toLocaleString("en-GB")} events in ${(insertMs / 1000).toFixed(1)} s: ${Math.round(total / (insertMs / 1000)).toLocaleString("en-GB")} events/s; ${(bytes / 1024 / 1024).toFixed(0)} MB on disk, ${Math.round(bytes / total)} bytes an event`);
  const times: number[] = [];
  let totals: Record<string, number> = {};
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const funnel = readAnalyticsDatabase(database, (db) => funnelOf(db, new Date(start), new Date(end)))!;
    times.push(performance.now() - started);
    totals = funnel.totals;
  }
  times.sort((a, b) => a - b);
  console.log(`30-day funnel (totals, per day, page, source, campaign and form, and daily visitors): median ${Math.round(times[1]!)} ms of 3 (${times.map((t) => Math.round(t)).join(", ")} ms)`);
  console.log(`Counted: ${Object.entries(totals).map(([step, n]) => `${step} ${n.toLocaleString("en-GB")}`).join(", ")}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
