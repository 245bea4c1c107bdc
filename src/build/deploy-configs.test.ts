import { describe, expect, it } from "vitest";
import { htmlHeaders as pageHeadersFor, securityHeaders } from "../../server/headers";
import { netlifyHeaders, netlifyRedirects, nginxConfig, pagePath, STATIC_HOST, vercelConfig, type CspManifest } from "./deploy-configs";

const baseSecurityHeaders = securityHeaders(STATIC_HOST);
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
    const fintech = text.split("\n\n").find((block) => block.startsWith("/services/fintech\n"))!;
    expect(fintech).toContain(`Content-Security-Policy: ${htmlHeaders(["sha256-fintech", "sha256-shared"])["Content-Security-Policy"]}`);
    expect(netlifyRedirects()).toBe("/*  /404.html  404\n");
  });

  it("vercel.json lists the same headers per page", () => {
    const config = vercelConfig(csp);
    const home = config.headers.find((rule) => rule.source === "/")!;
    expect(home.headers).toContainEqual({ key: "Content-Security-Policy", value: htmlHeaders(["sha256-home"])["Content-Security-Policy"] });
    const all = config.headers.find((rule) => rule.source === "/(.*)")!;
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(baseSecurityHeaders);
  });

  it("the nginx block sends the base headers, per-page CSP and the 404 page", () => {
    const conf = nginxConfig(csp, "/srv/site");
    for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(conf).toContain(`add_header ${name} "${value}" always;`);
    // Each way the page's URI can read when the header is sent: asked for as /x, /x/ or /x/index.html.
    const fintech = htmlHeaders(["sha256-fintech", "sha256-shared"])["Content-Security-Policy"];
    for (const uri of ["/services/fintech/index.html", "/services/fintech", "/services/fintech//index.html"]) expect(conf).toContain(`"${uri}" "${fintech}";`);
    expect(conf).toContain("map $uri $kovira_csp {");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
  });

  it("every host keeps HSTS and upgrade-insecure-requests: static hosts serve HTTPS", () => {
    const hsts = "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload";
    const netlify = netlifyHeaders(csp).split("\n\n");
    expect(netlify.find((block) => block.startsWith("/*\n"))).toContain(hsts);
    expect(netlify.find((block) => block.startsWith("/services/fintech\n"))).toMatch(/Content-Security-Policy: [^\n]*; upgrade-insecure-requests\n/);

    const vercel = vercelConfig(csp).headers;
    expect(vercel.find((rule) => rule.source === "/(.*)")!.headers).toContainEqual({ key: "Strict-Transport-Security", value: expect.stringContaining("max-age=") });
    const home = vercel.find((rule) => rule.source === "/")!.headers.find((header) => header.key === "Content-Security-Policy")!;
    expect(home.value).toContain("upgrade-insecure-requests");

    const conf = nginxConfig(csp, "/srv/site");
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;');
    expect(conf.match(/upgrade-insecure-requests/g)!.length).toBeGreaterThanOrEqual(Object.keys(csp.pages).length);
  });

  it("the content editor alone gets its own policy and keeps its sign-in window, on every host", () => {
    const editor = htmlHeaders([], [], "/admin/index.html");
    const page = htmlHeaders(["sha256-home"], [], "/index.html");
    expect(editor["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(editor["Content-Security-Policy"]).toContain("connect-src 'self' https://api.github.com http://localhost:8081");
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
