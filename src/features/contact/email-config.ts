const DEFAULT_EMAILJS_ORIGIN = "https://api.emailjs.com";

export type EmailConfig =
  | {
      mode: "emailjs";
      publicKey: string;
      serviceId: string;
      templates: { meeting: string; connect: string };
      origin: string;
      /**
       * reCAPTCHA v2's site key: the EmailJS account verifies the challenge before it sends
       * (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`; docs/contact-forms.md, "Spam"). Required, unless the
       * build is told `VITE_EMAILJS_RECAPTCHA=off`, which leaves it null and the challenge off.
       */
      recaptchaSiteKey: string | null;
    }
  /** No EmailJS account configured: the forms post the same request to the site's own outbox. */
  | {
      mode: "outbox";
      publicKey: string;
      serviceId: string;
      templates: { meeting: string; connect: string };
      origin: null;
      recaptchaSiteKey: null;
    };

const KEYS = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_MEETING_TEMPLATE_ID",
  "VITE_EMAILJS_CONNECT_TEMPLATE_ID",
] as const;

/** Every variable that chooses the forms' mode and settings at build time (the Dockerfile takes each as a build argument). */
export const EMAILJS_VARIABLES = [...KEYS, "VITE_EMAILJS_ORIGIN", "VITE_EMAILJS_RECAPTCHA_SITE_KEY", "VITE_EMAILJS_RECAPTCHA"] as const;

function isHttpUrl(value: string) {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads the `VITE_EMAILJS_*` variables in one place. All four ids present: EmailJS. None: the
 * local outbox. Some but not all: a configuration mistake, reported with the missing names.
 * Checked by hand rather than with zod: this ships with the forms, and zod would triple their size.
 */
export function emailConfigFromEnv(rawEnv: Record<string, string | undefined>): EmailConfig {
  // An empty variable (`VITE_EMAILJS_ORIGIN=` in a .env file) means unset.
  const env = (key: string) => rawEnv[key]?.trim() || undefined;
  if (KEYS.every((key) => !env(key))) {
    // EmailJS checks the challenge; the local outbox has no secret key to check it with.
    if (env("VITE_EMAILJS_RECAPTCHA_SITE_KEY"))
      throw new Error("VITE_EMAILJS_RECAPTCHA_SITE_KEY works with an EmailJS account: set the VITE_EMAILJS_* ids too, or remove it");
    return {
      mode: "outbox",
      publicKey: "local-outbox",
      serviceId: "local-outbox",
      templates: { meeting: "meeting", connect: "connect" },
      origin: null,
      recaptchaSiteKey: null,
    };
  }
  const origin = env("VITE_EMAILJS_ORIGIN") ?? DEFAULT_EMAILJS_ORIGIN;
  const problems = [...KEYS.filter((key) => !env(key)), ...(isHttpUrl(origin) ? [] : ["VITE_EMAILJS_ORIGIN (not an http(s) URL)"])];
  if (problems.length > 0) throw new Error(`EmailJS is partly configured; set or remove: ${problems.join(", ")}`);
  // A challenge EmailJS verifies is on by default: without it, anyone holding the public key can
  // empty the month's quota. Sending without one is a choice the build is told of in words.
  const recaptchaSiteKey = env("VITE_EMAILJS_RECAPTCHA_SITE_KEY") ?? null;
  if (!recaptchaSiteKey && env("VITE_EMAILJS_RECAPTCHA") !== "off")
    throw new Error(
      'EmailJS sends only with a reCAPTCHA v2 challenge by default: set VITE_EMAILJS_RECAPTCHA_SITE_KEY (docs/contact-forms.md, "Spam"), or VITE_EMAILJS_RECAPTCHA=off to send without one',
    );
  const value = (key: (typeof KEYS)[number]) => env(key) as string;
  return {
    mode: "emailjs",
    publicKey: value("VITE_EMAILJS_PUBLIC_KEY"),
    serviceId: value("VITE_EMAILJS_SERVICE_ID"),
    templates: { meeting: value("VITE_EMAILJS_MEETING_TEMPLATE_ID"), connect: value("VITE_EMAILJS_CONNECT_TEMPLATE_ID") },
    // The SDK appends `/api/v1.0/email/send`.
    origin: origin.replace(/\/+$/, ""),
    recaptchaSiteKey,
  };
}

/**
 * The configuration the site was built with. Vite inlines `import.meta.env` at build time; scripts
 * run by Node have none and read `process.env` through `emailConfigFromEnv` instead.
 */
export const emailConfig: EmailConfig = emailConfigFromEnv(import.meta.env ?? {});
