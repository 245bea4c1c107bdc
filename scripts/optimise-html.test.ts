import { describe, expect, it } from "vitest";
import { optimiseHtml } from "./optimise-html";

const PRERENDERED = [
  '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/root-a.js"/>',
  '<link rel="stylesheet" href="/assets/root-b.css"/></head><body><main><img srcSet="/a.avif 1x" fetchPriority="high" alt=""/></main>',
  '<script>window.__reactRouterContext.streamController.enqueue("{\\"srcSet\\": 1}");</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-a.js";\nimport * as route1 from "/assets/home-c.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-d.js");</script>',
  "</body></html>",
].join("");

const optimised = optimiseHtml(PRERENDERED, () => "body{color:red}");

describe("prerendered pages after optimisation", () => {
  it("carry the whole stylesheet inline and keep the link React hydrates, switched off", () => {
    expect(optimised).toContain("<style>body{color:red}</style>");
    expect(optimised).toContain('<link rel="stylesheet" href="/assets/root-b.css" disabled="" media="not all"/>');
  });

  it("preload no module and import nothing before the first frame", () => {
    expect(optimised).not.toContain("modulepreload");
    expect(optimised).not.toMatch(/^import /m);
    const bootstrap = /<script type="module">([^<]*)<\/script>/.exec(optimised)?.[1] ?? "";
    expect(bootstrap).toMatch(/^const start=async\(\)=>/);
    expect(bootstrap).toContain('getEntriesByName("first-contentful-paint")');
    expect(bootstrap).toContain('import("/assets/manifest-1.js"),import("/assets/root-a.js"),import("/assets/home-c.js")');
    expect(bootstrap).toContain(
      'window.__reactRouterRouteModules={"root":route0,"routes/home":route1};import("/assets/entry.client-d.js")};',
    );
  });

  it("spell attributes in lower case outside scripts, leaving data untouched", () => {
    expect(optimised).toContain('<meta charset="utf-8"/>');
    expect(optimised).toContain('<img srcset="/a.avif 1x" fetchpriority="high" alt=""/>');
    expect(optimised).toContain('{\\"srcSet\\": 1}');
  });

  it("fails the build on a bootstrap script it does not recognise", () => {
    expect(() => optimiseHtml('<script type="module" async="">import("/x.js");</script>', () => "")).toThrow(/bootstrap/);
  });
});
