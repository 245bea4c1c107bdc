/**
 * Small hand-tuned SVGs: fictional client wordmarks, hand-drawn-style
 * signatures, and brand assets (favicon, icons, logo, manifest).
 */
import { readFileSync } from "node:fs";
import opentype from "opentype.js";
import sharp from "sharp";
import { rng, esc, renderSvg, packageFile, writeText } from "./core.ts";
import { C, smooth } from "./kit.ts";

/* ------------------------------------------------------------------ */
/* Brand mark (kept in sync with src/components/layout/logo.tsx)          */
/* ------------------------------------------------------------------ */

export const MARK_PATHS =
  `<rect x="2" y="3" width="8" height="26" rx="2.5" fill="${C.cobalt}"/>` +
  `<path d="M12.5 15.2 23.4 3.6A2 2 0 0 1 24.9 3H29a1 1 0 0 1 .74 1.67L17.2 18.6Z" fill="${C.cobaltL}"/>` +
  `<path d="M14.6 20.4 18.6 16.4 29.6 27.3A1 1 0 0 1 28.9 29H23.2a2 2 0 0 1-1.45-.62Z" fill="${C.coral}"/>`;

export const FONT_STACK = "Bricolage Grotesque Variable, Bricolage Grotesque, system-ui, sans-serif";

function markSvg(size: number, bg?: string, pad = 0) {
  const inner = 32 * (1 - pad * 2);
  const k = inner / 32;
  const off = (32 - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${bg ? `<rect width="32" height="32" fill="${bg}"/>` : ""}<g transform="translate(${off} ${off}) scale(${k})">${MARK_PATHS}</g></svg>`;
}

function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const dir = Buffer.alloc(16 * pngs.length);
  let offset = 6 + dir.length;
  pngs.forEach(({ size, data }, i) => {
    const o = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, o);
    dir.writeUInt8(size >= 256 ? 0 : size, o + 1);
    dir.writeUInt8(0, o + 2);
    dir.writeUInt8(0, o + 3);
    dir.writeUInt16LE(1, o + 4);
    dir.writeUInt16LE(32, o + 6);
    dir.writeUInt32LE(data.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += data.length;
  });
  return Buffer.concat([header, dir, ...pngs.map((p) => p.data)]);
}

async function png(svg: string, size: number) {
  return sharp(renderSvg(svg, size))
    .png({ compressionLevel: 9, palette: size <= 48 ? false : true })
    .toBuffer();
}

export async function writeBrand() {
  writeText("favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK_PATHS}</svg>\n`);
  const icoPngs = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(markSvg(size), size) })));
  writeText("favicon.ico", ico(icoPngs));
  writeText("apple-touch-icon.png", await png(markSvg(180, C.ink0, 0.2), 180));
  writeText("brand/icon-192.png", await png(markSvg(192, C.ink0, 0.22), 192));
  writeText("brand/icon-512.png", await png(markSvg(512, C.ink0, 0.22), 512));
  writeText(
    "brand/logo.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" width="172" height="32" viewBox="0 0 172 32" role="img" aria-label="Kovira Labs">${MARK_PATHS}<text x="40" y="23" fill="${C.ink0}" font-family="${FONT_STACK}" font-size="20" font-weight="700" letter-spacing="-0.4">Kovira Labs</text></svg>\n`,
  );
  writeText(
    "brand/logo-light.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" width="172" height="32" viewBox="0 0 172 32" role="img" aria-label="Kovira Labs">${MARK_PATHS}<text x="40" y="23" fill="${C.surface}" font-family="${FONT_STACK}" font-size="20" font-weight="700" letter-spacing="-0.4">Kovira Labs</text></svg>\n`,
  );
  writeText(
    "site.webmanifest",
    JSON.stringify(
      {
        name: "Kovira Labs",
        short_name: "Kovira",
        icons: [
          { src: "/brand/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
          { src: "/brand/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
        ],
        theme_color: C.ink0,
        background_color: C.surface,
        display: "standalone",
        start_url: "/",
      },
      null,
      2,
    ) + "\n",
  );
}

/* ------------------------------------------------------------------ */
/* Client wordmarks                                                      */
/* ------------------------------------------------------------------ */

/*
 * Wordmarks are drawn as outlines of real typefaces (from @fontsource, read at generation time), not
 * as SVG <text>: an SVG image cannot use the page's web fonts, so <text> rendered in whatever the
 * visitor's system had, and shaping it on every frame of the marquee cost a phone tens of
 * milliseconds of main-thread paint.
 */
const FONT_FILES = {
  sans: (weight: number) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
  serif: (weight: number, italic?: boolean) =>
    `@fontsource/source-serif-4/files/source-serif-4-latin-${weight}-${italic ? "italic" : "normal"}.woff`,
  round: (weight: number) => `@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`,
  mono: (weight: number) => `@fontsource/jetbrains-mono/files/jetbrains-mono-latin-${weight}-normal.woff`,
  cond: (weight: number) => `@fontsource/roboto-condensed/files/roboto-condensed-latin-${weight}-normal.woff`,
};
type Family = keyof typeof FONT_FILES;
const SANS: Family = "sans";
const SERIF: Family = "serif";
const ROUND: Family = "round";
const MONO: Family = "mono";
const COND: Family = "cond";

const fonts = new Map<string, opentype.Font>();
function font(family: Family, weight: number, italic?: boolean) {
  const file = packageFile(FONT_FILES[family](weight, italic));
  if (!fonts.has(file)) {
    const bytes = readFileSync(file);
    fonts.set(file, opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  }
  return fonts.get(file)!;
}

/** SVG path data at 0.1 px precision (a wordmark is drawn at about its own size). */
function pathData(path: opentype.Path) {
  const n = (value: number | undefined) => {
    if (value === undefined || !Number.isFinite(value)) throw new Error(`wordmark outline: bad coordinate ${value}`);
    return String(Math.round(value * 10) / 10);
  };
  return path.commands
    .map((c) => {
      if (c.type === "M" || c.type === "L") return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === "Q") return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === "C") return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return "Z";
    })
    .join("");
}

