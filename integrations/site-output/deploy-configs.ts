/*
 * Static-host configs generated from the server's own definitions (server/headers.ts and the
 * per-page CSP hashes), so every host sends the same headers and the same 404.
 */
import {
  cacheControlFor,
  DEPLOY_FILES,
  EDITOR_PREFIX,
  hstsPreloadFromEnv,
  htmlHeaders,
  REVALIDATE_CACHE,
  manifestPageHeaders,
  openerPolicyFor,
  securityHeaders,
  type CspManifest,
  type Transport,
} from "../../server/headers";

import { providerEndpoint, type AnalyticsConfig } from "../../src/features/analytics/config";
import { PULSE_PATH } from "../../src/shared/analytics-events";

export type { CspManifest };

/**
 * Where a static host sends the beacon's posts (`/pulse`): the analytics provider named at build
 * time, through the host's own rewrite, so the browser and its blockers see the site's own origin.
 * Undefined when there is none (the beacon is then not in the pages either).
 */
export const pulseTarget = (analytics: AnalyticsConfig | undefined) => (analytics ? providerEndpoint(analytics) : undefined);

/**
 * Every static host serves HTTPS, so their configs keep HSTS and `upgrade-insecure-requests`; HSTS
 * asks for the browsers' preload list only when the build is told to (`HSTS_PRELOAD=1`).
 */
export const staticHost = (env: NodeJS.ProcessEnv = process.env): Transport => ({ https: true, hstsPreload: hstsPreloadFromEnv(env) });
/** The static hosts' transport when HSTS_PRELOAD is unset: HTTPS, no preload. */
export const STATIC_HOST: Transport = { https: true };
const baseSecurityHeaders = () => securityHeaders(staticHost());

/** `/products/fintech/index.html` → `/products/fintech`; `/index.html` → `/`. */
export function pagePath(file: string) {
  return file === "/index.html" ? "/" : file.replace(/\/index\.html$/, "");
}

/** Every HTML page with the headers it is served with. */
export function pageHeaders(csp: CspManifest) {
  return Object.keys(csp.pages).map((file) => ({ file, path: pagePath(file), headers: manifestPageHeaders(csp, file, staticHost()) }));
}

/** A page's headers less those every response carries (which a rule for all paths sends once). */
function ownHeaders(headers: Record<string, string>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !(name in securityHeaders(STATIC_HOST))));
}

/** A policy's directives by name, each with its sources (none for a flag like `upgrade-insecure-requests`). */
export function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** Directives that fall back to `default-src` when a policy leaves them out. */
const FETCH_DIRECTIVES = new Set([
  "script-src",
  "style-src",
  "img-src",
  "connect-src",
  "font-src",
  "media-src",
  "object-src",
  "frame-src",
  "worker-src",
  "manifest-src",
  "child-src",
]);

/**
 * The least policy that still allows all that any of `policies` allows: for each directive, the
 * sources of every policy together. `_headers` has no rule for "every path that is not a page", so
 * the `/*` rule carries this one, and the Not Found page that answers an unknown path gets it. A
 * page's response carries it beside the page's own; a browser enforces both, and since this one
 * allows everything the page's allows, the page's own is what holds.
 */
export function ceilingPolicy(policies: string[]): string {
  const parsed = policies.map(policyDirectives);
  const names = [...new Set(parsed.flatMap((directives) => [...directives.keys()]))];
  const directives: string[] = [];
  for (const name of names) {
    const each = parsed.map(
      (directives) => directives.get(name) ?? (FETCH_DIRECTIVES.has(name) ? directives.get("default-src") : undefined),
    );
    // A policy without the directive (nor a fallback) restricts nothing there: neither may the ceiling.
    if (each.some((sources) => sources === undefined)) continue;
    const sources = [...new Set(each.flat() as string[])];
    const open = sources.length > 1 ? sources.filter((source) => source !== "'none'") : sources;
    directives.push([name, ...open].join(" "));
  }
  return directives.join("; ");
}

/** Whether `outer` allows at least what `inner` allows, directive by directive (so that both together enforce `inner`). */
export function policyCovers(outer: string, inner: string) {
  return ceilingPolicy([outer, inner]) === ceilingPolicy([outer]);
}

