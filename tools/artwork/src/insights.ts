/**
 * Insights article heroes (16:9, viewBox 1600×900): one abstract, diagram-like illustration per
 * article in src/content/insights/*.mdx, drawn to match the article's `image.alt`. Same family as
 * the case-study heroes (ink backdrop, brand glows, glass cards), but with no text, no UI copy and
 * a centred composition, since an article hero is shown whole, above the article and on cards.
 */
import { hash } from "./core.ts";
import {
  C,
  DARK,
  Scene,
  backdrop,
  circle,
  f,
  floatCard,
  g,
  glowBlob,
  icon,
  iconTile,
  iso,
  line,
  linkCurve,
  mix,
  path,
  poly,
  rect,
  rrect,
  shade,
  smooth,
  bar,
  type Iso,
} from "./kit.ts";
import type { Insight } from "./content.ts";

export const IW = 1600;
export const IH = 900;

type Pt = [number, number];

/* ------------------------------------------------------------------ */
/* Shared pieces                                                         */
/* ------------------------------------------------------------------ */

type Canvas = {
  /** colour washed in from the top-left corner */
  from: string;
  /** colour washed in from the bottom-right corner */
  to: string;
  glow: string;
  glow2?: string;
  gx?: number;
  gy?: number;
  grid?: "lines" | "dots" | "none";
  gridSize?: number;
  wash?: number;
};

