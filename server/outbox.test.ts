// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { hostname } from "node:os";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { trustProxiesFromEnv } from "./client-address";
import {
  createOutbox,
  createRateLimiter,
  DEFAULT_GLOBAL_RATE_LIMIT,
  DEFAULT_RATE_LIMIT,
  formatOutboxEntry,
  inert,
  MAX_BODY_BYTES,
  OUTBOX_PATH,
  outboxOptionsFromEnv,
  readOutbox,
  RATE_WINDOW_MS,
  type OutboxEntry,
  type OutboxFileSystem,
  type OutboxOptions,
} from "./outbox";

/** Whether this run may mount a small tmpfs (root, with the right to mount) for the full-disk test. */
const canMountTmpfs = (() => {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), "outbox-mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

/** Whether strace can follow a child here (it needs ptrace, which some containers forbid). */
const canTrace = spawnSync("strace", ["-f", "-e", "trace=none", "true"]).status === 0;

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  mkdirSync(join(dir, "build", "client"), { recursive: true });
  writeFileSync(join(dir, "build", "client", "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(dir, "build", "client", "404.html"), "<!doctype html><title>Page Not Found</title>");
  file = join(dir, "data", "nested", "outbox.jsonl");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function server(options: Partial<OutboxOptions> = {}) {
  return createApp({ buildDir: join(dir, "build"), outbox: { file, rateLimit: 0, globalRateLimit: 0, ...options } });
}

const meeting = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "meeting",
  template_params: { name: "Asha Rao", email: "asha@example.com", date: "2030-05-04", time: "10:30", description: "Roadmap\nreview" },
};
const connect = { ...meeting, template_id: "connect", template_params: { name: "Ravi Iyer", phone: "9876543210" } };

/** What @hono/node-server hands the app: the request's socket, here with the address given. */
const fromSocket = (remoteAddress = "203.0.113.1") => ({ incoming: { socket: { remoteAddress } } });

function post(app: { request: ReturnType<typeof server>["request"] }, body: unknown, headers: Record<string, string> = {}, socketAddress?: string) {
  return app.request(
    OUTBOX_PATH,
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) },
    fromSocket(socketAddress),
  );
}

const lines = () => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : []);

