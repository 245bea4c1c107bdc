/*
 * Steps after `react-router build`: the static 404 page, Open Graph images, sitemap and robots,
 * per-page CSP hashes, and brotli/gzip copies of every text file.
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { prerenderPaths } from "../app/content/prerender";
import { COMPRESSIBLE } from "../server/headers";
import { emailOrigins } from "./build-env";
import { netlifyHeaders, netlifyRedirects, nginxConfig, vercelConfig, type CspManifest } from "./deploy-configs";
import { renderOgImages } from "./og-images";
import { ISLANDS_MANIFEST, optimiseHtml } from "./optimise-html";
import { robotsTxt, sitemapXml } from "./seo-files";

const BUILD = process.env.BUILD_DIR ?? "build";
const CLIENT = join(BUILD, "client");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function step(name: string, run: () => void | Promise<void>) {
  const started = performance.now();
  return Promise.resolve(run()).then(() => console.log(`postbuild: ${name} (${Math.round(performance.now() - started)} ms)`));
}

/** sha256 hashes of a page's inline scripts, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}

const routes = prerenderPaths();

await step("404 page", () => copyFileSync(join(CLIENT, "__spa-fallback.html"), join(CLIENT, "404.html")));
await step("sitemap and robots", () => {
  writeFileSync(join(CLIENT, "sitemap.xml"), sitemapXml(routes));
  writeFileSync(join(CLIENT, "robots.txt"), robotsTxt());
});
await step(`Open Graph images for ${routes.length} routes`, () => renderOgImages(routes, join(CLIENT, "og")));
await step("islands instead of the router, inline CSS, deferred images", () => {
  for (const file of walk(CLIENT).filter((f) => f.endsWith(".html"))) {
    writeFileSync(file, optimiseHtml(readFileSync(file, "utf8")));
  }
  rmSync(join(CLIENT, ISLANDS_MANIFEST));
});
await step("CSP hashes", () => {
  const pages = Object.fromEntries(
    walk(CLIENT)
      .filter((file) => file.endsWith(".html"))
      .map((file) => ["/" + relative(CLIENT, file).split(sep).join("/"), inlineScriptHashes(readFileSync(file, "utf8"))]),
  );
  writeFileSync(join(BUILD, "csp.json"), JSON.stringify({ pages, connectOrigins: emailOrigins() }, null, 2));
});
await step("deploy configs", () => {
  const csp = JSON.parse(readFileSync(join(BUILD, "csp.json"), "utf8")) as CspManifest;
  mkdirSync(join(BUILD, "deploy"), { recursive: true });
  writeFileSync(join(CLIENT, "_headers"), netlifyHeaders(csp));
  writeFileSync(join(CLIENT, "_redirects"), netlifyRedirects());
  writeFileSync(join(BUILD, "deploy", "vercel.json"), JSON.stringify(vercelConfig(csp), null, 2));
  writeFileSync(join(BUILD, "deploy", "nginx.conf"), nginxConfig(csp, "/srv/kovira/client"));
});
await step("brotli and gzip", () => {
  for (const file of walk(CLIENT).filter((f) => COMPRESSIBLE.test(f))) {
    const body = readFileSync(file);
    if (body.length < 512) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
});
