/**
 * SVG scene kit: a tiny scene builder (with a defs collector) plus reusable
 * primitives — backdrops, isometric blocks, devices and UI widgets.
 * Everything returns SVG strings; coordinates are in the scene's viewBox.
 */
import { esc, rng, type Rng, SANS, DISPLAY } from "./core.ts";
import { readBrandColors } from "./tokens.ts";
import { textWidth } from "./measure.ts";

const T = readBrandColors();

/**
 * Palette. Brand colours come from the site's design tokens (src/app.css); the rest are tints and
 * accents only the drawings use, which have no site token.
 */
export const C = {
  ink0: T.ink0,
  ink1: T.ink1,
  ink2: T.ink2,
  ink3: T.ink3,
  ink4: "#2F3856",
  cobalt: T.cobalt,
  cobaltL: T.cobaltL,
  cobaltD: "#2733C9",
  coral: T.coral,
  coralL: "#FF9A78",
  teal: T.teal,
  tealL: "#3FD1BE",
  amber: T.amber,
  amberL: "#FFD37A",
  surface: T.surface,
  paper: "#ECEBE6",
  text: "#E8EAF4",
  muted: "#8F97B5",
  dim: "#5B6489",
  violet: "#8B5CF6",
  rose: "#F25C8A",
  sky: "#38BDF8",
  lime: "#8CD867",
} as const;

export type Stop = [offset: number, color: string, opacity?: number];

/**
 * The seed a picture is drawn from: its id, as first drawn. Capability, industry and case-study
 * pictures were filed under their routes' words (`products/`, `services/`, `case/`) before they
 * took the collections' names, and keep their seeds, so a renamed picture keeps its drawing.
 */
const FIRST_PREFIXES: Record<string, string> = { capabilities: "products", industries: "services", cases: "case" };
export function drawingSeed(id: string) {
  const [prefix, ...rest] = id.split("/");
  const first = FIRST_PREFIXES[prefix!];
  // `cases/thumb-N` (the home grid's thumbnails) were always filed under `cases/`.
  return first && !/^thumb-\d+$/.test(rest[0] ?? "") ? [first, ...rest].join("/") : id;
}

