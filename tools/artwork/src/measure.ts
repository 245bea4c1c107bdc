/**
 * How wide a line of text is drawn, from the same @fontsource files resvg renders with, so a
 * drawing can size a card to its words, or refuse a label that would not fit where it goes.
 */
import { readFileSync } from "node:fs";
import opentype from "opentype.js";
import { packageFile } from "./core.ts";

const FILES = {
  sans: (weight: number) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
  display: (weight: number) => `@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-${weight}-normal.woff`,
};
/** The weights resvg is given (core.ts `fontFiles`): a weight between them is drawn with the nearest. */
const WEIGHTS = { sans: [400, 500, 600, 700], display: [500, 700, 800] };

const faces = new Map<string, opentype.Font>();
function face(family: keyof typeof FILES, weight: number) {
  const nearest = WEIGHTS[family].reduce((a, b) => (Math.abs(b - weight) < Math.abs(a - weight) ? b : a));
  const file = packageFile(FILES[family](nearest));
  if (!faces.has(file)) {
    const bytes = readFileSync(file);
    faces.set(file, opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  }
  return faces.get(file)!;
}

/** Width in user units of `str` set as `text()` in kit.ts sets it (weight 500, Inter, unless told). */
export function textWidth(str: string, o: { size?: number; weight?: number; family?: "sans" | "display"; ls?: number } = {}) {
  const size = o.size ?? 14;
  const f = face(o.family ?? "sans", o.weight ?? 500);
  const scale = size / f.unitsPerEm;
  // glyph by glyph, with kerning, as vectors.ts sets wordmarks (opentype.js cannot shape Inter's features)
  const glyphs = [...str].map((char) => f.charToGlyph(char));
  let width = 0;
  glyphs.forEach((glyph, i) => {
    const next = glyphs[i + 1];
    width += (glyph.advanceWidth ?? 0) * scale + (next ? f.getKerningValue(glyph, next) * scale : 0);
  });
  return width + (o.ls ?? 0) * Math.max(0, glyphs.length - 1);
}
