/*
 * `npm run picker-icons`: the date and time fields' picker icons as small PNG pictures, which the
 * stylesheet puts in place of Chromium's own (src/app.css). Chromium draws its icons from SVG
 * images, and an SVG image is a document the browser builds when the field is first drawn:
 * 20–30 ms on a phone 4x slower, inside the tap that opens the meeting form. A PNG costs nothing
 * there. The icons are lucide's, in the form's ink, drawn 3x for sharp screens; the files are
 * checked in and inlined into the stylesheet (astro.config.mjs, `assetsInlineLimit`).
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";

/** The folder whose files the build inlines as `data:` URLs. */
export const INLINE_ASSETS = "src/assets/inline";
/** --color-ink-600 (src/app.css). */
const INK = "#3a4361";
const SIZE = 48;

export const PICKER_ICONS: Record<string, ComponentType<{ color: string; size: number }>> = { calendar: Calendar, clock: Clock };

export async function pickerIcon(name: keyof typeof PICKER_ICONS) {
  const svg = renderToStaticMarkup(createElement(PICKER_ICONS[name]!, { color: INK, size: SIZE }));
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colours: 8 }).toBuffer();
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const name of Object.keys(PICKER_ICONS)) {
    const file = resolve(import.meta.dirname, "..", INLINE_ASSETS, `${name}.png`);
    writeFileSync(file, await pickerIcon(name));
    console.log(`${file}`);
  }
}
