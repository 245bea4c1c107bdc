/*
 * The one definition of the headers this site sends. The Node server applies it, and the deploy
 * configs for static hosts are generated from it.
 */
import { LOCAL_CMS_PORT } from "../src/cms/paths";

export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";
export const STATIC_FILE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * How visitors reach the site. Only over HTTPS may the headers tell a browser to use nothing else:
 * over plain HTTP, WebKit honours `upgrade-insecure-requests` even on 127.0.0.1 and then loads
 * none of the page's files. The static hosts serve HTTPS; our server does with a certificate or
 * when told it sits behind TLS (`BEHIND_TLS=1`, docs/server.md).
 */
export type Transport = { https: boolean };

/** Content-Security-Policy for one page: its own inline scripts by hash, nothing else inline. */
export function contentSecurityPolicy(scriptHashes: readonly string[], connectOrigins: readonly string[], { https }: Transport) {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // motion and Radix position elements through style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Media, fonts and the manifest fall back to default-src; the page's bytes count toward the
    // first round trip, headers included (decision 018).
    `connect-src 'self' ${connectOrigins.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers every response carries. */
export function securityHeaders({ https }: Transport): Record<string, string> {
  return {
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
  };
}

/** The content editor's pages (Decap CMS): a policy of their own, for them alone. */
export const EDITOR_PREFIX = "/admin/";
export const isEditorPage = (file: string) => file.startsWith(EDITOR_PREFIX);

/** Where the editor commits and signs in: GitHub's API and the local proxy of `npm run cms`. */
export const EDITOR_CONNECT_ORIGINS = ["https://api.github.com", `http://localhost:${LOCAL_CMS_PORT}`] as const;

/**
 * The editor's Content-Security-Policy: Decap's bundle compiles its configuration's validators at
 * run time ('unsafe-eval'), shows pictures from the repository through blob URLs and GitHub's
 * hosts, and lays out its preview in a frame of its own document.
 */
export function editorContentSecurityPolicy(scriptHashes: readonly string[]) {
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
  ].join("; ");
}

/**
 * Each document's window keeps to itself; the editor's keeps its link to the sign-in window it
 * opens, which hands the GitHub token back through it.
 */
export const openerPolicyFor = (file: string) => (isEditorPage(file) ? "same-origin-allow-popups" : "same-origin");

type PageHeaderOptions = Transport & {
  /** The hashes of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Origins besides its own that the page's scripts send to (EmailJS when configured). */
  connectOrigins?: readonly string[];
  /** The page's file, as `/services/fintech/index.html`. */
  file?: string;
};

/** Headers of an HTML page. */
export function htmlHeaders({ scriptHashes, connectOrigins = [], file = "", https }: PageHeaderOptions): Record<string, string> {
  const editor = isEditorPage(file);
  return {
    ...securityHeaders({ https }),
    "Cross-Origin-Opener-Policy": openerPolicyFor(file),
    "Content-Security-Policy": editor ? editorContentSecurityPolicy(scriptHashes) : contentSecurityPolicy(scriptHashes, connectOrigins, { https }),
    "Cache-Control": REVALIDATE_CACHE,
    ...(editor ? { "X-Robots-Tag": "noindex" } : {}),
  };
}

/** Vite puts content-hashed files under /assets/; they never change. */
export function cacheControlFor(pathname: string) {
  if (pathname.startsWith("/assets/")) return HASHED_ASSET_CACHE;
  if (pathname.endsWith(".html") || pathname === "/") return REVALIDATE_CACHE;
  return STATIC_FILE_CACHE;
}

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map|yml|wasm)$/;
