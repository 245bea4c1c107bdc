/*
 * The local outbox: without an EmailJS account the site's own server answers the EmailJS send
 * endpoint, so both forms work end to end. Each accepted request becomes one lead in the lead
 * store (`server/lead-store.ts`, SQLite), acknowledged once its transaction has committed.
 */
import { resolve } from "node:path";
import { Hono, type Context } from "hono";
import { addressKey, clientAddress, TRUST_NONE, trustProxiesFromEnv, type TrustProxy } from "./client-address";
import { RETENTION_MONTHS, RETENTION_TEXT, retentionCutoff } from "../src/shared/retention";
import { LeadStoreFullError, openLeadStore, type LeadEntry, type SuspectReason } from "./lead-store";
import { importLegacyOutbox } from "./outbox-import";
import { CHALLENGE_PATH, challengeOptionsFromEnv, createChallenges, type ChallengeOptions } from "./challenge";
import { channelsFor, checkDeliveryOptions, delivers, deliveryOptionsFromEnv, startDelivery, type DeliveryOptions } from "./lead-delivery";
import { count } from "./counters";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  AGENDA_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  CHALLENGE_FIELD,
  HONEYPOT_FIELD,
  LEGACY_HONEYPOT_FIELD,
  NAME_MAX_LENGTH,
  PHONE_DIGITS,
  SOURCE_FIELDS,
  SOURCE_MAX_LENGTH,
  type SourceField,
  type ConnectParams,
  type EmailKind,
  type MeetingParams,
} from "../src/shared/email-params";

export const OUTBOX_PATH = "/api/v1.0/email/send";
/** The lead store's database (LEADS_DB). */
export const DEFAULT_LEADS_DB = "data/leads.db";
/** The JSON-lines outbox of earlier versions (OUTBOX_FILE), imported once at start-up. */
export const DEFAULT_OUTBOX_FILE = "data/outbox.jsonl";
export const MAX_BODY_BYTES = 32 * 1024;
export const DEFAULT_RATE_LIMIT = 10;
/** The largest the lead store may grow (OUTBOX_MAX_BYTES): some 5,000 submissions at the largest. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** How often the server purges submissions past their retention. */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Submissions a minute from one network (an IPv4 /24, an IPv6 /64): a few neighbouring addresses share it. */
export const DEFAULT_NETWORK_RATE_LIMIT = 20;
/** Submissions a minute from everyone together: a spread-out flood meets this one. */
export const DEFAULT_GLOBAL_RATE_LIMIT = 60;
export const RATE_WINDOW_MS = 60_000;

const id = z.string().trim().min(1).max(200);
/** The honeypot's value, sent by the forms; kept only with a suspected submission. */
const honeypot = {
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
  [LEGACY_HONEYPOT_FIELD]: z.string().max(200).optional(),
  // The answer to the proof-of-work challenge (base64 JSON); checked, never stored.
  [CHALLENGE_FIELD]: z.string().max(4000).optional(),
};
const name = z.string().trim().min(1).max(NAME_MAX_LENGTH);
/** Where the lead came from (landing page, referrer, UTM, the page and opener, the notice's version): optional, so an older tab still sends. */
const source = Object.fromEntries(SOURCE_FIELDS.map((field) => [field, z.string().max(SOURCE_MAX_LENGTH).optional()])) as Record<
  SourceField,
  z.ZodOptional<z.ZodString>
>;

// The forms' own limits; nothing else is accepted, so a typo in a field name is a 400, not a blank.
const meetingParamsSchema = z
  .object({
    name,
    email: z.string().email().max(EMAIL_MAX_LENGTH),
    date: z.string().date(),
    time: z.string().time(),
    description: z.string().max(AGENDA_MAX_LENGTH),
    // The slot's zone and instant; optional, so that a tab opened before they existed still sends.
    time_zone: z.string().max(64).optional(),
    start_utc: z.string().datetime().or(z.literal("")).optional(),
    start_ist: z.string().max(80).optional(),
    ...source,
    ...honeypot,
  })
  .strict() satisfies z.ZodType<Omit<MeetingParams, "time_zone" | "start_utc" | "start_ist"> & Partial<MeetingParams>>;

