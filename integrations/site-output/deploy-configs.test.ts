import { afterEach, describe, expect, it, vi } from "vitest";
import { htmlHeaders as pageHeadersFor, RECAPTCHA_FRAME_SOURCES, RECAPTCHA_SCRIPT_SOURCES, securityHeaders } from "../../server/headers";
import { headerNamesFor, headerValueFor, parseHeadersFile } from "./headers-file";
import {
  editorHostConfigs,
  ceilingPolicy,
  cloudflarePulseFunction,
  CLOUDFLARE_MAX_RULES,
  notFoundPolicy,
  policyCovers,
  netlifyHeaders,
  netlifyRedirects,
  nginxConfig,
  pagePath,
  pageRules,
  STATIC_HOST,
  vercelConfig,
  type CspManifest,
} from "./deploy-configs";

const baseSecurityHeaders = securityHeaders(STATIC_HOST);
afterEach(() => void vi.unstubAllEnvs());
const htmlHeaders = (scriptHashes: string[], connectOrigins: string[] = [], file = "") =>
  pageHeadersFor({ scriptHashes, connectOrigins, file, ...STATIC_HOST });

const csp: CspManifest = {
  pages: {
    "/index.html": ["sha256-home"],
    "/services/fintech/index.html": ["sha256-fintech", "sha256-shared"],
    "/404.html": ["sha256-notfound"],
    "/admin/index.html": [],
  },
  connectOrigins: [],
};

