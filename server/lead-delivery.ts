/*
 * Every lead the server stores is delivered onward from the store, at least once: to the team by
 * email (SMTP, through nodemailer), to a webhook (a CRM, a Slack workflow) signed with HMAC-SHA256,
 * and, for a meeting request, an acknowledgement to the visitor with the slot in their own time
 * zone. Each delivery is a row beside the lead, written in the lead's own transaction; a delivery
 * that fails is tried again with back-off, across restarts, until it is made, then marked.
 */
import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import type { EmailKind } from "../src/shared/email-params";
import type { Delivery, LeadEntry, LeadStore } from "./lead-store";

/** Where leads go, as the environment configures it. */
export type DeliveryOptions = {
  /** The team's mail server, e.g. `smtps://user:password@smtp.example.com` (SMTP_URL). */
  smtpUrl?: string;
  /** Who on the team receives each lead (LEADS_TO). */
  to?: string;
  /** The sender of the team's notification and of the visitor's acknowledgement (LEADS_FROM). */
  from?: string;
  /** A URL that takes each lead as JSON (LEADS_WEBHOOK_URL). */
  webhookUrl?: string;
  /** The key its body is signed with (LEADS_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** The first retry's wait; each next one waits twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A try that has not answered within this time has failed. */
  timeoutMs?: number;
};

export const DEFAULT_BASE_DELAY_MS = 5_000;
export const DEFAULT_MAX_DELAY_MS = 30 * 60 * 1000;
export const DEFAULT_DELIVERY_TIMEOUT_MS = 15_000;

/** The header carrying the body's signature: `sha256=` and the HMAC-SHA256 of the body in hex. */
export const SIGNATURE_HEADER = "X-Kovira-Signature";
/** The header carrying the lead's stable id, the same on every try: a receiver keeps one lead per key. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export type Channel = "team-email" | "visitor-email" | "webhook";

/** Reads SMTP_URL, LEADS_TO, LEADS_FROM, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET; refuses half a configuration. */
export function deliveryOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DeliveryOptions {
  const value = (name: string) => (env[name] ?? "").trim() || undefined;
  const options: DeliveryOptions = {
    smtpUrl: value("SMTP_URL"),
    to: value("LEADS_TO"),
    from: value("LEADS_FROM"),
    webhookUrl: value("LEADS_WEBHOOK_URL"),
    webhookSecret: value("LEADS_WEBHOOK_SECRET"),
  };
  checkDeliveryOptions(options);
  return options;
}

/** Throws when a channel is half configured: a lead must never wait for a delivery that cannot be made. */
export function checkDeliveryOptions(options: DeliveryOptions) {
  const email = [options.smtpUrl, options.to, options.from];
  if (email.some(Boolean) && !email.every(Boolean)) throw new Error("SMTP_URL, LEADS_TO and LEADS_FROM go together: set all three, or none");
  if (options.webhookUrl && !options.webhookSecret) throw new Error("LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET, the key its body is signed with");
  if (options.webhookUrl && !/^https?:\/\//.test(options.webhookUrl)) throw new Error(`LEADS_WEBHOOK_URL must be an http(s) URL, not "${options.webhookUrl}"`);
}

/** Whether any delivery is configured. */
export const delivers = (options: DeliveryOptions | undefined) => Boolean(options && (options.smtpUrl || options.webhookUrl));

/** Where a lead of this kind goes: the team's email, the webhook, and the visitor's acknowledgement when there is an address to send it to. */
export function channelsFor(options: DeliveryOptions | undefined, kind: EmailKind): Channel[] {
  if (!options) return [];
  const channels: Channel[] = [];
  if (options.smtpUrl) channels.push("team-email", ...(kind === "meeting" ? (["visitor-email"] as const) : []));
  if (options.webhookUrl) channels.push("webhook");
  return channels;
}

/** The body a webhook receives: the same bytes on every try of one lead. */
export function webhookBody(lead: LeadEntry): string {
  return JSON.stringify({ id: lead.id, received_at: lead.timestamp, form: lead.kind, template_id: lead.template_id, fields: lead.template_params });
}

/** The signature of a body: what `X-Kovira-Signature` carries. */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

const LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  date: "Date",
  time: "Time",
  time_zone: "Time zone",
  start_utc: "Starts (UTC)",
  start_ist: "Starts (IST)",
  description: "Agenda",
};

const field = (lead: LeadEntry, name: string) => {
  const value = lead.template_params[name];
  return typeof value === "string" ? value : "";
};

/** The slot a visitor asked for, on their own clock: "Monday, 4 May 2099 at 10:45 (Europe/London)". */
export function slotOnVisitorsClock(lead: LeadEntry): string {
  const zone = field(lead, "time_zone");
  const start = Date.parse(field(lead, "start_utc"));
  if (zone && !Number.isNaN(start)) {
    try {
      const text = new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(start);
      return `${text} (${zone})`;
    } catch {
      // A zone this Node does not know: the date and time as typed.
    }
  }
  return `${field(lead, "date")} ${field(lead, "time")}${zone ? ` (${zone})` : ""}`;
}