export class Scene {
  defs: string[] = [];
  body: string[] = [];
  private n = 0;
  r: Rng;
  constructor(
    public w: number,
    public h: number,
    /** A picture's id (or another name for the drawing); see `drawingSeed`. */
    seed: string,
  ) {
    this.r = rng(drawingSeed(seed));
  }
  uid(p = "d") {
    return `${p}${++this.n}`;
  }
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid("l");
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** userSpace linear gradient */
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.uid("l");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.uid("r");
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.uid("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.uid("b");
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }
  shadow(dy = 18, sd = 22, opacity = 0.45, color = "#000"): string {
    const id = this.uid("s");
    this.defs.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${sd}" flood-color="${color}" flood-opacity="${opacity}"/></filter>`,
    );
    return `url(#${id})`;
  }
  mask(content: string): string {
    const id = this.uid("m");
    this.defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${content}</mask>`);
    return `url(#${id})`;
  }
  add(...parts: string[]) {
    this.body.push(...parts);
    return this;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

function stopsSvg(stops: Stop[]) {
  return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
}

/** number formatting for compact SVG */
export function f(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

/* ------------------------------------------------------------------ */
/* Primitive helpers                                                    */
/* ------------------------------------------------------------------ */

type Attrs = Record<string, string | number | undefined>;
function attrs(a: Attrs) {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? f(v) : v}"`)
    .join("");
}

export function rect(x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) {
  return `<rect${attrs({ x, y, width: w, height: h, fill, ...a })}/>`;
}
export function rrect(x: number, y: number, w: number, h: number, r: number, fill: string, a: Attrs = {}) {
  return `<rect${attrs({ x, y, width: w, height: h, rx: r, fill, ...a })}/>`;
}
export function circle(cx: number, cy: number, r: number, fill: string, a: Attrs = {}) {
  return `<circle${attrs({ cx, cy, r, fill, ...a })}/>`;
}
export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, sw = 1, a: Attrs = {}) {
  return `<line${attrs({ x1, y1, x2, y2, stroke, "stroke-width": sw, ...a })}/>`;
}
export function path(d: string, fill: string, a: Attrs = {}) {
  return `<path${attrs({ d, fill, ...a })}/>`;
}
export function poly(pts: [number, number][], fill: string, a: Attrs = {}) {
  return `<polygon${attrs({ points: pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" "), fill, ...a })}/>`;
}
export function g(content: string, a: Attrs = {}) {
  return `<g${attrs(a)}>${content}</g>`;
}
export function tr(x: number, y: number, content: string, scale = 1) {
  return `<g transform="translate(${f(x)} ${f(y)})${scale !== 1 ? ` scale(${scale})` : ""}">${content}</g>`;
}

export type TextOpts = {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  family?: "sans" | "display";
  ls?: number;
  opacity?: number;
};
export function text(x: number, y: number, str: string, o: TextOpts = {}) {
  return `<text${attrs({
    x,
    y,
    "font-family": o.family === "display" ? DISPLAY : SANS,
    "font-size": o.size ?? 14,
    "font-weight": o.weight ?? 500,
    fill: o.fill ?? C.text,
    "text-anchor": o.anchor && o.anchor !== "start" ? o.anchor : undefined,
    "letter-spacing": o.ls,
    opacity: o.opacity,
  })}>${esc(str)}</text>`;
}

/** Smooth path through points (Catmull-Rom → cubic Bézier). */
export function smooth(pts: [number, number][], tension = 0.5): string {
  if (pts.length < 2) return "";
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    const k = tension / 3;
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/* ------------------------------------------------------------------ */
/* Backdrops                                                            */
/* ------------------------------------------------------------------ */

export type BackdropOpts = {
  glow?: string;
  glow2?: string;
  gx?: number;
  gy?: number;
  grid?: "lines" | "dots" | "none";
  gridSize?: number;
  base?: [string, string];
};

/** Dark ink backdrop with soft glows and a grid that fades toward the left. */
export function backdrop(s: Scene, o: BackdropOpts = {}) {
  const { w, h } = s;
  const base = o.base ?? [C.ink0, C.ink1];
  const out: string[] = [];
  out.push(
    rect(
      0,
      0,
      w,
      h,
      s.lin(
        [
          [0, base[0]],
          [1, base[1]],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const gx = o.gx ?? 0.74;
  const gy = o.gy ?? 0.42;
  out.push(
    rect(
      0,
      0,
      w,
      h,
      s.rad(
        [
          [0, o.glow ?? C.cobalt, 0.42],
          [0.55, o.glow ?? C.cobalt, 0.08],
          [1, o.glow ?? C.cobalt, 0],
        ],
        gx,
        gy,
        0.62,
      ),
    ),
  );
  if (o.glow2)
    out.push(
      rect(
        0,
        0,
        w,
        h,
        s.rad(
          [
            [0, o.glow2, 0.26],
            [1, o.glow2, 0],
          ],
          Math.min(0.95, gx + 0.16),
          Math.min(0.95, gy + 0.42),
          0.36,
        ),
      ),
    );
  const grid = o.grid ?? "lines";
  if (grid !== "none") {
    const gs = o.gridSize ?? 48;
    const m = s.mask(
      rect(
        0,
        0,
        w,
        h,
        s.rad(
          [
            [0, "#fff", 1],
            [0.7, "#fff", 0.35],
            [1, "#fff", 0],
          ],
          gx,
          gy,
          0.75,
        ),
      ),
    );
    let gp = "";
    if (grid === "lines") {
      let d = "";
      for (let x = gs; x < w; x += gs) d += `M${x} 0V${h}`;
      for (let y = gs; y < h; y += gs) d += `M0 ${y}H${w}`;
      gp = path(d, "none", { stroke: C.cobaltL, "stroke-opacity": 0.09, "stroke-width": 1 });
    } else {
      let d = "";
      for (let x = gs; x < w; x += gs) for (let y = gs; y < h; y += gs) d += `M${x - 1.2} ${y}a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0 -2.4 0`;
      gp = path(d, C.cobaltL, { opacity: 0.22 });
    }
    out.push(g(gp, { mask: m }));
  }
  return out.join("");
}

/** Large faint orbit rings with satellites. */
export function orbits(s: Scene, cx: number, cy: number, radii: number[], color: string = C.cobaltL, tilt = 0.38, rot = -12) {
  const out: string[] = [];
  radii.forEach((r, i) => {
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * tilt)}" fill="none" stroke="${color}" stroke-opacity="${0.22 - i * 0.04}" stroke-width="1.2"${i % 2 ? ' stroke-dasharray="3 7"' : ""} transform="rotate(${rot} ${f(cx)} ${f(cy)})"/>`,
    );
    const a = s.r.range(0, Math.PI * 2);
    const rr = (rot * Math.PI) / 180;
    const ex = r * Math.cos(a);
    const ey = r * tilt * Math.sin(a);
    const px = cx + ex * Math.cos(rr) - ey * Math.sin(rr);
    const py = cy + ex * Math.sin(rr) + ey * Math.cos(rr);
    const col = i % 2 ? C.coral : C.tealL;
    out.push(circle(px, py, 9, col, { opacity: 0.18 }), circle(px, py, 4, col));
  });
  return out.join("");
}

/** Soft blurred glow blob (cheap radial gradient ellipse). */
export function glowBlob(s: Scene, cx: number, cy: number, rx: number, ry: number, color: string, opacity = 0.5) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${s.rad([
    [0, color, opacity],
    [1, color, 0],
  ])}"/>`;
}

/* ------------------------------------------------------------------ */
/* Isometric                                                            */
/* ------------------------------------------------------------------ */

const COS30 = Math.cos(Math.PI / 6);
export type Iso = { ox: number; oy: number; k: number };
export function iso(o: Iso, x: number, y: number, z = 0): [number, number] {
  return [o.ox + (x - y) * COS30 * o.k, o.oy + (x + y) * 0.5 * o.k - z * o.k];
}

/** shade a hex colour by factor (<1 darker, >1 lighter) */
export function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.max(0, Math.min(255, Math.round(k >= 1 ? c + (255 - c) * (k - 1) : c * k))),
  );
  return "#" + ch.map((c) => c.toString(16).padStart(2, "0")).join("");
}
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = [16, 8, 0].map((sh) => Math.round(((pa >> sh) & 255) * (1 - t) + ((pb >> sh) & 255) * t));
  return "#" + ch.map((c) => c.toString(16).padStart(2, "0")).join("");
}

