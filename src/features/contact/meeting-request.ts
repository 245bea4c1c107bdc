import type { MeetingHours } from "~/content/site-schema";
import type { MeetingParams } from "~/shared/email-params";
import { instantOf } from "~/lib/zoned-time";
import { describeSlot, describeTeamSlot } from "./meeting-time";

/*
 * A sent (or unsent) meeting request, as the visitor can keep it: a calendar event, links that add
 * it to Google Calendar or Outlook, and an email that sends it when the form could not.
 */

/** What a meeting request says, in both zones. */
export type MeetingRequest = {
  name: string;
  agenda: string;
  start: Date;
  end: Date;
  visitorZone: string;
  /** "Tue, 1 Dec, 11:00 GMT" */
  visitorSlot: string;
  /** "Tue, 1 Dec 2026, 16:30 IST" */
  teamSlot: string;
};

export function meetingRequest(params: MeetingParams, hours: MeetingHours): MeetingRequest {
  const zone = params.time_zone || hours.timeZone;
  const start = instantOf(params.date, params.time, zone);
  return {
    name: params.name,
    agenda: params.description,
    start,
    end: new Date(start.getTime() + hours.lengthMinutes * 60_000),
    visitorZone: zone,
    visitorSlot: describeSlot(start, zone),
    teamSlot: describeTeamSlot(start, hours),
  };
}

export const EVENT_TITLE = (company: string) => `Meeting request with ${company} (to be confirmed)`;

function eventDetails(request: MeetingRequest, company: string) {
  return [
    `Requested by ${request.name}. ${company} confirms the time by email within one working day.`,
    `Your time: ${request.visitorSlot} (${request.visitorZone})`,
    `Bengaluru time: ${request.teamSlot}`,
    ...(request.agenda ? ["", `Agenda: ${request.agenda}`] : []),
  ].join("\n");
}

/** `20261201T110000Z`: the basic UTC form calendars read. */
function basicUtc(instant: Date) {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** A link that opens Google Calendar's new-event page with the request filled in. */
export function googleCalendarUrl(request: MeetingRequest, company: string) {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", EVENT_TITLE(company));
  url.searchParams.set("dates", `${basicUtc(request.start)}/${basicUtc(request.end)}`);
  url.searchParams.set("details", eventDetails(request, company));
  return url.toString();
}

/** A link that opens Outlook on the web's new-event form with the request filled in. */
export function outlookCalendarUrl(request: MeetingRequest, company: string) {
  const url = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", EVENT_TITLE(company));
  url.searchParams.set("startdt", request.start.toISOString());
  url.searchParams.set("enddt", request.end.toISOString());
  url.searchParams.set("body", eventDetails(request, company));
  return url.toString();
}

/** An email to the company carrying the request, for when the form could not send it. */
export function requestByEmail(request: MeetingRequest, email: string, company: string) {
  const subject = `Meeting request: ${request.teamSlot}`;
  const body = [
    `Hello ${company},`,
    "",
    "I would like to book a meeting:",
    `My time: ${request.visitorSlot} (${request.visitorZone})`,
    `Bengaluru time: ${request.teamSlot}`,
    ...(request.agenda ? [`Agenda: ${request.agenda}`] : []),
    "",
    request.name,
  ].join("\n");
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The request as an iCalendar file (RFC 5545): one tentative event in UTC, titled as a request and
 * carrying the agenda. Made by the `ics` library, loaded only when the visitor asks for the file.
 */
export async function calendarFile(request: MeetingRequest, company: string, companyEmail: string) {
  const { createEvent } = await import("ics");
  const { error, value } = createEvent({
    productId: `-//${company}//Meeting request//EN`,
    uid: `meeting-${request.start.getTime()}-${Math.random().toString(36).slice(2)}@${companyEmail.split("@")[1] ?? "example.com"}`,
    title: EVENT_TITLE(company),
    description: eventDetails(request, company),
    start: request.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: request.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: "TENTATIVE",
    organizer: { name: company, email: companyEmail },
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be made");
  return value;
}
