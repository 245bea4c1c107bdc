import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { technologyIcon, technologySprite } from "../src/content/brand-icons";
import { SPRITE_FILE } from "./sprite";

describe("technology logo sprite", () => {
  it("is up to date with the logos in brand-icons.ts (run npm run sprite)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(technologySprite());
  });

  it("has a symbol for every technology a page can name", () => {
    const sprite = technologySprite();
    for (const id of ["react", "nextjs", "postgresql", "aws", "graphql"] as const) {
      expect(sprite).toContain(`<symbol id="${technologyIcon(id).symbol}" viewBox="0 0 24 24">`);
    }
  });
});
