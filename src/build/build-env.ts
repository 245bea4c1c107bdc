import { loadEnv } from "vite";
import { emailConfigFromEnv } from "../features/contact/email-config";

/** Origins the pages may call: the email service, when one is configured (environment or `.env`). */
export function emailOrigins(): string[] {
  const env = { ...loadEnv("production", process.cwd(), "VITE_"), ...process.env };
  const config = emailConfigFromEnv(env);
  return config.mode === "emailjs" ? [config.origin] : [];
}
