import { describe, expect, it } from "vitest";
import { leanCodeBlock } from "./lean-code";

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
  return { type: "element" as const, tagName: "pre", properties: { style: "background-color:#0d1117;color:#e6edf3;overflow-x:auto" }, children: [code] };
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
});
