// @vitest-environment node
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { CMS_PROXY_HOST, cmsProxyEntry, cmsProxyEnv } from "./cms-proxy";

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

  it("listens on 127.0.0.1, not on every interface", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [cmsProxyEntry()], {
      env: cmsProxyEnv(process.cwd(), { port }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
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
        child.stdout.on("data", read);
        child.stderr.on("data", read);
      });
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
