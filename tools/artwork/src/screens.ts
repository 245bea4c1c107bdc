/**
 * Fictional app screens (local coordinates: laptop 1280×800, phone 390×844,
 * tablet 1180×820). Reused by heroes, sections, frames and thumbnails.
 */
import {
  C,
  DARK,
  LIGHT,
  Scene,
  type UiTheme,
  appWindow,
  bar,
  barChart,
  circle,
  dashShell,
  donut,
  f,
  g,
  icon,
  iconTile,
  kpi,
  line,
  lineChart,
  panel,
  path,
  pill,
  progress,
  rect,
  ring,
  rrect,
  smooth,
  statusBar,
  table,
  text,
  theme,
  avatar,
  poly,
  pillWidth,
} from "./kit.ts";
import { textWidth } from "./measure.ts";

export type ScreenSpec = {
  brand: string;
  nav: string[];
  icons: string[];
  title: string;
  kpis: [string, string, string][];
  chartTitle: string;
  tableHead: string[];
  rows: (string | { pill: string; color: string })[][];
  side?: "donut" | "bars" | "list" | "map";
  sideTitle?: string;
};

/** Generic analytics dashboard for a laptop screen (1280×800). */
export function dashboardScreen(s: Scene, t: UiTheme, sp: ScreenSpec) {
  let o = rect(0, 0, 1280, 800, t.bg);
  o += dashShell(1280, 800, t, { brand: sp.brand, nav: sp.nav, icons: sp.icons, sideW: 200 });
  const X = 228;
  o += text(X, 52, sp.title, { size: 24, weight: 700, fill: t.text, family: "display" });
  o +=
    rrect(1280 - 300, 26, 200, 36, 10, t.panel, { stroke: t.line }) +
    icon("search", 1280 - 288, 35, 18, t.muted) +
    bar(1280 - 260, 40, 110, 8, t.line);
  o += avatar(1280 - 56, 44, 18, t.accent2, "#E9B48F", "#2B1B14");
  const kw = (1280 - X - 28 - 16 * (sp.kpis.length - 1)) / sp.kpis.length;
  const cols = [t.accent, t.accent2, t.accent3, C.amber];
  sp.kpis.forEach(([l, v, d], i) => {
    o += kpi(X + i * (kw + 16), 84, kw, 120, t, l, v, d, cols[i % 4], s.r.series(12, 10, 40, 0.5));
  });
  // main chart
  const cw = 640;
  o += panel(X, 222, cw, 300, t);
  o += text(X + 20, 252, sp.chartTitle, { size: 15, weight: 600, fill: t.text });
  o += pill(X + cw - 170, 234, "Monthly", t.accent, { size: 10.5 }) + pill(X + cw - 96, 234, "Live", t.accent3, { size: 10.5 });
  o += lineChart(s, X + 24, 280, cw - 48, 210, t, [s.r.series(14, 30, 90, 0.45), s.r.series(14, 20, 60, 0.35)], [t.accent, t.accent2], {
    dots: true,
  });
  // side widget
  const sx = X + cw + 16;
  const sw = 1280 - 28 - sx;
  o += panel(sx, 222, sw, 300, t);
  o += text(sx + 20, 252, sp.sideTitle ?? "Mix", { size: 15, weight: 600, fill: t.text });
  const side = sp.side ?? "donut";
  if (side === "donut") {
    o += donut(
      sx + sw / 2,
      380,
      78,
      22,
      [
        [46, t.accent],
        [28, t.accent2],
        [18, t.accent3],
        [8, C.amber],
      ],
      t.line,
    );
    o += text(sx + sw / 2, 386, "82%", { size: 26, weight: 700, fill: t.text, anchor: "middle", family: "display" });
  } else if (side === "bars") {
    o += barChart(sx + 24, 290, sw - 48, 200, s.r.series(9, 20, 100, 0.6), t.accent, { hi: 6, hiColor: t.accent2, base: t.panel2 });
  } else {
    [0, 1, 2, 3, 4].forEach((i) => {
      const yy = 286 + i * 44;
      o += iconTile(sp.icons[i % sp.icons.length]!, sx + 20, yy, 30, cols[i % 4]!);
      o += bar(sx + 62, yy + 6, sw * 0.35, 8, t.text, 0.7) + bar(sx + 62, yy + 20, sw * 0.22, 6, t.muted, 0.6);
      o += progress(sx + sw - 110, yy + 12, 86, 0.3 + ((i * 37) % 60) / 100, cols[i % 4]!, t.line, 6);
    });
  }
  // table
  o += panel(X, 540, 1280 - X - 28, 236, t);
  o += table(X, 552, 1280 - X - 28, 40, t, sp.tableHead, sp.rows.slice(0, 5));
  return o;
}

/* ------------------------------------------------------------------ */
/* Phone screens (390×844)                                              */
/* ------------------------------------------------------------------ */

export function phoneHeader(t: UiTheme, title: string, sub?: string) {
  let o = rect(0, 0, 390, 844, t.bg) + statusBar(t);
  o += text(24, 104, title, { size: 26, weight: 700, fill: t.text, family: "display" });
  if (sub) o += text(24, 130, sub, { size: 14, fill: t.muted });
  return o;
}

