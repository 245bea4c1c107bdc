/**
 * 16:9 hero scenes (viewBox 1600×900). Busy detail sits on the right; the
 * left ~45% stays calm (backdrop, grid, glow) because copy overlays it.
 */
import {
  C,
  DARK,
  Scene,
  backdrop,
  barChart,
  circle,
  cursor,
  designPill,
  designPillWidth,
  donut,
  f,
  floatCard,
  g,
  glowBlob,
  glowNode,
  icon,
  iconTile,
  iso,
  isoBox,
  isoCylinder,
  isoLeftWall,
  isoRightWall,
  isoTop,
  laptop,
  line,
  lineChart,
  linkCurve,
  monitor,
  orbits,
  path,
  phone,
  pill,
  poly,
  progress,
  rect,
  ring,
  rrect,
  smooth,
  text,
  theme,
  type Iso,
  type UiTheme,
  bar,
  avatar,
  appWindow,
  pillWidth,
  statusBar,
  tablet,
  panel,
} from "./kit.ts";
import {
  citizenScreen,
  cropAdvisoryScreen,
  dashboardScreen,
  ecgPath,
  emiScreen,
  foodLogScreen,
  posScreen,
  clinicDayPhone,
  selfCareScreen,
  rechargePaidScreen,
  occupancyScreen,
  clinicRecordsScreen,
  kanban,
  fieldMap,
  codeLines,
  nutritionScreen,
  workflowScreen,
  portalScreen,
  phoneHeader,
  tabBar,
  clinicBookingScreen,
  type ClinicBrand,
  type ScreenSpec,
} from "./screens.ts";
import { textWidth } from "./measure.ts";

export const HW = 1600;
export const HH = 900;

const ok = (p: string) => ({ pill: p, color: C.tealL });
const warn = (p: string) => ({ pill: p, color: C.amber });
const bad = (p: string) => ({ pill: p, color: C.coral });
const info = (p: string) => ({ pill: p, color: C.cobaltL });

/* ------------------------------------------------------------------ */
/* Shared compositions                                                   */
/* ------------------------------------------------------------------ */

/** Small floating stat card content (w≈250,h≈92) */
function statCard(s: Scene, x: number, y: number, t: UiTheme, ic: string, label: string, value: string, col: string, w = 250) {
  return floatCard(
    s,
    x,
    y,
    w,
    84,
    t,
    iconTile(ic, 16, 20, 44, col) +
      text(74, 38, label, { size: 13, fill: t.muted }) +
      text(74, 64, value, { size: 21, weight: 700, fill: t.text, family: "display" }),
  );
}

/** laptop + phone + floating cards on the right */
function devicesScene(
  s: Scene,
  o: {
    laptopScreen: string;
    phoneScreen?: string;
    cards?: string[];
    lx?: number;
    ly?: number;
    lw?: number;
    px?: number;
    py?: number;
    pw?: number;
  },
) {
  const lx = o.lx ?? 700;
  const ly = o.ly ?? 190;
  const lw = o.lw ?? 800;
  let out = laptop(s, lx, ly, lw, o.laptopScreen);
  if (o.phoneScreen) out += phone(s, o.px ?? 1330, o.py ?? 330, o.pw ?? 210, o.phoneScreen);
  for (const c of o.cards ?? []) out += c;
  return out;
}

function base(id: string, glow: string = C.cobalt, glow2: string = C.coral, o: Partial<Parameters<typeof backdrop>[1]> = {}) {
  const s = new Scene(HW, HH, id);
  s.add(backdrop(s, { glow, glow2, gx: 0.72, gy: 0.42, ...o }));
  return s;
}

/* ------------------------------------------------------------------ */
/* Services (industries)                                                 */
/* ------------------------------------------------------------------ */

const loanSpec: ScreenSpec = {
  brand: "Loan desk",
  nav: ["Overview", "Loans", "Collections", "Customers", "Reports"],
  icons: ["home", "card", "chart", "user", "doc"],
  title: "Loan portfolio",
  kpis: [
    ["Disbursed (MTD)", "₹48.2 Cr", "+12.4%"],
    ["Active loans", "12,480", "+3.1%"],
    ["On-time EMIs", "97.6%", "+0.8%"],
  ],
  chartTitle: "Disbursements vs collections",
  side: "donut",
  sideTitle: "Portfolio mix",
  tableHead: ["Applicant", "Amount", "Tenure", "Status"],
  rows: [
    ["Aarav Sharma", "₹8,50,000", "36 mo", ok("Approved")],
    ["Neha Kapoor", "₹3,20,000", "24 mo", warn("In review")],
    ["Rohan Gupta", "₹12,00,000", "60 mo", info("Disbursed")],
    ["Isha Menon", "₹2,75,000", "12 mo", ok("Approved")],
  ],
};

export function fintechHero(id: string) {
  const s = base(id, C.cobalt, C.coral);
  s.add(orbits(s, 1130, 470, [520, 620], C.cobaltL, 0.34, -10));
  s.add(
    devicesScene(s, {
      laptopScreen: dashboardScreen(s, DARK, loanSpec),
      phoneScreen: emiScreen(s, DARK, "Business loan · 24 months"),
      cards: [
        floatCard(
          s,
          600,
          560,
          250,
          150,
          DARK,
          text(20, 34, "Credit score", { size: 13, fill: DARK.muted }) +
            path("M40 120a85 85 0 0 1 170 0", "none", { stroke: DARK.line, "stroke-width": 14, "stroke-linecap": "round" }) +
            path("M40 120a85 85 0 0 1 150-55", "none", {
              stroke: s.linU(
                [
                  [0, C.coral],
                  [1, C.tealL],
                ],
                40,
                0,
                200,
                0,
              ),
              "stroke-width": 14,
              "stroke-linecap": "round",
            }) +
            text(125, 118, "782", { size: 34, weight: 700, fill: DARK.text, anchor: "middle", family: "display" }),
        ),
      ],
    }),
  );
  return s.toString();
}

/** EdTech: the test-prep course app on a tablet (a recorded lesson and the course's chapters), a practice question on a phone */
export function edtechHero(id: string) {
  const s = base(id, C.violet, C.cobalt);
  s.add(orbits(s, 1150, 440, [500, 600], C.cobaltL, 0.34, -8));
  s.add(tablet(s, 650, 170, 760, coursePlayerScreen(s, DARK)));
  s.add(phone(s, 1346, 318, 226, practiceScreen(DARK)));
  s.add(statCard(s, 540, 700, DARK, "bolt", "Study streak", "12 days", C.amber));
  s.add(
    floatCard(
      s,
      1080,
      72,
      250,
      70,
      DARK,
      iconTile("check", 14, 14, 42, C.tealL) +
        text(68, 33, "Lesson complete", { size: 13, fill: DARK.muted }) +
        text(68, 54, "Percentages · Lesson 4", { size: 15, weight: 700, fill: DARK.text }),
    ),
  );
  return s.toString();
}

/** Hospitality: the front-desk booking tool, each booking written straight to the hotel group's PMS */
export function hospitalityHero(id: string) {
  const s = base(id, C.amber, C.coral, { glow: "#C2672E" });
  s.add(orbits(s, 1150, 470, [520], C.amberL, 0.34, -10));
  s.add(laptop(s, 700, 170, 820, occupancyScreen(s, DARK)));
  s.add(
    floatCard(
      s,
      1130,
      84,
      360,
      84,
      DARK,
      iconTile("check", 16, 20, 44, C.tealL) +
        text(74, 38, "Room 214 · L. Berg · 12–14 Sep", { size: 13, fill: DARK.muted }) +
        text(74, 64, "Written to the PMS", { size: 20, weight: 700, fill: DARK.text, family: "display" }),
    ),
  );
  s.add(statCard(s, 600, 620, DARK, "bell", "A failed PMS write", "Shown at the desk", C.coral, 280));
  return s.toString();
}

/** City skyline with digital billboard screens. t in [0,1) animates screens. */
export function cityScene(s: Scene, x0: number, w: number, h: number, t = 0, o: { horizon?: number } = {}) {
  const r = s.r;
  const hz = o.horizon ?? h * 0.86;
  let out = "";
  // far buildings
  let x = x0 - 40;
  const far: string[] = [];
  while (x < x0 + w) {
    const bw = r.range(40, 90);
    const bh = r.range(h * 0.25, h * 0.5);
    far.push(rect(x, hz - bh, bw, bh + 200, "#121A36"));
    x += bw + r.range(0, 10);
  }
  out += far.join("");
  // near buildings with lit windows and screens
  x = x0 + 10;
  let i = 0;
  const ads = [
    { bg: [C.coral, C.amber], title: "SALE 40%", sub: "Grocery" },
    { bg: [C.cobalt, C.violet], title: "New drop", sub: "Metro" },
    { bg: [C.teal, C.cobalt], title: "29°C", sub: "Clear evening" },
    // an invented brand: a client's name here would read as DOOH work we have not done
    { bg: [C.rose, C.coral], title: "Taste it", sub: "Crunchbay" },
    { bg: [C.violet, C.cobaltL], title: "Stream 5G", sub: "Mobile" },
    { bg: [C.amber, C.coral], title: "Weekend", sub: "Stays" },
  ];
  while (x < x0 + w) {
    const bw = r.range(110, 190);
    const bh = r.range(h * 0.32, h * 0.68);
    const top = hz - bh;
    const col = r.pick(["#19223F", "#1C2546", "#161E3A"]);
    out += rect(x, top, bw, bh + 200, col);
    out += rect(x + bw - 8, top, 8, bh + 200, "#000", { opacity: 0.25 });
    // windows
    let wins = "";
    for (let wy = top + 20; wy < hz - 10; wy += 22)
      for (let wx = x + 12; wx < x + bw - 16; wx += 18) if (r() > 0.62) wins += `M${f(wx)} ${f(wy)}h8v10h-8z`;
    out += path(wins, C.amberL, { opacity: 0.35 });
    // a screen
    if (r() > 0.25) {
      const sw = bw - 28;
      const sh = sw * r.pick([0.56, 0.75, 1.1]);
      const sy = top + r.range(24, Math.max(30, bh * 0.4 - sh * 0.3));
      const sx = x + 14;
      const phase = (t + i * 0.17) % 1;
      const drawAd = (ad: (typeof ads)[number], opacity: number) => {
        if (opacity <= 0.01) return "";
        const grad = s.lin(
          [
            [0, ad.bg[0]!],
            [1, ad.bg[1]!],
          ],
          0,
          0,
          1,
          1,
        );
        const fs = Math.min((sw / ad.title.length) * 1.45, sh * 0.32);
        const body =
          rect(sx, sy, sw, sh, grad) +
          circle(sx + sw * 0.78, sy + sh * 0.32, Math.min(sw, sh) * 0.18, "#fff", { opacity: 0.22 }) +
          text(sx + 12, sy + sh * 0.58, ad.title, { size: fs, weight: 800, fill: "#fff", family: "display" }) +
          text(sx + 12, sy + sh * 0.58 + fs * 0.75, ad.sub, { size: Math.max(9, fs * 0.38), weight: 600, fill: "#fff", opacity: 0.85 });
        return opacity >= 0.99 ? body : g(body, { opacity: f(opacity) });
      };
      const adA = ads[i % ads.length]!;
      const adB = ads[(i + 3) % ads.length]!;
      const cross = 0.5 + 0.5 * Math.sin((t + i * 0.23) * Math.PI * 2);
      const ob = Math.max(0, Math.min(1, (cross - 0.45) * 10));
      out += rect(sx - 5, sy - 5, sw + 10, sh + 10, "#05070F");
      out += rect(
        sx - 40,
        sy - 40,
        sw + 80,
        sh + 80,
        s.rad([
          [0, ob > 0.5 ? adB.bg[0]! : adA.bg[0]!, 0.35],
          [1, adA.bg[0]!, 0],
        ]),
      );
      out += drawAd(adA, 1) + drawAd(adB, ob);
      // moving shine band (clipped to the screen)
      const bx = sx + sw * (phase * 1.6 - 0.4);
      const x1 = Math.max(sx, bx);
      const x2 = Math.min(sx + sw, bx + sw * 0.18);
      if (x2 > x1) out += rect(x1, sy, x2 - x1, sh, "#fff", { opacity: 0.12 });
      i++;
    }
    x += bw + r.range(6, 22);
  }
  // street + reflections
  out += rect(
    x0 - 40,
    hz,
    w + 80,
    h - hz + 200,
    s.lin([
      [0, "#0B1024"],
      [1, C.ink0],
    ]),
  );
  out += line(x0 - 40, hz, x0 + w + 40, hz, C.cobaltL, 1, { "stroke-opacity": 0.3 });
  return out;
}

export function doohHero(id: string) {
  const s = base(id, C.violet, C.coral, { gy: 0.3 });
  const cl = s.clip(rect(560, 0, 1040, 900, "#000"));
  const fade = s.mask(
    rect(
      0,
      0,
      HW,
      HH,
      s.linU(
        [
          [0, "#fff", 0],
          [1, "#fff", 1],
        ],
        560,
        0,
        820,
        0,
      ),
    ),
  );
  s.add(g(g(cityScene(s, 560, 1060, 900, 0.1), { "clip-path": cl }), { mask: fade }));
  // a design for a network's screens, as the page says: no DOOH network of ours is live
  s.add(statCard(s, 700, 640, DARK, "globe", "Players", "Offline-first", C.coral));
  s.add(
    floatCard(
      s,
      1250,
      620,
      290,
      150,
      DARK,
      text(20, 34, "Screens online", { size: 13, fill: DARK.muted }) +
        designPill(290 - 16 - designPillWidth({ size: 11, label: "Design" }), 15, { size: 11, label: "Design" }) +
        text(20, 72, "312 / 320", { size: 28, weight: 700, fill: DARK.text, family: "display" }) +
        barChart(20, 90, 250, 40, [6, 8, 7, 9, 10, 9, 11, 12, 10, 12, 13, 12], C.cobaltL, { hi: 10, hiColor: C.coral }),
    ),
  );
  return s.toString();
}

