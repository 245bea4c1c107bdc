import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo, Socket } from "node:net";
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from "node:http2";

type FetchCallback = Parameters<typeof serve>[0]["fetch"];

/** A certificate and its private key, PEM encoded. */
export type Tls = { cert: Buffer; key: Buffer };

/** How long a client may take and how many may connect at once. */
export type Limits = {
  /** Time to send a request's headers. */
  headersTimeoutMs: number;
  /** Time to send a whole request, body included: a client dripping a body is cut off. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are closed at once. */
  maxConnections: number;
  /** On SIGTERM, how long requests under way may take to finish before their connections are cut. */
  shutdownTimeoutMs: number;
};

export const DEFAULT_LIMITS: Limits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
  shutdownTimeoutMs: 10_000,
};

const LIMIT_VARIABLES: Record<keyof Limits, string> = {
  headersTimeoutMs: "HEADERS_TIMEOUT_MS",
  requestTimeoutMs: "REQUEST_TIMEOUT_MS",
  keepAliveTimeoutMs: "KEEP_ALIVE_TIMEOUT_MS",
  maxConnections: "MAX_CONNECTIONS",
  shutdownTimeoutMs: "SHUTDOWN_TIMEOUT_MS",
};

/** The limits, each changed by its variable (HEADERS_TIMEOUT_MS, MAX_CONNECTIONS, …) when set. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(LIMIT_VARIABLES) as [keyof Limits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
    limits[key] = value;
  }
  return limits;
}

/** TLS_CERT and TLS_KEY (paths to PEM files) switch the server to HTTPS with HTTP/2. */
export function tlsFromEnv(env: NodeJS.ProcessEnv = process.env): Tls | undefined {
  const { TLS_CERT: cert, TLS_KEY: key } = env;
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error("TLS_CERT and TLS_KEY must be set together (paths to PEM files)");
  return { cert: readFileSync(cert), key: readFileSync(key) };
}

/**
 * BEHIND_TLS=1 says visitors reach the server over HTTPS through a proxy or load balancer that
 * terminates TLS in front of it; unset or 0, that they reach it as it listens.
 */
export function behindTlsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.BEHIND_TLS;
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw === "1") return true;
  throw new Error(`BEHIND_TLS must be 1 (a proxy in front of the server speaks HTTPS to visitors) or 0, not "${raw}"`);
}

type ListenOptions = { port: number; hostname: string; tls?: Tls; limits?: Limits };

export type Listener = {
  server: ServerType;
  /**
   * Stops accepting, closes idle connections, lets requests under way finish (their connections
   * then close), and cuts what is left after `shutdownTimeoutMs`. Resolves once all are closed.
   */
  shutdown(): Promise<void>;
};

/**
 * Serves `fetch` over plain HTTP/1.1, or, given a certificate, over HTTPS with HTTP/2 (and
 * HTTP/1.1 for clients that ask for it), as a CDN would: every request of a page then shares one
 * connection instead of opening up to six.
 */
export function listen(fetch: FetchCallback, { port, hostname, tls, limits = DEFAULT_LIMITS }: ListenOptions, onListening?: (info: AddressInfo) => void): Listener {
  const timeouts = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often Node checks those timeouts (30 s by default, which would let them overrun).
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
  const server = tls
    ? serve({ fetch, port, hostname, createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true, ...timeouts } }, onListening)
    : serve({ fetch, port, hostname, serverOptions: timeouts }, onListening);
  server.maxConnections = limits.maxConnections;

  // HTTP/2 sessions and raw sockets, to close gracefully (GOAWAY) or cut at the deadline.
  const sessions = new Set<ServerHttp2Session>();
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  if (tls) {
    (server as Http2SecureServer).on("session", (session: ServerHttp2Session) => {
      sessions.add(session);
      session.once("close", () => sessions.delete(session));
    });
    // Idle HTTP/2 sessions and slow HTTP/1.1 clients on the TLS server.
    server.setTimeout(limits.requestTimeoutMs);
  }

  // HTTP/1.1 responses under way: at shutdown each is told to close its connection when done.
  const responses = new Set<ServerResponse>();
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (request.httpVersionMajor !== 1) return;
    if (closing) response.setHeader("Connection", "close");
    responses.add(response);
    response.once("close", () => responses.delete(response));
  });

  let closing: Promise<void> | undefined;
  function shutdown() {
    closing ??= new Promise<void>((resolve) => {
      for (const response of responses) {
        if (!response.headersSent) response.setHeader("Connection", "close");
        response.once("finish", () => response.socket?.destroySoon());
      }
      const deadline = setTimeout(() => {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
      }, limits.shutdownTimeoutMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
      for (const session of sessions) session.close();
      if ("closeIdleConnections" in server) (server as Server).closeIdleConnections();
    });
    return closing;
  }

  return { server, shutdown };
}
