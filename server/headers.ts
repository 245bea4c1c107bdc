/*
 * The one definition of the headers this site sends. The Node server applies it, and the deploy
 * configs for static hosts are generated from it.
 */

export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";
export const STATIC_FILE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * How visitors reach the site. Only over HTTPS may the headers tell a browser to use nothing else:
 * over plain HTTP, WebKit honours `upgrade-insecure-requests` even on 127.0.0.1 and then loads
 * none of the page's files. The static hosts serve HTTPS; our server does with a certificate or
 * when told it sits behind TLS (`BEHIND_TLS=1`, docs/server.md).
 */
export type Transport = {
  https: boolean;
  /**
   * Whether HSTS asks browsers to ship the domain in their preload list (`HSTS_PRELOAD=1`). Off by
   * default: once listed, a domain and all its subdomains are HTTPS-only for months, whatever the
   * header later says.
   */
  hstsPreload?: boolean;
  /**
   * Where browsers report what a page's policy blocked (`report-uri`, and over HTTPS `report-to`
   * through `Reporting-Endpoints`): the Node server's own `/api/csp-report`, which counts them. The static
   * hosts have no such endpoint, so their configs leave it out.
   */
  cspReports?: string;
};

/** The path the Node server takes Content-Security-Policy violation reports at. */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The name `report-to` gives that endpoint in `Reporting-Endpoints`. */
export const CSP_REPORT_GROUP = "csp-endpoint";

/**
 * The directives that send a policy's violations to `path`. `report-uri` always; `report-to` (the
 * Reporting API) only over HTTPS, which is the only scheme its endpoints may use: Chromium obeys
 * `report-to` alone when both are present, so over plain HTTP it would report nothing.
 */
const reportDirectives = (path: string | undefined, https: boolean) =>
  path ? [`report-uri ${path}`, ...(https ? [`report-to ${CSP_REPORT_GROUP}`] : [])] : [];

/** HSTS_PRELOAD=1 adds `preload` to HSTS; unset or 0 leaves it out; anything else is refused. */
export function hstsPreloadFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.HSTS_PRELOAD;
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw === "1") return true;
  throw new Error(`HSTS_PRELOAD must be 1 (ask browsers to preload HTTPS for the domain and its subdomains) or 0, not "${raw}"`);
}

/** The Strict-Transport-Security value: two years, subdomains too, `preload` only when asked for. */
export const hstsValue = (preload = false) => `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`;

/**
 * What the build found on each page (`csp.json`): the hashes of its inline scripts, and which pages
 * carry a contact form and which of those hand it to the mail program when scripts do not run.
 */
export type CspManifest = {
  pages: Record<string, string[]>;
  /** Origins besides its own that the forms send to (EmailJS when configured). */
  connectOrigins: string[];
  /** Pages with a contact form (its own page, or the contact dialogs' island). */
  contactForms?: string[];
  /** Pages whose form posts to `mailto:` without JavaScript. */
  mailtoForms?: string[];
  /** Whether the forms ask for reCAPTCHA (VITE_EMAILJS_RECAPTCHA_SITE_KEY at build). */
  recaptcha?: boolean;
};

/**
 * What reCAPTCHA v2 loads (Google's list for a Content-Security-Policy): its script, the script's
 * release files, and the frames of the checkbox and the challenge.
 */
export const RECAPTCHA_SCRIPT_SOURCES = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] as const;
export const RECAPTCHA_FRAME_SOURCES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"] as const;

/** What a page's form needs beyond the site's own origin. */
export type FormAllowances = {
  /** The form falls back to `mailto:` with JavaScript off (the form's own page). */
  mailto?: boolean;
  /** The form asks for a reCAPTCHA token. */
  recaptcha?: boolean;
};

