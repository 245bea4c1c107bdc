import CalendarPlus from "lucide-react/icons/calendar-plus";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { useState, type ReactNode } from "react";
import { site } from "~/content/site";
import type { EmailKind } from "~/shared/email-params";
import { calendarFile, googleCalendarUrl, outlookCalendarUrl, requestByEmail, type MeetingRequest } from "./meeting-request";
import { refusalOf } from "./send-refusal";

export type OutcomeActionsProps = { kind: EmailKind; ok: boolean; meeting?: MeetingRequest };

const actionClass =
  "inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white transition-colors hover:bg-white/20 [&_svg]:size-4";

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm leading-snug text-ink-200">{children}</p>;
}

/** Saves the request as an `.ics` file, made in the browser when asked for. */
function CalendarFileButton({ meeting }: { meeting: MeetingRequest }) {
  const [failed, setFailed] = useState(false);
  async function download() {
    try {
      const text = await calendarFile(meeting, site.name, site.email);
      const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "kovira-labs-meeting-request.ics";
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    }
  }
  return failed ? (
    <Note>The calendar file could not be made: the links beside it add the same event.</Note>
  ) : (
    <button type="button" onClick={download} className={actionClass}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar (.ics)
    </button>
  );
}

/**
 * What the visitor can do beside a form's outcome message: after a meeting request, add it to a
 * calendar; when sending failed, send it by email instead (meeting) or call (connect).
 */
export default function OutcomeActions({ kind, ok, meeting }: OutcomeActionsProps) {
  if (!ok && refusalOf(kind) !== undefined) {
    // Turned away, not lost: said plainly, with every other way to reach the team.
    return (
      <div className="grid gap-2.5">
        <Note>
          Our server turned this request away just now (too many requests from your network, or too many at once), so it
          did not reach us. Your details are kept in the form. You can reach us directly:
        </Note>
        <div className="flex flex-wrap gap-2">
          <a href={meeting ? requestByEmail(meeting, site.email, site.name) : `mailto:${site.email}`} className={actionClass}>
            <Mail aria-hidden="true" />
            Email {site.email}
          </a>
          <a href={site.phone.href} className={actionClass}>
            <Phone aria-hidden="true" />
            Call {site.phone.display}
          </a>
        </div>
      </div>
    );
  }
  if (kind === "meeting" && ok && meeting) {
    return (
      <div className="grid gap-2.5">
        <Note>We confirm the time by email within one working day. Until then it is a request: {meeting.teamSlot} in Bengaluru.</Note>
        <div className="flex flex-wrap gap-2">
          <CalendarFileButton meeting={meeting} />
          <a href={googleCalendarUrl(meeting, site.name)} target="_blank" rel="noopener noreferrer" className={actionClass}>
            Google Calendar
          </a>
          <a href={outlookCalendarUrl(meeting, site.name)} target="_blank" rel="noopener noreferrer" className={actionClass}>
            Outlook
          </a>
        </div>
      </div>
    );
  }
  if (kind === "meeting" && !ok && meeting) {
    return (
      <div className="grid gap-2.5">
        <Note>Your details are kept in the form. You can also send the request from your own email:</Note>
        <div className="flex flex-wrap gap-2">
          <a href={requestByEmail(meeting, site.email, site.name)} className={actionClass}>
            <Mail aria-hidden="true" />
            Email the request to {site.email}
          </a>
        </div>
      </div>
    );
  }
  if (kind === "connect" && !ok) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Note>Or call us now:</Note>
        <a href={site.phone.href} className={actionClass}>
          <Phone aria-hidden="true" />
          {site.phone.display}
        </a>
      </div>
    );
  }
  return null;
}
