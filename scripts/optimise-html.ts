import { readFileSync } from "node:fs";
import { join } from "node:path";

const CLIENT = process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : "build/client";
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/;

const stylesheets = new Map<string, string>();
function builtStylesheet(href: string) {
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(CLIENT, href), "utf8"));
  return stylesheets.get(href)!;
}

/** Where `vite.islands.config.ts` writes its manifest (removed by the post-build step once read). */
export const ISLANDS_MANIFEST = "islands-manifest.json";
let entry: string | undefined;
/** The URL of the browser's entry, `app/islands/client.tsx`, as built. */
function builtIslandsEntry() {
  if (!entry) {
    const manifest = JSON.parse(readFileSync(join(CLIENT, ISLANDS_MANIFEST), "utf8")) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const file = manifest["app/islands/client.tsx"]?.file;
    if (!file) throw new Error(`${ISLANDS_MANIFEST} has no entry for app/islands/client.tsx`);
    entry = `/${file}`;
  }
  return entry;
}

type Built = { readStylesheet?: (href: string) => string; islandsEntry?: () => string };

/**
 * First-paint tuning for one prerendered page.
 *
 * - React Router's scripts go (its bootstrap, route data, scroll restoration, module preloads):
 *   the browser runs the page's islands instead (`app/islands/client.tsx`), and a link loads the
 *   next prerendered page.
 * - The whole stylesheet (about 12 KB brotli, one file for the site) is inlined, so the first
 *   paint waits for no request, and nothing switches another stylesheet on later (that made the
 *   browser restyle, lay out and repaint the whole page just after the first paint).
 * - Images the first screen does not need wait for it (`deferImages`), and the islands' script
 *   starts only after the first paint: on a slow link the HTML, the fonts and the hero image
 *   arrive first, undisturbed.
 */
export function optimiseHtml(html: string, { readStylesheet = builtStylesheet, islandsEntry = builtIslandsEntry }: Built = {}) {
  const page = deferImages(inlineStylesheet(lowercaseAttributes(withoutRouterScripts(html)), readStylesheet));
  return startAfterFirstPaint(page, islandsEntry);
}

const ROUTER_SCRIPT = /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:__reactRouter|react-router-scroll-positions)[\s\S]*?<\/script>/g;

/** Removes what React Router's `<Scripts>` and `<ScrollRestoration>` wrote; fails on any it misses. */
function withoutRouterScripts(html: string) {
  const page = html.replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, "").replace(ROUTER_SCRIPT, "");
  if (/__reactRouter|react-router-scroll-positions/.test(page)) throw new Error("a React Router script is left in the page");
  return page;
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
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/** How long the bootstrap waits at most for the hero image before it starts anyway. */
export const HERO_WAIT_MS = 2500;

/**
 * The page's one script: it starts the islands' entry once the first screen is painted: after the
 * first contentful paint (observer callbacks run in a task of their own after it; after the next
 * frame where paint timing is not supported) and, on a page with a hero image (the one
 * `fetchpriority="high"` image), after the frame that shows it, or after HERO_WAIT_MS if it is
 * slow. It first puts back the deferred images' URLs. Until then neither script nor deferred
 * image competes with the page's largest paint.
 */
function startAfterFirstPaint(html: string, islandsEntry: () => string) {
  if (!/ data-island=| data-deferred-/.test(html)) return html;
  const restore =
    `for(const e of document.querySelectorAll("${DEFERRED_ATTRIBUTES.map((a) => `[data-deferred-${a}]`).join(",")}"))` +
    `for(const a of ${JSON.stringify(DEFERRED_ATTRIBUTES)}){const v=e.getAttribute("data-deferred-"+a);` +
    `if(v!==null){e.removeAttribute("data-deferred-"+a);e.setAttribute(a,v)}}`;
  const start = / data-island=/.test(html) ? `import("${islandsEntry()}")` : "";
  const bootstrap =
    `let started=false;const start=()=>{if(started)return;started=true;${restore};${start}};` +
    `const nextFrame=()=>requestAnimationFrame(()=>setTimeout(start));` +
    `const painted=()=>{const hero=document.querySelector('img[fetchpriority="high"]');if(!hero)return start();` +
    `if(hero.complete)return nextFrame();hero.addEventListener("load",nextFrame);hero.addEventListener("error",nextFrame);setTimeout(start,${HERO_WAIT_MS})};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(painted))`;
  return html.replace("</body>", () => `<script type="module">${bootstrap}</script></body>`);
}