export type BoxStyle = { top: string; left?: string; right?: string; stroke?: string; topFill?: string };
/** Isometric box; returns polygons for top, front-left and front-right faces. */
export function isoBox(o: Iso, x: number, y: number, z: number, w: number, d: number, h: number, st: BoxStyle) {
  const P = (a: number, b: number, c: number) => iso(o, a, b, c);
  const left = st.left ?? shade(st.top, 0.62);
  const right = st.right ?? shade(st.top, 0.8);
  const sa = st.stroke ? { stroke: st.stroke, "stroke-width": 1, "stroke-linejoin": "round" } : {};
  return (
    poly([P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)], left, sa) +
    poly([P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)], right, sa) +
    poly([P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)], st.topFill ?? st.top, sa)
  );
}

/** SVG transform matrix mapping local (u,v) to the iso ground plane at height z. */
export function isoTop(o: Iso, x: number, y: number, z: number, unit = 1) {
  const [ex, ey] = iso(o, x, y, z);
  const k = o.k * unit;
  return `matrix(${f4(COS30 * k)} ${f4(0.5 * k)} ${f4(-COS30 * k)} ${f4(0.5 * k)} ${f(ex)} ${f(ey)})`;
}
/** Matrix for an upright panel facing front-left (spans x and -z). */
export function isoLeftWall(o: Iso, x: number, y: number, z: number, unit = 1) {
  const [ex, ey] = iso(o, x, y, z);
  const k = o.k * unit;
  return `matrix(${f4(COS30 * k)} ${f4(0.5 * k)} 0 ${f4(k)} ${f(ex)} ${f(ey)})`;
}
/** Matrix for an upright panel facing front-right (spans -y and -z). */
export function isoRightWall(o: Iso, x: number, y: number, z: number, unit = 1) {
  const [ex, ey] = iso(o, x, y, z);
  const k = o.k * unit;
  return `matrix(${f4(COS30 * k)} ${f4(-0.5 * k)} 0 ${f4(k)} ${f(ex)} ${f(ey)})`;
}
function f4(n: number) {
  return (Math.round(n * 10000) / 10000).toString();
}

/** Isometric cylinder (e.g. a database). */
export function isoCylinder(o: Iso, x: number, y: number, z: number, r: number, h: number, color: string) {
  const [cx, cy] = iso(o, x, y, z);
  const rx = r * o.k * COS30 * 1.15;
  const ry = rx * 0.5 * 1.1547;
  const hh = h * o.k;
  const side = `M${f(cx - rx)} ${f(cy - hh)}V${f(cy)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(cy)}V${f(cy - hh)}Z`;
  return (
    path(side, shade(color, 0.7)) +
    `<ellipse cx="${f(cx)}" cy="${f(cy - hh)}" rx="${f(rx)}" ry="${f(ry)}" fill="${shade(color, 1.12)}"/>` +
    `<path d="M${f(cx - rx)} ${f(cy - hh * 0.5)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(cy - hh * 0.5)}" fill="none" stroke="${shade(color, 1.3)}" stroke-opacity=".5" stroke-width="1.5"/>`
  );
}

/* ------------------------------------------------------------------ */
/* Icons (24×24 line icons)                                              */
/* ------------------------------------------------------------------ */

