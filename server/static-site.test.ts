// @vitest-environment node
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:http2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { throwawayCertificate } from "../scripts/throwaway-certificate";
import { makeBuild, startServer, VIDEO_BYTES, type TestServer } from "./test-server";

let build: ReturnType<typeof makeBuild>;
let server: TestServer;

beforeAll(async () => {
  build = makeBuild();
  server = await startServer(build.buildDir);
});
afterAll(async () => {
  await server.shutdown();
  build.remove();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A raw HTTP/1.1 request: the path goes out exactly as written, malformed or not. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port: server.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("only the site is served", () => {
  it("deploy files and dotfiles answer the Not Found page with 404 and its policy; /.well-known/ is served", async () => {
    for (const path of ["/_headers", "/_redirects", "/.env", "/%2Eenv", "/media/.DS_Store", "/%5Fheaders"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toContain("Page Not Found");
      expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
    const wellKnown = await get("/.well-known/security.txt");
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.body.toString()).toContain("Contact:");
  });
});

describe("byte ranges", () => {
  it("answers a range of the video with 206, the bytes asked for, and Accept-Ranges", async () => {
    const answer = await get("/media/clip.mp4", { Range: "bytes=0-1" });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-range"]).toBe(`bytes 0-1/${VIDEO_BYTES}`);
    expect(answer.headers["accept-ranges"]).toBe("bytes");
    expect([...answer.body]).toEqual([0, 1]);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a suffix range with the file's last bytes", async () => {
    const answer = await get("/media/clip.mp4", { Range: "bytes=-3" });
    expect(answer.status).toBe(206);
    expect([...answer.body]).toEqual([997 % 256, 998 % 256, 999 % 256]);
  });

  it("answers a range past the end with 416 and the file's length, with our headers", async () => {
    const answer = await get("/media/clip.mp4", { Range: `bytes=${VIDEO_BYTES + 10}-` });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toBe(`bytes */${VIDEO_BYTES}`);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the whole file without a Range header, saying ranges are accepted", async () => {
    const answer = await get("/media/clip.mp4");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(VIDEO_BYTES);
    expect(answer.headers["accept-ranges"]).toBe("bytes");
    expect(answer.headers["content-type"]).toBe("video/mp4");
  });

  it("offers no ranges of a page, whose headers must fit its first flight", async () => {
    const answer = await get("/");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers["accept-ranges"]).toBeUndefined();
  });
});

describe("content encoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br, gzip", "br"],
    ["BR", "br"],
    ["Gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["identity", undefined],
    ["", undefined],
  ])("Accept-Encoding %j gets %s", async (acceptEncoding, expected) => {
    const answer = await get("/", { "Accept-Encoding": acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(expected);
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
  });

  it("gives each encoding its own ETag", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) => (await get("/", { "Accept-Encoding": encoding })).headers.etag),
    );
    expect(new Set(tags).size).toBe(3);
  });
});

describe("conditional requests", () => {
  it("revalidates a page by its ETag alone, and a file by its ETag or its time", async () => {
    const page = await get("/", { "Accept-Encoding": "br" });
    expect(page.headers["last-modified"]).toBeUndefined();
    expect((await get("/", { "Accept-Encoding": "br", "If-None-Match": page.headers.etag! })).status).toBe(304);
    const file = await get("/media/clip.mp4");
    expect(file.headers["last-modified"]).toBeDefined();
    expect((await get("/media/clip.mp4", { "If-Modified-Since": file.headers["last-modified"]! })).status).toBe(304);
  });

  it("answers 304 to the ETag, weak or strong, alone or in a list", async () => {
    const { headers } = await get("/assets/app.abc123.js", { "Accept-Encoding": "br" });
    const etag = headers.etag!;
    const strong = etag.replace(/^W\//, "");
    for (const condition of [etag, strong, `"other", ${etag}`, "*"]) {
      const answer = await get("/assets/app.abc123.js", { "Accept-Encoding": "br", "If-None-Match": condition });
      expect(answer.status, condition).toBe(304);
      expect(answer.body.length).toBe(0);
    }
  });

  it("does not answer 304 to the ETag of another encoding", async () => {
    const { headers } = await get("/assets/app.abc123.js", { "Accept-Encoding": "br" });
    const answer = await get("/assets/app.abc123.js", { "Accept-Encoding": "gzip", "If-None-Match": headers.etag! });
    expect(answer.status).toBe(200);
  });
});

describe("pages and paths", () => {
  it("serves a page with its CSP and caching, and HEAD without a body", async () => {
    const page = await get("/");
    expect(page.headers["content-security-policy"]).toContain("'sha256-abc'");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const head = await get("/products/cloud", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("answers unknown paths with the Not Found page and 404", async () => {
    const answer = await get("/no/such/page", { "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-security-policy"]).toBeDefined();
  });

  it.each(["/%", "/a%", "/%zz", "/%E0%A4%A", "/%C0%AE%C0%AE/"])("answers the malformed path %s with 400 and logs nothing", async (path) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(answer.body.toString()).not.toMatch(/URIError|at /);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it.each(["/../package.json", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fcsp.json"])(
    "never serves outside the site: %s",
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});

describe("over HTTP/2", () => {
  it("serves ranges and compressed files on the same stream API", async () => {
    const secure = await startServer(build.buildDir, { tls: throwawayCertificate() });
    const session = connect(secure.url, { rejectUnauthorized: false });
    const fetch2 = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; encoding?: string; length: number }>((resolve, reject) => {
        const stream = session.request({ ":path": path, ...headers });
        let status = 0;
        let encoding: string | undefined;
        let length = 0;
        stream.on("response", (response) => {
          status = Number(response[":status"]);
          encoding = response["content-encoding"] as string | undefined;
        });
        stream.on("data", (chunk: Buffer) => (length += chunk.length));
        stream.on("end", () => resolve({ status, encoding, length }));
        stream.on("error", reject);
      });
    try {
      expect(await fetch2("/media/clip.mp4", { range: "bytes=10-19" })).toEqual({ status: 206, encoding: undefined, length: 10 });
      expect(await fetch2("/", { "accept-encoding": "br" })).toMatchObject({ status: 200, encoding: "br" });
    } finally {
      session.close();
      await secure.shutdown();
    }
  });
});
