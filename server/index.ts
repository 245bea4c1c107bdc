import { resolve } from "node:path";
import { createApp } from "./app";
import { listen, tlsFromEnv } from "./listen";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const tls = tlsFromEnv();

const server = listen(createApp({ buildDir }).fetch, { port, hostname: host, tls }, () => {
  console.log(`Kovira Labs site ready at ${tls ? "https" : "http"}://localhost:${port}${tls ? " (HTTP/2)" : ""}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
