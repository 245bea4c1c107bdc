import { readFileSync } from "node:fs";
import { join } from "node:path";

const CLIENT = process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : "build/client";
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/;

const stylesheets = new Map<string, string>();
function builtStylesheet(href: string) {
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(CLIENT, href), "utf8"));
  return stylesheets.get(href)!;
}

/**
 * First-paint tuning for one prerendered page.
 *
 * - The whole stylesheet (about 12 KB brotli, one file for the site) is inlined, so the first
 *   paint waits for no request. The `<link>` React rendered stays, with `disabled` and
 *   `media="not all"`, so the markup still matches what React hydrates (it compares rel and href)
 *   but the stylesheet is neither downloaded (Chromium 150 downloads one that is only `disabled`)
 *   nor applied: switching a stylesheet
 *   on makes the browser restyle, lay out and repaint the whole page just after the first paint
 *   (it was the largest main-thread task on a phone). Client-side navigations need no other CSS.
 * - No eager `modulepreload`, and the JavaScript starts only after the first paint: on a slow
 *   link the HTML and the fonts the headline needs arrive first, undisturbed.
 */
export function optimiseHtml(html: string, readStylesheet: (href: string) => string = builtStylesheet) {
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, "");
  return startAfterFirstPaint(inlineStylesheet(lowercaseAttributes(withoutPreloads), readStylesheet));
}

/** React writes a few attributes in camel case (`srcSet`); HTML's own spelling is lower case. */
function lowercaseAttributes(html: string) {
  return html
    .split(/(<script[\s\S]*?<\/script>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/ (charSet|dateTime|fetchPriority|playsInline|srcSet)=/g, (_, name: string) => ` ${name.toLowerCase()}=`),
    )
    .join("");
}

function inlineStylesheet(html: string, readStylesheet: (href: string) => string) {
  const link = STYLESHEET.exec(html);
  if (!link) return html;
  const css = readStylesheet(link[1]!).replaceAll("</style", "<\\/style");
  const inlined = `<style>${css}</style><link rel="stylesheet" href="${link[1]}" disabled="" media="not all"/>`;
  return html.replace(link[0], () => inlined);
}

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * React Router's bootstrap module imports the manifest and the route modules statically, so they
 * are requested while the HTML is still parsed. The same imports, made dynamic, start once the
 * first contentful paint has happened (observer callbacks run in a task of their own after it; after
 * the next frame where paint timing is not supported), and keep their order: route modules
 * registered, then the entry.
 */
function startAfterFirstPaint(html: string) {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const body = bootstrap[1]!;
  const manifest = /import "([^"]+)";/.exec(body)?.[1];
  const routes = [...body.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  const registry = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(body)?.[1];
  const entry = /import\("([^"]+)"\);\s*$/.exec(body)?.[1];
  if (!manifest || !registry || !entry || routes.length === 0) throw new Error(`unexpected React Router bootstrap script: ${body}`);
  const names = routes.map((route) => route[1]).join(",");
  const imports = [manifest, ...routes.map((route) => route[2]!)].map((src) => `import("${src}")`).join(",");
  const deferred =
    `const start=async()=>{const[,${names}]=await Promise.all([${imports}]);` +
    `window.__reactRouterRouteModules=${registry};import("${entry}")};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(start))`;
  return html.replace(bootstrap[0], () => `<script type="module">${deferred}</script>`);
}
