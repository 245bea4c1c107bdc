// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backOff, channelsFor, deliveryOptionsFromEnv, signature, slotOnVisitorsClock, type DeliveryOptions } from "./lead-delivery";
import { closeLeadStores, readDeliveries, readLeads, type LeadEntry } from "./lead-store";
import { createOutbox, OUTBOX_PATH, outboxFromEnv } from "./outbox";
import { closedPort, smtpSink, webhookReceiver } from "./delivery-sinks";

/*
 * Delivery against a local SMTP sink and a local webhook receiver, both started here: nothing
 * leaves the machine.
 */

const SECRET = "a-shared-secret";
const meeting = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "meeting",
  template_params: {
    name: "Oliver Hughes",
    email: "oliver@example.co.uk",
    date: "2099-05-04",
    time: "10:45",
    description: "Platform migration",
    time_zone: "Europe/London",
    start_utc: "2099-05-04T09:45:00.000Z",
    start_ist: "Mon, 4 May, 2099, 15:15 IST",
  },
};
const connect = { ...meeting, template_id: "connect", template_params: { name: "Ravi Iyer", phone: "9876543210" } };

let dir: string;
let database: string;
const closers: (() => Promise<void>)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-delivery-"));
  database = join(dir, "leads.db");
});

afterEach(async () => {
  closeLeadStores();
  for (const close of closers.splice(0)) await close();
  rmSync(dir, { recursive: true, force: true });
});

function outbox(delivery: DeliveryOptions) {
  const router = createOutbox({ database, rateLimit: 0, networkRateLimit: 0, globalRateLimit: 0, delivery: { baseDelayMs: 100, maxDelayMs: 400, timeoutMs: 2_000, ...delivery } });
  closers.push(async () => router.deliverer?.stop());
  return router;
}

const post = (router: ReturnType<typeof outbox>, body: unknown) =>
  router.request(
    OUTBOX_PATH,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: "203.0.113.1" } } },
  );

function quietErrors() {
  const original = console.error;
  console.error = () => {};
  return () => (console.error = original);
}

describe("every lead is delivered onward from the store", () => {
  it("reaches the team's inbox, the visitor's (with the slot on their clock) and the signed webhook within 5 s", async () => {
    const smtp = await smtpSink();
    const hook = await webhookReceiver();
    closers.push(smtp.close, hook.close);
    const router = outbox({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      to: "team@kovira-labs.com",
      from: "leads@kovira-labs.com",
      webhookUrl: `http://127.0.0.1:${hook.port}/leads`,
      webhookSecret: SECRET,
    });
    const started = Date.now();
    expect((await post(router, meeting)).status).toBe(200);
    await expect.poll(() => [smtp.mails.length, hook.hooks.length], { timeout: 5_000, interval: 50 }).toEqual([2, 1]);
    expect(Date.now() - started).toBeLessThan(5_000);

    const [lead] = readLeads(database).entries;
    const team = smtp.mails.find((mail) => mail.to.includes("team@kovira-labs.com"))!;
    expect(team.from).toBe("leads@kovira-labs.com");
    expect(team.raw).toMatch(/Subject: New lead \(Book a Meeting\): Oliver Hughes/);
    expect(team.raw).toMatch(/Reply-To: oliver@example\.co\.uk/);
    expect(team.raw).toContain(`Lead ${lead!.id}`);
    const visitor = smtp.mails.find((mail) => mail.to.includes("oliver@example.co.uk"))!;
    expect(visitor.raw).toMatch(/Subject: Kovira Labs has your meeting request/);
    expect(visitor.raw.replace(/=\r?\n/g, "")).toContain("You asked for Monday, 4 May 2099 at 10:45 (Europe/London), which is Mon, 4 May, 2099, 15:15 IST");

    const { headers, body } = hook.hooks[0]!;
    expect(headers["idempotency-key"]).toBe(lead!.id);
    expect(headers["x-kovira-signature"]).toBe(signature(SECRET, body));
    expect(JSON.parse(body)).toEqual({ id: lead!.id, received_at: lead!.timestamp, form: "meeting", template_id: "meeting", fields: meeting.template_params });
    await expect.poll(() => readDeliveries(database).map(({ channel, delivered_at }) => [channel, Boolean(delivered_at)])).toEqual([
      ["team-email", true],
      ["visitor-email", true],
      ["webhook", true],
    ]);
  });

  it("retries a failed delivery with back-off under the same idempotency key, and marks it delivered once it is taken", async () => {
    const hook = await webhookReceiver([503, 500]);
    closers.push(hook.close);
    const restore = quietErrors();
    try {
      const router = outbox({ webhookUrl: `http://127.0.0.1:${hook.port}/leads`, webhookSecret: SECRET });
      expect((await post(router, connect)).status).toBe(200);
      await expect.poll(() => readDeliveries(database)[0]?.delivered_at ?? null, { timeout: 5_000 }).not.toBeNull();
    } finally {
      restore();
    }
    const [lead] = readLeads(database).entries;
    expect(hook.hooks).toHaveLength(3);
    expect(new Set(hook.hooks.map(({ headers }) => headers["idempotency-key"]))).toEqual(new Set([lead!.id]));
    expect(new Set(hook.hooks.map(({ body }) => body)).size).toBe(1);
    expect(readDeliveries(database)).toMatchObject([{ channel: "webhook", attempts: 3, last_error: null }]);
    // Delivered once taken: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(hook.hooks).toHaveLength(3);
  });

  it("keeps a lead stored while delivery is down through a restart, and delivers it once delivery is back", async () => {
    const smtpPort = await closedPort();
    const hookPort = await closedPort();
    const delivery = {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      to: "team@kovira-labs.com",
      from: "leads@kovira-labs.com",
      webhookUrl: `http://127.0.0.1:${hookPort}/leads`,
      webhookSecret: SECRET,
    };
    const restore = quietErrors();
    try {
      const first = outbox(delivery);
      expect((await post(first, connect)).status).toBe(200);
      await expect.poll(() => readDeliveries(database).every(({ attempts }) => attempts >= 1), { timeout: 5_000 }).toBe(true);
      first.deliverer?.stop();
      closeLeadStores(); // The server stops with its deliveries still due.
    } finally {
      restore();
    }
    expect(readDeliveries(database).map(({ channel, delivered_at }) => [channel, delivered_at])).toEqual([
      ["team-email", null],
      ["webhook", null],
    ]);

    const smtp = await smtpSink(smtpPort);
    const hook = await webhookReceiver([], hookPort);
    closers.push(smtp.close, hook.close);
    outbox(delivery);
    await expect.poll(() => [smtp.mails.length, hook.hooks.length], { timeout: 5_000, interval: 50 }).toEqual([1, 1]);
    const [lead] = readLeads(database).entries;
    expect(hook.hooks[0]!.headers["idempotency-key"]).toBe(lead!.id);
    expect(smtp.mails[0]!.raw).toContain("Name: Ravi Iyer");
    await expect.poll(() => readDeliveries(database).every(({ delivered_at }) => delivered_at !== null)).toBe(true);
  });
});

