/* A throwaway build and a real server on a free port, for the server's own tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createApp } from "./app";
import type { TrustProxy } from "./client-address";
import { DEFAULT_LIMITS, listen, type Limits, type Listener, type Tls } from "./listen";

export const VIDEO_BYTES = 1000;

/** A small build: a page and the Not Found page (each compressed both ways), a script, a video. */
export function makeBuild() {
  const dir = mkdtempSync(join(tmpdir(), "kovira-server-test-"));
  const client = join(dir, "build", "client");
  const write = (path: string, body: string | Buffer, compress = false) => {
    const full = join(client, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, body);
    if (compress) {
      writeFileSync(`${full}.br`, brotliCompressSync(body));
      writeFileSync(`${full}.gz`, gzipSync(body));
    }
  };
  const page = `<!doctype html><title>Home</title><p>${"A page worth compressing. ".repeat(40)}</p>`;
  write("index.html", page, true);
  write("products/cloud/index.html", page.replace("Home", "Cloud"), true);
  write("404.html", `<!doctype html><title>Page Not Found</title><p>${"Nothing here. ".repeat(40)}</p>`, true);
  write("assets/app.abc123.js", `console.log(${JSON.stringify("x".repeat(2000))});`, true);
  // What a host reads from the build's folder, and files nobody meant to publish.
  write("_headers", "/*\n  X-Frame-Options: DENY\n");
  write("_redirects", "/*  /404.html  404\n");
  write(".env", "SECRET=1\n");
  write("media/.DS_Store", "x");
  write(".well-known/security.txt", "Contact: mailto:security@example.com\n");
  write("media/clip.mp4", Buffer.from(Array.from({ length: VIDEO_BYTES }, (_, index) => index % 256)));
  writeFileSync(join(dir, "build", "csp.json"), JSON.stringify({ pages: { "/index.html": ["sha256-abc"] }, connectOrigins: [] }));
  return { dir, buildDir: join(dir, "build"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type TestServer = Listener & { port: number; url: string };

/** `https` as the server itself decides it: with a certificate, or when told it sits behind TLS. */
export function startServer(
  buildDir: string,
  options: {
    limits?: Partial<Limits>;
    tls?: Tls;
    leadsDb?: string;
    behindTls?: boolean;
    hstsPreload?: boolean;
    trustProxy?: TrustProxy;
  } = {},
) {
  const app = createApp({
    buildDir,
    outbox: { database: options.leadsDb ?? join(buildDir, "..", "leads.db"), rateLimit: 0, networkRateLimit: 0, globalRateLimit: 0 },
    https: Boolean(options.tls) || Boolean(options.behindTls),
    hstsPreload: options.hstsPreload,
  });
  return new Promise<TestServer>((resolve) => {
    const listener = listen(
      app.fetch,
      {
        port: 0,
        hostname: "127.0.0.1",
        tls: options.tls,
        limits: { ...DEFAULT_LIMITS, ...options.limits },
        trustProxy: options.trustProxy,
      },
      (info) => resolve({ ...listener, port: info.port, url: `${options.tls ? "https" : "http"}://127.0.0.1:${info.port}` }),
    );
  });
}
