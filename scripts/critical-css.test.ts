import { describe, expect, it } from "vitest";
import { APPLY_STYLESHEETS_SCRIPT, arbitraryVariantRules, deferredStylesheets, firstScreen, trimInlined } from "./critical-css";

describe("firstScreen", () => {
  it("keeps the boxes below the fold but not what is in them, and drops the page's own styles", () => {
    const html = `<html><head><style>a{}</style></head><body><h1 class="hero">Hi</h1><div class="offscreen-lazy" style="--h:1px"><p class="later">Later</p></div><div class="below-fold"><ul class="slides"><li>One</li></ul></div></body></html>`;
    const screen = firstScreen(html);
    expect(screen).toContain('<div class="offscreen-lazy" style="--h:1px"></div>');
    expect(screen).toContain('<div class="below-fold"></div>');
    expect(screen).not.toContain("slides");
    expect(screen).toContain('class="hero"');
    expect(screen).not.toContain("later");
    expect(screen).not.toContain("<style>");
  });
});

describe("trimInlined", () => {
  const css = [
    "@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-shadow:0 0 #0000}}}",
    "@layer theme{:root,:host{--color-brand:#3b4bff;--color-unused:#000;--font-sans:var(--font-inter);--font-inter:Inter}}",
    ".a{color:var(--color-brand);font-family:var(--font-sans)}",
    ".b{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}",
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-ring-color{syntax:"*";inherits:false}',
  ].join("");

  it("keeps the variables and registrations its rules read, through other variables", () => {
    const trimmed = trimInlined(css, "");
    expect(trimmed).toContain("--color-brand:#3b4bff");
    expect(trimmed).toContain("--font-inter:Inter");
    expect(trimmed).toContain("@property --tw-shadow");
  });

  it("drops what nothing reads, and the fallback for engines without @property", () => {
    const trimmed = trimInlined(css, "");
    expect(trimmed).not.toContain("--color-unused");
    expect(trimmed).not.toContain("--tw-ring-color");
    expect(trimmed).not.toContain("@supports");
  });

  it("drops the registrations of what only interaction reads, used or not", () => {
    const transitions = '.t{--tw-duration:.3s;transition-duration:var(--tw-duration)}@property --tw-duration{syntax:"*";inherits:false}';
    const trimmed = trimInlined(css + transitions, "");
    expect(trimmed).not.toContain("--tw-duration");
    expect(trimmed).toContain("@property --tw-shadow");
  });

  it("drops pointer states and transitions, which the first paint does not draw, but keeps focus styles", () => {
    const states = [
      ".btn{color:red;transition-property:color;transition-duration:.15s;--tw-duration:.15s}",
      "@media (hover:hover){.btn:hover{color:blue}}",
      ".btn:active,.btn:disabled{scale:.98}",
      ".skip:focus{translate:0}",
    ].join("");
    const trimmed = trimInlined(css + states, "");
    expect(trimmed).toContain(".btn{color:red}");
    expect(trimmed).not.toContain(":hover");
    expect(trimmed).toContain(".btn:disabled{scale:.98}");
    expect(trimmed).not.toContain(":active");
    expect(trimmed).toContain(".skip:focus{translate:0}");
  });

  it("keeps a variable the markup reads in a style attribute", () => {
    expect(trimInlined(css, '<div style="color:var(--color-unused)"></div>')).toContain("--color-unused:#000");
  });
});

describe("deferredStylesheets", () => {
  it("links each stylesheet for print, applies it by script once loaded, and plainly without JavaScript", () => {
    expect(deferredStylesheets(["/assets/site.css"])).toBe(
      '<link rel="stylesheet" href="/assets/site.css" media="print" data-deferred-stylesheet>' +
        `<script>${APPLY_STYLESHEETS_SCRIPT}</script>` +
        '<noscript><link rel="stylesheet" href="/assets/site.css"></noscript>',
    );
  });

  it("switches a loaded stylesheet to every medium at once, and one still loading when it loads", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="a.css" media="print" data-deferred-stylesheet><link rel="stylesheet" href="b.css" media="print" data-deferred-stylesheet>';
    const [loaded, loading] = [...document.querySelectorAll("link")];
    Object.defineProperty(loaded, "sheet", { value: {} });
    Object.defineProperty(loading, "sheet", { value: null });
    new Function(APPLY_STYLESHEETS_SCRIPT)();
    expect(loaded!.media).toBe("all");
    expect(loading!.media).toBe("print");
    loading!.dispatchEvent(new Event("load"));
    expect(loading!.media).toBe("all");
  });

  it("switches one that fails too, so what it would style shows as it is", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="a.css" media="print" data-deferred-stylesheet>';
    const link = document.querySelector("link")!;
    Object.defineProperty(link, "sheet", { value: null });
    new Function(APPLY_STYLESHEETS_SCRIPT)();
    link.dispatchEvent(new Event("error"));
    expect(link.media).toBe("all");
  });
});

describe("arbitraryVariantRules", () => {
  const css =
    "@layer utilities{.\\[\\&_svg\\]\\:size-4 svg{width:1rem;height:1rem}.\\[\\&_dd\\]\\:flex dd{display:flex}@media (width>=64rem){.lg\\:\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}}.size-4{width:1rem}}";

  it("keeps the rules of arbitrary variants the markup uses, in their layer and media query", () => {
    const rules = arbitraryVariantRules(css, '<button class="a [&amp;_svg]:size-4 lg:[&amp;_svg]:size-5"><svg></svg></button>');
    expect(rules).toEqual([
      "@layer utilities{.\\[\\&_svg\\]\\:size-4 svg{width:1rem;height:1rem}}",
      "@layer utilities{@media (width>=64rem){.lg\\:\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}}}",
    ]);
  });

  it("leaves out those the markup does not use, and plain utilities (Beasties matches those)", () => {
    expect(arbitraryVariantRules(css, '<div class="size-4"></div>')).toEqual([]);
  });
});
