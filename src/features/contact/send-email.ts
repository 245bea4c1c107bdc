import { emailConfig, type EmailConfig } from "./email-config";
import type { EmailKind, EmailParams } from "./email-params";

/** No answer within this time is a failure, whatever arrives later. */
export const SEND_TIMEOUT_MS = 15_000;

export type SendFailureReason = "status" | "network" | "timeout" | "rejected";
export type SendResult = { ok: true } | { ok: false; reason: SendFailureReason; status?: number; detail?: string };

type EmailSdk = typeof import("@emailjs/browser");

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
        emailjs.init({ publicKey: config.publicKey, blockHeadless: false }, config.origin ?? window.location.origin);
        return emailjs;
      },
      (error: unknown) => {
        sdk = undefined; // A chunk that failed to load may load on the next try.
        throw error;
      },
    );
    return sdk;
  }

  async function sendEmail<K extends EmailKind>(kind: K, params: EmailParams[K]): Promise<SendResult> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<SendResult>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: "timeout" }), SEND_TIMEOUT_MS);
    });
    const attempt = prepareEmail()
      .then((emailjs) => emailjs.send(config.serviceId, config.templates[kind], params))
      .then(
        (response): SendResult =>
          isSuccessStatus(response.status) ? { ok: true } : { ok: false, reason: "status", status: response.status, detail: response.text },
        failureFrom,
      );
    try {
      const result = await Promise.race([attempt, timeout]);
      if (!result.ok) console.warn(`The ${kind} email was not sent`, result);
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  return { prepareEmail, sendEmail };
}

export const { prepareEmail, sendEmail } = createEmailSender(emailConfig);
