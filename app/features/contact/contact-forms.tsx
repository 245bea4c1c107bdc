import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { useDraft } from "./drafts";
import { AGENDA_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_DIGITS, type EmailKind, type EmailParams } from "./email-params";
import { FormField, HONEYPOT_FIELD, HoneypotField, inputClass } from "./form-field";
import { sanitisePastedPhone, sanitisePhone } from "./phone";
import { prepareEmail, sendEmail } from "./send-email";

export type ContactFormsProps = {
  open: EmailKind | null;
  onOpenChange: (open: boolean) => void;
  /** Called once per submission with its outcome; the provider closes the dialog and shows the message. */
  onSettled: (kind: EmailKind, ok: boolean) => void;
  /** Puts focus back on whatever opened the dialog. */
  onReturnFocus: () => void;
};

type DialogProps = Omit<ContactFormsProps, "open"> & { open: boolean };

/** At least one character that is not a space, so a name of blanks is caught by the browser. */
const NOT_BLANK = ".*\\S.*";

/** Today in the visitor's own time zone, as a date input writes it. */
export function localIsoDate(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function trimmed<T extends Record<string, string>>(params: T): T {
  return Object.fromEntries(Object.entries(params).map(([field, value]) => [field, value.trim()])) as T;
}

/** Sends one form at a time: a second submit while the first is on its way sends nothing. */
function useSubmission<K extends EmailKind>(kind: K, draft: EmailParams[K], clear: () => void, onSettled: DialogProps["onSettled"]) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    let ok = true;
    if (!new FormData(event.currentTarget).get(HONEYPOT_FIELD)) {
      setSending(true);
      ok = (await sendEmail(kind, trimmed(draft))).ok;
      setSending(false);
    }
    inFlight.current = false;
    if (ok) clear();
    onSettled(kind, ok);
  }

  return { sending, submit };
}

type ContactDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReturnFocus: () => void;
  title: string;
  description: string;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

function ContactDialog({ open, onOpenChange, onReturnFocus, title, description, sending, onSubmit, children }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onReturnFocus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form className="mt-6 grid gap-4" onSubmit={onSubmit} aria-busy={sending}>
          {children}
          <HoneypotField />
          <p role="status" className="sr-only">
            {sending ? "Sending…" : ""}
          </p>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={sending} className="sm:min-w-28">
              {sending ? "Sending…" : "Submit"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
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

function MeetingDialog({ open, onOpenChange, onSettled, onReturnFocus }: DialogProps) {
  const { draft, setField, clear } = useDraft("meeting");
  const { sending, submit } = useSubmission("meeting", draft, clear, onSettled);

  return (
    <ContactDialog
      open={open}
      onOpenChange={onOpenChange}
      onReturnFocus={onReturnFocus}
      title="Book a Meeting"
      description="Pick a time that suits you and tell us what you would like to cover."
      sending={sending}
      onSubmit={submit}
    >
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date">
          {(id) => (
            <input
              id={id}
              name="date"
              type="date"
              required
              min={localIsoDate()}
              readOnly={sending}
              value={draft.date}
              onChange={(event) => setField("date", event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label="Time">
          {(id) => (
            <input
              id={id}
              name="time"
              type="time"
              required
              readOnly={sending}
              value={draft.time}
              onChange={(event) => setField("time", event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
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
    </ContactDialog>
  );
}

function ConnectDialog({ open, onOpenChange, onSettled, onReturnFocus }: DialogProps) {
  const { draft, setField, clear } = useDraft("connect");
  const { sending, submit } = useSubmission("connect", draft, clear, onSettled);

  function changePhone(input: HTMLInputElement, next: string, caret: number) {
    // Written to the field at once, so a stripped character does not throw the caret to the end.
    if (next !== input.value) {
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    setField("phone", next);
  }

  function pastePhone(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const before = input.value.slice(0, start) + sanitisePastedPhone(event.clipboardData.getData("text"));
    changePhone(input, sanitisePhone(before + input.value.slice(end)), sanitisePhone(before).length);
  }

  return (
    <ContactDialog
      open={open}
      onOpenChange={onOpenChange}
      onReturnFocus={onReturnFocus}
      title="Connect"
      description="Leave your number and we will call you back within one working day."
      sending={sending}
      onSubmit={submit}
    >
      <NameField value={draft.name} sending={sending} onChange={(value) => setField("name", value)} />
      <FormField label="Phone">
        {(id) => (
          <input
            id={id}
            name="phone"
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_DIGITS}
            pattern="[0-9]{10}"
            placeholder="Enter 10-digit phone number"
            required
            autoComplete="tel-national"
            readOnly={sending}
            value={draft.phone}
            onChange={(event) => {
              const input = event.currentTarget;
              const caret = sanitisePhone(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
              changePhone(input, sanitisePhone(input.value), caret);
            }}
            onPaste={pastePhone}
            className={inputClass}
          />
        )}
      </FormField>
    </ContactDialog>
  );
}

/** Both contact dialogs. Loaded on first open; stays mounted so drafts and sends outlive a close. */
export default function ContactForms({ open, ...dialogProps }: ContactFormsProps) {
  useEffect(() => {
    // Load the email SDK while the visitor types, not when they press Submit.
    if (open) prepareEmail().catch(() => {});
  }, [open]);

  return (
    <>
      <MeetingDialog open={open === "meeting"} {...dialogProps} />
      <ConnectDialog open={open === "connect"} {...dialogProps} />
    </>
  );
}