const connectParamsSchema = z
  .object({
    name,
    phone: z.string().regex(new RegExp(`^[0-9]{${PHONE_DIGITS}}$`)),
    ...source,
    ...honeypot,
  })
  .strict() satisfies z.ZodType<ConnectParams>;

/** What `@emailjs/browser` posts to `{origin}/api/v1.0/email/send`. */
export const outboxRequestSchema = z.object({
  lib_version: z.string().min(1).max(50),
  user_id: id,
  service_id: id,
  template_id: id,
  template_params: z.union([meetingParamsSchema, connectParamsSchema]),
});

export type OutboxRequest = z.infer<typeof outboxRequestSchema>;
/** One stored submission, as `npm run leads` shows it. */
export type OutboxEntry = { id?: string; timestamp: string; kind: EmailKind; reason?: string } & Omit<LeadEntry, "id" | "timestamp" | "kind">;

export type OutboxOptions = {
  /** The lead store's SQLite database; its folder is created when the outbox starts. */
  database: string;
  /** An outbox file of earlier versions, imported into the store at start-up and then deleted. */
  legacyFile?: string;
  /** Well-formed submissions per address (an IPv6 /64) per minute; 0 turns the limit off. */
  rateLimit?: number;
  /** Well-formed submissions per network (an IPv4 /24, an IPv6 /64) per minute; 0 turns the limit off. */
  networkRateLimit?: number;
  /**
   * Well-formed submissions per minute from all addresses together; 0 turns the limit off. Counted
   * twice over: once for networks already sending this minute (suspected first: a few busy
   * addresses fill it), once for a network's first submission of the minute (a new visitor).
   */
  globalRateLimit?: number;
  /**
   * The proxies in front of the server (TRUSTED_PROXIES): only a request whose socket is one of
   * them may name its client in `X-Forwarded-For`. None by default: the socket's address counts.
   */
  trustProxy?: TrustProxy;
  /** The store's largest size in bytes; a submission that would pass it answers 503. */
  maxBytes?: number;
  /** Room kept in the same file beyond `maxBytes` for the analytics events. */
  reservedBytes?: number;
  /** The proof-of-work challenge a submission must answer (OUTBOX_CHALLENGE, ALTCHA_HMAC_KEY); none when unset. */
  challenge?: ChallengeOptions | false;
  /** Where each lead is delivered onward (SMTP_URL, LEADS_TO, LEADS_FROM, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET); nowhere when unset. */
  delivery?: DeliveryOptions;
  /** Submissions older than this are purged at start-up and daily (the privacy notice's retention). */
  retentionMonths?: number;
  /** Told each well-formed submission's outcome, from the answer given (the analytics' sent, failed and refused). */
  onOutcome?: (c: Context, outcome: "sent" | "failed" | "refused", kind: EmailKind, params: Record<string, unknown>) => void;
  now?: () => number;
};

