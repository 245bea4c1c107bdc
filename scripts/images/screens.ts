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
  tr,
  avatar,
  poly,
} from "./kit.ts";

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
  o += rrect(1280 - 300, 26, 200, 36, 10, t.panel, { stroke: t.line }) + icon("search", 1280 - 288, 35, 18, t.muted) + bar(1280 - 260, 40, 110, 8, t.line);
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
  o += lineChart(s, X + 24, 280, cw - 48, 210, t, [s.r.series(14, 30, 90, 0.45), s.r.series(14, 20, 60, 0.35)], [t.accent, t.accent2], { dots: true });
  // side widget
  const sx = X + cw + 16;
  const sw = 1280 - 28 - sx;
  o += panel(sx, 222, sw, 300, t);
  o += text(sx + 20, 252, sp.sideTitle ?? "Mix", { size: 15, weight: 600, fill: t.text });
  const side = sp.side ?? "donut";
  if (side === "donut") {
    o += donut(sx + sw / 2, 380, 78, 22, [[46, t.accent], [28, t.accent2], [18, t.accent3], [8, C.amber]], t.line);
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

export function emiScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "EMI schedule", "Home loan · 24 months");
  o += rrect(20, 152, 350, 170, 22, s.lin([[0, C.cobalt], [1, "#6A3BFF"]], 0, 0, 1, 1));
  o += text(40, 190, "Next EMI", { size: 14, fill: "#fff", opacity: 0.8 });
  o += text(40, 236, "₹18,450", { size: 40, weight: 700, fill: "#fff", family: "display" });
  o += text(40, 266, "Due 05 Aug · Auto-debit on", { size: 13, fill: "#fff", opacity: 0.85 });
  o += ring(318, 214, 30, 7, 7 / 24, C.coral, "#ffffff33");
  o += text(318, 219, "7/24", { size: 13, weight: 700, fill: "#fff", anchor: "middle" });
  o += rrect(40, 284, 120, 24, 12, "#ffffff", { "fill-opacity": 0.2 }) + text(100, 301, "Pay now", { size: 12, weight: 600, fill: "#fff", anchor: "middle" });
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
  o += ring(110, 245, 62, 14, 0.78, C.coral, t.line) + ring(110, 245, 42, 10, 0.6, C.tealL, t.line) + ring(110, 245, 26, 8, 0.45, C.amber, t.line);
  [["Protein", "86 g", C.coral], ["Carbs", "192 g", C.tealL], ["Fat", "48 g", C.amber]].forEach(([l, v, c], i) => {
    o += circle(212, 200 + i * 44, 6, c!) + text(228, 205 + i * 44, l!, { size: 13, fill: t.muted }) + text(350, 205 + i * 44, v!, { size: 14, weight: 700, fill: t.text, anchor: "end" });
  });
  const meals: [string, string, string, string][] = [["Breakfast", "Poha · chai", "420", C.amber], ["Lunch", "Dal, rice, salad", "610", C.tealL], ["Snack", "Fruit bowl", "180", C.rose], ["Dinner", "Add meal", "—", t.accent]];
  meals.forEach(([m, d, k, c], i) => {
    const y = 364 + i * 92;
    o += rrect(20, y, 350, 78, 18, t.panel, { stroke: t.line });
    o += rrect(34, y + 13, 52, 52, 14, c, { "fill-opacity": 0.2 }) + circle(60, y + 39, 14, c) + circle(55, y + 35, 5, "#fff", { opacity: 0.5 });
    o += text(100, y + 34, m, { size: 15, weight: 600, fill: t.text }) + text(100, y + 56, d, { size: 12.5, fill: t.muted });
    o += text(352, y + 45, k === "—" ? "+" : `${k} kcal`, { size: k === "—" ? 26 : 13, weight: 600, fill: k === "—" ? t.accent : t.text, anchor: "end" });
  });
  o += tabBar(t, ["home", "chart", "leaf", "user"], 0);
  return o;
}

