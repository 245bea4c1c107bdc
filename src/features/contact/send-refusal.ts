import type { EmailKind } from "~/shared/email-params";

/**
 * Answers that say the request was turned away rather than lost: EmailJS's 403 (a blocked origin or
 * challenge) and 429 (its rate limit), and our own server's 429 (one address's limit) and 503 (its
 * limit for everyone, or a full store). The visitor is told so, with the other ways to reach the team.
 */
export const REFUSAL_STATUSES: readonly number[] = [403, 429, 503];

/** The last send of each form that the endpoint refused, until the next send of that form. */
const refused = new Map<EmailKind, number>();

/** Records how a form's last send ended: refused with this status, or not refused. */
export function recordSendStatus(kind: EmailKind, status: number | undefined) {
  if (status !== undefined && REFUSAL_STATUSES.includes(status)) refused.set(kind, status);
  else refused.delete(kind);
}

/** The status with which the endpoint refused the form's last send, if it did. */
export function refusalOf(kind: EmailKind): number | undefined {
  return refused.get(kind);
}
