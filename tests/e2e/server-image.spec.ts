import { expect, test } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/*
 * The runtime image's stage, run the way the Dockerfile runs it where Docker cannot run: what its
 * COPY lines take from the build, alone in a folder with no node_modules anywhere above it, with
 * its ENV, started by its CMD under plain Node; then its HEALTHCHECK command. The server answers
 * the site, and the health check passes.
 */

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const dockerfile = readFileSync("Dockerfile", "utf8");
const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

test("the image's runtime stage serves the site with Node alone, and its health check passes", async () => {
  test.setTimeout(60_000);
  const root = mkdtempSync(join(tmpdir(), "kovira-image-"));
  const app = join(root, "app");
  try {
    // COPY --from=build /app/<from> ./<to>
    for (const [, from, to] of runtime.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S*)$/gm)) {
      const target = to!.endsWith("/") ? join(app, to!, from!.split("/").at(-1)!) : join(app, to!);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(dirname(BUILD_DIR), from!.replace(/^build/, BUILD_DIR.split("/").at(-1)!)), target, { recursive: true });
    }
    expect(existsSync(join(app, "node_modules"))).toBe(false);
    const env = Object.fromEntries(
      [...runtime.matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) => pairs!.split(" ").map((pair) => pair.split("="))),
    );
    const port = await freePort();
    const settings = {
      ...env,
      PATH: process.env.PATH!,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: join(app, "build"),
      LEADS_DB: join(root, "data", "leads.db"),
      // The form's proof-of-work is tested elsewhere (tests/e2e/leads.spec.ts); here a plain post.
      OUTBOX_CHALLENGE: "0",
    };
    const command = JSON.parse(/^CMD (\[.+\])$/m.exec(runtime)![1]!) as string[];
    expect(command[0]).toBe("node");
    const server = spawn(process.execPath, command.slice(1), { cwd: app, env: settings, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 20_000 }).toContain("ready at");
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect((await fetch(`http://127.0.0.1:${port}/_headers`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/admin/`)).status).toBe(404);
      // HEALTHCHECK ... CMD node -e "<script>"
      const check = /^HEALTHCHECK .* CMD node -e "(.+)"$/m.exec(runtime)![1]!;
      expect(spawnSync(process.execPath, ["-e", check], { env: settings, timeout: 10_000 }).status).toBe(0);

      // With no delivery set, the log says where the leads are kept and how to read them in the
      // image, and that reader, compiled beside the server, shows a lead sent to it.
      expect(output).toContain("!!! Leads are NOT delivered anywhere");
      const reader = /docker exec <container> (node [\w/.]+)/.exec(output)?.[1];
      expect(reader).toBe("node build/server/leads.mjs");
      const lead = {
        lib_version: "4.4.1",
        user_id: "local-outbox",
        service_id: "local-outbox",
        template_id: "connect",
        template_params: { name: "Image Reader", phone: "9876543210" },
      };
      const sent = await fetch(`http://127.0.0.1:${port}/api/v1.0/email/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(lead),
      });
      expect(sent.status).toBe(200);
      const read = spawnSync(process.execPath, [reader!.split(" ")[1]!, "--limit", "1"], {
        cwd: app,
        env: settings,
        encoding: "utf8",
        timeout: 10_000,
      });
      expect(read.status).toBe(0);
      expect(read.stdout).toContain("Image Reader");
    } finally {
      const exited = new Promise<number | null>((done) => server.once("exit", done));
      server.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
    expect(output).toContain("counters since start:");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
