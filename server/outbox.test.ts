// @vitest-environment node
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { trustProxiesFromEnv } from "./client-address";
import { closeLeadStores, openLeadStore, readLeads, readSuspects, SUSPECTS_KEPT_AT_MOST } from "./lead-store";
import { counterSnapshot, resetCounters } from "./counters";
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
  RATE_WINDOW_MS,
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
let database: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  mkdirSync(join(dir, "build", "client"), { recursive: true });
  writeFileSync(join(dir, "build", "client", "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(dir, "build", "client", "404.html"), "<!doctype html><title>Page Not Found</title>");
  database = join(dir, "data", "nested", "leads.db");
});

afterEach(() => {
  closeLeadStores();
  rmSync(dir, { recursive: true, force: true });
});

function server(options: Partial<OutboxOptions> = {}, analytics?: Parameters<typeof createApp>[0]["analytics"]) {
  return createApp({ buildDir: join(dir, "build"), outbox: { database, rateLimit: 0, networkRateLimit: 0, globalRateLimit: 0, ...options }, analytics });
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

/** What the store holds, oldest first. */
const leads = (path = database) => readLeads(path).entries.reverse();

describe("the local outbox", () => {
  it("answers a meeting request like EmailJS and stores it as one lead with a stable id", async () => {
    const response = await post(server(), meeting);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(leads()).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), kind: "meeting", ...meeting },
    ]);
  });

  it("accepts a connect request and creates the folder it needs", async () => {
    expect(existsSync(join(dir, "data"))).toBe(false);
    expect((await post(server(), connect)).status).toBe(200);
    expect(leads()[0]).toMatchObject({ kind: "connect", template_params: { name: "Ravi Iyer", phone: "9876543210" } });
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
    expect(leads()).toEqual([]);
  });

  it("stores where the lead came from beside the form's fields, and refuses a source field that is too long", async () => {
    const source = {
      landing_page: "/services/fintech",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      utm_term: "",
      utm_content: "",
      sent_from: "/privacy",
      opened_by: "Connect (header)",
      notice_version: "2026-11-27",
    };
    const app = server();
    expect((await post(app, { ...connect, template_params: { ...connect.template_params, ...source } })).status).toBe(200);
    expect(leads()[0]!.template_params).toEqual({ ...connect.template_params, ...source });
    expect((await post(app, { ...meeting, template_params: { ...meeting.template_params, ...source } })).status).toBe(200);
    const tooLong = await post(app, { ...connect, template_params: { ...connect.template_params, utm_campaign: "x".repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(leads()).toHaveLength(2);
  });

  it("says which fields are wrong", async () => {
    const response = await post(server(), { ...meeting, service_id: undefined });
    expect(await response.json()).toMatchObject({ details: expect.arrayContaining([expect.stringContaining("service_id")]) });
  });

  it("rejects other content types with 415", async () => {
    const response = await post(server(), JSON.stringify(connect), { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Content-Type must be application/json" });
    expect(leads()).toEqual([]);
  });

  it("rejects a body over 32 KB with 413", async () => {
    const body = JSON.stringify({ ...meeting, padding: "x".repeat(MAX_BODY_BYTES) });
    const response = await post(server(), body, { "Content-Length": String(Buffer.byteLength(body)) });
    expect(response.status).toBe(413);
    expect(leads()).toEqual([]);
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

  it("keeps every one of 200 concurrent submissions, one lead each", async () => {
    const app = server();
    const names = Array.from({ length: 200 }, (_, index) => `Visitor ${index}`);
    const responses = await Promise.all(names.map((name) => post(app, { ...connect, template_params: { name, phone: "9876543210" } })));
    expect(responses.map((response) => response.status)).toEqual(names.map(() => 200));
    const written = leads();
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
    expect(leads()).toHaveLength(3);
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

  it("answers a filled honeypot as it answers a lead, and keeps it apart as suspected, never among the leads", async () => {
    const app = server();
    resetCounters();
    const trapped = { ...connect, template_params: { ...connect.template_params, kvx_bait: "https://spam.example" } };
    const response = await post(app, trapped);
    expect([response.status, await response.text()]).toEqual([200, "OK"]);
    expect(leads()).toHaveLength(0);
    // Counted with the server's other refusals, for its log.
    expect(counterSnapshot()["suspect-honeypot"]).toBe(1);
    expect(readSuspects(database)).toMatchObject({
      total: 1,
      byReason: { honeypot: 1 },
      entries: [{ reason: "honeypot", kind: "connect", template_params: { name: "Ravi Iyer", kvx_bait: "https://spam.example" } }],
    });
    // An empty one is a person's; the old name from a tab opened before the rename still counts.
    expect((await post(app, { ...connect, template_params: { ...connect.template_params, kvx_bait: "" } })).status).toBe(200);
    expect(leads()).toHaveLength(1);
    expect(leads()[0]!.template_params).toEqual(connect.template_params);
    expect((await post(app, { ...connect, template_params: { ...connect.template_params, company_website: "x" } })).status).toBe(200);
    expect([leads().length, readSuspects(database).total]).toEqual([1, 2]);
  });

  it("keeps a submission over a limit apart with its reason, and counts those past the most it keeps", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const app = server({ rateLimit: 1, globalRateLimit: 2, now: () => now });
    expect((await post(app, connect, {}, "198.51.100.1")).status).toBe(200);
    expect((await post(app, connect, {}, "198.51.100.1")).status).toBe(429);
    expect((await post(app, connect, {}, "198.51.100.2")).status).toBe(200);
    const log = quietErrors();
    try {
      expect((await post(app, connect, {}, "198.51.100.3")).status).toBe(503);
    } finally {
      log.restore();
    }
    expect(readSuspects(database)).toMatchObject({ total: 2, byReason: { "address-limit": 1, "global-limit": 1 }, notKept: 0 });
    now += RATE_WINDOW_MS;
    const db = new DatabaseSync(database);
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SUSPECTS_KEPT_AT_MOST})
      INSERT INTO suspects SELECT 'filler-' || i, '2030-01-01T00:00:00.000Z', 'honeypot', 'connect', 'connect', 's', 'u', '1', '{}' FROM n`);
    db.close();
    expect((await post(app, { ...connect, template_params: { ...connect.template_params, kvx_bait: "x" } })).status).toBe(200);
    const suspects = readSuspects(database, { limit: 1 });
    expect(suspects).toMatchObject({ total: SUSPECTS_KEPT_AT_MOST + 2, notKept: 1, byReason: { honeypot: SUSPECTS_KEPT_AT_MOST + 1 } });
  });

  it("limits a network (an IPv4 /24) before everyone's limit: neighbouring addresses share one allowance", async () => {
    const app = server({ rateLimit: 2, networkRateLimit: 3 });
    const statuses = [];
    for (const host of [1, 1, 2, 3, 4]) statuses.push((await post(app, connect, {}, `198.51.100.${host}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post(app, connect, {}, "198.51.100.5");
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining("from your network: at most 3 a minute") });
    // Another network is not held back.
    expect((await post(app, connect, {}, "198.51.101.1")).status).toBe(200);
    expect(readSuspects(database).byReason).toMatchObject({ "network-limit": 3 });
  });

  it("a few busy addresses cannot make the form refuse a new visitor: everyone's limit sheds those already sending first", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const app = server({ rateLimit: 10, networkRateLimit: 20, globalRateLimit: 30, now: () => now });
    const log = quietErrors();
    const statuses: number[] = [];
    try {
      // Six addresses in six networks, each as fast as its own limit lets it.
      for (let round = 0; round < 12; round += 1) {
        for (let bot = 0; bot < 6; bot += 1) statuses.push((await post(app, connect, {}, `203.0.${bot}.7`)).status);
      }
    } finally {
      log.restore();
    }
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6 + 30);
    // A visitor from elsewhere is still answered, and kept as a lead.
    const visitor = await post(app, { ...connect, template_params: { name: "New Visitor", phone: "9876543210" } }, {}, "192.0.2.44");
    expect(visitor.status).toBe(200);
    expect(leads().some((lead) => lead.template_params.name === "New Visitor")).toBe(true);
    now += RATE_WINDOW_MS;
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
    for (let index = 0; index < 3; index += 1) expect((await post(app, connect, {}, `198.51.${index}.1`)).status).toBe(200);
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
    expect(leads()).toHaveLength(3);
    now += RATE_WINDOW_MS;
    expect((await post(app, connect, {}, "198.51.100.77")).status).toBe(200);
  });

  it("refuses to start when the store cannot be written, and says so", () => {
    writeFileSync(join(dir, "blocker"), "a file where a folder should be");
    expect(() => createOutbox({ database: join(dir, "blocker", "leads.db") })).toThrow(/lead store .*blocker.* cannot be written.*LEADS_DB/);
  });
});