type Mark = { glyph: string; text: string; width: number; knock?: string };

type Part = { s: string; family: Family; size?: number; weight?: number; ls?: number; italic?: boolean; dx?: number; opacity?: number };

/**
 * Parts set one after another (kerning, letter-spacing, dx), outlined, then scaled horizontally
 * to exactly `width` so each wordmark keeps the proportions it was designed at.
 */
function t(x: number, width: number, parts: Part[], y = 27) {
  let cursor = 0;
  const paths: string[] = [];
  for (const part of parts) {
    const face = font(part.family, part.weight ?? 600, part.italic);
    const size = part.size ?? 20;
    const scale = size / face.unitsPerEm;
    cursor += part.dx ?? 0;
    const glyphs = [...part.s].map((char) => face.charToGlyph(char));
    const outlines = glyphs.map((glyph, i) => {
      const d = pathData(glyph.getPath(cursor, y, size));
      const next = glyphs[i + 1];
      cursor += (glyph.advanceWidth ?? 0) * scale + (next ? face.getKerningValue(glyph, next) * scale : 0) + (part.ls ?? 0);
      return d;
    });
    paths.push(`<path d="${outlines.join("")}"${part.opacity ? ` opacity="${part.opacity}"` : ""}/>`);
  }
  const natural = cursor - (parts.at(-1)?.ls ?? 0);
  return `<g transform="translate(${x} 0) scale(${(width / natural).toFixed(4)} 1)">${paths.join("")}</g>`;
}

export const CLIENT_MARKS: Record<string, Mark> = {
  "velora-care": {
    glyph: '<path d="M4 8h6l6 18 6-18h6L19 33h-6z"/><path d="M22 8h6l-3 9h-6z" opacity=".55"/>',
    text: t(38, 122, [
      { s: "Velora", family: SANS, weight: 800, ls: -0.6 },
      { s: "Care", family: SANS, weight: 400, dx: 5 },
    ]),
    width: 162,
  },
  "trellis-health": {
    glyph:
      '<path d="M6 8h24v24H6z" fill="none" stroke="currentColor" stroke-width="3"/><path d="M6 8l24 24M30 8L6 32" stroke="currentColor" stroke-width="2.5"/><circle cx="18" cy="20" r="4"/>',
    text: t(40, 136, [{ s: "Trellis Health", family: SERIF, weight: 600, size: 21 }]),
    width: 178,
  },
  "monsoon-foods": {
    glyph: '<path d="M17 5c6 8 10 13 10 19a10 10 0 0 1-20 0c0-6 4-11 10-19z"/>',
    knock: '<path d="M10 25c3-2 5 2 7 0s4-2 7 0" fill="none" stroke="#000" stroke-width="2.2" stroke-linecap="round"/>',
    text: t(38, 138, [
      { s: "monsoon", family: ROUND, weight: 800, ls: -0.4 },
      { s: "foods", family: ROUND, weight: 500, dx: 4 },
    ]),
    width: 178,
  },
  "quarry-and-co": {
    glyph: '<path d="M18 5l12 7v15l-12 7-12-7V12z"/>',
    knock: '<path d="M18 19l12-7M18 19L6 12M18 19v15" fill="none" stroke="#000" stroke-width="1.6"/>',
    text: t(42, 150, [{ s: "QUARRY & CO", family: SANS, weight: 600, size: 17, ls: 3 }], 26),
    width: 194,
  },
  "lumen-transit": {
    glyph:
      '<circle cx="18" cy="20" r="13" fill="none" stroke="currentColor" stroke-width="2.6"/><path d="M9 16h18M7 21h22M9 26h18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>',
    text: t(42, 134, [{ s: "lumen transit", family: MONO, weight: 500, size: 16, ls: 0.4 }]),
    width: 180,
  },
};

