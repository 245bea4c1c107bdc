/*
 * What the build does around Astro's own work, so that `astro build` alone makes the deployable
 * site (decision 022):
 * - before it: pictures uploaded in the content editor are encoded (scripts/uploads.ts), so their
 *   IDs resolve when the content is read;
 * - after it: the content editor moved out of the public site into a folder of its own; then on
 *   every page: Astro's island rule moved into the head, inline scripts minified, the
 *   first screen's CSS inlined (./critical-css.ts); then every inline script checked to be one the
 *   site owns, by name (./inline-scripts.ts), each page's inline-script hashes for its
 *   Content-Security-Policy, the deploy configs made from them, and brotli/gzip copies; last, the
 *   production server compiled to one file beside the site (./server-bundle.ts).
 * Sitemap, robots, `/llms.txt`, RSS and Open Graph images are endpoints under `src/pages/`.
 */
import type { AstroIntegration, AstroIntegrationLogger } from "astro";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { processUploads, UnusableUploads } from "../../scripts/uploads";
import { COMPRESSIBLE, EDITOR_PREFIX } from "../../server/headers";
import { emailBuildSettings } from "./build-env";
import { cspManifest, inlineScriptHashes } from "./csp-manifest";
import { inlineCriticalCss } from "./critical-css";
import { checkInlineScripts, minifiedScript } from "./inline-scripts";
import { compileServer, LEADS_READER, SERVER_BUNDLE } from "./server-bundle";
import { cloudflarePulseFunction, EDITOR_FOLDER, editorHostConfigs, netlifyHeaders, netlifyRedirects, nginxConfig, vercelConfig } from "./deploy-configs";
import { analyticsBuildConfig, describeAnalytics } from "../../src/features/analytics/config";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** An error in the content, for its reader: its message says all (file, field, what to do), with no stack of the code under it. */
function contentError(message: string) {
  const error = new Error(message);
  error.stack = message;
  return error;
}

async function step(logger: AstroIntegrationLogger, name: string, run: () => void | Promise<void>) {
  const started = performance.now();
  await run();
  logger.info(`${name} (${Math.round(performance.now() - started)} ms)`);
}

/**
 * A page with each inline classic script minified: the layout inlines readable functions by their
 * source (`HEADER_SCRIPT`, the body face's script), and every byte of the HTML counts toward the
 * first round trip (decision 018). Astro does not minify its server build, where these strings
 * are made. JSON-LD and other data blocks are left as they are.
 */
export function minifiedInlineScripts(html: string) {
  return html.replace(
    /<script( data-inline-script="[\w-]+")?>([\s\S]+?)<\/script>/g,
    (_, name: string | undefined, body: string) => `<script${name ?? ""}>${minifiedScript(body)}</script>`,
  );
}

