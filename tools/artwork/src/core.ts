/**
 * Core utilities for the image generator: seeded randomness, font loading,
 * SVG rasterisation (resvg) and AVIF/WebP encoding (sharp).
 */
import { mkdirSync, writeFileSync, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, relative } from "node:path";
import { tmpdir } from "node:os";
import { inflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { manifestFile, outDir, publicDir } from "./paths.ts";

/** A file shipped by one of the tool's own packages, e.g. "@fontsource/inter/files/…woff". */
export const packageFile = createRequire(import.meta.url).resolve;

/* ------------------------------------------------------------------ */
/* Seeded RNG (mulberry32) + string hashing                            */
/* ------------------------------------------------------------------ */

export function hash(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export type Rng = {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(arr: readonly T[]): T;
  series(n: number, min: number, max: number, smooth?: number): number[];
};

export function rng(seed: string | number): Rng {
  let a = typeof seed === "number" ? seed >>> 0 : hash(seed);
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)]!;
  /** A smooth-ish random walk, values within [min, max]. */
  next.series = (n, min, max, smooth = 0.35) => {
    const out: number[] = [];
    let v = next.range(min, max);
    for (let i = 0; i < n; i++) {
      v += (next() - 0.5) * (max - min) * smooth;
      v = Math.max(min, Math.min(max, v));
      out.push(v);
    }
    return out;
  };
  return next;
}

/* ------------------------------------------------------------------ */
/* Fonts: decode the @fontsource WOFF files to TTF once (resvg needs    */
/* TrueType/OpenType), cached in the OS temp dir.                       */
/* ------------------------------------------------------------------ */

function woffToSfnt(buf: Buffer): Buffer {
  if (buf.toString("ascii", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const flavor = buf.readUInt32BE(4);
  const numTables = buf.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const tag = buf.toString("ascii", o, o + 4);
    const offset = buf.readUInt32BE(o + 4);
    const compLength = buf.readUInt32BE(o + 8);
    const origLength = buf.readUInt32BE(o + 12);
    const checksum = buf.readUInt32BE(o + 16);
    const raw = buf.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    tables.push({ tag, checksum, data });
  }
  let entrySelector = 0;
  while (1 << (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = (1 << entrySelector) * 16;
  const headerSize = 12 + numTables * 16;
  let size = headerSize;
  for (const t of tables) size += (t.data.length + 3) & ~3;
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let off = headerSize;
  tables.forEach((t, i) => {
    const r = 12 + i * 16;
    out.write(t.tag, r, "ascii");
    out.writeUInt32BE(t.checksum, r + 4);
    out.writeUInt32BE(off, r + 8);
    out.writeUInt32BE(t.data.length, r + 12);
    t.data.copy(out, off);
    off += (t.data.length + 3) & ~3;
  });
  return out;
}

let fontFilesCache: string[] | null = null;

export function fontFiles(): string[] {
  if (fontFilesCache) return fontFilesCache;
  const dir = join(tmpdir(), "kovira-fonts");
  mkdirSync(dir, { recursive: true });
  const sources = [
    ...[400, 500, 600, 700].flatMap((w) => [
      packageFile(`@fontsource/inter/files/inter-latin-${w}-normal.woff`),
      packageFile(`@fontsource/inter/files/inter-latin-ext-${w}-normal.woff`),
    ]),
    ...[500, 700, 800].map((w) => packageFile(`@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-${w}-normal.woff`)),
  ];
  fontFilesCache = sources.map((src) => {
    const dest = join(dir, basename(src).replace(/\.woff$/, ".ttf"));
    if (!existsSync(dest)) writeFileSync(dest, woffToSfnt(readFileSync(src)));
    return dest;
  });
  return fontFilesCache;
}

export const SANS = "Inter";
export const DISPLAY = "Bricolage Grotesque";

/* ------------------------------------------------------------------ */
/* Rasterisation + encoding                                             */
/* ------------------------------------------------------------------ */

export function renderSvg(svg: string, width: number): Buffer {
  const r = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false, fontFiles: fontFiles(), defaultFontFamily: SANS },
    shapeRendering: 2,
    textRendering: 1,
    imageRendering: 0,
  });
  return r.render().asPng();
}

export type ManifestEntry = { width: number; height: number; widths: number[] };
export const manifest: Record<string, ManifestEntry> = {};

export type EncodeOpts = {
  widths: number[];
  /** max AVIF bytes at a given width, e.g. { width: 1280, bytes: 80_000 } */
  budget?: { width: number; bytes: number };
  avifQuality?: number;
  webpQuality?: number;
};

export function log(line: string) {
  process.stdout.write(line + "\n");
}

function kb(n: number) {
  return `${(n / 1024).toFixed(1)} KB`;
}

/**
 * Rasterises an SVG at the largest width and writes AVIF + WebP for every
 * requested width to public/images/{id}-{w}.{avif,webp}.
 */
export async function emitRaster(id: string, svg: string, opts: EncodeOpts): Promise<void> {
  const widths = [...opts.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1]!;
  const png = renderSvg(svg, largest);
  const height = png.readUInt32BE(20); // PNG IHDR height
  const base = join(publicDir(), "images", id);
  mkdirSync(dirname(base), { recursive: true });
  const results = await Promise.all(
    widths.map(async (w) => {
      const img = () => (w === largest ? sharp(png).removeAlpha() : sharp(png).removeAlpha().resize({ width: w, kernel: "lanczos3" }));
      const budget = opts.budget && w === opts.budget.width ? opts.budget.bytes : Infinity;
      let q = opts.avifQuality ?? 66;
      const enc = () => img().avif({ quality: q, effort: 2, chromaSubsampling: "4:4:4" }).toBuffer();
      let avif = await enc();
      while (avif.length > budget && q > 30) {
        q -= 5;
        avif = await enc();
      }
      const webp = await img()
        .webp({ quality: opts.webpQuality ?? 80, effort: 4, smartSubsample: true })
        .toBuffer();
      writeFileSync(`${base}-${w}.avif`, avif);
      writeFileSync(`${base}-${w}.webp`, webp);
      return { w, q, avif: avif.length, webp: webp.length };
    }),
  );
  for (const r of results) {
    log(`  images/${id}-${r.w}.avif  ${kb(r.avif)}  (q${r.q})`);
    log(`  images/${id}-${r.w}.webp  ${kb(r.webp)}`);
  }
  manifest[id] = { width: largest, height, widths };
}

export function writeManifest() {
  const sorted: Record<string, ManifestEntry> = {};
  for (const k of Object.keys(manifest).sort()) sorted[k] = manifest[k]!;
  const file = manifestFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(sorted, null, 2) + "\n");
  log(`  ${relative(outDir(), file)}  (${Object.keys(sorted).length} ids)`);
}

export function writeText(relPath: string, content: string | Buffer) {
  const file = join(publicDir(), relPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const size = typeof content === "string" ? Buffer.byteLength(content) : content.length;
  log(`  ${relPath}  ${kb(size)}`);
}

/** Escape text for SVG. */
export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
