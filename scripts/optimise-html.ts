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
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, "");
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