/** `loan`: the loan named under the title */
export function emiScreen(s: Scene, t: UiTheme, loan: string) {
  let o = phoneHeader(t, "EMI schedule", loan);
  o += rrect(
    20,
    152,
    350,
    170,
    22,
    s.lin(
      [
        [0, C.cobalt],
        [1, "#6A3BFF"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  o += text(40, 190, "Next EMI", { size: 14, fill: "#fff", opacity: 0.8 });
  o += text(40, 236, "₹18,450", { size: 40, weight: 700, fill: "#fff", family: "display" });
  o += text(40, 266, "Due 05 Aug · Auto-debit on", { size: 13, fill: "#fff", opacity: 0.85 });
  o += ring(318, 214, 30, 7, 7 / 24, C.coral, "#ffffff33");
  o += text(318, 219, "7/24", { size: 13, weight: 700, fill: "#fff", anchor: "middle" });
  o +=
    rrect(40, 284, 120, 24, 12, "#ffffff", { "fill-opacity": 0.2 }) +
    text(100, 301, "Pay now", { size: 12, weight: 600, fill: "#fff", anchor: "middle" });
  const months = ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  months.forEach((m, i) => {
    const y = 350 + i * 72;
    o += rrect(20, y, 350, 60, 16, t.panel, { stroke: t.line });
    o += rrect(34, y + 12, 36, 36, 10, t.panel2) + text(52, y + 35, m, { size: 12, weight: 700, fill: t.text, anchor: "middle" });
    o += text(84, y + 27, "₹18,450", { size: 15, weight: 600, fill: t.text });
    o += text(84, y + 46, i === 0 ? "Paid 05 Jul" : i === 1 ? "Due 05 Aug" : "Scheduled", { size: 12, fill: t.muted });
    const st = i === 0 ? ["Paid", C.tealL] : i === 1 ? ["Due", C.coral] : ["Upcoming", t.accent];
    o += pill(370 - 14 - (st[0]!.length * 6.6 + 17.6), y + 19, st[0]!, st[1]!, { size: 11 });
  });
  return o;
}

export function foodLogScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Today", "1,640 / 2,100 kcal");
  o += rrect(20, 150, 350, 190, 22, t.panel, { stroke: t.line });
  o +=
    ring(110, 245, 62, 14, 0.78, C.coral, t.line) +
    ring(110, 245, 42, 10, 0.6, C.tealL, t.line) +
    ring(110, 245, 26, 8, 0.45, C.amber, t.line);
  [
    // 86 × 4 + 216 × 4 + 48 × 9 = 1,640 kcal, the day's total
    ["Protein", "86 g", C.coral],
    ["Carbs", "216 g", C.tealL],
    ["Fat", "48 g", C.amber],
  ].forEach(([l, v, c], i) => {
    o +=
      circle(212, 200 + i * 44, 6, c!) +
      text(228, 205 + i * 44, l!, { size: 13, fill: t.muted }) +
      text(350, 205 + i * 44, v!, { size: 14, weight: 700, fill: t.text, anchor: "end" });
  });
  const meals: [string, string, string, string][] = [
    ["Breakfast", "Poha · chai", "420", C.amber],
    ["Lunch", "Dal, rice, salad", "610", C.tealL],
    ["Snack", "Fruit bowl", "180", C.rose],
    ["Dinner", "Rajma chawal · 1 katori", "430", t.accent],
  ];
  // 420 + 610 + 180 + 430 = 1,640 kcal
  meals.forEach(([m, d, k, c], i) => {
    const y = 364 + i * 92;
    o += rrect(20, y, 350, 78, 18, t.panel, { stroke: t.line });
    o +=
      rrect(34, y + 13, 52, 52, 14, c, { "fill-opacity": 0.2 }) +
      circle(60, y + 39, 14, c) +
      circle(55, y + 35, 5, "#fff", { opacity: 0.5 });
    o += text(100, y + 34, m, { size: 15, weight: 600, fill: t.text }) + text(100, y + 56, d, { size: 12.5, fill: t.muted });
    o += text(352, y + 45, k === "—" ? "+" : `${k} kcal`, {
      size: k === "—" ? 26 : 13,
      weight: 600,
      fill: k === "—" ? t.accent : t.text,
      anchor: "end",
    });
  });
  o += tabBar(t, ["home", "chart", "leaf", "user"], 0);
  return o;
}

/** A broadband subscriber's self-care home (phone): usage pulled live from billing, the plan, a change of plan, a UPI recharge */
export function selfCareScreen(s: Scene, t: UiTheme) {
  // a broadband subscriber's self-care: usage from billing, the plan, a change of plan, a UPI recharge
  let o = phoneHeader(t, "My broadband", "Fibre 100 Mbps · Account 4471-0392");
  o += rrect(
    20,
    150,
    350,
    178,
    22,
    s.lin([
      [0, C.cobalt],
      [1, "#1B2A7A"],
    ]),
  );
  o += text(40, 186, "Data used this cycle", { size: 14, fill: "#fff", opacity: 0.85 });
  o += text(40, 234, "412 GB", { size: 40, weight: 700, fill: "#fff", family: "display" });
  o += text(40, 262, "of 1,000 GB · renews 18 Sep", { size: 13, fill: "#fff", opacity: 0.85 });
  o +=
    ring(312, 214, 34, 8, 0.412, C.tealL, "#ffffff33") + text(312, 220, "41%", { size: 15, weight: 700, fill: "#fff", anchor: "middle" });
  o +=
    rrect(40, 282, 170, 26, 13, "#ffffff", { "fill-opacity": 0.16 }) +
    text(125, 300, "Live from billing", { size: 12, weight: 600, fill: "#fff", anchor: "middle" });
  o += text(24, 368, "Your plan", { size: 15, weight: 700, fill: t.text });
  o += rrect(20, 382, 350, 72, 16, t.panel, { stroke: t.accent, "stroke-width": 1.5 });
  o +=
    text(40, 412, "Fibre 100 Mbps", { size: 15.5, weight: 700, fill: t.text }) +
    text(40, 436, "1,000 GB a month", { size: 12.5, fill: t.muted });
  o += text(352, 424, "₹699 / month", { size: 14.5, weight: 700, fill: t.text, anchor: "end" });
  o += rrect(20, 466, 350, 72, 16, t.panel, { stroke: t.line });
  o +=
    text(40, 496, "Fibre 200 Mbps", { size: 15.5, weight: 600, fill: t.text }) +
    text(40, 520, "2,000 GB a month", { size: 12.5, fill: t.muted });
  o += pill(352 - pillWidth("Change plan", 11.5), 486, "Change plan", C.tealL, { size: 11.5 });
  o += rrect(20, 560, 350, 96, 18, t.panel, { stroke: t.line });
  o +=
    text(40, 592, "Next recharge", { size: 13, fill: t.muted }) +
    text(40, 622, "₹699 · due 18 Sep", { size: 17, weight: 700, fill: t.text });
  o += text(40, 644, "Pay with any UPI app", { size: 12, fill: t.muted });
  o +=
    rrect(20, 676, 350, 60, 30, t.accent) + text(195, 713, "Recharge with UPI", { size: 17, weight: 700, fill: "#fff", anchor: "middle" });
  return o + tabBar(t, ["home", "chart", "card", "user"], 0);
}

/** The same app after a recharge paid by UPI through the operator's payment gateway (phone) */
export function rechargePaidScreen(t: UiTheme) {
  let o = phoneHeader(t, "Recharge", "Fibre 100 Mbps · Account 4471-0392");
  o += circle(195, 236, 56, C.tealL, { "fill-opacity": 0.16 }) + circle(195, 236, 40, C.tealL);
  o += icon("check", 177, 218, 36, "#0B1122", 3.5);
  o += text(195, 344, "₹699 paid", { size: 34, weight: 700, fill: t.text, anchor: "middle", family: "display" });
  o += text(195, 374, "by UPI · 17 Sep, 9:41 am", { size: 14, fill: t.muted, anchor: "middle" });
  o += rrect(20, 408, 350, 232, 18, t.panel, { stroke: t.line });
  [
    ["Plan", "Fibre 100 Mbps"],
    ["Valid till", "18 Oct"],
    ["Data this cycle", "1,000 GB"],
    ["UPI reference", "4127 8890 1123"],
  ].forEach(([a, b], i) => {
    const y = 450 + i * 52;
    o += text(40, y, a!, { size: 14, fill: t.muted }) + text(350, y, b!, { size: 14.5, weight: 600, fill: t.text, anchor: "end" });
    if (i < 3) o += line(40, y + 20, 350, y + 20, t.line);
  });
  o += rrect(20, 664, 350, 56, 28, t.bg, { stroke: t.accent, "stroke-width": 1.5 });
  o += text(195, 698, "Download receipt", { size: 16, weight: 600, fill: t.accent, anchor: "middle" });
  return o + tabBar(t, ["home", "chart", "card", "user"], 2);
}

export function tabBar(t: UiTheme, icons: string[], active: number) {
  let o = rect(0, 764, 390, 80, t.panel) + line(0, 764, 390, 764, t.line);
  icons.forEach((ic, i) => {
    const x = 390 / (icons.length * 2) + (i * 390) / icons.length - 13;
    o += icon(ic, x, 784, 26, i === active ? t.accent : t.muted, 2);
  });
  return o;
}

export function clinicDayPhone(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Banjara Hills clinic", "Today · 14 appointments");
  const visits: [string, string, string, boolean][] = [
    ["R. Menon", "09:30 · Diabetes review", "Seen", false],
    ["A. Das", "10:15 · Lab results", "Next", true],
    ["K. Shah", "10:45 · Consultation", "Waiting", false],
    ["L. Pinto", "11:30 · Follow-up", "Booked", false],
    ["S. Nair", "12:00 · Consultation", "Booked", false],
  ];
  visits.forEach(([name, slot, state, next], i) => {
    const y = 150 + i * 118;
    o += rrect(20, y, 350, 104, 18, t.panel, { stroke: next ? C.tealL : t.line, "stroke-width": next ? 1.5 : 1 });
    o += text(36, y + 34, name, { size: 15, weight: 600, fill: t.text }) + text(36, y + 58, slot, { size: 12.5, fill: t.muted });
    o += pill(370 - 16 - 72, y + 16, state, next ? C.tealL : state === "Seen" ? C.cobaltL : C.amber, { size: 11 });
    o += bar(36, y + 78, 120 + ((i * 37) % 90), 6, next ? C.tealL : t.muted, next ? 0.8 : 0.4);
  });
  o += tabBar(t, ["calendar", "user", "doc", "bell"], 0);
  return o;
}

/** ECG-like path */
export function ecgPath(x: number, y: number, w: number, amp: number, beats = 3) {
  let d = `M${f(x)} ${f(y)}`;
  const bw = w / beats;
  for (let i = 0; i < beats; i++) {
    const b = x + i * bw;
    d += `L${f(b + bw * 0.3)} ${f(y)}l${f(bw * 0.06)} ${f(-amp * 0.25)}l${f(bw * 0.06)} ${f(amp * 0.25)}l${f(bw * 0.05)} 0l${f(bw * 0.04)} ${f(amp * 0.35)}l${f(bw * 0.06)} ${f(-amp * 1.35)}l${f(bw * 0.06)} ${f(amp * 1.5)}l${f(bw * 0.05)} ${f(-amp * 0.5)}l${f(bw * 0.1)} 0q${f(bw * 0.08)} ${f(-amp * 0.45)} ${f(bw * 0.16)} 0`;
  }
  d += `L${f(x + w)} ${f(y)}`;
  return d;
}

/** `soil`: the soil row's icon, label and value (the case thumbnail's default is a moisture reading) */
export function cropAdvisoryScreen(s: Scene, t: UiTheme, soil: [string, string, string]) {
  let o = phoneHeader(t, "Field 12 · Paddy", "Day 46 · Tillering stage");
  o += rrect(20, 150, 350, 180, 22, "#0E2A22");
  // ndvi mini map
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 4; j++) {
      const v = 0.4 + 0.6 * Math.abs(Math.sin(i * 1.3 + j * 0.7));
      o += rrect(34 + i * 47, 164 + j * 39, 43, 35, 6, v > 0.75 ? C.lime : v > 0.55 ? C.tealL : C.amber, {
        "fill-opacity": 0.35 + v * 0.5,
      });
    }
  o += circle(200, 238, 9, "#fff") + circle(200, 238, 5, C.coral);
  [
    [...soil, C.sky],
    ["sun", "Forecast", "Rain Thu", C.amber],
    ["leaf", "Crop health", "Good", C.lime],
  ].forEach(([ic, l, v, c], i) => {
    const y = 350 + i * 78;
    o += rrect(20, y, 350, 66, 16, t.panel, { stroke: t.line }) + iconTile(ic!, 34, y + 14, 38, c!);
    o += text(86, y + 30, l!, { size: 13, fill: t.muted }) + text(86, y + 52, v!, { size: 17, weight: 700, fill: t.text });
  });
  o += rrect(20, 590, 350, 108, 18, C.teal, { "fill-opacity": 0.18, stroke: C.tealL, "stroke-opacity": 0.5 });
  o += text(40, 622, "ADVISORY", { size: 11, weight: 700, fill: C.tealL, ls: 0.8 });
  o += text(40, 648, "Delay irrigation by 2 days.", { size: 15, weight: 600, fill: t.text });
  o += text(40, 672, "Rain expected Thursday.", { size: 13.5, fill: t.muted });
  o += tabBar(t, ["home", "pin", "leaf", "user"], 2);
  return o;
}

export function citizenScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Shop registration", "Welcome, Anita");
  const tiles: [string, string, string][] = [
    ["doc", "New registration", C.cobaltL],
    ["home", "Renewal", C.coral],
    ["layers", "Amend details", C.sky],
    ["shield", "Grievances", C.tealL],
    ["card", "Pay fee", C.amber],
    ["check", "Certificate", C.violet],
  ];
  tiles.forEach(([ic, l, c], i) => {
    const x = 20 + (i % 2) * 178;
    const y = 150 + Math.floor(i / 2) * 122;
    o += rrect(x, y, 168, 108, 18, t.panel, { stroke: t.line }) + iconTile(ic, x + 16, y + 16, 40, c);
    o += text(x + 16, y + 88, l, { size: 14, weight: 600, fill: t.text });
  });
  o += rrect(20, 528, 350, 170, 18, t.panel, { stroke: t.line });
  o += text(38, 560, "Application #SE-20481", { size: 14, weight: 600, fill: t.text });
  ["Submitted", "Verified", "Approved", "Issued"].forEach((st, i) => {
    const x = 52 + i * 96;
    const done = i < 3;
    if (i < 3) o += line(x, 608, x + 96, 608, i < 2 ? C.tealL : t.line, 3);
    o += circle(x, 608, 11, done ? C.tealL : t.panel2, { stroke: done ? C.tealL : t.line, "stroke-width": 2 });
    if (done) o += icon("check", x - 7, 601, 14, "#0B1122", 3);
    o += text(x, 646, st, { size: 11.5, fill: done ? t.text : t.muted, anchor: "middle" });
  });
  o += text(38, 682, "Decided within the statutory limit", { size: 12.5, fill: t.muted });
  o += tabBar(t, ["home", "doc", "bell", "user"], 0);
  return o;
}

/**
 * The grocery chain's shelf prices (₹, GST included), as its tills and head office's catalogue show
 * them: the retail hero's till (`posScreen`), the retail page's catalogue (src/sections.ts) and the
 * offline bill on the retail case's home-page card (cases/thumb-4) all charge these.
 */
export const TILL_ITEMS: readonly (readonly [string, number])[] = [
  ["Atta 5 kg", 289],
  ["Toor dal 1 kg", 165],
  ["Sunflower oil 1 L", 155],
  ["Milk 500 ml", 32],
  ["Basmati rice 5 kg", 640],
  ["Sugar 1 kg", 48],
  ["Tea 250 g", 140],
  ["Eggs, 12", 84],
  ["Salt 1 kg", 28],
];

/** The shelf price of one of `TILL_ITEMS`, by its name there. */
export function tillPrice(name: string): number {
  const item = TILL_ITEMS.find(([n]) => n === name);
  if (!item) throw new Error(`TILL_ITEMS has no "${name}"`);
  return item[1];
}

/** A grocery store's billing terminal (tablet 1180×820): staples on the left, the open bill on the right */
export function posScreen(s: Scene, t: UiTheme) {
  let o = rect(0, 0, 1180, 820, t.bg);
  o += rect(0, 0, 1180, 70, t.panel) + line(0, 70, 1180, 70, t.line);
  o += text(30, 44, "Store billing", { size: 20, weight: 700, fill: t.text, family: "display" });
  ["All", "Staples", "Dairy", "Oil & ghee", "Offers"].forEach((c, i) => {
    o += pill(240 + i * 100, 22, c, i === 0 ? t.accent : t.muted, { size: 12, solid: i === 0 });
  });
  const cols = [C.amber, C.coral, C.tealL, C.cobaltL, C.rose, C.lime, C.sky, C.violet, C.amber];
  TILL_ITEMS.forEach(([n, price], i) => {
    const x = 28 + (i % 3) * 236;
    const y = 96 + Math.floor(i / 3) * 236;
    o += rrect(x, y, 220, 220, 18, t.panel, { stroke: t.line });
    o += rrect(x + 14, y + 14, 192, 120, 14, cols[i]!, { "fill-opacity": 0.16 });
    o += circle(x + 110, y + 74, 34, cols[i]!, { "fill-opacity": 0.8 }) + circle(x + 98, y + 62, 10, "#fff", { opacity: 0.35 });
    o +=
      text(x + 16, y + 166, n, { size: 16, weight: 600, fill: t.text }) +
      text(x + 16, y + 196, `₹${price}`, { size: 15, weight: 700, fill: t.accent });
  });
  // the open bill: quantity × price, and totals that add up
  const bill: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 1],
    [3, 2],
  ];
  o += rect(740, 70, 440, 750, t.panel) + line(740, 70, 740, 820, t.line);
  o += text(766, 112, "Bill #1042", { size: 18, weight: 700, fill: t.text });
  let subtotal = 0;
  bill.forEach(([k, q], i) => {
    const [n, price] = TILL_ITEMS[k]!;
    const y = 140 + i * 64;
    subtotal += q * price;
    o +=
      rrect(766, y, 44, 44, 10, cols[k]!, { "fill-opacity": 0.25 }) +
      text(824, y + 20, n, { size: 14.5, weight: 600, fill: t.text }) +
      text(824, y + 40, `${q} × ₹${price}`, { size: 12.5, fill: t.muted });
    o += text(1150, y + 28, `₹${q * price}`, { size: 14.5, weight: 600, fill: t.text, anchor: "end" });
  });
  // ₹10 off each pack of toor dal, as head office's promotion sets it
  const off = 10 * bill.find(([k]) => k === 1)![1];
  const total = subtotal - off;
  o += line(766, 420, 1154, 420, t.line);
  o += text(766, 456, "Subtotal", { size: 14, fill: t.muted }) + text(1150, 456, `₹${subtotal}`, { size: 14, fill: t.text, anchor: "end" });
  o +=
    text(766, 488, "Toor dal, ₹10 off a pack", { size: 14, fill: t.muted }) +
    text(1150, 488, `−₹${off}`, { size: 14, fill: t.text, anchor: "end" });
  o +=
    text(766, 536, "Total", { size: 20, weight: 700, fill: t.text }) +
    text(1150, 536, `₹${total}`, { size: 26, weight: 700, fill: t.text, anchor: "end", family: "display" });
  o += text(766, 566, "Prices include GST", { size: 12.5, fill: t.muted });
  o +=
    rrect(766, 700, 388, 70, 18, t.accent) + text(960, 743, `Charge ₹${total}`, { size: 20, weight: 700, fill: "#fff", anchor: "middle" });
  o += rrect(766, 620, 186, 60, 16, t.panel2) + text(859, 656, "UPI", { size: 16, weight: 600, fill: t.text, anchor: "middle" });
  o += rrect(968, 620, 186, 60, 16, t.panel2) + text(1061, 656, "Card", { size: 16, weight: 600, fill: t.text, anchor: "middle" });
  return o;
}

