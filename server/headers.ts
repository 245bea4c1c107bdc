/*
 * The one definition of the headers this site sends. The Node server applies it, and the deploy
 * configs for static hosts are generated from it.
 */

export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";
export const STATIC_FILE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/** Content-Security-Policy for one page: its own inline scripts by hash, nothing else inline. */
export function contentSecurityPolicy(scriptHashes: readonly string[], connectOrigins: readonly string[] = []) {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // motion and Radix position elements through style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(" ")}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** Headers every response carries. */
export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Headers of an HTML page, given the hashes of its inline scripts. */
export function htmlHeaders(scriptHashes: readonly string[], connectOrigins: readonly string[] = []): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, connectOrigins),
    "Cache-Control": REVALIDATE_CACHE,
  };
}

/** Vite puts content-hashed files under /assets/; they never change. */
export function cacheControlFor(pathname: string) {
  if (pathname.startsWith("/assets/")) return HASHED_ASSET_CACHE;
  if (pathname.endsWith(".html") || pathname === "/") return REVALIDATE_CACHE;
  return STATIC_FILE_CACHE;
}

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map)$/;
