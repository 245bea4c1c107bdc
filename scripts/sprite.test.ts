import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { socialIcon, socialMasks, technologyIcon, technologySprite } from "../src/content/brand-icons";
import { iconsUsed } from "../src/lib/lucide-sprite";
import { SOCIAL_CSS_FILE, SOURCE_DIR, SPRITE_FILE, UI_SPRITE_FILE, uiSprite } from "./sprite";

describe("brand logo sprite", () => {
  it("is up to date with the logos in brand-icons.ts (run npm run sprite)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(technologySprite());
  });

  it("has a logo in its brand colour for every technology a page can name, each shown only when addressed by its id", () => {
    const sprite = technologySprite();
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><style>svg svg:not\(:target\)\{display:none\}<\/style>/);
    for (const id of ["react", "nextjs", "postgresql", "aws", "graphql"] as const) {
      const icon = technologyIcon(id);
      expect(sprite).toContain(`<svg id="${icon.symbol}" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="`);
    }
  });
});

describe("interface icon sprite", () => {
  it("is up to date with the lucide icons the source imports (run npm run sprite)", async () => {
    expect(readFileSync(UI_SPRITE_FILE, "utf8")).toBe(await uiSprite());
  });

  it("draws each icon lucide's way, its shapes from lucide's data, an alias by its icon", async () => {
    const names = iconsUsed(SOURCE_DIR);
    expect(names).toEqual(expect.arrayContaining(["arrow-right", "arrow-left", "circle-alert", "circle-check"]));
    const sprite = await uiSprite();
    for (const name of names) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"`);
    expect(sprite).toContain('<symbol id="arrow-right" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" style="stroke-width:var(--icon-stroke-width,2)"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>');
    // `circle-alert` re-exports `circle-exclamation-point`: a circle and two strokes.
    expect(sprite).toContain('<symbol id="circle-alert" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" style="stroke-width:var(--icon-stroke-width,2)"><circle cx="12" cy="12" r="10"/><line x1="12" x2="12" y1="8" y2="12"/>');
  });
});

describe("social logos", () => {
  it("are up to date with the logos in brand-icons.ts (run npm run sprite)", () => {
    expect(readFileSync(SOCIAL_CSS_FILE, "utf8")).toBe(socialMasks());
  });

  it("are a mask for each network a link can name, drawn by the link's ::before", () => {
    const css = socialMasks();
    for (const label of ["LinkedIn", "X", "GitHub", "Instagram", "Dribbble"] as const) {
      const { symbol } = socialIcon(label);
      expect(css).toContain(`--${symbol}: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M`);
      expect(css).toContain(`.social-link[data-icon="${symbol}"]::before { --icon: var(--${symbol}); }`);
    }
    // Nothing in a path may end the URL or its quotes early.
    expect(css).not.toMatch(/d='[^']*["#<>][^']*'/);
  });
});
