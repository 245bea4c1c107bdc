import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { filesSaying, RATIONED_PER_PAGE, rationTexts, SITE_WIDE_RATIONED } from "./rationed";

/** docs/content.md's list of rationed words: `  - "word": limit` under "Words to ration". */
function documented() {
  const guide = readFileSync(resolve(process.cwd(), "docs/content.md"), "utf8");
  const start = guide.indexOf("**Words to ration.**");
  const lines = guide.slice(start).split("\n").slice(1);
  const list = lines.slice(0, lines.findIndex((line, index) => index > 0 && !/^ {2}- /.test(line)));
  return list.flatMap((line) => {
    const item = /^ {2}- "([^"]+)": (.+)$/.exec(line);
    return item ? [[item[1]!, item[2]!.trim()]] : [];
  });
}

describe("the rationed words", () => {
  it("are listed in docs/content.md, every one with its limit, as the code rations them", () => {
    expect(documented()).toEqual([
      ...Object.keys(RATIONED_PER_PAGE).map((word) => [word, "at most once a page"]),
      ...SITE_WIDE_RATIONED.map((ration) => [ration.phrase, ration.limitText]),
    ]);
  });

  it("each match the phrase they are named by", () => {
    for (const ration of SITE_WIDE_RATIONED) expect(ration.pattern.test(`We ship ${ration.phrase} asks.`), ration.phrase).toBe(true);
  });

  it("count an article's title as the editor checks it, with its description and text", () => {
    const article = (id: string, title: string) => ({ id, data: { title, description: "Plain." }, body: "Plain." });
    const texts = rationTexts({ industries: [], capabilities: [], cases: [], legal: [], insights: [article("a", "Shipped before anyone asked"), article("b", "Shipped")] });
    expect(filesSaying(SITE_WIDE_RATIONED[0]!, texts.pages)).toEqual([{ file: "src/content/insights/a.mdx", field: "title" }]);
  });
});