/** The policy of an unknown path's Not Found page on hosts that match headers by path alone. */
export const notFoundPolicy = (csp: CspManifest) =>
  ceilingPolicy(pageHeaders(csp).map(({ headers }) => headers["Content-Security-Policy"]!));

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const CLOUDFLARE_MAX_RULES = 100;

/**
 * The page rules of `_headers`, none overlapping another for the same header: both hosts join the
 * values of every matching rule with commas, so a header set twice would reach the browser as a
 * list (two policies, a repeated HSTS). A folder whose pages all share their headers gets one rule
 * for all of them (`/insights/*`, which also matches `/insights/`) and one for its path without the
 * slash; a folder whose own page differs but whose pages below share theirs gets a placeholder
 * (`/case/:page`); any other page gets its two paths. Pages that differ only in their data blocks share a
 * policy, so the rules stay well under Cloudflare's limit.
 */
export function pageRules(csp: CspManifest): { path: string; headers: Record<string, string> }[] {
  type Node = { page?: Record<string, string>; children: Map<string, Node> };
  const root: Node = { children: new Map() };
  const files: { path: string; headers: Record<string, string> }[] = [];
  for (const { file, path, headers } of pageHeaders(csp)) {
    const own = ownHeaders(headers);
    // A page that is a file of its own (/404.html) is served at its name with and without `.html`.
    if (!file.endsWith("/index.html")) {
      files.push({ path, headers: own }, { path: path.replace(/\.html$/, ""), headers: own });
      continue;
    }
    let node = root;
    for (const segment of path.split("/").filter(Boolean)) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map() }));
      node = child;
    }
    node.page = own;
  }
  const key = (headers: Record<string, string>) => JSON.stringify(headers);
  /** The one set of headers every page under the node shares, or null when they differ. */
  function shared(node: Node): string | null {
    const keys = new Set<string | null>(node.page ? [key(node.page)] : []);
    for (const child of node.children.values()) keys.add(shared(child));
    const [only] = keys;
    return keys.size === 1 && only !== null && only !== undefined ? only : null;
  }
  const rules: { path: string; headers: Record<string, string> }[] = [];
  function visit(node: Node, path: string) {
    const common = path === "" ? null : shared(node);
    if (common !== null) {
      const headers = JSON.parse(common) as Record<string, string>;
      if (node.page) rules.push({ path, headers });
      rules.push({ path: `${path}/*`, headers });
      return;
    }
    if (node.page)
      rules.push(
        ...(path === ""
          ? [{ path: "/", headers: node.page }]
          : [
              { path, headers: node.page },
              { path: `${path}/`, headers: node.page },
            ]),
      );
    // A folder's page differs from the pages under it, which share theirs: a placeholder stands for
    // any one name below the folder (`/case/:page`, and `/case/:page/*` for the slash and deeper).
    const below = new Set([...node.children.values()].map(shared));
    const [belowCommon] = below;
    if (path !== "" && node.children.size > 1 && below.size === 1 && belowCommon) {
      const headers = JSON.parse(belowCommon) as Record<string, string>;
      rules.push({ path: `${path}/:page`, headers }, { path: `${path}/:page/*`, headers });
      return;
    }
    for (const [segment, child] of [...node.children].sort(([a], [b]) => a.localeCompare(b))) visit(child, `${path}/${segment}`);
  }
  visit(root, "");
  return [...rules, ...files];
}

/** Netlify and Cloudflare Pages `_headers`: each header once per response. */
export function netlifyHeaders(csp: CspManifest) {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  return [
    // The Not Found page of an unknown path carries a policy too (`ceilingPolicy`).
    block("/*", { ...baseSecurityHeaders(), "Content-Security-Policy": notFoundPolicy(csp) }),
    block("/assets/*", { "Cache-Control": cacheControlFor("/assets/x") }),
    ...pageRules(csp).map(({ path, headers }) => block(path, headers)),
  ].join("\n");
}

/**
 * Netlify and Cloudflare Pages `_redirects`: unknown paths get the Not Found page with 404. On
 * Netlify the beacon's path is proxied to the analytics provider (Cloudflare Pages proxies only
 * within the site: there a Pages Function does it, `cloudflarePulseFunction`).
 */
