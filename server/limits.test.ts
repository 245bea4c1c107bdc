// @vitest-environment node
/*
 * Slow and greedy clients, each played by a client that behaves that way: a reader that stops
 * reading is cut within the idle timeout (HTTP/1.1 and an HTTP/2 stream); an address over its rate
 * is told to wait; bodies in flight are bounded in total; a new connection over the cap takes the
 * place of an idle keep-alive one.
 */
import { Agent, request as httpRequest } from "node:http";
import { connect, constants as h2constants } from "node:http2";
import { createConnection } from "node:net";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { throwawayCertificate } from "../scripts/throwaway-certificate";
import { trustProxiesFromEnv } from "./client-address";
import { counterSnapshot, resetCounters } from "./counters";
import { makeBuild, startServer, type TestServer } from "./test-server";

const BIG_BYTES = 32 * 1024 * 1024;
let build: ReturnType<typeof makeBuild>;
const servers: TestServer[] = [];
beforeEach(() => {
  build = makeBuild();
  // Far more than the socket buffers between the two ends hold.
  writeFileSync(join(build.buildDir, "client", "media", "big.bin"), Buffer.alloc(BIG_BYTES, 7));
  resetCounters();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.shutdown()));
  build.remove();
});
const start = async (options: Parameters<typeof startServer>[1]) => {
  const server = await startServer(build.buildDir, options);
  servers.push(server);
  return server;
};

/** Open connections on the server, polled until `expected` or the time is up; the ms it took. */
async function connectionsReach(server: TestServer, expected: number, withinMs: number) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const open = await new Promise<number>((resolve) => server.server.getConnections((_, count) => resolve(count)));
    if (open === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

/** A GET over a connection of its own: status, Retry-After and body length. */
function get(port: number, path: string, headers: Record<string, string> = {}, agent: Agent | false = false) {
  return new Promise<{ status: number; retryAfter?: string; bytes: number }>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, headers, agent }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode!, retryAfter: response.headers["retry-after"], bytes }));
    })
      .on("error", reject)
      .end();
  });
}

describe("a client that asks for a file and stops reading", () => {
  it("over HTTP/1.1, is cut within the idle timeout", async () => {
    const server = await start({ limits: { idleTimeoutMs: 1_000 } });
    const socket = createConnection({ host: "127.0.0.1", port: server.port });
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /media/big.bin HTTP/1.1\r\nHost: x\r\n\r\n");
    // It reads nothing: the server's writes fill the buffers between them and stop.
    socket.pause();
    expect(await connectionsReach(server, 1, 1_000)).toBeLessThan(1_000);
    expect(await connectionsReach(server, 0, 4_000)).toBeLessThan(4_000);
    expect(counterSnapshot()["idle-timeout"]).toBe(1);
    socket.destroy();
  }, 10_000);

  it("over HTTP/2, has its stream cancelled within the idle timeout", async () => {
    const server = await start({ tls: throwawayCertificate(), limits: { idleTimeoutMs: 1_000, keepAliveTimeoutMs: 60_000 } });
    const session = connect(server.url, { rejectUnauthorized: false });
    session.on("error", () => {});
    const stream = session.request({ ":path": "/media/big.bin" });
    stream.on("error", () => {});
    stream.pause();
    const started = Date.now();
    const code = await new Promise<number | undefined>((resolve) => stream.on("close", () => resolve(stream.rstCode)));
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(code).toBe(h2constants.NGHTTP2_CANCEL);
    expect(counterSnapshot()["idle-timeout"]).toBeGreaterThanOrEqual(1);
    session.destroy();
  }, 10_000);

  it("counts silence, not length: a client that reads gets the whole file, however long it takes", async () => {
    const server = await start({ limits: { idleTimeoutMs: 1_000 } });
    const answer = await get(server.port, "/media/big.bin");
    expect([answer.status, answer.bytes]).toEqual([200, BIG_BYTES]);
  }, 20_000);
});

describe("a greedy address", () => {
  it("is answered 429 with Retry-After over its rate; another address is not", async () => {
    const server = await start({ limits: { requestRateLimit: 5 }, trustProxy: trustProxiesFromEnv({ TRUSTED_PROXIES: "loopback" }).trust });
    const from = (client: string) => get(server.port, "/", { "X-Forwarded-For": client });
    for (let index = 0; index < 5; index += 1) expect((await from("198.51.100.1")).status).toBe(200);
    const over = await from("198.51.100.1");
    expect(over.status).toBe(429);
    // One request back every 12 s at 5 a minute.
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(11);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(12);
    expect((await from("198.51.100.2")).status).toBe(200);
    expect(counterSnapshot()["rate-limited"]).toBe(1);
  });

  it("cannot hold request bodies in flight past their total: the next is answered 503 with Retry-After", async () => {
    const server = await start({ limits: { maxBodyBytesInFlight: 40_000 } });
    /** A POST that declares `length` bytes and sends a few of them, then waits. */
    const drip = (length: number) => {
      const socket = createConnection({ host: "127.0.0.1", port: server.port });
      let said = "";
      socket.on("data", (chunk: Buffer) => (said += chunk.toString()));
      socket.on("error", () => {});
      socket.write(
        `POST /api/v1.0/email/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"a":`,
      );
      return { socket, said: () => said };
    };
    const first = drip(30_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = drip(30_000);
    await expect.poll(second.said, { timeout: 2_000 }).toMatch(/^HTTP\/1\.1 503 [\s\S]*retry-after: 1\r\n/i);
    expect(counterSnapshot()["bodies-in-flight"]).toBe(1);
    // Once the first is gone, its share is free again.
    first.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = drip(30_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(third.said()).toBe("");
    for (const socket of [second.socket, third.socket]) socket.destroy();
  });
});

describe("a new connection over the cap", () => {
  it("takes the place of an idle keep-alive connection from its address, and is answered", async () => {
    const server = await start({ limits: { maxConnectionsPerAddress: 2 } });
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    await Promise.all([get(server.port, "/", {}, agent), get(server.port, "/", {}, agent)]);
    expect(await connectionsReach(server, 2, 1_000)).toBeLessThan(1_000);
    // A third connection, fresh: an idle one gives way, and the new one gets its page.
    expect((await get(server.port, "/products/cloud")).status).toBe(200);
    expect(counterSnapshot()["connections-evicted"]).toBe(1);
    expect(counterSnapshot()["connections-refused"]).toBe(0);
    agent.destroy();
  });
});