/** The team's notification: every field under its label, and the lead's id. */
export function teamEmail(lead: LeadEntry) {
  const title = lead.kind === "meeting" ? "Book a Meeting" : "Connect";
  const lines = Object.entries(lead.template_params).map(([name, value]) => `${LABELS[name] ?? name}: ${String(value).replace(/\n/g, "\n  ")}`);
  return {
    subject: `New lead (${title}): ${field(lead, "name").slice(0, 80)}`,
    text: [`A visitor sent the ${title} form at ${lead.timestamp}.`, "", ...lines, "", `Lead ${lead.id}`].join("\n"),
  };
}

/** The visitor's acknowledgement of a meeting request, with the slot in their own time zone. */
export function visitorEmail(lead: LeadEntry, company = "Kovira Labs") {
  const ist = field(lead, "start_ist");
  return {
    subject: `${company} has your meeting request`,
    text: [
      `Hello ${field(lead, "name")},`,
      "",
      `Thank you for asking to meet ${company}. You asked for ${slotOnVisitorsClock(lead)}${ist ? `, which is ${ist} for our team in Bengaluru` : ""}.`,
      "We confirm the time by email within one working day. Until then it is a request.",
      "",
      `Reply to this email to change it or to tell us more.`,
      "",
      `— ${company}`,
    ].join("\n"),
  };
}

type Sender = (lead: LeadEntry, channel: Channel) => Promise<void>;

/** The SMTP URL with nodemailer's timeouts (URL parameters) set to `timeoutMs`, unless it sets its own. */
function withTimeouts(smtpUrl: string, timeoutMs: number): string {
  const url = new URL(smtpUrl);
  for (const name of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(timeoutMs));
  }
  return url.toString();
}

/** What each channel does with a lead; a promise that rejects is a try that failed. */
export function createSender(options: DeliveryOptions): Sender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  const mail = options.smtpUrl ? nodemailer.createTransport(withTimeouts(options.smtpUrl, timeoutMs)) : undefined;
  return async (lead, channel) => {
    if (channel === "webhook") {
      const body = webhookBody(lead);
      const response = await fetch(options.webhookUrl!, {
        method: "POST",
        headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signature(options.webhookSecret!, body), [IDEMPOTENCY_HEADER]: lead.id },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
      return;
    }
    if (!mail) throw new Error("no SMTP_URL");
    const email = channel === "team-email" ? teamEmail(lead) : visitorEmail(lead);
    const visitor = field(lead, "email");
    await mail.sendMail({
      from: options.from,
      to: channel === "team-email" ? options.to : visitor,
      ...(channel === "team-email" && visitor ? { replyTo: visitor } : {}),
      subject: email.subject,
      text: email.text,
      // The same id on every try: a mail system that sees it twice can keep one.
      messageId: `<${lead.id}.${channel}@leads.kovira-labs.com>`,
      headers: { "X-Kovira-Lead-Id": lead.id },
    });
  };
}

/** A message to the team that is not a lead (the analytics' weekly summary, a silence alert): its subject and text by email, `data` by webhook. */
export type TeamNotice = { type: string; subject: string; text: string; data: Record<string, unknown> };

/**
 * Sends a notice to the team through the leads' own channels: an email to LEADS_TO, and the
 * webhook (signed as a lead is, its body `{ type, subject, ...data }`). Rejects when a channel fails.
 */
export function createNoticeSender(options: DeliveryOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  const mail = options.smtpUrl ? nodemailer.createTransport(withTimeouts(options.smtpUrl, timeoutMs)) : undefined;
  return async (notice: TeamNotice) => {
    if (mail) await mail.sendMail({ from: options.from, to: options.to, subject: notice.subject, text: notice.text });
    if (options.webhookUrl) {
      const body = JSON.stringify({ type: notice.type, subject: notice.subject, ...notice.data });
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signature(options.webhookSecret!, body) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
    }
  };
}

/** The wait before a delivery's next try after `attempts` failed ones. */
export function backOff(attempts: number, baseDelayMs = DEFAULT_BASE_DELAY_MS, maxDelayMs = DEFAULT_MAX_DELAY_MS) {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers what is due, then sleeps until the next delivery is due (or `kick` is called, as a new
 * lead is stored). Tries run one at a time; the timer never keeps the process alive.
 */
export function startDelivery(store: LeadStore, options: DeliveryOptions, send: Sender = createSender(options), now: () => number = Date.now) {
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let stopped = false;

  async function attempt({ lead, channel, attempts }: Delivery) {
    try {
      await send(lead, channel as Channel);
      store.delivered(lead.id, channel);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const wait = backOff(attempts + 1, baseDelayMs, maxDelayMs);
      store.failed(lead.id, channel, now() + wait, reason);
      console.error(`Lead ${lead.id}: delivery to ${channel} failed (try ${attempts + 1}: ${reason}); trying again in ${Math.round(wait / 1000)} s`);
    }
  }

  async function run() {
    if (stopped || store.closed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      for (let due = store.dueDeliveries(); due.length > 0 && !stopped && !store.closed; due = store.dueDeliveries()) {
        for (const delivery of due) await attempt(delivery);
      }
    } catch (error) {
      console.error(`Lead delivery: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      return run();
    }
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped || store.closed) return;
    const next = store.nextDeliveryAt();
    if (next === undefined) return;
    timer = setTimeout(() => void run(), Math.max(50, Math.min(next - now(), maxDelayMs)));
    timer.unref();
  }

  void run();
  return {
    /** A lead was stored: deliver it now. */
    kick: () => void run(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