export function tabBar(t: UiTheme, icons: string[], active: number) {
  let o = rect(0, 764, 390, 80, t.panel) + line(0, 764, 390, 764, t.line);
  icons.forEach((ic, i) => {
    const x = 390 / (icons.length * 2) + (i * 390) / icons.length - 13;
    o += icon(ic, x, 784, 26, i === active ? t.accent : t.muted, 2);
  });
  return o;
}

export function vitalsPhone(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Ward 4B", "12 patients · 2 alerts");
  const pts = ["R. Menon", "A. Das", "K. Shah", "L. Pinto", "S. Nair"];
  pts.forEach((p, i) => {
    const y = 150 + i * 118;
    const alert = i === 1;
    o += rrect(20, y, 350, 104, 18, t.panel, { stroke: alert ? C.coral : t.line, "stroke-width": alert ? 1.5 : 1 });
    o += text(36, y + 30, p, { size: 15, weight: 600, fill: t.text }) + text(36, y + 50, `Bed ${12 + i}`, { size: 12, fill: t.muted });
    o += pill(370 - 16 - (alert ? 60 : 64), y + 14, alert ? "Alert" : "Stable", alert ? C.coral : C.tealL, { size: 11 });
    const ecg = ecgPath(36, y + 80, 190, 18, 3 + i);
    o += path(ecg, "none", { stroke: alert ? C.coral : C.tealL, "stroke-width": 2 });
    o += text(290, y + 86, `${[72, 118, 84, 66, 90][i]}`, { size: 22, weight: 700, fill: t.text, family: "display", anchor: "end" }) + text(296, y + 86, "bpm", { size: 11, fill: t.muted });
  });
  o += tabBar(t, ["pulse", "bell", "calendar", "user"], 0);
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

export function quizScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Quick quiz", "Algebra · Lesson 6");
  o += progress(24, 148, 342, 0.6, t.accent, t.line, 8) + text(366, 178, "6 / 10", { size: 12, fill: t.muted, anchor: "end" });
  o += rrect(20, 196, 350, 170, 22, s.lin([[0, "#2B2F8F"], [1, "#141A3A"]], 0, 0, 1, 1));
  o += text(40, 240, "Solve for x", { size: 14, fill: C.cobaltL, weight: 600 });
  o += text(40, 296, "2x + 6 = 18", { size: 38, weight: 700, fill: "#fff", family: "display" });
  o += path(smooth([[40, 330], [90, 322], [150, 334], [210, 326]]), "none", { stroke: C.coral, "stroke-width": 3, "stroke-linecap": "round" });
  ["x = 4", "x = 6", "x = 8", "x = 12"].forEach((a, i) => {
    const y = 392 + i * 76;
    const ok = i === 1;
    o += rrect(20, y, 350, 62, 16, ok ? C.tealL : t.panel, { "fill-opacity": ok ? 0.14 : 1, stroke: ok ? C.tealL : t.line, "stroke-width": ok ? 2 : 1 });
    o += circle(50, y + 31, 13, "none", { stroke: ok ? C.tealL : t.muted, "stroke-width": 2 });
    if (ok) o += icon("check", 41, y + 22, 18, C.tealL, 3);
    o += text(76, y + 37, a, { size: 17, weight: 600, fill: t.text });
  });
  o += rrect(20, 712, 350, 56, 28, t.accent) + text(195, 746, "Next question", { size: 16, weight: 700, fill: "#fff", anchor: "middle" });
  return o;
}