describe("the local outbox", () => {
  it("answers a meeting request like EmailJS and appends it as one line", async () => {
    const response = await post(server(), meeting);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(lines()).toHaveLength(1);
    const entry = JSON.parse(lines()[0]!) as OutboxEntry;
    expect(entry).toEqual({ timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), kind: "meeting", ...meeting });
  });

  it("accepts a connect request and creates the folder it needs", async () => {
    expect(existsSync(join(dir, "data"))).toBe(false);
    expect((await post(server(), connect)).status).toBe(200);
    expect(JSON.parse(lines()[0]!)).toMatchObject({ kind: "connect", template_params: { name: "Ravi Iyer", phone: "9876543210" } });
  });

  it("carries the site's security headers", async () => {
    const response = await post(server(), connect);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    ["malformed JSON", "{not json"],
    ["an empty body", ""],
    ["a body that is not an object", "[]"],
    ["missing fields", { template_params: connect.template_params }],
    ["a phone that is not 10 digits", { ...connect, template_params: { name: "Ravi", phone: "98765-4321" } }],
    ["a blank name", { ...connect, template_params: { name: "  ", phone: "9876543210" } }],
    ["an invalid email", { ...meeting, template_params: { ...meeting.template_params, email: "asha" } }],
    ["an agenda over 2000 characters", { ...meeting, template_params: { ...meeting.template_params, description: "a".repeat(2001) } }],
    ["fields neither form has", { ...connect, template_params: { ...connect.template_params, admin: true } }],
  ])("rejects %s with 400 and writes nothing", async (_case, body) => {
    const response = await post(server(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(lines()).toEqual([]);
  });

  it("says which fields are wrong", async () => {
    const response = await post(server(), { ...meeting, service_id: undefined });
    expect(await response.json()).toMatchObject({ details: expect.arrayContaining([expect.stringContaining("service_id")]) });
  });

  it("rejects other content types with 415", async () => {
    const response = await post(server(), JSON.stringify(connect), { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Content-Type must be application/json" });
    expect(lines()).toEqual([]);
  });

  it("rejects a body over 32 KB with 413", async () => {
    const body = JSON.stringify({ ...meeting, padding: "x".repeat(MAX_BODY_BYTES) });
    const response = await post(server(), body, { "Content-Length": String(Buffer.byteLength(body)) });
    expect(response.status).toBe(413);
    expect(lines()).toEqual([]);
  });

  it("rejects a body over 32 KB without a length header too", async () => {
    const big = JSON.stringify({ ...meeting, padding: "x".repeat(MAX_BODY_BYTES) });
    const stream = new Blob([big]).stream();
    const response = await server().request(OUTBOX_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405", async (method) => {
    const response = await server().request(OUTBOX_PATH, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("Method Not Allowed") });
  });

  it("still answers the rest of the site's paths around it", async () => {
    expect((await server().request("/api/v1.0/other")).status).toBe(404);
  });

  it("keeps every one of 200 concurrent submissions, one whole line each", async () => {
    const app = server();
    const names = Array.from({ length: 200 }, (_, index) => `Visitor ${index}`);
    const responses = await Promise.all(names.map((name) => post(app, { ...connect, template_params: { name, phone: "9876543210" } })));
    expect(responses.map((response) => response.status)).toEqual(names.map(() => 200));
    const written = lines().map((line) => JSON.parse(line) as OutboxEntry);
    expect(written).toHaveLength(200);
    expect(written.map((entry) => entry.template_params.name).sort()).toEqual([...names].sort());
  });

  it("answers 429 once an address passes the limit, until the minute is over", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const app = server({ rateLimit: 3, now: () => now });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(app, connect)).status).toBe(200);
    const limited = await post(app, connect);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toMatchObject({ error: expect.stringContaining("Too many requests") });
    expect(lines()).toHaveLength(3);
    now += RATE_WINDOW_MS;
    expect((await post(app, connect)).status).toBe(200);
  });

  it("counts only well-formed submissions against the limit", async () => {
    const app = server({ rateLimit: 1 });
    for (const body of ["{not json", "[]", { ...connect, template_params: { name: "Ravi", phone: "1" } }]) {
      expect((await post(app, body)).status).toBe(400);
    }
    expect((await post(app, connect, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await post(app, connect)).status).toBe(200);
    expect((await post(app, connect)).status).toBe(429);
  });

  it("behind trusted proxies, limits the client named in X-Forwarded-For, not the proxy", async () => {
    const app = server({ rateLimit: 1, trustProxy: trustProxiesFromEnv({ TRUSTED_PROXIES: "10.0.0.0/8" }).trust });
    const from = (chain: string) => post(app, connect, { "X-Forwarded-For": chain }, "10.0.0.2");
    expect((await from("203.0.113.9, 198.51.100.1")).status).toBe(200);
    expect((await from("198.51.100.2")).status).toBe(200);
    // A client can prepend anything; only the address the trusted proxy added counts.
    expect((await from("10.9.9.9, 198.51.100.1")).status).toBe(429);
    // The proxy reports a hop that is not an address: refused, never a key of its own.
    expect((await from("x".repeat(16_000))).status).toBe(400);
  });

  it("reads X-Forwarded-For only from a trusted proxy: a client reaching the port directly cannot pick its key", async () => {
    const app = server({ rateLimit: 1, trustProxy: trustProxiesFromEnv({ TRUSTED_PROXIES: "10.0.0.0/8" }).trust });
    expect((await post(app, connect, { "X-Forwarded-For": "198.51.100.1" }, "203.0.113.50")).status).toBe(200);
    expect((await post(app, connect, { "X-Forwarded-For": "198.51.100.2" }, "203.0.113.50")).status).toBe(429);
    // Nor can it spend another visitor's allowance by naming them.
    expect((await post(app, connect, {}, "198.51.100.1")).status).toBe(200);
  });

  it("answers a filled honeypot as if it had kept it, and keeps nothing; an empty one is not stored either", async () => {
    const app = server();
    const trapped = { ...connect, template_params: { ...connect.template_params, company_website: "https://spam.example" } };
    const response = await post(app, trapped);
    expect([response.status, await response.text()]).toEqual([200, "OK"]);
    expect(lines()).toHaveLength(0);
    expect((await post(app, { ...connect, template_params: { ...connect.template_params, company_website: "" } })).status).toBe(200);
    expect(lines()).toHaveLength(1);
    expect(JSON.parse(lines()[0]!).template_params).toEqual(connect.template_params);
  });

  it("counts an IPv6 client by its /64, so it cannot change address to escape the limit", async () => {
    const app = server({ rateLimit: 1 });
    expect((await post(app, connect, {}, "2001:db8:1:2::1")).status).toBe(200);
    expect((await post(app, connect, {}, "2001:db8:1:2:ffff::9")).status).toBe(429);
    expect((await post(app, connect, {}, "2001:db8:1:3::1")).status).toBe(200);
  });

  it("stops a flood spread over many addresses at the global rate, with 503 and a log line", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const app = server({ rateLimit: 1, globalRateLimit: 3, now: () => now });
    for (let index = 0; index < 3; index += 1) expect((await post(app, connect, {}, `198.51.100.${index}`)).status).toBe(200);
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      const refused = await post(app, connect, {}, "198.51.100.77");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("60");
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).toMatch(/more than 3 submissions this minute/);
    expect(lines()).toHaveLength(3);
    now += RATE_WINDOW_MS;
    expect((await post(app, connect, {}, "198.51.100.77")).status).toBe(200);
  });

  it("refuses to start when the outbox cannot be written, and says so", () => {
    writeFileSync(join(dir, "blocker"), "a file where a folder should be");
    expect(() => createOutbox({ file: join(dir, "blocker", "outbox.jsonl") })).toThrow(/outbox .*blocker.* cannot be written.*OUTBOX_FILE/);
  });
});