export { C, DARK, LIGHT, theme, g, poly, appWindow };

/* ------------------------------------------------------------------ */
/* More laptop / window screens                                          */
/* ------------------------------------------------------------------ */

/** Hotel occupancy calendar (1280×800) */
export function occupancyScreen(s: Scene, t: UiTheme) {
  let o = rect(0, 0, 1280, 800, t.bg);
  o += dashShell(1280, 800, t, {
    brand: "Front office",
    nav: ["Front desk", "Reservations", "Housekeeping", "Rates", "Guests"],
    icons: ["home", "calendar", "bed", "chart", "user"],
    active: 1,
    sideW: 200,
  });
  const X = 228;
  o += text(X, 52, "Reservations · September", { size: 24, weight: 700, fill: t.text, family: "display" });
  o += pill(1280 - 290, 30, "Occupancy 86%", C.tealL, { size: 12 }) + pill(1280 - 150, 30, "ADR 1,480 kr", C.amber, { size: 12 });
  const days = 14;
  const cw = (1280 - X - 28 - 110) / days;
  o += panel(X, 84, 1280 - X - 28, 690, t);
  for (let d = 0; d < days; d++) {
    o += text(X + 110 + d * cw + cw / 2, 114, `${8 + d}`, { size: 12, weight: 600, fill: d === 4 ? t.accent : t.muted, anchor: "middle" });
    o += text(X + 110 + d * cw + cw / 2, 132, ["M", "T", "W", "T", "F", "S", "S"][d % 7]!, { size: 10, fill: t.muted, anchor: "middle" });
  }
  const cols = [C.cobaltL, C.coral, C.tealL, C.amber, C.violet, C.rose];
  const guests = ["Berg", "Nilsson", "Holm", "Smith", "Karlsson", "Eriksson", "Lindqvist", "Okafor", "Larsen", "Meyer"];
  for (let r = 0; r < 11; r++) {
    const y = 150 + r * 56;
    o += line(X + 12, y, 1280 - 40, y, t.line, 1, { "stroke-opacity": 0.6 });
    o += text(X + 20, y + 33, `Room ${101 + r * 3}`, { size: 12.5, weight: 600, fill: t.text });
    let d = s.r.int(0, 3);
    while (d < days - 1) {
      const len = Math.min(days - d, s.r.int(2, 5));
      const c = cols[s.r.int(0, cols.length - 1)]!;
      o += rrect(X + 110 + d * cw + 3, y + 10, len * cw - 6, 36, 9, c, { "fill-opacity": 0.22, stroke: c, "stroke-opacity": 0.55 });
      o += rrect(X + 110 + d * cw + 3, y + 10, 4, 36, 2, c);
      if (len * cw > 90) o += text(X + 110 + d * cw + 16, y + 33, s.r.pick(guests), { size: 12, weight: 600, fill: t.text });
      d += len + s.r.int(0, 2);
    }
  }
  o += line(X + 110 + 4.5 * cw, 140, X + 110 + 4.5 * cw, 770, C.coral, 2, { "stroke-dasharray": "4 4" });
  return o;
}

