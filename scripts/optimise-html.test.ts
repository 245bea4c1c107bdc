import { describe, expect, it, vi } from "vitest";
import { HERO_WAIT_MS, optimiseHtml, PLACEHOLDER_IMAGE } from "./optimise-html";

const BOOTSTRAP =
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-a.js";\nimport * as route1 from "/assets/home-c.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-d.js");</script>';

function page(main: string) {
  return [
    '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/root-a.js"/>',
    `<link rel="stylesheet" href="/assets/root-b.css"/></head><body><main>${main}</main>`,
    '<script>window.__reactRouterContext.streamController.enqueue("{\\"srcSet\\": 1, \\"html\\": \\"<img src=\\\\\\"/x.svg\\\\\\" loading=\\\\\\"lazy\\\\\\">\\"}");</script>',
    BOOTSTRAP,
    "</body></html>",
  ].join("");
}

const HERO = '<img srcSet="/hero.avif 1x" fetchPriority="high" alt=""/>';
const LATER = [
  '<picture><source type="image/avif" srcSet="/team-640.avif 640w"/><img src="/team.webp" alt="Team" loading="lazy"/></picture>',
  '<img src="/clients/a.svg" alt="A" fetchPriority="low"/>',
  '<svg><use href="/assets/icons.svg#react"></use></svg>',
].join("");

const optimised = optimiseHtml(page(HERO + LATER), () => "body{color:red}");
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
  it("carry the whole stylesheet inline and keep the link React hydrates, switched off", () => {
    expect(optimised).toContain("<style>body{color:red}</style>");
    expect(optimised).toContain('<link rel="stylesheet" href="/assets/root-b.css" disabled="" media="not all"/>');
  });

  it("preload no module and import nothing statically", () => {
    expect(optimised).not.toContain("modulepreload");
    expect(optimised).not.toMatch(/^import /m);
    expect(bootstrapOf(optimised)).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("spell attributes in lower case outside scripts, leaving data untouched", () => {
    expect(optimised).toContain('<meta charset="utf-8"/>');
    expect(optimised).toContain('<img srcset="/hero.avif 1x" fetchpriority="high" alt=""/>');
    expect(optimised).toContain('{\\"srcSet\\": 1');
  });

  it("hold back the URLs of lazy and low-priority images, their sources and sprite references, not the hero's", () => {
    const p = PLACEHOLDER_IMAGE;
    expect(optimised).toContain(
      `<source type="image/avif" srcset="${p}" data-deferred-srcset="/team-640.avif 640w"/><img src="${p}" data-deferred-src="/team.webp"`,
    );
    expect(optimised).toContain(`<img src="${p}" data-deferred-src="/clients/a.svg" alt="A" fetchpriority="low"/>`);
    expect(optimised).toContain('<use data-deferred-href="/assets/icons.svg#react">');
    expect(optimised).toContain('<img srcset="/hero.avif 1x" fetchpriority="high"');
    expect(optimised, "loader data is left alone").toContain('<img src=\\\\\\"/x.svg\\\\\\" loading=\\\\\\"lazy\\\\\\">');
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
    expect(imported).toEqual(["/assets/manifest-1.js", "/assets/root-a.js", "/assets/home-c.js"]);
    expect(document.querySelector("[data-deferred-src],[data-deferred-srcset],[data-deferred-href]")).toBeNull();
    expect(document.querySelector("source")!.getAttribute("srcset")).toBe("/team-640.avif 640w");
    expect(document.querySelector('img[alt="Team"]')!.getAttribute("src")).toBe("/team.webp");
    expect(document.querySelector("use")!.getAttribute("href")).toBe("/assets/icons.svg#react");
    vi.useRealTimers();
  });

  it("register the route modules before the entry starts", async () => {
    vi.useFakeTimers();
    const { imported, firstContentfulPaint } = runBootstrap(optimised, { heroComplete: true });
    firstContentfulPaint();
    vi.advanceTimersByTime(20);
    await vi.waitFor(() => expect(imported.at(-1)).toBe("/assets/entry.client-d.js"));
    expect(imported).toHaveLength(4);
    vi.useRealTimers();
  });

  it("start anyway when the hero image is slow, and at once on a page without one", () => {
    vi.useFakeTimers();
    const slow = runBootstrap(optimised, { heroComplete: false });
    slow.firstContentfulPaint();
    vi.advanceTimersByTime(HERO_WAIT_MS - 1);
    expect(slow.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(slow.imported).toHaveLength(3);
    const textOnly = runBootstrap(
      optimiseHtml(page(LATER), () => ""),
      { heroComplete: false },
    );
    textOnly.firstContentfulPaint();
    expect(textOnly.imported).toHaveLength(3);
    vi.useRealTimers();
  });

  it("fails the build on a bootstrap script it does not recognise", () => {
    expect(() => optimiseHtml('<script type="module" async="">import("/x.js");</script>', () => "")).toThrow(/bootstrap/);
  });
});