export function bookingScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Your stay", "Goa · 3 nights");
  o += rrect(20, 150, 350, 200, 22, s.lin([[0, "#F5B83D"], [0.5, "#FF6B3D"], [1, "#6A3BFF"]], 0, 0, 1, 1));
  // stylised resort: sun + sea + palm
  o += circle(290, 210, 30, "#FFE2A8", { opacity: 0.9 });
  o += path("M20 290 Q110 270 200 288 T370 282 V350 H20Z", "#14204A", { opacity: 0.85, transform: "" });
  o += path("M20 310 Q120 296 220 312 T370 306 V350 H20Z", "#0C1430");
  o += path("M92 300 q6-60 20-92", "none", { stroke: "#0C1430", "stroke-width": 6, "stroke-linecap": "round" });
  o += path("M112 208 q-30-8-52 8 q26-2 52-8 q-10-26-34-30 q22 14 34 30 q20-24 46-20 q-28 6-46 20 q30 0 40 24 q-22-18-40-24z", "#0C1430");
  o += text(40, 330, "Sable Bay Resort", { size: 16, weight: 700, fill: "#fff" });
  o += rrect(20, 370, 350, 96, 18, t.panel, { stroke: t.line });
  o += text(40, 400, "CHECK-IN", { size: 10.5, weight: 600, fill: t.muted, ls: 0.6 }) + text(40, 428, "Fri, 12 Sep", { size: 16, weight: 700, fill: t.text });
  o += text(210, 400, "CHECK-OUT", { size: 10.5, weight: 600, fill: t.muted, ls: 0.6 }) + text(210, 428, "Mon, 15 Sep", { size: 16, weight: 700, fill: t.text });
  o += text(40, 452, "2 guests · Deluxe sea view", { size: 12.5, fill: t.muted });
  [["Room", "₹24,600"], ["Breakfast", "Included"], ["Late checkout", "Added"]].forEach(([a, b], i) => {
    const y = 498 + i * 44;
    o += text(28, y, a!, { size: 14, fill: t.muted }) + text(362, y, b!, { size: 14, weight: 600, fill: t.text, anchor: "end" });
  });
  o += rrect(20, 640, 350, 60, 30, t.accent2) + text(195, 677, "Confirm booking", { size: 17, weight: 700, fill: "#fff", anchor: "middle" });
  o += tabBar(t, ["home", "calendar", "bed", "user"], 1);
  return o;
}

