/*
 * What the server refused or was told about, counted since it started: the numbers that make an
 * attack, or a limit set too low, visible (docs/server.md, "Attacks are visible"). Any part of the
 * server counts into it by name (`count("rate-limited")`); the contact form's checks count theirs
 * the same way (`count("challenge-refused")`, `count("honeypot")`).
 */

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The counters the server itself keeps; others may be added by name. */
export const COUNTERS = {
  "rate-limited": "requests over an address's rate (429)",
  "connections-refused": "connections over a cap with no idle one to close, answered 503",
  "connections-evicted": "idle keep-alive connections closed to make room for a new one",
  "bodies-in-flight": "requests refused because request bodies in flight reached their total (503)",
  "idle-timeout": "connections or HTTP/2 streams cut after no bytes moved for IDLE_TIMEOUT_MS",
  "csp-reports": "Content-Security-Policy violations reported by browsers",
  "csp-reports-dropped": "violation reports refused (too large, malformed, or over the rate)",
} as const;

const counts = new Map<string, number>();

/** Adds `by` to the counter `name`. */
export function count(name: string, by = 1) {
  counts.set(name, (counts.get(name) ?? 0) + by);
}

/** Every counter, the server's own first (0 until counted), then others by name. */
export function counterSnapshot(): Record<string, number> {
  const snapshot: Record<string, number> = {};
  for (const name of Object.keys(COUNTERS)) snapshot[name] = counts.get(name) ?? 0;
  for (const name of [...counts.keys()].sort()) snapshot[name] ??= counts.get(name)!;
  return snapshot;
}

/** For tests: every counter back to 0. */
export function resetCounters() {
  counts.clear();
}

/** One log line: every counter of the server's own, and any other that is not 0. */
export function counterSummary() {
  const snapshot = counterSnapshot();
  return `counters since start: ${Object.entries(snapshot)
    .filter(([name, value]) => name in COUNTERS || value > 0)
    .map(([name, value]) => `${name}=${value}`)
    .join(", ")}`;
}

type CounterReports = {
  /** Where the counters endpoint listens, when it does. */
  address?: AddressInfo;
  /** Stops the summaries and closes the endpoint; logs the last summary. */
  stop(): Promise<void>;
};

/**
 * Makes the counters readable: one summary line in the log every `intervalMs` when any counter
 * moved (and at shutdown), and, given a port, `GET /` on `127.0.0.1:port` answering them as JSON.
 * The endpoint listens on the loopback address only, apart from the site's port, so that no proxy
 * in front of the site can pass a visitor through to it.
 */
export function startCounterReports({
  port,
  intervalMs = 10 * 60_000,
  log = console.log,
}: { port?: number; intervalMs?: number; log?: (line: string) => void } = {}): Promise<CounterReports> {
  let last = JSON.stringify(counterSnapshot());
  const timer = setInterval(() => {
    const now = JSON.stringify(counterSnapshot());
    if (now === last) return;
    last = now;
    log(counterSummary());
  }, intervalMs);
  timer.unref();
  const stopSummaries = () => {
    clearInterval(timer);
    log(counterSummary());
  };
  if (port === undefined) return Promise.resolve({ stop: async () => stopSummaries() });
  const server = createServer((request, response) => {
    const ok = request.method === "GET" && (request.url === "/" || request.url === "/counters");
    response.writeHead(ok ? 200 : 404, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    response.end(ok ? JSON.stringify(counterSnapshot(), null, 2) : '{"error":"Not Found"}');
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        address: server.address() as AddressInfo,
        stop: () =>
          new Promise<void>((done) => {
            stopSummaries();
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}

/** COUNTERS_PORT: the port of the counters endpoint on 127.0.0.1; unset, none (the log lines remain). */
export function countersPortFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.COUNTERS_PORT;
  if (raw === undefined || raw === "") return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`COUNTERS_PORT must be a port number, not "${raw}"`);
  return port;
}
