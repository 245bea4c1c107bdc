import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { createSecureServer } from "node:http2";

/** A certificate and its private key, PEM encoded. */
export type Tls = { cert: Buffer; key: Buffer };

type ListenOptions = { port: number; hostname: string; tls?: Tls };

/** TLS_CERT and TLS_KEY (paths to PEM files) switch the server to HTTPS with HTTP/2. */
export function tlsFromEnv(env: NodeJS.ProcessEnv = process.env): Tls | undefined {
  const { TLS_CERT: cert, TLS_KEY: key } = env;
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error("TLS_CERT and TLS_KEY must be set together (paths to PEM files)");
  return { cert: readFileSync(cert), key: readFileSync(key) };
}

/**
 * Serves `fetch` over plain HTTP/1.1, or, given a certificate, over HTTPS with HTTP/2 (and
 * HTTP/1.1 for clients that ask for it), as a CDN would: every request of a page then shares one
 * connection instead of opening up to six.
 */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, hostname, tls }: ListenOptions,
  onListening?: (info: AddressInfo) => void,
): ServerType {
  if (!tls) return serve({ fetch, port, hostname }, onListening);
  return serve({ fetch, port, hostname, createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } }, onListening);
}