describe("deploy configs are generated from the server's definitions", () => {
  it("maps page files to clean paths", () => {
    expect(pagePath("/index.html")).toBe("/");
    expect(pagePath("/services/fintech/index.html")).toBe("/services/fintech");
  });

  it("_headers carries every base header and each page's own CSP", () => {
    const text = netlifyHeaders(csp);
    for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(text).toContain(`  ${name}: ${value}`);
    expect(headerValueFor(text, "/services/fintech", "Content-Security-Policy").split(", ")).toEqual([
      notFoundPolicy(csp),
      htmlHeaders(["sha256-fintech", "sha256-shared"])["Content-Security-Policy"],
    ]);
    expect(netlifyRedirects()).toBe("/*  /404.html  404\n");
  });

  it("vercel.json lists the same headers per page", () => {
    const config = vercelConfig(csp);
    const home = config.headers.find((rule) => rule.source === "/")!;
    expect(home.headers).toContainEqual({ key: "Content-Security-Policy", value: htmlHeaders(["sha256-home"])["Content-Security-Policy"] });
    const all = config.headers.find((rule) => rule.source === "/(.*)")!;
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(baseSecurityHeaders);
  });

  it("every host's Not Found page carries a policy and the security headers", () => {
    // Vercel: a rule for every path, before the pages' own (which narrow it, joined or overriding).
    const rules = vercelConfig(csp).headers;
    const index = rules.findIndex((rule) => rule.source === "/(.*)" && rule.headers.some(({ key }) => key === "Content-Security-Policy"));
    expect(rules[index]!.headers).toEqual([{ key: "Content-Security-Policy", value: notFoundPolicy(csp) }]);
    expect(rules.findIndex((rule) => rule.source === "/")).toBeGreaterThan(index);
    // Netlify and Cloudflare Pages: the rule for every path.
    expect(headerValueFor(netlifyHeaders(csp), "/nope", "Content-Security-Policy")).toBe(notFoundPolicy(csp));
    // nginx: the Not Found page's own, whatever the path asked for.
    const conf = nginxConfig(csp, "/srv/site");
    expect(conf).toContain(
      `map $uri $kovira_csp {\n    default "${htmlHeaders(["sha256-notfound"], [], "/404.html")["Content-Security-Policy"]}";`,
    );
  });

  it("the ceiling allows what each policy allows and no more", () => {
    const a = "default-src 'self'; script-src 'self' 'sha256-a'; object-src 'none'; frame-ancestors 'none'; upgrade-insecure-requests";
    const b = "default-src 'self'; script-src 'self' 'sha256-b'; frame-src https://x.example; object-src 'none'; frame-ancestors 'none'";
    expect(ceilingPolicy([a, b])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'; frame-ancestors 'none'; frame-src 'self' https://x.example",
    );
    expect(policyCovers(ceilingPolicy([a, b]), a)).toBe(true);
    expect(policyCovers(a, b)).toBe(false);
  });

  it("nginx answers deploy files and dotfiles with the Not Found page, /.well-known/ excepted", () => {
    const conf = nginxConfig(csp, "/srv/site");
    expect(conf).toContain("location ~ ^/(?:_headers|_redirects|_routes\\.json|vercel\\.json|netlify\\.toml)$ {\n        return 404;");
    expect(conf).toContain("location ~ /\\.(?!well-known/) {\n        return 404;");
  });

  it("the nginx block sends the base headers, per-page CSP and the 404 page", () => {
    const conf = nginxConfig(csp, "/srv/site");
    for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(conf).toContain(`add_header ${name} "${value}" always;`);
    // Each way the page's URI can read when the header is sent: asked for as /x, /x/ or /x/index.html.
    const fintech = htmlHeaders(["sha256-fintech", "sha256-shared"])["Content-Security-Policy"];
    for (const uri of ["/services/fintech/index.html", "/services/fintech", "/services/fintech//index.html"])
      expect(conf).toContain(`"${uri}" "${fintech}";`);
    expect(conf).toContain("map $uri $kovira_csp {");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
  });

  it("every host asks for the HSTS preload list only when the build is told to (HSTS_PRELOAD=1)", () => {
    const preload = "max-age=63072000; includeSubDomains; preload";
    vi.stubEnv("HSTS_PRELOAD", "");
    expect(netlifyHeaders(csp)).not.toContain("preload");
    expect(JSON.stringify(vercelConfig(csp))).not.toContain("preload");
    expect(nginxConfig(csp, "/srv/site")).not.toContain("preload");
    vi.stubEnv("HSTS_PRELOAD", "1");
    expect(netlifyHeaders(csp)).toContain(`  Strict-Transport-Security: ${preload}\n`);
    expect(vercelConfig(csp).headers.find((rule) => rule.source === "/(.*)")!.headers).toContainEqual({
      key: "Strict-Transport-Security",
      value: preload,
    });
    expect(nginxConfig(csp, "/srv/site")).toContain(`add_header Strict-Transport-Security "${preload}" always;`);
    vi.stubEnv("HSTS_PRELOAD", "yes");
    expect(() => netlifyHeaders(csp)).toThrow(/HSTS_PRELOAD must be 1/);
  });

  it("every host keeps HSTS and upgrade-insecure-requests: static hosts serve HTTPS", () => {
    vi.stubEnv("HSTS_PRELOAD", "");
    const hsts = "Strict-Transport-Security: max-age=63072000; includeSubDomains\n";
    const netlify = netlifyHeaders(csp).split("\n\n");
    expect(netlify.find((block) => block.startsWith("/*\n"))).toContain(hsts);
    expect(headerValueFor(netlifyHeaders(csp), "/services/fintech", "Content-Security-Policy")).toMatch(/; upgrade-insecure-requests$/);

    const vercel = vercelConfig(csp).headers;
    expect(vercel.find((rule) => rule.source === "/(.*)")!.headers).toContainEqual({
      key: "Strict-Transport-Security",
      value: expect.stringContaining("max-age="),
    });
    const home = vercel.find((rule) => rule.source === "/")!.headers.find((header) => header.key === "Content-Security-Policy")!;
    expect(home.value).toContain("upgrade-insecure-requests");

    const conf = nginxConfig(csp, "/srv/site");
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(conf.match(/upgrade-insecure-requests/g)!.length).toBeGreaterThanOrEqual(Object.keys(csp.pages).length);
  });

  it("the content editor alone gets its own policy and keeps its sign-in window, on every host", () => {
    const editor = htmlHeaders([], [], "/admin/index.html");
    const page = htmlHeaders(["sha256-home"], [], "/index.html");
    expect(editor["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(editor["Content-Security-Policy"]).toContain("connect-src 'self' https://api.github.com;");
    expect(editor["Content-Security-Policy"]).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(editor["X-Robots-Tag"]).toBe("noindex");
    expect(page["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(page["Cross-Origin-Opener-Policy"]).toBe("same-origin");

    const netlify = netlifyHeaders(csp).split("\n\n");
    expect(netlify.find((block) => block.startsWith("/admin\n"))).toContain("Cross-Origin-Opener-Policy: same-origin-allow-popups");
    expect(netlify.find((block) => block.startsWith("/\n"))).toContain("Cross-Origin-Opener-Policy: same-origin");
    expect(netlify.find((block) => block.startsWith("/*\n"))).not.toContain("Cross-Origin-Opener-Policy");

    const vercel = vercelConfig(csp).headers.find((rule) => rule.source === "/admin")!;
    expect(vercel.headers).toContainEqual({ key: "Content-Security-Policy", value: editor["Content-Security-Policy"] });

    const conf = nginxConfig(csp, "/srv/site");
    expect(conf).toContain(`"/admin//index.html" "${editor["Content-Security-Policy"]}";`);
    expect(conf).toContain('~^/admin/ "same-origin-allow-popups";');
    expect(conf).toContain("add_header Cross-Origin-Opener-Policy $kovira_opener always;");
  });
});

/** A site the shape of ours, grown: many pages per folder, some folders with a page type of their own. */
function bigSite(): CspManifest {
  const pages: Record<string, string[]> = { "/index.html": ["sha256-home"], "/404.html": ["sha256-plain"], "/admin/index.html": [] };
  for (const folder of ["services", "products", "insights", "case"]) {
    // A folder's own page like the pages under it (one rule for all), or not (a placeholder for those).
    pages[`/${folder}/index.html`] = folder === "insights" ? ["sha256-detail"] : [`sha256-${folder}-index`];
    for (let index = 0; index < 60; index += 1) pages[`/${folder}/page-${index}/index.html`] = ["sha256-detail"];
  }
  for (let index = 0; index < 40; index += 1) pages[`/case/technology/tech-${index}/index.html`] = ["sha256-detail"];
  for (const slug of ["privacy", "terms", "security"]) pages[`/${slug}/index.html`] = ["sha256-plain"];
  pages["/connect/index.html"] = ["sha256-form"];
  pages["/book-a-meeting/index.html"] = ["sha256-form"];
  const files = Object.keys(pages);
  return {
    pages,
    connectOrigins: [],
    contactForms: files.filter((file) => !file.startsWith("/admin/")),
    mailtoForms: ["/connect/index.html", "/book-a-meeting/index.html"],
  };
}

describe("_headers means what it says on Cloudflare Pages and Netlify", () => {
  const site = bigSite();
  const text = netlifyHeaders(site);
  const requestPaths = Object.keys(site.pages).flatMap((file) => {
    const path = pagePath(file);
    return path === "/" ? ["/"] : file.endsWith("/index.html") ? [path, `${path}/`] : [path, path.replace(/\.html$/, "")];
  });

  it("sends each header once per response: no two matching rules set the same one, but for the policy's ceiling", () => {
    for (const path of [...requestPaths, "/assets/app.js", "/og/home.png", "/robots.txt", "/nope"]) {
      const names = headerNamesFor(text, path).filter((name) => name !== "Content-Security-Policy");
      expect(names.length, path).toBe(new Set(names).size);
      const policies = headerNamesFor(text, path).filter((name) => name === "Content-Security-Policy").length;
      expect(policies, path).toBeLessThanOrEqual(2);
    }
  });

  it("an unknown path's Not Found page carries a policy and the security headers; a page's own policy is what holds on it", () => {
    const ceiling = notFoundPolicy(site);
    expect(headerValueFor(text, "/no/such/page", "Content-Security-Policy")).toBe(ceiling);
    for (const name of Object.keys(baseSecurityHeaders)) expect(headerNamesFor(text, "/no/such/page"), name).toContain(name);
    expect(ceiling).toContain("frame-ancestors 'none'");
    expect(ceiling).toContain("object-src 'none'");
    expect(ceiling).toMatch(/script-src 'self' [^;]*'sha256-plain'/);
    // Each page's response: the ceiling, then its own, which the ceiling covers (a browser enforces both).
    for (const file of Object.keys(site.pages)) {
      const own = pageHeadersFor({ scriptHashes: site.pages[file]!, file, mailto: site.mailtoForms!.includes(file), ...STATIC_HOST })[
        "Content-Security-Policy"
      ]!;
      expect(policyCovers(ceiling, own), file).toBe(true);
    }
  });

  it("keeps each page's own policy exact", () => {
    for (const file of Object.keys(site.pages)) {
      const path = pagePath(file);
      const expected = pageHeadersFor({
        scriptHashes: site.pages[file]!,
        file,
        mailto: site.mailtoForms!.includes(file),
        ...STATIC_HOST,
      })["Content-Security-Policy"];
      const own = (path: string) => headerValueFor(text, path, "Content-Security-Policy").split(", ").at(-1);
      expect(own(path === "/" ? "/" : file.endsWith("/index.html") ? `${path}/` : path), file).toBe(expected);
      if (path !== "/") expect(own(path), file).toBe(expected);
    }
  });

  it(`stays within Cloudflare's ${CLOUDFLARE_MAX_RULES} rules for ${Object.keys(site.pages).length} pages`, () => {
    expect(parseHeadersFile(text).length).toBeLessThanOrEqual(CLOUDFLARE_MAX_RULES);
    const paths = pageRules(site).map((rule) => rule.path);
    expect(paths).toContain("/insights/*");
    expect(paths).toEqual(expect.arrayContaining(["/services", "/services/", "/services/:page", "/services/:page/*"]));
  });

  it("repeats no base header in a page's rule, on Vercel either", () => {
    const base = Object.keys(baseSecurityHeaders);
    for (const rule of parseHeadersFile(text).filter((rule) => rule.path !== "/*"))
      expect(rule.headers.filter((name) => base.includes(name))).toEqual([]);
    for (const rule of vercelConfig(site).headers.filter((rule) => rule.source !== "/(.*)"))
      expect(rule.headers.filter(({ key }) => base.includes(key))).toEqual([]);
  });
});

describe("what the forms need, and only where they are", () => {
  it("every response forbids other sites to load it (CORP same-origin)", () => {
    expect(baseSecurityHeaders["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("a form that falls back to the mail program may post to mailto:, on its own page only", () => {
    const site = bigSite();
    const text = netlifyHeaders(site);
    const own = (path: string) => headerValueFor(text, path, "Content-Security-Policy").split(", ").at(-1);
    expect(own("/connect")).toContain("form-action 'self' mailto:;");
    expect(own("/book-a-meeting/")).toContain("form-action 'self' mailto:;");
    expect(own("/services/page-3")).toContain("form-action 'self';");
    expect(nginxConfig(site, "/srv/site")).toContain(
      `"/connect" "${pageHeadersFor({ scriptHashes: ["sha256-form"], mailto: true, ...STATIC_HOST })["Content-Security-Policy"]}";`,
    );
  });

  it("reCAPTCHA widens the policy by exactly its script and frames, on pages with a form, when configured", () => {
    const site = bigSite();
    const off = netlifyHeaders(site);
    const on = netlifyHeaders({ ...site, recaptcha: true });
    expect(off).not.toContain("google.com");
    const page = headerValueFor(on, "/services/page-3", "Content-Security-Policy").split(", ").at(-1)!;
    const without = headerValueFor(off, "/services/page-3", "Content-Security-Policy").split(", ").at(-1)!;
    expect(page).toBe(
      without
        .replace("'sha256-detail'", `'sha256-detail' ${RECAPTCHA_SCRIPT_SOURCES.join(" ")}`)
        .replace("; object-src", `; frame-src ${RECAPTCHA_FRAME_SOURCES.join(" ")}; object-src`),
    );
    // The editor has no contact form.
    expect(headerValueFor(on, "/admin/", "Content-Security-Policy").split(", ").at(-1)).not.toContain("google.com");
    const noForms = netlifyHeaders({ ...site, recaptcha: true, contactForms: [] });
    expect(noForms).not.toContain("google.com");
  });
});

describe("the content editor's own origin", () => {
  it("sends the editor's policy, its opener policy and noindex on every path, and opens the editor at its root", () => {
    const editor = htmlHeaders(["sha256-e"], [], "/admin/index.html");
    const { headers, redirects, nginx } = editorHostConfigs(["sha256-e"]);
    const rules = parseHeadersFile(headers);
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/admin/*", "/assets/*"]);
    expect(headerValueFor(headers, "/admin/", "Content-Security-Policy")).toBe(editor["Content-Security-Policy"]);
    expect(headerValueFor(headers, "/anything", "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(headerValueFor(headers, "/admin/", "X-Robots-Tag")).toBe("noindex");
    for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(headerValueFor(headers, "/admin/", name), name).toBe(value);
    expect(redirects).toBe("/  /admin/  302\n");
    expect(nginx).toContain(`add_header Content-Security-Policy "${editor["Content-Security-Policy"]}" always;`);
    expect(nginx).toContain("return 302 /admin/;");
  });
});

describe("the beacon's path on a static host", () => {
  const plausible = { mode: "plausible", url: "https://plausible.io", site: "kovira-labs.com" } as const;
  const umami = { mode: "umami", url: "https://stats.example.com", site: "site-id" } as const;

  it("is rewritten to the provider named at build time, first-party, by every host", () => {
    expect(netlifyRedirects(plausible)).toBe("/pulse  https://plausible.io/api/event  200!\n/*  /404.html  404\n");
    expect(vercelConfig(csp, umami).rewrites).toEqual([{ source: "/pulse", destination: "https://stats.example.com/api/send" }]);
    const nginx = nginxConfig(csp, "/srv/site", 8080, plausible);
    expect(nginx).toContain("location = /pulse {\n        proxy_pass https://plausible.io/api/event;");
    expect(nginx).toContain("proxy_set_header Host plausible.io;");
    expect(cloudflarePulseFunction(umami)).toContain('fetch("https://stats.example.com/api/send"');
  });

  it("is rewritten nowhere when no provider is named (server mode, or off)", () => {
    for (const analytics of [undefined, { mode: "server" } as const, { mode: "off", why: "test" } as const]) {
      expect(netlifyRedirects(analytics)).toBe("/*  /404.html  404\n");
      expect(vercelConfig(csp, analytics)).not.toHaveProperty("rewrites");
      expect(nginxConfig(csp, "/srv/site", 8080, analytics)).not.toContain("/pulse");
      if (analytics) expect(cloudflarePulseFunction(analytics)).toBeUndefined();
    }
  });
});
