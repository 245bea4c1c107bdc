import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, htmlHeaders } from "../server/headers";
import { netlifyHeaders, netlifyRedirects, nginxConfig, pagePath, vercelConfig, type CspManifest } from "./deploy-configs";

const csp: CspManifest = {
  pages: {
    "/index.html": ["sha256-home"],
    "/services/fintech/index.html": ["sha256-fintech", "sha256-shared"],
    "/404.html": ["sha256-notfound"],
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
    expect(conf).toContain(
      `"/srv/site/services/fintech/index.html" "${htmlHeaders(["sha256-fintech", "sha256-shared"])["Content-Security-Policy"]}";`,
    );
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
  });
});