export function outboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxOptions {
  const wholeNumber = (name: string, fallback: number, what: string) => {
    const value = env[name] === undefined || env[name] === "" ? fallback : Number(env[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be ${what}, not "${env[name]}"`);
    return value;
  };
  return {
    database: resolve(env.LEADS_DB || DEFAULT_LEADS_DB),
    legacyFile: resolve(env.OUTBOX_FILE || DEFAULT_OUTBOX_FILE),
    rateLimit: wholeNumber("OUTBOX_RATE_LIMIT", DEFAULT_RATE_LIMIT, "a whole number of requests per minute (0 for no limit)"),
    networkRateLimit: wholeNumber("OUTBOX_NETWORK_RATE_LIMIT", DEFAULT_NETWORK_RATE_LIMIT, "a whole number of requests per minute (0 for no limit)"),
    globalRateLimit: wholeNumber("OUTBOX_GLOBAL_RATE_LIMIT", DEFAULT_GLOBAL_RATE_LIMIT, "a whole number of requests per minute (0 for no limit)"),
    trustProxy: trustProxiesFromEnv(env).trust,
    maxBytes: wholeNumber("OUTBOX_MAX_BYTES", DEFAULT_MAX_BYTES, "a whole number of bytes") || DEFAULT_MAX_BYTES,
    delivery: deliveryOptionsFromEnv(env),
    challenge: challengeOptionsFromEnv(env),
  };
}

/** Addresses remembered at most; beyond it the oldest window is forgotten first. */
export const RATE_LIMIT_MAX_ADDRESSES = 10_000;

/**
 * Fixed one-minute windows per address: enough to stop a script filling the disk. A Map keeps
 * insertion order and a window is re-inserted when it starts, so the oldest windows are always at
 * the front: expiry looks only there, and a full map drops its oldest. Memory and work per request
 * stay bounded however many addresses arrive.
 */
export function createRateLimiter(limit: number, now: () => number, maxAddresses = RATE_LIMIT_MAX_ADDRESSES) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(address: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      if (limit === 0) return { allowed: true };
      const time = now();
      for (const [key, window] of windows) {
        if (window.resetAt > time && windows.size < maxAddresses) break;
        windows.delete(key);
      }
      let window = windows.get(address);
      if (!window || window.resetAt <= time) {
        windows.delete(address);
        window = { count: 0, resetAt: time + RATE_WINDOW_MS };
        windows.set(address, window);
      }
      if (window.count >= limit) return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
      window.count += 1;
      return { allowed: true };
    },
    /** How many an address has used of the current window (0 when it has none). */
    count(address: string): number {
      const window = windows.get(address);
      return window && window.resetAt > now() ? window.count : 0;
    },
    get size() {
      return windows.size;
    },
  };
}

/** The network an address key belongs to: an IPv4 address's /24; an IPv6 key is its /64 already. */
export function networkKey(key: string): string {
  const octets = key.split(".");
  return octets.length === 4 ? `${octets.slice(0, 3).join(".")}.0/24` : key;
}

/** The key a submission counts against: its client's address (an IPv6 /64), or undefined when that is not an address. */
function clientKey(c: Context, trustProxy: TrustProxy): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = clientAddress(env?.incoming?.socket?.remoteAddress, c.req.header("x-forwarded-for"), trustProxy);
  return address === undefined ? undefined : addressKey(address);
}

const problem = (c: Context, status: 400 | 403 | 405 | 413 | 415 | 429 | 500 | 503, error: string, details?: string[]) =>
  c.json(details ? { error, details } : { error }, status);

export function createOutbox({
  database,
  legacyFile,
  rateLimit = DEFAULT_RATE_LIMIT,
  networkRateLimit = DEFAULT_NETWORK_RATE_LIMIT,
  globalRateLimit = DEFAULT_GLOBAL_RATE_LIMIT,
  trustProxy = TRUST_NONE,
  maxBytes = DEFAULT_MAX_BYTES,
  reservedBytes,
  retentionMonths = RETENTION_MONTHS,
  delivery,
  challenge,
  onOutcome,
  now = Date.now,
}: OutboxOptions) {
  const challenges = challenge ? createChallenges(challenge) : undefined;
  if (delivery) checkDeliveryOptions(delivery);
  const store = openLeadStore(database, { maxBytes, reservedBytes, now });
  if (legacyFile) {
    try {
      for (const { file, imported, unreadable } of importLegacyOutbox(store, legacyFile)) {
        const skipped = unreadable > 0 ? `; ${unreadable} line(s) that were not submissions (a write cut short, never acknowledged) were left out` : "";
        console.log(`Lead store ${database}: imported ${imported} submission(s) from ${file}, then deleted it${skipped}`);
      }
    } catch (error) {
      store.close();
      throw new Error(`the outbox file ${legacyFile} could not be imported into ${database}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Kept only as long as the privacy notice says: purged now and once a day.
  const purge = () => {
    try {
      const removed = store.purge(retentionCutoff(new Date(now()), retentionMonths));
      if (removed > 0) console.log(`Lead store ${database}: removed ${removed} submission(s) older than ${RETENTION_TEXT}`);
    } catch (error) {
      console.error(`Lead store ${database}: the purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  purge();
  setInterval(purge, PURGE_INTERVAL_MS).unref();
  // Delivered onward from the store: what was not delivered before a restart is delivered now.
  const deliverer = delivers(delivery) ? startDelivery(store, delivery!, undefined, now) : undefined;
  const limiter = createRateLimiter(rateLimit, now);
  const networks = createRateLimiter(networkRateLimit, now);
  // Everyone's limit, in two budgets: networks already sending this minute (a few busy addresses
  // are shed here first), and a network's first submission of the minute (a new visitor).
  const everyone = createRateLimiter(globalRateLimit, now);
  const newcomers = createRateLimiter(globalRateLimit, now);
  const router = new Hono();

  if (challenges) {
    router.get(CHALLENGE_PATH, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await challenges.issue());
    });
  }

  router.post(
    OUTBOX_PATH,
    async (c, next) => {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) return problem(c, 415, "Content-Type must be application/json");
      await next();
    },
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => problem(c, 413, `Body larger than ${MAX_BODY_BYTES / 1024} KB`) }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return problem(c, 400, "Body is not valid JSON");
      }
      const parsed = outboxRequestSchema.safeParse(body);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
        return problem(c, 400, "Body is not an EmailJS send request for the meeting or connect form", details);
      }
      // Only well-formed submissions count: a few malformed posts must not lock out the next real one.
      const key = clientKey(c, trustProxy);
      if (key === undefined) return problem(c, 400, "The client's address is not an IP address");
      const { [HONEYPOT_FIELD]: trap, [LEGACY_HONEYPOT_FIELD]: legacyTrap, [CHALLENGE_FIELD]: answer, ...fields } = parsed.data.template_params;
      const kind: EmailKind = "phone" in fields ? "connect" : "meeting";
      // A suspected submission is kept apart from the leads, with its reason, never dropped.
      const outcome = (result: "sent" | "failed" | "refused") => onOutcome?.(c, result, kind, fields);
      const suspect = (reason: SuspectReason) => {
        // Counted with the server's other refusals, so an attack shows in its log (docs/server.md).
        count(`suspect-${reason}`);
        outcome("refused");
        try {
          store.addSuspect(kind, { ...parsed.data, template_params: { ...parsed.data.template_params, [CHALLENGE_FIELD]: undefined } }, reason);
        } catch (error) {
          console.error(`Outbox: a suspected submission (${reason}) could not be kept: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      const verdict = limiter.take(key);
      if (!verdict.allowed) {
        suspect("address-limit");
        c.header("Retry-After", String(verdict.retryAfterSeconds));
        return problem(c, 429, `Too many requests: at most ${rateLimit} a minute. Try again in ${verdict.retryAfterSeconds} s.`);
      }
      // Then its network's: neighbouring addresses (a /24) share one allowance.
      const network = networkKey(key);
      const seenThisMinute = networks.count(network) > 0;
      const neighbours = networks.take(network);
      if (!neighbours.allowed) {
        suspect("network-limit");
        c.header("Retry-After", String(neighbours.retryAfterSeconds));
        return problem(c, 429, `Too many requests from your network: at most ${networkRateLimit} a minute. Try again in ${neighbours.retryAfterSeconds} s.`);
      }
      // The proof of work: without a fresh answer, refused (the visitor is told, with other ways
      // to reach the team) and kept apart.
      if (challenges && !(await challenges.check(answer))) {
        suspect("challenge");
        return problem(c, 403, "The form's challenge was not answered; reload the page and send it again");
      }
      // A filled honeypot is a bot's: told it worked, as a person would be, and kept apart
      // (not counted against everyone's rate below).
      if (trap || legacyTrap) {
        suspect("honeypot");
        return c.text("OK", 200);
      }
      // Then everyone's together, last: a flood from many addresses is refused, logged and kept
      // apart. Networks already sending this minute meet it first; a network's first submission
      // has a budget of its own, so a few busy addresses cannot shut the form for a new visitor.
      const overall = (seenThisMinute ? everyone : newcomers).take("everyone");
      if (!overall.allowed) {
        suspect("global-limit");
        console.error(`Outbox: more than ${globalRateLimit} submissions this minute from all addresses; refusing for ${overall.retryAfterSeconds} s`);
        c.header("Retry-After", String(overall.retryAfterSeconds));
        return problem(c, 503, `The outbox is taking no more this minute. Try again in ${overall.retryAfterSeconds} s.`);
      }
      try {
        // Returns once the transaction has committed: the lead is on disk before the answer.
        store.add(kind, { ...parsed.data, template_params: fields }, new Date(now()), undefined, channelsFor(delivery, kind));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        outcome("failed");
        if (error instanceof LeadStoreFullError) {
          console.error(`Outbox refused a submission: ${reason}`);
          return problem(c, 503, "The outbox is full; try again later");
        }
        console.error(`Could not store a submission in ${database}: ${reason}`);
        return problem(c, 500, "The outbox could not be written");
      }
      deliverer?.kick();
      outcome("sent");
      // EmailJS answers a successful send with a plain "OK", once the lead is on disk.
      return c.text("OK", 200);
    },
  );

  router.all(OUTBOX_PATH, (c) => {
    c.header("Allow", "POST");
    return problem(c, 405, "Method Not Allowed: use POST");
  });

  return Object.assign(router, { store, deliverer });
}

/** The outbox `npm start` serves, configured by LEADS_DB, OUTBOX_FILE and the OUTBOX_ limits. */
export function outboxFromEnv(env: NodeJS.ProcessEnv = process.env, extra: Pick<OutboxOptions, "onOutcome" | "reservedBytes"> = {}) {
  const options = { ...outboxOptionsFromEnv(env), ...extra };
  const where = [options.delivery?.smtpUrl && `email to ${options.delivery.to}`, options.delivery?.webhookUrl && `the webhook ${new URL(options.delivery.webhookUrl).host}`].filter(Boolean);
  if (where.length > 0) {
    console.log(`Local email outbox: leads are kept in ${options.database} and delivered by ${where.join(" and ")} (npm run leads prints them)`);
  } else {
    // Said loudly: a deployment with nowhere to deliver must not leave leads unread on a volume.
    console.warn(
      [
        "!!! Leads are NOT delivered anywhere: no SMTP_URL (with LEADS_TO, LEADS_FROM) and no LEADS_WEBHOOK_URL is set.",
        `!!! Every lead is kept only in ${options.database}; nobody is told when one arrives.`,
        "!!! Read them with `npm run leads` (in the Docker image: docker exec <container> node build/server/leads.mjs), or set a delivery (docs/server.md).",
      ].join("\n"),
    );
  }
  return createOutbox(options);
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  date: "Date",
  time: "Time",
  description: "Agenda",
  time_zone: "Time zone",
  start_utc: "Starts (UTC)",
  start_ist: "Starts (IST)",
  phone: "Phone",
  landing_page: "Landed on",
  referrer_host: "Referrer",
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
  sent_from: "Sent from",
  opened_by: "Opened by",
  notice_version: "Notice",
};

/**
 * Characters a terminal acts on, or a reader cannot see: C0 controls but the newline (escape
 * sequences, carriage return, bell, backspace), DEL and C1 controls; every format character (bidi
 * marks, overrides and isolates, zero-width spaces and joiners, the byte-order mark, soft hyphen,
 * tag characters); line and paragraph separators; spaces other than the plain one; variation
 * selectors; and the blank fillers (combining grapheme joiner, Hangul fillers, braille blank).
 */
// eslint-disable-next-line no-misleading-character-class -- the marks are matched alone, to be shown as escapes
const INVISIBLE = /(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|(?! )\p{Zs}|[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/gu;

/** Text a visitor typed, made inert for a terminal: each invisible or control character shown as its escape. */
export function inert(text: string): string {
  return text.replace(INVISIBLE, (character) => {
    const code = character.codePointAt(0)!;
    if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
    if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, "0")}`;
    return `\\u{${code.toString(16)}}`;
  });
}

/** One submission as a person reads it: the form, when, and each field under its label. */
export function formatOutboxEntry(entry: OutboxEntry): string {
  const title = entry.kind === "connect" ? "Connect" : "Book a Meeting";
  const fields = Object.entries(entry.template_params).map(([field, value]) => {
    const label = inert(FIELD_LABELS[field] ?? field).padEnd(8);
    const text = String(value).trim() === "" ? "—" : inert(String(value)).replace(/\n/g, `\n${" ".repeat(12)}`);
    return `  ${label}  ${text}`;
  });
  const meta = inert(`template ${entry.template_id} · service ${entry.service_id} · key ${entry.user_id} · SDK ${entry.lib_version}`);
  const suspected = entry.reason ? ` · suspected: ${inert(entry.reason)}` : "";
  return [`${title} · ${inert(String(entry.timestamp))}${suspected}`, ...fields, `  ${meta}`].join("\n");
}