/** Content-Security-Policy for one page: its own inline scripts by hash, nothing else inline. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  connectOrigins: readonly string[],
  { https, cspReports }: Transport,
  { mailto = false, recaptcha = false }: FormAllowances = {},
) {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")} ${recaptcha ? RECAPTCHA_SCRIPT_SOURCES.join(" ") : ""}`.replace(/ +/g, " ").trim(),
    // motion and Radix position elements through style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Media, fonts and the manifest fall back to default-src; the page's bytes count toward the
    // first round trip, headers included (decision 018).
    `connect-src 'self' ${connectOrigins.join(" ")}`.trim(),
    ...(recaptcha ? [`frame-src ${RECAPTCHA_FRAME_SOURCES.join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    // With JavaScript off, a form's own page hands the request to the visitor's mail program.
    `form-action 'self'${mailto ? " mailto:" : ""}`,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
    ...reportDirectives(cspReports, https),
  ].join("; ");
}

/** Headers every response carries. */
export function securityHeaders({ https, hstsPreload = false }: Transport): Record<string, string> {
  return {
    ...(https ? { "Strict-Transport-Security": hstsValue(hstsPreload) } : {}),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    // Nothing of ours is embedded by other sites: their pages may not load it.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** The content editor's pages (Decap CMS): a policy of their own, for them alone. */
export const EDITOR_PREFIX = "/admin/";
export const isEditorPage = (file: string) => file.startsWith(EDITOR_PREFIX);

/**
 * Where the published editor commits and signs in: GitHub's API. The local proxy of `npm run cms`
 * is reached from `astro dev`, which sends no policy; a published editor never talks to it.
 */
export const EDITOR_CONNECT_ORIGINS = ["https://api.github.com"] as const;

/**
 * The editor's Content-Security-Policy: Decap's bundle compiles its configuration's validators at
 * run time ('unsafe-eval'), shows pictures from the repository through blob URLs and GitHub's
 * hosts, and lays out its preview in a frame of its own document.
 */
export function editorContentSecurityPolicy(
  scriptHashes: readonly string[],
  { https, cspReports }: Pick<Transport, "https" | "cspReports"> = { https: false },
) {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${EDITOR_CONNECT_ORIGINS.join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...reportDirectives(cspReports, https),
  ].join("; ");
}

/**
 * Each document's window keeps to itself; the editor's keeps its link to the sign-in window it
 * opens, which hands the GitHub token back through it.
 */
export const openerPolicyFor = (file: string) => (isEditorPage(file) ? "same-origin-allow-popups" : "same-origin");

type PageHeaderOptions = Transport &
  FormAllowances & {
    /** The hashes of the page's inline scripts. */
    scriptHashes: readonly string[];
    /** Origins besides its own that the page's scripts send to (EmailJS when configured). */
    connectOrigins?: readonly string[];
    /** The page's file, as `/services/fintech/index.html`. */
    file?: string;
  };

/** Headers of an HTML page. */
export function htmlHeaders({
  scriptHashes,
  connectOrigins = [],
  file = "",
  https,
  hstsPreload,
  cspReports,
  ...form
}: PageHeaderOptions): Record<string, string> {
  const editor = isEditorPage(file);
  return {
    ...securityHeaders({ https, hstsPreload }),
    "Cross-Origin-Opener-Policy": openerPolicyFor(file),
    "Content-Security-Policy": editor
      ? editorContentSecurityPolicy(scriptHashes, { https, cspReports })
      : contentSecurityPolicy(scriptHashes, connectOrigins, { https, cspReports }, form),
    ...(cspReports && https ? { "Reporting-Endpoints": `${CSP_REPORT_GROUP}="${cspReports}"` } : {}),
    "Cache-Control": REVALIDATE_CACHE,
    ...(editor ? { "X-Robots-Tag": "noindex" } : {}),
  };
}

/** The headers of one page of the build, as the manifest describes it. */
export function manifestPageHeaders(manifest: CspManifest, file: string, transport: Transport): Record<string, string> {
  const hasForm = (manifest.contactForms ?? []).includes(file);
  return htmlHeaders({
    scriptHashes: manifest.pages[file] ?? [],
    connectOrigins: manifest.connectOrigins,
    file,
    mailto: (manifest.mailtoForms ?? []).includes(file),
    recaptcha: hasForm && manifest.recaptcha === true,
    ...transport,
  });
}

/** Vite puts content-hashed files under /assets/; they never change. */
export function cacheControlFor(pathname: string) {
  if (pathname.startsWith("/assets/")) return HASHED_ASSET_CACHE;
  if (pathname.endsWith(".html") || pathname === "/") return REVALIDATE_CACHE;
  return STATIC_FILE_CACHE;
}

/**
 * Files in the build's folder that configure a host and are not the site: Netlify and Cloudflare
 * Pages read `_headers` and `_redirects` (and `_routes.json`), Vercel `vercel.json`. Never served.
 */
export const DEPLOY_FILES = ["/_headers", "/_redirects", "/_routes.json", "/vercel.json", "/netlify.toml"] as const;

/** The one folder of dotted names a site publishes on purpose (RFC 8615: `security.txt`). */
export const WELL_KNOWN_PREFIX = "/.well-known/";

/**
 * Whether a path inside the build is part of the site: not a deploy file, and no segment a dotfile
 * (`/.env`, `/.git/config`, `/images/.DS_Store`) except under `/.well-known/`.
 */
export function isSitePath(path: string) {
  if ((DEPLOY_FILES as readonly string[]).includes(path)) return false;
  const rest = path.startsWith(WELL_KNOWN_PREFIX) ? path.slice(WELL_KNOWN_PREFIX.length) : path;
  return !rest.split("/").some((segment) => segment.startsWith("."));
}

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map|yml|wasm)$/;
