/*
 * `npm run report`: the conversion funnel as one self-contained HTML file, read from the lead
 * store's file alongside a running server (docs/server.md, decision 034).
 *
 *   npm run report                                  the last 30 days, to data/funnel-<from>--<to>.html
 *   npm run report -- --days 7                      the last 7 days, today included
 *   npm run report -- --from 2026-11-01 --to 2026-11-30 --out november.html
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chosenPeriod, readFunnel } from "../server/analytics-funnel";
import { funnelReportHtml, periodText } from "../server/analytics-report";
import { DEFAULT_LEADS_DB } from "../server/outbox";

const { values } = parseArgs({ options: { days: { type: "string" }, from: { type: "string" }, to: { type: "string" }, out: { type: "string" } } });
const database = resolve(process.env.LEADS_DB || DEFAULT_LEADS_DB);

let period: { from: Date; to: Date };
try {
  period = chosenPeriod(values);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const started = performance.now();
const funnel = readFunnel(database, period.from, period.to);
const took = Math.round(performance.now() - started);
const day = (date: Date) => date.toISOString().slice(0, 10);
const out = resolve(values.out ?? join(dirname(database), `funnel-${day(period.from)}--${day(new Date(period.to.getTime() - 1))}.html`));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, funnelReportHtml(funnel, { source: relative(process.cwd(), database) || database }));
const { view, opener, form, submit, sent } = funnel.totals;
console.log(`${periodText(funnel)}: ${view} views → ${opener} openers → ${form} forms shown → ${submit} submitted → ${sent} sent (read in ${took} ms)`);
console.log(`Report written to ${out}`);
