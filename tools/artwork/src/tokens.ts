/**
 * The site's design tokens, read from its stylesheet (Tailwind 4 `@theme` custom properties) so the
 * artwork and the pages share one set of brand colours.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SITE } from "./paths.ts";

export const SITE_CSS = join(SITE, "src", "app.css");

/**
 * Every `--color-NAME` declared directly in an `@theme` block (not inside a nested rule such as
 * `@keyframes`), keyed by NAME. Later declarations win, as in CSS; `initial` removes a colour.
 * Hex values are normalised to upper-case `#RRGGBB` / `#RRGGBBAA`; `var(--color-…)` is resolved;
 * any other value is kept as written.
 */
export function parseThemeColors(css: string): Record<string, string> {
  const raw = new Map<string, string>();
  for (const block of themeBlocks(stripComments(css))) {
    for (const decl of block.split(";")) {
      const m = /^\s*--color-([A-Za-z0-9_-]+)\s*:\s*([\s\S]*?)\s*(?:!important\s*)?$/.exec(decl);
      if (!m) continue;
      const [, name, value] = m as unknown as [string, string, string];
      if (value === "initial") raw.delete(name);
      else raw.set(name, value);
    }
  }
  const out: Record<string, string> = {};
  const resolving = new Set<string>();
  const resolve = (name: string): string => {
    const value = raw.get(name);
    if (value === undefined) throw new Error(`--color-${name} is not defined in an @theme block`);
    if (resolving.has(name)) throw new Error(`--color-${name} refers to itself`);
    resolving.add(name);
    try {
      const ref = /^var\(\s*--color-([A-Za-z0-9_-]+)\s*(?:,\s*([\s\S]+))?\)$/.exec(value);
      if (ref) return raw.has(ref[1]!) || ref[2] === undefined ? resolve(ref[1]!) : normalise(ref[2].trim());
      return normalise(value);
    } finally {
      resolving.delete(name);
    }
  };
  for (const name of raw.keys()) out[name] = resolve(name);
  return out;
}

function normalise(value: string): string {
  const hex = /^#([0-9a-fA-F]{3,8})$/.exec(value)?.[1];
  if (!hex || ![3, 4, 6, 8].includes(hex.length)) return value;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
  return `#${full.toUpperCase()}`;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, "");
}

/** The top level of each `@theme { … }` body, nested blocks removed. */
function themeBlocks(css: string): string[] {
  const blocks: string[] = [];
  const start = /@theme\b[^{;]*\{/g;
  for (let m = start.exec(css); m; m = start.exec(css)) {
    let depth = 1;
    let top = "";
    let i = start.lastIndex;
    for (; i < css.length && depth > 0; i++) {
      const ch = css[i]!;
      if (ch === '"' || ch === "'") {
        const end = css.indexOf(ch, i + 1);
        const str = css.slice(i, end === -1 ? css.length : end + 1);
        if (depth === 1) top += str;
        i += str.length - 1;
      } else if (ch === "{") {
        // a nested rule: drop the selector/at-rule prelude already copied into `top`
        if (depth === 1) top = top.slice(0, top.lastIndexOf(";") + 1);
        depth++;
      } else if (ch === "}") {
        depth--;
        if (depth === 1) top += ";";
      } else if (depth === 1) top += ch;
    }
    if (depth > 0) throw new Error("unterminated @theme block");
    blocks.push(top);
    start.lastIndex = i;
  }
  return blocks;
}

/** Artwork name → site token (`--color-…`) for every brand colour the drawings use. */
export const BRAND_TOKENS = {
  ink0: "ink-950",
  ink1: "ink-900",
  ink2: "ink-800",
  ink3: "ink-700",
  cobalt: "brand-600",
  cobaltL: "brand-400",
  coral: "coral-500",
  teal: "teal-600",
  amber: "amber-400",
  surface: "surface",
} as const;

export type BrandColors = Record<keyof typeof BRAND_TOKENS, string>;

/** Picks the artwork's brand colours; each must be a hex colour, as resvg and the written SVGs need one. */
export function brandColors(tokens: Record<string, string>): BrandColors {
  const out = {} as BrandColors;
  for (const [key, token] of Object.entries(BRAND_TOKENS) as [keyof BrandColors, string][]) {
    const value = tokens[token];
    if (value === undefined) throw new Error(`the artwork needs --color-${token} in the site's @theme`);
    if (!/^#[0-9A-F]{6}$/.test(value)) throw new Error(`--color-${token} must be a #rrggbb colour for the artwork, not "${value}"`);
    out[key] = value;
  }
  return out;
}

export function readBrandColors(file = SITE_CSS): BrandColors {
  try {
    return brandColors(parseThemeColors(readFileSync(file, "utf8")));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
  }
}
