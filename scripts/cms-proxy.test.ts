// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CMS_PROXY_HOST, cmsProxyArgs, cmsProxyEnv, keepListMarkers, refusal, withOwnListMarkers } from "./cms-proxy";

/** A port nothing listens on. */
function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("the content editor's local proxy", () => {
  it("is told to listen on the loopback address only", () => {
    expect(cmsProxyEnv("/repo")).toMatchObject({ BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: "/repo", PORT: "8081" });
  });

  it("refuses a Host that is not this computer's, and a page of another origin", () => {
    const ask = (headers: Record<string, string>) => refusal({ headers }, 8081);
    expect(ask({ host: "localhost:8081" })).toBeUndefined();
    expect(ask({ host: "127.0.0.1:8081", origin: "http://localhost:4321" })).toBeUndefined();
    expect(ask({ host: "[::1]:8081" })).toBeUndefined();
    expect(ask({ host: "rebind.attacker.example:8081" })).toMatch(/answers requests to http:\/\/localhost:8081 only/);
    expect(ask({ host: "localhost:80" })).toBeDefined();
    expect(ask({})).toBeDefined();
    expect(ask({ host: "localhost:8081", origin: "https://attacker.example" })).toMatch(/pages of this computer only/);
  });

  /** The proxy on a free port, editing `tree`; resolved once it says it listens. */
  async function startProxy(tree: string) {
    const port = await freePort();
    const child = spawn(process.execPath, cmsProxyArgs(), { env: cmsProxyEnv(tree, { port }), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "listening" line: ${output}`)), 15_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening on/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on("data", read);
      child.stderr!.on("data", read);
    });
    return { port, child: child as ChildProcess, output };
  }

  /** A POST to the proxy's API with the headers given, as a browser page would send it. */
  const post = (port: number, headers: Record<string, string>, body: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = httpRequest(
        { host: "127.0.0.1", port, path: "/api/v1", method: "POST", headers: { "Content-Type": "application/json", ...headers } },
        (response) => {
          let answer = "";
          response.on("data", (chunk: Buffer) => (answer += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode!, text: answer }));
        },
      );
      request.on("error", reject);
      request.end(text);
    });

  it("writes for the editor on this computer, and refuses a DNS-rebinding page before Decap sees it", async () => {
    const tree = mkdtempSync(join(tmpdir(), "kovira-cms-proxy-"));
    const { port, child } = await startProxy(tree);
    const write = (name: string) => ({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: name, path: `${name}.md`, raw: "planted" }],
        assets: [],
        options: { commitMessage: "Test", useWorkflow: false, status: "draft", collectionName: "insights" },
      },
    });
    try {
      const local = await post(port, { Host: `localhost:${port}`, Origin: "http://localhost:4321" }, write("local"));
      expect(local.status, local.text).toBe(200);
      expect(existsSync(join(tree, "local.md"))).toBe(true);

      const rebound = await post(
        port,
        { Host: `rebind.attacker.example:${port}`, Origin: `http://rebind.attacker.example:${port}` },
        write("rebound"),
      );
      expect(rebound.status).toBe(403);
      const foreign = await post(port, { Host: `localhost:${port}`, Origin: "https://attacker.example" }, write("foreign"));
      expect(foreign.status).toBe(403);
      expect(existsSync(join(tree, "rebound.md"))).toBe(false);
      expect(existsSync(join(tree, "foreign.md"))).toBe(false);
    } finally {
      child.kill();
      rmSync(tree, { recursive: true, force: true });
    }
  }, 20_000);

  it("refuses to store a file that is not a picture, on its own or with an entry, and writes nothing", async () => {
    const tree = mkdtempSync(join(tmpdir(), "kovira-cms-proxy-"));
    const { port, child } = await startProxy(tree);
    const sharp = (await import("sharp")).default;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#6b8e23" } }).jpeg().toBuffer();
    const asset = (name: string, bytes: Buffer) => ({ path: `src/content/uploads/${name}`, content: bytes.toString("base64"), encoding: "base64" });
    const fake = asset("fake-photo.jpg", Buffer.from("Just some notes, renamed"));
    const headers = { Host: `localhost:${port}`, Origin: "http://localhost:4321" };
    const entry = (assets: unknown[]) => ({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: "src/content/insights/x.mdx", raw: "---\nimage:\n  id: uploads/fake-photo\n---\n" }],
        assets,
        options: { commitMessage: "Test", useWorkflow: false, status: "draft", collectionName: "insights" },
      },
    });
    try {
      const alone = await post(port, headers, { action: "persistMedia", params: { branch: "main", asset: fake, options: { commitMessage: "Upload" } } });
      expect(alone.status).toBe(422);
      expect(JSON.parse(alone.text)).toEqual({
        error:
          "fake-photo.jpg is not a picture the site can use: choose another (a JPEG, PNG or WebP photo), or upload the photo itself again; then delete it under Uploaded photos.",
      });
      const withEntry = await post(port, headers, entry([asset("real.jpg", photo), fake]));
      expect(withEntry.status).toBe(422);
      expect(existsSync(join(tree, "src/content/uploads/fake-photo.jpg"))).toBe(false);
      expect(existsSync(join(tree, "src/content/uploads/real.jpg"))).toBe(false);
      expect(existsSync(join(tree, "src/content/insights/x.mdx"))).toBe(false);
      // A real photo is stored as before.
      const real = await post(port, headers, entry([asset("real.jpg", photo)]));
      expect(real.status, real.text).toBe(200);
      expect(existsSync(join(tree, "src/content/uploads/real.jpg"))).toBe(true);
    } finally {
      child.kill();
      rmSync(tree, { recursive: true, force: true });
    }
  }, 30_000);

  it("keeps an article's own list bullets when rich-text mode writes them as * (lines nobody touched stay as they were)", () => {
    const file = "## Steps\n\n- Measure first\n- Then cut\n  - Nested too\n\n```md\n* code stays\n```\n\n* * *\n\n*Emphasis* stays.\n";
    const saved = "## Steps\n\n* Measure first\n* Then cut\n  * Nested too\n* A new step\n\n```md\n* code stays\n```\n\n* * *\n\n*Emphasis* stays.\n";
    expect(keepListMarkers(file, saved)).toBe(
      "## Steps\n\n- Measure first\n- Then cut\n  - Nested too\n- A new step\n\n```md\n* code stays\n```\n\n* * *\n\n*Emphasis* stays.\n",
    );
    // A file written with * keeps *; a new article gets the site's -.
    expect(keepListMarkers("* One\n", "- One\n- Two\n")).toBe("* One\n* Two\n");
    expect(keepListMarkers(undefined, "* One\n")).toBe("- One\n");

    const tree = mkdtempSync(join(tmpdir(), "kovira-bullets-"));
    try {
      mkdirSync(join(tree, "src/content/insights"), { recursive: true });
      writeFileSync(join(tree, "src/content/insights/a.mdx"), "---\ntitle: A\n---\n\n- One\n- Two\n");
      const body = { action: "persistEntry", params: { entry: { path: "src/content/insights/a.mdx", raw: "---\ntitle: A\n---\n\n* One\n* Two\n" } } };
      withOwnListMarkers(body, tree);
      expect(body.params.entry.raw).toBe("---\ntitle: A\n---\n\n- One\n- Two\n");
      // Only Markdown files: a YAML list is the YAML's.
      const yaml = { action: "persistEntry", params: { dataFiles: [{ path: "src/content/cases/b.yaml", raw: "* x\n" }] } };
      withOwnListMarkers(yaml, tree);
      expect(yaml.params.dataFiles[0]!.raw).toBe("* x\n");
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it("listens on 127.0.0.1, not on every interface", async () => {
    const { port, child, output } = await startProxy(process.cwd());
    try {
      expect(output).toContain(`listening on ${CMS_PROXY_HOST}:${port}`);
      // Its socket is bound to loopback: `ss` lists it as 127.0.0.1:port, never 0.0.0.0 or [::].
      const { execFileSync } = await import("node:child_process");
      const sockets = execFileSync("ss", ["-ltnH", `sport = :${port}`], { encoding: "utf8" });
      expect(
        sockets
          .trim()
          .split("\n")
          .map((line) => line.split(/\s+/)[3]),
      ).toEqual([`${CMS_PROXY_HOST}:${port}`]);
    } finally {
      child.kill();
    }
  }, 20_000);
});
