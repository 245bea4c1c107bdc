import { emailConfig, type EmailConfig } from "./email-config";
import { answerChallenge } from "~/shared/challenge";
import { CHALLENGE_FIELD, HONEYPOT_FIELD, type EmailKind, type EmailParams } from "~/shared/email-params";
import { createChallenge } from "./recaptcha";
import { leadSource } from "./lead-source";
import { recordSendStatus } from "./send-refusal";
import { track } from "~/features/analytics/track";
import type { Outcome } from "~/shared/analytics-events";

/** No answer within this time is a failure, whatever arrives later. */
export const SEND_TIMEOUT_MS = 15_000;

export type SendFailureReason = "status" | "network" | "timeout" | "rejected";
export type SendResult = { ok: true } | { ok: false; reason: SendFailureReason; status?: number; detail?: string };

type EmailSdk = typeof import("@emailjs/browser");

/**
 * EmailJS's own rate limit, per form, in the browser: one send per form in this time. With an
 * account, a script reloading the page cannot drain the monthly quota from one browser.
 */
export const EMAILJS_THROTTLE_MS = 10_000;

/** Where EmailJS keeps the time of the last send: localStorage, or memory when storage is blocked. */
export function throttleStorage(): StorageLike {
  const memory = new Map<string, string>();
  const local = (): Storage | undefined => {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    async get(key) {
      try {
        return local()?.getItem(key) ?? memory.get(key);
      } catch {
        return memory.get(key);
      }
    },
    async set(key, value) {
      memory.set(key, value);
      try {
        local()?.setItem(key, value);
      } catch {
        // Kept in memory for as long as the page lives.
      }
    },
    async remove(key) {
      memory.delete(key);
      try {
        local()?.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

/** What EmailJS asks of a storage provider. */
type StorageLike = {
  get: (key: string) => Promise<string | null | undefined>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

/** Besides the form's fields: what the honeypot field holds (empty for a person). */
export type SendExtras = { honeypot?: string };

function failureFrom(error: unknown): SendResult {
  // The SDK rejects with EmailJSResponseStatus {status, text} for any non-2xx answer.
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
    const detail = "text" in error ? String(error.text) : undefined;
    return { ok: false, reason: error.status === 0 ? "network" : "status", status: error.status, detail };
  }
  if (error instanceof TypeError) return { ok: false, reason: "network", detail: error.message };
  // Missing ids and malformed params are rejected as plain strings.
  return { ok: false, reason: "rejected", detail: String(error) };
}

const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/** A send's outcome as the funnel counts it: sent; refused by the service (a 4xx: a limit, a block); or failed. */
export function sendOutcome(result: SendResult): Outcome {
  if (result.ok) return "Sent";
  return result.reason === "status" && result.status !== undefined && result.status >= 400 && result.status < 500 ? "Refused" : "Failed";
}

/**
 * The one way the site sends email. The SDK is imported and initialised on first use, so it costs
 * nothing until somebody opens a form. Without an EmailJS account the same request goes to the
 * site's own server, which answers the EmailJS endpoint with its local outbox.
 */
export function createEmailSender(config: EmailConfig) {
  let sdk: Promise<EmailSdk> | undefined;

  function prepareEmail(): Promise<EmailSdk> {
    sdk ??= import("@emailjs/browser").then(
      (emailjs) => {
        // blockHeadless would answer 451 to every automated browser, including our own tests.
        if (config.mode === "emailjs") {
          emailjs.init({ publicKey: config.publicKey, blockHeadless: false, storageProvider: throttleStorage() }, config.origin);
        } else {
          emailjs.init({ publicKey: config.publicKey, blockHeadless: false }, window.location.origin);
        }
        return emailjs;
      },
      (error: unknown) => {
        sdk = undefined; // A chunk that failed to load may load on the next try.
        throw error;
      },
    );
    return sdk;
  }

  const challenge = config.mode === "emailjs" && config.recaptchaSiteKey ? createChallenge(config.recaptchaSiteKey) : null;

  /**
   * What goes to the endpoint: the local outbox gets the honeypot's value (it keeps a filled one
   * apart, as suspected); EmailJS gets the challenge's token when the account asks for one.
   */
  async function requestParams(kind: EmailKind, fields: Record<string, string>, honeypot: string): Promise<Record<string, string>> {
    // Where the lead came from travels beside the form's fields, in both modes.
    const params = { ...fields, ...leadSource(kind) };
    if (config.mode === "outbox") return { ...params, [HONEYPOT_FIELD]: honeypot, [CHALLENGE_FIELD]: await answerChallenge() };
    return challenge ? { ...params, "g-recaptcha-response": await challenge.token() } : params;
  }

  async function sendEmail<K extends EmailKind>(kind: K, params: EmailParams[K], { honeypot = "" }: SendExtras = {}): Promise<SendResult> {
    // A filled honeypot is a bot's: with EmailJS nothing is sent, so it spends none of the quota.
    if (honeypot !== "" && config.mode === "emailjs") return { ok: true };
    track("Submit", { form: kind });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<SendResult>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: "timeout" }), SEND_TIMEOUT_MS);
    });
    const limitRate = config.mode === "emailjs" ? { limitRate: { id: `kovira-${kind}`, throttle: EMAILJS_THROTTLE_MS } } : undefined;
    const attempt = Promise.all([prepareEmail(), requestParams(kind, params, honeypot)])
      .then(([emailjs, sent]) =>
        limitRate ? emailjs.send(config.serviceId, config.templates[kind], sent, limitRate) : emailjs.send(config.serviceId, config.templates[kind], sent),
      )
      .then(
        (response): SendResult =>
          isSuccessStatus(response.status) ? { ok: true } : { ok: false, reason: "status", status: response.status, detail: response.text },
        failureFrom,
      );
    try {
      const result = await Promise.race([attempt, timeout]);
      recordSendStatus(kind, result.ok ? undefined : result.status);
      // The site's own server counts the outcome from its own answer; EmailJS's is counted here.
      if (config.mode === "emailjs") track(sendOutcome(result), { form: kind });
      if (!result.ok) console.warn(`The ${kind} email was not sent`, result);
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  return { prepareEmail, sendEmail };
}

export const { prepareEmail, sendEmail } = createEmailSender(emailConfig);
