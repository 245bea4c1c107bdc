import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo, Socket } from "node:net";
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import {
  constants as http2,
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type SecureServerOptions,
  type ServerHttp2Session,
  type ServerHttp2Stream,
} from "node:http2";
import { addressKey, clientAddress, TRUST_NONE, untrustedForwardingWarning, type TrustProxy } from "./client-address";
import { count } from "./counters";

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
  /**
   * Open connections from one address (an IPv6 /64) at most; further ones are closed at once.
   * Trusted proxies are not limited: every visitor behind them shares their address.
   */
  maxConnectionsPerAddress: number;
  /** HTTP/2 (TLS mode): requests under way at once on one connection. */
  maxConcurrentStreams: number;
  /**
   * A connection (HTTP/1.1) or a request's stream (HTTP/2) where no byte moves either way for this
   * long is cut: a client that asks for a file and stops reading frees its slot.
   */
  idleTimeoutMs: number;
  /**
   * Requests per minute from one address (an IPv6 /64; behind TRUSTED_PROXIES, the client's), with
   * as many at once: more answer `429` with `Retry-After`.
   */
  requestRateLimit: number;
  /** Bytes of request bodies under way at once, all clients together: more answer `503`. */
  maxBodyBytesInFlight: number;
  /** On SIGTERM, how long requests under way may take to finish before their connections are cut. */
  shutdownTimeoutMs: number;
};

export const DEFAULT_LIMITS: Limits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
  maxConnectionsPerAddress: 100,
  maxConcurrentStreams: 100,
  idleTimeoutMs: 30_000,
  requestRateLimit: 1_200,
  maxBodyBytesInFlight: 4 * 1024 * 1024,
  shutdownTimeoutMs: 10_000,
};

/**
 * What a request with a body may buffer: the largest body the server takes (the contact form's
 * 32 KB; larger ones answer 413). A body of unknown length is counted at this size.
 */
export const MAX_REQUEST_BODY_BYTES = 32 * 1024;

const LIMIT_VARIABLES: Record<keyof Limits, string> = {
  headersTimeoutMs: "HEADERS_TIMEOUT_MS",
  requestTimeoutMs: "REQUEST_TIMEOUT_MS",
  keepAliveTimeoutMs: "KEEP_ALIVE_TIMEOUT_MS",
  maxConnections: "MAX_CONNECTIONS",
  maxConnectionsPerAddress: "MAX_CONNECTIONS_PER_ADDRESS",
  maxConcurrentStreams: "MAX_CONCURRENT_STREAMS",
  idleTimeoutMs: "IDLE_TIMEOUT_MS",
  requestRateLimit: "REQUEST_RATE_LIMIT",
  maxBodyBytesInFlight: "MAX_BODY_BYTES_IN_FLIGHT",
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
 * What to set TRUSTED_PROXIES to, for the proxies a site usually sits behind: said when BEHIND_TLS=1
 * comes without it.
 */
export const TRUSTED_PROXIES_EXAMPLES = [
  "a cloud load balancer in the server's private network (AWS ALB, Google Cloud, Azure): its subnet, e.g. TRUSTED_PROXIES=10.0.0.0/8 (or 172.16.0.0/12, 192.168.0.0/16)",
  "a CDN in front (Cloudflare, Fastly, CloudFront): the address ranges it publishes, e.g. Cloudflare's TRUSTED_PROXIES=173.245.48.0/20,103.21.244.0/22,103.22.200.0/22,103.31.4.0/22,141.101.64.0/18,108.162.192.0/18,190.93.240.0/20,188.114.96.0/20,197.234.240.0/22,198.41.128.0/17,162.158.0.0/15,104.16.0.0/13,104.24.0.0/14,172.64.0.0/13,131.0.72.0/22 (https://www.cloudflare.com/ips/)",
  "nginx or Caddy on the same machine: TRUSTED_PROXIES=loopback",
];

/**
 * BEHIND_TLS=1 says visitors reach the server over HTTPS through a proxy or load balancer that
 * terminates TLS in front of it; unset or 0, that they reach it as it listens. A proxy in front
 * must be named in TRUSTED_PROXIES: without it every visitor would arrive from the proxy's address
 * and share one rate limit and one connection cap, so the server refuses to start.
 */
export function behindTlsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.BEHIND_TLS;
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw !== "1") throw new Error(`BEHIND_TLS must be 1 (a proxy in front of the server speaks HTTPS to visitors) or 0, not "${raw}"`);
  const proxies = (env.TRUSTED_PROXIES ?? "").trim();
  if (proxies === "" || proxies === "0")
    throw new Error(
      [
        "BEHIND_TLS=1 says a proxy or load balancer sits in front of the server, but TRUSTED_PROXIES does not name it:",
        "every visitor would arrive from the proxy's address and share one rate limit and one connection cap.",
        "Set TRUSTED_PROXIES to the proxy's addresses or networks, comma separated (docs/server.md), for",
        ...TRUSTED_PROXIES_EXAMPLES.map((example) => `  - ${example}`),
      ].join("\n"),
    );
  return true;
}

