import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { baseSecurityHeaders, cacheControlFor, COMPRESSIBLE, htmlHeaders } from "./headers";
import { createOutbox, outboxFromEnv, type OutboxOptions } from "./outbox";
import { indexStaticSite, type SiteFile } from "./static-site";

export type ServerOptions = {
  /** The build folder: `client/` holds the site, `csp.json` the inline-script hashes per page. */
  buildDir: string;
  /** The local email outbox; read from OUTBOX_FILE and OUTBOX_RATE_LIMIT when not given. */
  outbox?: OutboxOptions;
};

type CspManifest = { pages: Record<string, string[]>; connectOrigins: string[] };

function readCspManifest(buildDir: string): CspManifest {
  const file = join(buildDir, "csp.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest) : { pages: {}, connectOrigins: [] };
}

function pickEncoding(c: Context, file: SiteFile): { path: string; encoding?: "br" | "gzip" } {
  const accepted = c.req.header("accept-encoding") ?? "";
  if (file.encodings.br && /\bbr\b/.test(accepted)) return { path: file.encodings.br, encoding: "br" };
  if (file.encodings.gzip && /\bgzip\b/.test(accepted)) return { path: file.encodings.gzip, encoding: "gzip" };
  return { path: file.path };
}

export function createApp({ buildDir, outbox }: ServerOptions) {
  const site = indexStaticSite(join(buildDir, "client"));
  const csp = readCspManifest(buildDir);
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.header(name, value);
  });

  function sendFile(c: Context, file: SiteFile, status: 200 | 404 = 200) {
    const headers: Record<string, string> = { "Content-Type": file.contentType, ETag: file.etag };
    if (file.contentType.startsWith("text/html")) {
      Object.assign(headers, htmlHeaders(csp.pages[file.key] ?? [], csp.connectOrigins));
    } else {
      headers["Cache-Control"] = cacheControlFor(file.key);
    }
    if (COMPRESSIBLE.test(file.path)) headers["Vary"] = "Accept-Encoding";
    if (status === 200 && c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
    const { path, encoding } = pickEncoding(c, file);
    if (encoding) headers["Content-Encoding"] = encoding;
    const body = readFileSync(path);
    headers["Content-Length"] = String(body.length);
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  }

  function notFound(c: Context) {
    if (c.req.path.endsWith(".data")) {
      return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    }
    const page = site.lookup("/404.html");
    if (!page) return c.text("Not Found", 404);
    return sendFile(c, page, 404);
  }

  app.route("/", outbox ? createOutbox(outbox) : outboxFromEnv());

  app.on(["GET", "HEAD"], "*", (c) => {
    const file = site.lookup(c.req.path);
    if (!file || c.req.path === "/404.html" || c.req.path === "/__spa-fallback.html") return notFound(c);
    return sendFile(c, file);
  });

  app.all("*", (c) => c.json({ error: "Method Not Allowed" }, 405, { Allow: "GET, HEAD" }));

  return app;
}
