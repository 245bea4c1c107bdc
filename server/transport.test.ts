// @vitest-environment node
import { connect } from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throwawayCertificate } from "../scripts/throwaway-certificate";
import { contentSecurityPolicy, htmlHeaders, securityHeaders } from "./headers";
import { behindTlsFromEnv } from "./listen";
import { makeBuild, startServer } from "./test-server";

const HSTS = "strict-transport-security";
const UPGRADE = "upgrade-insecure-requests";

describe("the headers that make a browser use HTTPS only", () => {
  it("are part of the definition over HTTPS", () => {
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(contentSecurityPolicy([], [], { https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("are left out over plain HTTP, and nothing else changes", () => {
    const https = htmlHeaders({ scriptHashes: ["sha256-a"], https: true });
    const http = htmlHeaders({ scriptHashes: ["sha256-a"], https: false });
    expect(http["Strict-Transport-Security"]).toBeUndefined();
    expect(http["Content-Security-Policy"]).not.toContain(UPGRADE);
    expect(http["Content-Security-Policy"]).toBe(https["Content-Security-Policy"]!.replace(`; ${UPGRADE}`, ""));
    const { "Strict-Transport-Security": _hsts, "Content-Security-Policy": _csp, ...rest } = https;
    expect(http).toMatchObject(rest);
  });

  it("BEHIND_TLS=1 says a proxy in front speaks HTTPS; unset or 0, it does not; anything else stops the server", () => {
    expect(behindTlsFromEnv({})).toBe(false);
    expect(behindTlsFromEnv({ BEHIND_TLS: "" })).toBe(false);
    expect(behindTlsFromEnv({ BEHIND_TLS: "0" })).toBe(false);
    expect(behindTlsFromEnv({ BEHIND_TLS: "1" })).toBe(true);
    expect(() => behindTlsFromEnv({ BEHIND_TLS: "yes" })).toThrow(/BEHIND_TLS must be 1 .* or 0, not "yes"/);
  });
});

describe("the server sends them only where visitors arrive over HTTPS", () => {
  let build: ReturnType<typeof makeBuild>;
  beforeAll(() => {
    build = makeBuild();
  });
  afterAll(() => build.remove());

  async function headersOverHttp(options: { behindTls?: boolean }) {
    const server = await startServer(build.buildDir, options);
    try {
      return await Promise.all(["/", "/assets/app.abc123.js", "/nope"].map(async (path) => (await fetch(`${server.url}${path}`)).headers));
    } finally {
      await server.shutdown();
    }
  }

  it("plain HTTP: neither HSTS nor upgrade-insecure-requests, on pages, files and Not Found", async () => {
    const [page, file, notFound] = await headersOverHttp({});
    for (const headers of [page!, file!, notFound!]) expect(headers.get(HSTS)).toBeNull();
    expect(page!.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page!.get("content-security-policy")).not.toContain(UPGRADE);
    expect(notFound!.get("content-security-policy")).not.toContain(UPGRADE);
  });

  it("plain HTTP behind a TLS proxy (BEHIND_TLS=1): both", async () => {
    const [page, file, notFound] = await headersOverHttp({ behindTls: true });
    for (const headers of [page!, file!, notFound!]) expect(headers.get(HSTS)).toContain("max-age=");
    expect(page!.get("content-security-policy")).toContain(UPGRADE);
    expect(notFound!.get("content-security-policy")).toContain(UPGRADE);
  });

  it("its own certificate (HTTP/2 over TLS): both", async () => {
    const server = await startServer(build.buildDir, { tls: throwawayCertificate() });
    const session = connect(server.url, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const stream = session.request({ ":path": "/" });
        stream.on("response", resolve);
        stream.on("error", reject);
        stream.resume();
      });
      expect(headers[HSTS]).toBe("max-age=63072000; includeSubDomains; preload");
      expect(headers["content-security-policy"]).toContain(UPGRADE);
    } finally {
      session.close();
      await server.shutdown();
    }
  });
});
