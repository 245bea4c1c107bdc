/*
 * The inline scripts the site owns, by name: the only inline scripts a page may carry, and so the
 * only ones its Content-Security-Policy allows by hash. Before, the build hashed every inline
 * script it found, so a script that reached a page any other way (an article, a field rendered as
 * HTML) was allowed by the page's own policy. Now the build fails on any other.
 *
 * To add one: give its tag the attribute `data-inline-script="its-name"` (the build removes it
 * from the page) and add the name to OWNED_INLINE_SCRIPTS below, with where it comes from.
 */
import { transformSync } from "esbuild";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { runInNewContext } from "node:vm";

/** Our inline scripts, by the name their tag carries: the one list to add a name to. */
export const OWNED_INLINE_SCRIPTS = {
  "text-face": "src/lib/text-face.ts: chooses the body face before the first paint",
  "header-condense": "src/components/layout/header-condense.ts: condenses the header on scroll",
  "deferred-stylesheets": "integrations/site-output/critical-css.ts: applies the whole stylesheet after the first paint",
  "marquee-copy": "src/components/ui/marquee.tsx: copies a marquee's row as the page is parsed",
  "client-logos": "src/sections/home/client-marquee.tsx: asks for the client logos once styled",
  "contact-openers": "src/features/contact/contact-openers.ts: opens the contact dialogs on the first tap",
  "menus": "src/components/layout/menus.ts: opens the header's menus and the phone menu on the first tap",
  "lead-source": "src/features/contact/lead-source.ts: notes in the tab where a lead comes from",
  "hero": "src/sections/home/hero-script.ts: rotates the home hero's word and scrolls its Explore link",
} as const satisfies Record<string, string>;

/** The attribute that names an inline script of ours. */
export const NAME_ATTRIBUTE = "data-inline-script";

/** Astro's client directives: each is an inline script that registers itself under its name (`(self.Astro||(self.Astro={})).visible=…`). */
export const ASTRO_DIRECTIVES = ["idle", "load", "visible", "media", "only"] as const;

/** A `type` under which a browser runs a script; any other (`application/ld+json`) is data. */
const SCRIPT_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

/** An inline script as the build writes it: minified by esbuild, unless that would be longer. */
export function minifiedScript(body: string) {
  const code = transformSync(body, { minify: true, loader: "js", target: "es2022" }).code.trim().replace(/;$/, "");
  return code.length < body.length ? code : body;
}

/** One of Astro's prebuilt runtime scripts (`server/astro-island`, `client/visible`), as the build minifies it. */
export async function astroRuntimeScript(name: string) {
  const astro = dirname(createRequire(import.meta.url).resolve("astro/package.json"));
  // Its module is one string; read as CommonJS in a context of its own (the build's module
  // loader is closed by the time the pages are checked).
  const module = { exports: {} as { default?: string } };
  const code = transformSync(readFileSync(join(astro, "dist/runtime", `${name}.prebuilt.js`), "utf8"), { format: "cjs" }).code;
  runInNewContext(code, { module, exports: module.exports });
  if (typeof module.exports.default !== "string")
    throw new Error(`Astro's ${name}.prebuilt.js is no longer one string: see integrations/site-output/inline-scripts.ts`);
  return minifiedScript(module.exports.default);
}

const DIRECTIVE =
  /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.([a-z]+)=[\w$]+[,;]\s*window\.dispatchEvent\(new Event\("astro:([a-z]+)"\)\)[;]?\s*\}\)\(\)$/;

/** The name an inline script goes by, or undefined when the site does not own it. */
function ownerOf(attributes: string, body: string, astroIsland: string): string | undefined {
  const named = new RegExp(`\\b${NAME_ATTRIBUTE}="([^"]*)"`).exec(attributes)?.[1];
  if (named !== undefined) return named in OWNED_INLINE_SCRIPTS ? named : undefined;
  if (body === astroIsland) return "astro-island";
  const directive = DIRECTIVE.exec(body);
  if (directive && directive[1] === directive[2] && (ASTRO_DIRECTIVES as readonly string[]).includes(directive[1]!))
    return `astro:${directive[1]}`;
  return undefined;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The pages with the names taken off their scripts, and what is wrong: an inline script the site
 * does not own, a name not in the list, or one name for two different scripts (a name is one script).
 */
export async function checkInlineScripts(pages: { file: string; html: string }[]) {
  const astroIsland = await astroRuntimeScript("server/astro-island");
  const problems: string[] = [];
  const bodies = new Map<string, { body: string; file: string }>();
  const checked = pages.map(({ file, html }) => ({
    file,
    html: html.replace(INLINE_SCRIPT, (tag: string, attributes: string, body: string) => {
      const type = /\btype=["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.trim() ?? "";
      if (!SCRIPT_TYPES.test(type)) return tag;
      const named = new RegExp(`\\s*\\b${NAME_ATTRIBUTE}="([^"]*)"`).exec(attributes);
      const owner = ownerOf(attributes, body, astroIsland);
      if (owner === undefined) {
        problems.push(
          named
            ? `${file}: an inline script named "${named[1]}", a name not in OWNED_INLINE_SCRIPTS (integrations/site-output/inline-scripts.ts)`
            : `${file}: an inline script the site does not own: <script${attributes}>${body.slice(0, 80)}${body.length > 80 ? "…" : ""}`,
        );
        return tag;
      }
      const seen = bodies.get(owner);
      if (seen && seen.body !== body)
        problems.push(`${file}: the inline script "${owner}" differs from the one of that name in ${seen.file}`);
      else if (!seen) bodies.set(owner, { body, file });
      return named ? `<script${attributes.replace(named[0], "")}>${body}</script>` : tag;
    }),
  }));
  return { pages: checked, problems };
}
