import { resolve } from "node:path";
import { createApp } from "./app";
import { trustProxiesFromEnv } from "./client-address";
import { countersPortFromEnv, startCounterReports } from "./counters";
import { hstsPreloadFromEnv } from "./headers";
import { behindTlsFromEnv, limitsFromEnv, listen, tlsFromEnv } from "./listen";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = resolve(process.env.BUILD_DIR ?? "build");

let app: ReturnType<typeof createApp>;
let tls: ReturnType<typeof tlsFromEnv>;
let limits: ReturnType<typeof limitsFromEnv>;
let trustProxy: ReturnType<typeof trustProxiesFromEnv>["trust"];
let countersPort: number | undefined;
try {
  countersPort = countersPortFromEnv();
  tls = tlsFromEnv();
  limits = limitsFromEnv();
  trustProxy = trustProxiesFromEnv().trust;
  // HSTS and upgrade-insecure-requests only where visitors arrive over HTTPS.
  app = createApp({ buildDir, https: Boolean(tls) || behindTlsFromEnv(), hstsPreload: hstsPreloadFromEnv() });
} catch (error) {
  // A configuration the server cannot work with stops it before it claims to be ready.
  console.error(`The server cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { shutdown } = listen(app.fetch, { port, hostname: host, tls, limits, trustProxy }, () => {
  console.log(`Kovira Labs site ready at ${tls ? "https" : "http"}://localhost:${port}${tls ? " (HTTP/2)" : ""}`);
});

// What was refused and reported, in the log and on 127.0.0.1:COUNTERS_PORT (docs/server.md).
const counters = startCounterReports({ port: countersPort }).catch((error: Error) => {
  console.error(`The server cannot start: the counters endpoint cannot listen on 127.0.0.1:${countersPort}: ${error.message}`);
  process.exit(1);
});

async function stop(signal: string) {
  console.log(`${signal} received: finishing requests under way (at most ${limits.shutdownTimeoutMs / 1000} s), then closing`);
  await shutdown();
  app.analytics?.close();
  await (await counters).stop();
  process.exit(0);
}
process.once("SIGINT", () => void stop("SIGINT"));
process.once("SIGTERM", () => void stop("SIGTERM"));
