/*
 * What the server refused or was told about, counted since it started: the numbers that make an
 * attack, or a limit set too low, visible (docs/server.md, "Attacks are visible"). Any part of the
 * server counts into it by name (`count("rate-limited")`); the contact form's checks count theirs
 * the same way (`count("challenge-refused")`, `count("honeypot")`).
 */

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
