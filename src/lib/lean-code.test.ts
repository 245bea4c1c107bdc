import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { leanCodeBlock, quietCode, TOKEN_CLASSES } from "./lean-code";

const text = (value: string) => ({ type: "text" as const, value });
const span = (properties: Record<string, unknown>, value: string) => ({ type: "element" as const, tagName: "span", properties, children: [text(value)] });
const line = (...children: ReturnType<typeof span>[]) => ({ type: "element" as const, tagName: "span", properties: { class: "line" }, children });

function block() {
  const code = {
    type: "element" as const,
    tagName: "code",
    properties: {},
    children: [
      line(span({ style: "color:#E6EDF3" }, "- "), span({ style: "color:#7EE787" }, "id"), span({ style: "color:#E6EDF3" }, ": ")),
      text("\n"),
      line(span({ style: "color:#8B949E;font-style:italic" }, "# note"), span({ style: "color:#e6edf3" }, " end")),
    ],
  };
  const properties: Record<string, unknown> = { style: "background-color:#0d1117;color:#e6edf3;overflow-x:auto" };
  return { type: "element" as const, tagName: "pre", properties, children: [code] };
}

describe("leanCodeBlock", () => {
  it("unwraps the lines and the tokens in the block's own colour, keeping every other token and the text in order", () => {
    const pre = block();
    leanCodeBlock(pre);
    const code = pre.children[0]!;
    expect(code.children).toEqual([
      text("- "),
      span({ style: "color:#7EE787" }, "id"),
      text(": "),
      text("\n"),
      span({ style: "color:#8B949E;font-style:italic" }, "# note"),
      text(" end"),
    ]);
  });

  it("leaves a token alone when the block sets no colour", () => {
    const pre = block();
    pre.properties.style = "overflow-x:auto";
    leanCodeBlock(pre);
    expect(pre.children[0]!.children[0]).toEqual(span({ style: "color:#E6EDF3" }, "- "));
  });

  it("names a token of the quiet palette by its kind, and leaves the block's colours to the stylesheet", () => {
    const pre = block();
    pre.properties = { class: "astro-code kovira-quiet", style: "background-color:#0d1117;color:#e6edf3;overflow-x:auto" };
    pre.children[0]!.children = [line(span({ style: "color:#A5D6FF" }, "'x'"), span({ style: "color:#8b949e" }, "# y"), span({ style: "color:#79C0FF" }, "1"))];
    leanCodeBlock(pre);
    expect(pre.properties).toEqual({ class: "astro-code kovira-quiet" });
    expect(pre.children[0]!.children).toEqual([span({ class: "s" }, "'x'"), span({ class: "c" }, "# y"), span({ class: "n" }, "1")]);
  });

  it("has a class, drawn in its colour by article-body.css, for every colour of the palette", () => {
    const css = readFileSync(resolve(import.meta.dirname, "../sections/insights/article-body.css"), "utf8").toLowerCase();
    expect(css).toContain(`.${quietCode.name} {\n  background-color: ${quietCode.colors["editor.background"]};\n  color: ${quietCode.colors["editor.foreground"]};`);
    const colours = quietCode.tokenColors.map((token) => token.settings.foreground);
    expect(Object.keys(TOKEN_CLASSES).sort()).toEqual([...colours].sort());
    for (const colour of colours) expect(css).toContain(`.${quietCode.name} .${TOKEN_CLASSES[colour]} {\n  color: ${colour};`);
  });
});