/** Astro 5 writes the rule that keeps its island wrappers out of layout just before the first island, in the body. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/** A page with Astro's island rule moved into its head, where HTML allows a `<style>`. */
export function islandStyleInHead(html: string) {
  if (!html.includes(ISLAND_STYLE)) return html;
  return html.replace(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`);
}

/** The Open Graph images a page names that the build did not make (`src/pages/og/[image].png.ts` lists them). */
export function missingOgImages(html: string, clientDir: string) {
  return [...html.matchAll(/<meta property="og:image" content="[^"]*?(\/og\/[^"]+\.png)"/g)]
    .map((match) => match[1]!)
    .filter((path) => !existsSync(join(clientDir, path)));
}

/** brotli and gzip copies of every text file worth compressing, beside it. */
function compress(clientDir: string) {
  for (const file of walk(clientDir).filter((f) => COMPRESSIBLE.test(f))) {
    const body = readFileSync(file);
    if (body.length < 512) continue;
    // The content editor's 6 MB bundle is for the team, not visitors: a quicker setting for it.
    const quality = file.includes(`${sep}admin${sep}decap${sep}`) ? 5 : 11;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/**
 * Moves the content editor out of the public site into a folder of its own, `{BUILD_DIR}/editor/`,
 * for an origin of its own (decision 033): its page, configuration and Decap's bundle under
 * `admin/`, with the site's scripts and styles it loads (`assets/`) and the icon, and that
 * origin's host configs. The public site then holds no `/admin/`: the token the editor keeps in
 * `localStorage` is out of reach of every script that runs on the public site.
 */
export function moveEditorOut(client: string, build: string) {
  const from = join(client, EDITOR_PREFIX);
  if (!existsSync(from)) return;
  const editor = join(build, EDITOR_FOLDER);
  rmSync(editor, { recursive: true, force: true });
  mkdirSync(editor, { recursive: true });
  renameSync(from, join(editor, EDITOR_PREFIX));
  cpSync(join(client, "assets"), join(editor, "assets"), { recursive: true });
  for (const icon of ["favicon.svg", "favicon.ico"]) if (existsSync(join(client, icon))) cpSync(join(client, icon), join(editor, icon));
  const hashes = walk(editor)
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8")));
  const configs = editorHostConfigs([...new Set(hashes)]);
  writeFileSync(join(editor, "_headers"), configs.headers);
  writeFileSync(join(editor, "_redirects"), configs.redirects);
  mkdirSync(join(build, "deploy"), { recursive: true });
  writeFileSync(join(build, "deploy", "editor-nginx.conf"), configs.nginx);
}

/**
 * The site's build steps. List it after every integration that writes into the output (the
 * content editor's bundle), so that its files are compressed too.
 */
export function siteOutput(): AstroIntegration {
  return {
    name: "kovira:site-output",
    hooks: {
      "astro:config:setup": async ({ command, logger }) => {
        const encoded = await processUploads().catch((error: unknown) => {
          if (!(error instanceof UnusableUploads)) throw error;
          // The dev server keeps running (the pages using the upload show it as a missing
          // picture); a build or the content check stops, naming the file and the entries.
          if (command === "dev") {
            logger.warn(error.message);
            return [];
          }
          throw contentError(error.message);
        });
        if (encoded.length > 0) logger.info(`uploads: encoded ${encoded.join(", ")}`);
      },
      "astro:build:done": async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        // The server and the deploy configs live beside the client folder: `{BUILD_DIR}/csp.json`, `{BUILD_DIR}/deploy/`.
        const build = dirname(client);
        await step(logger, `content editor moved to ${EDITOR_FOLDER}/, for an origin of its own`, () => moveEditorOut(client, build));
        const pages = walk(client).filter((file) => file.endsWith(".html"));
        await step(logger, "island style into the head, inline scripts minified, critical CSS inlined", async () => {
          for (const file of pages)
            writeFileSync(file, await inlineCriticalCss(minifiedInlineScripts(islandStyleInHead(readFileSync(file, "utf8"))), client));
        });
        const missing = pages.flatMap((file) =>
          missingOgImages(readFileSync(file, "utf8"), client).map((image) => `${relative(client, file)}: ${image}`),
        );
        if (missing.length > 0)
          throw new Error(
            `Pages name Open Graph images the build did not make; list the pages in src/endpoints/site-pages.ts:\n  ${missing.join("\n  ")}`,
          );
        // Only the inline scripts the site owns, by name, reach a page and its policy; their names are taken off.
        const scripts = await checkInlineScripts(
          pages.map((file) => ({ file: "/" + relative(client, file).split(sep).join("/"), html: readFileSync(file, "utf8") })),
        );
        if (scripts.problems.length > 0)
          throw new Error(
            `Pages carry inline scripts the site does not own (integrations/site-output/inline-scripts.ts lists those it does):\n  ${scripts.problems.join("\n  ")}`,
          );
        for (const page of scripts.pages) writeFileSync(join(client, page.file), page.html);
        const csp = cspManifest(scripts.pages, emailBuildSettings());
        // Which analytics mode the pages were made in, said in the log (src/features/analytics/config.ts).
        const analytics = analyticsBuildConfig();
        logger.info(describeAnalytics(analytics));
        await step(logger, "CSP hashes and deploy configs", () => {
          writeFileSync(join(build, "csp.json"), JSON.stringify(csp, null, 2));
          mkdirSync(join(build, "deploy"), { recursive: true });
          writeFileSync(join(client, "_headers"), netlifyHeaders(csp));
          writeFileSync(join(client, "_redirects"), netlifyRedirects(analytics));
          writeFileSync(join(build, "deploy", "vercel.json"), JSON.stringify(vercelConfig(csp, analytics), null, 2));
          writeFileSync(join(build, "deploy", "nginx.conf"), nginxConfig(csp, "/srv/kovira/client", 8080, analytics));
          const pulseFunction = cloudflarePulseFunction(analytics);
          rmSync(join(build, "deploy", "cloudflare"), { recursive: true, force: true });
          if (pulseFunction) {
            mkdirSync(join(build, "deploy", "cloudflare", "functions"), { recursive: true });
            writeFileSync(join(build, "deploy", "cloudflare", "functions", "pulse.js"), pulseFunction);
          }
        });
        await step(logger, "brotli and gzip", () => compress(client));
        // The server beside the site it serves, compiled, for the runtime image (Dockerfile).
        await step(logger, `server compiled to ${SERVER_BUNDLE}, its lead reader to ${LEADS_READER}`, () => void compileServer(build));
      },
    },
  };
}