const ICONS: Record<string, string> = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  bolt: "M13 3L5 14h6l-1 7 8-11h-6z",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4.5-6 8-6s7 2 8 6",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5",
  home: "M3 11l9-7 9 7M5 10v10h14V10",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8",
  heart: "M12 20s-8-4.6-8-10.2A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.8C20 15.4 12 20 12 20z",
  pulse: "M2 12h4l3-7 4 14 3-7h6",
  cloud: "M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z",
  pin: "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  wifi: "M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5h.01",
  cart: "M3 4h2l2.5 11h11L21 7H6.2M9 20h.01M18 20h.01",
  gear: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13a7.6 7.6 0 0 0 0-2l2-1.5-2-3.5-2.4 1a7 7 0 0 0-1.7-1L15 3.5h-4L10.6 6a7 7 0 0 0-1.7 1l-2.4-1-2 3.5 2 1.5a7.6 7.6 0 0 0 0 2l-2 1.5 2 3.5 2.4-1a7 7 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7 7 0 0 0 1.7-1l2.4 1 2-3.5z",
  book: "M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h8",
  bed: "M3 18V7M3 13h18v5M21 13a3 3 0 0 0-3-3h-7v3M7 11.5a1.5 1.5 0 1 0 0-.01",
  play: "M8 5v14l11-7z",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  layers: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  drop: "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z",
  sun: "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  doc: "M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5",
  signal: "M4 20v-3M9 20v-7M14 20V9M19 20V4",
  box: "M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5L12 12l9-4.5M12 12v9",
  spark: "M12 3v5M12 16v5M3 12h5M16 12h5M6 6l3 3M15 15l3 3M18 6l-3 3M9 15l-3 3",
  lock: "M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
};
export function icon(name: keyof typeof ICONS | string, x: number, y: number, size: number, color: string, sw = 2) {
  const d = ICONS[name] ?? ICONS.spark!;
  const k = size / 24;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(sw / k)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${f(x)} ${f(y)}) scale(${f4(k)})"/>`;
}
/** Icon in a rounded tinted tile. */
export function iconTile(name: string, x: number, y: number, size: number, color: string, bgOpacity = 0.16) {
  return (
    rrect(x, y, size, size, size * 0.28, color, { "fill-opacity": bgOpacity }) +
    icon(name, x + size * 0.22, y + size * 0.22, size * 0.56, color, 2)
  );
}

/* ------------------------------------------------------------------ */
/* UI themes and widgets                                                 */
/* ------------------------------------------------------------------ */

export type UiTheme = {
  bg: string;
  panel: string;
  panel2: string;
  line: string;
  text: string;
  muted: string;
  accent: string;
  accent2: string;
  accent3: string;
};
export const DARK: UiTheme = {
  bg: "#0B1122",
  panel: "#121A33",
  panel2: "#18213F",
  line: "#26304F",
  text: C.text,
  muted: "#8A92B2",
  accent: C.cobaltL,
  accent2: C.coral,
  accent3: C.tealL,
};
export const LIGHT: UiTheme = {
  bg: "#EEEEE9",
  panel: C.surface,
  panel2: "#E7E7E1",
  line: "#D9D9D2",
  text: "#141A2E",
  muted: "#6C7288",
  accent: C.cobalt,
  accent2: C.coral,
  accent3: C.teal,
};
export function theme(base: UiTheme, over: Partial<UiTheme>): UiTheme {
  return { ...base, ...over };
}

/** Card / panel with subtle border. */
export function panel(x: number, y: number, w: number, h: number, t: UiTheme, r = 12, fill?: string) {
  return rrect(x, y, w, h, r, fill ?? t.panel, { stroke: t.line, "stroke-width": 1 });
}

/** Skeleton text line. */
export function bar(x: number, y: number, w: number, h: number, color: string, opacity = 1) {
  return rrect(x, y, w, h, h / 2, color, opacity < 1 ? { "fill-opacity": opacity } : {});
}

export function pill(x: number, y: number, label: string, color: string, o: { size?: number; solid?: boolean; textColor?: string } = {}) {
  const size = o.size ?? 11;
  const w = label.length * size * 0.6 + size * 1.6;
  const h = size * 1.9;
  return (
    rrect(x, y, w, h, h / 2, color, { "fill-opacity": o.solid ? 1 : 0.16 }) +
    text(x + w / 2, y + h * 0.68, label, { size, weight: 600, fill: o.textColor ?? (o.solid ? "#fff" : color), anchor: "middle" })
  );
}
export function pillWidth(label: string, size = 11) {
  return label.length * size * 0.6 + size * 1.6;
}

/** What a drawing of work that has not shipped says of itself, in `designPill`. */
export const DESIGN_LABEL = "Design · not yet built";

