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
  return startAfterFirstPaint(deferImages(inlineStylesheet(lowercaseAttributes(withoutPreloads), readStylesheet)));
}

/** The parts of a page outside its scripts (odd indexes are scripts), so data is never rewritten. */
function outsideScripts(html: string, rewrite: (markup: string) => string) {
  return html
    .split(/(<script[\s\S]*?<\/script>)/)
    .map((part, i) => (i % 2 === 1 ? part : rewrite(part)))
    .join("");
}

/** React writes a few attributes in camel case (`srcSet`); HTML's own spelling is lower case. */
function lowercaseAttributes(html: string) {
  return outsideScripts(html, (markup) =>
    markup.replace(/ (charSet|dateTime|fetchPriority|playsInline|srcSet)=/g, (_, name: string) => ` ${name.toLowerCase()}=`),
  );
}

/** What the bootstrap restores, in document order (a picture's sources before its image). */
export const DEFERRED_ATTRIBUTES = ["src", "srcset", "href"] as const;
const LATER_IMAGE = /<img\b(?=[^>]*\b(?:loading="lazy"|fetchpriority="low"))[^>]*>/;
/** A whole `<picture>` (its image decides for its sources), or an `<img>` outside one. */
const PICTURE_OR_IMAGE = /<picture\b[^>]*>[\s\S]*?<\/picture>|<img\b[^>]*>/g;
/** A transparent pixel stands in meanwhile: `<img>` and `<source>` need a URL to be valid HTML. */
export const PLACEHOLDER_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
const deferAttributes = (tag: string) => tag.replace(/ (src|srcset)="/g, ` $1="${PLACEHOLDER_IMAGE}" data-deferred-$1="`);

/**
 * Images the first screen does not need (lazy or low priority, with the `<source>`s of their
 * `<picture>`) and the sprite `<use>` references keep their URLs in `data-deferred-*` (with
 * PLACEHOLDER_IMAGE in `src`/`srcset`) until the
 * first contentful paint; the bootstrap puts them back before any script loads. On a slow link
 * the HTML, the fonts and the hero image then have the bandwidth to themselves: the client
 * wordmarks, the team photo and the technology sprite were ~60 KB fetched before the home page's
 * first paint. React does not compare attributes when it hydrates, so the markup still matches.
 * Without JavaScript these images stay blank; the text, the hero and every link are unaffected.
 */
function deferImages(html: string) {
  return outsideScripts(html, (markup) =>
    markup
      .replace(PICTURE_OR_IMAGE, (image) => (LATER_IMAGE.test(image) ? image.replace(/<(source|img)\b[^>]*>/g, deferAttributes) : image))
      .replace(/<use href="/g, '<use data-deferred-href="'),
  );
}

function inlineStylesheet(html: string, readStylesheet: (href: string) => string) {
  const link = STYLESHEET.exec(html);
  if (!link) return html;
  const css = readStylesheet(link[1]!).replaceAll("</style", "<\\/style");
  const inlined = `<style>${css}</style><link rel="stylesheet" href="${link[1]}" disabled="" media="not all"/>`;
  return html.replace(link[0], () => inlined);
}

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** How long the bootstrap waits at most for the hero image before it starts anyway. */
export const HERO_WAIT_MS = 2500;

/**
 * React Router's bootstrap module imports the manifest and the route modules statically, so they
 * are requested while the HTML is still parsed. The same imports, made dynamic, start once the
 * first screen is painted: after the first contentful paint (observer callbacks run in a task of
 * their own after it; after the next frame where paint timing is not supported) and, on a page
 * with a hero image (the one `fetchpriority="high"` image), after the frame that shows it, or
 * after HERO_WAIT_MS if it is slow. Until then neither script nor deferred image competes with
 * the page's largest paint. They keep their order: route modules registered, then the entry.
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
  const restore =
    `for(const e of document.querySelectorAll("${DEFERRED_ATTRIBUTES.map((a) => `[data-deferred-${a}]`).join(",")}"))` +
    `for(const a of ${JSON.stringify(DEFERRED_ATTRIBUTES)}){const v=e.getAttribute("data-deferred-"+a);` +
    `if(v!==null){e.removeAttribute("data-deferred-"+a);e.setAttribute(a,v)}}`;
  const deferred =
    `let started=false;const start=async()=>{if(started)return;started=true;${restore};const[,${names}]=await Promise.all([${imports}]);` +
    `window.__reactRouterRouteModules=${registry};import("${entry}")};` +
    `const nextFrame=()=>requestAnimationFrame(()=>setTimeout(start));` +
    `const painted=()=>{const hero=document.querySelector('img[fetchpriority="high"]');if(!hero)return start();` +
    `if(hero.complete)return nextFrame();hero.addEventListener("load",nextFrame);hero.addEventListener("error",nextFrame);setTimeout(start,${HERO_WAIT_MS})};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(painted))`;
  return html.replace(bootstrap[0], () => `<script type="module">${deferred}</script>`);
}
