import { expect, test } from "@playwright/test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { COMPRESSIBLE } from "../../server/headers";

/*
 * `npm run build` is `astro build` and nothing else, and what it writes is the whole deployable
 * site: the pages, every file the server, the CDN configs and search engines read, an Open Graph
 * image per indexable page, and compressed copies (integrations/site-output/index.ts, decision 022).
 */

const BUILD = resolve(process.env.BUILD_DIR ?? "build");
const CLIENT = join(BUILD, "client");

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const sitemapRoutes = () =>
  [...readFileSync(join(CLIENT, "sitemap.xml"), "utf8").matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);

test("npm run build is astro build alone", () => {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  expect(scripts.build).toBe("astro build");
});

test("the build writes every file the server, the CDNs and search engines read", () => {
  const files = [
    "client/404.html",
    "client/_headers",
    "client/_redirects",
    "client/sitemap.xml",
    "client/robots.txt",
    "client/llms.txt",
    "client/rss.xml",
    "client/site.webmanifest",
    "client/.well-known/security.txt",
    "csp.json",
    "deploy/vercel.json",
    "deploy/nginx.conf",
    // The server, compiled for the runtime image.
    "server/index.mjs",
    // The content editor, for an origin of its own (decision 033).
    "editor/admin/index.html",
    "editor/admin/config.yml",
    "editor/admin/decap/decap-cms.js",
    "editor/_headers",
    "editor/_redirects",
    "deploy/editor-nginx.conf",
  ];
  for (const file of files) expect(existsSync(join(BUILD, file)), file).toBe(true);
});

test("the public site contains no /admin/: the editor is built into a folder of its own, with its own policy", () => {
  expect(existsSync(join(CLIENT, "admin"))).toBe(false);
  for (const file of walk(CLIENT).filter((file) => file.endsWith(".html")))
    expect(readFileSync(file, "utf8"), file).not.toMatch(/["']\/admin\//);
  const csp = JSON.parse(readFileSync(join(BUILD, "csp.json"), "utf8")) as { pages: Record<string, string[]> };
  expect(Object.keys(csp.pages).filter((file) => file.startsWith("/admin/"))).toEqual([]);
  expect(readFileSync(join(CLIENT, "_headers"), "utf8")).not.toContain("unsafe-eval");

  const editor = join(BUILD, "editor");
  const headers = readFileSync(join(editor, "_headers"), "utf8");
  expect(headers).toContain("connect-src 'self' https://api.github.com;");
  expect(headers).toContain("Cross-Origin-Opener-Policy: same-origin-allow-popups");
  expect(headers).toContain("X-Robots-Tag: noindex");
  // Every script and stylesheet the editor's page loads is in its folder.
  const page = readFileSync(join(editor, "admin/index.html"), "utf8");
  const loads = [...page.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
  expect(loads.length).toBeGreaterThan(0);
  for (const path of loads) expect(existsSync(join(editor, path)), path).toBe(true);
});

test("every indexable page has its HTML and its Open Graph image", () => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(50);
  for (const route of routes) {
    const page = join(CLIENT, route, "index.html");
    expect(existsSync(page), route).toBe(true);
    const image = /<meta property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+\.png)"/.exec(readFileSync(page, "utf8"))?.[1];
    expect(image, route).toBeDefined();
    expect(existsSync(join(CLIENT, image!)), `${route}: ${image}`).toBe(true);
    expect(readFileSync(join(CLIENT, image!)).subarray(1, 4).toString(), image).toBe("PNG");
  }
});

test("every page has its inline-script hashes, and every text file its compressed copies", () => {
  const csp = JSON.parse(readFileSync(join(BUILD, "csp.json"), "utf8")) as { pages: Record<string, string[]> };
  const pages = walk(CLIENT).filter((file) => file.endsWith(".html"));
  for (const page of pages) expect(csp.pages, page).toHaveProperty([`/${page.slice(CLIENT.length + 1)}`]);
  const compressible = walk(CLIENT).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= 512);
  expect(compressible.length).toBeGreaterThan(100);
  for (const file of compressible)
    for (const suffix of [".br", ".gz"]) expect(existsSync(`${file}${suffix}`), `${file}${suffix}`).toBe(true);
});