/** A dashed amber pill marking a picture, or a panel in it, as a design and not a running system. */
export function designPill(x: number, y: number, o: { size?: number; label?: string } = {}) {
  const size = o.size ?? 14;
  const label = o.label ?? DESIGN_LABEL;
  const w = designPillWidth(o);
  const h = size * 2.1;
  return (
    rrect(x, y, w, h, h / 2, "#2A2110", { "fill-opacity": 0.92, stroke: C.amberL, "stroke-width": 1.5, "stroke-dasharray": "6 4" }) +
    circle(x + size * 1.2, y + h / 2, size * 0.3, C.amberL) +
    text(x + size * 2.1, y + h * 0.66, label, { size, weight: 700, fill: C.amberL })
  );
}
export function designPillWidth(o: { size?: number; label?: string } = {}) {
  const size = o.size ?? 14;
  return textWidth(o.label ?? DESIGN_LABEL, { size, weight: 700 }) + size * 3.1;
}

export function kpi(
  x: number,
  y: number,
  w: number,
  h: number,
  t: UiTheme,
  label: string,
  value: string,
  delta?: string,
  color?: string,
  spark?: number[],
) {
  const c = color ?? t.accent;
  let out = panel(x, y, w, h, t);
  out += text(x + 16, y + 26, label, { size: 12, fill: t.muted, weight: 500 });
  out += text(x + 16, y + 26 + h * 0.36, value, { size: Math.min(30, h * 0.3), weight: 700, fill: t.text, family: "display" });
  if (delta) out += pill(x + 16, y + h - 30, delta, c, { size: 10 });
  if (spark) {
    const sw = w * 0.42;
    const sx = x + w - sw - 14;
    const sy = y + h - 18;
    const max = Math.max(...spark);
    const min = Math.min(...spark);
    const pts = spark.map((v, i): [number, number] => [
      sx + (i / (spark.length - 1)) * sw,
      sy - ((v - min) / (max - min || 1)) * (h * 0.32),
    ]);
    out += path(smooth(pts), "none", { stroke: c, "stroke-width": 2.2, "stroke-linecap": "round" });
  }
  return out;
}

export function lineChart(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  t: UiTheme,
  series: number[][],
  colors: string[],
  o: { area?: boolean; grid?: number; dots?: boolean; min?: number; max?: number; sw?: number } = {},
) {
  const all = series.flat();
  const max = o.max ?? Math.max(...all);
  const min = o.min ?? Math.min(...all);
  let out = "";
  const gl = o.grid ?? 4;
  for (let i = 0; i <= gl; i++) {
    const yy = y + (i / gl) * h;
    out += line(x, yy, x + w, yy, t.line, 1, { "stroke-dasharray": i === gl ? undefined : "3 5" });
  }
  series.forEach((sr, si) => {
    const col = colors[si % colors.length]!;
    const pts = sr.map((v, i): [number, number] => [x + (i / (sr.length - 1)) * w, y + h - ((v - min) / (max - min || 1)) * h]);
    const d = smooth(pts);
    if (o.area !== false && si === 0) {
      out += path(
        `${d}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`,
        s.linU(
          [
            [0, col, 0.35],
            [1, col, 0],
          ],
          0,
          y,
          0,
          y + h,
        ),
      );
    }
    out += path(d, "none", { stroke: col, "stroke-width": o.sw ?? 2.5, "stroke-linecap": "round" });
    if (o.dots) {
      const p = pts[Math.floor(pts.length * 0.7)]!;
      out += circle(p[0], p[1], 7, col, { "fill-opacity": 0.25 }) + circle(p[0], p[1], 3.5, col);
    }
  });
  return out;
}

export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  color: string,
  o: { hi?: number; hiColor?: string; base?: string; gap?: number; r?: number } = {},
) {
  const max = Math.max(...values);
  const n = values.length;
  const gap = o.gap ?? 0.38;
  const bw = (w / n) * (1 - gap);
  let out = "";
  values.forEach((v, i) => {
    const bh = (v / max) * h;
    const bx = x + (i / n) * w + ((w / n) * gap) / 2;
    const col = i === o.hi ? (o.hiColor ?? C.coral) : color;
    if (o.base) out += rrect(bx, y, bw, h, Math.min(o.r ?? 4, bw / 2), o.base);
    out += rrect(bx, y + h - bh, bw, bh, Math.min(o.r ?? 4, bw / 2), col);
  });
  return out;
}

export function donut(cx: number, cy: number, r: number, th: number, segs: [number, string][], track: string) {
  const total = segs.reduce((a, [v]) => a + v, 0);
  const circ = 2 * Math.PI * r;
  let acc = 0;
  let out = circle(cx, cy, r, "none", { stroke: track, "stroke-width": th });
  for (const [v, col] of segs) {
    const len = (v / total) * circ;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${col}" stroke-width="${f(th)}" stroke-dasharray="${f(Math.max(0, len - 3))} ${f(circ)}" stroke-dashoffset="${f(-acc)}" transform="rotate(-90 ${f(cx)} ${f(cy)})"/>`;
    acc += len;
  }
  return out;
}

