import { RETENTION_TEXT } from "~/features/contact/retention";

/**
 * Values the pages quote from the code that keeps them true: `{retention}` is how long enquiries
 * are kept (src/features/contact/retention.ts), which the outbox's purge applies.
 */
export function withSettings(text: string) {
  return text.replaceAll("{retention}", RETENTION_TEXT);
}
