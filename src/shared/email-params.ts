/** Limits shared by the form fields and the local outbox that checks what they send. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const AGENDA_MAX_LENGTH = 2000;
export const PHONE_DIGITS = 10;

/**
 * A field people cannot see or reach and bots fill in (`HoneypotField`). Its value goes to the
 * local outbox with the request, which answers a filled one as if it were a lead and keeps it apart,
 * as suspected. Its name, like its label and autocomplete token, matches nothing a browser's
 * address or contact autofill looks for (no "company", "website", "name", "code"…), so that no
 * autofill fills it for a person.
 */
export const HONEYPOT_FIELD = "kvx_bait";
/** The answer to the local outbox's proof-of-work challenge, sent with the request (`challenge.ts`). */
export const CHALLENGE_FIELD = "altcha";
/** The honeypot's name before it was renamed, still accepted from a tab opened before. */
export const LEGACY_HONEYPOT_FIELD = "company_website";

/**
 * The meeting form's fields, kept as its draft: the slot's `date` and `time` are on the visitor's
 * clock, in `time_zone` (an IANA name such as `Europe/London`).
 */
export type MeetingFields = { name: string; email: string; date: string; time: string; description: string; time_zone: string };

/**
 * The meeting template's variables: the spec's `{{name}} {{email}} {{date}} {{time}}
 * {{description}}`, and `{{time_zone}}`, `{{start_utc}}` (ISO 8601) and `{{start_ist}}` (the slot
 * on the team's clock, e.g. "Tue, 1 Dec 2026, 16:30 IST") so the email shows both.
 */
export type MeetingParams = MeetingFields & { start_utc: string; start_ist: string };

/** The connect template's variables: `{{name}} {{phone}}`. */
export type ConnectParams = { name: string; phone: string };

/** What each form holds, by form. */
export type FormFields = { meeting: MeetingFields; connect: ConnectParams };
/** What each form sends, by form. */
export type EmailParams = { meeting: MeetingParams; connect: ConnectParams };
export type EmailKind = keyof EmailParams;

/**
 * Where a lead came from, sent beside the form's own fields (which keep their names) in both modes:
 * the visit's first page in this tab, the host of the site that linked to it, the visit's UTM
 * parameters, the page the form was sent from, the control that opened the form, and the version
 * of the notice under the form. Kept only in the tab (`sessionStorage`), never in a cookie.
 */
export const SOURCE_FIELDS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "sent_from",
  "opened_by",
  "notice_version",
] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type SourceParams = Record<SourceField, string>;
/** The longest a source field may be: a page's path, a host, a campaign's name. */
export const SOURCE_MAX_LENGTH = 300;

/**
 * The version of the notice under the forms (`ContactFormBody`): changed whenever its words change,
 * to the date of the change (with ".2" and on for a second change that day).
 */
export const NOTICE_VERSION = "2026-11-30.6";