export function writeClients() {
  for (const [id, m] of Object.entries(CLIENT_MARKS)) {
    const name = id.replace(/-and-/g, " & ").replace(/(^|-)(\w)/g, (_, a, c: string) => (a ? " " : "") + c.toUpperCase());
    const mask = m.knock ? `<mask id="k-${id}"><rect width="40" height="40" fill="#fff"/>${m.knock}</mask>` : "";
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${m.width} 40" width="${m.width}" height="40" fill="currentColor" role="img" aria-label="${esc(name)}">${mask}<g${m.knock ? ` mask="url(#k-${id})"` : ""}>${m.glyph}</g>${m.text}</svg>\n`;
    writeText(`images/clients/${id}.svg`, svg);
  }
}

/* ------------------------------------------------------------------ */
/* Signatures: one flowing stroke per name                                 */
/* ------------------------------------------------------------------ */

const TALL = new Set("bdfhklt");
const DESC = new Set("gjpqy");
const LOOPY = new Set("eo");

export function signaturePath(name: string): { d: string; width: number } {
  const r = rng(`signature:${name}`);
  const pts: [number, number][] = [];
  const base = 62;
  const slant = 0.32;
  let x = 14;
  const push = (px: number, py: number) => pts.push([px + (base - py) * slant + r.range(-0.8, 0.8), py + r.range(-0.8, 0.8)]);
  const words = name.split(" ");
  words.forEach((word, wi) => {
    const letters = word.toLowerCase().split("");
    // capital: big loop
    const capH = r.range(40, 52);
    push(x, base + 2);
    push(x + 8, base - capH);
    push(x + 2, base - capH * 0.9);
    push(x - 2, base - capH * 0.45);
    push(x + 10, base - capH * 0.35);
    push(x + 16, base - 2);
    x += 20;
    // lowercase letters, abbreviated for a natural signature rhythm
    const body = letters.slice(1, wi === 0 ? letters.length : Math.min(letters.length, 5));
    body.forEach((ch, i) => {
      const w = r.range(9, 13);
      if (TALL.has(ch)) {
        const h = r.range(30, 38);
        push(x + w * 0.5, base - h);
        push(x + w * 0.25, base - h * 0.85);
        push(x + w * 0.45, base);
      } else if (DESC.has(ch)) {
        push(x + w * 0.4, base - 12);
        push(x + w * 0.55, base + 20);
        push(x + w * 0.2, base + 16);
        push(x + w * 0.6, base - 2);
      } else if (LOOPY.has(ch)) {
        push(x + w * 0.6, base - 13);
        push(x + w * 0.3, base - 11);
        push(x + w * 0.5, base);
      } else {
        push(x + w * 0.3, base - r.range(10, 15));
        push(x + w * 0.55, base - 1);
      }
      x += w;
      if (i === body.length - 1 && body.length < letters.length - 1) {
        // trailing tail instead of the rest of the word
        push(x + 10, base - 6);
        x += 12;
      }
    });
    x += wi === 0 ? 14 : 0;
  });
  // underline flourish back to the left
  const end = x;
  push(end + 12, base - 16);
  push(end + 6, base + 10);
  push(end - (end - 30) * 0.4, base + 14);
  push(24, base + 8);
  const d = smooth(pts, 0.9);
  return { d, width: Math.ceil(end + 60) };
}

export function writeSignatures(ids: string[]) {
  for (const id of ids) {
    const name = id.replace(/(^|-)(\w)/g, (_, a, c: string) => (a ? " " : "") + c.toUpperCase());
    const { d, width } = signaturePath(name);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 100" width="${width}" height="100" fill="none" role="img" aria-label="Signature of ${esc(name)}"><path d="${d}" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;
    writeText(`images/signatures/${id}.svg`, svg);
  }
}
