/*
 * Steps after `astro build`: Open Graph images, sitemap and robots, per-page CSP hashes, deploy
 * configs, and brotli/gzip copies of every text file.
 */
import { execFileSync } from "node:child_process";
import { transformSync } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE } from "../server/headers";
import { emailBuildSettings } from "./build-env";
import { cspManifest } from "./csp-manifest";
import { netlifyHeaders, netlifyRedirects, nginxConfig, vercelConfig, type CspManifest } from "./deploy-configs";
import { inlineCriticalCss } from "./critical-css";
import { renderOgImages } from "./og-images";
import { caseFacetPaths, readCollection, readInsights, readLegalPage, readSite, usedInsightTags } from "../src/content/files";
import { inMenuOrder } from "../src/content/menu";
import { paths } from "../src/lib/paths";
import { llmsTxt, robotsTxt, sitemapXml } from "./seo-files";

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

/** Every prerendered page's route (`/`, `/services/fintech`…) that search engines may index. */
export function indexableRoutes(clientDir: string) {
  return walk(clientDir)
    .filter((file) => file.endsWith(`${sep}index.html`) || file === join(clientDir, "index.html"))
    .filter((file) => !/<meta name="robots" content="noindex"/.test(readFileSync(file, "utf8")))
    .map((file) => "/" + relative(clientDir, dirname(file)).split(sep).join("/"))
    .map((route) => (route === "/" ? "/" : route.replace(/\/$/, "")))
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/**
 * A page with each inline classic script minified: the layout inlines readable functions by their
 * source (`HEADER_SCRIPT`, the body face's script), and every byte of the HTML counts toward the
 * first round trip (decision 018). JSON-LD and other data blocks are left as they are.
 */
export function minifiedInlineScripts(html: string) {
  return html.replace(/<script>([\s\S]+?)<\/script>/g, (_, body: string) => {
    const code = transformSync(body, { minify: true, loader: "js", target: "es2022" }).code.trim().replace(/;$/, "");
    return `<script>${code.length < body.length ? code : body}</script>`;
  });
}

/** Astro writes the rule that keeps its island wrappers out of layout just before the first island, in the body. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/** A page with Astro's island rule moved into its head, where HTML allows a `<style>`. */
export function islandStyleInHead(html: string) {
  if (!html.includes(ISLAND_STYLE)) return html;
  return html.replace(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`);
}

/** When the files under `folder` last changed, by git; none outside a git checkout. */
function lastCommitted(folder: string): Date | undefined {
  try {
    const iso = execFileSync("git", ["log", "-1", "--format=%cI", "--", folder], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return iso ? new Date(iso) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When each listing and article last changed: an article's update or publication date, a list of
 * articles its newest one, and the pages derived from case, industry and capability files the last
 * commit that touched those files.
 */
function lastModified() {
  const dates = new Map<string, Date>();
  const insights = readInsights();
  const changed = (insight: (typeof insights)[number]) => insight.updated ?? insight.published;
  const newest = (list: typeof insights) => new Date(Math.max(...list.map((insight) => changed(insight).getTime())));
  for (const insight of insights) dates.set(paths.insight(insight.slug), changed(insight));
  if (insights.length > 0) dates.set(paths.insights, newest(insights));
  const derived: [string[], string][] = [
    [[paths.cases, ...caseFacetPaths()], "src/content/case"],
    [[paths.services], "src/content/services"],
    [[paths.products], "src/content/products"],
  ];
  for (const [routes, folder] of derived) {
    const date = lastCommitted(folder);
    if (date) for (const route of routes) dates.set(route, date);
  }
  for (const tag of usedInsightTags(insights)) dates.set(paths.insightTag(tag), newest(insights.filter((insight) => insight.tags.includes(tag as never))));
  return dates;
}

/** `/llms.txt` from the content files, in menu order. */
function siteForModels() {
  const site = readSite();
  const pages = <T extends { title: string }>(kind: "products" | "services" | "case", order: string[], path: (slug: string) => string, summary: (page: T) => string) =>
    inMenuOrder(Object.values(readCollection(kind)), order).map((page) => ({ title: page.title, path: path(page.slug), summary: summary(page as unknown as T) }));
  return llmsTxt(site, [
    { heading: "Industries", pages: pages<{ title: string; summary: string }>("services", site.menuOrder.services, paths.service, (page) => page.summary) },
    { heading: "Capabilities", pages: pages<{ title: string; summary: string }>("products", site.menuOrder.products, paths.product, (page) => page.summary) },
    { heading: "Case studies", pages: pages<{ title: string; summary: string }>("case", site.menuOrder.cases, paths.caseStudy, (page) => page.summary) },
    {
      heading: "Insights",
      pages: readInsights().map((insight) => ({ title: insight.title, path: paths.insight(insight.slug), summary: insight.description })),
    },
    {
      heading: "Company",
      pages: [
        { title: "Book a meeting", path: paths.bookMeeting, summary: "Choose a date and time for a call with the team" },
        { title: "Connect", path: paths.connect, summary: "Leave a phone number and we call you back" },
        ...(["privacy", "terms", "security"] as const).map((slug) => {
          const page = readLegalPage(slug);
          return { title: page.title, path: `/${slug}`, summary: page.metaDescription };
        }),
      ],
    },
  ]);
}

const routes = indexableRoutes(CLIENT);

await step("island style into the head", () => {
  for (const file of walk(CLIENT).filter((f) => f.endsWith(".html"))) writeFileSync(file, islandStyleInHead(readFileSync(file, "utf8")));
});
await step("inline scripts minified", () => {
  for (const file of walk(CLIENT).filter((f) => f.endsWith(".html"))) writeFileSync(file, minifiedInlineScripts(readFileSync(file, "utf8")));
});
await step("critical CSS inlined, the stylesheet linked after the content", async () => {
  for (const file of walk(CLIENT).filter((f) => f.endsWith(".html"))) writeFileSync(file, await inlineCriticalCss(readFileSync(file, "utf8"), CLIENT));
});
await step("sitemap and robots", () => {
  writeFileSync(join(CLIENT, "sitemap.xml"), sitemapXml(routes, lastModified()));
  writeFileSync(join(CLIENT, "robots.txt"), robotsTxt());
  writeFileSync(join(CLIENT, "llms.txt"), siteForModels());
});
await step(`Open Graph images for ${routes.length} routes`, () => renderOgImages(routes, join(CLIENT, "og")));
await step("CSP hashes", () => {
  const pages = walk(CLIENT)
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file: "/" + relative(CLIENT, file).split(sep).join("/"), html: readFileSync(file, "utf8") }));
  writeFileSync(join(BUILD, "csp.json"), JSON.stringify(cspManifest(pages, emailBuildSettings()), null, 2));
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
    // The content editor's 6 MB bundle is for the team, not visitors: a quicker setting for it.
    const quality = file.includes(`${sep}admin${sep}decap${sep}`) ? 5 : 11;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
});
