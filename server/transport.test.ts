// @vitest-environment node
import { spawnSync } from "node:child_process";
import { connect } from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throwawayCertificate } from "../scripts/throwaway-certificate";
import { contentSecurityPolicy, hstsPreloadFromEnv, htmlHeaders, securityHeaders } from "./headers";
import { behindTlsFromEnv } from "./listen";
import { makeBuild, startServer } from "./test-server";

const HSTS = "strict-transport-security";
const UPGRADE = "upgrade-insecure-requests";

describe("the headers that make a browser use HTTPS only", () => {
  it("are part of the definition over HTTPS", () => {
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(contentSecurityPolicy([], [], { https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("ask for the browsers' preload list only when told to (HSTS_PRELOAD=1)", () => {
    expect(securityHeaders({ https: true, hstsPreload: true })["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(securityHeaders({ https: false, hstsPreload: true })["Strict-Transport-Security"]).toBeUndefined();
    expect(hstsPreloadFromEnv({})).toBe(false);
    expect(hstsPreloadFromEnv({ HSTS_PRELOAD: "0" })).toBe(false);
    expect(hstsPreloadFromEnv({ HSTS_PRELOAD: "1" })).toBe(true);
    expect(() => hstsPreloadFromEnv({ HSTS_PRELOAD: "yes" })).toThrow(/HSTS_PRELOAD must be 1 .* or 0, not "yes"/);
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
    expect(behindTlsFromEnv({ BEHIND_TLS: "1", TRUSTED_PROXIES: "10.0.0.0/8" })).toBe(true);
    expect(() => behindTlsFromEnv({ BEHIND_TLS: "yes" })).toThrow(/BEHIND_TLS must be 1 .* or 0, not "yes"/);
  });

  it("BEHIND_TLS=1 without TRUSTED_PROXIES is refused, saying what to set for a load balancer and a CDN", () => {
    for (const env of [{ BEHIND_TLS: "1" }, { BEHIND_TLS: "1", TRUSTED_PROXIES: " " }, { BEHIND_TLS: "1", TRUSTED_PROXIES: "0" }]) {
      expect(() => behindTlsFromEnv(env)).toThrow(/TRUSTED_PROXIES does not name it/);
    }
    const message = (() => {
      try {
        behindTlsFromEnv({ BEHIND_TLS: "1" });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("cloud load balancer");
    expect(message).toContain("TRUSTED_PROXIES=10.0.0.0/8");
    expect(message).toContain("CDN");
    expect(message).toMatch(/TRUSTED_PROXIES=173\.245\.48\.0\/20,/);
  });

  it("BEHIND_TLS=1 without TRUSTED_PROXIES stops the server before it listens", () => {
    const build = makeBuild();
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
        env: {
          ...process.env,
          BEHIND_TLS: "1",
          TRUSTED_PROXIES: "",
          PORT: "0",
          HOST: "127.0.0.1",
          BUILD_DIR: build.buildDir,
          OUTBOX_FILE: `${build.dir}/outbox.jsonl`,
        },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("The server cannot start: BEHIND_TLS=1 says a proxy or load balancer sits in front of the server");
      expect(run.stdout).not.toContain("ready at");
    } finally {
      build.remove();
    }
  }, 40_000);
});

describe("the server sends them only where visitors arrive over HTTPS", () => {
  let build: ReturnType<typeof makeBuild>;
  beforeAll(() => {
    build = makeBuild();
  });
  afterAll(() => build.remove());

  it("HSTS_PRELOAD=1: preload on every response, pages, files and Not Found", async () => {
    const all = await headersOverHttp({ behindTls: true, hstsPreload: true });
    for (const headers of all) expect(headers.get(HSTS)).toBe("max-age=63072000; includeSubDomains; preload");
  });

  async function headersOverHttp(options: { behindTls?: boolean; hstsPreload?: boolean }) {
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
    for (const headers of [page!, file!, notFound!]) expect(headers.get(HSTS)).toBe("max-age=63072000; includeSubDomains");
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
      expect(headers[HSTS]).toBe("max-age=63072000; includeSubDomains");
      expect(headers["content-security-policy"]).toContain(UPGRADE);
    } finally {
      session.close();
      await server.shutdown();
    }
  });
});