/** Ring progress (0..1) */
export function ring(cx: number, cy: number, r: number, th: number, p: number, col: string, track: string) {
  const circ = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, "none", { stroke: track, "stroke-width": th }) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${col}" stroke-width="${f(th)}" stroke-linecap="round" stroke-dasharray="${f(circ * p)} ${f(circ)}" transform="rotate(-90 ${f(cx)} ${f(cy)})"/>`
  );
}

export function progress(x: number, y: number, w: number, p: number, col: string, track: string, h = 6) {
  return bar(x, y, w, h, track) + bar(x, y, Math.max(h, w * p), h, col);
}

/** Table: rows of [label, value, status?]; status picks a pill colour. */
export function table(
  x: number,
  y: number,
  w: number,
  rowH: number,
  t: UiTheme,
  head: string[],
  rows: (string | { pill: string; color: string })[][],
  cols?: number[],
) {
  const cw = cols ?? head.map(() => 1 / head.length);
  const xs: number[] = [];
  let acc = x + 14;
  for (const c of cw) {
    xs.push(acc);
    acc += c * (w - 28);
  }
  let out = head.map((hd, i) => text(xs[i]!, y + 16, hd.toUpperCase(), { size: 10, weight: 600, fill: t.muted, ls: 0.6 })).join("");
  out += line(x, y + 28, x + w, y + 28, t.line);
  rows.forEach((row, ri) => {
    const ry = y + 28 + ri * rowH;
    row.forEach((cell, ci) => {
      if (typeof cell === "string")
        out += text(xs[ci]!, ry + rowH * 0.62, cell, { size: 12.5, weight: ci === 0 ? 600 : 500, fill: ci === 0 ? t.text : t.muted });
      else out += pill(xs[ci]!, ry + rowH * 0.5 - 10, cell.pill, cell.color, { size: 10.5 });
    });
    if (ri < rows.length - 1) out += line(x + 12, ry + rowH, x + w - 12, ry + rowH, t.line, 1, { "stroke-opacity": 0.6 });
  });
  return out;
}

/** Small avatar (abstract head + shoulders) */
export function avatar(cx: number, cy: number, r: number, bg: string, skin: string, hair: string) {
  return (
    circle(cx, cy, r, bg) +
    g(
      circle(cx, cy - r * 0.12, r * 0.36, skin) +
        path(`M${f(cx - r * 0.7)} ${f(cy + r)}a${f(r * 0.7)} ${f(r * 0.62)} 0 0 1 ${f(r * 1.4)} 0z`, skin) +
        path(`M${f(cx - r * 0.38)} ${f(cy - r * 0.14)}a${f(r * 0.38)} ${f(r * 0.4)} 0 0 1 ${f(r * 0.76)} 0c0-.3-.1-.5-.2-.5z`, hair),
      {},
    )
  );
}

/** App window (browser-ish) with top bar; content drawn by fn in local coordinates. */
export function appWindow(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  t: UiTheme,
  content: string,
  o: { title?: string; shadow?: boolean; r?: number } = {},
) {
  const r = o.r ?? 14;
  const cl = s.clip(rrect(0, 0, w, h, r, "#000"));
  const sh = o.shadow === false ? undefined : s.shadow(24, 28, 0.5);
  let inner = rect(0, 0, w, h, t.bg);
  inner += rect(0, 0, w, 38, t.panel) + line(0, 38, w, 38, t.line);
  inner += circle(20, 19, 5, C.coral) + circle(37, 19, 5, C.amber) + circle(54, 19, 5, C.tealL);
  if (o.title)
    inner += rrect(w / 2 - 110, 10, 220, 18, 9, t.panel2) + text(w / 2, 23, o.title, { size: 10.5, fill: t.muted, anchor: "middle" });
  inner += tr(0, 38, content);
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    (sh ? rrect(0, 0, w, h, r, t.bg, { filter: sh }) : "") +
    g(inner, { "clip-path": cl }) +
    rrect(0.5, 0.5, w - 1, h - 1, r, "none", { stroke: "#ffffff", "stroke-opacity": 0.08 }) +
    `</g>`
  );
}

/** Sidebar + top nav shell; returns content offset. */
export function dashShell(
  w: number,
  h: number,
  t: UiTheme,
  o: { brand: string; nav: string[]; active?: number; icons?: string[]; sideW?: number },
) {
  const sw = o.sideW ?? 170;
  let out = rect(0, 0, sw, h, t.panel) + line(sw, 0, sw, h, t.line);
  out += rrect(16, 18, 26, 26, 7, t.accent) + text(50, 36, o.brand, { size: 14, weight: 700, fill: t.text, family: "display" });
  o.nav.forEach((n, i) => {
    const yy = 70 + i * 38;
    const act = i === (o.active ?? 0);
    if (act) out += rrect(10, yy - 4, sw - 20, 32, 8, t.accent, { "fill-opacity": 0.16 });
    out += icon(o.icons?.[i] ?? "chart", 22, yy + 3, 17, act ? t.accent : t.muted, 2);
    out += text(48, yy + 17, n, { size: 12.5, weight: act ? 600 : 500, fill: act ? t.text : t.muted });
  });
  return out;
}

