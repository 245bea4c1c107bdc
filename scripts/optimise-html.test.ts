import { describe, expect, it, vi } from "vitest";
import { HERO_WAIT_MS, optimiseHtml, PLACEHOLDER_IMAGE } from "./optimise-html";

/** What React Router's `<ScrollRestoration>` and `<Scripts>` write into a prerendered page. */
const ROUTER_SCRIPTS = [
  '<script>((storageKey2, restoreKey) => {\n    if (!window.history.state || !window.history.state.key) {}\n  })("react-router-scroll-positions", null)</script>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-d.js"/>',
  '<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({});</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-a.js";\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-d.js");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[{\\"srcSet\\":1}]");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script>",
].join("");

const ISLAND =
  '<div data-island="header" class="contents"><header>Menu</header></div><script type="application/json" data-island-props="header">{"html":"\\u003cimg src=\\"/x.svg\\" loading=\\"lazy\\">"}</script>';

function page(main: string, island = ISLAND) {
  return [
    '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/root-a.js"/>',
    `<link rel="stylesheet" href="/assets/root-b.css"/></head><body>${island}<main>${main}</main>`,
    ROUTER_SCRIPTS,
    "</body></html>",
  ].join("");
}

const BUILT = { readStylesheet: () => "body{color:red}", islandsEntry: () => "/assets/islands-1.js" };

const HERO = '<img srcSet="/hero.avif 1x" fetchPriority="high" alt=""/>';
const LATER = [
  '<picture><source type="image/avif" srcSet="/team-640.avif 640w"/><img src="/team.webp" alt="Team" loading="lazy"/></picture>',
  '<img src="/clients/a.svg" alt="A" fetchPriority="low"/>',
  '<svg><use href="/assets/icons.svg#react"></use></svg>',
].join("");

const optimised = optimiseHtml(page(HERO + LATER), BUILT);
const bootstrapOf = (html: string) => /<script type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? "";

/**
 * Runs a page's bootstrap in a DOM of its own. `import()` is recorded instead of loading, and the
 * paint observer is driven by hand.
 */
function runBootstrap(html: string, { heroComplete }: { heroComplete: boolean }) {
  const document = new DOMParser().parseFromString(html, "text/html");
  const window = {};
  const hero = document.querySelector('img[fetchpriority="high"]');
  if (hero) Object.defineProperty(hero, "complete", { value: heroComplete });
  const imported: string[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {}
  }
  const run = new Function(
    "document",
    "window",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    bootstrapOf(html).replaceAll("import(", "load("),
  );
  run(
    document,
    window,
    FakePerformanceObserver,
    (callback: () => void) => setTimeout(callback, 16),
    setTimeout,
    (src: string) => {
      imported.push(src);
      return Promise.resolve({});
    },
  );
  const firstContentfulPaint = () =>
    paintObserver!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect() {} });
  return { document, hero, imported, firstContentfulPaint };
}

describe("prerendered pages after optimisation", () => {
  it("carry the whole stylesheet inline and link none", () => {
    expect(optimised).toContain("<style>body{color:red}</style>");
    expect(optimised).not.toContain('rel="stylesheet"');
  });

  it("keep none of React Router's scripts or preloads, only the islands' bootstrap", () => {
    expect(optimised).not.toContain("modulepreload");
    expect(optimised).not.toMatch(/__reactRouter|react-router-scroll-positions|^import /m);
    const scripts = [...optimised.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual(['<script type="application/json" data-island-props="header">', '<script type="module">']);
    expect(bootstrapOf(optimised)).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("fail the build when a React Router script it does not know is left", () => {
    expect(() => optimiseHtml(page("").replace("</body>", "<script>self.__reactRouterManifest={}</script></body>"), BUILT)).not.toThrow();
    expect(() => optimiseHtml(page("").replace("</body>", "<div data-x='__reactRouterContext'></div></body>"), BUILT)).toThrow(
      /React Router/,
    );
  });

  it("spell attributes in lower case outside scripts, leaving data untouched", () => {
    expect(optimised).toContain('<meta charset="utf-8"/>');
    expect(optimised).toContain('<img srcset="/hero.avif 1x" fetchpriority="high" alt=""/>');
    expect(optimised).toContain('{"html":"\\u003cimg src=\\"/x.svg\\" loading=\\"lazy\\">"}');
  });

  it("hold back the URLs of lazy and low-priority images, their sources and sprite references, not the hero's", () => {
    const p = PLACEHOLDER_IMAGE;
    expect(optimised).toContain(
      `<source type="image/avif" srcset="${p}" data-deferred-srcset="/team-640.avif 640w"/><img src="${p}" data-deferred-src="/team.webp"`,
    );
    expect(optimised).toContain(`<img src="${p}" data-deferred-src="/clients/a.svg" alt="A" fetchpriority="low"/>`);
    expect(optimised).toContain('<use data-deferred-href="/assets/icons.svg#react">');
    expect(optimised).toContain('<img srcset="/hero.avif 1x" fetchpriority="high"');
    expect(optimised, "island props are left alone").toContain('"html":"\\u003cimg src=\\"/x.svg\\" loading=\\"lazy\\">"');
  });

  it("start nothing before the first paint, then wait for the hero image to be shown", () => {
    vi.useFakeTimers();
    const { document, hero, imported, firstContentfulPaint } = runBootstrap(optimised, { heroComplete: false });
    vi.advanceTimersByTime(1000);
    expect(imported).toEqual([]);
    firstContentfulPaint();
    vi.advanceTimersByTime(100);
    expect(imported, "the hero is still loading").toEqual([]);
    expect(document.querySelector("[data-deferred-src]")).not.toBeNull();
    hero!.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(20);
    expect(imported).toEqual(["/assets/islands-1.js"]);
    expect(document.querySelector("[data-deferred-src],[data-deferred-srcset],[data-deferred-href]")).toBeNull();
    expect(document.querySelector("source")!.getAttribute("srcset")).toBe("/team-640.avif 640w");
    expect(document.querySelector('img[alt="Team"]')!.getAttribute("src")).toBe("/team.webp");
    expect(document.querySelector("use")!.getAttribute("href")).toBe("/assets/icons.svg#react");
    vi.useRealTimers();
  });

  it("start anyway when the hero image is slow, and at once on a page without one", () => {
    vi.useFakeTimers();
    const slow = runBootstrap(optimised, { heroComplete: false });
    slow.firstContentfulPaint();
    vi.advanceTimersByTime(HERO_WAIT_MS - 1);
    expect(slow.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(slow.imported).toEqual(["/assets/islands-1.js"]);
    const textOnly = runBootstrap(optimiseHtml(page(LATER), BUILT), { heroComplete: false });
    textOnly.firstContentfulPaint();
    expect(textOnly.imported).toEqual(["/assets/islands-1.js"]);
    vi.useRealTimers();
  });

  it("give a page with nothing to run or defer no script at all", () => {
    const still = optimiseHtml(page("<p>Terms</p>", ""), BUILT);
    expect(still).not.toContain("<script");
  });

  it("load images a page deferred even where it has no island", () => {
    const { document, imported, firstContentfulPaint } = runBootstrap(optimiseHtml(page(LATER, ""), BUILT), { heroComplete: false });
    firstContentfulPaint();
    expect(imported).toEqual([]);
    expect(document.querySelector("[data-deferred-src]")).toBeNull();
  });
});
