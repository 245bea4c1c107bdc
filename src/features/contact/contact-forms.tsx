import {
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Button } from "~/components/ui/button";
import { useDraft } from "./drafts";
import { site } from "~/content/site";
import { AGENDA_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type EmailKind, type EmailParams, type MeetingFields } from "~/shared/email-params";
import { meetingRequest, type MeetingRequest } from "./meeting-request";
import { MeetingSlotFields, slotOf } from "./meeting-slot";
import { describeTeamSlot, detectTimeZone, slotProblem } from "./meeting-time";
import { FormField, HONEYPOT_FIELD, HoneypotField, inputClass } from "./form-field";
import { PhoneField } from "./phone-field";
import { formNotice } from "~/shared/retention";
import { emailConfig } from "./email-config";
import { sendEmail } from "./send-email";
import { CONTACT_FORM_ATTRIBUTE } from "./contact-openers";
import { paths } from "~/lib/paths";

/**
 * A submission's outcome, with the meeting it asked for (for the calendar file, the links and the
 * email fallback beside the message).
 */
export type Settle = (kind: EmailKind, ok: boolean, meeting?: MeetingRequest) => void;

/** At least one character that is not a space, so a name of blanks is caught by the browser. */
const NOT_BLANK = ".*\\S.*";

/** Today in the visitor's own time zone, as a date input writes it. */
function localIsoDate(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function trimmed<T extends Record<string, string>>(params: T): T {
  return Object.fromEntries(Object.entries(params).map(([field, value]) => [field, value.trim()])) as T;
}

/** What the meeting form sends: its fields, and the slot in UTC and on the team's clock. */
function meetingParams(fields: MeetingFields): EmailParams["meeting"] {
  const slot = slotOf(fields);
  return {
    ...fields,
    start_utc: slot ? slot.toISOString() : "",
    start_ist: slot ? describeTeamSlot(slot, site.meetings) : "",
  };
}

/** Sends one form at a time: a second submit while the first is on its way sends nothing. */
function useSubmission<K extends EmailKind>(kind: K, params: () => EmailParams[K], clear: () => void, onSettled: Settle) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const sent = trimmed(params());
    const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? "");
    setSending(true);
    const ok = (await sendEmail(kind, sent, { honeypot })).ok;
    setSending(false);
    inFlight.current = false;
    if (ok) {
      clear();
      // Emptied fields are not the visitor's mistake: the form starts over, unmarked.
      form.reset();
    }
    onSettled(kind, ok, kind === "meeting" ? meetingRequest(sent as EmailParams["meeting"], site.meetings) : undefined);
  }

  return { sending, submit };
}

/** Each form's heading and one line under it, shared by the dialog and the form's own page. */
export const CONTACT_FORM_COPY: Record<EmailKind, { title: string; description: string }> = {
  meeting: { title: "Book a Meeting", description: "Pick a time within our meeting hours, on your own clock, and tell us what you would like to cover." },
  connect: { title: "Connect", description: "Leave your number and we will call you back, usually the same working day." },
};

type FormBodyProps = {
  kind: EmailKind;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The Cancel button: it closes a dialog, and leaves the form's page. */
  cancel: ReactNode;
  /** Where the form goes with no JavaScript at all (the form's page only). */
  fallbackAction?: string;
  formRef: RefObject<HTMLFormElement | null>;
  children: ReactNode;
};

function ContactFormBody({ kind, sending, onSubmit, cancel, fallbackAction, formRef, children }: FormBodyProps) {
  return (
    <form
      ref={formRef}
      // A submit before the island has run is held by the page's opener script (contact-openers.ts).
      {...{ [CONTACT_FORM_ATTRIBUTE]: kind }}
      className="mt-6 grid gap-4"
      onSubmit={onSubmit}
      aria-busy={sending}
      {...(fallbackAction && { action: fallbackAction, method: "post", encType: "text/plain" })}
    >
      {children}
      <HoneypotField />
      <p role="status" className="sr-only">
        {sending ? "Sending…" : ""}
      </p>
      <p className="text-sm text-ink-600">
        {formNotice(emailConfig.mode)}{" "}
        <a href={paths.privacy} className="font-medium text-brand-700 underline underline-offset-4">
          Privacy notice
        </a>
      </p>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={sending} className="sm:min-w-28">
          {sending ? "Sending…" : "Submit"}
        </Button>
      </div>
    </form>
  );
}

/** Both forms ask for a name the same way. */
function NameField({ value, sending, onChange }: { value: string; sending: boolean; onChange: (value: string) => void }) {
  return (
    <FormField label="Name">
      {(id) => (
        <input
          id={id}
          name="name"
          type="text"
          required
          pattern={NOT_BLANK}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
          readOnly={sending}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

export type ContactFormProps = {
  onSettled: Settle;
  cancel: ReactNode;
  fallbackAction?: string;
};

const noSubscription = () => () => {};
/** Today on the visitor's clock; unknown while prerendering, so the page's form has no stale `min`. */
const useToday = () => useSyncExternalStore(noSubscription, localIsoDate, () => undefined);

export function MeetingForm({ onSettled, cancel, fallbackAction }: ContactFormProps) {
  const today = useToday();
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, setField, clear } = useDraft("meeting", formRef);
  // The zone field is filled in an idle task once the form is shown; a request sent before that
  // carries the browser's zone all the same, and is checked against the team's hours in it.
  const sentDraft = () => (draft.time_zone ? draft : { ...draft, time_zone: detectTimeZone() });
  const { sending, submit } = useSubmission("meeting", () => meetingParams(sentDraft()), clear, onSettled);

  function submitInHours(event: FormEvent<HTMLFormElement>) {
    const fields = sentDraft();
    const slot = slotOf(fields);
    const problem = slot && slotProblem(slot, new Date(), fields.time_zone, site.meetings);
    const time = event.currentTarget.elements.namedItem("time");
    if (problem && time instanceof HTMLInputElement) {
      event.preventDefault();
      setField("time_zone", fields.time_zone);
      time.setCustomValidity(problem);
      time.reportValidity();
      return;
    }
    void submit(event);
  }

  return (
    <ContactFormBody kind="meeting" sending={sending} onSubmit={submitInHours} cancel={cancel} fallbackAction={fallbackAction} formRef={formRef}>
      <NameField value={draft.name} sending={sending} onChange={(value) => setField("name", value)} />
      <FormField label="Email">
        {(id) => (
          <input
            id={id}
            name="email"
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            readOnly={sending}
            value={draft.email}
            onChange={(event) => setField("email", event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <MeetingSlotFields draft={draft} sending={sending} today={today} setField={setField} />
      <FormField label="Agenda" optional>
        {(id) => (
          <textarea
            id={id}
            name="description"
            rows={4}
            maxLength={AGENDA_MAX_LENGTH}
            readOnly={sending}
            value={draft.description}
            onChange={(event) => setField("description", event.target.value)}
            className={`${inputClass} resize-y`}
          />
        )}
      </FormField>
    </ContactFormBody>
  );
}

export function ConnectForm({ onSettled, cancel, fallbackAction }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, setField, clear } = useDraft("connect", formRef);
  const { sending, submit } = useSubmission("connect", () => draft, clear, onSettled);

  return (
    <ContactFormBody kind="connect" sending={sending} onSubmit={submit} cancel={cancel} fallbackAction={fallbackAction} formRef={formRef}>
      <NameField value={draft.name} sending={sending} onChange={(value) => setField("name", value)} />
      <PhoneField value={draft.phone} sending={sending} onChange={(value) => setField("phone", value)} />
    </ContactFormBody>
  );
}
