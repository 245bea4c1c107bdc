/*
 * The local outbox: without an EmailJS account the site's own server answers the EmailJS send
 * endpoint, so both forms work end to end. Each accepted request becomes one JSON line in a file.
 */
import { existsSync } from "node:fs";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  AGENDA_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_DIGITS,
  type ConnectParams,
  type EmailKind,
  type MeetingParams,
} from "../src/features/contact/email-params";

export const OUTBOX_PATH = "/api/v1.0/email/send";
export const DEFAULT_OUTBOX_FILE = "data/outbox.jsonl";
export const MAX_BODY_BYTES = 32 * 1024;
export const DEFAULT_RATE_LIMIT = 10;
export const RATE_WINDOW_MS = 60_000;

const id = z.string().trim().min(1).max(200);
const name = z.string().trim().min(1).max(NAME_MAX_LENGTH);

// The forms' own limits; nothing else is accepted, so a typo in a field name is a 400, not a blank.
const meetingParamsSchema = z
  .object({
    name,
    email: z.string().email().max(EMAIL_MAX_LENGTH),
    date: z.string().date(),
    time: z.string().time(),
    description: z.string().max(AGENDA_MAX_LENGTH),
  })
  .strict() satisfies z.ZodType<MeetingParams>;

const connectParamsSchema = z
  .object({
    name,
    phone: z.string().regex(new RegExp(`^[0-9]{${PHONE_DIGITS}}$`)),
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
/** One line of the outbox file. */
export type OutboxEntry = { timestamp: string; kind: EmailKind } & OutboxRequest;

export type OutboxOptions = {
  /** The JSON-lines file; its folder is created on the first submission. */
  file: string;
  /** Requests per address per minute; 0 turns the limit off. */
  rateLimit?: number;
  now?: () => number;
};

export function outboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxOptions {
  const rateLimit = env.OUTBOX_RATE_LIMIT === undefined ? DEFAULT_RATE_LIMIT : Number(env.OUTBOX_RATE_LIMIT);
  if (!Number.isInteger(rateLimit) || rateLimit < 0) {
    throw new Error(`OUTBOX_RATE_LIMIT must be a whole number of requests per minute (0 for no limit), not "${env.OUTBOX_RATE_LIMIT}"`);
  }
  return { file: resolve(env.OUTBOX_FILE || DEFAULT_OUTBOX_FILE), rateLimit };
}

/** Fixed one-minute windows per address: enough to stop a script filling the disk. */
function createRateLimiter(limit: number, now: () => number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (address: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } => {
    const time = now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    }
    let window = windows.get(address);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + RATE_WINDOW_MS };
      windows.set(address, window);
    }
    window.count += 1;
    if (limit === 0 || window.count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
  };
}

/** Appends one at a time, in arrival order, so concurrent submissions never interleave or get lost. */
function createAppendQueue(file: string) {
  let tail: Promise<unknown> = Promise.resolve();
  return (line: string) => {
    const write = tail.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line, "utf8");
    });
    tail = write.catch(() => {});
    return write;
  };
}

/** The socket's address under @hono/node-server; requests made in tests have none. */
function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

const problem = (c: Context, status: 400 | 405 | 413 | 415 | 429 | 500, error: string, details?: string[]) =>
  c.json(details ? { error, details } : { error }, status);

export function createOutbox({ file, rateLimit = DEFAULT_RATE_LIMIT, now = Date.now }: OutboxOptions) {
  const append = createAppendQueue(file);
  const limiter = createRateLimiter(rateLimit, now);
  const router = new Hono();

  router.post(
    OUTBOX_PATH,
    async (c, next) => {
      const verdict = limiter(clientAddress(c));
      if (!verdict.allowed) {
        c.header("Retry-After", String(verdict.retryAfterSeconds));
        return problem(c, 429, `Too many requests: at most ${rateLimit} a minute. Try again in ${verdict.retryAfterSeconds} s.`);
      }
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
      const kind: EmailKind = "phone" in parsed.data.template_params ? "connect" : "meeting";
      const entry: OutboxEntry = { timestamp: new Date(now()).toISOString(), kind, ...parsed.data };
      try {
        await append(`${JSON.stringify(entry)}\n`);
      } catch (error) {
        console.error(`Could not write to the outbox ${file}:`, error);
        return problem(c, 500, "The outbox could not be written");
      }
      // EmailJS answers a successful send with a plain "OK".
      return c.text("OK", 200);
    },
  );

  router.all(OUTBOX_PATH, (c) => {
    c.header("Allow", "POST");
    return problem(c, 405, "Method Not Allowed: use POST");
  });

  return router;
}

/** The outbox `npm start` serves, configured by OUTBOX_FILE and OUTBOX_RATE_LIMIT. */
export function outboxFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const options = outboxOptionsFromEnv(env);
  console.log(`Local email outbox: ${options.file} (npm run outbox prints it)`);
  return createOutbox(options);
}

/** The submissions in an outbox file, newest first; lines that are not entries are counted, not fatal. */
export async function readOutbox(file: string): Promise<{ entries: OutboxEntry[]; unreadable: number }> {
  if (!existsSync(file)) return { entries: [], unreadable: 0 };
  const lines = (await readFile(file, "utf8")).split("\n").filter((line) => line.trim() !== "");
  const entries: OutboxEntry[] = [];
  let unreadable = 0;
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as OutboxEntry;
      if (typeof entry.timestamp === "string" && entry.template_params) entries.push(entry);
      else unreadable += 1;
    } catch {
      unreadable += 1;
    }
  }
  entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return { entries, unreadable };
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  date: "Date",
  time: "Time",
  description: "Agenda",
  phone: "Phone",
};

/** One submission as a person reads it: the form, when, and each field under its label. */
export function formatOutboxEntry(entry: OutboxEntry): string {
  const title = entry.kind === "connect" ? "Connect" : "Book a Meeting";
  const fields = Object.entries(entry.template_params).map(([field, value]) => {
    const label = (FIELD_LABELS[field] ?? field).padEnd(8);
    const text = String(value).trim() === "" ? "—" : String(value).replace(/\n/g, `\n${" ".repeat(12)}`);
    return `  ${label}  ${text}`;
  });
  const meta = `  template ${entry.template_id} · service ${entry.service_id} · key ${entry.user_id} · SDK ${entry.lib_version}`;
  return [`${title} · ${entry.timestamp}`, ...fields, meta].join("\n");
}