function quietErrors() {
  const errors: string[] = [];
  const original = console.error;
  console.error = (message: string) => errors.push(String(message));
  return { errors, restore: () => (console.error = original) };
}

/** A port nobody listens on, for a server process of the test's own. */
function freePort() {
  return new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** `server/index.ts` in a process of its own, on the test's store; `ready` once it listens. */
async function serverProcess(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: join(dir, "build"), LEADS_DB: database, OUTBOX_FILE: join(dir, "none.jsonl"), OUTBOX_RATE_LIMIT: "0", OUTBOX_NETWORK_RATE_LIMIT: "0", OUTBOX_GLOBAL_RATE_LIMIT: "0", OUTBOX_CHALLENGE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const ready = new Promise<boolean>((done) => {
    const check = () => (/ready at/.test(output) ? done(true) : child.exitCode !== null || child.signalCode !== null ? done(false) : setTimeout(check, 50));
    check();
  });
  return { child, port, exited, ready, output: () => output };
}

describe("what the outbox acknowledges", () => {
  it("answers 200 only for leads that were committed: a process killed mid-stream loses none of them", async () => {
    const first = await serverProcess();
    expect(await first.ready).toBe(true);
    const acknowledged: string[] = [];
    let sent = 0;
    const sender = async () => {
      for (;;) {
        const name = `Visitor ${(sent += 1)}`;
        try {
          const response = await fetch(`http://127.0.0.1:${first.port}${OUTBOX_PATH}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...connect, template_params: { name, phone: "9876543210" } }),
          });
          if (response.status === 200) acknowledged.push(name);
        } catch {
          return; // The process is gone.
        }
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(40);
    first.child.kill("SIGKILL");
    await Promise.all(senders);
    await first.exited;
    const stored = new Set(leads().map((lead) => lead.template_params.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // The killed owner does not hold the store: the next server starts at once and takes leads.
    const second = await serverProcess();
    expect(await second.ready).toBe(true);
    expect(second.output()).toMatch(/taking over from process \d+/);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 60_000);

  it("refuses what no longer fits (503), and keeps every lead it acknowledged before", async () => {
    const app = server({ maxBytes: 128 * 1024 });
    const long = (name: string) => ({ ...meeting, template_params: { ...meeting.template_params, name, description: "x".repeat(1900) } });
    const log = quietErrors();
    const statuses: number[] = [];
    try {
      for (let index = 0; index < 100; index += 1) statuses.push((await post(app, long(`Long ${index}`))).status);
    } finally {
      log.restore();
    }
    const accepted = statuses.filter((status) => status === 200).length;
    expect(statuses.slice(accepted).every((status) => status === 503)).toBe(true);
    expect(accepted).toBeGreaterThan(5);
    expect(leads()).toHaveLength(accepted);
  });

  it.skipIf(!canMountTmpfs)(
    "on a real full filesystem (a 256 KB tmpfs; mounting needs root, so other users skip this)",
    async () => {
      const mount = mkdtempSync(join(tmpdir(), "outbox-full-"));
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mount]);
      try {
        const fullDatabase = join(mount, "leads.db");
        const app = createOutbox({ database: fullDatabase, rateLimit: 0, networkRateLimit: 0, globalRateLimit: 0 });
        const send = (body: unknown) =>
          app.request(OUTBOX_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, fromSocket());
        const long = (name: string) => ({ ...meeting, template_params: { ...meeting.template_params, name, description: "x".repeat(1900) } });
        expect((await send(connect)).status).toBe(200);
        // Fill every free block, so the store can only grow inside the blocks it already has.
        try {
          for (;;) appendFileSync(join(mount, "filler"), Buffer.alloc(4096));
        } catch (error) {
          expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
        }
        const log = quietErrors();
        const statuses: number[] = [];
        try {
          for (let index = 0; index < 40; index += 1) statuses.push((await send(long(`Full ${index}`))).status);
        } finally {
          log.restore();
        }
        expect(statuses).toContain(500);
        rmSync(join(mount, "filler"));
        expect((await send(long("After"))).status).toBe(200);
        const names = readLeads(fullDatabase).entries.map((entry) => entry.template_params.name);
        expect(names).toHaveLength(1 + statuses.filter((status) => status === 200).length + 1);
        expect(names).toContain("After");
      } finally {
        closeLeadStores();
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
  it("defaults to data/leads.db (importing data/outbox.jsonl), 10 a minute and no proxy", () => {
    expect(outboxOptionsFromEnv({})).toMatchObject({
      database: resolve("data/leads.db"),
      legacyFile: resolve("data/outbox.jsonl"),
      rateLimit: DEFAULT_RATE_LIMIT,
      globalRateLimit: DEFAULT_GLOBAL_RATE_LIMIT,
    });
    expect(outboxOptionsFromEnv({}).trustProxy!("10.0.0.1")).toBe(false);
  });

  it("reads LEADS_DB, OUTBOX_FILE, OUTBOX_RATE_LIMIT, OUTBOX_GLOBAL_RATE_LIMIT and TRUSTED_PROXIES", () => {
    const options = outboxOptionsFromEnv({
      LEADS_DB: "test-results/leads.db",
      OUTBOX_FILE: "test-results/outbox.jsonl",
      OUTBOX_RATE_LIMIT: "0",
      OUTBOX_GLOBAL_RATE_LIMIT: "5",
      TRUSTED_PROXIES: "10.0.0.0/8",
    });
    expect(options).toMatchObject({ database: resolve("test-results/leads.db"), legacyFile: resolve("test-results/outbox.jsonl"), rateLimit: 0, globalRateLimit: 5 });
    expect(options.trustProxy!("10.1.2.3")).toBe(true);
  });

  it("refuses a rate limit that is not a whole number", () => {
    expect(() => outboxOptionsFromEnv({ OUTBOX_RATE_LIMIT: "lots" })).toThrow(/OUTBOX_RATE_LIMIT/);
  });
});

describe("reading the outbox", () => {
  it("lists leads newest first, keeping only the newest when asked for a few", () => {
    const store = openLeadStore(database);
    for (const minute of [3, 1, 4, 5, 9, 2, 6]) store.add("connect", connect, new Date(`2030-01-01T09:0${minute}:00.000Z`));
    store.add("meeting", meeting, new Date("2029-12-31T09:00:00.000Z"));
    const { entries, total } = readLeads(database, { limit: 3 });
    expect(total).toBe(8);
    expect(entries.map((entry) => entry.timestamp.slice(14, 16))).toEqual(["09", "06", "05"]);
    expect(readLeads(database).entries.at(-1)).toMatchObject({ kind: "meeting", template_params: meeting.template_params });
  });

  it("is empty when nothing has been sent, and creates nothing", () => {
    expect(readLeads(join(dir, "missing.db"))).toEqual({ entries: [], total: 0 });
    expect(existsSync(join(dir, "missing.db"))).toBe(false);
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
  it("purges leads past the retention at start-up", async () => {
    const now = Date.parse("2030-06-01T00:00:00Z");
    const store = openLeadStore(database);
    store.add("connect", { ...connect, template_params: { name: "Too old", phone: "9876543210" } }, new Date("2028-05-31T23:59:59.000Z"));
    store.add("connect", { ...connect, template_params: { name: "Just in time", phone: "9876543210" } }, new Date("2028-06-01T00:00:01.000Z"));
    store.addSuspect("connect", connect, "honeypot", new Date("2028-05-31T23:59:59.000Z"));
    store.addSuspect("connect", connect, "honeypot", new Date("2028-06-01T00:00:01.000Z"));
    store.close();
    const app = server({ now: () => now });
    expect((await post(app, connect)).status).toBe(200);
    expect(leads().map((lead) => lead.template_params.name)).toEqual(["Just in time", "Ravi Iyer"]);
    expect(readSuspects(database).entries.map((suspect) => suspect.timestamp)).toEqual(["2028-06-01T00:00:01.000Z"]);
  });

  it("npm run leads -- --purge-older-than 24m purges, even while a server runs; npm run outbox reads the same store", async () => {
    const run = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", script, ...args], { env: { ...process.env, LEADS_DB: database }, encoding: "utf8", timeout: 20_000 });
    const store = openLeadStore(database);
    store.add("connect", { ...connect, template_params: { name: "Ancient", phone: "9876543210" } }, new Date("2001-01-01T00:00:00.000Z"));
    store.add("connect", { ...connect, template_params: { name: "Yesterday", phone: "9876543210" } }, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const purged = run("scripts/leads.ts", "--purge-older-than", "24m");
    expect(purged.stdout).toMatch(/Removed 1 submission\(s\) made before .*; 1 kept\./);
    expect(leads().map((lead) => lead.template_params.name)).toEqual(["Yesterday"]);
    expect(run("scripts/leads.ts", "--purge-older-than", "soon").stderr).toContain("24m or 90d");
    // The server still owns the store and keeps writing to it.
    expect(() => store.add("meeting", meeting)).not.toThrow();
    const shown = run("scripts/leads.ts", "--limit", "1");
    expect(shown.stdout).toMatch(/^2 submissions in .*leads\.db, the 1 newest\n\nBook a Meeting · /);
    expect(shown.stdout).not.toContain("suspected");
    store.addSuspect("connect", { ...connect, template_params: { name: "\u001b[2JBot", phone: "9876543210", kvx_bait: "x" } }, "honeypot");
    expect(run("scripts/leads.ts").stdout).toContain("Kept apart as suspected: honeypot 1. npm run leads -- --suspect shows them.");
    const suspects = run("scripts/leads.ts", "--suspect");
    expect(suspects.stdout).toMatch(/^1 suspected submission in .*leads\.db, newest first\n\nConnect · .* · suspected: honeypot\n {2}Name {6}\\x1b\[2JBot/);
    const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(packageJson.scripts.outbox).toBe(packageJson.scripts.leads);
  }, 60_000);
});

describe("the outbox files of earlier versions", () => {
  const line = (timestamp: string, name: string) => JSON.stringify({ timestamp, kind: "connect", ...connect, template_params: { name, phone: "9876543210" } }) + "\n";

  it("are imported once at start-up, rotated files too, then deleted; a torn line is left out", async () => {
    const legacyFile = join(dir, "data", "outbox.jsonl");
    mkdirSync(join(dir, "data"), { recursive: true });
    writeFileSync(legacyFile, line("2030-01-02T09:00:00.000Z", "Newer") + '{"timestamp":"2030-01-0');
    writeFileSync(`${legacyFile}.2030-01-01`, line("2030-01-01T09:00:00.000Z", "Older"));
    writeFileSync(`${legacyFile}.lock`, "12345 somewhere\n");
    const log: string[] = [];
    const original = console.log;
    console.log = (message: string) => log.push(message);
    try {
      server({ legacyFile, now: () => Date.parse("2030-02-01T00:00:00Z") });
    } finally {
      console.log = original;
    }
    expect(leads()).toMatchObject([
      { kind: "connect", timestamp: "2030-01-01T09:00:00.000Z", template_params: { name: "Older" }, template_id: "connect" },
      { kind: "connect", timestamp: "2030-01-02T09:00:00.000Z", template_params: { name: "Newer" } },
    ]);
    expect(log.join("\n")).toMatch(/imported 1 submission\(s\) from .*outbox\.jsonl, then deleted it; 1 line\(s\) that were not submissions/);
    expect([existsSync(legacyFile), existsSync(`${legacyFile}.2030-01-01`), existsSync(`${legacyFile}.lock`)]).toEqual([false, false, false]);
    // A second start imports nothing again, and an import cut short before its delete adds no duplicates.
    closeLeadStores();
    writeFileSync(legacyFile, line("2030-01-02T09:00:00.000Z", "Newer"));
    server({ legacyFile, now: () => Date.parse("2030-02-01T00:00:00Z") });
    expect(leads()).toHaveLength(2);
  });
});

describe("the lead store on disk", () => {
  it.skipIf(!canTrace)("flushes the folder after creating the database, so the new file survives a crash (seen with strace)", () => {
    const folder = join(dir, "traced");
    const script = `import { openLeadStore } from ${JSON.stringify(resolve("server/lead-store.ts"))}; openLeadStore(${JSON.stringify(join(folder, "leads.db"))});`;
    const result = spawnSync("strace", ["-f", "-e", "trace=openat,fsync", process.execPath, "--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    const calls = result.stderr.split("\n").filter((line) => line.includes(folder) || /fsync\(/.test(line));
    const created = calls.findIndex((line) => line.includes(`${folder}/leads.db"`) && line.includes("O_CREAT"));
    const folderFd = calls.findIndex((line, index) => index > created && line.includes(`"${folder}"`));
    expect(created).toBeGreaterThanOrEqual(0);
    expect(folderFd).toBeGreaterThan(created);
    const fd = /= (\d+)$/.exec(calls[folderFd]!.trim())![1];
    expect(calls.slice(folderFd + 1).some((line) => line.includes(`fsync(${fd})`))).toBe(true);
  });

  it("creates the database readable by its owner only (0600), and narrows an older one", async () => {
    const app = server();
    expect((await post(app, connect)).status).toBe(200);
    expect(statSync(database).mode & 0o777).toBe(0o600);
    expect(statSync(`${database}-wal`).mode & 0o777).toBe(0o600);
    const older = join(dir, "older.db");
    writeFileSync(older, "", { mode: 0o644 });
    openLeadStore(older);
    expect(statSync(older).mode & 0o777).toBe(0o600);
  });

  it("runs in WAL mode with full sync: a commit is on disk when the lead is acknowledged", () => {
    server();
    const db = new DatabaseSync(database);
    try {
      expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    } finally {
      db.close();
    }
  });

  it("answers 503 with a clear log line once the store has reached OUTBOX_MAX_BYTES, and keeps what it had", async () => {
    // The analytics events' share of the file (kept beyond the leads' limit) at its smallest.
    const app = server({ maxBytes: 40 * 1024 }, { maxEvents: 1 });
    expect((await post(app, connect)).status).toBe(200);
    const log = quietErrors();
    let accepted = 1;
    try {
      for (;;) {
        const response = await post(app, { ...meeting, template_params: { ...meeting.template_params, description: "x".repeat(1500) } });
        if (response.status === 200) {
          accepted += 1;
          continue;
        }
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: "The outbox is full; try again later" });
        break;
      }
    } finally {
      log.restore();
    }
    expect(leads()).toHaveLength(accepted);
    expect(log.errors.join("\n")).toMatch(/has reached its limit of 40960 bytes \(OUTBOX_MAX_BYTES\)/);
  });

  it("is owned by one server: a second server on the same store refuses to start and says why", async () => {
    server();
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: join(dir, "build"), LEADS_DB: database, OUTBOX_FILE: join(dir, "none.jsonl") },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The server cannot start: the lead store ${database} is in use by process ${process.pid}`);
  }, 30_000);

  it("is taken over from an owner on another host whose heartbeat has stopped (a container removed with docker rm -f)", () => {
    openLeadStore(database, { host: "container-a" });
    // Container A is gone without releasing the store: its row stays, its heartbeat stops.
    const db = new DatabaseSync(database);
    const row = db.prepare("SELECT * FROM owner").get();
    closeLeadStores();
    db.prepare("INSERT OR REPLACE INTO owner (id, token, pid, host, started_at, heartbeat_at) VALUES (1, ?, ?, ?, ?, ?)").run(
      String(row!.token), Number(row!.pid), "container-a", String(row!.started_at), Date.now(),
    );
    db.close();
    const log = quietErrors();
    const started = Date.now();
    try {
      expect(() => openLeadStore(database, { host: "container-b", staleAfterMs: 600 })).not.toThrow();
    } finally {
      log.restore();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(log.errors.join("\n")).toMatch(/taking over from process \d+ on container-a/);
  });

  it("is refused while an owner on another host keeps its heartbeat", async () => {
    const script = `import { openLeadStore } from ${JSON.stringify(resolve("server/lead-store.ts"))}; openLeadStore(${JSON.stringify(database)}, { host: "container-a" }); console.log("owned"); setInterval(() => {}, 1000);`;
    const holder = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((done) => holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("owned") && done()));
      const result = spawnSync(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", `import { openLeadStore } from ${JSON.stringify(resolve("server/lead-store.ts"))}; openLeadStore(${JSON.stringify(database)}, { host: "container-b" });`],
        { encoding: "utf8", timeout: 30_000 },
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/the lead store .* is in use by process \d+ on container-a/);
    } finally {
      holder.kill("SIGKILL");
    }
  }, 40_000);
});
