/*
 * `npm run sprite`: writes the sprites the pages draw icons from: technology and social
 * logos (brand-icons.ts) and the interface icons lucide draws (src/lib/lucide-sprite.ts, decision 015).
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { socialSprite, technologySprite } from "../src/content/brand-icons";
import { iconsUsed, lucideSprite, readLucideIcons } from "../src/lib/lucide-sprite";

export const SPRITE_FILE = resolve(import.meta.dirname, "../src/assets/technology-icons.svg");
export const SOCIAL_SPRITE_FILE = resolve(import.meta.dirname, "../src/assets/social-icons.svg");
export const UI_SPRITE_FILE = resolve(import.meta.dirname, "../src/assets/ui-icons.svg");
export const SOURCE_DIR = resolve(import.meta.dirname, "../src");

/** The interface icon sprite for every lucide icon the source imports. */
export async function uiSprite() {
  return lucideSprite(await readLucideIcons(iconsUsed(SOURCE_DIR)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, sprite] of [[SPRITE_FILE, technologySprite()], [SOCIAL_SPRITE_FILE, socialSprite()]] as const) {
    writeFileSync(file, sprite);
    console.log(`${file}: ${sprite.length} bytes`);
  }
  const ui = await uiSprite();
  writeFileSync(UI_SPRITE_FILE, ui);
  console.log(`${UI_SPRITE_FILE}: ${ui.length} bytes`);
}
