import Beasties from "beasties";

const beasties = new Beasties({
  path: process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : "build/client",
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
  const inlined = await beasties.process(withoutPreloads);
  // Beasties adds an inline onload handler, which the CSP refuses; the entry script does its job.
  return inlined.replace(/ onload="this\.media='all'"/g, "");
}
