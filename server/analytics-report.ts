/*
 * The funnel as one self-contained HTML file (decision 034): its styles inline, its charts inline
 * SVG, no script and nothing fetched, so it opens from a disk, an email or a shared folder as it
 * is. Every text that came from a visitor (a page, a host, a campaign, a control) is escaped.
 */
import type { Counts, Funnel, FunnelRow } from "./analytics-funnel";
import type { Step } from "./analytics-store";

/** The funnel's five steps forward, in order, as the report names them. */
/**
 * Each with the step its rate is read against: a form page shows its form with no opener tapped,
 * so openers and forms shown are read against the page views, a submit against the forms shown.
 */
export const FUNNEL_STEPS: { step: Step; label: string; colour: string; rateOf?: Step }[] = [
  { step: "view", label: "Page views", colour: "#3559e0" },
  { step: "opener", label: "Opener tapped", colour: "#7a4de0", rateOf: "view" },
  { step: "form", label: "Form shown", colour: "#b8449f", rateOf: "view" },
  { step: "submit", label: "Submitted", colour: "#e0673a", rateOf: "form" },
  { step: "sent", label: "Sent", colour: "#1f9d6b", rateOf: "submit" },
];

/** Rows a table shows at most; the rest are counted below it. */
export const TABLE_ROWS = 25;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const number = (n: number) => n.toLocaleString("en-GB");
const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(part * 1000 < whole ? 2 : 1)}%` : "—");
const dayText = (iso: string, year = false) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC", ...(year ? { year: "numeric" } : {}) });

/** The period as a person reads it: "28 Oct – 26 Nov 2026". */
export function periodText(funnel: Funnel) {
  const first = funnel.days[0]?.day ?? funnel.from.toISOString().slice(0, 10);
  const last = funnel.days.at(-1)?.day ?? first;
  return first === last ? dayText(first, true) : `${dayText(first)} – ${dayText(last, true)}`;
}

function stepCards(totals: Counts) {
  const top = Math.max(totals.view, 1);
  return FUNNEL_STEPS.map(({ step, label, colour, rateOf }) => {
    const of = FUNNEL_STEPS.find((other) => other.step === rateOf);
    const rate = of ? `${percent(totals[step], totals[of.step])} of ${of.label.toLowerCase()}` : "where the funnel starts";
    return `<li class="step" style="--c:${colour}">
  <span class="label">${label}</span>
  <span class="value">${number(totals[step])}</span>
  <span class="bar"><span style="width:${Math.max(0.5, (100 * totals[step]) / top).toFixed(1)}%"></span></span>
  <span class="rate">${rate}</span>
</li>`;
  }).join("\n");
}

function dayChart(funnel: Funnel, step: Step, label: string, colour: string) {
  const values = funnel.days.map((day) => day.counts[step]);
  const peak = Math.max(...values, 0);
  const peakDay = funnel.days[values.indexOf(peak)]?.day;
  const width = 300;
  const height = 72;
  const slot = width / Math.max(values.length, 1);
  const bars = values
    .map((value, index) => {
      const h = peak > 0 ? Math.max(value > 0 ? 1.5 : 0, (value / peak) * (height - 2)) : 0;
      return `<rect x="${(index * slot + slot * 0.12).toFixed(2)}" y="${(height - h).toFixed(2)}" width="${(slot * 0.76).toFixed(2)}" height="${h.toFixed(2)}"><title>${escape(dayText(funnel.days[index]!.day))}: ${number(value)}</title></rect>`;
    })
    .join("");
  const total = values.reduce((sum, value) => sum + value, 0);
  const first = funnel.days[0]?.day;
  const last = funnel.days.at(-1)?.day;
  return `<figure class="chart" style="--c:${colour}">
  <figcaption><b>${label}</b> <span>${number(total)}${peak > 0 && peakDay ? ` · most ${number(peak)} on ${dayText(peakDay)}` : ""}</span></figcaption>
  <svg viewBox="0 0 ${width} ${height}" preserveAspectRatio="none" role="img" aria-label="${label} per day, ${first ? dayText(first) : ""} to ${last ? dayText(last) : ""}"><line x1="0" y1="${height - 0.5}" x2="${width}" y2="${height - 0.5}"/>${bars}</svg>
  <div class="axis"><span>${first ? dayText(first) : ""}</span><span>${last ? dayText(last) : ""}</span></div>
</figure>`;
}

function table(title: string, heading: string, rows: FunnelRow[], empty: string, { views = true } = {}) {
  const shown = rows.slice(0, TABLE_ROWS);
  const steps = FUNNEL_STEPS.filter(({ step }) => views || step !== "view");
  const head = `<tr><th scope="col">${heading}</th>${steps.map(({ label }) => `<th scope="col">${label}</th>`).join("")}<th scope="col">${views ? "Sent per view" : "Sent per form shown"}</th></tr>`;
  const body = shown
    .map(({ key, counts }) => {
      const cells = steps.map(({ step }) => `<td>${number(counts[step])}</td>`).join("");
      const rate = views ? percent(counts.sent, counts.view) : percent(counts.sent, counts.form);
      return `<tr><th scope="row"${key ? ` title="${escape(key)}"` : ""}>${key ? escape(key) : `<i>${empty}</i>`}</th>${cells}<td>${rate}</td></tr>`;
    })
    .join("\n");
  const more = rows.length > shown.length ? `<p class="more">and ${number(rows.length - shown.length)} more, fewer views each</p>` : "";
  return `<section>
  <h2>${title}</h2>
  ${rows.length === 0 ? `<p class="none">Nothing counted in this period.</p>` : `<div class="table"><table>\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table></div>${more}`}
