// @vitest-environment node
import { spawn } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { createConnection, type Socket } from "node:net";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLeads } from "./lead-store";
import { OUTBOX_PATH } from "./outbox";
import { makeBuild, startServer } from "./test-server";

let build: ReturnType<typeof makeBuild>;
beforeEach(() => void (build = makeBuild()));
afterEach(() => build.remove());

const connectBody = JSON.stringify({
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "connect",
  template_params: { name: "Ravi Iyer", phone: "9876543210" },
});

/** A raw socket to the server, and a promise of when the server closes it. */
function openSocket(port: number) {
  const socket = createConnection({ host: "127.0.0.1", port });
  // Read whatever the server says (a 408), so its closing reaches us as "close".
  socket.resume();
  const closed = new Promise<number>((resolve) => {
    const opened = Date.now();
    socket.on("close", () => resolve(Date.now() - opened));
    socket.on("error", () => {});
  });
  return { socket, closed, ready: new Promise<void>((resolve) => socket.once("connect", () => resolve())) };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), ms))]);

describe("graceful shutdown", () => {
  it("closes idle keep-alive connections at once and refuses new ones", async () => {
    const server = await startServer(build.buildDir);
    const agent = new Agent({ keepAlive: true });
    // Wrapped in an object: a promise resolved with a promise would wait for it.
    const { socketClosed } = await new Promise<{ socketClosed: Promise<void> }>((resolve, reject) => {
      httpRequest({ port: server.port, host: "127.0.0.1", path: "/", agent }, (response) => {
        response.resume();
        const socket = response.socket as Socket;
        response.on("end", () => resolve({ socketClosed: new Promise<void>((done) => socket.once("close", () => done())) }));
      })
        .on("error", reject)
        .end();
    });
    const started = Date.now();
    await server.shutdown();
    expect(await within(socketClosed, 2_000)).not.toBe("timed out");
    expect(Date.now() - started).toBeLessThan(2_000);
    const refused = await new Promise<string>((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port: server.port });
      socket.on("connect", () => resolve("connected"));
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
    agent.destroy();
  });

  it("lets a submission under way finish and be acknowledged, closing its connection after", async () => {
    const leadsDb = join(build.dir, "leads.db");
    const server = await startServer(build.buildDir, { leadsDb });
    const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          port: server.port,
          host: "127.0.0.1",
          path: OUTBOX_PATH,
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(connectBody) },
        },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
        },
      );
      request.on("error", reject);
      request.write(connectBody.slice(0, 20));
      setTimeout(() => request.end(connectBody.slice(20)), 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.shutdown();
    expect(await answer).toEqual({ status: 200, connection: "close", body: "OK" });
    await stopped;
    expect(readLeads(leadsDb).total).toBe(1);
  });

  it("cuts what is still under way once the shutdown time is up", async () => {
    const server = await startServer(build.buildDir, { limits: { shutdownTimeoutMs: 300 } });
    const { socket, closed, ready } = openSocket(server.port);
    await ready;
    // Headers sent, body never finished.
    socket.write(`POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.shutdown();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(2_000);
    expect(await within(closed, 1_000)).not.toBe("timed out");
  });
});

describe("slow and numerous clients", () => {
  it("closes a connection whose headers do not arrive in time", async () => {
    const server = await startServer(build.buildDir, { limits: { headersTimeoutMs: 400, requestTimeoutMs: 800 } });
    const { socket, closed, ready } = openSocket(server.port);
    await ready;
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    expect(await within(closed, 3_000)).not.toBe("timed out");
    await server.shutdown();
  });

  it("closes a connection that drips its body slower than the request time allows", async () => {
    const server = await startServer(build.buildDir, { limits: { headersTimeoutMs: 400, requestTimeoutMs: 800 } });
    const { socket, closed, ready } = openSocket(server.port);
    await ready;
    socket.write(`POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
    const drip = setInterval(() => socket.writable && socket.write(" "), 100);
    try {
      expect(await within(closed, 4_000)).not.toBe("timed out");
    } finally {
      clearInterval(drip);
    }
    await server.shutdown();
  });

  it("holds at most MAX_CONNECTIONS connections, answering a further one 503 with Retry-After and closing it", async () => {
    const server = await startServer(build.buildDir, { limits: { maxConnections: 3 } });
    const first = [openSocket(server.port), openSocket(server.port), openSocket(server.port)];
    await Promise.all(first.map(({ ready }) => ready));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = createConnection({ host: "127.0.0.1", port: server.port });
    let said = "";
    extra.on("data", (chunk: Buffer) => (said += chunk.toString()));
    const extraClosed = new Promise<void>((resolve) => extra.on("close", () => resolve()));
    extra.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await within(extraClosed, 2_000)).not.toBe("timed out");
    expect(said).toMatch(/^HTTP\/1\.1 503 [\s\S]*retry-after: 1\r\n/i);
    expect(await within(Promise.race(first.map(({ closed }) => closed)), 200)).toBe("timed out");
    for (const { socket } of first) socket.destroy();
    await server.shutdown();
  });
});

describe("the server process", () => {
  function runServer(env: Record<string, string>) {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: build.buildDir, OUTBOX_FILE: join(build.dir, "outbox.jsonl"), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  it("refuses to start, with the reason, when the lead store cannot be written", async () => {
    writeFileSync(join(build.dir, "blocker"), "a file where a folder should be");
    const server = runServer({ LEADS_DB: join(build.dir, "blocker", "leads.db") });
    expect(await within(server.exited, 20_000)).toBe(1);
    expect(server.output()).toMatch(/cannot start: The lead store .* cannot be written/);
    expect(server.output()).not.toMatch(/ready at/);
  }, 30_000);

  // The server's start takes seconds on a busy machine: the test's own limit covers its waits.
  it("exits cleanly on SIGTERM", async () => {
    const leadsDb = join(build.dir, "data", "leads.db");
    const server = runServer({ LEADS_DB: leadsDb });
    await expect.poll(server.output, { timeout: 20_000 }).toMatch(/ready at/);
    expect(existsSync(leadsDb)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await within(server.exited, 5_000)).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received/);
  }, 30_000);
});