export function netlifyRedirects(analytics?: AnalyticsConfig) {
  const target = pulseTarget(analytics);
  return `${target ? `${PULSE_PATH}  ${target}  200!\n` : ""}/*  /404.html  404\n`;
}

/** A Cloudflare Pages Function (`functions/pulse.js`) that passes the beacon's posts to the provider, with the visitor's address and user agent for its counting. */
export function cloudflarePulseFunction(analytics: AnalyticsConfig): string | undefined {
  const target = pulseTarget(analytics);
  if (!target) return undefined;
  return `// Generated by integrations/site-output/deploy-configs.ts: the beacon's posts to ${PULSE_PATH}, passed to the analytics provider.
export async function onRequestPost({ request }) {
  const headers = new Headers({ "Content-Type": request.headers.get("Content-Type") || "text/plain" });
  for (const name of ["User-Agent", "Sec-GPC"]) if (request.headers.get(name)) headers.set(name, request.headers.get(name));
  headers.set("X-Forwarded-For", request.headers.get("CF-Connecting-IP") || "");
  const answer = await fetch(${JSON.stringify(target)}, { method: "POST", headers, body: await request.text() });
  return new Response(null, { status: answer.ok ? 202 : answer.status });
}
`;
}

/** `vercel.json`: clean URLs, headers per page, 404.html for everything else. */
export function vercelConfig(csp: CspManifest, analytics?: AnalyticsConfig) {
  const toList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  const target = pulseTarget(analytics);
  return {
    $schema: "https://openapi.vercel.sh/vercel.json",
    cleanUrls: true,
    trailingSlash: false,
    // The beacon's posts, to the analytics provider named at build time, through the site's own origin.
    ...(target ? { rewrites: [{ source: PULSE_PATH, destination: target }] } : {}),
    headers: [
      { source: "/(.*)", headers: toList(baseSecurityHeaders()) },
      // An unknown path's Not Found page carries a policy too: the ceiling of the pages' (`ceilingPolicy`),
      // which a page's own policy narrows, whether Vercel joins the values or lets the later rule win.
      { source: "/(.*)", headers: toList({ "Content-Security-Policy": notFoundPolicy(csp) }) },
      { source: "/assets/(.*)", headers: toList({ "Cache-Control": cacheControlFor("/assets/x") }) },
      ...pageHeaders(csp).map(({ path, headers }) => ({ source: path, headers: toList(ownHeaders(headers)) })),
    ],
  };
}

