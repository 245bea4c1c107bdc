/*
 * `npm run sprite`: writes the sprites the pages draw icons from: technology logos
 * (brand-icons.ts), the interface icons lucide draws (src/lib/lucide-sprite.ts, decision 015), and
 * the social logos as CSS masks (brand-icons.ts).
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { socialMasks, technologySprite } from "../src/content/brand-icons";
import { iconsUsed, lucideSprite, readLucideIcons } from "../src/lib/lucide-sprite";

export const SPRITE_FILE = resolve(import.meta.dirname, "../src/assets/technology-icons.svg");
export const UI_SPRITE_FILE = resolve(import.meta.dirname, "../src/assets/ui-icons.svg");
export const SOCIAL_CSS_FILE = resolve(import.meta.dirname, "../src/assets/social-icons.css");
export const SOURCE_DIR = resolve(import.meta.dirname, "../src");

/** The interface sprite: every lucide icon the source imports. */
export async function uiSprite() {
  return lucideSprite(await readLucideIcons(iconsUsed(SOURCE_DIR)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SPRITE_FILE, technologySprite());
  console.log(`${SPRITE_FILE}: ${technologySprite().length} bytes`);
  const ui = await uiSprite();
  writeFileSync(UI_SPRITE_FILE, ui);
  console.log(`${UI_SPRITE_FILE}: ${ui.length} bytes`);
  writeFileSync(SOCIAL_CSS_FILE, socialMasks());
  console.log(`${SOCIAL_CSS_FILE}: ${socialMasks().length} bytes`);
}
