import { emailConfigFromEnv } from "../app/features/contact/email-config";

/** Origins the pages may call: the email service, when one is configured. */
export function emailOrigins(): string[] {
  const config = emailConfigFromEnv(process.env);
  return config.mode === "emailjs" ? [config.origin] : [];
}