/** A clinic's patient record: lab results, visits and the day's events (1280×800) */
export function clinicRecordsScreen(s: Scene, t: UiTheme) {
  let o = rect(0, 0, 1280, 800, t.bg);
  o += dashShell(1280, 800, t, {
    brand: "Clinic records",
    nav: ["Patients", "Lab results", "Schedule", "Referrals", "Reports"],
    icons: ["user", "pulse", "calendar", "bell", "doc"],
    active: 1,
    sideW: 200,
  });
  const X = 228;
  o += text(X, 52, "Lab results · R. Menon", { size: 24, weight: 700, fill: t.text, family: "display" });
  o += pill(1280 - 160, 30, "FHIR R4", C.tealL, { size: 12 });
  const v: [string, string, string, string][] = [
    ["HbA1c", "6.8", "%", C.coral],
    ["Fasting glucose", "112", "mg/dL", C.tealL],
    ["Blood pressure", "118/76", "mmHg", C.cobaltL],
    ["LDL cholesterol", "96", "mg/dL", C.amber],
  ];
  const kw = (1280 - X - 28 - 48) / 4;
  v.forEach(([l, val, u, c], i) => {
    const x = X + i * (kw + 16);
    o += panel(x, 84, kw, 120, t) + text(x + 18, 112, l, { size: 12.5, fill: t.muted });
    o +=
      text(x + 18, 166, val, { size: 40, weight: 700, fill: c, family: "display" }) +
      text(x + 28 + val.length * 23, 166, u, { size: 13, fill: t.muted });
  });
  o += panel(X, 222, 1280 - X - 28, 250, t) + text(X + 20, 252, "HbA1c · last 12 months", { size: 15, weight: 600, fill: t.text });
  o += lineChart(s, X + 24, 276, 1280 - X - 76, 180, t, [s.r.series(12, 6.4, 7.6, 0.3)], [C.coral], { min: 5.5, max: 8.5 });
  o += panel(X, 490, 500, 284, t) + text(X + 20, 520, "Visits by clinic · this week", { size: 15, weight: 600, fill: t.text });
  o += lineChart(s, X + 24, 546, 452, 200, t, [s.r.series(7, 60, 120, 0.4)], [C.tealL], { min: 0, max: 140 });
  const px = X + 516;
  o += panel(px, 490, 1280 - 28 - px, 284, t) + text(px + 20, 520, "Today", { size: 15, weight: 600, fill: t.text });
  [
    ["Lipid panel ready · A. Das", C.tealL, "2m"],
    ["Referral to cardiology · K. Shah", C.cobaltL, "9m"],
    ["Prescription renewed · R. Menon", C.amber, "14m"],
    ["Follow-up booked · L. Pinto", C.tealL, "20m"],
  ].forEach(([a, c, m], i) => {
    const y = 540 + i * 56;
    o += rrect(px + 16, y, 1280 - 28 - px - 32, 46, 10, t.panel2) + circle(px + 38, y + 23, 6, c!);
    o +=
      text(px + 56, y + 28, a!, { size: 13.5, weight: 600, fill: t.text }) +
      text(1280 - 64, y + 28, m!, { size: 12, fill: t.muted, anchor: "end" });
  });
  return o;
}

