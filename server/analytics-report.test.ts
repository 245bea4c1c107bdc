// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chosenPeriod, readFunnel } from "./analytics-funnel";
import { funnelReportHtml, TABLE_ROWS } from "./analytics-report";
import { KEYS_PER_DAY, openAnalyticsStore, OTHER_KEY, type AnalyticsEvent, type Step } from "./analytics-store";

const DAY = 86_400_000;
const NOV_1 = Date.UTC(2026, 10, 1);
let dir: string;
let database: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "analytics-report-"));
  database = join(dir, "leads.db");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

let visitors = 0;
/** `n` events of one step, on day `day` of November (1-based), at noon; each view a visitor of its own unless one is given. */
const seed = (n: number, day: number, step: Step, rest: Partial<AnalyticsEvent> = {}): AnalyticsEvent[] =>
  Array.from({ length: n }, () => ({ at: NOV_1 + (day - 1) * DAY + 12 * 3_600_000, step, page: "/", ...rest, ...(step === "view" ? { visitor: rest.visitor ?? `visitor-${++visitors}` } : {}) }));

function seeded() {
  const store = openAnalyticsStore(database);
  store.addMany([
    // 1 November: 10 views of the home page from Google (3 on the spring campaign), 4 openers, 3 forms, 2 submits, 1 sent, 1 failed.
    ...seed(7, 1, "view", { source: "www.google.com" }),
    ...seed(3, 1, "view", { source: "www.google.com", campaign: "spring" }),
    ...seed(4, 1, "opener", { form: "connect", source: "www.google.com" }),
    ...seed(3, 1, "form", { form: "connect", source: "www.google.com" }),
    ...seed(2, 1, "submit", { form: "connect", source: "www.google.com" }),
    ...seed(1, 1, "sent", { form: "connect", source: "www.google.com" }),
    ...seed(1, 1, "failed", { form: "connect", source: "www.google.com" }),
    // 3 November: 5 views of /connect, direct, two from one visitor; its form shown with each; 1 sent.
    ...seed(3, 3, "view", { page: "/connect" }),
    ...seed(2, 3, "view", { page: "/connect", visitor: "the-same-one" }),
    ...seed(5, 3, "form", { page: "/connect", form: "connect" }),
    ...seed(1, 3, "submit", { page: "/connect", form: "connect" }),
    ...seed(1, 3, "sent", { page: "/connect", form: "connect" }),
    // 30 November: a meeting booked from /about, with a campaign a visitor could write anything in.
    ...seed(2, 30, "view", { page: "/about", campaign: "<script>alert(1)</script>" }),
    ...seed(1, 30, "opener", { page: "/about", form: "meeting", campaign: "<script>alert(1)</script>" }),
    ...seed(1, 30, "form", { page: "/about", form: "meeting", campaign: "<script>alert(1)</script>" }),
    ...seed(1, 30, "submit", { page: "/about", form: "meeting", campaign: "<script>alert(1)</script>" }),
    ...seed(1, 30, "refused", { page: "/about", form: "meeting", campaign: "<script>alert(1)</script>" }),
    // 31 October and 1 December: outside the period.
    ...seed(50, 0, "view"),
    ...seed(50, 31, "view"),
  ]);
  store.close();
  return readFunnel(database, new Date(NOV_1), new Date(NOV_1 + 30 * DAY));
}

const counts = (view: number, opener: number, form: number, submit: number, sent: number, failed = 0, refused = 0) => ({ view, opener, form, submit, sent, failed, refused });

