/**
 * What the site's cut web fonts cover (`npm run fonts` cuts them, scripts/fonts.ts): printable
 * ASCII and the typographic marks copy may use. Shared by the cutting script, the @font-face rules
 * in app.css (their `unicode-range`) and the body face the layout declares itself (text-face.ts).
 */
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");
/** Typographic marks copy may use beyond ASCII (no-break space first). */
export const EXTRA_CHARACTERS = "\u00a0’‘“”–—…•·→←↑↓×₹©®™°€£éÜ";
export const SUBSET_CHARACTERS = PRINTABLE_ASCII + EXTRA_CHARACTERS;

/** The `unicode-range` of the cut fonts. */
export function unicodeRange() {
  const extras = [...EXTRA_CHARACTERS].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
  return ["U+0020-007E", ...extras].join(", ");
}
