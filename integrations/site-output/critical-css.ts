/*
 * The stylesheet a page's first paint needs, inlined; the whole stylesheet after it, cached.
 *
 * Astro links the site's stylesheet from every page's head, where it would hold back the first
 * paint until it arrived. This step replaces that link with the rules the page's first screen uses
 * (Beasties matches the stylesheet's selectors against the page), and links the whole stylesheet
 * after them in a way nothing waits for (`deferredStylesheets`): the next page finds it in the
 * cache. What is below the fold is left out of the match: sections the browser does not lay out
 * until they are near the screen (`offscreen-lazy`) and content that is always laid out but
 * never on the first screen (`below-fold`: a carousel whose slides overflow its box, a capability
 * page's sections after the first); it is hidden until the stylesheet applies. The
 * inlined rules are trimmed of what they do not refer to: custom-property registrations and theme
 * variables no inlined rule uses, and the fallback for browsers without `@property`.
 */
import Beasties from "beasties";
import render from "dom-serializer";
import { parseDocument } from "htmlparser2";
import { findAll, removeElement } from "domutils";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule, type Root } from "postcss";

/**
 * Classes of boxes whose content is never on the first screen: `offscreen-lazy` (stands in with
 * an estimated height until it nears the screen) and `below-fold` (laid out as usual).
 */
const BELOW_THE_FOLD = ["offscreen-lazy", "below-fold"];
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"\s*\/?>/g;

/**
 * The page as its first screen is drawn: without the sections that wait below the fold (and without
 * its own `<style>` elements, which stay in the page as they are).
 */
export function firstScreen(html: string) {
  const document = parseDocument(html);
  for (const style of findAll((element) => element.name === "style", document.children)) removeElement(style);
  // The boxes stay (their own rule keeps them out of layout); what is in them is drawn later. A box
  // marked `data-first-screen` is on the first screen of a short page (the footer): its rules are inlined.
  const deferred = findAll(
    (element) => !("data-first-screen" in element.attribs) && (element.attribs.class ?? "").split(/\s+/).some((name) => BELOW_THE_FOLD.includes(name)),
    document.children,
  );
  for (const box of deferred) for (const child of [...box.children]) removeElement(child);
  return render(document, { encodeEntities: "utf8" });
}

/**
 * Rules of Tailwind's arbitrary variants that reach into descendants (`[&_svg]:size-4` gives
 * `.\[\&_svg\]\:size-4 svg{…}`), for the classes the first screen uses. Beasties' selector
 * parser cannot read the escaped `&` and drops them, so a button's icon would be drawn at its
 * full 24 px until the whole stylesheet arrived.
 */
export function arbitraryVariantRules(css: string, markup: string) {
  const rules: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const classes = [...rule.selector.matchAll(/\.((?:\\.|[\w-])*\\&(?:\\.|[\w-])*)/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1"));
    if (classes.length === 0) return;
    const escaped = (name: string) => name.replaceAll("&", "&amp;").replaceAll(">", "&gt;");
    if (!classes.every((name) => markup.includes(name) || markup.includes(escaped(name)))) return;
    // Inside the same layers and media queries as in the stylesheet, so the cascade is the same.
    let text = rule.toString();
    for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent) {
      text = `@${(parent as AtRule).name} ${(parent as AtRule).params}{${text}}`;
    }
    rules.push(text);
  });
  return rules.map((rule) => rule.replace(/\s*\n\s*/g, ""));
}

/**
 * Matches the root while the whole stylesheet is still on its way (linked for print, decision in
 * `deferredStylesheets`). The link is in the head, so this holds from the first layout on, before
 * the parser has reached the body's end.
 */
const PENDING = ":root:has(>head>link[data-deferred-stylesheet][media=print]):not(:has(noscript>link))";