describe("the funnel report", () => {
  it("holds the period's figures: totals, per day, per page, per source, per campaign, per form", () => {
    const funnel = seeded();
    expect(funnel.totals).toEqual(counts(17, 5, 9, 4, 2, 1, 1));
    // Visitors counted each day: the one who came twice on the 3rd counts once.
    expect(funnel.visitors).toBe(10 + 4 + 2);
    expect(funnel.days).toHaveLength(30);
    expect(funnel.days[0]).toEqual({ day: "2026-11-01", counts: counts(10, 4, 3, 2, 1, 1, 0), visitors: 10 });
    expect(funnel.days[1]).toEqual({ day: "2026-11-02", counts: counts(0, 0, 0, 0, 0), visitors: 0 });
    expect(funnel.days[2]!.counts).toEqual(counts(5, 0, 5, 1, 1));
    expect(funnel.days[29]!.counts).toEqual(counts(2, 1, 1, 1, 0, 0, 1));
    expect(funnel.pages).toEqual([
      { key: "/", counts: counts(10, 4, 3, 2, 1, 1, 0) },
      { key: "/connect", counts: counts(5, 0, 5, 1, 1) },
      { key: "/about", counts: counts(2, 1, 1, 1, 0, 0, 1) },
    ]);
    expect(funnel.sources).toEqual([
      { key: "www.google.com", counts: counts(10, 4, 3, 2, 1, 1, 0) },
      { key: "", counts: counts(7, 1, 6, 2, 1, 0, 1) },
    ]);
    expect(funnel.campaigns.map(({ key, counts }) => [key, counts.view, counts.sent])).toEqual([
      ["", 12, 2],
      ["spring", 3, 0],
      ["<script>alert(1)</script>", 2, 0],
    ]);
    expect(funnel.forms).toEqual([
      { key: "connect", counts: counts(0, 4, 8, 3, 2, 1, 0) },
      { key: "meeting", counts: counts(0, 1, 1, 1, 0, 0, 1) },
    ]);
  });

  it("writes those figures into one HTML file that needs nothing else: no script, nothing fetched, every visitor's text escaped", () => {
    const html = funnelReportHtml(seeded(), { generatedAt: new Date(Date.UTC(2026, 11, 1, 9)) });
    expect(html).toContain("<h1>1 Nov – 30 Nov 2026</h1>");
    const card = (label: string) => new RegExp(`<span class="label">${label}</span>\\s*<span class="value">([\\d,]+)</span>`).exec(html)?.[1];
    expect([card("Page views"), card("Opener tapped"), card("Form shown"), card("Submitted"), card("Sent")]).toEqual(["17", "5", "9", "4", "2"]);
    expect(html).toContain("Views to sent: <b>11.8%</b>");
    expect(html).toContain("visitors, counted each day: <b>16</b>");
    expect(html).toContain('<tr><th scope="row" title="/connect">/connect</th><td>5</td><td>0</td><td>5</td><td>1</td><td>1</td><td>20.0%</td></tr>');
    expect(html).toContain('<th scope="row" title="Connect">Connect</th><td>4</td><td>8</td><td>3</td><td>2</td><td>25.0%</td>');
    // Five charts, one bar a day each.
    expect(html.match(/<figure class="chart"/g)).toHaveLength(5);
    expect(html.match(/<rect /g)).toHaveLength(5 * 30);
    expect(html).not.toMatch(/<script|<link|\ssrc=|url\(|@import/i);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });

  it("shows at most 25 rows a table, and says how many more there were", () => {
    const store = openAnalyticsStore(database);
    store.addMany(Array.from({ length: TABLE_ROWS + 3 }, (_, i) => seed(1, 2, "view", { page: `/page-${i}` })).flat());
    store.close();
    const html = funnelReportHtml(readFunnel(database, new Date(NOV_1), new Date(NOV_1 + 30 * DAY)));
    expect(html).toContain("and 3 more, fewer views each");
  });

  it("says so, and shows every day at nought, when nothing was counted (or the file does not exist)", () => {
    const html = funnelReportHtml(readFunnel(join(dir, "none.db"), new Date(NOV_1), new Date(NOV_1 + 7 * DAY)));
    expect(html).toContain("Nothing counted in this period.");
    expect(html.match(/<rect /g)).toHaveLength(5 * 7);
  });

  it("takes its period as --days up to today, or --from and --to, both days included", () => {
    const now = new Date(Date.UTC(2026, 10, 27, 15));
    expect(chosenPeriod({}, now)).toEqual({ from: new Date(Date.UTC(2026, 9, 29)), to: new Date(Date.UTC(2026, 10, 28)) });
    expect(chosenPeriod({ days: "7" }, now).from).toEqual(new Date(Date.UTC(2026, 10, 21)));
    expect(chosenPeriod({ from: "2026-11-01", to: "2026-11-30" }, now)).toEqual({ from: new Date(NOV_1), to: new Date(NOV_1 + 30 * DAY) });
    expect(() => chosenPeriod({ days: "a week" }, now)).toThrow(/--days/);
    expect(() => chosenPeriod({ from: "2026-11-30", to: "2026-11-01" }, now)).toThrow(/before/);
    expect(() => chosenPeriod({ from: "1 Nov" }, now)).toThrow(/YYYY-MM-DD/);
  });

  it("counts at most 200 sources and campaigns a day, the rest as (other): made-up ones cannot grow the counts without end", () => {
    const store = openAnalyticsStore(database);
    store.addMany(Array.from({ length: KEYS_PER_DAY + 50 }, (_, i) => seed(1, 2, "view", { campaign: `made-up-${i}` })).flat());
    store.addMany(seed(2, 2, "view", { campaign: "made-up-0" }));
    store.close();
    const funnel = readFunnel(database, new Date(NOV_1), new Date(NOV_1 + 30 * DAY));
    expect(funnel.campaigns).toHaveLength(KEYS_PER_DAY + 1);
    expect(funnel.campaigns.find((row) => row.key === OTHER_KEY)!.counts.view).toBe(50);
    expect(funnel.campaigns.find((row) => row.key === "made-up-0")!.counts.view).toBe(3);
    expect(funnel.totals.view).toBe(KEYS_PER_DAY + 52);
  });
});
