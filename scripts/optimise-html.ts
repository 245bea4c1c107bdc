import Beasties from "beasties";

const beasties = new Beasties({
  path: process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : "build/client",
  publicPath: "/",
  // The full stylesheet moves to the end of <body>: it no longer blocks the first paint and
  // needs no inline event handler (which the CSP would refuse).
  preload: "body",
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
  return beasties.process(withoutPreloads);
}