/**
 * While the whole stylesheet is still on its way, what waits below the fold is drawn with the
 * rules it has (none hidden: every heading and paragraph is rendered, in the accessibility tree and
 * found by find-in-page from the first layout). Unstyled, it may be wider than the screen (a case
 * study's timeline is, at 320 px): its box clips it to the page's width, so the page never scrolls
 * sideways. Without JavaScript the stylesheet is a plain link in `<noscript>` and nothing is
 * clipped (there the `<noscript>` holds elements; with JavaScript its content is text). Browsers
 * without `:has()` or nested rules ignore them.
 *
 * Until then, no lazy image waits in line with the first screen's: pictures and icons below the
 * fold (unsized, an icon would be drawn at 300 px), and lazy pictures anywhere that fill a box holding their size, are left out of the layout, the one
 * state in which a browser does not start a lazy image near the screen (an eager image is fetched
 * whatever its style; decision 017). They are fetched once the stylesheet applies, moments after
 * the first paint, instead of sharing a phone's connections with the fonts and the hero image
 * before it. Their boxes keep their size, so nothing on the screen moves when they appear.
 */
const BELOW_THE_FOLD_BOXES = `:is(${BELOW_THE_FOLD.map((name) => `.${name}`).join(",")}):not([data-first-screen])`;
export const UNTIL_STYLED = `${PENDING}{${BELOW_THE_FOLD_BOXES}{overflow:hidden;:is(img,svg){display:none}}img.size-full[loading=lazy]{display:none}}`;

/** The `@font-face` rules of a stylesheet. */
/**
 * The stylesheet's `@font-face` rules the first screen can use: the faces the page preloads, and
 * the metric-matched fallbacks (`local()`). A face the page does not preload waits for the
 * stylesheet: the testimonials' lighter face, and the body face's copy for pages without
 * JavaScript (which load the stylesheet before their first paint).
 */
