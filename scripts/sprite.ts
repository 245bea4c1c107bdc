/* `npm run sprite`: writes the technology logo sprite the pages draw from (see brand-icons.ts). */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { technologySprite } from "../src/content/brand-icons";

export const SPRITE_FILE = resolve(import.meta.dirname, "../src/assets/technology-icons.svg");

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SPRITE_FILE, technologySprite());
  console.log(`${SPRITE_FILE}: ${technologySprite().length} bytes`);
}