/** The case-study backdrop (ink, glow, grid) with a diagonal two-colour wash and a soft vignette. */
function canvas(id: string, o: Canvas): Scene {
  const s = new Scene(IW, IH, id);
  s.add(backdrop(s, { glow: o.glow, glow2: o.glow2, gx: o.gx ?? 0.55, gy: o.gy ?? 0.45, grid: o.grid ?? "dots", gridSize: o.gridSize }));
  const k = o.wash ?? 0.3;
  s.add(
    rect(
      0,
      0,
      IW,
      IH,
      s.lin(
        [
          [0, o.from, k],
          [0.5, o.from, 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    rect(
      0,
      0,
      IW,
      IH,
      s.lin(
        [
          [0.5, o.to, 0],
          [1, o.to, k],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  return s;
}

/** A soft dark vignette drawn last, so the edges settle into the page. */
function vignette(s: Scene) {
  return rect(
    0,
    0,
    IW,
    IH,
    s.rad(
      [
        [0.55, C.ink0, 0],
        [1, C.ink0, 0.55],
      ],
      0.5,
      0.5,
      0.72,
    ),
  );
}

/** Filled arrowhead with its tip at (x, y), pointing along `angle` (radians). */
function arrowHead(x: number, y: number, angle: number, size: number, fill: string, a: Record<string, string | number> = {}) {
  const back = (da: number): Pt => [x - Math.cos(angle + da) * size, y - Math.sin(angle + da) * size];
  const notch: Pt = [x - Math.cos(angle) * size * 0.62, y - Math.sin(angle) * size * 0.62];
  return poly([[x, y], back(0.48), notch, back(-0.48)], fill, { "stroke-linejoin": "round", ...a });
}

/** Cubic Bézier point and tangent angle at t. */
function bez(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): { p: Pt; a: number } {
  const u = 1 - t;
  const p: Pt = [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return { p, a: Math.atan2(dy, dx) };
}
const bezPath = (p0: Pt, p1: Pt, p2: Pt, p3: Pt) =>
  `M${f(p0[0])} ${f(p0[1])}C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}`;

/** Glass panel (dark, translucent, hairline border, soft shadow) with content in local coordinates. */
function glass(s: Scene, x: number, y: number, w: number, h: number, content = "", r = 18) {
  return floatCard(s, x, y, w, h, DARK, content, r);
}

/** Skeleton copy: a bright heading bar over dimmer lines. */
function skeleton(x: number, y: number, widths: number[], col = "#C9CFEA") {
  return widths.map((w, i) => bar(x, y + i * 20, w, i === 0 ? 10 : 8, i === 0 ? col : DARK.muted, i === 0 ? 0.85 : 0.45)).join("");
}

/** A green check badge with a soft halo. */
function tick(s: Scene, cx: number, cy: number, r: number) {
  return (
    circle(
      cx,
      cy,
      r * 2.1,
      s.rad([
        [0, C.tealL, 0.32],
        [1, C.tealL, 0],
      ]),
    ) +
    circle(
      cx,
      cy,
      r,
      s.linU(
        [
          [0, C.lime],
          [1, C.teal],
        ],
        cx - r,
        cy - r,
        cx + r,
        cy + r,
      ),
    ) +
    circle(cx, cy, r - 1, "none", { stroke: "#fff", "stroke-opacity": 0.25, "stroke-width": 2 }) +
    icon("check", cx - r * 0.55, cy - r * 0.55, r * 1.1, "#fff", 3)
  );
}

/** Flat 2-D database cylinder (front view with a lit top ellipse). */
function cylinder(s: Scene, cx: number, top: number, rx: number, h: number, col: string) {
  const ry = rx * 0.3;
  const side = s.linU(
    [
      [0, shade(col, 0.55)],
      [0.45, shade(col, 0.95)],
      [1, shade(col, 0.5)],
    ],
    cx - rx,
    0,
    cx + rx,
    0,
  );
  return (
    path(`M${f(cx - rx)} ${f(top)}V${f(top + h)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(top + h)}V${f(top)}Z`, side) +
    path(`M${f(cx - rx)} ${f(top + h * 0.5)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(top + h * 0.5)}`, "none", {
      stroke: shade(col, 1.35),
      "stroke-opacity": 0.35,
      "stroke-width": 1.5,
    }) +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="${shade(col, 1.18)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(rx - 1)}" ry="${f(ry - 1)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>`
  );
}

function cloudPath(cx: number, cy: number, k: number) {
  return `M${f(cx - 150 * k)} ${f(cy + 70 * k)}a${f(72 * k)} ${f(72 * k)} 0 0 1 ${f(10 * k)} ${f(-142 * k)}a${f(96 * k)} ${f(96 * k)} 0 0 1 ${f(176 * k)} ${f(-42 * k)}a${f(70 * k)} ${f(70 * k)} 0 0 1 ${f(112 * k)} ${f(62 * k)}a${f(62 * k)} ${f(62 * k)} 0 0 1 ${f(2 * k)} ${f(122 * k)}z`;
}

/* ------------------------------------------------------------------ */
/* Articles                                                              */
/* ------------------------------------------------------------------ */

/** Five rounded rule cards, each joined by a thin line to a column of green ticks (deep blue). */
export function rbiRulesHero(id: string) {
  const s = canvas(id, { from: C.cobaltD, to: "#1F29A3", glow: C.cobalt, glow2: C.tealL, gx: 0.52, gy: 0.46, grid: "lines", gridSize: 56 });
  s.add(glowBlob(s, 800, 450, 620, 360, C.cobalt, 0.32));
  const rules: [string, string][] = [
    ["doc", C.cobaltL],
    ["calendar", C.amber],
    ["chart", C.coral],
    ["card", C.tealL],
    ["shield", C.violet],
  ];
  const cw = 440;
  const ch = 88;
  const gap = 18;
  const x0 = 330;
  const y0 = 450 - (rules.length * ch + (rules.length - 1) * gap) / 2;
  const tx = 1216;
  const tGap = 96;
  const ty = (i: number) => 450 + (i - 2) * tGap;
  // rail holding the ticks
  s.add(
    rrect(tx - 58, ty(0) - 62, 116, ty(4) - ty(0) + 124, 58, DARK.panel, { "fill-opacity": 0.72, filter: s.shadow(20, 24, 0.45) }),
    rrect(tx - 58, ty(0) - 62, 116, ty(4) - ty(0) + 124, 58, "none", {
      stroke: s.linU(
        [
          [0, C.tealL, 0.5],
          [1, "#fff", 0.08],
        ],
        0,
        ty(0) - 62,
        0,
        ty(4) + 62,
      ),
      "stroke-width": 1.5,
    }),
    line(tx, ty(0), tx, ty(4), C.tealL, 2, { "stroke-opacity": 0.35 }),
  );
  rules.forEach(([ic, col], i) => {
    const y = y0 + i * (ch + gap);
    const cy = y + ch / 2;
    const from: Pt = [x0 + cw, cy];
    const to: Pt = [tx - 40, ty(i)];
    const mx = (from[0] + to[0]) / 2;
    const p1: Pt = [mx, from[1]];
    const p2: Pt = [mx, to[1]];
    const stroke = s.linU(
      [
        [0, col, 0.9],
        [1, C.tealL, 0.9],
      ],
      from[0],
      0,
      to[0],
      0,
    );
    s.add(path(bezPath(from, p1, p2, to), "none", { stroke, "stroke-width": 2, "stroke-linecap": "round" }));
    const m = bez(from, p1, p2, to, 0.3 + 0.08 * (i % 3)).p;
    s.add(circle(m[0], m[1], 9, col, { opacity: 0.18 }), circle(m[0], m[1], 4.5, col));
    s.add(
      glass(
        s,
        x0,
        y,
        cw,
        ch,
        g(rect(0, 0, 6, ch, col), { "clip-path": s.clip(rrect(0, 0, cw, ch, 20, "#000")) }) +
          iconTile(ic, 26, (ch - 48) / 2, 48, col, 0.18) +
          skeleton(98, ch / 2 - 19, [190 - (i % 3) * 26, 226 - ((i + 1) % 3) * 36]) +
          rrect(cw - 86, ch / 2 - 12, 58, 24, 12, col, { "fill-opacity": 0.16 }) +
          circle(cw - 70, ch / 2, 5, col),
        20,
      ),
    );
    s.add(circle(from[0], from[1], 6, C.ink1, { stroke: col, "stroke-width": 2.5 }));
    s.add(tick(s, tx, ty(i), 28));
  });
  s.add(vignette(s));
  return s.toString();
}

/** Many arrows (duplicates, retries, late arrivals) converge on one glowing node; one clean arrow leaves (teal → indigo grid). */
export function upiExactlyOnceHero(id: string) {
  const s = canvas(id, {
    from: C.teal,
    to: C.cobalt,
    glow: C.cobalt,
    glow2: C.tealL,
    gx: 0.56,
    gy: 0.5,
    grid: "lines",
    gridSize: 50,
    wash: 0.34,
  });
  const hub: Pt = [860, 450];
  const R = 74;
  s.add(glowBlob(s, hub[0], hub[1], 420, 320, C.tealL, 0.2));
  const sources: { from: Pt; col: string; dash?: string; twin?: boolean }[] = [
    { from: [230, 170], col: C.tealL },
    { from: [170, 360], col: C.cobaltL, twin: true },
    { from: [250, 560], col: C.amber, dash: "10 9" },
    { from: [200, 740], col: C.coral, twin: true },
    { from: [470, 110], col: C.violet, dash: "10 9" },
    { from: [520, 800], col: C.sky },
  ];
  for (const src of sources) {
    const offs = src.twin ? [-9, 9] : [0];
    for (const [k, off] of offs.entries()) {
      const a: Pt = [src.from[0], src.from[1] + off];
      const ang = Math.atan2(hub[1] - a[1], hub[0] - a[0]);
      const end: Pt = [hub[0] - Math.cos(ang) * (R + 40), hub[1] - Math.sin(ang) * (R + 40) + off * 0.5];
      const p1: Pt = [a[0] + (end[0] - a[0]) * 0.55, a[1]];
      const p2: Pt = [end[0] - Math.cos(ang) * 120, end[1] - Math.sin(ang) * 120];
      const op = k === 1 ? 0.45 : 0.85;
      const stroke = s.linU(
        [
          [0, src.col, 0],
          [0.35, src.col, op],
          [1, src.col, op],
        ],
        a[0],
        a[1],
        end[0],
        end[1],
      );
      s.add(path(bezPath(a, p1, p2, end), "none", { stroke, "stroke-width": 3, "stroke-linecap": "round", "stroke-dasharray": src.dash }));
      const head = bez(a, p1, p2, end, 1);
      s.add(arrowHead(end[0] + Math.cos(head.a) * 12, end[1] + Math.sin(head.a) * 12, head.a, 22, src.col, { opacity: op }));
      // a message in flight along the arrow
      const m = bez(a, p1, p2, end, 0.52 + k * 0.12).p;
      s.add(
        rrect(m[0] - 15, m[1] - 10, 30, 20, 6, C.ink2, { stroke: src.col, "stroke-width": 2, opacity: op }),
        circle(m[0], m[1], 3.5, src.col, { opacity: op }),
      );
    }
  }
  // the hub: one idempotency key, one state
  s.add(
    circle(
      hub[0],
      hub[1],
      R * 3,
      s.rad([
        [0, C.tealL, 0.55],
        [0.35, C.tealL, 0.2],
        [0.6, C.cobalt, 0.1],
        [1, C.cobalt, 0],
      ]),
    ),
  );
  s.add(g(circle(hub[0], hub[1], R + 6, C.tealL, { opacity: 0.55 }), { filter: s.blur(34) }));
  s.add(
    circle(hub[0], hub[1], R + 34, "none", { stroke: C.tealL, "stroke-opacity": 0.35, "stroke-width": 1.5, "stroke-dasharray": "3 8" }),
  );
  s.add(circle(hub[0], hub[1], R + 14, "none", { stroke: C.cobaltL, "stroke-opacity": 0.5, "stroke-width": 2 }));
  s.add(
    circle(
      hub[0],
      hub[1],
      R,
      s.linU(
        [
          [0, C.tealL],
          [1, C.cobalt],
        ],
        hub[0] - R,
        hub[1] - R,
        hub[0] + R,
        hub[1] + R,
      ),
    ),
  );
  s.add(circle(hub[0], hub[1], R - 2, "none", { stroke: "#fff", "stroke-opacity": 0.35, "stroke-width": 2 }));
  // an idempotency key at its centre
  const key =
    circle(-16, 0, 15, "none", { stroke: "#fff", "stroke-width": 7 }) +
    path("M-1 0H32M22 0v13M32 0v10", "none", { stroke: "#fff", "stroke-width": 7, "stroke-linecap": "round", "stroke-linejoin": "round" });
  s.add(`<g transform="translate(${hub[0] - 4} ${hub[1] + 2}) rotate(-35)">${key}</g>`);
  // one clean arrow out
  const out0: Pt = [hub[0] + R + 30, hub[1]];
  const out1: Pt = [1330, hub[1]];
  s.add(
    line(out0[0], out0[1], out1[0] - 20, out1[1], C.tealL, 16, { "stroke-opacity": 0.14, "stroke-linecap": "round" }),
    line(
      out0[0],
      out0[1],
      out1[0] - 20,
      out1[1],
      s.linU(
        [
          [0, C.tealL],
          [1, "#FFFFFF"],
        ],
        out0[0],
        0,
        out1[0],
        0,
      ),
      6,
      { "stroke-linecap": "round" },
    ),
    arrowHead(out1[0] + 8, out1[1], 0, 34, "#fff"),
  );
  // the single settled record
  s.add(glowBlob(s, 1428, hub[1], 150, 150, C.tealL, 0.22));
  s.add(
    glass(
      s,
      1366,
      hub[1] - 62,
      124,
      124,
      circle(62, 62, 36, C.tealL, { "fill-opacity": 0.18 }) +
        rrect(1, 1, 122, 122, 27, "none", { stroke: C.tealL, "stroke-opacity": 0.45, "stroke-width": 1.5 }) +
        icon("check", 38, 38, 48, C.tealL, 3),
      28,
    ),
  );
  s.add(vignette(s));
  return s.toString();
}

/** A grey stream of blocks gradually hands its flow to a bright green branch (dusk blue). */
export function stranglerHero(id: string) {
  const s = canvas(id, {
    from: "#2A2F7A",
    to: C.coral,
    glow: C.cobaltD,
    glow2: C.violet,
    gx: 0.5,
    gy: 0.36,
    grid: "dots",
    gridSize: 44,
    wash: 0.22,
  });
  s.add(glowBlob(s, 800, 900, 900, 260, C.coral, 0.16));
  const x0 = 150; // the stream enters
  const split = 520; // the branch starts
  const x1 = 1330; // the branch has all the flow
  const tipLen = 84;
  const band = 220;
  const top0 = 450 - band / 2;
  const bot0 = 450 + band / 2;
  const sstep = (v: number) => {
    const t = Math.max(0, Math.min(1, v));
    return t * t * (3 - 2 * t);
  };
  /** share of the flow the green branch carries at x */
  const handoff = (x: number) => sstep((x - split) / (x1 - 60 - split));
  /** how far the two branches have drawn apart at x */
  const sep = (x: number) => 170 * sstep((x - split) / 520);
  const greyTop = (x: number) => top0 - sep(x) * 0.55;
  const greyH = (x: number) => band * (1 - handoff(x));
  const greenBot = (x: number) => bot0 + sep(x) * 0.45;
  const greenTop = (x: number) => greenBot(x) - band * handoff(x);

  // grey stream: columns of blocks, shrinking and fading as the branch takes over
  const grey = ["#4C5474", "#545C7C", "#424A6A", "#6A7292"];
  const step = 40;
  for (let x = x0; x < x1; x += step) {
    const mid = x + step / 2;
    const share = 1 - handoff(mid);
    const h = greyH(mid);
    if (h < 8) break;
    const rows = Math.max(1, Math.round(h / 40));
    const rh = h / rows;
    const enter = sstep((x - x0) / 120);
    for (let r = 0; r < rows; r++) {
      const hsh = hash(`${id}/${x}/${r}`);
      const col = hsh % 9 === 0 ? grey[3]! : grey[((x - x0) / step + r) % 2]!;
      s.add(rrect(x + 3, greyTop(mid) + r * rh + 3, step - 6, rh - 6, 6, col, { opacity: f((0.3 + 0.7 * share) * (0.35 + 0.65 * enter)) }));
    }
  }

  // green branch: peels off the bottom of the stream and grows to carry all of it, ending in an arrow
  const topEdge: Pt[] = [];
  const botEdge: Pt[] = [];
  for (let x = split; x <= x1; x += 10) {
    topEdge.push([x, greenTop(x)]);
    botEdge.push([x, Math.max(greenTop(x) + 1, greenBot(x))]);
  }
  const endTop = topEdge[topEdge.length - 1]!;
  const endBot = botEdge[botEdge.length - 1]!;
  const endMid = (endTop[1] + endBot[1]) / 2;
  const bodyD =
    smooth(topEdge, 0.4) +
    `L${f(x1)} ${f(endTop[1] - 26)}L${f(x1 + tipLen)} ${f(endMid)}L${f(x1)} ${f(endBot[1] + 26)}` +
    smooth([...botEdge].reverse(), 0.4).replace(/^M/, "L") +
    "Z";
  const green = s.linU(
    [
      [0, C.teal, 0.55],
      [0.4, C.tealL, 0.95],
      [1, C.lime, 1],
    ],
    split,
    0,
    x1 + tipLen,
    0,
  );
  s.add(g(path(bodyD, C.lime, { opacity: 0.3 }), { filter: s.blur(30) }));
  s.add(path(bodyD, green, { "stroke-linejoin": "round" }));
  s.add(path(smooth(topEdge, 0.4), "none", { stroke: "#fff", "stroke-opacity": 0.5, "stroke-width": 2 }));
  // flow lines inside the branch
  for (let k = 1; k < 4; k++) {
    const pts = topEdge.map(([x, y], i): Pt => [x, y + (botEdge[i]![1] - y) * (k / 4)]).filter(([x]) => x > split + 120);
    s.add(path(smooth(pts, 0.4), "none", { stroke: "#fff", "stroke-opacity": 0.2, "stroke-width": 1.5, "stroke-dasharray": "16 12" }));
  }
  // hand-off links (change data capture): grey blocks → green branch
  [700, 860, 1020, 1170].forEach((x, i) => {
    const yA = greyTop(x) + greyH(x) - 2;
    const xB = x + 46;
    const yB = greenTop(xB) + 2;
    s.add(linkCurve(x, yA, xB, yB, C.tealL, 2, 0.85, i % 2 ? "4 6" : undefined));
    s.add(circle(x, yA, 5.5, C.ink1, { stroke: C.tealL, "stroke-width": 2 }), circle(xB, yB, 4.5, "#fff"));
  });
  s.add(vignette(s));
  return s.toString();
}

/** Question cards pass through a funnel into ranked document blocks with green and red score bars (indigo). */
export function retrievalEvalHero(id: string) {
  const s = canvas(id, {
    from: C.violet,
    to: C.cobaltD,
    glow: C.cobalt,
    glow2: C.violet,
    gx: 0.5,
    gy: 0.45,
    grid: "dots",
    gridSize: 44,
    wash: 0.26,
  });
  s.add(glowBlob(s, 800, 450, 620, 340, C.violet, 0.22));
  // question cards, fanned
  const qs: [number, number, number, string][] = [
    [210, 190, -7, C.cobaltL],
    [250, 330, 4, C.violet],
    [190, 470, -3, C.amber],
    [240, 610, 6, C.sky],
  ];
  qs.forEach(([x, y, rot, col]) => {
    const w = 250;
    const h = 104;
    const r = 22;
    const bubble = `M${r} 0H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${h - r}A${r} ${r} 0 0 1 ${w - r} ${h}H64L38 ${h + 20}L42 ${h}H${r}A${r} ${r} 0 0 1 0 ${h - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
    const card =
      path(bubble, DARK.panel, { "fill-opacity": 0.96, filter: s.shadow(18, 20, 0.45) }) +
      path(bubble, "none", { stroke: "#fff", "stroke-opacity": 0.1, "stroke-width": 1.5, "stroke-linejoin": "round" }) +
      circle(44, 52, 24, col, { "fill-opacity": 0.18 }) +
      path("M35 45.5a9 9 0 1 1 12.5 8.3c-2 .9-3.5 2.4-3.5 4.7", "none", { stroke: col, "stroke-width": 3.6, "stroke-linecap": "round" }) +
      circle(44, 66.5, 2.5, col) +
      skeleton(84, 38, [124, 144]);
    // each question heads for the funnel's mouth
    const from: Pt = [x + w + 6, y + h / 2];
    s.add(linkCurve(from[0], from[1], 600, 450 + (y + h / 2 - 450) * 0.45, col, 2, 0.5, "2 7"));
    s.add(g(card, { transform: `translate(${x} ${y}) rotate(${rot} ${w / 2} ${h / 2})` }));
  });
  // funnel lying on its side: wide mouth left, narrow spout right
  const fx0 = 590;
  const fx1 = 870;
  const spout = 960;
  const mouth = 250;
  const neck = 40;
  const fy = 450;
  const funnelD = `M${fx0} ${fy - mouth}C${fx0 + 150} ${fy - mouth} ${fx1 - 60} ${fy - neck} ${fx1} ${fy - neck}H${spout}V${fy + neck}H${fx1}C${fx1 - 60} ${fy + neck} ${fx0 + 150} ${fy + mouth} ${fx0} ${fy + mouth}Z`;
  s.add(
    path(
      funnelD,
      s.linU(
        [
          [0, C.cobaltL, 0.1],
          [0.7, C.violet, 0.32],
          [1, C.cobaltL, 0.5],
        ],
        fx0,
        0,
        spout,
        0,
      ),
    ),
  );
  s.add(
    path(funnelD, "none", {
      stroke: s.linU(
        [
          [0, C.cobaltL, 0.5],
          [1, "#fff", 0.8],
        ],
        fx0,
        0,
        spout,
        0,
      ),
      "stroke-width": 2.5,
      "stroke-linejoin": "round",
    }),
  );
  s.add(
    `<ellipse cx="${fx0}" cy="${fy}" rx="34" ry="${mouth}" fill="${C.cobaltL}" fill-opacity=".08" stroke="${C.cobaltL}" stroke-opacity=".7" stroke-width="2.5"/>`,
  );
  for (const [x, ry] of [
    [690, 160],
    [780, 92],
  ] as const)
    s.add(
      `<ellipse cx="${x}" cy="${fy}" rx="${f(ry * 0.13)}" ry="${ry}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="1.5"/>`,
    );
  // particles flowing in
  const r = s.r;
  for (let i = 0; i < 26; i++) {
    const x = r.range(fx0 - 40, fx1 + 60);
    const t = Math.max(0, Math.min(1, (x - fx0) / (fx1 - fx0)));
    const half = mouth - (mouth - neck) * (t * t * (3 - 2 * t)) - 16;
    const y = fy + r.range(-half, half);
    s.add(circle(x, y, r.range(2.5, 4.5), r.pick([C.cobaltL, C.violet, C.amber, C.sky, "#fff"]), { opacity: f(r.range(0.5, 0.95)) }));
  }
  // ranked documents with score bars
  const scores: [number, boolean][] = [
    [0.92, true],
    [0.81, true],
    [0.66, true],
    [0.38, false],
    [0.22, false],
  ];
  const dx = 1070;
  const dw = 340;
  const dh = 100;
  const dg = 18;
  const dy0 = fy - (scores.length * dh + (scores.length - 1) * dg) / 2;
  scores.forEach(([score, good], i) => {
    const y = dy0 + i * (dh + dg);
    const cy = y + dh / 2;
    s.add(linkCurve(spout + 6, fy, dx, cy, good ? C.tealL : C.coral, 2, 0.55, good ? undefined : "5 6"));
    const col = good ? C.tealL : C.coral;
    const fade = 1 - i * 0.08;
    const pageW = 54;
    const pageH = 64;
    const page =
      path(`M0 0h${pageW - 16}l16 16v${pageH - 16}h${-pageW}z`, "#E8EAF4", { opacity: 0.92 }) +
      path(`M${pageW - 16} 0v16h16`, "none", { stroke: "#9AA2C4", "stroke-width": 1.5 }) +
      [0, 1, 2, 3].map((k) => bar(9, 24 + k * 10, k === 3 ? 20 : 34, 4, "#8F97B5")).join("");
    s.add(
      g(
        glass(
          s,
          dx,
          y,
          dw,
          dh,
          (i === 0 ? rrect(0.5, 0.5, dw - 1, dh - 1, 20, "none", { stroke: C.tealL, "stroke-opacity": 0.55, "stroke-width": 1.5 }) : "") +
            `<g transform="translate(30 18)">${page}</g>` +
            skeleton(108, 27, [150 - (i % 2) * 30, 196]) +
            bar(108, 69, 206, 12, DARK.line) +
            bar(108, 69, Math.max(12, 206 * score), 12, col),
          20,
        ),
        { opacity: f(fade) },
      ),
    );
  });
  s.add(vignette(s));
  return s.toString();
}

/** Stacked blocks for cloud resources, several idle and faded, under a falling cost line (teal → navy). */
export function terraformCostHero(id: string) {
  const s = canvas(id, {
    from: C.teal,
    to: "#0A1030",
    glow: C.teal,
    glow2: C.cobalt,
    gx: 0.4,
    gy: 0.4,
    grid: "lines",
    gridSize: 52,
    wash: 0.36,
  });
  const o: Iso = { ox: 830, oy: 294, k: 42 };
  s.add(glowBlob(s, 830, 540, 620, 300, C.teal, 0.28));
  // ground plate
  const plate = (pts: Pt[], fill: string, a: Record<string, string | number> = {}) => poly(pts, fill, a);
  const P = (x: number, y: number, z = 0) => iso(o, x, y, z);
  s.add(plate([P(-0.6, -0.6, -0.4), P(9.6, -0.6, -0.4), P(9.6, 9.6, -0.4), P(-0.6, 9.6, -0.4)], "#0B2030", { opacity: 0.9 }));
  s.add(plate([P(-0.6, 9.6, -0.4), P(9.6, 9.6, -0.4), P(9.6, 9.6, -0.9), P(-0.6, 9.6, -0.9)], "#081623"));
  s.add(plate([P(9.6, -0.6, -0.4), P(9.6, 9.6, -0.4), P(9.6, 9.6, -0.9), P(9.6, -0.6, -0.9)], "#0A1B2A"));
  s.add(
    plate([P(-0.6, -0.6, -0.4), P(9.6, -0.6, -0.4), P(9.6, 9.6, -0.4), P(-0.6, 9.6, -0.4)], "none", {
      stroke: C.tealL,
      "stroke-opacity": 0.35,
      "stroke-width": 1.5,
    }),
  );
  const cube = (x: number, y: number, z: number, col: string, idle: boolean) => {
    const a = 1.7;
    const h = 1;
    const top = [P(x, y, z + h), P(x + a, y, z + h), P(x + a, y + a, z + h), P(x, y + a, z + h)];
    const left = [P(x, y + a, z), P(x + a, y + a, z), P(x + a, y + a, z + h), P(x, y + a, z + h)];
    const right = [P(x + a, y, z), P(x + a, y + a, z), P(x + a, y + a, z + h), P(x + a, y, z + h)];
    if (idle) {
      const st = { stroke: C.muted, "stroke-opacity": 0.55, "stroke-width": 1.5, "stroke-dasharray": "5 5", "stroke-linejoin": "round" };
      return (
        plate(left, C.ink3, { "fill-opacity": 0.22, ...st }) +
        plate(right, C.ink3, { "fill-opacity": 0.3, ...st }) +
        plate(top, C.ink4, { "fill-opacity": 0.35, ...st })
      );
    }
    const sa = { stroke: shade(col, 1.25), "stroke-opacity": 0.5, "stroke-width": 1, "stroke-linejoin": "round" };
    return plate(left, shade(col, 0.55), sa) + plate(right, shade(col, 0.75), sa) + plate(top, shade(col, 1.08), sa);
  };
  // grid of stacks: [x, y, height, colour, idle]
  const cols = [C.tealL, C.teal, C.sky, mix(C.teal, C.sky, 0.5)];
  const stacks: [number, number, number, string, boolean][] = [];
  const idleAt = new Set(["0,2", "1,0", "2,3", "3,1", "0,3"]);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const idle = idleAt.has(`${i},${j}`);
      const h = idle ? 1 + ((i + j) % 2) : 1 + ((i * 3 + j * 5) % 3);
      stacks.push([0.2 + i * 2.35, 0.2 + j * 2.35, h, cols[(i + 2 * j) % cols.length]!, idle]);
    }
  stacks
    .sort((a, b) => a[0] + a[1] - (b[0] + b[1]))
    .forEach(([x, y, h, col, idle]) => {
      for (let z = 0; z < h; z++) s.add(cube(x, y, z * 1.08, idle ? col : z === h - 1 ? col : shade(col, 0.85), idle));
      if (idle) {
        const [zx, zy] = P(x + 0.85, y + 0.85, h * 1.08 + 0.7);
        s.add(circle(zx, zy, 15, C.ink2, { stroke: C.muted, "stroke-opacity": 0.6, "stroke-width": 1.5 }));
        s.add(path(`M${f(zx - 6)} ${f(zy)}h12`, "none", { stroke: C.muted, "stroke-width": 2.5, "stroke-linecap": "round" }));
      }
    });
  // falling cost line
  const pts: Pt[] = [
    [240, 214],
    [400, 226],
    [540, 262],
    [690, 300],
    [840, 372],
    [990, 420],
    [1140, 500],
    [1330, 566],
  ];
  const lineD = smooth(pts, 0.5);
  s.add(
    g(path(lineD, "none", { stroke: C.coral, "stroke-width": 12, "stroke-opacity": 0.4, "stroke-linecap": "round" }), {
      filter: s.blur(10),
    }),
  );
  s.add(
    path(lineD, "none", {
      stroke: s.linU(
        [
          [0, C.coral],
          [1, C.amber],
        ],
        240,
        0,
        1330,
        0,
      ),
      "stroke-width": 5,
      "stroke-linecap": "round",
    }),
  );
  pts.slice(1, -1).forEach(([x, y], i) => s.add(circle(x, y, 9, C.ink1, { stroke: i % 2 ? C.amber : C.coral, "stroke-width": 3 })));
  const endA = Math.atan2(566 - 500, 1330 - 1140);
  s.add(arrowHead(1330 + Math.cos(endA) * 30, 566 + Math.sin(endA) * 30, endA, 30, C.amber));
  s.add(vignette(s));
  return s.toString();
}

/** A phone outline holding stacked databases, dotted sync arrows to a cloud (amber → indigo). */
export function offlineFirstHero(id: string) {
  const s = canvas(id, {
    from: C.cobalt,
    to: C.amber,
    glow: C.cobalt,
    glow2: C.amber,
    gx: 0.62,
    gy: 0.32,
    grid: "dots",
    gridSize: 44,
    wash: 0.3,
  });
  s.add(glowBlob(s, 520, 640, 420, 300, C.amber, 0.22));
  // phone outline
  const px = 400;
  const py = 150;
  const pw = 290;
  const ph = 600;
  s.add(glowBlob(s, px + pw / 2, py + ph / 2, 260, 360, C.amber, 0.14));
  s.add(rrect(px, py, pw, ph, 52, C.ink1, { "fill-opacity": 0.55, filter: s.shadow(26, 30, 0.5) }));
  s.add(
    rrect(px, py, pw, ph, 52, "none", {
      stroke: s.linU(
        [
          [0, C.amberL],
          [1, C.cobaltL],
        ],
        px,
        py,
        px + pw,
        py + ph,
      ),
      "stroke-width": 5,
    }),
  );
  s.add(rrect(px + 16, py + 16, pw - 32, ph - 32, 40, "none", { stroke: "#fff", "stroke-opacity": 0.1, "stroke-width": 1.5 }));
  s.add(rrect(px + pw / 2 - 44, py + 30, 88, 20, 10, "#fff", { opacity: 0.12 }));
  s.add(rrect(px + pw / 2 - 50, py + ph - 34, 100, 6, 3, "#fff", { opacity: 0.25 }));
  // offline signal, top
  [0, 1, 2, 3].forEach((k) => s.add(rrect(px + 48 + k * 14, py + 50 - k * 6, 8, 10 + k * 6, 2, "#fff", { opacity: k < 1 ? 0.8 : 0.18 })));
  // stacked databases inside
  const dcx = px + pw / 2;
  const cols = [C.amber, C.coral, C.cobaltL];
  cols.forEach((col, i) => {
    const top = py + 352 - i * 120;
    s.add(cylinder(s, dcx, top, 84, 96, col));
  });
  // local write queue: dots at the phone's foot
  [0, 1, 2].forEach((k) => s.add(circle(dcx - 30 + k * 30, py + ph - 62, 7, C.amberL, { opacity: 0.35 + k * 0.25 })));
  // cloud
  const ccx = 1200;
  const ccy = 340;
  const ck = 1.15;
  const cloud = cloudPath(ccx, ccy, ck);
  s.add(glowBlob(s, ccx, ccy - 20, 320, 220, C.cobalt, 0.45));
  s.add(
    path(
      cloud,
      s.linU(
        [
          [0, "#7C89FF"],
          [1, C.cobaltD],
        ],
        0,
        ccy - 200,
        0,
        ccy + 80,
      ),
      { filter: s.shadow(22, 26, 0.5) },
    ),
  );
  s.add(
    path(
      cloud,
      s.linU(
        [
          [0, "#fff", 0.28],
          [0.5, "#fff", 0],
        ],
        0,
        ccy - 200,
        0,
        ccy + 80,
      ),
    ),
    path(cloud, "none", { stroke: "#fff", "stroke-opacity": 0.45, "stroke-width": 2 }),
  );
  // a synced copy in the cloud
  [0, 1, 2].forEach((k) => s.add(rrect(ccx - 66, ccy - 40 + k * 30, 132, 18, 9, "#fff", { opacity: f(0.5 - k * 0.12) })));
  [0, 1, 2].forEach((k) => s.add(circle(ccx + 46, ccy - 31 + k * 30, 4.5, k === 0 ? C.amberL : C.tealL)));
  // dotted sync arrows: local changes up, server changes down
  const up0: Pt = [px + pw + 26, py + 200];
  const up3: Pt = [ccx - 232, ccy - 6];
  const dn0: Pt = [ccx - 110, ccy + ck * 70 + 26];
  const dn3: Pt = [px + pw + 26, py + 400];
  const arrows: [Pt, Pt, Pt, Pt, string][] = [
    [up0, [up0[0] + 150, up0[1] - 40], [up3[0] - 150, up3[1] - 10], up3, C.amberL],
    [dn0, [dn0[0] - 10, dn0[1] + 150], [dn3[0] + 230, dn3[1] + 20], dn3, C.cobaltL],
  ];
  for (const [a, b, c, d, col] of arrows) {
    s.add(path(bezPath(a, b, c, d), "none", { stroke: col, "stroke-width": 6, "stroke-linecap": "round", "stroke-dasharray": "0.1 17" }));
    const e = bez(a, b, c, d, 1);
    s.add(arrowHead(e.p[0] + Math.cos(e.a) * 18, e.p[1] + Math.sin(e.a) * 18, e.a, 24, col));
  }
  s.add(vignette(s));
  return s.toString();
}

/** Three site records merging into one patient card with a QR square and a tick, a dotted line through a padlock to a building (teal → violet). */
export function abhaLinkingHero(id: string) {
  const s = canvas(id, {
    from: C.teal,
    to: C.violet,
    glow: C.teal,
    glow2: C.violet,
    gx: 0.45,
    gy: 0.5,
    grid: "dots",
    gridSize: 44,
    wash: 0.3,
  });
  s.add(glowBlob(s, 780, 450, 420, 300, C.teal, 0.22));
  s.add(glowBlob(s, 1320, 470, 260, 220, C.violet, 0.28));
  // three records from different sites, on the left
  const cx = 640;
  const cy = 220;
  const cw = 320;
  const chh = 460;
  const sites: [number, number, string][] = [
    [150, 190, C.tealL],
    [110, 400, C.amber],
    [170, 610, C.sky],
  ];
  sites.forEach(([x, y, col], i) => {
    const w = 250;
    const h = 110;
    s.add(linkCurve(x + w, y + h / 2, cx, cy + 150 + i * 80, col, 3, 0.7, "2 10"));
    s.add(arrowHead(cx - 2, cy + 150 + i * 80, 0, 18, col));
    s.add(glass(s, x, y, w, h, circle(36, 38, 12, col) + skeleton(62, 30, [130, 150, 100]), 18));
  });
  // the one patient record, centre
  const body =
    iconTile("user", 32, 32, 72, C.tealL, 0.2) +
    skeleton(124, 46, [150, 120, 90]) +
    bar(32, 140, 256, 1, DARK.line) +
    skeleton(32, 166, [200, 240, 180, 220]);
  s.add(glass(s, cx, cy, cw, chh, body, 24));
  // a QR-like square at the card's foot
  const qx = cx + 32;
  const qy = cy + chh - 150;
  const cell = 11;
  const n = 11;
  s.add(rrect(qx - 8, qy - 8, n * cell + 16, n * cell + 16, 10, "#fff", { opacity: 0.92 }));
  const finder = (fx: number, fy: number) =>
    rect(qx + fx * cell, qy + fy * cell, cell * 3, cell * 3, C.ink1) +
    rect(qx + fx * cell + cell * 0.6, qy + fy * cell + cell * 0.6, cell * 1.8, cell * 1.8, "#fff") +
    rect(qx + fx * cell + cell, qy + fy * cell + cell, cell, cell, C.ink1);
  s.add(finder(0, 0), finder(n - 3, 0), finder(0, n - 3));
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const inFinder = (i < 4 && j < 4) || (i >= n - 4 && j < 4) || (i < 4 && j >= n - 4);
      if (!inFinder && s.r.range(0, 1) < 0.48) s.add(rect(qx + i * cell, qy + j * cell, cell, cell, C.ink1));
    }
  s.add(tick(s, cx + cw - 60, qy + 56, 26));
  // dashed link through a padlock to an outside building
  const lx = 1130;
  const ly = 450;
  s.add(linkCurve(cx + cw, cy + chh / 2, lx - 50, ly, C.tealL, 4, 0.85, "0.1 14"));
  s.add(linkCurve(lx + 50, ly, 1286, 470, C.violet, 4, 0.85, "0.1 14"));
  s.add(circle(lx, ly, 48, C.ink1, { filter: s.shadow(16, 18, 0.45) }));
  s.add(
    circle(lx, ly, 48, "none", {
      stroke: s.linU(
        [
          [0, C.tealL],
          [1, C.violet],
        ],
        lx - 48,
        ly - 48,
        lx + 48,
        ly + 48,
      ),
      "stroke-width": 4,
    }),
  );
  s.add(icon("lock", lx - 24, ly - 26, 48, "#fff", 3));
  // the building: a block with a grid of windows and a door
  const bx = 1290;
  const by = 300;
  const bw = 200;
  const bh = 320;
  s.add(
    rrect(
      bx,
      by,
      bw,
      bh,
      10,
      s.linU(
        [
          [0, mix(C.violet, C.cobalt, 0.4)],
          [1, shade(C.violet, 0.45)],
        ],
        bx,
        by,
        bx,
        by + bh,
      ),
      { filter: s.shadow(22, 24, 0.5) },
    ),
  );
  s.add(rrect(bx + 0.5, by + 0.5, bw - 1, bh - 1, 10, "none", { stroke: "#fff", "stroke-opacity": 0.25, "stroke-width": 1.5 }));
  s.add(rect(bx - 14, by - 16, bw + 28, 20, shade(C.violet, 0.7), { rx: 6 }));
  for (let row = 0; row < 4; row++)
    for (let k = 0; k < 3; k++)
      s.add(rrect(bx + 28 + k * 54, by + 34 + row * 56, 36, 32, 5, "#fff", { opacity: (row + k) % 3 === 0 ? 0.75 : 0.22 }));
  s.add(rrect(bx + bw / 2 - 26, by + bh - 70, 52, 70, 6, C.ink1, { opacity: 0.75 }));
  s.add(vignette(s));
  return s.toString();
}

/** Till outlines, each with a short queue of receipt slips, feeding one tall stack of ledger rows along dotted lines (amber → teal). */
export function stockLedgerHero(id: string) {
  const s = canvas(id, {
    from: C.amber,
    to: C.teal,
    glow: C.teal,
    glow2: C.amber,
    gx: 0.62,
    gy: 0.48,
    grid: "dots",
    gridSize: 44,
    wash: 0.3,
  });
  s.add(glowBlob(s, 360, 450, 360, 380, C.amber, 0.16));
  // the ledger: one tall stack of thin rows, newest on top
  const lx = 1010;
  const lw = 380;
  const rowH = 30;
  const rowGap = 12;
  const rows = 16;
  const ly = 450 - (rows * rowH + (rows - 1) * rowGap) / 2;
  const ledgerH = rows * rowH + (rows - 1) * rowGap;
  s.add(glowBlob(s, lx + lw / 2, 450, 330, 420, C.tealL, 0.24));
  s.add(
    rrect(lx - 26, ly - 26, lw + 52, ledgerH + 52, 28, DARK.panel, { "fill-opacity": 0.7, filter: s.shadow(24, 28, 0.5) }),
    rrect(lx - 26, ly - 26, lw + 52, ledgerH + 52, 28, "none", {
      stroke: s.linU(
        [
          [0, C.tealL, 0.6],
          [1, "#fff", 0.08],
        ],
        0,
        ly - 26,
        0,
        ly + ledgerH + 26,
      ),
      "stroke-width": 1.5,
    }),
  );
  for (let i = 0; i < rows; i++) {
    const y = ly + i * (rowH + rowGap);
    const hsh = hash(`${id}/row/${i}`);
    // most rows take stock out (sales), a few put it back (receipts)
    const incoming = hsh % 5 === 0;
    const col = incoming ? C.tealL : C.amber;
    const fresh = i < 3;
    const op = fresh ? 1 : 0.45 + 0.5 * (1 - i / rows);
    s.add(
      g(
        rrect(lx, y, lw, rowH, 9, fresh ? C.ink3 : C.ink2, { stroke: fresh ? C.tealL : "#fff", "stroke-opacity": fresh ? 0.6 : 0.08 }) +
          rect(lx, y + 6, 4, rowH - 12, col) +
          circle(lx + 24, y + rowH / 2, 6, col, { "fill-opacity": 0.85 }) +
          bar(lx + 44, y + rowH / 2 - 4, 90 + (hsh % 5) * 22, 8, DARK.muted, 0.55) +
          bar(lx + lw - 30 - (28 + (hsh % 3) * 12), y + rowH / 2 - 4, 28 + (hsh % 3) * 12, 8, col, 0.8),
        { opacity: f(op) },
      ),
    );
  }
  // the newest row, just appended
  s.add(g(rrect(lx - 6, ly - 6, lw + 12, rowH + 12, 13, C.tealL, { opacity: 0.35 }), { filter: s.blur(12) }));
  // three till outlines on the left, each with its short queue of slips
  const tills: [number, string][] = [
    [210, C.amberL],
    [450, C.amber],
    [690, C.coralL],
  ];
  const tx = 150;
  const sw = 196;
  const sh = 118;
  const slip = (x: number, y: number, w: number, h: number, col: string, op: number) => {
    const teeth = 5;
    const tw = w / teeth;
    let d = `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}`;
    for (let k = 0; k < teeth; k++) d += `L${f(x + w - tw * (k + 0.5))} ${f(y + h - 7)}L${f(x + w - tw * (k + 1))} ${f(y + h)}`;
    d += "Z";
    return g(
      path(d, C.paper, { "fill-opacity": 0.94, filter: s.shadow(8, 10, 0.4) }) +
        rect(x, y, w, 5, col) +
        bar(x + 8, y + 14, w - 16, 5, C.ink3, 0.55) +
        bar(x + 8, y + 25, w - 24, 5, C.ink3, 0.4) +
        bar(x + 8, y + 36, w - 20, 5, C.ink3, 0.4),
      { opacity: f(op) },
    );
  };
  tills.forEach(([cy, col], i) => {
    const top = cy - sh / 2 - 20;
    // screen outline on a short stand
    s.add(
      rrect(tx, top, sw, sh, 16, C.ink1, { "fill-opacity": 0.55, filter: s.shadow(16, 18, 0.45) }),
      rrect(tx, top, sw, sh, 16, "none", { stroke: col, "stroke-width": 3.5 }),
      rrect(tx + 14, top + 14, sw - 28, sh - 28, 8, "none", { stroke: "#fff", "stroke-opacity": 0.12, "stroke-width": 1.5 }),
      skeleton(tx + 30, top + 32, [86, 120, 70], "#E8EAF4"),
      path(
        `M${f(tx + sw / 2 - 16)} ${f(top + sh)}L${f(tx + sw / 2 - 24)} ${f(top + sh + 26)}H${f(tx + sw / 2 + 24)}L${f(tx + sw / 2 + 16)} ${f(top + sh)}Z`,
        "none",
        {
          stroke: col,
          "stroke-width": 3,
          "stroke-linejoin": "round",
        },
      ),
      rrect(tx + sw / 2 - 62, top + sh + 26, 124, 12, 6, "none", { stroke: col, "stroke-width": 3 }),
    );
    // the queue: three slips waiting beside the till, the oldest (next to leave) on the right
    const qx = tx + sw + 26;
    for (let k = 0; k < 3; k++) s.add(slip(qx + k * 34, top + 28 - k * 4, 58, 74, col, 0.6 + k * 0.2));
    // a dotted line carrying the queue into the ledger
    const from: Pt = [qx + 68 + 58 + 18, top + 58];
    const to: Pt = [lx - 40, ly + rowH / 2 + i * (rowH + rowGap)];
    const mx = (from[0] + to[0]) / 2;
    const p1: Pt = [mx, from[1]];
    const p2: Pt = [mx, to[1]];
    s.add(
      path(bezPath(from, p1, p2, to), "none", {
        stroke: col,
        "stroke-width": 6,
        "stroke-linecap": "round",
        "stroke-dasharray": "0.1 17",
        "stroke-opacity": 0.9,
      }),
    );
    const e = bez(from, p1, p2, to, 1);
    s.add(arrowHead(e.p[0] + Math.cos(e.a) * 16, e.p[1] + Math.sin(e.a) * 16, e.a, 22, col));
    // a slip in flight along the line
    const m = bez(from, p1, p2, to, 0.5 + (i - 1) * 0.08).p;
    s.add(slip(m[0] - 20, m[1] - 26, 40, 52, col, 0.95));
  });
  s.add(vignette(s));
  return s.toString();
}

/** Any other article: article-card stack and linked nodes, coloured from its tags (seeded by the id). */
export function genericInsightHero(id: string, tags: readonly string[] = []) {
  const palettes: [string, string, string][] = [
    [C.cobalt, C.tealL, C.coral],
    [C.teal, C.cobalt, C.amber],
    [C.violet, C.cobalt, C.tealL],
    [C.coral, C.cobalt, C.amber],
  ];
  const [a, b, c] = palettes[hash(tags.join(",") || id) % palettes.length]!;
  const s = canvas(id, { from: a, to: b, glow: a, glow2: c, gx: 0.5, gy: 0.45, grid: "dots", wash: 0.26 });
  const r = s.r;
  s.add(glowBlob(s, 800, 450, 600, 340, a, 0.3));
  // linked nodes on a tilted orbit around a stack of article cards
  const nodes: Pt[] = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = ((i + r.range(-0.2, 0.2)) / n) * Math.PI * 2 - Math.PI / 2;
    nodes.push([800 + Math.cos(t) * 470, 450 + Math.sin(t) * 290]);
  }
  s.add(
    `<ellipse cx="800" cy="450" rx="470" ry="290" fill="none" stroke="${b}" stroke-opacity=".22" stroke-width="1.5" stroke-dasharray="3 9"/>`,
  );
  nodes.forEach((p, i) => {
    const q = nodes[(i + 2) % n]!;
    s.add(linkCurve(p[0], p[1], q[0], q[1], b, 1.6, 0.35, "6 8"));
  });
  nodes.forEach(([x, y], i) => s.add(circle(x, y, 26, i % 2 ? b : c, { opacity: 0.16 }), circle(x, y, 11, i % 2 ? b : c)));
  for (let i = 0; i < 3; i++) {
    const x = 560 + i * 40;
    const y = 250 + i * 50;
    const body =
      skeleton(36, 50, [220, 300, 260, 180]) + bar(36, 176, 340, 12, DARK.line) + bar(36, 176, 120 + i * 80, 12, mix(b, c, i / 2));
    s.add(glass(s, x, y, 420, 240, i === 2 ? body : "", 22));
  }
  s.add(vignette(s));
  return s.toString();
}

/** Bespoke drawings by article slug; an article without one gets `genericInsightHero`. */
export const INSIGHT_HEROES: Record<string, (id: string) => string> = {
  "rbi-lending-rules-as-acceptance-tests": rbiRulesHero,
  "upi-callbacks-exactly-once": upiExactlyOnceHero,
  "strangler-migration-kept-lender-disbursing": stranglerHero,
  "evaluating-a-retrieval-assistant": retrievalEvalHero,
  "terraform-estate-cost-review": terraformCostHero,
  "offline-first-field-apps": offlineFirstHero,
  "abha-linking-across-a-clinic-network": abhaLinkingHero,
  "per-sku-stock-ledgers-across-tills": stockLedgerHero,
};

/** The hero SVG of one article, drawn from a seed fixed by its image id. */
export function insightHero(post: Insight): string {
  const draw = INSIGHT_HEROES[post.slug];
  return draw ? draw(post.image.id) : genericInsightHero(post.image.id, post.tags);
}