/** iso ground of fields with sensor pins */
function isoFields(s: Scene, o: Iso, nx: number, ny: number, cell: number, seed: number) {
  const greens = ["#1E6B3C", "#2E8A4A", "#47A656", "#7BBE5E", "#C9B24E", "#3D9A6B"];
  let out = "";
  // base slab
  out += isoBox(o, -0.4, -0.4, -1.2, nx * cell + 0.8, ny * cell + 0.8, 1.2, { top: "#13233A", left: "#0B1628", right: "#0F1C33" });
  for (let i = 0; i < nx; i++)
    for (let j = 0; j < ny; j++) {
      const v = Math.abs(Math.sin(i * 2.1 + j * 1.3 + seed));
      const col = greens[Math.floor(v * greens.length) % greens.length]!;
      out += isoBox(o, i * cell + 0.15, j * cell + 0.15, 0, cell - 0.3, cell - 0.3, 0.25 + v * 0.25, { top: col });
      // crop rows on top
      let rows = "";
      for (let k = 1; k < 5; k++) {
        const a = iso(o, i * cell + 0.15 + (k * (cell - 0.3)) / 5, j * cell + 0.2, 0.25 + v * 0.25);
        const b = iso(o, i * cell + 0.15 + (k * (cell - 0.3)) / 5, j * cell + cell - 0.2, 0.25 + v * 0.25);
        rows += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
      }
      out += path(rows, "none", { stroke: "#000", "stroke-opacity": 0.15, "stroke-width": 1.5 });
    }
  return out;
}
function sensorPin(s: Scene, o: Iso, x: number, y: number, z: number, col: string, h = 2.2) {
  const [bx, by] = iso(o, x, y, z);
  const [tx, ty] = iso(o, x, y, z + h);
  return (
    line(bx, by, tx, ty, "#D6DBEA", 2.5) +
    circle(
      tx,
      ty,
      22,
      s.rad([
        [0, col, 0.55],
        [1, col, 0],
      ]),
    ) +
    circle(tx, ty, 7, col) +
    `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="16" ry="8" fill="none" stroke="${col}" stroke-opacity=".7" stroke-width="1.5"/>` +
    `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="30" ry="15" fill="none" stroke="${col}" stroke-opacity=".3" stroke-width="1.2"/>`
  );
}

export function agritechHero(id: string) {
  const s = base(id, C.teal, C.amber, { gx: 0.7 });
  const o: Iso = { ox: 1120, oy: 250, k: 44 };
  s.add(glowBlob(s, 1120, 520, 520, 300, C.teal, 0.25));
  s.add(isoFields(s, o, 4, 4, 2.4, 3));
  s.add(
    sensorPin(s, o, 2.2, 1.4, 0.5, C.tealL),
    sensorPin(s, o, 6.2, 3, 0.5, C.amber),
    sensorPin(s, o, 3.4, 6.6, 0.5, C.sky),
    sensorPin(s, o, 7.6, 7.8, 0.5, C.tealL),
    sensorPin(s, o, 1.2, 8.4, 0.5, C.coral, 1.8),
  );
  s.add(
    floatCard(
      s,
      1240,
      110,
      300,
      160,
      DARK,
      text(20, 34, "Crop health · Field 12 · nightly NDVI", { size: 13, fill: DARK.muted }) +
        text(20, 70, "0.62", { size: 30, weight: 700, fill: DARK.text, family: "display" }) +
        pill(104, 50, "Healthy", C.tealL) +
        lineChart(s, 20, 90, 260, 50, DARK, [[0.41, 0.44, 0.46, 0.5, 0.49, 0.53, 0.55, 0.57, 0.58, 0.6, 0.62]], [C.lime], { grid: 2 }),
    ),
  );
  s.add(phone(s, 660, 360, 190, cropAdvisoryScreen(s, DARK, ["doc", "Soil Health Card", "Nitrogen low"])));
  s.add(statCard(s, 1260, 680, DARK, "sun", "Rain forecast", "Thu · 18 mm", C.amber, 270));
  return s.toString();
}

/** Telecom: the shipped self-care app of a broadband operator, its usage from billing and a UPI recharge */
export function telecomHero(id: string) {
  const s = base(id, C.cobalt, C.tealL, { grid: "dots" });
  s.add(orbits(s, 1130, 450, [470, 570], C.cobaltL, 0.36, -10));
  s.add(glowBlob(s, 1130, 450, 420, 300, C.cobalt, 0.3));
  s.add(phone(s, 800, 110, 300, selfCareScreen(s, DARK)));
  s.add(phone(s, 1150, 176, 278, rechargePaidScreen(DARK)));
  s.add(statCard(s, 1250, 60, DARK, "chart", "Usage", "Live from billing", C.cobaltL, 270));
  s.add(statCard(s, 560, 620, DARK, "layers", "Plan changes", "No call needed", C.tealL, 260));
  return s.toString();
}

export function retailHero(id: string) {
  const s = base(id, C.coral, C.amber, { glow: "#D2552C" });
  s.add(orbits(s, 1120, 460, [500, 600], C.coralL, 0.34, -10));
  s.add(monitor(s, 720, 160, 760, posScreen(s, DARK)));
  s.add(
    floatCard(
      s,
      1250,
      600,
      300,
      180,
      DARK,
      text(20, 34, "Sales today", { size: 13, fill: DARK.muted }) +
        text(20, 72, "₹6.84 L", { size: 30, weight: 700, fill: DARK.text, family: "display" }) +
        barChart(20, 96, 260, 64, [4, 6, 5, 8, 7, 9, 12, 10, 11, 14], C.cobaltL, { hi: 9, hiColor: C.coral }),
    ),
  );
  s.add(statCard(s, 620, 640, DARK, "box", "Low stock alerts", "12 SKUs", C.amber, 250));
  return s.toString();
}

export function medtechHero(id: string) {
  const s = base(id, C.teal, C.coral);
  s.add(orbits(s, 1140, 450, [520, 610], C.tealL, 0.34, -10));
  s.add(
    devicesScene(s, {
      laptopScreen: clinicRecordsScreen(s, DARK),
      phoneScreen: clinicDayPhone(s, DARK),
      cards: [
        floatCard(
          s,
          610,
          600,
          270,
          112,
          DARK,
          text(20, 34, "Next appointment", { size: 13, fill: DARK.muted }) +
            text(20, 80, "10:15", { size: 40, weight: 700, fill: C.tealL, family: "display" }) +
            text(134, 80, "A. Das · lab results", { size: 13, fill: DARK.muted }),
        ),
      ],
    }),
  );
  return s.toString();
}

/* ------------------------------------------------------------------ */
/* Products (capabilities)                                               */
/* ------------------------------------------------------------------ */

/** An upright iso screen panel with a mini chart. */
function isoPanel(
  s: Scene,
  o: Iso,
  x: number,
  y: number,
  z: number,
  w: number,
  h: number,
  kind: "line" | "bars" | "donut" | "list",
  col: string,
  face: "left" | "right" = "left",
) {
  const m = face === "left" ? isoLeftWall(o, x, y, z + h, 1) : isoRightWall(o, x, y, z + h, 1);
  const W = w * 100;
  const H = h * 100;
  let inner = rrect(0, 0, W, H, 14, "#121A36", { stroke: col, "stroke-opacity": 0.5, "stroke-width": 2 });
  inner += rrect(16, 16, W * 0.4, 10, 5, "#fff", { opacity: 0.55 });
  if (kind === "line") inner += lineChart(s, 16, 44, W - 32, H - 64, DARK, [s.r.series(10, 10, 40, 0.6)], [col], { grid: 2, sw: 4 });
  if (kind === "bars") inner += barChart(16, 44, W - 32, H - 60, s.r.series(7, 10, 40, 0.7), col, { hi: 5, hiColor: C.coral });
  if (kind === "donut")
    inner += donut(
      W / 2,
      H / 2 + 12,
      Math.min(W, H) * 0.26,
      Math.min(W, H) * 0.09,
      [
        [50, col],
        [30, C.coral],
        [20, C.tealL],
      ],
      "#26304F",
    );
  if (kind === "list")
    for (let i = 0; i < 4; i++)
      inner += circle(28, 54 + i * 30, 8, col) + rrect(46, 48 + i * 30, W * 0.5, 10, 5, "#fff", { opacity: 0.35 });
  return `<g transform="${m} scale(0.01)">${inner}</g>`;
}

