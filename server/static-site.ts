import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export type SiteFile = {
  /** Path of the file inside the site, e.g. `/products/fintech/index.html`. */
  key: string;
  path: string;
  contentType: string;
  etag: string;
  encodings: { br?: string; gzip?: string };
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** An index of the built site: URL path to file, with ETags and precompressed variants. */
export function indexStaticSite(root: string) {
  const files = new Map<string, SiteFile>();
  for (const full of walk(root)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const urlPath = "/" + relative(root, full).split(sep).join("/");
    const etag = `"${createHash("sha1").update(readFileSync(full)).digest("base64url").slice(0, 22)}"`;
    files.set(urlPath, {
      key: urlPath,
      path: full,
      contentType: CONTENT_TYPES[extname(full)] ?? "application/octet-stream",
      etag,
      encodings: {
        br: existsSync(`${full}.br`) ? `${full}.br` : undefined,
        gzip: existsSync(`${full}.gz`) ? `${full}.gz` : undefined,
      },
    });
  }
  return {
    /** The file a request path stands for: `/x` and `/x/` are `/x/index.html`. */
    lookup(pathname: string): SiteFile | undefined {
      const clean = decodeURIComponent(pathname);
      if (clean.includes("..")) return undefined;
      return files.get(clean) ?? files.get(`${clean.replace(/\/$/, "")}/index.html`);
    },
    size: files.size,
  };
}

/**
 * File contents read once and kept: the build does not change while the server runs. The cache
 * stops growing at `maxBytes`, so an unusually large build cannot take the server's memory; files
 * beyond it are read from disk on each request.
 */
export function createBodyCache(maxBytes: number) {
  const bodies = new Map<string, Uint8Array<ArrayBuffer>>();
  let cachedBytes = 0;
  return function readBody(path: string): Uint8Array<ArrayBuffer> {
    const cached = bodies.get(path);
    if (cached) return cached;
    const body = new Uint8Array(readFileSync(path));
    if (cachedBytes + body.byteLength <= maxBytes) {
      bodies.set(path, body);
      cachedBytes += body.byteLength;
    }
    return body;
  };
}

export function isDirectory(path: string) {
  return existsSync(path) && statSync(path).isDirectory();
}
