import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APPLY_STYLESHEETS_SCRIPT, arbitraryVariantRules, deferredStylesheets, firstScreen, inlineCriticalCss, trimInlined } from "./critical-css";

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

  it("drops pointer states, open popovers and transitions, which the first paint does not draw, but keeps focus styles", () => {
    const states = [
      ".btn{color:red;transition-property:color;transition-duration:.15s;--tw-duration:.15s}",
      "@media (hover:hover){.btn:hover{color:blue}}",
      ".btn:active,.btn:disabled{scale:.98}",
      ".skip:focus{translate:0}",
      ".toggle:has(+:popover-open):before{--icon:var(--close)}",
    ].join("");
    const trimmed = trimInlined(css + states, "");
    expect(trimmed).toContain(".btn{color:red}");
    expect(trimmed).not.toContain(":hover");
    expect(trimmed).toContain(".btn:disabled{scale:.98}");
    expect(trimmed).not.toContain(":active");
    expect(trimmed).not.toContain(":popover-open");
    expect(trimmed).toContain(".skip:focus{translate:0}");
  });

  it("keeps a variable the markup reads in a style attribute", () => {
    expect(trimInlined(css, '<div style="color:var(--color-unused)"></div>')).toContain("--color-unused:#000");
  });
});

describe("deferredStylesheets", () => {
  it("links each stylesheet disabled for print, fetched and applied by script, and plainly without JavaScript", () => {
    expect(deferredStylesheets(["/assets/site.css"])).toBe(
      '<link rel="stylesheet" href="/assets/site.css" media="print" disabled data-deferred-stylesheet>' +
        `<script data-inline-script="deferred-stylesheets">${APPLY_STYLESHEETS_SCRIPT}</script>` +
        '<noscript><link rel="stylesheet" href="/assets/site.css"></noscript>',
    );
  });

  /** Runs the script over two deferred links; `painted()` reports the first contentful paint and runs the task after it. */
  function setUp({ paintTiming = true } = {}) {
    document.head.innerHTML = deferredStylesheets(["a.css", "b.css"]).replace(/<script[^>]*>.*<\/script><noscript>.*<\/noscript>/, "");
    let report: (names: string[]) => void = () => undefined;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    // Fake timers play animation frames too.
    vi.useFakeTimers();
    new Function(APPLY_STYLESHEETS_SCRIPT)();
    const painted = () => {
      report(["first-paint", "first-contentful-paint"]);
      vi.runAllTimers();
    };
    return { links: [...document.querySelectorAll("link")], painted, report, disconnected: () => disconnected };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("fetches nothing until the first contentful paint, then applies each stylesheet once it loads", () => {
    const { links, painted, report, disconnected } = setUp();
    report(["first-paint"]);
    vi.runAllTimers();
    expect(links.map((link) => link.hasAttribute("disabled"))).toEqual([true, true]);
    painted();
    expect(disconnected()).toBe(true);
    expect(links.map((link) => link.hasAttribute("disabled"))).toEqual([false, false]);
    expect(links.map((link) => link.media)).toEqual(["print", "print"]);
    links[0]!.dispatchEvent(new Event("load"));
    expect(links.map((link) => link.media)).toEqual(["all", "print"]);
  });

  it("applies one that fails too, so what it would style shows as it is", () => {
    const { links, painted } = setUp();
    painted();
    links[1]!.dispatchEvent(new Event("error"));
    expect(links[1]!.media).toBe("all");
  });

  it("fetches after the first frame where the browser has no paint timing", () => {
    const { links } = setUp({ paintTiming: false });
    expect(links.map((link) => link.hasAttribute("disabled"))).toEqual([true, true]);
    vi.runAllTimers();
    expect(links.map((link) => link.hasAttribute("disabled"))).toEqual([false, false]);
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

describe("inlineCriticalCss", () => {
  it("declares the faces the page preloads and the local fallbacks, and leaves the others to the stylesheet", async () => {
    const dir = mkdtempSync(join(tmpdir(), "critical-"));
    const sheet = [
      '@font-face{font-family:Display;font-weight:600;src:url(/assets/display-600.woff2)format("woff2")}',
      '@font-face{font-family:Display;font-weight:500;src:url(/assets/display-500.woff2)format("woff2")}',
      '@font-face{font-family:Body Without Script;src:url(/assets/body.woff2)format("woff2")}',
      "@font-face{font-family:Body Fallback;src:local(Arial)}",
      "h1{font-family:Display}",
    ].join("");
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets/site.css"), sheet);
    const html =
      '<!doctype html><html><head><link rel="preload" href="/assets/display-600.woff2" as="font" type="font/woff2" crossorigin="anonymous">' +
      '<link rel="stylesheet" href="/assets/site.css"></head><body><h1>Title</h1></body></html>';
    const page = await inlineCriticalCss(html, dir);
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    expect(inlined).toContain("/assets/display-600.woff2");
    expect(inlined).toContain("font-family:Body Fallback");
    expect(inlined).not.toContain("/assets/display-500.woff2");
    expect(inlined).not.toContain("/assets/body.woff2");
    rmSync(dir, { recursive: true });
  });
});