export function digitalTransformationHero(id: string) {
  const s = base(id, C.cobalt, C.tealL);
  const o: Iso = { ox: 1110, oy: 330, k: 40 };
  s.add(glowBlob(s, 1110, 560, 520, 260, C.cobalt, 0.3));
  // platform
  s.add(isoBox(o, 0, 0, -0.8, 10, 10, 0.8, { top: "#1A2448", left: "#0E1530", right: "#131C3C", stroke: "#2E3A66" }));
  // grid on platform
  let gd = "";
  for (let i = 1; i < 10; i++) {
    const a = iso(o, i, 0, 0);
    const b = iso(o, i, 10, 0);
    const c = iso(o, 0, i, 0);
    const d = iso(o, 10, i, 0);
    gd += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}M${f(c[0])} ${f(c[1])}L${f(d[0])} ${f(d[1])}`;
  }
  s.add(path(gd, "none", { stroke: C.cobaltL, "stroke-opacity": 0.18 }));
  // floor screen (UI laid flat on the platform)
  let floor = rrect(0, 0, 300, 200, 16, "#111A3A", { stroke: C.cobaltL, "stroke-opacity": 0.5, "stroke-width": 2 });
  ["Intake", "Review", "Approve"].forEach((c, i) => {
    floor += text(20 + i * 94, 30, c, { size: 13, weight: 700, fill: C.text });
    for (let k = 0; k < 3 - (i === 2 ? 1 : 0); k++)
      floor += rrect(16 + i * 94, 44 + k * 46, 84, 38, 8, [C.cobalt, C.coral, C.teal][i]!, { "fill-opacity": 0.35 + k * 0.1 });
  });
  s.add(`<g transform="${isoTop(o, 0.6, 0.6, 0.01, 0.0137)}">${floor}</g>`);
  // flow lines on top plane
  const fl = (pts: [number, number][], col: string) => {
    const p = pts.map(([x, y]) => iso(o, x, y, 0.02));
    return path(`M${p.map((q) => `${f(q[0])} ${f(q[1])}`).join("L")}`, "none", {
      stroke: col,
      "stroke-width": 3,
      "stroke-dasharray": "8 8",
      "stroke-linecap": "round",
    });
  };
  s.add(
    fl(
      [
        [3.4, 7.8],
        [5.2, 7.8],
        [5.2, 6.6],
      ],
      C.coral,
    ),
    fl(
      [
        [6.4, 5.6],
        [8.4, 5.6],
        [8.4, 4.6],
      ],
      C.tealL,
    ),
    fl(
      [
        [6.6, 6.6],
        [6.6, 8.4],
        [7.4, 8.4],
      ],
      C.cobaltL,
    ),
  );
  // blocks sorted back-to-front (x + y)
  const items: [number, string][] = [];
  for (let i = 0; i < 4; i++)
    items.push([0.8 + 6.6 + i * 0.001, isoBox(o, 0.8, 6.6, i * 0.5, 2.4, 2.4, 0.42, { top: i % 2 ? "#8E94AA" : "#A3A8BA" })]);
  items.push([4.4 + 4.6, isoBox(o, 4.4, 4.6, 0, 2, 2, 1.4, { top: C.cobalt }) + isoBox(o, 4.4, 4.6, 1.4, 2, 2, 0.25, { top: C.cobaltL })]);
  items.push([7.6 + 1.4, isoBox(o, 7.6, 1.4, 0, 1.6, 1.6, 2.6, { top: C.tealL })]);
  items.push([7.6 + 3.2, isoBox(o, 7.6, 3.2, 0, 1.6, 1.4, 1.5, { top: C.amber })]);
  items.push([7.6 + 7.6, isoBox(o, 7.6, 7.6, 0, 1.6, 1.6, 1.1, { top: C.coral })]);
  items.push([5.2 + 8.6, isoBox(o, 4.4, 8.2, 0, 1.2, 1.2, 0.7, { top: C.tealL })]);
  items.push([9.8 + 6, isoPanel(s, o, 9.7, 6.8, 0.2, 2.6, 2.1, "bars", C.tealL, "right")]);
  items.push([1, isoPanel(s, o, 4.6, 0.4, 0.2, 2.8, 2.1, "line", C.cobaltL, "left")]);
  items.sort((a, b) => a[0] - b[0]).forEach(([, svg]) => s.add(svg));
  s.add(statCard(s, 1270, 110, DARK, "bolt", "Workflow", "Live", C.tealL, 270));
  s.add(statCard(s, 640, 640, DARK, "check", "Every approval", "Logged", C.coral, 250));
  return s.toString();
}

/** A plant's input per batch (kg); the output drawn beside it is about 91% of it, and one batch's 84% */
const BATCH_INPUT_KG = [520, 540, 515, 560, 548, 530, 575, 552, 540, 565, 530, 558, 545, 570];
export function dataEngineeringHero(id: string) {
  const s = base(id, C.cobalt, C.violet, { grid: "dots" });
  // a chemicals manufacturer's sources (left-center) → loads → PostgreSQL → its plant dashboards
  const srcs: [string, string, number, string][] = [
    ["SAP", C.amber, 250, "box"],
    ["LIMS", C.tealL, 400, "doc"],
    ["Historian", C.coral, 550, "pulse"],
    ["Shift log", C.cobaltL, 700, "calendar"],
  ];
  const hubX = 1080;
  const hubY = 470;
  srcs.forEach(([, col, y]) => {
    for (let k = 0; k < 3; k++) s.add(linkCurve(760, y, hubX - 90, hubY - 30 + k * 30, col, 2, 0.35 + k * 0.1));
    s.add(circle(760 + 120, y + (hubY - y) * 0.3, 4, col));
  });
  const o: Iso = { ox: hubX, oy: hubY - 40, k: 34 };
  s.add(glowBlob(s, hubX, hubY, 260, 160, C.cobalt, 0.5));
  s.add(
    isoCylinder(o, 0, 0, -1.6, 3.2, 1.2, "#2D3FD9"),
    isoCylinder(o, 0, 0, -0.2, 3.2, 1.2, C.cobalt),
    isoCylinder(o, 0, 0, 1.2, 3.2, 1.2, "#5664FF"),
  );
  s.add(text(hubX, hubY + 130, "POSTGRESQL", { size: 13, weight: 700, fill: C.cobaltL, anchor: "middle", ls: 2 }));
  srcs.forEach(([name, col, y, ic]) => {
    s.add(
      floatCard(
        s,
        630,
        y - 34,
        150,
        64,
        DARK,
        iconTile(ic, 12, 12, 40, col) + text(62, 39, name, { size: 15, weight: 700, fill: DARK.text }),
      ),
    );
  });
  // outputs
  for (let k = 0; k < 3; k++)
    s.add(linkCurve(hubX + 80, hubY - 20 + k * 20, 1250, 300 + k * 200, [C.tealL, C.coral, C.cobaltL][k]!, 2, 0.6));
  s.add(
    floatCard(
      s,
      1250,
      200,
      300,
      170,
      DARK,
      text(20, 32, "Yield per batch · Plant 2", { size: 13, fill: DARK.muted }) +
        barChart(20, 52, 260, 96, [9, 10, 8, 11, 5, 10, 11], C.cobaltL, { hi: 4, hiColor: C.coral, base: "#1B2444" }),
    ),
    floatCard(
      s,
      1250,
      400,
      300,
      130,
      DARK,
      text(20, 32, "Checks on every load", { size: 13, fill: DARK.muted }) +
        text(20, 72, "143 / 144", { size: 28, weight: 700, fill: DARK.text, family: "display" }) +
        pill(20, 88, "1 shift reading late", C.amber),
    ),
    floatCard(
      s,
      1250,
      560,
      300,
      160,
      DARK,
      text(20, 32, "Input and output (kg) by batch", { size: 13, fill: DARK.muted }) +
        lineChart(
          s,
          20,
          50,
          260,
          86,
          DARK,
          [BATCH_INPUT_KG, BATCH_INPUT_KG.map((kg, i) => Math.round(kg * (i === 9 ? 0.84 : 0.91)))],
          [C.cobaltL, C.tealL],
          { grid: 2, min: 400, max: 600 },
        ),
    ),
  );
  s.add(
    text(690, 200, "INGEST", { size: 12, weight: 700, fill: C.muted, ls: 2 }),
    text(hubX, 250, "TRANSFORM", { size: 12, weight: 700, fill: C.muted, ls: 2, anchor: "middle" }),
    text(1250, 180, "SERVE", { size: 12, weight: 700, fill: C.muted, ls: 2 }),
  );
  return s.toString();
}

function cloudShape(cx: number, cy: number, k: number, fill: string, a: Record<string, string | number> = {}) {
  const d = `M${f(cx - 120 * k)} ${f(cy + 40 * k)}a${f(50 * k)} ${f(50 * k)} 0 0 1 ${f(20 * k)} ${f(-96 * k)}a${f(70 * k)} ${f(70 * k)} 0 0 1 ${f(130 * k)} ${f(-30 * k)}a${f(56 * k)} ${f(56 * k)} 0 0 1 ${f(96 * k)} ${f(46 * k)}a${f(42 * k)} ${f(42 * k)} 0 0 1 ${f(-6 * k)} ${f(80 * k)}z`;
  return path(d, fill, a);
}

function serverRack(o: Iso, x: number, y: number, h: number, col: string) {
  let out = isoBox(o, x, y, 0, 1.4, 1.4, h, { top: "#2A3560", left: "#161E3C", right: "#1E2850" });
  for (let i = 0; i < Math.floor(h / 0.5); i++) {
    const a = iso(o, x + 0.2, y + 1.4, 0.3 + i * 0.5);
    const b = iso(o, x + 1.1, y + 1.4, 0.3 + i * 0.5);
    out += line(a[0], a[1], b[0], b[1], i % 3 === 0 ? C.coral : col, 3, { "stroke-linecap": "round", "stroke-opacity": 0.9 });
  }
  return out;
}

export function cloudHero(id: string) {
  const s = base(id, C.sky, C.cobalt, { gy: 0.5 });
  const o: Iso = { ox: 1100, oy: 420, k: 38 };
  s.add(glowBlob(s, 1100, 620, 540, 260, C.cobalt, 0.3));
  s.add(isoBox(o, 0, 0, -0.6, 11, 9, 0.6, { top: "#17214A", left: "#0D1431", right: "#111A3D", stroke: "#2E3A66" }));
  // zones
  s.add(
    isoBox(o, 0.5, 0.5, 0, 4.6, 4, 0.12, { top: "#1E2C66" }),
    isoBox(o, 5.8, 0.5, 0, 4.6, 4, 0.12, { top: "#1E2C66" }),
    isoBox(o, 0.5, 5, 0, 9.9, 3.5, 0.12, { top: "#1C3058" }),
  );
  s.add(serverRack(o, 1, 1, 3, C.sky), serverRack(o, 3, 1, 2.5, C.tealL), serverRack(o, 1, 3, 2, C.sky), serverRack(o, 3.2, 3, 1.5, C.sky));
  // k8s nodes (hex-ish cubes)
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++)
      s.add(
        isoBox(o, 6.3 + i * 1.4, 1 + j * 1.7, 0.12, 1, 1, 0.9 + ((i + j) % 2) * 0.5, { top: [C.cobalt, C.cobaltL, C.tealL][(i + j) % 3]! }),
      );
  // databases
  s.add(
    isoCylinder(o, 2.5, 6.8, 0.12, 1, 1.2, C.teal),
    isoCylinder(o, 5, 6.8, 0.12, 1, 1.6, C.teal),
    isoCylinder(o, 7.5, 6.8, 0.12, 1, 1, C.amber),
  );
  // cloud above
  const [ccx, ccy] = iso(o, 5.5, 4.5, 8);
  s.add(glowBlob(s, ccx, ccy, 260, 150, C.sky, 0.3));
  s.add(
    cloudShape(
      ccx,
      ccy + 10,
      1.1,
      s.linU(
        [
          [0, "#5B6BFF"],
          [1, "#2A38C9"],
        ],
        0,
        ccy - 100,
        0,
        ccy + 60,
      ),
      { opacity: 0.95 },
    ),
  );
  s.add(cloudShape(ccx, ccy + 10, 1.1, "none", { stroke: C.cobaltL, "stroke-width": 2 }));
  s.add(icon("lock", ccx - 20, ccy - 30, 40, "#fff", 2.4));
  // beams
  [
    [2, 2],
    [7.5, 2],
    [5, 7],
  ].forEach(([x, y]) => {
    const a = iso(o, x!, y!, 3.2);
    s.add(line(a[0], a[1], ccx + (x! - 5) * 10, ccy + 40, C.sky, 1.6, { "stroke-dasharray": "5 6", "stroke-opacity": 0.7 }));
  });
  s.add(statCard(s, 1290, 130, DARK, "check", "Clusters healthy", "24 / 24", C.tealL, 260));
  s.add(statCard(s, 650, 620, DARK, "chart", "Cloud spend", "By team", C.coral, 240));
  s.add(statCard(s, 1300, 700, DARK, "shield", "Policies enforced", "186", C.cobaltL, 250));
  return s.toString();
}

export function devopsHero(id: string) {
  const s = base(id, C.cobalt, C.tealL);
  const stages: [string, string, string][] = [
    ["Build", "code", C.cobaltL],
    ["Test", "check", C.tealL],
    ["Scan", "shield", C.amber],
    ["Deploy", "cloud", C.coral],
    ["Monitor", "pulse", C.tealL],
  ];
  // pipeline arc on right
  const pts: [number, number][] = [
    [760, 250],
    [930, 200],
    [1110, 220],
    [1290, 180],
    [1460, 230],
  ];
  s.add(path(smooth(pts), "none", { stroke: C.cobaltL, "stroke-opacity": 0.5, "stroke-width": 3 }));
  s.add(
    path(smooth(pts.slice(0, 4)), "none", {
      stroke: s.linU(
        [
          [0, C.cobaltL],
          [1, C.tealL],
        ],
        760,
        0,
        1290,
        0,
      ),
      "stroke-width": 4,
    }),
  );
  stages.forEach(([name, ic, col], i) => {
    const [x, y] = pts[i]!;
    const done = i < 4;
    s.add(
      circle(
        x,
        y,
        46,
        s.rad([
          [0, col, 0.35],
          [1, col, 0],
        ]),
      ),
    );
    s.add(circle(x, y, 30, "#111833", { stroke: col, "stroke-width": 3 }));
    s.add(icon(ic, x - 13, y - 13, 26, col, 2.2));
    s.add(text(x, y + 56, name, { size: 15, weight: 700, fill: C.text, anchor: "middle" }));
    s.add(
      text(x, y + 76, done ? ["42s", "1m 12s", "18s", "54s"][i]! : "live", { size: 12, fill: done ? C.muted : C.tealL, anchor: "middle" }),
    );
    if (done) s.add(circle(x + 22, y - 22, 10, C.tealL), icon("check", x + 15, y - 29, 14, "#0B1122", 3.2));
  });
  // terminal
  const rows: [string, string, string, string, string][] = [
    ["+", "build", "image api:2.14.0", "42s", C.tealL],
    ["+", "test", "1,284 passed", "1m 12s", C.tealL],
    ["+", "scan", "0 critical · 2 low", "18s", C.tealL],
    [">", "deploy", "canary 10% · 50% · 100%", "54s", C.amberL],
    ["+", "rollout", "healthy · p95 182 ms", "", C.tealL],
  ];
  let term = text(22, 34, "$ kovira deploy --env production", { size: 15, fill: C.text });
  rows.forEach(([m, st, d, tm, col], i) => {
    const y = 34 + (i + 1) * 27;
    term += text(22, y, m, { size: 15, weight: 700, fill: col }) + text(44, y, st, { size: 15, weight: 600, fill: col });
    term += text(130, y, d, { size: 15, fill: C.muted }) + text(536, y, tm, { size: 15, fill: C.dim, anchor: "end" });
  });
  term += text(22, 34 + 6 * 27, "$", { size: 15, fill: C.cobaltL }) + rrect(38, 34 + 6 * 27 - 14, 9, 18, 1, C.cobaltL);
  s.add(appWindow(s, 720, 360, 560, 320, theme(DARK, { bg: "#080D1C" }), term, { title: "deploy — zsh" }));
  s.add(
    floatCard(
      s,
      1230,
      480,
      320,
      200,
      DARK,
      text(20, 34, "Production deploys, this month", { size: 13, fill: DARK.muted }) +
        text(20, 74, "24", { size: 32, weight: 700, fill: DARK.text, family: "display" }) +
        pill(90, 52, "was 6", C.tealL) +
        barChart(20, 100, 280, 76, [14, 22, 19, 28, 25, 18, 22], C.cobaltL, { hi: 3, hiColor: C.tealL, base: "#1B2444" }),
    ),
  );
  s.add(statCard(s, 1240, 710, DARK, "pulse", "Error budget", "Within SLO", C.tealL, 270));
  return s.toString();
}

export function aiHero(id: string) {
  const s = base(id, C.violet, C.cobalt, { grid: "dots" });
  const r = s.r;
  const layers = [5, 7, 8, 7, 4];
  const x0 = 760;
  const x1 = 1520;
  const cy = 440;
  const nodes: [number, number][][] = layers.map((n, li) => {
    const x = x0 + (li / (layers.length - 1)) * (x1 - x0);
    return Array.from({ length: n }, (_, i) => [x, cy + (i - (n - 1) / 2) * 78] as [number, number]);
  });
  let links = "";
  for (let li = 0; li < layers.length - 1; li++)
    for (const a of nodes[li]!)
      for (const b of nodes[li + 1]!) {
        const w = r();
        if (w < 0.45) continue;
        const col = w > 0.9 ? C.coral : w > 0.75 ? C.tealL : C.cobaltL;
        links += linkCurve(a[0], a[1], b[0], b[1], col, w > 0.9 ? 2.2 : 1.2, w > 0.9 ? 0.85 : 0.28);
      }
  s.add(glowBlob(s, 1140, cy, 420, 320, C.violet, 0.35));
  s.add(links);
  nodes.forEach((ln, li) =>
    ln.forEach(([x, y], i) => {
      const hot = (li * 7 + i * 3) % 5 === 0;
      s.add(hot ? glowNode(s, x, y, 9, li % 2 ? C.coral : C.tealL) : circle(x, y, 9, "#131B3A", { stroke: C.cobaltL, "stroke-width": 2 }));
    }),
  );
  // central orb
  s.add(
    circle(
      1140,
      cy,
      70,
      s.rad([
        [0, "#fff", 0.9],
        [0.25, C.cobaltL, 0.8],
        [0.7, C.violet, 0.3],
        [1, C.violet, 0],
      ]),
    ),
  );
  s.add(orbits(s, 1140, cy, [150, 230], C.cobaltL, 0.35, -20));
  // chat card
  s.add(
    floatCard(
      s,
      640,
      560,
      360,
      200,
      DARK,
      rrect(20, 20, 250, 40, 12, "#1E2750") +
        text(34, 45, "Charge to prepay a home loan?", { size: 14, fill: DARK.text }) +
        iconTile("spark", 20, 76, 34, C.coral) +
        bar(66, 82, 260, 9, DARK.text, 0.75) +
        bar(66, 100, 220, 9, DARK.text, 0.5) +
        bar(66, 118, 240, 9, DARK.text, 0.5) +
        pill(66, 146, "2 sources cited", C.tealL) +
        pill(66 + pillWidth("2 sources cited") + 10, 146, "PII redacted", C.coral),
    ),
  );
  s.add(statCard(s, 1280, 100, DARK, "spark", "Eval suite", "On every change", C.violet, 280));
  return s.toString();
}

export function modernizationHero(id: string) {
  const s = base(id, C.cobalt, C.coral);
  const o: Iso = { ox: 1060, oy: 340, k: 40 };
  s.add(glowBlob(s, 1100, 560, 520, 260, C.cobalt, 0.3));
  s.add(isoBox(o, 0, 0, -0.6, 12, 8, 0.6, { top: "#172047", left: "#0D1431", right: "#111A3D", stroke: "#2E3A66" }));
  // monolith (left, muted, cracked)
  s.add(isoBox(o, 0.8, 2.4, 0, 3, 3, 4.6, { top: "#5E6685", left: "#353C57", right: "#474F6E" }));
  const c1 = iso(o, 2.1, 5.4, 4.2);
  const c2 = iso(o, 2.5, 5.4, 2.2);
  const c3 = iso(o, 1.7, 5.4, 0.6);
  s.add(path(`M${f(c1[0])} ${f(c1[1])}L${f(c2[0])} ${f(c2[1])}L${f(c3[0])} ${f(c3[1])}`, "none", { stroke: C.coral, "stroke-width": 2.5 }));
  // arrow
  const a1 = iso(o, 4.4, 4, 0.05);
  const a2 = iso(o, 6.2, 4, 0.05);
  s.add(line(a1[0], a1[1], a2[0], a2[1], C.coral, 4, { "stroke-dasharray": "10 8", "stroke-linecap": "round" }));
  // micro services grid
  const cols = [C.cobalt, C.cobaltL, C.tealL, C.coral, C.amber, C.cobalt];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) {
      const h = 0.8 + ((i * 2 + j * 3) % 4) * 0.45;
      s.add(isoBox(o, 6.8 + i * 1.7, 0.8 + j * 2.2, 0, 1.2, 1.2, h, { top: cols[(i + j * 2) % cols.length]! }));
    }
  s.add(statCard(s, 1270, 100, DARK, "check", "Live loans moved", "120,000", C.coral, 280));
  s.add(statCard(s, 620, 640, DARK, "layers", "Product lines moved", "3 of 3", C.cobaltL, 270));
  s.add(statCard(s, 1290, 700, DARK, "bolt", "Disbursal days missed", "0", C.tealL, 280));
  return s.toString();
}

export function uxHero(id: string) {
  const s = base(id, C.violet, C.coral);
  const t = DARK;
  let board = rect(0, 0, 820, 560, "#0E1430");
  // dotted canvas
  let dots = "";
  for (let x = 20; x < 820; x += 24) for (let y = 20; y < 560; y += 24) dots += `M${x} ${y}h1.5v1.5h-1.5z`;
  board += path(dots, C.cobaltL, { opacity: 0.25 });
  // color swatches
  const sw = [C.cobalt, C.cobaltL, C.coral, C.tealL, C.amber, C.ink2];
  board += text(40, 46, "Colour", { size: 13, weight: 600, fill: t.muted });
  sw.forEach((c, i) => (board += rrect(40 + i * 64, 60, 52, 52, 12, c, { stroke: "#ffffff22" })));
  // type scale
  board += text(460, 46, "Type", { size: 13, weight: 600, fill: t.muted });
  board += text(460, 108, "Aa", { size: 60, weight: 800, fill: t.text, family: "display" });
  board +=
    text(560, 78, "Display / 48", { size: 14, weight: 600, fill: t.text }) +
    text(560, 102, "Body / 16 · Inter", { size: 13, fill: t.muted });
  // buttons
  board += text(40, 160, "Buttons", { size: 13, weight: 600, fill: t.muted });
  board += rrect(40, 176, 150, 48, 24, C.cobalt) + text(115, 206, "Get started", { size: 15, weight: 600, fill: "#fff", anchor: "middle" });
  board +=
    rrect(204, 176, 130, 48, 24, "none", { stroke: C.cobaltL, "stroke-width": 2 }) +
    text(269, 206, "Learn more", { size: 15, weight: 600, fill: C.cobaltL, anchor: "middle" });
  board += rrect(348, 176, 48, 48, 24, C.coral) + icon("spark", 360, 188, 24, "#fff");
  // toggles + inputs
  board += rrect(460, 176, 64, 34, 17, C.tealL) + circle(507, 193, 13, "#fff");
  board += rrect(540, 176, 64, 34, 17, t.line) + circle(557, 193, 13, t.muted);
  board +=
    rrect(620, 176, 160, 34, 10, t.panel, { stroke: t.line }) +
    icon("check", 630, 183, 20, C.tealL, 2.5) +
    text(658, 198, "Checked", { size: 13, fill: t.text });
  board += text(40, 270, "Inputs", { size: 13, weight: 600, fill: t.muted });
  board +=
    rrect(40, 284, 356, 52, 12, t.panel, { stroke: C.cobaltL, "stroke-width": 2 }) +
    text(60, 316, "meera@kovira.dev", { size: 15, fill: t.text }) +
    rrect(208, 300, 2, 20, 1, C.cobaltL);
  board +=
    rrect(40, 350, 356, 52, 12, t.panel, { stroke: t.line }) +
    icon("search", 56, 364, 22, t.muted) +
    text(88, 382, "Search components", { size: 15, fill: t.muted });
  // card component
  board += text(460, 270, "Card", { size: 13, weight: 600, fill: t.muted });
  board += rrect(460, 284, 320, 240, 18, t.panel, { stroke: t.line });
  board += rrect(
    476,
    300,
    288,
    110,
    12,
    s.lin(
      [
        [0, C.cobalt],
        [1, C.coral],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  board += circle(700, 340, 30, "#fff", { opacity: 0.2 }) + text(476, 440, "Onboarding flow", { size: 17, weight: 700, fill: t.text });
  board += text(476, 464, "12 screens · v3.2", { size: 13, fill: t.muted }) + pill(476, 482, "Ready for dev", C.tealL);
  board += avatar(740, 494, 14, C.coral, "#C98E6B", "#1E140F") + avatar(716, 494, 14, C.cobalt, "#F1C9A5", "#3B2416");
  // spacing redlines
  board +=
    line(40, 440, 396, 440, C.coral, 1.5) +
    line(40, 432, 40, 448, C.coral, 1.5) +
    line(396, 432, 396, 448, C.coral, 1.5) +
    rrect(190, 430, 56, 20, 6, C.coral) +
    text(218, 444, "356", { size: 11, weight: 700, fill: "#fff", anchor: "middle" });
  board +=
    rrect(40, 470, 160, 48, 10, "none", { stroke: C.cobaltL, "stroke-width": 1.5, "stroke-dasharray": "5 4" }) +
    text(120, 499, "Auto layout", { size: 13, fill: C.cobaltL, anchor: "middle" });
  s.add(appWindow(s, 700, 170, 820, 600, t, board, { title: "Kovira DS — Components" }));
  s.add(
    cursor(1080, 420, 1.3, C.coral) +
      rrect(1104, 452, 70, 26, 8, C.coral) +
      text(1139, 470, "Meera", { size: 13, weight: 700, fill: "#fff", anchor: "middle" }),
  );
  s.add(
    cursor(880, 650, 1.3, C.tealL) +
      rrect(904, 682, 70, 26, 8, C.teal) +
      text(939, 700, "Arjun", { size: 13, weight: 700, fill: "#fff", anchor: "middle" }),
  );
  s.add(statCard(s, 560, 690, DARK, "layers", "Components", "214", C.violet, 220));
  return s.toString();
}

function hex(cx: number, cy: number, r: number) {
  const p: [number, number][] = [];
  for (let i = 0; i < 6; i++)
    p.push([cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)]);
  return p;
}

export function apiHero(id: string) {
  const s = base(id, C.cobalt, C.tealL, { grid: "dots" });
  const svc: [string, number, number, string, string][] = [
    ["Gateway", 880, 440, C.cobaltL, "globe"],
    ["Auth", 1060, 250, C.tealL, "lock"],
    ["Orders", 1100, 450, C.coral, "box"],
    ["Payments", 1300, 320, C.amber, "card"],
    ["Catalog", 1080, 650, C.cobaltL, "layers"],
    ["Notify", 1320, 560, C.tealL, "bell"],
    ["Search", 1480, 440, C.violet, "search"],
    ["Users", 1450, 190, C.coral, "user"],
  ];
  const edges = [
    [0, 1],
    [0, 2],
    [0, 4],
    [2, 3],
    [2, 5],
    [3, 7],
    [1, 7],
    [2, 6],
    [4, 6],
    [5, 6],
    [3, 5],
    [4, 5],
  ];
  s.add(glowBlob(s, 1150, 440, 460, 320, C.cobalt, 0.35));
  edges.forEach(([a, b], i) => {
    const A = svc[a!]!;
    const B = svc[b!]!;
    s.add(
      line(A[1], A[2], B[1], B[2], i % 3 === 0 ? C.tealL : C.cobaltL, 2, {
        "stroke-opacity": 0.5,
        "stroke-dasharray": i % 2 ? "6 6" : undefined,
      }),
    );
    const tt = 0.3 + ((i * 37) % 40) / 100;
    s.add(circle(A[1] + (B[1] - A[1]) * tt, A[2] + (B[2] - A[2]) * tt, 4.5, i % 3 === 0 ? C.tealL : C.coral));
  });
  svc.forEach(([name, x, y, col, ic], i) => {
    const r = i === 0 ? 62 : 50;
    s.add(
      circle(
        x,
        y,
        r * 1.6,
        s.rad([
          [0, col, 0.25],
          [1, col, 0],
        ]),
      ),
    );
    s.add(poly(hex(x, y, r), "#111833", { stroke: col, "stroke-width": 2.5 }));
    s.add(icon(ic, x - 14, y - 24, 28, col, 2.2));
    s.add(text(x, y + 24, name, { size: 14, weight: 700, fill: C.text, anchor: "middle" }));
  });
  const code: [number, string, string][] = [
    [0, "GET /v1/orders/8842", C.tealL],
    [0, "200 OK · 42 ms", C.muted],
    [0, "{", C.text],
    [1, '"id": "ord_8842",', C.cobaltL],
    [1, '"status": "paid",', C.amberL],
    [1, '"items": 3', C.coralL],
    [0, "}", C.text],
  ];
  s.add(appWindow(s, 620, 560, 340, 250, theme(DARK, { bg: "#080D1C" }), codeLines(340, code, 13.5), { title: "api.kovira.dev" }));
  s.add(statCard(s, 1280, 700, DARK, "bolt", "Requests / sec", "12.4k", C.tealL, 260));
  return s.toString();
}

/* ------------------------------------------------------------------ */
/* Case studies                                                          */
/* ------------------------------------------------------------------ */

function gaugeCard(s: Scene, x: number, y: number, label: string, value: string, p: number, colA: string, colB: string) {
  const a0 = Math.PI;
  const a1 = Math.PI + Math.PI * p;
  const cx = 125;
  const cy = 120;
  const r = 85;
  return floatCard(
    s,
    x,
    y,
    250,
    150,
    DARK,
    text(20, 34, label, { size: 13, fill: DARK.muted }) +
      path(`M${cx - r} ${cy}a${r} ${r} 0 0 1 ${2 * r} 0`, "none", { stroke: DARK.line, "stroke-width": 14, "stroke-linecap": "round" }) +
      path(`M${cx - r} ${cy}A${r} ${r} 0 0 1 ${f(cx + r * Math.cos(a1))} ${f(cy + r * Math.sin(a1))}`, "none", {
        stroke: s.linU(
          [
            [0, colA],
            [1, colB],
          ],
          cx - r,
          0,
          cx + r,
          0,
        ),
        "stroke-width": 14,
        "stroke-linecap": "round",
      }) +
      text(cx, cy - 2, value, { size: 34, weight: 700, fill: DARK.text, anchor: "middle", family: "display" }) +
      (a0 ? "" : ""),
  );
}

export function caseLoanHero(id: string) {
  const s = base(id, C.cobalt, C.amber);
  s.add(orbits(s, 1120, 460, [540], C.cobaltL, 0.34, -10));
  const board = kanban(
    s,
    860,
    520,
    DARK,
    [
      ["New", C.cobaltL],
      ["KYC", C.amber],
      ["Underwriting", C.coral],
      ["Approved", C.tealL],
    ],
    [
      ["Aarav S.", "Neha K.", "Vikram P.", "Sana M."],
      ["Rohan G.", "Priya D."],
      ["Isha M.", "Kabir T.", "Meera J."],
      ["Dev A.", "Anya R."],
    ],
  );
  s.add(appWindow(s, 660, 200, 860, 560, DARK, board, { title: "Loan desk" }));
  s.add(gaugeCard(s, 1300, 120, "Bureau score", "742", 0.7, C.amber, C.tealL));
  s.add(statCard(s, 580, 640, DARK, "bolt", "Median disbursal", "4 days", C.coral, 240));
  return s.toString();
}

export function caseFoodHero(id: string) {
  const s = base(id, C.coral, C.tealL, { glow: "#E2562B" });
  // food plates (abstract)
  const plate = (cx: number, cy: number, r: number, cols: string[]) => {
    let o = circle(cx, cy + r * 0.12, r, "#000", { opacity: 0.3 }) + circle(cx, cy, r, "#E9E6DE") + circle(cx, cy, r * 0.8, "#F4F1EA");
    cols.forEach((c, i) => {
      const a = (i / cols.length) * Math.PI * 2;
      o += circle(cx + Math.cos(a) * r * 0.35, cy + Math.sin(a) * r * 0.35, r * 0.3, c);
    });
    return o + circle(cx, cy, r * 0.18, "#fff", { opacity: 0.7 });
  };
  s.add(plate(1480, 190, 90, [C.amber, C.lime, C.coral]), plate(820, 720, 70, [C.tealL, C.amber, C.rose, C.lime]));
  s.add(phone(s, 930, 130, 270, foodLogScreen(s, DARK)));
  s.add(phone(s, 1230, 250, 250, nutritionScreen(s, DARK)));
  s.add(statCard(s, 640, 300, DARK, "leaf", "Median time to log", "8 sec", C.tealL, 260));
  return s.toString();
}

export function caseDataPlatformHero(id: string) {
  const s = base(id, C.cobalt, C.tealL, { grid: "dots" });
  const o: Iso = { ox: 1120, oy: 400, k: 36 };
  const cx = 1120;
  const cy = 470;
  s.add(glowBlob(s, cx, cy, 480, 300, C.cobalt, 0.35));
  const srcs: [string, string, string][] = [
    ["SAP", "box", C.amber],
    ["Plant 1", "wifi", C.tealL],
    ["Plant 2", "wifi", C.tealL],
    ["LIMS", "doc", C.coral],
    ["Plant 3", "wifi", C.tealL],
    ["Plant 4", "wifi", C.tealL],
  ];
  srcs.forEach(([name, ic, col], i) => {
    const a = (i / srcs.length) * Math.PI * 2 - Math.PI / 2;
    const x = cx + Math.cos(a) * 380;
    const y = cy + Math.sin(a) * 300;
    s.add(linkCurve(x, y, cx, cy, col, 2, 0.5, "6 6"));
    s.add(circle(x + (cx - x) * 0.4, y + (cy - y) * 0.4, 4.5, col));
    s.add(
      floatCard(
        s,
        x - 62,
        y - 28,
        124,
        56,
        DARK,
        iconTile(ic, 10, 10, 36, col) + text(54, 34, name, { size: 14, weight: 700, fill: DARK.text }),
      ),
    );
  });
  s.add(isoBox(o, -2.5, -2.5, 0, 5, 5, 0.6, { top: "#1E2A66", stroke: C.cobalt }));
  s.add(isoBox(o, -1.8, -1.8, 0.6, 3.6, 3.6, 0.6, { top: C.cobalt }));
  s.add(isoBox(o, -1.1, -1.1, 1.2, 2.2, 2.2, 0.6, { top: C.cobaltL }));
  s.add(glowNode(s, ...iso(o, 0, 0, 2.6), 10, C.tealL));
  s.add(text(cx, cy + 150, "ONE SOURCE OF TRUTH", { size: 13, weight: 700, fill: C.cobaltL, anchor: "middle", ls: 2 }));
  return s.toString();
}

export function caseAgriHero(id: string) {
  const s = base(id, C.teal, C.lime);
  let win = fieldMap(s, 900, 522, 7);
  // markers + legend
  [
    [180, 140, C.coral],
    [420, 260, C.amber],
    [650, 120, C.tealL],
    [560, 380, C.coral],
    [300, 410, C.sky],
  ].forEach(([x, y, c]) => {
    win +=
      circle(x as number, y as number, 26, c as string, { opacity: 0.25 }) +
      circle(x as number, y as number, 10, "#fff") +
      circle(x as number, y as number, 6, c as string);
  });
  win +=
    rrect(700, 380, 180, 124, 12, "#0B1122", { opacity: 0.85 }) + text(716, 406, "NDVI", { size: 12, weight: 700, fill: C.text, ls: 1 });
  ["#174F33", "#1F6B40", "#2F8A4C", "#5FA458", "#A99A48", "#9C6A34"].forEach((c, i) => (win += rect(716 + i * 26, 420, 26, 12, c)));
  win += text(716, 454, "Low", { size: 11, fill: C.muted }) + text(872, 454, "High", { size: 11, fill: C.muted, anchor: "end" });
  win += text(716, 484, "Crop health by plot", { size: 12, weight: 600, fill: C.text });
  s.add(appWindow(s, 640, 200, 900, 560, DARK, win, { title: "Satellite view" }));
  s.add(statCard(s, 1280, 100, DARK, "leaf", "Farmers advised", "30,000+", C.lime, 250));
  s.add(statCard(s, 560, 660, DARK, "bell", "Pest risk, our estimate", "48 h earlier", C.sky, 290));
  return s.toString();
}

export function caseTransformationHero(id: string) {
  const s = base(id, C.cobalt, C.coral);
  // faded paper forms on the left-center
  for (let i = 0; i < 3; i++) {
    const x = 620 + i * 26;
    const y = 300 + i * 22;
    s.add(
      g(
        rrect(x, y, 190, 250, 8, "#C9CCD8") +
          [0, 1, 2, 3, 4, 5].map((k) => bar(x + 20, y + 40 + k * 28, 150 - (k % 3) * 30, 8, "#8E94AA")).join("") +
          rrect(x + 20, y + 210, 70, 22, 4, "none", { stroke: "#8E94AA" }),
        { opacity: 0.2 + i * 0.12, transform: `rotate(${-6 + i * 3} ${x + 95} ${y + 125})` },
      ),
    );
  }
  s.add(path("M860 470 C 900 470, 900 470, 940 470", "none", { stroke: C.coral, "stroke-width": 3, "stroke-dasharray": "6 6" }));
  s.add(devicesScene(s, { laptopScreen: workflowScreen(s, DARK), lx: 820, ly: 190, lw: 730 }));
  s.add(statCard(s, 1300, 660, DARK, "check", "Trucks off paper receipts", "300", C.tealL, 280));
  return s.toString();
}

export function caseRetailOpsHero(id: string) {
  const s = base(id, C.coral, C.cobalt, { glow: "#C94A24" });
  const o: Iso = { ox: 1100, oy: 280, k: 34 };
  s.add(glowBlob(s, 1100, 540, 520, 280, C.coral, 0.25));
  s.add(isoBox(o, 0, 0, -0.5, 13, 11, 0.5, { top: "#1A2246", left: "#0D1431", right: "#111A3D", stroke: "#2E3A66" }));
  const stock = [C.tealL, C.tealL, C.amber, C.tealL, C.coral, C.tealL, C.amber, C.tealL, C.tealL, C.coral, C.tealL, C.amber];
  const items: [number, string][] = [];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++) {
      const x = 1 + i * 2.9;
      const y = 1 + j * 3.1;
      const c = stock[(i * 3 + j) % stock.length]!;
      let svg = isoBox(o, x, y, 0, 1.6, 2.2, 1.3, { top: "#2E3A66", left: "#1C2548", right: "#252F58" });
      // products on shelf top
      for (let k = 0; k < 3; k++) svg += isoBox(o, x + 0.15 + k * 0.5, y + 0.3, 1.3, 0.36, 1.6, 0.35 + ((k + i) % 2) * 0.2, { top: c });
      items.push([x + y, svg]);
    }
  // checkout counter
  items.push([12 + 9.6, isoBox(o, 10.6, 9.6, 0, 2, 1, 1, { top: C.cobaltL })]);
  items.sort((a, b) => a[0] - b[0]).forEach(([, v]) => s.add(v));
  const pin = iso(o, 9.5, 7.2, 2.6);
  s.add(circle(pin[0], pin[1], 30, C.coral, { opacity: 0.2 }) + circle(pin[0], pin[1], 10, C.coral));
  s.add(
    floatCard(
      s,
      pin[0] + 20,
      pin[1] - 100,
      230,
      84,
      DARK,
      text(16, 32, "Aisle 7 · Snacks", { size: 13, fill: DARK.muted }) +
        text(16, 60, "Restock tonight", { size: 18, weight: 700, fill: DARK.text }) +
        circle(208, 28, 6, C.coral),
    ),
  );
  s.add(
    floatCard(
      s,
      600,
      620,
      300,
      160,
      DARK,
      text(20, 32, "Stores on one POS sync", { size: 13, fill: DARK.muted }) +
        text(20, 70, "27 / 27", { size: 30, weight: 700, fill: DARK.text, family: "display" }) +
        progress(20, 96, 260, 1, C.tealL, DARK.line, 10) +
        text(20, 124, "Prices reach online tills in 15 min", { size: 12, fill: DARK.muted }) +
        text(20, 144, "Our measurement", { size: 12, fill: DARK.muted }),
    ),
  );
  s.add(statCard(s, 1280, 700, DARK, "cart", "Fast-mover stock-outs", "−30%", C.coral, 260));
  return s.toString();
}

export function caseHealthNetworkHero(id: string) {
  const s = base(id, C.teal, C.cobalt);
  // abstract city map
  let roads = "";
  const r = s.r;
  for (let i = 0; i < 9; i++) roads += `M${f(640 + i * 110 + r.range(-20, 20))} 0 L${f(600 + i * 120 + r.range(-30, 30))} 900`;
  for (let j = 0; j < 7; j++) roads += `M560 ${f(80 + j * 130 + r.range(-20, 20))} L1600 ${f(60 + j * 135 + r.range(-30, 30))}`;
  const mk = s.mask(
    rect(
      0,
      0,
      HW,
      HH,
      s.linU(
        [
          [0, "#fff", 0],
          [0.45, "#fff", 0.8],
          [1, "#fff", 1],
        ],
        560,
        0,
        1000,
        0,
      ),
    ),
  );
  s.add(
    g(
      path(roads, "none", { stroke: C.cobaltL, "stroke-opacity": 0.16, "stroke-width": 6 }) +
        path(
          smooth([
            [560, 640],
            [800, 560],
            [1000, 620],
            [1250, 500],
            [1600, 540],
          ]),
          "none",
          { stroke: C.sky, "stroke-opacity": 0.25, "stroke-width": 22 },
        ),
      { mask: mk },
    ),
  );
  const hosp: [number, number, number, string][] = [
    [1000, 300, 0.86, "Clinic · Central"],
    [1260, 220, 0.64, "Lab · North"],
    [1420, 420, 0.92, "Clinic · East"],
    [1180, 560, 0.48, "Clinic · Riverside"],
    [880, 520, 0.71, "Clinic · West"],
    [1400, 700, 0.58, "Lab · South"],
  ];
  hosp.forEach(([x, y], i) =>
    hosp.forEach(([x2, y2], j) => {
      if (j <= i || Math.hypot(x - x2, y - y2) > 330) return;
      s.add(line(x, y, x2, y2, C.tealL, 2, { "stroke-opacity": 0.45, "stroke-dasharray": "4 6" }));
    }),
  );
  hosp.forEach(([x, y, p, name]) => {
    const col = p > 0.85 ? C.coral : p > 0.7 ? C.amber : C.tealL;
    s.add(
      circle(
        x,
        y,
        60,
        s.rad([
          [0, col, 0.3],
          [1, col, 0],
        ]),
      ),
    );
    s.add(circle(x, y, 36, "#101833") + ring(x, y, 36, 7, p, col, "#26304F"));
    s.add(rrect(x - 12, y - 12, 24, 24, 5, "#fff") + rect(x - 3, y - 8, 6, 16, C.coral) + rect(x - 8, y - 3, 16, 6, C.coral));
    s.add(
      text(x, y + 58, name, { size: 13, weight: 700, fill: C.text, anchor: "middle" }) +
        text(x, y + 76, `${Math.round(p * 100)}% booked today`, { size: 12, fill: C.muted, anchor: "middle" }),
    );
  });
  s.add(
    floatCard(
      s,
      600,
      600,
      300,
      180,
      DARK,
      text(20, 32, "One patient record", { size: 13, fill: DARK.muted }) +
        text(20, 70, "12 clinics · 2 labs", { size: 26, weight: 700, fill: DARK.text, family: "display" }) +
        [
          ["Registrations", C.coral],
          ["Appointments", C.amber],
          ["Lab results", C.tealL],
        ]
          .map(
            ([l, c], i) => circle(26, 100 + i * 26, 5, c as string) + text(40, 104 + i * 26, l as string, { size: 12, fill: DARK.muted }),
          )
          .join(""),
    ),
  );
  s.add(statCard(s, 1290, 90, DARK, "pulse", "Lab results to doctors", "4 h avg", C.tealL, 260));
  return s.toString();
}

export function caseGovHero(id: string) {
  const s = base(id, C.cobalt, C.amber);
  s.add(orbits(s, 1130, 460, [520, 620], C.cobaltL, 0.34, -10));
  s.add(devicesScene(s, { laptopScreen: portalScreen(s, DARK), phoneScreen: citizenScreen(s, DARK) }));
  s.add(statCard(s, 600, 620, DARK, "doc", "Filed online, year one", "180,000+", C.amber, 270));
  return s.toString();
}

/* ------------------------------------------------------------------ */
/* Carousel frames                                                       */
/* ------------------------------------------------------------------ */

/** DT frame 1: paper job cards + terminal becoming a digital queue */
export function dtFrame1(id: string) {
  const s = base(id, C.amber, C.cobalt, { glow: "#B8742A", gx: 0.62 });
  // desk surface
  s.add(
    rect(
      0,
      640,
      HW,
      260,
      s.lin([
        [0, "#1A1F35"],
        [1, C.ink1],
      ]),
    ),
  );
  for (let i = 0; i < 5; i++) {
    const x = 640 + i * 18;
    const y = 380 - i * 14;
    s.add(
      g(
        rrect(x, y, 260, 330, 10, i === 4 ? "#E8E2D2" : "#CFC8B6") +
          (i === 4
            ? [0, 1, 2, 3, 4, 5, 6].map((k) => bar(x + 24, y + 60 + k * 30, 200 - (k % 3) * 40, 9, "#8A8474")).join("") +
              text(x + 24, y + 40, "JOB CARD #4471", { size: 15, weight: 800, fill: "#4A463C" }) +
              rrect(x + 150, y + 270, 90, 38, 6, "none", { stroke: C.coral, "stroke-width": 3 }) +
              text(x + 195, y + 295, "URGENT", { size: 13, weight: 800, fill: C.coral, anchor: "middle" })
            : ""),
        { transform: `rotate(${-8 + i * 2.5} ${x + 130} ${y + 165})`, opacity: 0.75 + i * 0.05 },
      ),
    );
  }
  // terminal monitor
  s.add(rrect(1050, 200, 440, 320, 18, "#1B2140", { stroke: "#4A5478", "stroke-width": 2 }) + rrect(1070, 220, 400, 260, 8, "#06140C"));
  [
    "WMS v3.1  TERMINAL 04",
    "> RECV  PO-8812  QTY 240",
    "> PUT   BIN A-14-03",
    "> PICK  ORD-4471 ...",
    "> ERR   SCAN FAILED",
    "> _",
  ].forEach((l, i) => s.add(text(1090, 256 + i * 36, l, { size: 17, weight: 600, fill: i === 4 ? C.coral : "#5BE38A" })));
  s.add(rect(1250, 520, 40, 60, "#1B2140") + rrect(1180, 578, 180, 16, 6, "#1B2140"));
  s.add(statCard(s, 1150, 650, DARK, "doc", "Job cards", "On paper", C.amber, 260));
  return s.toString();
}

/** DT frame 2: mobile app + approvals */
export function dtFrame2(id: string) {
  const s = base(id, C.cobalt, C.tealL, { gx: 0.66 });
  s.add(orbits(s, 1120, 460, [460, 560], C.cobaltL, 0.4, -10));
  const t = DARK;
  let scr = phoneHeader2("Deliveries", "Route 7 · 14 stops");
  [
    ["Stop 4 · Hosur Rd", "Signed", C.tealL],
    ["Stop 5 · Bommanahalli", "Photo uploaded", C.cobaltL],
    ["Stop 6 · HSR Layout", "In transit", C.amber],
    ["Stop 7 · Koramangala", "Pending", t.muted],
  ].forEach(([a, b, c], i) => {
    const y = 150 + i * 100;
    scr +=
      rrect(20, y, 350, 86, 18, t.panel, { stroke: t.line }) +
      iconTile(i < 2 ? "check" : "pin", 34, y + 20, 46, c!) +
      text(94, y + 40, a!, { size: 15, weight: 700, fill: t.text }) +
      text(94, y + 62, b!, { size: 13, fill: t.muted });
  });
  scr +=
    rrect(20, 570, 350, 150, 18, "#E9E8E2") +
    text(40, 604, "Delivery note", { size: 13, weight: 700, fill: "#4A4F66" }) +
    path("M60 680c20-30 30 10 50-12s24-20 34 4 26-8 40-4 20 10 40-6", "none", {
      stroke: C.cobalt,
      "stroke-width": 3,
      "stroke-linecap": "round",
    });
  s.add(phone(s, 900, 110, 300, scr));
  s.add(appWindow(s, 1230, 230, 330, 420, t, approvalsList(), { title: "Approvals" }));
  s.add(statCard(s, 620, 600, DARK, "bolt", "Proof of delivery", "Instant", C.tealL, 250));
  return s.toString();
}
function phoneHeader2(title: string, sub: string) {
  return (
    rect(0, 0, 390, 844, DARK.bg) +
    text(24, 104, title, { size: 26, weight: 700, fill: DARK.text, family: "display" }) +
    text(24, 130, sub, { size: 14, fill: DARK.muted }) +
    text(34, 40, "9:41", { size: 15, weight: 600, fill: DARK.text })
  );
}
function approvalsList() {
  const t = DARK;
  let o = rect(0, 0, 330, 382, t.bg);
  [
    ["PO-2291", "₹1.8 L", C.tealL, "Approved"],
    ["PO-2290", "₹6.4 L", C.amber, "Pending"],
    ["PO-2288", "₹42 k", C.tealL, "Approved"],
    ["PO-2285", "₹12 k", C.coral, "Rejected"],
  ].forEach(([a, b, c, st], i) => {
    const y = 18 + i * 88;
    o +=
      rrect(14, y, 302, 76, 14, t.panel, { stroke: t.line }) +
      text(30, y + 32, a!, { size: 15, weight: 700, fill: t.text }) +
      text(30, y + 56, b!, { size: 13, fill: t.muted }) +
      pill(316 - 16 - st!.length * 6.6 - 17.6, y + 26, st!, c!, { size: 11 });
  });
  return o;
}

/** DT frame 3: operations dashboard live */
export function dtFrame3(id: string) {
  const s = base(id, C.teal, C.cobalt, { gx: 0.66 });
  const spec: ScreenSpec = {
    brand: "Ops Console",
    nav: ["Overview", "Warehouses", "Fleet", "Approvals", "Reports"],
    icons: ["home", "box", "pin", "check", "doc"],
    title: "Operations overview",
    kpis: [
      ["Orders today", "1,204", ""],
      ["Proof of delivery", "Photo", ""],
      ["Approvals", "In the app", ""],
    ],
    chartTitle: "Daily throughput",
    side: "bars",
    sideTitle: "By warehouse",
    tableHead: ["Warehouse", "Orders", "SLA", "Status"],
    rows: [
      ["Depot 1", "412", "98%", ok("Healthy")],
      ["Depot 2", "388", "95%", ok("Healthy")],
      ["Depot 3", "294", "91%", warn("Watch")],
      ["Depot 4", "110", "97%", ok("Healthy")],
    ],
  };
  s.add(
    devicesScene(s, {
      laptopScreen: dashboardScreen(s, theme(DARK, { accent: C.tealL, accent3: C.cobaltL }), spec),
      lx: 640,
      ly: 150,
      lw: 900,
    }),
  );
  return s.toString();
}

/*
 * EdTech frames: the Android course app the edtech page says was shipped, for a test-preparation
 * company (banking and government recruitment exams): timed mock tests, results by section and
 * topic, lessons downloaded for offline study, and audio with slides when video will not hold.
 */

/** 24×24 line glyphs the kit's icon set lacks, drawn as `icon` draws its own. */
const GLYPH = {
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  flag: "M5 21V4M5 4h11l-2 4 2 4H5",
};
function glyph(d: string, x: number, y: number, size: number, color: string, sw = 2) {
  const k = size / 24;
  return path(d, "none", {
    stroke: color,
    "stroke-width": sw / k,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    transform: `translate(${f(x)} ${f(y)}) scale(${Math.round(k * 10000) / 10000})`,
  });
}

/** EdTech frame 1: a timed mock test on a phone, beside its question palette */
export function edFrame1(id: string) {
  const s = base(id, C.violet, C.amber, { gx: 0.62 });
  s.add(orbits(s, 1150, 450, [470, 570], C.cobaltL, 0.36, -10));
  s.add(phone(s, 830, 70, 330, mockTestScreen(DARK)));
  s.add(floatCard(s, 1200, 160, 340, 452, DARK, questionPalette(DARK)));
  s.add(statCard(s, 560, 620, DARK, "bolt", "Each wrong answer", "−0.25 marks", C.coral, 250));
  return s.toString();
}
function mockTestScreen(t: UiTheme) {
  let o = rect(0, 0, 390, 844, t.bg) + statusBar(t);
  o += text(24, 84, "Mock test 14 · IBPS PO Prelims", { size: 13, fill: t.muted });
  o += text(24, 118, "Quantitative aptitude", { size: 24, weight: 700, fill: t.text, family: "display" });
  // the section's own countdown
  o += rrect(262, 62, 108, 36, 18, C.amber, { "fill-opacity": 0.16, stroke: C.amber, "stroke-opacity": 0.5 });
  o += glyph(GLYPH.clock, 274, 70, 20, C.amber) + text(302, 86, "14:32", { size: 16, weight: 700, fill: C.amber });
  ["English", "Quant", "Reasoning"].forEach((l, i) => {
    const x = 20 + i * 120;
    const act = i === 1;
    o += rrect(x, 140, 110, 34, 10, act ? t.accent : t.panel, { "fill-opacity": act ? 0.18 : 1, stroke: act ? t.accent : t.line });
    o += text(x + 55, 162, l, { size: 13, weight: 600, fill: act ? t.text : t.muted, anchor: "middle" });
  });
  o += rrect(20, 192, 350, 214, 20, t.panel, { stroke: t.line });
  o += text(40, 226, "Question 12 of 35", { size: 13, weight: 600, fill: t.accent });
  o += text(350, 226, "+1 / −0.25", { size: 12.5, fill: t.muted, anchor: "end" });
  ["A sum of ₹12,000 earns ₹2,880", "as simple interest in 3 years.", "What is the rate of interest", "per annum?"].forEach(
    (l, i) => (o += text(40, 268 + i * 30, l, { size: 17, weight: 600, fill: t.text })),
  );
  ["6%", "7%", "8%", "9%"].forEach((a, i) => {
    const y = 426 + i * 70;
    const sel = i === 2;
    o += rrect(20, y, 350, 58, 16, sel ? t.accent : t.panel, {
      "fill-opacity": sel ? 0.16 : 1,
      stroke: sel ? t.accent : t.line,
      "stroke-width": sel ? 2 : 1,
    });
    o += circle(52, y + 29, 15, sel ? t.accent : "none", { stroke: sel ? t.accent : t.muted, "stroke-width": 1.5 });
    o += text(52, y + 34, "ABCD"[i]!, { size: 13, weight: 700, fill: sel ? "#fff" : t.muted, anchor: "middle" });
    o += text(84, y + 35, a, { size: 17, weight: 600, fill: t.text });
  });
  o +=
    rrect(20, 736, 166, 54, 27, t.bg, { stroke: C.violet, "stroke-width": 1.5 }) +
    text(103, 768, "Mark for review", { size: 14, weight: 600, fill: C.violet, anchor: "middle" });
  o += rrect(198, 736, 172, 54, 27, t.accent) + text(284, 768, "Save & next", { size: 15, weight: 700, fill: "#fff", anchor: "middle" });
  return o;
}
function questionPalette(t: UiTheme) {
  const answered = C.tealL;
  const marked = C.violet;
  const skipped = C.coral;
  let o = text(24, 40, "Question palette", { size: 17, weight: 700, fill: t.text, family: "display" });
  o += text(24, 62, "Quantitative aptitude · 35 questions", { size: 12.5, fill: t.muted });
  // questions 1–12 seen (12 is on screen), 13–35 not yet visited
  const state = (q: number) => (q > 12 ? "" : q === 4 || q === 10 ? marked : q === 7 ? skipped : answered);
  for (let q = 1; q <= 35; q++) {
    const cx = 46 + ((q - 1) % 7) * 42;
    const cy = 106 + Math.floor((q - 1) / 7) * 44;
    const c = state(q);
    o += c
      ? circle(cx, cy, 16, c, { "fill-opacity": 0.22, stroke: c, "stroke-width": 1.5 })
      : circle(cx, cy, 16, t.panel2, { stroke: t.line, "stroke-width": 1.5 });
    if (q === 12) o += circle(cx, cy, 20.5, "none", { stroke: t.text, "stroke-width": 1.5 });
    o += text(cx, cy + 4.5, `${q}`, { size: 12.5, weight: 700, fill: c ? t.text : t.muted, anchor: "middle" });
  }
  o += line(20, 318, 320, 318, t.line);
  (
    [
      ["Answered", answered, 9],
      ["Marked for review", marked, 2],
      ["Not answered", skipped, 1],
      ["Not visited", t.muted, 23],
    ] as const
  ).forEach(([l, c, n], i) => {
    const y = 350 + i * 28;
    o += circle(31, y - 5, 7, c, { "fill-opacity": c === t.muted ? 0.35 : 0.85 });
    o += text(48, y, l, { size: 13, fill: t.text }) + text(316, y, `${n}`, { size: 13, weight: 700, fill: t.text, anchor: "end" });
  });
  return o;
}

/** EdTech frame 2: a learner's result after a mock test, by section, with weak topics to revise */
export function edFrame2(id: string) {
  const s = base(id, C.violet, C.tealL, { gx: 0.66 });
  s.add(orbits(s, 1150, 460, [470, 570], C.cobaltL, 0.36, -10));
  s.add(phone(s, 800, 80, 330, resultScreen(s, DARK)));
  s.add(floatCard(s, 1170, 200, 370, 420, DARK, sectionResults(DARK)));
  s.add(statCard(s, 540, 620, DARK, "chart", "Rank on the app", "312 of 5,418", C.tealL, 250));
  return s.toString();
}
function resultScreen(s: Scene, t: UiTheme) {
  let o = phoneHeader(t, "Your result", "SSC CGL Tier 1 · Mock test 9");
  o += rrect(
    20,
    152,
    350,
    190,
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
  o += text(40, 190, "Score", { size: 14, fill: "#fff", opacity: 0.8 });
  o += text(40, 240, "140.5", { size: 44, weight: 700, fill: "#fff", family: "display" });
  o += text(160, 240, "/ 200", { size: 18, weight: 600, fill: "#fff", opacity: 0.8 });
  o += ring(310, 214, 36, 8, 0.942, C.tealL, "#ffffff33");
  o += text(310, 220, "94.2", { size: 16, weight: 700, fill: "#fff", anchor: "middle" });
  o += text(310, 274, "Percentile", { size: 12, fill: "#fff", opacity: 0.85, anchor: "middle" });
  o += line(40, 290, 350, 290, "#ffffff", 1, { "stroke-opacity": 0.2 });
  o += text(40, 320, "Accuracy 83%", { size: 13.5, weight: 600, fill: "#fff" });
  o += text(350, 320, "56 of 60 min", { size: 13.5, weight: 600, fill: "#fff", anchor: "end" });
  o += text(24, 382, "Weak topics to revise", { size: 17, weight: 700, fill: t.text });
  [
    ["Mensuration", "Quantitative aptitude · 1 of 4 correct", C.cobaltL],
    ["Modern history", "General awareness · 2 of 5 correct", C.coral],
    ["Cloze test", "English · 3 of 6 correct", C.amber],
  ].forEach(([a, b, c], i) => {
    const y = 400 + i * 86;
    o += rrect(20, y, 350, 74, 16, t.panel, { stroke: t.line }) + iconTile("book", 34, y + 15, 44, c!);
    o += text(92, y + 32, a!, { size: 15, weight: 700, fill: t.text }) + text(92, y + 55, b!, { size: 12, fill: t.muted });
    o += pill(356 - pillWidth("Revise", 11), y + 14, "Revise", t.accent, { size: 11 });
  });
  o += rrect(20, 672, 350, 56, 28, t.accent) + text(195, 706, "Review answers", { size: 16, weight: 700, fill: "#fff", anchor: "middle" });
  o += tabBar(t, ["home", "book", "chart", "user"], 2);
  return o;
}
function sectionResults(t: UiTheme) {
  let o = text(24, 40, "By section", { size: 17, weight: 700, fill: t.text, family: "display" });
  o += text(24, 62, "Score, accuracy and time", { size: 12.5, fill: t.muted });
  (
    [
      ["Quantitative aptitude", "36.5 / 50", 0.86, "22 min", C.cobaltL],
      ["Reasoning", "41 / 50", 0.91, "15 min", C.tealL],
      ["English", "34 / 50", 0.82, "11 min", C.amber],
      ["General awareness", "29 / 50", 0.73, "8 min", C.coral],
    ] as const
  ).forEach(([name, score, acc, time, c], i) => {
    const y = 92 + i * 68;
    o += text(24, y + 18, name, { size: 14, weight: 700, fill: t.text });
    o += text(346, y + 18, score, { size: 14, weight: 700, fill: c, anchor: "end" });
    o += progress(24, y + 32, 170, acc, c, t.line, 7);
    o += text(208, y + 40, `${Math.round(acc * 100)}% accuracy`, { size: 12, fill: t.muted });
    o += text(346, y + 40, time, { size: 12, fill: t.muted, anchor: "end" });
  });
  o += line(20, 362, 350, 362, t.line);
  o += text(24, 394, "Total", { size: 14, weight: 700, fill: t.text });
  o += text(346, 394, "140.5 / 200 · 56 min", { size: 14, weight: 700, fill: t.text, anchor: "end" });
  return o;
}

/** EdTech frame 3: lessons downloaded for offline study, and a lesson as audio with slides on a weak connection */
export function edFrame3(id: string) {
  const s = base(id, C.cobalt, C.coral, { gx: 0.66 });
  s.add(orbits(s, 1120, 460, [480, 580], C.cobaltL, 0.38, -10));
  s.add(phone(s, 790, 150, 290, downloadsScreen(DARK)));
  s.add(phone(s, 1130, 86, 320, audioSlidesScreen(DARK)));
  s.add(statCard(s, 520, 640, DARK, "book", "Saved for offline", "4 lessons", C.tealL, 250));
  return s.toString();
}
function downloadsScreen(t: UiTheme) {
  let o = phoneHeader(t, "Downloads", "IBPS PO Prelims course");
  o += rrect(20, 150, 350, 50, 14, C.tealL, { "fill-opacity": 0.12, stroke: C.tealL, "stroke-opacity": 0.45 });
  o += icon("wifi", 36, 163, 22, C.tealL) + line(36, 185, 58, 163, C.tealL, 2, { "stroke-linecap": "round" });
  o += text(72, 181, "Offline · saved lessons still play", { size: 14, weight: 600, fill: C.tealL });
  o += text(24, 234, "4 of 12 lessons · 615 MB", { size: 13, fill: t.muted });
  o += icon("lock", 282, 220, 16, t.muted) + text(366, 234, "Encrypted", { size: 12.5, fill: t.muted, anchor: "end" });
  (
    [
      ["Simplification shortcuts", "42 min · 156 MB", C.cobaltL],
      ["Syllogisms: every case", "38 min · 141 MB", C.violet],
      ["Reading comprehension drill", "51 min · 190 MB", C.amber],
      ["RBI and monetary policy", "35 min · 128 MB", C.coral],
      ["Pie-chart data interpretation", "47 min · 174 MB", ""],
    ] as const
  ).forEach(([title, meta, c], i) => {
    const y = 252 + i * 98;
    const saved = c !== "";
    o += rrect(20, y, 350, 86, 16, t.panel, { stroke: t.line });
    o += iconTile("play", 34, y + 20, 46, saved ? c : t.muted, saved ? 0.16 : 0.1);
    o += text(94, y + 36, title, { size: 15, weight: 600, fill: saved ? t.text : t.muted });
    o += text(94, y + 63, meta, { size: 12.5, fill: t.muted });
    const st = saved ? "Downloaded" : "Needs network";
    o += pill(356 - pillWidth(st, 11), y + 46, st, saved ? C.tealL : t.muted, { size: 11 });
  });
  o += tabBar(t, ["home", "book", "chart", "user"], 1);
  return o;
}
function audioSlidesScreen(t: UiTheme) {
  let o = rect(0, 0, 390, 844, t.bg);
  // status bar on one bar of signal
  o += text(34, 40, "9:41", { size: 15, weight: 600, fill: t.text });
  [0, 1, 2, 3].forEach(
    (i) => (o += rrect(300 + i * 7, 37 - i * 4, 4.5, 5 + i * 4, 1.2, i === 0 ? C.amber : t.muted, { opacity: i === 0 ? 1 : 0.35 })),
  );
  o += rrect(344, 29, 24, 12, 3.5, "none", { stroke: t.text, "stroke-width": 1.5 }) + rrect(346.5, 31.5, 11, 7, 2, t.text);
  o += text(24, 100, "Time and work", { size: 26, weight: 700, fill: t.text, family: "display" });
  o += text(24, 126, "Lesson 8 · Quantitative aptitude", { size: 14, fill: t.muted });
  o += rrect(20, 146, 256, 32, 16, C.amber, { "fill-opacity": 0.16, stroke: C.amber, "stroke-opacity": 0.5 });
  o += icon("wifi", 32, 153, 18, C.amber) + text(58, 167, "Low network · audio + slides", { size: 13, weight: 600, fill: C.amber });
  // the slide, as the lesson's audio plays over it
  const ink = "#141A2E";
  o += rrect(20, 196, 350, 216, 16, C.paper);
  o += text(40, 230, "TIME AND WORK", { size: 11, weight: 700, fill: C.cobalt, ls: 1 });
  o += text(40, 264, "A alone: 12 days. B alone: 18 days.", { size: 15, weight: 600, fill: ink });
  o += text(40, 308, "1/12 + 1/18 = 5/36", { size: 26, weight: 700, fill: ink, family: "display" });
  o += path("M40 320c60-6 140-4 222-1", "none", { stroke: C.amber, "stroke-width": 5, "stroke-linecap": "round", opacity: 0.8 });
  o += text(40, 354, "Together: 36/5 = 7.2 days", { size: 15, weight: 600, fill: ink });
  o += text(352, 398, "Slide 7 of 22", { size: 11, fill: "#6C7288", anchor: "end" });
  o += text(24, 442, "Video returns when the signal improves", { size: 13, fill: t.muted });
  // audio waveform, 18:24 of 42:10 played
  for (let i = 0; i < 46; i++) {
    const x = 24 + i * 7.5;
    const hh = 8 + Math.abs(Math.sin(i * 1.7) * 22 + Math.sin(i * 0.45) * 12);
    o += rrect(x, 502 - hh / 2, 4, hh, 2, i < 20 ? t.accent : t.line);
  }
  o += text(24, 560, "18:24", { size: 12.5, fill: t.muted }) + text(366, 560, "42:10", { size: 12.5, fill: t.muted, anchor: "end" });
  o +=
    circle(110, 630, 28, t.panel2, { stroke: t.line }) + text(110, 635, "−10", { size: 13, weight: 700, fill: t.text, anchor: "middle" });
  o += circle(195, 630, 38, t.accent) + rrect(183, 614, 8, 32, 3, "#fff") + rrect(199, 614, 8, 32, 3, "#fff");
  o +=
    circle(280, 630, 28, t.panel2, { stroke: t.line }) + text(280, 635, "+10", { size: 13, weight: 700, fill: t.text, anchor: "middle" });
  // the lesson's slides, the current one outlined
  [5, 6, 7, 8].forEach((n, i) => {
    const x = 24 + i * 88;
    const cur = n === 7;
    o += rrect(x, 706, 78, 52, 8, C.paper, { opacity: cur ? 1 : 0.5, stroke: cur ? t.accent : "none", "stroke-width": cur ? 3 : 0 });
    o += bar(x + 10, 720, 40, 6, ink, 0.5) + bar(x + 10, 734, 56, 5, ink, 0.3) + bar(x + 10, 744, 30, 5, ink, 0.3);
  });
  o += text(24, 690, "Slides follow the audio", { size: 12.5, fill: t.muted });
  return o;
}

/** The course app on a tablet (1180×820): a recorded lesson playing, its notes and practice, and the course's chapters */
function coursePlayerScreen(s: Scene, t: UiTheme) {
  let o = rect(0, 0, 1180, 820, t.bg);
  o += rect(0, 0, 1180, 64, t.panel) + line(0, 64, 1180, 64, t.line);
  o += rrect(24, 18, 28, 28, 8, t.accent) + text(64, 39, "IBPS PO Prelims", { size: 17, weight: 700, fill: t.text, family: "display" });
  o += text(214, 39, "Quantitative aptitude", { size: 14, fill: t.muted });
  o += pill(1180 - 200, 21, "Downloads · 4", C.tealL, { size: 12 }) + avatar(1180 - 44, 32, 18, C.coral, "#C98E6B", "#1E140F");
  // the recorded lesson: a slide and the teacher, with its seek bar and controls
  o += rrect(
    24,
    84,
    752,
    424,
    16,
    s.lin(
      [
        [0, "#2A3563"],
        [1, "#121833"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const ink = "#141A2E";
  o += rrect(56, 112, 470, 290, 10, C.paper);
  o += text(84, 152, "PERCENTAGES · SUCCESSIVE CHANGE", { size: 14, weight: 700, fill: C.cobalt, ls: 1 });
  o += text(84, 200, "Price +20%, then −20%", { size: 26, weight: 600, fill: ink });
  o += text(84, 268, "1.20 × 0.80 = 0.96", { size: 42, weight: 700, fill: ink, family: "display" });
  o += path("M84 288c110-8 250-7 370-2", "none", { stroke: C.amber, "stroke-width": 7, "stroke-linecap": "round", opacity: 0.8 });
  o += text(84, 350, "Net change: −4%, not 0", { size: 24, weight: 600, fill: ink });
  o += path("M560 508c6-110 40-168 92-168s86 58 92 168z", C.teal);
  o += circle(652, 276, 46, "#8D5A3B") + path("M606 270c0-44 20-68 46-68s46 24 46 68c-9-25-25-36-46-36s-37 11-46 36z", "#1E140F");
  o +=
    path("M612 392l-70-66", "none", { stroke: "#0C8578", "stroke-width": 20, "stroke-linecap": "round" }) + circle(538, 322, 12, "#8D5A3B");
  o +=
    rrect(46, 422, 136, 34, 17, "#000", { opacity: 0.55 }) +
    text(114, 445, "Auto · 480p", { size: 15, weight: 700, fill: "#fff", anchor: "middle" });
  o += rect(24, 464, 752, 44, "#000", { opacity: 0.35 });
  o += circle(60, 486, 14, "#fff", { opacity: 0.9 }) + rrect(54, 479, 4, 14, 1.5, C.ink0) + rrect(62, 479, 4, 14, 1.5, C.ink0);
  o += text(96, 491, "−10", { size: 14, weight: 700, fill: "#fff" }) + text(136, 491, "+10", { size: 14, weight: 700, fill: "#fff" });
  // 09:36 of 24:00 played
  o += bar(184, 483, 480, 6, "#ffffff", 0.25) + bar(184, 483, 480 * 0.62, 6, "#ffffff", 0.35) + bar(184, 483, 480 * 0.4, 6, t.accent);
  o += circle(184 + 480 * 0.4, 486, 8, t.accent, { stroke: "#fff", "stroke-width": 2 });
  o += text(756, 491, "09:36 / 24:00", { size: 14, weight: 600, fill: "#fff", anchor: "end" });
  o += text(24, 556, "Successive percentage change", { size: 26, weight: 700, fill: t.text, family: "display" });
  o += text(24, 586, "Percentages · Lesson 5 of 8 · Recorded · 24 min", { size: 15, fill: t.muted });
  (
    [
      ["doc", "Class notes", "PDF · 6 pages", C.cobaltL],
      ["check", "Practice set", "15 questions", C.coral],
      ["lock", "Saved offline", "89 MB · encrypted", C.tealL],
    ] as const
  ).forEach(([ic, l, sub, c], i) => {
    const x = 24 + i * 256;
    o += rrect(x, 612, 240, 96, 14, t.panel, { stroke: t.line }) + iconTile(ic, x + 16, 628, 40, c);
    o += text(x + 70, 646, l, { size: 16, weight: 600, fill: t.text }) + text(x + 70, 670, sub, { size: 13, fill: t.muted });
  });
  o += rrect(24, 726, 752, 70, 14, t.panel, { stroke: t.line }) + iconTile("chart", 40, 741, 40, C.amber);
  o += text(96, 757, "Chapter test · Percentages", { size: 16, weight: 600, fill: t.text });
  o += glyph(GLYPH.clock, 96, 766, 16, t.muted) + text(118, 780, "Timed · 20 questions · 15 min", { size: 13, fill: t.muted });
  o += rrect(660, 744, 96, 34, 17, t.accent) + text(708, 766, "Start", { size: 14, weight: 700, fill: "#fff", anchor: "middle" });
  // the course's chapters
  o += panel(800, 84, 356, 712, t, 16);
  o += text(822, 122, "Chapters", { size: 18, weight: 700, fill: t.text });
  o += text(822, 146, "Quantitative aptitude · 8 chapters", { size: 13, fill: t.muted });
  (
    [
      ["Simplification", "6 lessons · done", "done"],
      ["Number series", "5 lessons · done", "done"],
      ["Percentages", "Lesson 5 of 8", "now"],
      ["Ratio and proportion", "6 lessons", ""],
      ["Profit and loss", "7 lessons", ""],
      ["Simple and compound interest", "8 lessons", ""],
      ["Time and work", "6 lessons", ""],
      ["Data interpretation", "9 lessons", ""],
    ] as const
  ).forEach(([name, sub, st], i) => {
    const y = 166 + i * 76;
    if (st === "now") o += rrect(810, y, 336, 66, 12, t.accent, { "fill-opacity": 0.14 });
    o += circle(840, y + 33, 15, st === "done" ? C.tealL : st === "now" ? t.accent : t.panel2, { "fill-opacity": st === "done" ? 0.2 : 1 });
    o += st === "done" ? icon("check", 832, y + 25, 16, C.tealL, 3) : icon("play", 833, y + 26, 14, st === "now" ? "#fff" : t.muted, 2);
    o += text(868, y + 30, name, { size: 15, weight: st === "now" ? 700 : 500, fill: st === "" ? t.muted : t.text });
    o += text(868, y + 51, sub, { size: 12.5, fill: t.muted });
  });
  return o;
}
/** A practice question on the phone, answered, with its working */
function practiceScreen(t: UiTheme) {
  let o = phoneHeader(t, "Quick practice", "Percentages · Question 3 of 10");
  o += progress(24, 148, 342, 0.3, t.accent, t.line, 8);
  o += rrect(20, 172, 350, 160, 20, t.panel, { stroke: t.line });
  ["A price rises by 25% and then", "falls by 20%. What is the net", "change in the price?"].forEach(
    (l, i) => (o += text(40, 212 + i * 30, l, { size: 17, weight: 600, fill: t.text })),
  );
  o += text(40, 310, "+1 / −0.25", { size: 12.5, fill: t.muted });
  ["5% rise", "No change", "5% fall", "4% fall"].forEach((a, i) => {
    const y = 350 + i * 68;
    const right = i === 1;
    o += rrect(20, y, 350, 56, 16, right ? C.tealL : t.panel, {
      "fill-opacity": right ? 0.14 : 1,
      stroke: right ? C.tealL : t.line,
      "stroke-width": right ? 2 : 1,
    });
    o += circle(50, y + 28, 13, "none", { stroke: right ? C.tealL : t.muted, "stroke-width": 2 });
    if (right) o += icon("check", 41, y + 19, 18, C.tealL, 3);
    o += text(76, y + 34, a, { size: 16, weight: 600, fill: t.text });
    if (right) o += text(352, y + 34, "Correct", { size: 13, weight: 700, fill: C.tealL, anchor: "end" });
  });
  o += rrect(20, 628, 350, 116, 18, C.tealL, { "fill-opacity": 0.08, stroke: C.tealL, "stroke-opacity": 0.4 });
  o += text(40, 658, "WORKED ANSWER", { size: 11, weight: 700, fill: C.tealL, ls: 0.8 });
  o += text(40, 694, "1.25 × 0.80 = 1.00", { size: 22, weight: 700, fill: t.text, family: "display" });
  o += text(40, 724, "The price ends where it started.", { size: 13.5, fill: t.muted });
  o += rrect(20, 762, 350, 54, 27, t.accent) + text(195, 795, "Next question", { size: 16, weight: 700, fill: "#fff", anchor: "middle" });
  return o;
}

/** Managed cloud operations: the monthly bill falling from ₹42 lakh to ₹31 lakh, a release pipeline and the on-call rota. */
export function caseCloudOpsHero(id: string) {
  const s = base(id, C.cobalt, C.tealL);
  s.add(orbits(s, 1140, 470, [520], C.cobaltL, 0.3, -8));
  const t = DARK;
  // August, then each month since: down to 31 two months in, as the case says, and held there.
  const months = [42, 36.6, 31, 31.2, 30.9, 31.1, 30.8, 31, 30.9];
  let win = rect(0, 0, 860, 522, t.bg);
  win += text(28, 52, "Monthly AWS bill", { size: 22, weight: 700, fill: t.text, family: "display" });
  win += pill(640, 32, "4 accounts", C.cobaltL, { size: 11 }) + pill(742, 32, "Owned", C.tealL, { size: 11 });
  win += text(28, 82, "₹ lakh, by month since the review began", { size: 13, fill: t.muted });
  months.forEach((value, i) => {
    const h = (value / 42) * 300;
    const x = 40 + i * 88;
    const col = i === 0 ? C.coral : i >= 2 ? C.tealL : C.cobaltL;
    win += rrect(x, 420 - h, 56, h, 8, col, { "fill-opacity": i === 0 || i === 2 ? 0.95 : 0.55 });
    if (i === 0 || i === 2) win += text(x + 28, 410 - h, `${Math.round(value)}`, { size: 15, weight: 700, fill: t.text, anchor: "middle" });
  });
  win += line(28, 424, 832, 424, t.line, 1.5);
  win += text(28, 466, "Untagged spend", { size: 13, fill: t.muted }) + progress(160, 460, 220, 0.02 / 0.17, C.tealL, t.line, 8);
  win += text(392, 468, "under 2%", { size: 13, weight: 700, fill: t.text });
  win +=
    text(520, 466, "Cost per shipment tracked", { size: 13, fill: t.muted }) + pill(716, 452, "Reviewed monthly", C.amber, { size: 10.5 });
  s.add(appWindow(s, 640, 200, 860, 560, t, win, { title: "infra-tracking · cost review" }));
  s.add(statCard(s, 1300, 110, t, "chart", "Monthly bill", "−26%", C.tealL, 250));
  s.add(
    floatCard(
      s,
      560,
      772,
      330,
      104,
      t,
      text(20, 34, "Production deploys", { size: 13, fill: t.muted }) +
        text(20, 76, "24 a month", { size: 28, weight: 700, fill: t.text, family: "display" }) +
        pill(200, 54, "was 6", C.tealL, { size: 11 }),
    ),
  );
  return s.toString();
}

/** Loan core migration: the routing facade's two systems, the shadow-match rate and the kill switch. */
export function caseLoanCoreHero(id: string) {
  const s = base(id, C.teal, C.amber);
  const t = DARK;
  let win = rect(0, 0, 860, 522, t.bg);
  win += text(28, 52, "Migration by product line", { size: 22, weight: 700, fill: t.text, family: "display" });
  const lines: [string, number, string, string][] = [
    ["Two-wheeler", 1, "New core", C.tealL],
    ["Used commercial vehicle", 1, "New core", C.tealL],
    ["MSME term loan", 1, "New core", C.tealL],
  ];
  lines.forEach(([name, p, state, col], i) => {
    const y = 96 + i * 92;
    win += rrect(28, y, 804, 76, 12, t.panel, { stroke: t.line });
    win += text(48, y + 32, name, { size: 16, weight: 700, fill: t.text });
    win += progress(48, y + 48, 560, p, col, t.line, 8);
    win += pill(660, y + 24, state, col, { size: 11 });
  });
  win += rrect(28, 384, 392, 116, 12, t.panel, { stroke: t.line });
  win += text(48, 416, "Shadow match, 14 days · our measurement", { size: 13, fill: t.muted });
  win += text(48, 466, "99.9%", { size: 36, weight: 700, fill: t.text, family: "display" });
  win += rrect(440, 384, 392, 116, 12, t.panel, { stroke: t.line });
  win += text(460, 416, "Kill switch", { size: 13, fill: t.muted });
  win += rrect(460, 440, 96, 40, 20, C.tealL, { "fill-opacity": 0.9 }) + circle(536, 460, 15, "#fff");
  win += text(576, 467, "New originations to loan core", { size: 13, weight: 600, fill: t.text });
  s.add(appWindow(s, 640, 200, 860, 560, t, win, { title: "loan-core · daily reconciliation" }));
  s.add(statCard(s, 1290, 100, t, "check", "Live loans moved", "120,000", C.tealL, 270));
  s.add(statCard(s, 560, 792, t, "bolt", "Disbursal days missed", "0", C.amber, 280));
  return s.toString();
}

/** The patient booking app under its two clinic groups' names: Trellis Health's own, and Velora Care's licensed copy. */
export const TRELLIS: ClinicBrand = {
  name: "Trellis Health",
  mark: "trellis",
  color: "#12A386",
  deep: "#0A5C52",
  clinic: "Indiranagar, Bengaluru",
  doctor: "Dr. Kavitha N.",
  speciality: "Paediatrics",
  initials: "KN",
  taken: [0, 1, 3, 6, 7, 10],
  selected: 4,
  patient: "Aarav, 6",
};
export const VELORA: ClinicBrand = {
  name: "Velora Care",
  mark: "velora",
  color: "#9A4FC4",
  deep: "#4A2170",
  clinic: "Kuvempunagar, Mysuru",
  doctor: "Dr. Rohan S.",
  speciality: "Paediatrics",
  initials: "RS",
  taken: [1, 2, 4, 5, 9, 11],
  selected: 6,
  patient: "Diya, 4",
};

/** A thin arrow pointing right, `w` long, centred on y (the fonts have no →). */
export function arrowRight(x: number, y: number, w: number, color: string, sw = 3) {
  return path(
    `M${f(x)} ${f(y)}H${f(x + w)}M${f(x + w - sw * 2.4)} ${f(y - sw * 2.2)}L${f(x + w)} ${f(y)}L${f(x + w - sw * 2.4)} ${f(y + sw * 2.2)}`,
    "none",
    {
      stroke: color,
      "stroke-width": sw,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    },
  );
}

/** Clinic booking app: one app under Trellis Health's name and Velora Care's, each with a paediatrician's free slots, and no-shows 19% → 11%. */
export function caseClinicBookingHero(id: string) {
  const s = base(id, TRELLIS.color, VELORA.color);
  const t = DARK;
  s.add(glowBlob(s, 1040, 420, 300, 320, TRELLIS.color, 0.28), glowBlob(s, 1360, 520, 300, 320, VELORA.color, 0.3));
  s.add(phone(s, 900, 130, 272, clinicBookingScreen(s, TRELLIS)));
  s.add(phone(s, 1232, 214, 272, clinicBookingScreen(s, VELORA)));
  // no-shows before and after, the arrow between them drawn (the fonts have no →)
  const was = text(84, 92, "19%", { size: 26, weight: 700, fill: t.muted, family: "display" });
  const wasW = textWidth("19%", { size: 26, weight: 700, family: "display" });
  const nowX = 84 + wasW + 14 + 34 + 14;
  const nowW = textWidth("11%", { size: 34, weight: 700, family: "display" });
  s.add(
    floatCard(
      s,
      560,
      612,
      Math.ceil(nowX + nowW + 28),
      118,
      t,
      iconTile("calendar", 20, 22, 48, C.tealL) +
        text(84, 44, "No-shows", { size: 14, fill: t.muted }) +
        was +
        arrowRight(84 + wasW + 14, 82, 34, C.tealL, 3) +
        text(nowX, 92, "11%", { size: 34, weight: 700, fill: t.text, family: "display" }),
    ),
  );
  return s.toString();
}
