// @vitest-environment node
import { connect, constants as h2constants } from "node:http2";
import { connect as netConnect, type AddressInfo } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { throwawayCertificate } from "../scripts/throwaway-certificate";
import { DEFAULT_LIMITS, listen, tlsFromEnv, type Limits, type Listener } from "./listen";

const fetchHandler = (request: Request) => new Response(`hello ${new URL(request.url).pathname}`, { headers: { "X-Test": "yes" } });
const servers: Listener[] = [];
afterEach(() => Promise.all(servers.splice(0).map((listener) => listener.shutdown())));

function start(tls?: ReturnType<typeof throwawayCertificate>) {
  return new Promise<number>((resolve) => {
    servers.push(listen(fetchHandler, { port: 0, hostname: "127.0.0.1", tls }, (info: AddressInfo) => resolve(info.port)));
  });
}

describe("the server's listener", () => {
  it("speaks HTTP/2 over TLS when given a certificate", async () => {
    const port = await start(throwawayCertificate());
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    const response = await new Promise<{ status: number; header: string; body: string; alpn: string | false | undefined }>(
      (resolve, reject) => {
        const stream = session.request({ ":path": "/products" });
        let body = "";
        let status = 0;
        let header = "";
        stream.on("response", (headers) => {
          status = Number(headers[":status"]);
          header = String(headers["x-test"]);
        });
        stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
        stream.on("end", () => resolve({ status, header, body, alpn: session.alpnProtocol }));
        stream.on("error", reject);
      },
    );
    session.close();
    expect(response).toEqual({ status: 200, header: "yes", body: "hello /products", alpn: "h2" });
  });

  it("speaks plain HTTP/1.1 without one", async () => {
    const port = await start();
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe("hello /");
  });

  it("reads the certificate from TLS_CERT and TLS_KEY, which go together", () => {
    const dir = mkdtempSync(join(tmpdir(), "kovira-listen-"));
    writeFileSync(join(dir, "cert.pem"), "CERT");
    writeFileSync(join(dir, "key.pem"), "KEY");
    expect(tlsFromEnv({})).toBeUndefined();
    const tls = tlsFromEnv({ TLS_CERT: join(dir, "cert.pem"), TLS_KEY: join(dir, "key.pem") });
    expect([tls?.cert.toString(), tls?.key.toString()]).toEqual(["CERT", "KEY"]);
    expect(() => tlsFromEnv({ TLS_CERT: join(dir, "cert.pem") })).toThrow(/TLS_CERT and TLS_KEY/);
  });
});

describe("limits that hold in TLS mode as over plain HTTP", () => {
  const certificate = throwawayCertificate();
  const limits = {
    ...DEFAULT_LIMITS,
    headersTimeoutMs: 600,
    requestTimeoutMs: 900,
    keepAliveTimeoutMs: 500,
    maxConcurrentStreams: 7,
    maxConnectionsPerAddress: 3,
  };
  const reading = async (request: Request) => new Response(`read ${(await request.text()).length}`);

  function startWith(options: { tls?: boolean; limits?: Partial<Limits>; trustProxy?: (address: string) => boolean } = {}) {
    return new Promise<number>((resolve) => {
      servers.push(
        listen(
          reading,
          {
            port: 0,
            hostname: "127.0.0.1",
            tls: options.tls === false ? undefined : certificate,
            limits: { ...limits, ...options.limits },
            trustProxy: options.trustProxy,
          },
          (info: AddressInfo) => resolve(info.port),
        ),
      );
    });
  }

  /** How long until the server closes a connection, and what it said before. */
  function untilClosed(socket: import("node:net").Socket) {
    const started = Date.now();
    let said = "";
    socket.on("data", (chunk: Buffer) => (said += chunk.toString()));
    return new Promise<{ ms: number; said: string }>((resolve) => socket.on("close", () => resolve({ ms: Date.now() - started, said })));
  }

  it("HTTP/1.1 over TLS: a client dripping its headers gets 408 after the headers timeout", async () => {
    const port = await startWith();
    const socket = tlsConnect({ port, host: "127.0.0.1", rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] }, () =>
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n"),
    );
    const { ms, said } = await untilClosed(socket);
    expect(said).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(limits.headersTimeoutMs + 1_500);
  });

  it("a TLS handshake that never starts is cut after the headers timeout", async () => {
    const port = await startWith();
    const socket = netConnect({ port, host: "127.0.0.1" });
    const { ms } = await untilClosed(socket);
    expect(ms).toBeLessThan(limits.headersTimeoutMs + 1_500);
  });

  it("HTTP/2: caps the streams of a connection, cancels a request whose body does not arrive in time, and closes an idle session", async () => {
    const port = await startWith();
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    await new Promise<void>((resolve) => session.once("remoteSettings", () => resolve()));
    expect(session.remoteSettings.maxConcurrentStreams).toBe(7);

    const started = Date.now();
    const stream = session.request({ ":method": "POST", ":path": "/" }, { endStream: false });
    stream.write("a little of the body");
    const code = await new Promise<number>((resolve) => stream.on("close", () => resolve(stream.rstCode ?? -1)));
    expect(code).toBe(h2constants.NGHTTP2_CANCEL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50);

    // A whole request is answered, however long the answer takes to read.
    const answer = session.request({ ":method": "POST", ":path": "/" });
    answer.end("body");
    let text = "";
    answer.on("data", (chunk: Buffer) => (text += chunk.toString()));
    await new Promise((resolve) => answer.on("end", resolve));
    expect(text).toBe("read 4");

    // Then nothing under way: the session closes after the keep-alive timeout.
    const idleSince = Date.now();
    await new Promise<void>((resolve) => session.once("close", () => resolve()));
    expect(Date.now() - idleSince).toBeLessThan(limits.keepAliveTimeoutMs + 1_000);
  });

  it("caps the connections from one address, answering those over it 503 with Retry-After, but not those from a trusted proxy", async () => {
    /** The status each of `count` connections opened at once gets for one request. */
    const openConnections = async (port: number, count: number) => {
      const sockets = Array.from({ length: count }, () => netConnect({ port, host: "127.0.0.1" }));
      await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once("connect", resolve))));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answers = await Promise.all(
        sockets.map((socket) => {
          let said = "";
          socket.on("data", (chunk: Buffer) => (said += chunk.toString()));
          socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
          return new Promise<string>((resolve) => {
            socket.on("data", () => /\r\n\r\n/.test(said) && resolve(said));
            socket.on("close", () => resolve(said));
          });
        }),
      );
      for (const socket of sockets) socket.destroy();
      const status = (said: string) => /^HTTP\/1\.1 (\d+)/.exec(said)?.[1] ?? "reset";
      const retryAfter = (said: string) => /\r\nretry-after: (\d+)\r\n/i.exec(said)?.[1];
      return answers.map((said) => [status(said), ...(retryAfter(said) ? [`Retry-After: ${retryAfter(said)}`] : [])].join(" ")).sort();
    };
    expect(await openConnections(await startWith({ tls: false }), 5)).toEqual([
      "200",
      "200",
      "200",
      "503 Retry-After: 1",
      "503 Retry-After: 1",
    ]);
    expect(await openConnections(await startWith({ tls: false, trustProxy: (address) => address === "127.0.0.1" }), 5)).toEqual(
      Array(5).fill("200"),
    );
  });
});
