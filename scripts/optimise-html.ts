import Beasties from "beasties";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const CLIENT = process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : "build/client";

const beasties = new Beasties({
  path: CLIENT,
  publicPath: "/",
  // The full stylesheet stays where React rendered it but as media="print", so it no longer
  // blocks the first paint; app/entry.client.tsx switches it on before hydration.
  preload: "media",
  pruneSource: false,
  reduceInlineStyles: false,
  fonts: false,
  logLevel: "warn",
});

/**
 * First-paint tuning for one prerendered page: the CSS it needs inlined, and no eager
 * `modulepreload` of route code competing with the HTML and hero image on a slow link.
 */
export async function optimiseHtml(html: string) {
  const withoutPreloads = bootAfterFirstPaint(html.replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, ""));
  const inlined = withFontFaces(await beasties.process(withoutPreloads));
  // Beasties adds an inline onload handler, which the CSP refuses; the entry script does its job.
  return inlined.replace(/ onload="this\.media='all'"/g, "");
}

/**
 * Beasties leaves @font-face rules out, so the first paint would fall back to system fonts
 * instead of the metric-matched fallbacks and reflow when the stylesheet arrives. Put them back.
 */
function withFontFaces(html: string) {
  const stylesheet = html.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (!stylesheet) return html;
  const fontFaces = readFileSync(join(CLIENT, stylesheet), "utf8").match(/@font-face\{[^}]*\}/g) ?? [];
  return html.replace("<style>", `<style>${fontFaces.join("")}`);
}

/**
 * React Router's bootstrap module imports the route modules statically, so on a slow link their
 * download competes with the HTML, fonts and hero image before anything is painted. The same
 * imports start here once the browser reports the first paint (at once in a hidden tab, where
 * nothing is painted, or where paint timing is not supported); hydration follows as before.
 */
export function bootAfterFirstPaint(html: string) {
  return html.replace(/<script type="module" async(?:="")?>([\s\S]*?)<\/script>/, (whole, body: string) => {
    const manifest = body.match(/^import "([^"]+)";/m)?.[1];
    const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";/gm)].map(([, name, src]) => ({ name: name!, src: src! }));
    const registry = body.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/)?.[1];
    const entry = body.match(/import\("([^"]+)"\);/)?.[1];
    if (!manifest || routes.length === 0 || !registry || !entry)
      throw new Error("bootAfterFirstPaint: unexpected React Router bootstrap script");
    const imports = [manifest, ...routes.map((route) => route.src)].map((src) => `import(${JSON.stringify(src)})`).join(",");
    const boot =
      `const boot=()=>Promise.all([${imports}]).then(([,${routes.map((route) => route.name).join(",")}])=>{` +
      `window.__reactRouterRouteModules=${registry};return import(${JSON.stringify(entry)})});` +
      `document.hidden||!("PerformanceObserver"in window)||!PerformanceObserver.supportedEntryTypes.includes("paint")?boot():` +
      `new PerformanceObserver((list,observer)=>{observer.disconnect();boot()}).observe({type:"paint",buffered:true});`;
    return whole.replace(body, boot);
  });
}