function fontFaceRules(css: string, html: string) {
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]!);
  const faces: string[] = [];
  postcss.parse(css).walkAtRules("font-face", (rule) => {
    const face = rule.toString().replace(/\s*\n\s*/g, "");
    const files = [...face.matchAll(/url\(\s*["']?([^"')\s]+)/g)].map((match) => match[1]!);
    if (files.every((file) => preloaded.includes(file))) faces.push(face);
  });
  return faces;
}

/** Names of the custom properties a stylesheet or markup refers to with `var()`. */
function referencedVariables(text: string) {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
}

/**
 * Registrations that only keep a property from inheriting, for properties nothing reads until the
 * visitor interacts: transitions' duration and easing, touch gestures. The first paint does not
 * need them; the whole stylesheet registers them when it arrives.
 */
const INTERACTION_ONLY_PROPERTIES = new Set(["--tw-duration", "--tw-ease", "--tw-pan-x", "--tw-pan-y", "--tw-pinch-zoom"]);

/**
 * What only a visitor's pointer or a change of state shows: hover and press states, an open
 * popover or modal dialog (opened by a tap), and how a change is animated (transitions). The first
 * paint draws none of it, and the whole stylesheet brings it a moment later. Focus styles stay: a
 * keyboard may reach the skip link first.
 */
const POINTER_STATES = /:(hover|active|popover-open|modal)\b/;
const TRANSITION_DECLARATIONS = /^(transition(-property|-duration|-timing-function|-delay|-behavior)?|--tw-duration|--tw-ease)$/;

/**
 * Drops from inlined CSS what the first paint does not draw: rules for pointer states and
 * transitions; then what none of the remaining rules (or the page's own `style` attributes) use:
 * the `@property` registrations and theme variables of properties never read, and Tailwind's
 * fallback for browsers without `@property` (they get it from the whole stylesheet, which follows).
 */
export function trimInlined(css: string, markup: string) {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !POINTER_STATES.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkDecls(TRANSITION_DECLARATIONS, (decl) => void decl.remove());
  root.walkAtRules("supports", (rule: AtRule) => {
    // Tailwind's `@layer properties { @supports (…old engines…) { *, ::before… { --tw-…: … } } }`.
    if (rule.parent?.type === "atrule" && (rule.parent as AtRule).params === "properties") rule.remove();
  });
  root.walkAtRules("layer", (rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });

  // Variables are read by rules, by other variables and by the markup: keep the closure of those.
  const definitions = new Map<string, string[]>();
  root.walkDecls(/^--/, (decl) => {
    if (decl.parent?.type === "rule" && /^(:root|:host)/.test((decl.parent as { selector: string }).selector)) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
    }
  });
  const used = referencedVariables(markup);
  root.walkDecls((decl) => {
    const isThemeVariable = decl.prop.startsWith("--") && definitions.has(decl.prop);
    if (!isThemeVariable) for (const name of referencedVariables(decl.value)) used.add(name);
  });
  // A property a rule sets (`--tw-shadow: …`) is one the page uses, registered or not.
  root.walkDecls(/^--/, (decl) => {
    if (decl.parent?.type === "rule" && !/^(:root|:host)/.test((decl.parent as { selector: string }).selector)) used.add(decl.prop);
  });
  let grew = true;
  while (grew) {
    grew = false;
    for (const name of [...used]) {
      for (const value of definitions.get(name) ?? []) {
        for (const inner of referencedVariables(value)) {
          if (!used.has(inner)) {
            used.add(inner);
            grew = true;
          }
        }
      }
    }
  }

  root.walkAtRules("property", (rule) => {
    const name = rule.params.trim();
    if (!used.has(name) || INTERACTION_ONLY_PROPERTIES.has(name)) rule.remove();
  });
  root.walkDecls(/^--/, (decl) => {
    if (definitions.has(decl.prop) && !used.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

/**
 * The page with its first screen's CSS inlined in the head and the whole stylesheet linked after it,
 * deferred. `clientDir` is where the stylesheet's URL resolves.
 */
export async function inlineCriticalCss(html: string, clientDir: string) {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: "critical",
    compress: true,
    logLevel: "silent",
  });
  // Only the matching is used: which rules the first screen needs. Where the links go is decided below.
  const matched = await beasties.process(firstScreen(html));
  const inlined = [...matched.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
  // The faces by what the page preloads: Beasties cannot see through `font-family: var(--font-sans)`.
  const sheets = links.map(([, href]) => readFileSync(join(clientDir, href!), "utf8"));
  const fontFaces = sheets.flatMap((css) => fontFaceRules(css, html)).join("");
  const arbitrary = sheets.flatMap((css) => arbitraryVariantRules(css, firstScreen(html))).join("");
  const critical = fontFaces + trimInlined(inlined + arbitrary, html) + UNTIL_STYLED;

  let page = html;
  for (const [link] of links) page = page.replace(link, "");
  return page.replace("</head>", `<style>${critical}</style>${deferredStylesheets(links.map(([, href]) => href!))}</head>`);
}

/**
 * Fetches the deferred stylesheets once the first screen is painted (the browser's
 * `first-contentful-paint` entry; the first animation frame where there is no paint timing) and
 * applies each once loaded, or if it fails, so that what it would have styled is shown as it is
 * rather than hidden. A tab opened in the background paints nothing, and fetches when first shown.
 * Inline, so it is hashed into the page's Content-Security-Policy with the other inline scripts.
 */
export const APPLY_STYLESHEETS_SCRIPT = `{const links=document.querySelectorAll("link[data-deferred-stylesheet]");const fetch=()=>{for(const link of links){const apply=()=>{link.media="all"};link.addEventListener("load",apply);link.addEventListener("error",apply);link.removeAttribute("disabled")}};if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();setTimeout(fetch)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(fetch))}`;

/**
 * The whole stylesheet, without holding back the first paint or competing with what it needs:
 * linked `disabled` (Chromium does not fetch it) for `print` (which no browser waits for before
 * painting a screen), fetched once the first screen is painted and switched to every medium once
 * loaded. A stylesheet linked plainly, even at the end of the body, counts as render-blocking for
 * the content that follows it; fetched at once, it shares a phone's connection with the fonts and
 * the hero image, and Lighthouse's simulation charges the largest paint with every request that
 * starts before it. Without JavaScript the `<noscript>` link applies it as a plain stylesheet.
 */
export function deferredStylesheets(hrefs: string[]) {
  const deferred = hrefs.map((href) => `<link rel="stylesheet" href="${href}" media="print" disabled data-deferred-stylesheet>`).join("");
  const plain = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  return `${deferred}<script data-inline-script="deferred-stylesheets">${APPLY_STYLESHEETS_SCRIPT}</script><noscript>${plain}</noscript>`;
}