/** Terminal window content (w×h local) */
export function terminalLines(w: number, lines: [string, string][], size = 14) {
  let o = "";
  lines.forEach(([txt, col], i) => {
    o += text(22, 34 + i * size * 1.75, txt, { size, weight: 500, fill: col });
  });
  return o;
}

/** Kanban board (w×h local) */
export function kanban(s: Scene, w: number, h: number, t: UiTheme, cols: [string, string][], cards: string[][]) {
  let o = rect(0, 0, w, h, t.bg);
  const cw = (w - 20 * (cols.length + 1)) / cols.length;
  cols.forEach(([name, col], i) => {
    const x = 20 + i * (cw + 20);
    o += circle(x + 8, 34, 5, col) + text(x + 20, 39, name, { size: 14, weight: 700, fill: t.text });
    o += text(x + cw, 39, `${cards[i]!.length}`, { size: 12, fill: t.muted, anchor: "end" });
    cards[i]!.forEach((c, j) => {
      const y = 58 + j * 112;
      if (y + 100 > h) return;
      o += rrect(x, y, cw, 100, 12, t.panel, { stroke: t.line });
      o += text(x + 14, y + 28, c, { size: 13.5, weight: 600, fill: t.text });
      o += bar(x + 14, y + 42, cw * 0.6, 7, t.muted, 0.5);
      o += progress(x + 14, y + 62, cw - 28, 0.25 + ((i * 3 + j * 7) % 10) / 14, col, t.line, 5);
      o += avatar(x + 26, y + 84, 9, col, ["#E9B48F", "#8D5A3B", "#C98E6B", "#F1C9A5"][j % 4]!, "#1E140F");
      o += text(x + cw - 14, y + 89, `₹${(2 + ((i * 5 + j * 3) % 14)).toString()}.${j}L`, {
        size: 12,
        weight: 600,
        fill: t.muted,
        anchor: "end",
      });
    });
  });
  return o;
}