describe("what the outbox acknowledges", () => {
  it("cuts a torn last line before appending, so the next line never joins it", async () => {
    const app = server();
    expect((await post(app, connect)).status).toBe(200);
    appendFileSync(file, '{"timestamp":"2030-01-01T00:0');
    expect((await post(app, meeting)).status).toBe(200);
    expect(readFileSync(file, "utf8").endsWith("\n")).toBe(true);
    expect(await readOutbox(file)).toMatchObject({ entries: [{ kind: "meeting" }, { kind: "connect" }], unreadable: 0 });
  });

  it("answers 500 for a write that fails half way, leaves whole lines only, and flushes before it says OK", async () => {
    const calls: string[] = [];
    let failNext = true;
    const fs: OutboxFileSystem = {
      async open(...args: Parameters<typeof open>) {
        const handle = await open(...args);
        return new Proxy(handle, {
          get(target, key) {
            if (key === "appendFile") {
              return async (data: string) => {
                calls.push("write");
                if (!failNext) return target.appendFile(data);
                failNext = false;
                await target.appendFile(data.slice(0, 20));
                throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
              };
            }
            if (key === "sync") return async () => (calls.push("sync"), target.sync());
            const value = Reflect.get(target, key) as unknown;
            return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          },
        });
      },
    };
    const outbox = createOutbox({ file, rateLimit: 0 }, fs);
    const send = (body: unknown) =>
      outbox.request(OUTBOX_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, fromSocket());
    const failed = await send(connect);
    expect(failed.status).toBe(500);
    expect(readFileSync(file, "utf8")).toBe("");
    const ok = await send(meeting);
    expect(ok.status).toBe(200);
    expect(calls).toEqual(["write", "write", "sync"]);
    expect(await readOutbox(file)).toMatchObject({ entries: [{ kind: "meeting" }], unreadable: 0 });
  });

  it.skipIf(!canMountTmpfs)(
    "on a real full filesystem (a 64 KB tmpfs; mounting needs root, so other users skip this)",
    async () => {
      const mount = mkdtempSync(join(tmpdir(), "outbox-full-"));
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount]);
      try {
        const fullFile = join(mount, "outbox.jsonl");
        const app = createOutbox({ file: fullFile, rateLimit: 0 });
        const send = (body: unknown) =>
          app.request(OUTBOX_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, fromSocket());
        const long = (name: string) => ({ ...meeting, template_params: { ...meeting.template_params, name, description: "x".repeat(1900) } });
        expect((await send(connect)).status).toBe(200);
        // Fill every free block, so the outbox can only grow inside the block it already has.
        try {
          for (;;) appendFileSync(join(mount, "filler"), Buffer.alloc(4096));
        } catch (error) {
          expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
        }
        const statuses: number[] = [];
        for (const name of ["First", "Second", "Third"]) statuses.push((await send(long(name))).status);
        expect(statuses).toContain(500);
        expect(readFileSync(fullFile, "utf8").endsWith("\n")).toBe(true);
        rmSync(join(mount, "filler"));
        expect((await send(long("After"))).status).toBe(200);
        const { entries, unreadable } = await readOutbox(fullFile);
        expect(unreadable).toBe(0);
        expect(entries).toHaveLength(1 + statuses.filter((status) => status === 200).length + 1);
      } finally {
        execFileSync("umount", [mount]);
        rmSync(mount, { recursive: true, force: true });
      }
    },
  );
});

