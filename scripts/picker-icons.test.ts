import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_ASSETS, PICKER_ICONS, pickerIcon } from "./picker-icons";

describe("the date and time pickers' icons", () => {
  it.each(Object.keys(PICKER_ICONS))("%s.png is what `npm run picker-icons` draws, small enough to inline", async (name) => {
    const committed = readFileSync(resolve(import.meta.dirname, "..", INLINE_ASSETS, `${name}.png`));
    expect(Buffer.compare(committed, await pickerIcon(name))).toBe(0);
    expect(committed.length).toBeLessThan(600);
  });

  it("the stylesheet draws them in Chromium's picker", () => {
    const css = readFileSync(resolve(import.meta.dirname, "../src/app.css"), "utf8");
    for (const [type, name] of [["date", "calendar"], ["time", "clock"]])
      expect(css).toMatch(new RegExp(`input\\[type="${type}"\\]::-webkit-calendar-picker-indicator \\{\\s*background-image: url\\("./assets/inline/${name}.png"\\)`));
  });
});
