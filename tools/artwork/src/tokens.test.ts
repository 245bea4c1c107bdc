import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { BRAND_TOKENS, brandColors, parseThemeColors, readBrandColors } from "./tokens.ts";

describe("parseThemeColors", () => {
  it("reads --color-* from @theme and normalises hex to upper case", () => {
    const css = `@theme {
      --font-sans: "Inter", sans-serif;
      --color-ink-950: #070b17;
      --color-short: #abc;
      --color-alpha: #11223344;
      --color-soft: oklch(0.7 0.1 250);
      --radius-card: 1.25rem;
    }`;
    assert.deepEqual(parseThemeColors(css), {
      "ink-950": "#070B17",
      short: "#AABBCC",
      alpha: "#11223344",
      soft: "oklch(0.7 0.1 250)",
    });
  });

  it("ignores colours outside @theme, in comments and in nested rules", () => {
    const css = `:root { --color-outside: #111111; }
      /* @theme { --color-commented: #222222; } */
      @theme {
        /* --color-off: #333333; */
        --color-before: #444444;
        @keyframes spin { from { --color-nested: #555555; } to { opacity: 1; } }
        --color-after: #666666
      }
      .x { --color-later: #777777; }`;
    assert.deepEqual(parseThemeColors(css), { before: "#444444", after: "#666666" });
  });

  it("does not mistake braces inside strings for blocks", () => {
    const css = `@theme { --font-odd: "a { b"; --color-x: #010203; }`;
    assert.deepEqual(parseThemeColors(css), { x: "#010203" });
  });

  it("merges @theme blocks in order: later declarations win, initial removes", () => {
    const css = `@theme { --color-a: #000001; --color-b: #000002; --color-c: #000003; }
      @theme inline { --color-a: #0000ff; --color-b: initial; }`;
    assert.deepEqual(parseThemeColors(css), { a: "#0000FF", c: "#000003" });
  });

  it("resolves var(--color-…) references, with fallbacks", () => {
    const css = `@theme {
      --color-base: #3b4bff;
      --color-alias: var(--color-base);
      --color-alias2: var( --color-alias );
      --color-fallback: var(--color-missing, #fff);
    }`;
    assert.deepEqual(parseThemeColors(css), { base: "#3B4BFF", alias: "#3B4BFF", alias2: "#3B4BFF", fallback: "#FFFFFF" });
  });

  it("rejects unknown and circular references and unterminated blocks", () => {
    assert.throws(() => parseThemeColors("@theme { --color-a: var(--color-nope); }"), /--color-nope is not defined/);
    assert.throws(() => parseThemeColors("@theme { --color-a: var(--color-b); --color-b: var(--color-a); }"), /refers to itself/);
    assert.throws(() => parseThemeColors("@theme { --color-a: #fff;"), /unterminated/);
  });

  it("finds nothing without an @theme block", () => {
    assert.deepEqual(parseThemeColors(":root { --color-a: #fff; }"), {});
  });
});

describe("brandColors", () => {
  const all = Object.fromEntries(Object.values(BRAND_TOKENS).map((token, i) => [token, `#0000${String(i).padStart(2, "0")}`]));

  it("maps each artwork colour to its site token", () => {
    const colors = brandColors({ ...all, "brand-600": "#3B4BFF" });
    assert.equal(colors.cobalt, "#3B4BFF");
    assert.deepEqual(Object.keys(colors).sort(), Object.keys(BRAND_TOKENS).sort());
  });

  it("names a missing token", () => {
    const { "coral-500": _, ...rest } = all;
    assert.throws(() => brandColors(rest), /--color-coral-500/);
  });

  it("rejects a colour the renderer cannot take", () => {
    assert.throws(() => brandColors({ ...all, surface: "oklch(0.98 0 0)" }), /--color-surface must be a #rrggbb colour/);
  });
});

describe("the site's stylesheet", () => {
  it("defines every brand colour the artwork uses", () => {
    const colors = readBrandColors();
    for (const [key, value] of Object.entries(colors)) assert.match(value, /^#[0-9A-F]{6}$/, key);
  });
});
