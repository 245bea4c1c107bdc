import { describe, expect, it } from "vitest";
import { bootAfterFirstPaint } from "./optimise-html";

const reactRouterBootstrap = `<body><main>Hello</main><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";

window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body>`;

describe("bootAfterFirstPaint", () => {
  const script = bootAfterFirstPaint(reactRouterBootstrap).match(/<script[^>]*>([\s\S]*)<\/script>/)![1]!;

  it("leaves no static import that would start downloading before the first paint", () => {
    expect(script).not.toMatch(/^import /m);
  });

  it("loads the manifest and every route module, registers them, then starts the entry", () => {
    for (const src of ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js"]) expect(script).toContain(`import("${src}")`);
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"routes/home":route1}');
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(script.indexOf('import("/assets/entry.client-4.js")'));
  });

  it("waits for the paint entry, and boots at once in a hidden tab", () => {
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toContain("document.hidden||");
  });

  it("refuses a bootstrap it does not recognise instead of shipping a page that never hydrates", () => {
    expect(() => bootAfterFirstPaint('<script type="module" async="">import("/x.js");</script>')).toThrow(/unexpected/);
  });
});