/* ------------------------------------------------------------------ */
/* Devices                                                               */
/* ------------------------------------------------------------------ */

/** Laptop, screen content in 1280×800 local coordinates (scaled to fit). */
export function laptop(s: Scene, x: number, y: number, w: number, screen: string, o: { shadow?: boolean } = {}) {
  const sw = w * 0.86;
  const sh = sw * 0.625;
  const sx = x + (w - sw) / 2;
  const bez = w * 0.014;
  const k = (sw - bez * 2) / 1280;
  const cl = s.clip(rrect(0, 0, 1280, 800, 6, "#000"));
  const body = s.lin([
    [0, "#3A4366"],
    [1, "#1A2038"],
  ]);
  let out = "";
  if (o.shadow !== false)
    out += `<ellipse cx="${f(x + w / 2)}" cy="${f(y + sh + w * 0.04)}" rx="${f(w * 0.52)}" ry="${f(w * 0.03)}" fill="${s.rad([
      [0, "#000", 0.6],
      [1, "#000", 0],
    ])}"/>`;
  out += rrect(sx, y, sw, sh, w * 0.018, "#0A0E1C", { stroke: "#3A4366", "stroke-width": 1.5 });
  out += `<g transform="translate(${f(sx + bez)} ${f(y + bez)}) scale(${f4(k)})"><g clip-path="${cl}">${screen}</g></g>`;
  out += path(`M${f(x)} ${f(y + sh)}h${f(w)}l${f(-w * 0.03)} ${f(w * 0.028)}H${f(x + w * 0.03)}z`, body);
  out += rrect(x + w * 0.42, y + sh, w * 0.16, w * 0.008, w * 0.004, "#0A0E1C", { opacity: 0.6 });
  return out;
}

/** Phone, screen content in 390×844 local coordinates. */
export function phone(s: Scene, x: number, y: number, w: number, screen: string, o: { shadow?: boolean; frame?: string } = {}) {
  const h = w * 2.05;
  const bez = w * 0.045;
  const k = (w - bez * 2) / 390;
  const r = w * 0.16;
  const cl = s.clip(rrect(0, 0, 390, 844, 52, "#000"));
  let out = "";
  if (o.shadow !== false) out += rrect(x, y, w, h, r, "#000", { filter: s.shadow(26, 26, 0.55) });
  out += rrect(x, y, w, h, r, o.frame ?? "#1B2140", { stroke: "#4A5478", "stroke-width": 1.5 });
  out += `<g transform="translate(${f(x + bez)} ${f(y + bez)}) scale(${f4(k)})"><g clip-path="${cl}">${screen}</g></g>`;
  out += rrect(x + w / 2 - w * 0.14, y + bez + w * 0.03, w * 0.28, w * 0.07, w * 0.035, "#05070F");
  return out;
}

/** Tablet (landscape), screen content in 1180×820 local coordinates. */
export function tablet(s: Scene, x: number, y: number, w: number, screen: string) {
  const h = w * 0.72;
  const bez = w * 0.03;
  const k = (w - bez * 2) / 1180;
  const cl = s.clip(rrect(0, 0, 1180, 820, 18, "#000"));
  return (
    rrect(x, y, w, h, w * 0.045, "#000", { filter: s.shadow(26, 26, 0.5) }) +
    rrect(x, y, w, h, w * 0.045, "#1B2140", { stroke: "#4A5478", "stroke-width": 1.5 }) +
    `<g transform="translate(${f(x + bez)} ${f(y + bez)}) scale(${f4(k)})"><g clip-path="${cl}">${screen}</g></g>`
  );
}

/**
 * Desktop monitor on a short neck and foot, as a counter-top billing terminal stands; screen content
 * in 1180×820 local coordinates (as `tablet`). The display is `w` wide; neck and foot add `w * 0.1`
 * below it.
 */
