import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ogImagePath } from "../src/lib/seo";
import { renderOgImage } from "./og";

const EYEBROWS: [RegExp, string][] = [
  [/^\/products\//, "Capability"],
  [/^\/services\//, "Industry"],
  [/^\/case\//, "Case study"],
];

function pageTitle(clientDir: string, route: string) {
  const html = readFileSync(join(clientDir, route, "index.html"), "utf8");
  const title = html.match(/<meta property="og:image:alt" content="([^"]*)"/)?.[1];
  if (!title) throw new Error(`${route}: no og:image:alt in the prerendered page`);
  return title.replaceAll("&amp;", "&");
}

/** One 1200×630 image per route, drawn from the page's own title. */
export async function renderOgImages(routes: string[], outDir: string) {
  mkdirSync(outDir, { recursive: true });
  const clientDir = join(outDir, "..");
  for (const route of routes) {
    const eyebrow = EYEBROWS.find(([pattern]) => pattern.test(route))?.[1] ?? "Product engineering studio, Bengaluru";
    const png = await renderOgImage({ title: pageTitle(clientDir, route), eyebrow });
    writeFileSync(join(clientDir, ogImagePath(route)), png);
  }
}