export function cropAdvisoryScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Field 12 · Paddy", "Day 46 · Tillering stage");
  o += rrect(20, 150, 350, 180, 22, "#0E2A22");
  // ndvi mini map
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 4; j++) {
      const v = 0.4 + 0.6 * Math.abs(Math.sin(i * 1.3 + j * 0.7));
      o += rrect(34 + i * 47, 164 + j * 39, 43, 35, 6, v > 0.75 ? C.lime : v > 0.55 ? C.tealL : C.amber, { "fill-opacity": 0.35 + v * 0.5 });
    }
  o += circle(200, 238, 9, "#fff") + circle(200, 238, 5, C.coral);
  [["drop", "Soil moisture", "32%", C.sky], ["sun", "Forecast", "Rain Thu", C.amber], ["leaf", "Crop health", "Good", C.lime]].forEach(([ic, l, v, c], i) => {
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
  let o = phoneHeader(t, "Citizen services", "Welcome, Anita");
  const tiles: [string, string, string][] = [["doc", "Certificates", C.cobaltL], ["home", "Property tax", C.coral], ["drop", "Water bill", C.sky], ["shield", "Grievances", C.tealL], ["calendar", "Appointments", C.amber], ["globe", "Permits", C.violet]];
  tiles.forEach(([ic, l, c], i) => {
    const x = 20 + (i % 2) * 178;
    const y = 150 + Math.floor(i / 2) * 122;
    o += rrect(x, y, 168, 108, 18, t.panel, { stroke: t.line }) + iconTile(ic, x + 16, y + 16, 40, c);
    o += text(x + 16, y + 88, l, { size: 14, weight: 600, fill: t.text });
  });
  o += rrect(20, 528, 350, 170, 18, t.panel, { stroke: t.line });
  o += text(38, 560, "Application #KA-20481", { size: 14, weight: 600, fill: t.text });
  ["Submitted", "Verified", "Approved", "Issued"].forEach((st, i) => {
    const x = 52 + i * 96;
    const done = i < 3;
    if (i < 3) o += line(x, 608, x + 96, 608, i < 2 ? C.tealL : t.line, 3);
    o += circle(x, 608, 11, done ? C.tealL : t.panel2, { stroke: done ? C.tealL : t.line, "stroke-width": 2 });
    if (done) o += icon("check", x - 7, 601, 14, "#0B1122", 3);
    o += text(x, 646, st, { size: 11.5, fill: done ? t.text : t.muted, anchor: "middle" });
  });
  o += text(38, 682, "Estimated: 2 working days", { size: 12.5, fill: t.muted });
  o += tabBar(t, ["home", "doc", "bell", "user"], 0);
  return o;
}

export function posScreen(s: Scene, t: UiTheme) {
  // tablet 1180×820
  let o = rect(0, 0, 1180, 820, t.bg);
  o += rect(0, 0, 1180, 70, t.panel) + line(0, 70, 1180, 70, t.line);
  o += text(30, 44, "Kestrel POS", { size: 20, weight: 700, fill: t.text, family: "display" });
  ["All", "Coffee", "Bakery", "Grocery", "Deals"].forEach((c, i) => {
    o += pill(240 + i * 100, 22, c, i === 0 ? t.accent : t.muted, { size: 12, solid: i === 0 });
  });
  const cols = [C.amber, C.coral, C.tealL, C.cobaltL, C.rose, C.lime, C.sky, C.violet, C.amber];
  const names = ["Cold brew", "Croissant", "Oat latte", "Sourdough", "Muffin", "Granola", "Green tea", "Bagel", "Cookie"];
  names.forEach((n, i) => {
    const x = 28 + (i % 3) * 236;
    const y = 96 + Math.floor(i / 3) * 236;
    o += rrect(x, y, 220, 220, 18, t.panel, { stroke: t.line });
    o += rrect(x + 14, y + 14, 192, 120, 14, cols[i]!, { "fill-opacity": 0.16 });
    o += circle(x + 110, y + 74, 34, cols[i]!, { "fill-opacity": 0.8 }) + circle(x + 98, y + 62, 10, "#fff", { opacity: 0.35 });
    o += text(x + 16, y + 166, n, { size: 16, weight: 600, fill: t.text }) + text(x + 16, y + 196, `₹${120 + ((i * 47) % 180)}`, { size: 15, weight: 700, fill: t.accent });
  });
  // cart
  o += rect(740, 70, 440, 750, t.panel) + line(740, 70, 740, 820, t.line);
  o += text(766, 112, "Order #1042", { size: 18, weight: 700, fill: t.text });
  names.slice(0, 4).forEach((n, i) => {
    const y = 140 + i * 64;
    o += rrect(766, y, 44, 44, 10, cols[i]!, { "fill-opacity": 0.25 }) + text(824, y + 20, n, { size: 14.5, weight: 600, fill: t.text }) + text(824, y + 40, `× ${1 + (i % 2)}`, { size: 12.5, fill: t.muted });
    o += text(1150, y + 28, `₹${120 + ((i * 47) % 180)}`, { size: 14.5, weight: 600, fill: t.text, anchor: "end" });
  });
  o += line(766, 420, 1154, 420, t.line);
  o += text(766, 456, "Subtotal", { size: 14, fill: t.muted }) + text(1150, 456, "₹ 836", { size: 14, fill: t.text, anchor: "end" });
  o += text(766, 488, "GST 5%", { size: 14, fill: t.muted }) + text(1150, 488, "₹ 42", { size: 14, fill: t.text, anchor: "end" });
  o += text(766, 536, "Total", { size: 20, weight: 700, fill: t.text }) + text(1150, 536, "₹ 878", { size: 26, weight: 700, fill: t.text, anchor: "end", family: "display" });
  o += rrect(766, 700, 388, 70, 18, t.accent) + text(960, 743, "Charge ₹ 878", { size: 20, weight: 700, fill: "#fff", anchor: "middle" });
  o += rrect(766, 620, 186, 60, 16, t.panel2) + text(859, 656, "UPI", { size: 16, weight: 600, fill: t.text, anchor: "middle" });
  o += rrect(968, 620, 186, 60, 16, t.panel2) + text(1061, 656, "Card", { size: 16, weight: 600, fill: t.text, anchor: "middle" });
  return o;
}

/** Course player (laptop 1280×800) */
export function courseScreen(s: Scene, t: UiTheme) {
  let o = rect(0, 0, 1280, 800, t.bg);
  o += rect(0, 0, 1280, 64, t.panel) + line(0, 64, 1280, 64, t.line);
  o += rrect(24, 18, 28, 28, 8, t.accent) + text(64, 39, "Axiom Learning", { size: 17, weight: 700, fill: t.text, family: "display" });
  o += bar(460, 26, 360, 12, t.line) + avatar(1232, 32, 18, C.coral, "#C98E6B", "#1E140F");
  // video
  o += rrect(28, 88, 820, 462, 16, s.lin([[0, "#1E2A6B"], [1, "#0E1330"]], 0, 0, 1, 1));
  o += circle(438, 319, 120, C.cobalt, { opacity: 0.15 }) + circle(438, 319, 46, "#fff", { opacity: 0.92 }) + path("M428 299v40l32-20z", C.cobalt);
  // whiteboard scribbles on video
  o += path(smooth([[90, 200], [160, 160], [230, 220], [300, 150]]), "none", { stroke: C.amber, "stroke-width": 5, "stroke-linecap": "round" });
  o += text(90, 140, "y = mx + c", { size: 34, weight: 700, fill: "#fff", family: "display", opacity: 0.85 });
  o += progress(52, 516, 772, 0.42, C.coral, "#ffffff33", 6) + text(52, 506, "12:40 / 28:15", { size: 12, fill: "#fff", opacity: 0.8 });
  o += text(28, 592, "Linear equations, visually", { size: 24, weight: 700, fill: t.text, family: "display" });
  o += text(28, 622, "Module 3 · Lesson 6 · Ms. Kavya R.", { size: 14, fill: t.muted });
  [0, 1, 2].forEach((i) => {
    o += rrect(28 + i * 276, 650, 262, 120, 14, t.panel, { stroke: t.line });
    o += iconTile(["book", "doc", "chart"][i]!, 44 + i * 276, 666, 36, [C.cobaltL, C.coral, C.tealL][i]!);
    o += text(92 + i * 276, 690, ["Notes", "Practice set", "Your progress"][i]!, { size: 15, weight: 600, fill: t.text });
    o += progress(44 + i * 276, 730, 228, [0.8, 0.45, 0.66][i]!, [C.cobaltL, C.coral, C.tealL][i]!, t.line, 7);
  });
  // lessons list
  o += panel(872, 88, 380, 682, t, 16);
  o += text(894, 124, "Course content", { size: 16, weight: 700, fill: t.text });
  ["Intro to variables", "Balancing equations", "Graphing lines", "Slope & intercept", "Word problems", "Linear equations", "Systems of equations", "Review quiz"].forEach((l, i) => {
    const y = 146 + i * 76;
    const done = i < 5;
    const cur = i === 5;
    if (cur) o += rrect(884, y, 356, 66, 12, t.accent, { "fill-opacity": 0.14 });
    o += circle(912, y + 33, 14, done ? C.tealL : cur ? t.accent : t.panel2, { "fill-opacity": done ? 0.2 : 1 });
    o += done ? icon("check", 904, y + 25, 16, C.tealL, 3) : icon("play", 905, y + 26, 14, cur ? "#fff" : t.muted, 2);
    o += text(940, y + 30, l, { size: 14, weight: cur ? 700 : 500, fill: cur ? t.text : done ? t.text : t.muted });
    o += text(940, y + 50, `${6 + ((i * 5) % 14)} min`, { size: 12, fill: t.muted });
  });
  return o;
}

export { C, DARK, LIGHT, theme, g, poly, appWindow };