describe("the rate limiter", () => {
  it("remembers a bounded number of addresses, dropping the oldest", () => {
    const limiter = createRateLimiter(5, () => 0, 100);
    for (let index = 0; index < 10_000; index += 1) limiter.take(`198.51.${index >> 8}.${index & 255}`);
    expect(limiter.size).toBe(100);
  });

  it("forgets windows once their minute is over", () => {
    let now = 0;
    const limiter = createRateLimiter(5, () => now);
    for (let index = 0; index < 50; index += 1) limiter.take(`a${index}`);
    now += RATE_WINDOW_MS;
    limiter.take("b");
    expect(limiter.size).toBe(1);
  });
});

describe("outboxOptionsFromEnv", () => {
  it("defaults to data/outbox.jsonl, 10 a minute and no proxy", () => {
    expect(outboxOptionsFromEnv({})).toMatchObject({ file: resolve("data/outbox.jsonl"), rateLimit: DEFAULT_RATE_LIMIT, globalRateLimit: DEFAULT_GLOBAL_RATE_LIMIT });
    expect(outboxOptionsFromEnv({}).trustProxy!("10.0.0.1")).toBe(false);
  });

  it("reads OUTBOX_FILE, OUTBOX_RATE_LIMIT, OUTBOX_GLOBAL_RATE_LIMIT and TRUSTED_PROXIES", () => {
    const options = outboxOptionsFromEnv({
      OUTBOX_FILE: "test-results/outbox.jsonl",
      OUTBOX_RATE_LIMIT: "0",
      OUTBOX_GLOBAL_RATE_LIMIT: "5",
      TRUSTED_PROXIES: "10.0.0.0/8",
    });
    expect(options).toMatchObject({ file: resolve("test-results/outbox.jsonl"), rateLimit: 0, globalRateLimit: 5 });
    expect(options.trustProxy!("10.1.2.3")).toBe(true);
  });

  it("refuses a rate limit that is not a whole number", () => {
    expect(() => outboxOptionsFromEnv({ OUTBOX_RATE_LIMIT: "lots" })).toThrow(/OUTBOX_RATE_LIMIT/);
  });
});