type ListenOptions = {
  port: number;
  hostname: string;
  tls?: Tls;
  limits?: Limits;
  /** The proxies in front (TRUSTED_PROXIES), whose connections the per-address limit leaves alone. */
  trustProxy?: TrustProxy;
};

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
export function listen(
  fetch: FetchCallback,
  { port, hostname, tls, limits = DEFAULT_LIMITS, trustProxy = TRUST_NONE }: ListenOptions,
  onListening?: (info: AddressInfo) => void,
): Listener {
  const guard = requestGuard(limits, trustProxy);
  const timeouts = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often Node checks those timeouts (30 s by default, which would let them overrun).
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
  // Node's HTTP/2 server takes none of those as options, yet applies them to its HTTP/1.1 clients
  // when they are set on it before it listens; a TLS handshake gets the time of a request's headers.
  const createTlsServer = (options: SecureServerOptions, handler: Parameters<typeof createSecureServer>[1]) =>
    Object.assign(createSecureServer({ ...options, handshakeTimeout: limits.headersTimeoutMs }, handler), timeouts, {
      timeout: limits.idleTimeoutMs,
    });
  const guarded: FetchCallback = (request, env) => guard.check(env as GuardEnv) ?? fetch(request, env);
  const server = tls
    ? serve(
        {
          fetch: guarded,
          port,
          hostname,
          createServer: createTlsServer as unknown as typeof createSecureServer,
          serverOptions: { ...tls, allowHTTP1: true, settings: { maxConcurrentStreams: limits.maxConcurrentStreams } },
        },
        onListening,
      )
    : serve({ fetch: guarded, port, hostname, serverOptions: timeouts }, onListening);
  // Over MAX_CONNECTIONS a connection is answered 503 (below); Node drops those past this backstop.
  server.maxConnections = limits.maxConnections + limits.maxConnectionsPerAddress;
  if (!tls) (server as Server).setTimeout(limits.idleTimeoutMs);
  // A socket (HTTP/1.1) or session (HTTP/2) where nothing moved for IDLE_TIMEOUT_MS.
  server.on("timeout", (target: { destroy(): void }) => {
    count("idle-timeout");
    target.destroy();
  });

  // HTTP/2 sessions and raw sockets, to close gracefully (GOAWAY) or cut at the deadline.
  const sessions = new Set<ServerHttp2Session>();
  const sockets = new Set<Socket>();
  const perAddress = new Map<string, number>();
  // Connections that served a request and have none under way, by connection: they give way first.
  const idle = new Map<string, { key: string | undefined; close(): void }>();
  const closeIdle = (key?: string) => {
    for (const [id, connection] of idle) {
      if (key !== undefined && connection.key !== key) continue;
      idle.delete(id);
      count("connections-evicted");
      connection.close();
      return true;
    }
    return false;
  };
  server.on("connection", (socket: Socket) => {
    const id = connectionId(socket);
    const address = socket.remoteAddress;
    const key = address && !trustProxy(address) ? addressKey(address) : undefined;
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      idle.delete(id);
      guard.forget(id);
    });
    // Over a cap, an idle keep-alive connection gives way; with none, the new one is answered
    // 503 with Retry-After (never reset without an answer), then closed.
    if (sockets.size > limits.maxConnections && !closeIdle()) return guard.refuse(id);
    if (key === undefined) return;
    const open = (perAddress.get(key) ?? 0) + 1;
    if (open > limits.maxConnectionsPerAddress && !closeIdle(key)) return guard.refuse(id);
    perAddress.set(key, open);
    socket.once("close", () => {
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left === 0) perAddress.delete(key);
      else perAddress.set(key, left);
    });
  });
  if (tls) {
    (server as Http2SecureServer).on("session", (session: ServerHttp2Session) => {
      sessions.add(session);
      const id = connectionId(session.socket);
      const address = session.socket.remoteAddress;
      const key = address && !trustProxy(address) ? addressKey(address) : undefined;
      session.once("close", () => {
        sessions.delete(session);
        idle.delete(id);
      });
      // Idle as plain HTTP's keep-alive: a session with no request under way closes after it.
      let idleTimer: NodeJS.Timeout | undefined;
      let open = 0;
      const waitIdle = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => session.close(), limits.keepAliveTimeoutMs);
        idleTimer.unref();
      };
      waitIdle();
      session.on("stream", (stream: ServerHttp2Stream) => {
        open += 1;
        clearTimeout(idleTimer);
        idle.delete(id);
        // A stream where nothing moves (a client that stopped reading) is cancelled.
        stream.setTimeout(limits.idleTimeoutMs, () => {
          count("idle-timeout");
          stream.close(http2.NGHTTP2_CANCEL);
        });
        // Each request must arrive whole within the request timeout, as over HTTP/1.1: one still
        // sending its body then (never answered, its body never ended) is cancelled.
        const deadline = setTimeout(() => {
          if (!stream.endAfterHeaders && !stream.readableEnded && !stream.headersSent) stream.close(http2.NGHTTP2_CANCEL);
        }, limits.requestTimeoutMs);
        deadline.unref();
        stream.once("close", () => {
          clearTimeout(deadline);
          open -= 1;
          if (open === 0 && !session.closed) {
            waitIdle();
            idle.set(id, { key, close: () => session.close() });
          }
        });
      });
      session.once("close", () => clearTimeout(idleTimer));
    });
  }

  // HTTP/1.1 responses under way: at shutdown each is told to close its connection when done.
  const responses = new Set<ServerResponse>();
  const warnForwarded = untrustedForwardingWarning(trustProxy);
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    warnForwarded(request.socket?.remoteAddress, request.headers["x-forwarded-for"]);
    if (request.httpVersionMajor !== 1) return;
    if (closing) response.setHeader("Connection", "close");
    responses.add(response);
    const socket = request.socket;
    const id = connectionId(socket);
    idle.delete(id);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once("close", () => {
      responses.delete(response);
      const left = (busy.get(socket) ?? 1) - 1;
      busy.set(socket, left);
      if (left > 0 || socket.destroyed) return;
      const address = socket.remoteAddress;
      idle.set(id, { key: address && !trustProxy(address) ? addressKey(address) : undefined, close: () => socket.destroy() });
    });
  });
  const busy = new WeakMap<Socket, number>();

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

