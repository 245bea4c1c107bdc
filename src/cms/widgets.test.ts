import { describe, expect, it } from "vitest";
import { NO_SITE_FACTS } from "./editor-rules";
import {
  characterCount,
  noSavedStatusOnNewEntry,
  pictureGroups,
  pictureProblem,
  registerWidgets,
  ruleProblems,
  signatureProblem,
  thumbnailUrl,
  wholeModeLabelToggles,
} from "./widgets";

describe("the editor's own fields", () => {
  it("refuse a picture ID that is not among the pictures, and accept an empty one (required is Decap's check)", () => {
    const known = (id: string) => id === "home/team";
    expect(pictureProblem("home/team", known)).toBeUndefined();
    expect(pictureProblem("", known)).toBeUndefined();
    expect(pictureProblem("insights/monolith-or-microservices/hero", known)).toBe(
      'Unknown picture "insights/monolith-or-microservices/hero": choose one from the list',
    );
  });

  it("refuse a signature that is not among the SVGs there are, and count a text's characters as the build does (trimmed)", () => {
    const known = (id: string) => id === "signatures/meera-iyer";
    expect(signatureProblem("signatures/meera-iyer", known)).toBeUndefined();
    expect(signatureProblem("signatures/nobody", known)).toBe(
      'Unknown signature "signatures/nobody": choose one from the list (a new one is an SVG in public/images/signatures/)',
    );
    expect(characterCount("  Designs.  ", { min: 40, max: 200 })).toEqual({ text: "8 characters (40 to 200)", outside: true });
    expect(characterCount("", { min: 40, max: 200 })).toEqual({ text: "0 characters (40 to 200)", outside: false });
    expect(characterCount("x".repeat(81), { max: 80 })).toEqual({ text: "81 characters (at most 80)", outside: true });
    expect(characterCount("x".repeat(300), { min: 300 })).toEqual({ text: "300 characters (at least 300)", outside: false });
  });

  it("list the pictures under their first part, each with the smallest file as its thumbnail", () => {
    const pictures = [
      { id: "cases/retail-operations/hero", width: 640 },
      { id: "cases/smart-food-logging/hero", width: 640 },
      { id: "uploads/team-offsite", width: 640 },
    ];
    expect(pictureGroups(pictures).map(([group, items]) => [group, items.length])).toEqual([
      ["cases", 2],
      ["uploads", 1],
    ]);
    expect(thumbnailUrl(pictures[2]!)).toBe("/images/uploads/team-offsite-640.webp");
  });

  it("apply a field's rule with the build's words, and nothing for a field without one", () => {
    expect(ruleProblems("article-title", "Monolith")).toEqual(["needs at least 3 words, saying what the article is about"]);
    expect(ruleProblems("article-body", "## One section\n\nToo short.")).toEqual(["has 4 words: an article needs 800 to 1,500"]);
    expect(ruleProblems(undefined, "anything")).toEqual([]);
    // Rules as Decap's configuration holds them: an immutable List of names.
    const immutable = { toJS: () => ["article-body", "internal-links"] };
    expect(ruleProblems(immutable, "## One section\n\nSee [prices](/pricing).")).toEqual([
      "has 4 words: an article needs 800 to 1,500",
      "links to /pricing, a page this site does not have: link a page that exists, e.g. /services/fintech",
    ]);
  });

  it("check a field's rule as the field loses the focus, as Decap checks a pattern, and leave an empty field for Save", () => {
    const controls = new Map<string, { render: (this: unknown) => { props: { onBlur: () => void } } }>();
    const cms = { getWidget: (name: string) => ({ control: name }), registerWidget: (name: string, control: unknown) => void controls.set(name, control as never) };
    const h = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => ({ type, props: props ?? {}, children });
    registerWidgets(cms, [], h, (spec) => spec);
    const blur = (widget: string, value: unknown, rule: unknown = ["internal-links"]) => {
      let checked = 0;
      const field = { get: (key: string) => (key === "rule" ? rule : undefined) };
      controls.get(widget)!.render.call({ props: { value, field, validate: () => checked++ } }).props.onBlur();
      return checked;
    };
    expect(blur("checked-markdown", "See [our prices](/pricing).")).toBe(1);
    expect(blur("checked-relation", ["smart-food-logging"], "article-cases")).toBe(1);
    expect(blur("checked-markdown", "")).toBe(0);
    expect(blur("checked-relation", [], "article-cases")).toBe(0);
    expect(blur("checked-string", "A title", null)).toBe(0);
  });

  it("count a phrase rationed across the site in the other entries only, the entry's own file left out", () => {
    const saying = ["a", "b", "c", "d"].map((slug) => ({ file: `src/content/insights/${slug}.mdx`, title: `Article ${slug}` }));
    const site = { ...NO_SITE_FACTS, rationed: [{ phrase: "before anyone", limit: 4, saying }] };
    const text = "Ship it before anyone asks.";
    expect(ruleProblems("site-rationed", text, {}, site)).toEqual([
      '"before anyone" is on 5 files of the site, at most 4: reword it in one place, here or in Article a, Article b, Article c, Article d',
    ]);
    expect(ruleProblems("site-rationed", text, {}, site, "src/content/insights/c.mdx")).toEqual([]);
  });
});

describe("the editor's page", () => {
  it("chooses a mode when either word of the Rich Text / Markdown switch is clicked", () => {
    document.body.innerHTML = `<div><span class="css-1-ToolbarToggleLabel">Rich Text</span><button role="switch" aria-checked="false"></button><span class="css-2-ToolbarToggleLabel">Markdown</span></div>`;
    const toggle = document.querySelector<HTMLButtonElement>('[role="switch"]')!;
    toggle.addEventListener("click", () => toggle.setAttribute("aria-checked", String(toggle.getAttribute("aria-checked") !== "true")));
    wholeModeLabelToggles(document);
    const [richText, markdown] = document.querySelectorAll<HTMLElement>('[class*="ToolbarToggleLabel"]');
    markdown!.click();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    markdown!.click();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    richText!.click();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
  });

  it("marks a new entry's page, where Decap's “Changes saved” is hidden", () => {
    noSavedStatusOnNewEntry(document, { hash: "#/collections/insights/new" } as Location);
    expect(document.documentElement.hasAttribute("data-new-entry")).toBe(true);
    noSavedStatusOnNewEntry(document, { hash: "#/collections/insights/entries/x" } as Location);
    expect(document.documentElement.hasAttribute("data-new-entry")).toBe(false);
  });
});