describe("reading the outbox", () => {
  it("lists submissions newest first and counts lines it cannot read", async () => {
    const older: OutboxEntry = { timestamp: "2030-01-01T09:00:00.000Z", kind: "meeting", ...meeting };
    const newer: OutboxEntry = { timestamp: "2030-01-02T09:00:00.000Z", kind: "connect", ...connect };
    mkdirSync(join(dir, "data", "nested"), { recursive: true });
    writeFileSync(file, `${JSON.stringify(older)}\n{torn\n${JSON.stringify(newer)}\n`);
    const { entries, unreadable } = await readOutbox(file);
    expect(entries.map((entry) => entry.kind)).toEqual(["connect", "meeting"]);
    expect(unreadable).toBe(1);
  });

  it("is empty when nothing has been sent", async () => {
    expect(await readOutbox(join(dir, "missing.jsonl"))).toEqual({ entries: [], unreadable: 0, total: 0 });
  });

  it("prints each field under its form label", () => {
    const text = formatOutboxEntry({ timestamp: "2030-01-01T09:00:00.000Z", kind: "meeting", ...meeting });
    expect(text).toContain("Book a Meeting · 2030-01-01T09:00:00.000Z");
    expect(text).toMatch(/Agenda\s+Roadmap\n\s+review/);
    expect(text).toMatch(/Email\s+asha@example.com/);
  });

  it("shows control characters a visitor typed as escapes, never acting on them", () => {
    const name = "\u001b[2J\u001b]0;owned\u0007\u001b]8;;https://example.com\u0007link\rX\u009b\u202eevil";
    const text = formatOutboxEntry({ timestamp: "2030-01-01T09:00:00.000Z", kind: "connect", ...connect, template_params: { name, phone: "9876543210" } });
    // eslint-disable-next-line no-control-regex -- control characters are what this matches
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain("\\x1b[2J\\x1b]0;owned\\x07\\x1b]8;;https://example.com\\x07link\\x0dX\\x9b\\u202eevil");
  });

  it("shows every invisible or bidi character as its escape: marks, isolates, zero-width, tags, odd spaces", () => {
    const hidden = ["\u200b", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u061c", "\u200e", "\u2067", "\u2069", "\u00a0", "\u3164", "\ufe0f", "\u{e0041}", "\u{e007f}", "\u2028"];
    for (const character of hidden) {
      const shown = inert(`a${character}b`);
      expect(shown, JSON.stringify(character)).not.toContain(character);
      expect(shown).toMatch(/^a\\(x|u)[0-9a-f{]+}?b$/);
    }
    expect(inert("\u{e0041}")).toBe("\\u{e0041}");
    // What people write stays as it is: letters of any script, emoji, a newline.
    expect(inert("Åsa Ødegård — 名前 👋🏽\nnext")).toBe("Åsa Ødegård — 名前 👋🏽\nnext");
  });
});

describe("data kept only as long as the privacy notice says", () => {
  const entry = (timestamp: string, name: string) => JSON.stringify({ timestamp, kind: "connect", ...connect, template_params: { name, phone: "9876543210" } }) + "\n";

  it("purges submissions past the retention at start-up, from the outbox and its rotated files", async () => {
    mkdirSync(join(dir, "data", "nested"), { recursive: true });
    const now = Date.parse("2030-06-01T00:00:00Z");
    writeFileSync(file, entry("2028-05-31T23:59:59.000Z", "Too old") + entry("2028-06-01T00:00:01.000Z", "Just in time"));
    writeFileSync(`${file}.1`, entry("2027-01-01T00:00:00.000Z", "Long gone"));
    const app = server({ now: () => now });
    // The purge runs before the first write, in the same queue.
    expect((await post(app, connect)).status).toBe(200);
    const { entries } = await readOutbox(file);
    expect(entries.map((e) => e.template_params.name)).toEqual(["Ravi Iyer", "Just in time"]);
    expect(existsSync(`${file}.1`)).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("npm run outbox -- --purge-older-than 24m purges a stopped server's outbox, and refuses while one runs", () => {
    mkdirSync(join(dir, "data", "nested"), { recursive: true });
    const recent = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    writeFileSync(file, entry("2001-01-01T00:00:00.000Z", "Ancient") + entry(recent, "Yesterday"));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args], { env: { ...process.env, OUTBOX_FILE: file }, encoding: "utf8", timeout: 20_000 });
    const purged = run("--purge-older-than", "24m");
    expect(purged.stdout).toMatch(/Removed 1 submission\(s\) made before .*; 1 kept\./);
    expect(readFileSync(file, "utf8")).toBe(entry(recent, "Yesterday"));
    expect(run("--purge-older-than", "soon").stderr).toContain("24m or 90d");
    server();
    const refused = run("--purge");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/in use by process .* purges submissions older than 24 months by itself once a day/);
  }, 40_000);
});