export function monitor(s: Scene, x: number, y: number, w: number, screen: string, o: { shadow?: boolean } = {}) {
  const bez = w * 0.016;
  const chin = w * 0.03;
  const k = (w - bez * 2) / 1180;
  const h = bez + 820 * k + chin;
  const cx = x + w / 2;
  const neckW = w * 0.1;
  const neckH = w * 0.075;
  const footW = w * 0.3;
  const footH = w * 0.022;
  const footY = y + h + neckH;
  const cl = s.clip(rrect(0, 0, 1180, 820, 6, "#000"));
  const metal = s.lin([
    [0, "#3A4366"],
    [1, "#1A2038"],
  ]);
  const neck = s.lin(
    [
      [0, "#465079"],
      [0.45, "#2A3150"],
      [1, "#1A2038"],
    ],
    0,
    0,
    1,
    0,
  );
  let out = "";
  if (o.shadow !== false)
    out += `<ellipse cx="${f(cx)}" cy="${f(footY + footH)}" rx="${f(w * 0.3)}" ry="${f(w * 0.026)}" fill="${s.rad([
      [0, "#000", 0.6],
      [1, "#000", 0],
    ])}"/>`;
  // foot on the counter, then the neck rising into the back of the display
  out += rrect(cx - footW / 2, footY, footW, footH, footH / 2, metal, { stroke: "#4A5478", "stroke-width": 1 });
  out += rrect(cx - footW / 2 + footH, footY + 1, footW - footH * 2, 1.5, 0.75, "#ffffff", { opacity: 0.12 });
  out += path(
    `M${f(cx - neckW * 0.4)} ${f(y + h - 4)}H${f(cx + neckW * 0.4)}L${f(cx + neckW / 2)} ${f(footY + 1)}H${f(cx - neckW / 2)}Z`,
    neck,
    { stroke: "#4A5478", "stroke-width": 1, "stroke-linejoin": "round" },
  );
  out += rect(cx - neckW * 0.4, y + h - 4, neckW * 0.8, w * 0.012, "#000", { opacity: 0.35 });
  // display: thin bezel, a slightly deeper chin
  if (o.shadow !== false) out += rrect(x, y, w, h, w * 0.018, "#000", { filter: s.shadow(26, 26, 0.5) });
  out += rrect(x, y, w, h, w * 0.018, "#141A31", { stroke: "#4A5478", "stroke-width": 1.5 });
  out += `<g transform="translate(${f(x + bez)} ${f(y + bez)}) scale(${f4(k)})"><g clip-path="${cl}">${screen}</g></g>`;
  return out;
}

/** Phone status bar (local 390 wide) */
export function statusBar(t: UiTheme) {
  return (
    text(34, 40, "9:41", { size: 15, weight: 600, fill: t.text }) +
    icon("signal", 300, 26, 16, t.text, 2.4) +
    icon("wifi", 322, 26, 16, t.text, 2.4) +
    rrect(344, 29, 24, 12, 3.5, "none", { stroke: t.text, "stroke-width": 1.5 }) +
    rrect(346.5, 31.5, 16, 7, 2, t.text)
  );
}

/** Mouse cursor arrow */
export function cursor(x: number, y: number, k = 1, col = C.surface) {
  return path(
    `M${f(x)} ${f(y)}l0 ${f(22 * k)}l${f(6 * k)} ${f(-5.5 * k)}l${f(4.5 * k)} ${f(9.5 * k)}l${f(3.5 * k)} ${f(-1.6 * k)}l${f(-4.4 * k)} ${f(-9.4 * k)}l${f(8 * k)} 0z`,
    col,
    { stroke: C.ink0, "stroke-width": 1.4, "stroke-linejoin": "round" },
  );
}

/** Floating glass card with soft shadow (for overlays around devices). */
export function floatCard(s: Scene, x: number, y: number, w: number, h: number, t: UiTheme, content: string, r = 16) {
  return (
    rrect(x, y, w, h, r, t.panel, { filter: s.shadow(18, 20, 0.45), "fill-opacity": 0.96 }) +
    rrect(x + 0.5, y + 0.5, w - 1, h - 1, r, "none", { stroke: "#ffffff", "stroke-opacity": t === LIGHT ? 0 : 0.1 }) +
    rrect(x + 0.5, y + 0.5, w - 1, h - 1, r, "none", { stroke: t.line }) +
    tr(x, y, content)
  );
}

/** Node-link graph helper */
export function linkCurve(x1: number, y1: number, x2: number, y2: number, col: string, sw = 1.6, opacity = 0.6, dash?: string) {
  const mx = (x1 + x2) / 2;
  return path(`M${f(x1)} ${f(y1)}C${f(mx)} ${f(y1)} ${f(mx)} ${f(y2)} ${f(x2)} ${f(y2)}`, "none", {
    stroke: col,
    "stroke-width": sw,
    "stroke-opacity": opacity,
    "stroke-dasharray": dash,
    "stroke-linecap": "round",
  });
}

export function glowNode(s: Scene, x: number, y: number, r: number, col: string) {
  return (
    circle(
      x,
      y,
      r * 3,
      s.rad([
        [0, col, 0.45],
        [1, col, 0],
      ]),
    ) +
    circle(x, y, r, col) +
    circle(x, y, r * 0.45, "#fff", { opacity: 0.7 })
  );
}

export { rng, esc };