/** NDVI-style field map (w×h local) */
export function fieldMap(s: Scene, w: number, h: number, seed = 1) {
  let o = rect(0, 0, w, h, "#0D1F1A");
  const palette = ["#174F33", "#1F6B40", "#2F8A4C", "#5FA458", "#A99A48", "#9C6A34"];
  // irregular field polygons via jittered grid
  const nx = 7;
  const ny = 5;
  const pts: [number, number][][] = [];
  for (let i = 0; i <= nx; i++) {
    pts[i] = [];
    for (let j = 0; j <= ny; j++) {
      const jx = i > 0 && i < nx ? Math.sin(i * 12.9898 + j * 78.233 + seed) * 18 : 0;
      const jy = j > 0 && j < ny ? Math.cos(i * 39.3468 + j * 11.135 + seed) * 14 : 0;
      pts[i]![j] = [(i / nx) * w + jx, (j / ny) * h + jy];
    }
  }
  for (let i = 0; i < nx; i++)
    for (let j = 0; j < ny; j++) {
      const v = Math.abs(Math.sin(i * 1.7 + j * 2.3 + seed));
      const c = palette[Math.min(palette.length - 1, Math.floor(v * palette.length))]!;
      const p = [pts[i]![j]!, pts[i + 1]![j]!, pts[i + 1]![j + 1]!, pts[i]![j + 1]!];
      o += poly(p, c, { stroke: "#0D1F1A", "stroke-width": 4, opacity: 0.92 });
      // crop rows
      const [a, b, c2, d] = p;
      for (let k = 1; k < 6; k++) {
        const tt = k / 6;
        o += line(
          a![0] + (d![0] - a![0]) * tt,
          a![1] + (d![1] - a![1]) * tt,
          b![0] + (c2![0] - b![0]) * tt,
          b![1] + (c2![1] - b![1]) * tt,
          "#000",
          1,
          { "stroke-opacity": 0.12 },
        );
      }
    }
  // river
  o += path(
    smooth([
      [0, h * 0.78],
      [w * 0.25, h * 0.7],
      [w * 0.5, h * 0.86],
      [w * 0.8, h * 0.74],
      [w, h * 0.82],
    ]),
    "none",
    { stroke: "#3AA0D8", "stroke-width": 10, "stroke-opacity": 0.8, "stroke-linecap": "round" },
  );
  return o;
}

/** Code editor window content (w×h local) */
export function codeLines(w: number, rows: [number, string, string][], size = 14) {
  // rows: [indent, token text, colour]
  let o = "";
  rows.forEach(([ind, txt, col], i) => {
    o += text(18, 30 + i * size * 1.8, `${i + 1}`, { size: size * 0.85, fill: "#4A5274", anchor: "start" });
    o += text(54 + ind * 18, 30 + i * size * 1.8, txt, { size, weight: 500, fill: col });
  });
  return o;
}

