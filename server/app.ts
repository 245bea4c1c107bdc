import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { baseSecurityHeaders, cacheControlFor, COMPRESSIBLE, htmlHeaders } from "./headers";
import { createOutbox, outboxFromEnv, type OutboxOptions } from "./outbox";
import { createBodyCache, indexStaticSite, type SiteFile } from "./static-site";

export type ServerOptions = {
  /** The build folder: `client/` holds the site, `csp.json` the inline-script hashes per page. */
  buildDir: string;
  /** The local email outbox; read from OUTBOX_FILE and OUTBOX_RATE_LIMIT when not given. */
  outbox?: OutboxOptions;
};

/** Set by a handler whose response already carries the security headers. */
type AppEnv = { Variables: { hasSecurityHeaders?: true } };

type CspManifest = { pages: Record<string, string[]>; connectOrigins: string[] };

/** One stored form of a file (as built, or precompressed) and the headers it is sent with. */
type Variant = { path: string; headers: Record<string, string> };

/** A file's response, worked out on its first request: the build does not change while the server runs. */
type PreparedFile = { headers: Record<string, string>; identity: Variant; br?: Variant; gzip?: Variant };

/** Room for the whole client build, compressed copies included, with a wide margin. */
const BODY_CACHE_BYTES = 64 * 1024 * 1024;

function readCspManifest(buildDir: string): CspManifest {
  const file = join(buildDir, "csp.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest) : { pages: {}, connectOrigins: [] };
}

/** The headers every response for this file carries, whichever form of it is sent. */
function fileHeaders(file: SiteFile, csp: CspManifest): Record<string, string> {
  const headers: Record<string, string> = { "Content-Type": file.contentType, ETag: file.etag };
  if (file.contentType.startsWith("text/html")) {
    Object.assign(headers, htmlHeaders(csp.pages[file.key] ?? [], csp.connectOrigins));
  } else {
    Object.assign(headers, baseSecurityHeaders, { "Cache-Control": cacheControlFor(file.key) });
  }
  if (COMPRESSIBLE.test(file.path)) headers["Vary"] = "Accept-Encoding";
  return headers;
}

function prepareFile(file: SiteFile, csp: CspManifest): PreparedFile {
  const headers = fileHeaders(file, csp);
  const variant = (path: string, encoding?: "br" | "gzip"): Variant => ({
    path,
    headers: { ...headers, ...(encoding ? { "Content-Encoding": encoding } : {}), "Content-Length": String(statSync(path).size) },
  });
  return {
    headers,
    identity: variant(file.path),
    br: file.encodings.br ? variant(file.encodings.br, "br") : undefined,
    gzip: file.encodings.gzip ? variant(file.encodings.gzip, "gzip") : undefined,
  };
}

function pickVariant(c: Context<AppEnv>, file: PreparedFile): Variant {
  const accepted = c.req.header("accept-encoding") ?? "";
  if (file.br && /\bbr\b/.test(accepted)) return file.br;
  if (file.gzip && /\bgzip\b/.test(accepted)) return file.gzip;
  return file.identity;
}

export function createApp({ buildDir, outbox }: ServerOptions) {
  const site = indexStaticSite(join(buildDir, "client"));
  const csp = readCspManifest(buildDir);
  const preparedFiles = new Map<SiteFile, PreparedFile>();
  const readBody = createBodyCache(BODY_CACHE_BYTES);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    await next();
    // Files carry these already, in the headers prepared once per file.
    if (c.get("hasSecurityHeaders")) return;
    // On the response itself: c.header() after the handler has run copies the whole response.
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
  });

  function preparedFile(file: SiteFile) {
    let prepared = preparedFiles.get(file);
    if (!prepared) {
      prepared = prepareFile(file, csp);
      preparedFiles.set(file, prepared);
    }
    return prepared;
  }

  // A plain Response with a plain header object: the Node adapter writes both as they are.
  function sendFile(c: Context<AppEnv>, file: SiteFile, status: 200 | 404 = 200) {
    const prepared = preparedFile(file);
    c.set("hasSecurityHeaders", true);
    const notModified = status === 200 && c.req.header("if-none-match") === file.etag;
    if (notModified) return new Response(null, { status: 304, headers: prepared.headers });
    const { path, headers } = pickVariant(c, prepared);
    return new Response(c.req.method === "HEAD" ? null : readBody(path), { status, headers });
  }

  function notFound(c: Context<AppEnv>) {
    const page = site.lookup("/404.html");
    if (!page) return c.text("Not Found", 404);
    return sendFile(c, page, 404);
  }

  app.route("/", outbox ? createOutbox(outbox) : outboxFromEnv());

  app.on(["GET", "HEAD"], "*", (c) => {
    const file = site.lookup(c.req.path);
    if (!file || c.req.path === "/404.html") return notFound(c);
    return sendFile(c, file);
  });

  app.all("*", (c) => c.json({ error: "Method Not Allowed" }, 405, { Allow: "GET, HEAD" }));

  return app;
}
