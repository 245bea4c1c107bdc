// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { digestOptionsFromEnv, startAnalyticsDigests } from "./analytics-digest";
import { openAnalyticsStore, type AnalyticsStore } from "./analytics-store";
import { smtpSink, webhookReceiver } from "./delivery-sinks";
import { signature, type DeliveryOptions } from "./lead-delivery";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SECRET = "a-shared-secret";
/** Monday 23 November 2026, 00:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 23);

let dir: string;
let database: string;
let store: AnalyticsStore;
let clock: number;
const stops: (() => unknown)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "analytics-digest-"));
  database = join(dir, "leads.db");
  store = openAnalyticsStore(database);
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function sinks() {
  const smtp = await smtpSink();
  const hooks = await webhookReceiver();
  stops.push(smtp.close, hooks.close);
  const delivery: DeliveryOptions = {
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    to: "team@kovira-labs.com",
    from: "site@kovira-labs.com",
    webhookUrl: `http://127.0.0.1:${hooks.port}/hook`,
    webhookSecret: SECRET,
  };
  return { smtp, hooks, delivery };
}

function start(delivery: DeliveryOptions, options: Parameters<typeof startAnalyticsDigests>[3]) {
  const digests = startAnalyticsDigests(store, database, delivery, options, { now: () => clock })!;
  stops.push(() => digests.stop());
  return digests;
}

describe("the weekly summary", () => {
  it("goes on Monday from 08:00 UTC, once, by email and by signed webhook, with the week before's figures", async () => {
    const { smtp, hooks, delivery } = await sinks();
    const lastWeek = MONDAY - 7 * DAY + 10 * HOUR;
    store.addMany([
      ...Array.from({ length: 120 }, (_, i) => ({ at: lastWeek + i * HOUR, step: "view" as const, page: "/", visitor: `v${i}` })),
      ...Array.from({ length: 6 }, () => ({ at: lastWeek, step: "opener" as const, page: "/", form: "connect" })),
      ...Array.from({ length: 5 }, () => ({ at: lastWeek, step: "form" as const, page: "/", form: "connect" })),
      ...Array.from({ length: 3 }, () => ({ at: lastWeek, step: "submit" as const, page: "/", form: "connect" })),
      ...Array.from({ length: 2 }, () => ({ at: lastWeek, step: "sent" as const, page: "/", form: "connect" })),
      // This week's: not in last week's summary.
      { at: MONDAY + HOUR, step: "view" as const, page: "/", visitor: "today" },
    ]);
    clock = MONDAY + 7 * HOUR;
    const digests = start(delivery, { weekly: true });
    await digests.check();
    expect(smtp.mails).toHaveLength(0);
    clock = MONDAY + 8 * HOUR;
    await digests.check();
    await digests.check();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(["team@kovira-labs.com"]);
    expect(smtp.mails[0]!.raw).toMatch(/Page views\s+120/);
    expect(smtp.mails[0]!.raw).toMatch(/Sent\s+2 \(66\.7% of submitted\)/);
    expect(hooks.hooks).toHaveLength(1);
    const body = JSON.parse(hooks.hooks[0]!.body) as { type: string; subject: string; totals: Record<string, number> };
    expect(body.type).toBe("analytics-weekly-summary");
    expect(body.subject).toBe("Kovira Labs funnel, 16 Nov – 22 Nov 2026: 120 views, 2 sent");
    expect(smtp.mails[0]!.raw).toContain("Subject: =?UTF-8?Q?Kovira_Labs_funnel=2C_16_Nov_=E2=80=93_2?=");
    expect(body.totals).toMatchObject({ view: 120, opener: 6, form: 5, submit: 3, sent: 2 });
    expect(hooks.hooks[0]!.headers["x-kovira-signature"]).toBe(signature(SECRET, hooks.hooks[0]!.body));
    // A restart that same Monday does not send it again.
    await start(delivery, { weekly: true }).check();
    expect(smtp.mails).toHaveLength(1);
  });
});

describe("the silence alert", () => {
  it("says when page views or sends have stopped for longer than the time set, once per silence", async () => {
    const { smtp, hooks, delivery } = await sinks();
    clock = MONDAY;
    store.add({ at: clock, step: "view", page: "/" });
    store.add({ at: clock, step: "sent", page: "/connect", form: "connect" });
    const digests = start(delivery, { silenceMs: 6 * HOUR });
    clock += 5 * HOUR;
    store.add({ at: clock, step: "view", page: "/" });
    clock += 2 * HOUR;
    await digests.check();
    // Views came 2 hours ago; the last send 7 hours ago.
    expect(smtp.mails.map((mail) => /Subject: (.*)/.exec(mail.raw)![1])).toEqual(["Kovira Labs: no sent forms for 7 hours"]);
    expect(JSON.parse(hooks.hooks[0]!.body)).toMatchObject({ type: "analytics-silence-alert", step: "sent", hours: 7 });
    clock += 5 * HOUR;
    await digests.check();
    expect(smtp.mails.map((mail) => /Subject: (.*)/.exec(mail.raw)![1])).toEqual([
      "Kovira Labs: no sent forms for 7 hours",
      "Kovira Labs: no page views for 7 hours",
    ]);
    // A send comes, then stops again: a new silence, a new alert.
    store.add({ at: clock, step: "sent", page: "/connect", form: "connect" });
    await digests.check();
    expect(smtp.mails).toHaveLength(2);
    clock += 6 * HOUR;
    await digests.check();
    expect(smtp.mails).toHaveLength(3);
  });

  it("tries again at the next check when the channel failed", async () => {
    const { smtp, delivery } = await sinks();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    clock = MONDAY;
    const digests = start({ ...delivery, smtpUrl: "smtp://127.0.0.1:1", webhookUrl: undefined }, { silenceMs: HOUR });
    clock += 2 * HOUR;
    await digests.check();
    expect(quiet.mock.calls.join("\n")).toMatch(/could not be sent/);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("the digests' settings", () => {
  it("are off unless asked for, and refuse what they cannot read", () => {
    expect(digestOptionsFromEnv({})).toEqual({ weekly: false, silenceMs: 0 });
    expect(digestOptionsFromEnv({ ANALYTICS_WEEKLY_SUMMARY: "1", ANALYTICS_SILENCE_HOURS: "12" })).toEqual({ weekly: true, silenceMs: 12 * HOUR });
    expect(() => digestOptionsFromEnv({ ANALYTICS_WEEKLY_SUMMARY: "yes" })).toThrow(/ANALYTICS_WEEKLY_SUMMARY/);
    expect(() => digestOptionsFromEnv({ ANALYTICS_SILENCE_HOURS: "soon" })).toThrow(/ANALYTICS_SILENCE_HOURS/);
    expect(startAnalyticsDigests(store, database, undefined, {})).toBeUndefined();
  });
});
