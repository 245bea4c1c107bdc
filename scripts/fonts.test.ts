import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SUBSET_CHARACTERS, unicodeRange, WEB_FONTS } from "./fonts";

const ROOT = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|astro|ya?ml|json)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith("images.json") ? [path] : [];
  });
}

describe("web fonts", () => {
  it("cover every character the site's copy and components use", () => {
    const missing = new Set<string>();
    for (const file of sourceFiles(join(ROOT, "src"))) {
      for (const char of readFileSync(file, "utf8")) {
        if (char >= " " && !SUBSET_CHARACTERS.includes(char)) missing.add(`${char} (${file.slice(ROOT.length + 1)})`);
      }
    }
    expect([...missing], "add them to EXTRA_CHARACTERS in scripts/fonts.ts and run npm run fonts").toEqual([]);
  });

  it("declare the same unicode-range in every @font-face of a cut file as the files cover", () => {
    const css = readFileSync(join(ROOT, "src/app.css"), "utf8");
    const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1]!).filter((body) => body.includes("/assets/fonts/"));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(/unicode-range: ([^;]+);/.exec(face)?.[1], face).toBe(unicodeRange());
  });

  it("stay small enough to arrive with the first screen", () => {
    for (const font of WEB_FONTS) expect(statSync(join(ROOT, font.output)).size).toBeLessThan(23 * 1024);
  });

  it("give each cut file its own @font-face with the weights it was cut at", () => {
    const css = readFileSync(join(ROOT, "src/app.css"), "utf8");
    for (const font of WEB_FONTS) {
      const file = font.output.slice(font.output.lastIndexOf("/") + 1);
      const face = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1]!).find((body) => body.includes(file));
      expect(face, file).toBeDefined();
      const [low, high] = /font-weight: (\d+) (\d+);/.exec(face!)!.slice(1).map(Number);
      const cut = typeof font.weights === "number" ? { min: font.weights, max: font.weights } : font.weights;
      expect(cut.min >= low! && cut.max <= high!, `${file} is cut at ${JSON.stringify(font.weights)}`).toBe(true);
      expect(face).toContain(typeof font.weights === "number" ? 'format("woff2")' : 'format("woff2-variations")');
    }
  });
});
