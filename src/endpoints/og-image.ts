/**
 * Open Graph image renderer (1200×630 PNG) using satori + resvg: `renderOgImage({ title, eyebrow })`
 * draws one page's image (src/pages/og/[image].png.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import satori from "satori";
import { Resvg } from "@resvg/resvg-js";

/** A font file of a `@fontsource` package, wherever npm installed it. */
const fontFile = (family: string, file: string) =>
  join(dirname(createRequire(join(process.cwd(), "package.json")).resolve(`@fontsource/${family}/package.json`)), "files", file);

type El = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): El => ({
  type,
  props: { style, children, ...extra },
});

let fontsCache: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | null = null;
function fonts() {
  fontsCache ??= [
    {
      name: "Bricolage Grotesque",
      data: readFileSync(fontFile("bricolage-grotesque", "bricolage-grotesque-latin-700-normal.woff")),
      weight: 700,
      style: "normal",
    },
    { name: "Inter", data: readFileSync(fontFile("inter", "inter-latin-400-normal.woff")), weight: 400, style: "normal" },
  ];
  return fontsCache;
}

const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="3" width="8" height="26" rx="2.5" fill="#3B4BFF"/><path d="M12.5 15.2 23.4 3.6A2 2 0 0 1 24.9 3H29a1 1 0 0 1 .74 1.67L17.2 18.6Z" fill="#7C89FF"/><path d="M14.6 20.4 18.6 16.4 29.6 27.3A1 1 0 0 1 28.9 29H23.2a2 2 0 0 1-1.45-.62Z" fill="#FF6B3D"/></svg>';

/** Geometric accent art (isometric blocks + orbit) for the right edge. */
function accentSvg(): string {
  const c = Math.cos(Math.PI / 6);
  const k = 34;
  const ox = 250;
  const oy = 250;
  const P = (x: number, y: number, z: number) => `${(ox + (x - y) * c * k).toFixed(1)},${(oy + (x + y) * 0.5 * k - z * k).toFixed(1)}`;
  const box = (x: number, y: number, w: number, d: number, h: number, top: string, left: string, right: string) =>
    `<polygon points="${P(x, y + d, 0)} ${P(x + w, y + d, 0)} ${P(x + w, y + d, h)} ${P(x, y + d, h)}" fill="${left}"/>` +
    `<polygon points="${P(x + w, y, 0)} ${P(x + w, y + d, 0)} ${P(x + w, y + d, h)} ${P(x + w, y, h)}" fill="${right}"/>` +
    `<polygon points="${P(x, y, h)} ${P(x + w, y, h)} ${P(x + w, y + d, h)} ${P(x, y + d, h)}" fill="${top}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="630" viewBox="0 0 520 630">` +
    `<defs><radialGradient id="g" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#3B4BFF" stop-opacity=".55"/><stop offset="1" stop-color="#3B4BFF" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="290" cy="330" rx="300" ry="260" fill="url(#g)"/>` +
    `<ellipse cx="290" cy="330" rx="250" ry="92" fill="none" stroke="#7C89FF" stroke-opacity=".35" stroke-width="2" transform="rotate(-14 290 330)"/>` +
    `<ellipse cx="290" cy="330" rx="320" ry="120" fill="none" stroke="#7C89FF" stroke-opacity=".18" stroke-width="2" stroke-dasharray="4 10" transform="rotate(-14 290 330)"/>` +
    box(0, 0, 6, 6, 0.6, "#1E2A66", "#0E1530", "#131C3C") +
    box(0.6, 0.6, 2.2, 2.2, 3.4, "#3B4BFF", "#2430A8", "#2F3DD6") +
    box(3.4, 0.6, 2, 2, 2.2, "#7C89FF", "#4D58B8", "#6470E0") +
    box(0.6, 3.4, 2, 2, 1.6, "#0F9F8F", "#09675D", "#0C8276") +
    box(3.4, 3.4, 2, 2, 2.8, "#FF6B3D", "#B64522", "#DA562D") +
    `<circle cx="470" cy="150" r="10" fill="#FF6B3D"/><circle cx="470" cy="150" r="24" fill="#FF6B3D" fill-opacity=".2"/>` +
    `<circle cx="420" cy="560" r="7" fill="#3FD1BE"/></svg>`
  );
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const ACCENT = dataUri(accentSvg());
const MARK_URI = dataUri(MARK);

export async function renderOgImage(opts: { title: string; eyebrow: string }): Promise<Buffer> {
  const { title, eyebrow } = opts;
  const size = title.length > 70 ? 50 : title.length > 42 ? 58 : 68;
  const tree = el(
    "div",
    {
      width: 1200,
      height: 630,
      display: "flex",
      position: "relative",
      backgroundColor: "#070B17",
      backgroundImage: "linear-gradient(135deg, #070B17 0%, #0C1224 55%, #151C33 100%)",
      fontFamily: "Inter",
      color: "#F7F7F4",
    },
    [
      el("img", { position: "absolute", right: 0, top: 0, width: 520, height: 630 }, undefined, { src: ACCENT, width: 520, height: 630 }),
      el("div", {
        position: "absolute",
        left: 0,
        top: 0,
        width: 1200,
        height: 8,
        backgroundImage: "linear-gradient(90deg, #3B4BFF 0%, #7C89FF 55%, #FF6B3D 100%)",
      }),
      el("div", { display: "flex", flexDirection: "column", position: "absolute", left: 72, top: 64, width: 640, height: 506 }, [
        el("div", { display: "flex", alignItems: "center" }, [
          el("img", { width: 48, height: 48 }, undefined, { src: MARK_URI, width: 48, height: 48 }),
          el("div", { marginLeft: 16, fontFamily: "Bricolage Grotesque", fontSize: 32, letterSpacing: -0.6 }, "Kovira Labs"),
        ]),
        el("div", { display: "flex", flexGrow: 1 }),
        el("div", { display: "flex", flexDirection: "column" }, [
          el(
            "div",
            {
              display: "flex",
              alignItems: "center",
              fontSize: 22,
              color: "#FF9A78",
              letterSpacing: 2.5,
              textTransform: "uppercase",
              marginBottom: 22,
            },
            [el("div", { width: 36, height: 3, backgroundColor: "#FF6B3D", marginRight: 14, borderRadius: 2 }), eyebrow],
          ),
          el("div", { fontFamily: "Bricolage Grotesque", fontSize: size, lineHeight: 1.06, letterSpacing: -1.2, color: "#F7F7F4" }, title),
        ]),
        el("div", { display: "flex", flexGrow: 1 }),
        el("div", { display: "flex", fontSize: 20, color: "#8F97B5" }, "Product engineering studio · Bengaluru"),
      ]),
    ],
  );
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts: fonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: 1200 }, font: { loadSystemFonts: false } }).render().asPng();
}
