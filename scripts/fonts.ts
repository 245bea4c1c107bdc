/*
 * `npm run fonts`: the two web fonts, cut down to what the site sets. The @fontsource Latin files
 * carry about 250 glyphs over the whole weight axis (90 KB for both); the site uses printable
 * ASCII and a few typographic marks. Body text (Inter) keeps its axis at 400–700. Headings are
 * all set at 600, so the display face the first screen needs is a static 600 instance (15 KB
 * instead of 26 KB); the testimonials' lighter quotes get a 500 instance of their own, which the
 * browser fetches only when they are shown. The cut files are checked in, and `fonts.test.ts`
 * fails when content uses a character they lack.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import subsetFont from "subset-font";
import { SUBSET_CHARACTERS, unicodeRange } from "../src/lib/web-fonts";

export { EXTRA_CHARACTERS, SUBSET_CHARACTERS, unicodeRange } from "../src/lib/web-fonts";

const ROOT = resolve(import.meta.dirname, "..");

export const WEB_FONTS = [
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "src/assets/fonts/inter-subset.woff2",
    weights: { min: 400, max: 700 },
  },
  {
    source: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    output: "src/assets/fonts/bricolage-grotesque-600.woff2",
    weights: 600,
  },
  {
    source: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    output: "src/assets/fonts/bricolage-grotesque-500.woff2",
    weights: 500,
  },
] as const;

export async function writeWebFonts() {
  for (const font of WEB_FONTS) {
    const source = readFileSync(join(ROOT, "node_modules", font.source));
    const subset = await subsetFont(source, SUBSET_CHARACTERS, { targetFormat: "woff2", variationAxes: { wght: font.weights } });
    mkdirSync(dirname(join(ROOT, font.output)), { recursive: true });
    writeFileSync(join(ROOT, font.output), subset);
    console.log(`${font.output}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
  }
  console.log(`unicode-range: ${unicodeRange()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await writeWebFonts();