/** An nginx server block for the built site (`root` is the build's client folder). */
export function nginxConfig(csp: CspManifest, root: string, port = 8080, analytics?: AnalyticsConfig) {
  const target = pulseTarget(analytics);
  // The beacon's posts, passed to the analytics provider named at build time, with the visitor's address.
  const pulse = target
    ? `
    location = ${PULSE_PATH} {
        proxy_pass ${target};
        proxy_set_header Host ${new URL(target).host};
        proxy_ssl_server_name on;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
`
    : "";
  const quote = (value: string) => `"${value.replaceAll('"', '\\"')}"`;
  const always = Object.entries(baseSecurityHeaders())
    .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
    .join("\n");
  // The URI a page ends up with: `/x/index.html` asked for as such or as `/x` (try_files appends
  // `/index.html`), `/x//index.html` asked for as `/x/`, and `/x` itself for its redirect to `/x/`.
  const uriKeys = (file: string, path: string) => [...new Set([file, path, `${path === "/" ? "" : path}//index.html`])];
  const cspMap = pageHeaders(csp)
    .flatMap(({ file, path, headers }) =>
      uriKeys(file, path).map((key) => `    ${quote(key)} ${quote(headers["Content-Security-Policy"]!)};`),
    )
    .join("\n");
  const fallbackCsp = manifestPageHeaders(csp, "/404.html", staticHost())["Content-Security-Policy"]!;
  return `# Generated by integrations/site-output/deploy-configs.ts from server/headers.ts: do not edit by hand.
# Include inside the http block. Long CSP values need bigger map buckets.
map_hash_bucket_size 256;
map_hash_max_size 4096;

map $uri $kovira_csp {
    default ${quote(fallbackCsp)};
${cspMap}
}

map $uri $kovira_opener {
    default "${openerPolicyFor("/index.html")}";
    ~^${EDITOR_PREFIX} "${openerPolicyFor(EDITOR_PREFIX)}";
}

map $uri $kovira_cache {
    default "${cacheControlFor("/x.png")}";
    ~^/assets/ "${cacheControlFor("/assets/x")}";
    ~\\.html$ "${cacheControlFor("/x.html")}";
    ~/$ "${cacheControlFor("/x.html")}";
    ~^/[^.]*$ "${cacheControlFor("/x.html")}";
}

server {
    listen ${port};
    server_name _;
    root ${root};
    index index.html;
    charset utf-8;
    etag on;

    # Precompressed .gz files from the build; brotli needs the ngx_brotli module, not in stock nginx.
    gzip_static on;
    gzip on;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/plain application/manifest+json;

    types {
        text/html html;
        text/css css;
        text/javascript js mjs;
        application/json json;
        image/svg+xml svg;
        image/png png;
        image/x-icon ico;
        image/avif avif;
        image/webp webp;
        image/gif gif;
        video/mp4 mp4;
        video/webm webm;
        font/woff2 woff2;
        text/plain txt;
        application/xml xml;
        application/manifest+json webmanifest;
        text/yaml yml;
        application/wasm wasm;
    }

${always}
    add_header Content-Security-Policy $kovira_csp always;
    add_header Cross-Origin-Opener-Policy $kovira_opener always;
    add_header Cache-Control $kovira_cache always;

    location / {
        try_files $uri $uri/index.html =404;
    }
${pulse}
    # Only the site is served: the other hosts' deploy files and dotfiles answer the Not Found page
    # (every dotted name except under /.well-known/).
    location ~ ^/(?:${DEPLOY_FILES.map((file) => file.slice(1).replaceAll(".", "\\.")).join("|")})$ {
        return 404;
    }
    location ~ /\\.(?!well-known/) {
        return 404;
    }

    error_page 404 /404.html;
    location = /404.html {
        internal;
${always.replaceAll("    add_header", "        add_header")}
        add_header Content-Security-Policy $kovira_csp always;
        add_header Cross-Origin-Opener-Policy $kovira_opener always;
        add_header Cache-Control "${cacheControlFor("/x.html")}" always;
    }
}
`;
}

/** The folder of the build that holds the content editor, for an origin of its own (decision 033). */
export const EDITOR_FOLDER = "editor";

/**
 * The host configs of the editor's own origin: every response with the security headers and the
 * editor's policy (its inline scripts by hash), its opener policy for the sign-in window and
 * `noindex`; the origin's root opens the editor. `_headers` and `_redirects` for Netlify and
 * Cloudflare Pages, and an nginx server block.
 */
export function editorHostConfigs(scriptHashes: string[], root = "/srv/kovira/editor", port = 8080) {
  const headers = htmlHeaders({ scriptHashes, file: EDITOR_PREFIX + "index.html", ...staticHost() });
  const { "Cache-Control": _pages, ...always } = headers;
  const quote = (value: string) => `"${value.replaceAll('"', '\\"')}"`;
  return {
    headers: `/*\n${Object.entries(always)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join(
        "\n",
      )}\n\n${EDITOR_PREFIX}*\n  Cache-Control: ${REVALIDATE_CACHE}\n\n/assets/*\n  Cache-Control: ${cacheControlFor("/assets/x")}\n`,
    redirects: `/  ${EDITOR_PREFIX}  302\n`,
    nginx: `# Generated by integrations/site-output/deploy-configs.ts from server/headers.ts: do not edit by hand.
# The content editor on an origin of its own (decision 033): root is the build's editor folder.
server {
    listen ${port};
    server_name _;
    root ${root};
    index index.html;
    charset utf-8;
    types {
        text/html html;
        text/css css;
        text/javascript js mjs;
        application/json json;
        text/yaml yml;
        image/svg+xml svg;
        application/wasm wasm;
    }
${Object.entries(always)
  .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
  .join("\n")}
    location = / {
        return 302 ${EDITOR_PREFIX};
    }
    location / {
        try_files $uri $uri/index.html =404;
    }
    location ~ /\\. {
        return 404;
    }
}
`,
  };
}
