// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "./app";
import {
  DEFAULT_RATE_LIMIT,
  formatOutboxEntry,
  MAX_BODY_BYTES,
  OUTBOX_PATH,
  outboxOptionsFromEnv,
  readOutbox,
  RATE_WINDOW_MS,
  type OutboxEntry,
  type OutboxOptions,
} from "./outbox";

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
  return createApp({ buildDir: join(dir, "build"), outbox: { file, rateLimit: 0, ...options } });
}

const meeting = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "meeting",
  template_params: { name: "Asha Rao", email: "asha@example.com", date: "2030-05-04", time: "10:30", description: "Roadmap\nreview" },
};
const connect = { ...meeting, template_id: "connect", template_params: { name: "Ravi Iyer", phone: "9876543210" } };

function post(app: ReturnType<typeof server>, body: unknown, headers: Record<string, string> = {}) {
  return app.request(OUTBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
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

  it("still serves the site around it", async () => {
    expect((await server().request("/")).status).toBe(200);
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
});

describe("outboxOptionsFromEnv", () => {
  it("defaults to data/outbox.jsonl and 10 a minute", () => {
    expect(outboxOptionsFromEnv({})).toEqual({ file: resolve("data/outbox.jsonl"), rateLimit: DEFAULT_RATE_LIMIT });
  });

  it("reads OUTBOX_FILE and OUTBOX_RATE_LIMIT", () => {
    expect(outboxOptionsFromEnv({ OUTBOX_FILE: "test-results/outbox.jsonl", OUTBOX_RATE_LIMIT: "0" })).toEqual({
      file: resolve("test-results/outbox.jsonl"),
      rateLimit: 0,
    });
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
    expect(await readOutbox(join(dir, "missing.jsonl"))).toEqual({ entries: [], unreadable: 0 });
  });

  it("prints each field under its form label", () => {
    const text = formatOutboxEntry({ timestamp: "2030-01-01T09:00:00.000Z", kind: "meeting", ...meeting });
    expect(text).toContain("Book a Meeting · 2030-01-01T09:00:00.000Z");
    expect(text).toMatch(/Agenda\s+Roadmap\n\s+review/);
    expect(text).toMatch(/Email\s+asha@example.com/);
  });
});
