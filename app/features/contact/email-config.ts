import { z } from "zod";

const DEFAULT_EMAILJS_ORIGIN = "https://api.emailjs.com";

const emailJsSchema = z.object({
  VITE_EMAILJS_PUBLIC_KEY: z.string().min(1),
  VITE_EMAILJS_SERVICE_ID: z.string().min(1),
  VITE_EMAILJS_MEETING_TEMPLATE_ID: z.string().min(1),
  VITE_EMAILJS_CONNECT_TEMPLATE_ID: z.string().min(1),
  VITE_EMAILJS_ORIGIN: z.url().default(DEFAULT_EMAILJS_ORIGIN),
});

export type EmailConfig =
  | {
      mode: "emailjs";
      publicKey: string;
      serviceId: string;
      templates: { meeting: string; connect: string };
      origin: string;
    }
  /** No EmailJS account configured: the forms post the same request to the site's own outbox. */
  | { mode: "outbox"; publicKey: string; serviceId: string; templates: { meeting: string; connect: string }; origin: null };

const KEYS = ["VITE_EMAILJS_PUBLIC_KEY", "VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_MEETING_TEMPLATE_ID", "VITE_EMAILJS_CONNECT_TEMPLATE_ID"] as const;

/**
 * Reads the `VITE_EMAILJS_*` variables in one place. All four ids present: EmailJS. None: the
 * local outbox. Some but not all: a configuration mistake, reported with the missing names.
 */
export function emailConfigFromEnv(env: Record<string, string | undefined>): EmailConfig {
  const present = KEYS.filter((key) => env[key]);
  if (present.length === 0) {
    return { mode: "outbox", publicKey: "local-outbox", serviceId: "local-outbox", templates: { meeting: "meeting", connect: "connect" }, origin: null };
  }
  const result = emailJsSchema.safeParse(env);
  if (!result.success) {
    const missing = result.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`EmailJS is partly configured; set or remove: ${missing}`);
  }
  const vars = result.data;
  return {
    mode: "emailjs",
    publicKey: vars.VITE_EMAILJS_PUBLIC_KEY,
    serviceId: vars.VITE_EMAILJS_SERVICE_ID,
    templates: { meeting: vars.VITE_EMAILJS_MEETING_TEMPLATE_ID, connect: vars.VITE_EMAILJS_CONNECT_TEMPLATE_ID },
    origin: vars.VITE_EMAILJS_ORIGIN,
  };
}