describe("the outbox's limits on disk", () => {
  function quietErrors() {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(String(message));
    return { errors, restore: () => (console.error = original) };
  }

  it("creates the file readable by its owner only (0600), and narrows an older one", async () => {
    const app = server();
    expect((await post(app, connect)).status).toBe(200);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const older = join(dir, "older.jsonl");
    writeFileSync(older, "", { mode: 0o644 });
    createOutbox({ file: older });
    expect(statSync(older).mode & 0o777).toBe(0o600);
  });

  it("answers 503 with a clear log line once the file has reached OUTBOX_MAX_BYTES, and writes nothing", async () => {
    const app = server({ maxBytes: 300 });
    expect((await post(app, connect)).status).toBe(200);
    const before = readFileSync(file, "utf8");
    const log = quietErrors();
    try {
      for (;;) {
        const response = await post(app, connect);
        if (response.status === 200) continue;
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: "The outbox is full; try again later" });
        break;
      }
    } finally {
      log.restore();
    }
    expect(statSync(file).size).toBeLessThanOrEqual(300);
    expect(readFileSync(file, "utf8").startsWith(before)).toBe(true);
    expect(log.errors.join("\n")).toMatch(/has reached its limit of 300 bytes \(OUTBOX_MAX_BYTES\); rotate it/);
  });

  it("answers 503 when the disk does not take a line within the append deadline", async () => {
    const stalled: OutboxFileSystem = { open: () => new Promise(() => {}) };
    const outbox = createOutbox({ file, rateLimit: 0, globalRateLimit: 0, appendTimeoutMs: 200 }, stalled);
    const log = quietErrors();
    const started = Date.now();
    try {
      const response = await post(outbox, connect);
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    } finally {
      log.restore();
    }
    expect(log.errors.join("\n")).toMatch(/not on disk within 0.2 s; answered 503/);
  });

  it("keeps working across a rotation by rename, and the viewer reads both files", async () => {
    const app = server();
    expect((await post(app, connect)).status).toBe(200);
    renameSync(file, `${file}.1`);
    expect((await post(app, meeting)).status).toBe(200);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { entries, total } = await readOutbox(file);
    expect(total).toBe(2);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["connect", "meeting"]);
  });

  it("reads line by line, keeping only the newest when asked for a few", async () => {
    mkdirSync(join(dir, "data", "nested"), { recursive: true });
    const entry = (minute: number) => JSON.stringify({ timestamp: `2030-01-01T09:${String(minute).padStart(2, "0")}:00.000Z`, kind: "connect", ...connect }) + "\n";
    writeFileSync(file, [3, 1, 4, 1, 5, 9, 2, 6].map(entry).join(""));
    const { entries, total } = await readOutbox(file, { limit: 3 });
    expect(total).toBe(8);
    expect(entries.map((e) => e.timestamp.slice(14, 16))).toEqual(["09", "06", "05"]);
  });

  it.skipIf(!canTrace)("flushes the folder after creating the file, so the new file survives a crash (seen with strace)", () => {
    const folder = join(dir, "traced");
    const script = `import { prepareOutboxFile } from ${JSON.stringify(resolve("server/outbox-file.ts"))}; prepareOutboxFile(${JSON.stringify(join(folder, "outbox.jsonl"))});`;
    const result = spawnSync("strace", ["-f", "-e", "trace=openat,fsync", process.execPath, "--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    const calls = result.stderr.split("\n").filter((line) => line.includes(folder) || /fsync\(/.test(line));
    const created = calls.findIndex((line) => line.includes(`${folder}/outbox.jsonl"`) && line.includes("O_CREAT"));
    const folderFd = calls.findIndex((line, index) => index > created && line.includes(`"${folder}"`));
    expect(created).toBeGreaterThanOrEqual(0);
    expect(folderFd).toBeGreaterThan(created);
    const fd = /= (\d+)$/.exec(calls[folderFd]!.trim())![1];
    expect(calls.slice(folderFd + 1).some((line) => line.includes(`fsync(${fd})`))).toBe(true);
  });

  it("is taken by one process: a second server on the same file refuses to start and says why", async () => {
    server();
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: join(dir, "build"), OUTBOX_FILE: file },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The server cannot start: the outbox ${file} is in use by process ${process.pid}`);
  }, 30_000);

  it("takes over a lock left by a process that is gone", () => {
    mkdirSync(join(dir, "data", "nested"), { recursive: true });
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    writeFileSync(`${file}.lock`, `${gone} ${hostname()}\n`);
    const log = quietErrors();
    try {
      expect(() => createOutbox({ file })).not.toThrow();
    } finally {
      log.restore();
    }
    expect(readFileSync(`${file}.lock`, "utf8")).toBe(`${process.pid} ${hostname()}\n`);
  });
});