describe("delivery settings", () => {
  it("reads SMTP_URL, LEADS_TO, LEADS_FROM, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, and refuses half a configuration", () => {
    expect(deliveryOptionsFromEnv({})).toEqual({});
    expect(deliveryOptionsFromEnv({ LEADS_WEBHOOK_URL: "https://hooks.example/leads", LEADS_WEBHOOK_SECRET: "s" })).toMatchObject({
      webhookUrl: "https://hooks.example/leads",
    });
    expect(() => deliveryOptionsFromEnv({ SMTP_URL: "smtp://mail.example" })).toThrow(/SMTP_URL, LEADS_TO and LEADS_FROM go together/);
    expect(() => deliveryOptionsFromEnv({ LEADS_WEBHOOK_URL: "https://hooks.example/leads" })).toThrow(/needs LEADS_WEBHOOK_SECRET/);
  });

  it("sends the acknowledgement only where there is an address: a meeting request, not a call-back", () => {
    const options = { smtpUrl: "smtp://x", to: "t@x", from: "f@x", webhookUrl: "https://h", webhookSecret: "s" };
    expect(channelsFor(options, "meeting")).toEqual(["team-email", "visitor-email", "webhook"]);
    expect(channelsFor(options, "connect")).toEqual(["team-email", "webhook"]);
    expect(channelsFor({}, "connect")).toEqual([]);
  });

  it("backs off twice as long after each failure, up to the most", () => {
    expect([1, 2, 3, 4, 20].map((attempts) => backOff(attempts, 1_000, 5_000))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it("writes the slot on the visitor's own clock", () => {
    const lead = { template_params: meeting.template_params } as unknown as LeadEntry;
    expect(slotOnVisitorsClock(lead)).toBe("Monday, 4 May 2099 at 10:45 (Europe/London)");
  });
});

describe("a server with nowhere to deliver", () => {
  it("says loudly at start-up where leads are kept and how to read them; with a delivery, where they go", () => {
    const said: string[] = [];
    const original = { warn: console.warn, log: console.log };
    console.warn = (message: string) => said.push(`warn: ${message}`);
    console.log = (message: string) => said.push(`log: ${message}`);
    try {
      outboxFromEnv({ LEADS_DB: database, OUTBOX_FILE: join(dir, "none.jsonl") });
      closeLeadStores();
      outboxFromEnv({ LEADS_DB: database, OUTBOX_FILE: join(dir, "none.jsonl"), LEADS_WEBHOOK_URL: "https://hooks.example/leads", LEADS_WEBHOOK_SECRET: "s" });
    } finally {
      Object.assign(console, original);
    }
    expect(said[0]).toMatch(/^warn: !!! Leads are NOT delivered anywhere/);
    expect(said[0]).toContain(`Every lead is kept only in ${database}`);
    expect(said[0]).toContain("npm run leads");
    expect(said[1]).toBe(`log: Local email outbox: leads are kept in ${database} and delivered by the webhook hooks.example (npm run leads prints them)`);
  });
});
