import { loadEnv } from "vite";
import { emailConfigFromEnv } from "../../src/features/contact/email-config";

/**
 * What the pages' policy must allow of the email settings (environment or `.env`): the origins
 * they may call (the email service, when one is configured), and whether the forms load reCAPTCHA.
 */
export function emailBuildSettings(): { connectOrigins: string[]; recaptcha: boolean } {
  const env = { ...loadEnv("production", process.cwd(), "VITE_"), ...process.env };
  const config = emailConfigFromEnv(env);
  return { connectOrigins: config.mode === "emailjs" ? [config.origin] : [], recaptcha: config.recaptchaSiteKey !== null };
}