/** A connection's identity as every layer sees it (raw socket, TLS socket, HTTP/2's proxy of it). */
const connectionId = (socket: { remoteAddress?: string; remotePort?: number }) => `${socket.remoteAddress}|${socket.remotePort}`;

type GuardEnv = { incoming?: IncomingMessage | Http2ServerRequest; outgoing?: ServerResponse | Http2ServerResponse };

/**
 * What every request passes before the site answers it, each refusal one a client can act on:
 * - a connection over a cap (no idle one could give way): `503` with `Retry-After`, then it closes;
 * - over its address's rate (a token bucket of REQUEST_RATE_LIMIT a minute, as many at once):
 *   `429` with `Retry-After`. Cheap: one entry per address, at most 10,000, the oldest dropped;
 * - a body that would take the bodies under way past MAX_BODY_BYTES_IN_FLIGHT: `503`.
 */
export function requestGuard(limits: Limits, trustProxy: TrustProxy) {
  const refused = new Set<string>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = limits.requestRateLimit / 60_000;
  let bodyBytes = 0;

  const answer = (env: GuardEnv, status: 429 | 503, retryAfterSeconds: number, counter: string, text: string, close: boolean) => {
    count(counter);
    const http1 = env.incoming?.httpVersionMajor === 1;
    if (close && !http1) (env.incoming as Http2ServerRequest).stream?.session?.close();
    return new Response(text, {
      status,
      headers: {
        "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        ...(close && http1 ? { Connection: "close" } : {}),
      },
    });
  };

  /** Seconds until the address may ask again; 0 when it may now (and its token is taken). */
  const take = (key: string) => {
    const now = Date.now();
    let bucket = buckets.get(key);
    if (bucket) buckets.delete(key);
    else {
      bucket = { tokens: limits.requestRateLimit, at: now };
      if (buckets.size >= 10_000) buckets.delete(buckets.keys().next().value!);
    }
    bucket.tokens = Math.min(limits.requestRateLimit, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    // The most recently seen last: the first is the one to drop.
    buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return (1 - bucket.tokens) / perMs / 1000;
  };

  return {
    /** Marks a new connection as one over a cap: its requests are answered 503 and it closes. */
    refuse(id: string) {
      refused.add(id);
    },
    forget(id: string) {
      refused.delete(id);
    },
    /** The refusal for this request, or undefined when the site may answer it. */
    check(env: GuardEnv): Response | undefined {
      const { incoming, outgoing } = env;
      if (!incoming || !outgoing) return undefined;
      const socket = incoming.socket;
      if (refused.has(connectionId(socket)))
        return answer(env, 503, 1, "connections-refused", "Service Unavailable: too many connections; try again shortly", true);
      const forwarded = incoming.headers["x-forwarded-for"];
      const from = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
      const client = clientAddress(socket.remoteAddress, from, trustProxy) ?? socket.remoteAddress;
      if (client) {
        const wait = take(addressKey(client));
        if (wait > 0) return answer(env, 429, wait, "rate-limited", "Too Many Requests: slow down, and try again after Retry-After", false);
      }
      const method = incoming.method ?? "GET";
      if (method === "GET" || method === "HEAD" || method === "OPTIONS") return undefined;
      const declared = Number(incoming.headers["content-length"] ?? Number.NaN);
      const reserve = Math.min(Number.isFinite(declared) && declared >= 0 ? declared : MAX_REQUEST_BODY_BYTES, MAX_REQUEST_BODY_BYTES);
      if (reserve === 0) return undefined;
      if (bodyBytes + reserve > limits.maxBodyBytesInFlight)
        return answer(env, 503, 1, "bodies-in-flight", "Service Unavailable: busy; try again shortly", true);
      bodyBytes += reserve;
      outgoing.once("close", () => (bodyBytes -= reserve));
      return undefined;
    },
  };
}