</section>`;
}

const STYLE = `
:root{color-scheme:light;--ink:#0d1326;--muted:#5a6275;--line:#e3e6ee;--paper:#fff;--wash:#f5f6fa}
*{box-sizing:border-box}
body{margin:0;background:var(--wash);color:var(--ink);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:1180px;margin:0 auto;padding:24px 16px 48px}
header h1{margin:2px 0 4px;font-size:28px;line-height:1.15}
.eyebrow{margin:0;color:var(--muted);font-weight:600;letter-spacing:.02em}
.meta{margin:0;color:var(--muted);font-size:13px}
h2{font-size:18px;margin:32px 0 10px}
.steps{list-style:none;margin:20px 0 0;padding:0;display:grid;grid-template-columns:repeat(5,1fr);gap:10px}
.step{background:var(--paper);border:1px solid var(--line);border-top:4px solid var(--c);border-radius:10px;padding:12px 14px;display:grid;gap:4px}
.step .label{color:var(--muted);font-size:13px;font-weight:600}
.step .value{font-size:30px;font-weight:700;font-variant-numeric:tabular-nums;line-height:1.1}
.step .bar{height:6px;background:var(--wash);border-radius:3px;overflow:hidden}
.step .bar span{display:block;height:100%;background:var(--c)}
.step .rate{font-size:13px;color:var(--muted)}
.aside{margin:12px 0 0;color:var(--muted);font-size:14px}
.aside b{color:var(--ink);font-variant-numeric:tabular-nums}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:10px}
.chart{margin:0;background:var(--paper);border:1px solid var(--line);border-radius:10px;padding:12px 14px}
.chart figcaption{display:flex;justify-content:space-between;gap:8px;font-size:13px;margin-bottom:8px;flex-wrap:wrap}
.chart figcaption span{color:var(--muted);font-variant-numeric:tabular-nums}
.chart svg{display:block;width:100%;height:72px;fill:var(--c)}
.chart line{stroke:var(--line);stroke-width:1;vector-effect:non-scaling-stroke}
.axis{display:flex;justify-content:space-between;color:var(--muted);font-size:12px;margin-top:4px}
.table{overflow-x:auto;background:var(--paper);border:1px solid var(--line);border-radius:10px}
table{border-collapse:collapse;width:100%;font-size:14px;font-variant-numeric:tabular-nums}
th,td{padding:8px 12px;text-align:right;white-space:nowrap;border-bottom:1px solid var(--line)}
thead th{font-size:12px;color:var(--muted);font-weight:600;background:var(--wash)}
tbody tr:last-child th,tbody tr:last-child td{border-bottom:0}
th:first-child{text-align:left;position:sticky;left:0;background:var(--paper);max-width:320px;overflow:hidden;text-overflow:ellipsis}
thead th:first-child{background:var(--wash)}
tbody th{font-weight:500}
i{color:var(--muted)}
.more,.none{color:var(--muted);font-size:13px;margin:6px 2px}
footer{margin-top:36px;color:var(--muted);font-size:13px;max-width:760px}
@media (max-width:760px){th:first-child{max-width:46vw}.steps{grid-template-columns:repeat(2,1fr)}.step:first-child{grid-column:1/-1}header h1{font-size:24px}.step .value{font-size:26px}}
`;

export type ReportOptions = { site?: string; generatedAt?: Date; source?: string };

/** The report's HTML: the funnel, each step per day, and the tables by page, source, campaign and form. */
export function funnelReportHtml(funnel: Funnel, { site = "Kovira Labs", generatedAt = new Date(), source }: ReportOptions = {}) {
  const { totals } = funnel;
  const period = periodText(funnel);
  const generated = `${generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(site)} · funnel · ${period}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
  <p class="eyebrow">${escape(site)} · conversion funnel</p>
  <h1>${period}</h1>
  <p class="meta">${funnel.days.length} days, UTC · made ${generated}${source ? ` from ${escape(source)}` : ""}</p>
</header>
<ol class="steps" aria-label="The funnel">
${stepCards(totals)}
</ol>
<p class="aside">Views to sent: <b>${percent(totals.sent, totals.view)}</b> · failed sends: <b>${number(totals.failed)}</b> · refused: <b>${number(totals.refused)}</b> · visitors, counted each day: <b>${number(funnel.visitors)}</b></p>
<section>
  <h2>Each step, day by day</h2>
  <div class="charts">
${FUNNEL_STEPS.map(({ step, label, colour }) => dayChart(funnel, step, label, colour)).join("\n")}
  </div>
</section>
${table("By page", "Page", funnel.pages, "no page named")}
${table("By source: the site that sent the visit", "Referrer", funnel.sources, "direct, or no referrer")}
${table("By campaign (utm_campaign)", "Campaign", funnel.campaigns, "no campaign")}
${table("By form", "Form", funnel.forms.map((row) => ({ ...row, key: row.key === "meeting" ? "Book a Meeting" : row.key === "connect" ? "Connect" : row.key })), "", { views: false })}
<footer>
  <p>Counted by the site's own server, with no cookie and nothing kept on the visitor's device. A page view is one load of a page; an opener is a tap on a button or link that opens a form; a form is shown when its dialog opens or its page loads; sent, failed and refused come from the server's own answer to the form. Visitors are counted once a day by a hash whose salt is discarded daily, so one person on two days counts twice. Crawlers, headless browsers and visitors who send Global Privacy Control are not counted. A step is credited to the page it happened on, and to the visit's first referrer and campaign.</p>
</footer>
</main>
</body>
</html>
`;
}
