import { lazy, Suspense } from "react";
import { CONTACT_MESSAGES } from "./contact-messages";
import { ContactNotice } from "./contact-notice";
import type { EmailKind } from "~/shared/email-params";
import type { MeetingRequest } from "./meeting-request";

// Calendar links and email fallbacks load with the message, not with the page.
const OutcomeActions = lazy(() => import("./outcome-actions"));

export type Outcome = { id: number; kind: EmailKind; ok: boolean; meeting?: MeetingRequest };

/** Whether an outcome has something to do beside its message: a meeting's calendar or email, a call. */
const hasActions = ({ kind, ok, meeting }: Outcome) => (kind === "meeting" ? Boolean(meeting) : !ok);

/** A form's outcome: the spec's exact message, and beside it what the visitor can do next. */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  return (
    <ContactNotice
      tone={outcome.ok ? "success" : "error"}
      message={CONTACT_MESSAGES[outcome.kind][outcome.ok ? "success" : "failure"]}
      onDismiss={onDismiss}
      actions={
        hasActions(outcome) ? (
          <Suspense fallback={null}>
            <OutcomeActions kind={outcome.kind} ok={outcome.ok} meeting={outcome.meeting} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