export function nutritionScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Insights", "Last 7 days");
  o += rrect(20, 150, 350, 230, 22, t.panel, { stroke: t.line });
  o +=
    text(40, 184, "Avg. protein", { size: 13, fill: t.muted }) +
    text(40, 220, "82 g / day", { size: 26, weight: 700, fill: t.text, family: "display" });
  o += barChart(40, 240, 310, 110, [62, 70, 88, 75, 92, 84, 90], C.tealL, { hi: 4, hiColor: C.coral, base: t.panel2 });
  ["M", "T", "W", "T", "F", "S", "S"].forEach(
    (d, i) => (o += text(40 + (i + 0.5) * (310 / 7), 368, d, { size: 11, fill: t.muted, anchor: "middle" })),
  );
  o += rrect(
    20,
    398,
    350,
    120,
    22,
    s.lin(
      [
        [0, C.coral],
        [1, C.amber],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  o +=
    text(40, 434, "Goal streak", { size: 13, weight: 600, fill: "#fff", opacity: 0.9 }) +
    text(40, 478, "9 days", { size: 34, weight: 700, fill: "#fff", family: "display" });
  o += icon("bolt", 300, 430, 44, "#fff", 2.2);
  [
    ["Fibre", 0.72, C.lime],
    ["Water", 0.55, C.sky],
    ["Sugar", 0.3, C.coral],
  ].forEach(([l, p, c], i) => {
    const y = 550 + i * 62;
    o +=
      text(24, y, l as string, { size: 14, weight: 600, fill: t.text }) +
      text(366, y, `${Math.round((p as number) * 100)}%`, { size: 13, fill: t.muted, anchor: "end" });
    o += progress(24, y + 14, 342, p as number, c as string, t.line, 9);
  });
  o += tabBar(t, ["home", "chart", "leaf", "user"], 1);
  return o;
}

/** Workflow builder (1280×800) */
export function workflowScreen(s: Scene, t: UiTheme) {
  let o = rect(0, 0, 1280, 800, t.bg);
  o += dashShell(1280, 800, t, {
    brand: "Ops Console",
    nav: ["Trips", "Bookings", "Trucks", "Invoices", "Reports"],
    icons: ["layers", "doc", "check", "box", "chart"],
    sideW: 200,
  });
  const X = 228;
  o +=
    text(X, 52, "Trip, booking to payment", { size: 24, weight: 700, fill: t.text, family: "display" }) +
    pill(X + 330, 32, "Live", C.tealL, { size: 12 });
  o +=
    rrect(1280 - 170, 28, 142, 38, 10, t.accent) +
    text(1280 - 99, 52, "Publish", { size: 14, weight: 700, fill: "#fff", anchor: "middle" });
  o += panel(X, 84, 1280 - X - 28, 480, t);
  let dots = "";
  for (let x = X + 20; x < 1260; x += 26) for (let y = 104; y < 560; y += 26) dots += `M${x} ${y}h1.5v1.5h-1.5z`;
  o += path(dots, t.muted, { opacity: 0.35 });
  const nodes: [string, string, string, number, number][] = [
    ["Booking", "doc", C.cobaltL, X + 40, 150],
    ["LR + e-way bill", "shield", C.tealL, X + 300, 150],
    ["Truck assigned", "box", C.amber, X + 560, 150],
    ["Photo POD", "check", C.tealL, X + 780, 110],
    ["Dispatcher check", "user", C.coral, X + 780, 260],
    ["Invoice in Tally", "card", C.cobaltL, X + 420, 400],
    ["Payment", "bell", C.violet, X + 720, 420],
  ];
  const e = [
    [0, 1],
    [1, 2],
    [2, 3],
    [2, 4],
    [3, 5],
    [4, 5],
    [5, 6],
  ];
  e.forEach(([a, b]) => {
    const A = nodes[a!]!;
    const B = nodes[b!]!;
    const ax = A[3] + 220;
    const ay = A[4] + 32;
    const bx = B[3];
    const by = B[4] + 32;
    const d =
      bx > ax
        ? `M${ax} ${ay}C${(ax + bx) / 2} ${ay} ${(ax + bx) / 2} ${by} ${bx} ${by}`
        : `M${A[3] + 110} ${A[4] + 64}C${A[3] + 110} ${A[4] + 140} ${B[3] + 110} ${B[4] - 60} ${B[3] + 110} ${B[4]}`;
    o += path(d, "none", { stroke: t.muted, "stroke-width": 2, "stroke-opacity": 0.7 });
  });
  nodes.forEach(([l, ic, c, x, y]) => {
    o +=
      rrect(x, y, 220, 64, 14, t.panel2, { stroke: c, "stroke-opacity": 0.6, "stroke-width": 1.5 }) +
      iconTile(ic, x + 12, y + 12, 40, c) +
      text(x + 64, y + 38, l, { size: 14, weight: 600, fill: t.text });
  });
  const kw = (1280 - X - 28 - 32) / 3;
  FREIGHT_KPIS.forEach(({ label, value, delta, trend }, i) => {
    o += kpi(X + i * (kw + 16), 584, kw, 190, t, label, value, delta, [C.tealL, C.cobaltL, C.coral][i], trend);
  });
  return o;
}

/**
 * The freight case study's results (/case/digital-transformation), month by month over the year
 * of the rollout: each sparkline ends on the figure its card shows, and that last point is the
 * series' extreme, so no line climbs where the story falls. The case hero and its home-page card
 * (cases/thumb-9) both draw them through `workflowScreen`.
 */
export const FREIGHT_KPIS: { label: string; value: string; delta?: string; rising: boolean; trend: number[] }[] = [
  // share of trips whose proof of delivery arrives from the driver app, route by route to 95%
  { label: "Trips with digital POD", value: "95%", rising: true, trend: [4, 12, 26, 41, 57, 70, 78, 86, 85, 90, 93, 95] },
  // average days from delivery to payment, 52 before the new system, 41 after
  {
    label: "Collection cycle",
    value: "41 days",
    delta: "−11 days",
    rising: false,
    trend: [52, 51, 52, 50, 49, 48, 48, 46, 45, 43, 42, 41],
  },
  // invoices an accounts clerk raises a day, as a multiple of the paper days: three times as many
  { label: "Invoices per clerk", value: "3x", rising: true, trend: [1, 1.1, 1.05, 1.3, 1.5, 1.7, 1.8, 2.1, 2.3, 2.5, 2.8, 3] },
];

/** Government portal (1280×800) */
export function portalScreen(s: Scene, t: UiTheme) {
  let o = rect(0, 0, 1280, 800, t.bg);
  o += rect(0, 0, 1280, 72, t.panel) + line(0, 72, 1280, 72, t.line);
  o +=
    circle(50, 36, 18, t.accent) +
    icon("shield", 39, 25, 22, "#fff", 2) +
    text(80, 43, "Labour Department · Online services", { size: 19, weight: 700, fill: t.text, family: "display" });
  ["Services", "Track", "Payments", "Help"].forEach(
    (n, i) => (o += text(720 + i * 110, 43, n, { size: 14, weight: 600, fill: i === 0 ? t.text : t.muted })),
  );
  o += rrect(
    0,
    72,
    1280,
    220,
    0,
    s.lin(
      [
        [0, "#1B2A7A"],
        [1, "#0F1640"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  o += text(60, 150, "How can we help today?", { size: 36, weight: 700, fill: "#fff", family: "display" });
  o +=
    rrect(60, 180, 640, 58, 14, t.bg, { stroke: t.line }) +
    icon("search", 80, 197, 24, t.muted) +
    text(118, 216, "Search registrations and renewals", { size: 16, fill: t.muted });
  o += rrect(716, 180, 130, 58, 14, C.coral) + text(781, 216, "Search", { size: 16, weight: 700, fill: "#fff", anchor: "middle" });
  o += circle(1080, 180, 140, C.cobaltL, { opacity: 0.12 }) + circle(1130, 150, 70, C.coral, { opacity: 0.18 });
  const tiles: [string, string, string][] = [
    ["doc", "New shop registration", C.cobaltL],
    ["home", "Renew registration", C.coral],
    ["layers", "Amend details", C.sky],
    ["shield", "Grievances", C.tealL],
    ["card", "Pay fee", C.amber],
    ["check", "Download certificate", C.violet],
  ];
  tiles.forEach(([ic, l, c], i) => {
    const x = 60 + (i % 3) * 270;
    const y = 320 + Math.floor(i / 3) * 150;
    o +=
      rrect(x, y, 254, 134, 16, t.panel, { stroke: t.line }) +
      iconTile(ic, x + 20, y + 20, 46, c) +
      text(x + 20, y + 98, l, { size: 16, weight: 600, fill: t.text }) +
      text(x + 20, y + 118, "Apply online", { size: 12, fill: t.muted });
  });
  o += panel(890, 320, 330, 284, t) + text(910, 354, "Service levels", { size: 15, weight: 600, fill: t.text });
  o +=
    donut(
      1055,
      470,
      70,
      20,
      [
        [92, C.tealL],
        [8, C.amber],
      ],
      t.line,
    ) + text(1055, 478, "92%", { size: 24, weight: 700, fill: t.text, anchor: "middle", family: "display" });
  o += text(910, 584, "Decided within the statutory limit", { size: 13, fill: t.muted });
  o += panel(60, 630, 1160, 140, t) + text(84, 664, "Recent applications", { size: 15, weight: 600, fill: t.text });
  [
    ["#SE-20481 · New registration", "Approved", C.tealL],
    ["#SE-20466 · Renewal", "In review", C.amber],
    ["#SE-20412 · Amendment", "Fee paid", C.cobaltL],
  ].forEach(([a, b, c], i) => {
    o +=
      rrect(84 + i * 376, 684, 360, 64, 12, t.panel2) +
      text(104 + i * 376, 722, a!, { size: 13.5, weight: 600, fill: t.text }) +
      pill(84 + i * 376 + 360 - pillW(b!) - 14, 703, b!, c!, { size: 11 });
  });
  return o;
}
function pillW(l: string, size = 11) {
  return l.length * size * 0.6 + size * 1.6;
}

/**
 * A clinic group's copy of the patient booking app: Trellis Health's own, and the copy Velora Care
 * licenses from it, which runs under Velora's name and colours. Same screens, the brand's own header.
 */
export type ClinicBrand = {
  name: string;
  /** the brand's mark, drawn on the header beside its name */
  mark: "trellis" | "velora";
  /** the brand colour, and the deeper end of the header's gradient */
  color: string;
  deep: string;
  /** the clinic picked, then the doctor and their speciality */
  clinic: string;
  doctor: string;
  speciality: string;
  /** the doctor's initials, on their avatar */
  initials: string;
  /** which of the day's slots are taken, and the one the patient picked */
  taken: number[];
  selected: number;
  /** the family member the booking is for, beside "Myself" */
  patient: string;
};

const CLINIC_SLOTS = ["09:30", "09:45", "10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30", "11:45", "12:00", "12:15"];

/** A brand's mark in a 40×40 box: a trellis lattice, or a V of two petals. */
function clinicMark(b: ClinicBrand, x: number, y: number) {
  if (b.mark === "trellis")
    return (
      rrect(x, y, 40, 40, 11, "#fff") +
      path("M11 29L29 11M11 20l9-9M20 29l9-9M11 11l18 18M11 20l9 9M20 11l9 9", "none", {
        stroke: b.color,
        "stroke-width": 3,
        "stroke-linecap": "round",
        transform: `translate(${f(x)} ${f(y)})`,
      })
    );
  return (
    circle(x + 20, y + 20, 20, "#fff") +
    path("M20 31C13 27 9 20 10 11c6 3 10 10 10 20zM20 31c7-4 11-11 10-20-6 3-10 10-10 20z", b.color, {
      transform: `translate(${f(x)} ${f(y)})`,
    })
  );
}

/** The booking screen: the brand's header and clinic, a paediatrician's free slots for the day, who the visit is for. */
export function clinicBookingScreen(s: Scene, b: ClinicBrand, day = "Today · Tue 14 Oct") {
  const t = theme(DARK, { accent: b.color });
  const fit = (label: string, room: number, o: Parameters<typeof textWidth>[1]) => {
    if (textWidth(label, o) > room) throw new Error(`${b.name} booking screen: "${label}" is wider than ${room}: shorten it`);
    return label;
  };
  let o = rect(0, 0, 390, 844, t.bg);
  // header in the brand's colours, under its own name
  o += rect(
    0,
    0,
    390,
    186,
    s.lin(
      [
        [0, b.color],
        [1, b.deep],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  o += statusBar(theme(t, { text: "#fff" }));
  o += clinicMark(b, 24, 66);
  o += text(76, 95, fit(b.name, 290, { size: 24, weight: 700, family: "display" }), {
    size: 24,
    weight: 700,
    fill: "#fff",
    family: "display",
  });
  o += rrect(20, 128, 350, 40, 20, "#000", { "fill-opacity": 0.18 });
  o += icon("pin", 34, 138, 20, "#fff", 2.2);
  o += text(62, 153, fit(b.clinic, 220, { size: 14, weight: 600 }), { size: 14, weight: 600, fill: "#fff" });
  o += text(354, 153, "Change", { size: 12.5, weight: 600, fill: "#fff", anchor: "end", opacity: 0.75 });
  // the doctor, from the clinic's live roster
  o += rrect(20, 204, 350, 92, 18, t.panel, { stroke: t.line });
  o += circle(66, 250, 28, b.color, { "fill-opacity": 0.22 });
  o += text(66, 256.5, b.initials, { size: 17, weight: 700, fill: "#fff", anchor: "middle" });
  o += text(108, 244, fit(b.doctor, 160, { size: 17, weight: 700 }), { size: 17, weight: 700, fill: t.text });
  o += text(108, 268, b.speciality, { size: 13, fill: t.muted });
  o += circle(290, 250, 4, C.tealL) + text(300, 254.5, "Live roster", { size: 11.5, weight: 600, fill: C.tealL });
  // the day's slots: taken ones greyed, the picked one in the brand's colour
  const free = CLINIC_SLOTS.length - b.taken.length;
  o += text(24, 334, fit(day, 220, { size: 15, weight: 700 }), { size: 15, weight: 700, fill: t.text });
  o += text(366, 334, `${free} slots free`, { size: 12.5, fill: t.muted, anchor: "end" });
  const taken = new Set(b.taken);
  CLINIC_SLOTS.forEach((sl, i) => {
    const x = 20 + (i % 3) * 118;
    const y = 350 + Math.floor(i / 3) * 58;
    const sel = i === b.selected;
    const off = taken.has(i);
    o += rrect(x, y, 110, 46, 12, sel ? b.color : off ? "#151B30" : t.panel, { stroke: sel ? b.color : off ? "none" : t.line });
    o += text(x + 55, y + 29, sl, {
      size: 15,
      weight: 700,
      fill: sel ? "#fff" : off ? t.muted : t.text,
      anchor: "middle",
      opacity: off ? 0.4 : 1,
    });
    if (off) o += line(x + 33, y + 24, x + 77, y + 24, t.muted, 1.5, { opacity: 0.4 });
  });
  // who the visit is for: the patient's child
  o += text(24, 606, "Booking for", { size: 13, fill: t.muted });
  o +=
    rrect(20, 618, 112, 40, 20, t.panel, { stroke: t.line }) +
    text(76, 643, "Myself", { size: 13.5, weight: 600, fill: t.muted, anchor: "middle" });
  const kidW = Math.ceil(textWidth(b.patient, { size: 13.5, weight: 700 })) + 58;
  o += rrect(142, 618, kidW, 40, 20, b.color, { "fill-opacity": 0.2, stroke: b.color });
  o += icon("user", 156, 629, 18, "#fff", 2) + text(182, 643, b.patient, { size: 13.5, weight: 700, fill: "#fff" });
  o += rrect(20, 680, 350, 58, 29, b.color);
  o += text(195, 715, `Book ${CLINIC_SLOTS[b.selected]} · ${b.patient.split(",")[0]}`, {
    size: 17,
    weight: 700,
    fill: "#fff",
    anchor: "middle",
  });
  return o + tabBar(t, ["home", "calendar", "bell", "user"], 1);
}
