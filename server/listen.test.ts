// @vitest-environment node
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { throwawayCertificate } from "../scripts/throwaway-certificate";
import { listen, tlsFromEnv, type Listener } from "./listen";

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
