import { existsSync, readdirSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { basename, dirname, extname, join, relative, sep } from "node:path";
import Negotiator from "negotiator";
import send from "send";
import { isSitePath } from "./headers";

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
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

/** The precompressed forms the build writes beside a file, in order of preference. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

export type SiteFile = {
  /** Path of the file inside the site, e.g. `/products/fintech/index.html`. */
  key: string;
  path: string;
  contentType: string;
  /** Precompressed copies by encoding: `index.html.br`, `index.html.gz`. */
  encodings: Partial<Record<Encoding, string>>;
};

export type Lookup = { file: SiteFile } | { file?: undefined; badRequest?: true };

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * A request path as the file key it names, or `undefined` when it cannot name one: malformed
 * percent-encoding (`/%zz`, a cut-off `%E0%A4%A`, overlong `%C0%AE`) is the client's error.
 */
export function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** An index of the built site: URL path to file, with its precompressed variants. */
export function indexStaticSite(root: string) {
  const files = new Map<string, SiteFile>();
  for (const full of walk(root)) {
    if (ENCODINGS.some(({ suffix }) => full.endsWith(suffix))) continue;
    const urlPath = "/" + relative(root, full).split(sep).join("/");
    // Deploy files and dotfiles are in the folder, not in the site: they answer 404.
    if (!isSitePath(urlPath)) continue;
    const encodings: SiteFile["encodings"] = {};
    for (const { name, suffix } of ENCODINGS) if (existsSync(full + suffix)) encodings[name] = full + suffix;
    files.set(urlPath, {
      key: urlPath,
      path: full,
      contentType: CONTENT_TYPES[extname(full)] ?? "application/octet-stream",
      encodings,
    });
  }
  return {
    /** The file a request path stands for: `/x` and `/x/` are `/x/index.html`. */
    lookup(pathname: string): Lookup {
      const clean = decodePath(pathname);
      if (clean === undefined) return { badRequest: true };
      if (clean.includes("..") || clean.includes("\0")) return {};
      const file = files.get(clean) ?? files.get(`${clean.replace(/\/$/, "")}/index.html`);
      return file ? { file } : {};
    },
    size: files.size,
  };
}

/**
 * The stored form of `file` to send for this request's `Accept-Encoding`, honouring q-values
 * (`br;q=0` refuses brotli) and any letter case, through `negotiator`.
 */
export function chooseEncoding(file: SiteFile, acceptEncoding: string | undefined): { path: string; encoding?: Encoding } {
  const available = ENCODINGS.map(({ name }) => name).filter((name) => file.encodings[name]);
  if (available.length === 0) return { path: file.path };
  const preferred = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } }).encoding([...available, "identity"], {
    preferred: [...available, "identity"],
  });
  const encoding = available.find((name) => name === preferred);
  return encoding ? { path: file.encodings[encoding]!, encoding } : { path: file.path };
}

type NodeRequest = IncomingMessage | Http2ServerRequest;
type NodeResponse = ServerResponse | Http2ServerResponse;

/**
 * Streams `file` with `send`, which answers byte ranges (`206`, `416`), conditional requests (weak
 * and listed ETags, `If-Modified-Since`, `If-Range`) and `HEAD`. Each stored form has its own
 * ETag, as it has its own size and time. `headers` are ours (security, CSP, caching); `send` adds
 * ETag, Last-Modified and Accept-Ranges (neither for pages), Content-Length and Content-Range.
 */
export function sendFile(req: NodeRequest, res: NodeResponse, file: SiteFile, headers: Record<string, string>) {
  const { path, encoding } = chooseEncoding(file, req.headers["accept-encoding"]);
  const page = file.contentType.startsWith("text/html");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", file.contentType);
  if (Object.keys(file.encodings).length > 0) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const stream = send(req as IncomingMessage, `/${encodeURIComponent(basename(path))}`, {
    root: dirname(path),
    cacheControl: false,
    dotfiles: "allow",
    index: false,
    // A page is read whole and revalidated by its ETag: its first flight (decision 018) carries
    // no offer of byte ranges and no second validator.
    acceptRanges: !page,
    lastModified: !page,
  });
  // Errors answer with our headers and a short text, never send's own page or a stack trace.
  stream.on("error", (error: { status?: number; headers?: Record<string, string> }) => {
    const status = error.status ?? 500;
    if (res.headersSent) return void res.destroy();
    for (const name of ["Content-Encoding", "Content-Length", "ETag", "Last-Modified", "Vary", "Content-Type"]) res.removeHeader(name);
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(status === 416 ? "Range Not Satisfiable" : status === 412 ? "Precondition Failed" : "Error");
  });
  stream.pipe(res as ServerResponse);
}

export function isDirectory(path: string) {
  return existsSync(path) && statSync(path).isDirectory();
}
