import { useEffect, useId, useRef, type ClipboardEvent } from "react";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";
import { PHONE_DIGITS } from "~/shared/email-params";
import { FormField, inputClass } from "./form-field";
import { phoneTooLong, sanitisePastedPhone, sanitisePhone } from "./phone";

type PhoneFieldProps = { value: string; sending: boolean; onChange: (value: string) => void };

/**
 * Connect's phone field: digits only, stripped as they are typed or pasted, and never cut. The
 * spec's `maxlength="10"` stays on the field, where the browser would silently drop every digit
 * past the tenth as it is typed ("+44 20 7946 0958" would become "4420794609", a number that is
 * not the visitor's); so an insertion the browser would refuse for length is made by the field
 * itself, and a number of more than 10 digits is shown whole with an error that keeps the form
 * from sending. A visitor outside India is told, under the field, how to reach the team.
 */
export function PhoneField({ value, sending, onChange }: PhoneFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const problem = phoneTooLong(value);
  const latest = useRef(onChange);
  latest.current = onChange;

  function write(input: HTMLInputElement, next: string, caret: number) {
    // Written to the field at once, so a stripped character does not throw the caret to the end.
    if (next !== input.value) {
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    latest.current(next);
  }

  // The browser enforces maxlength before any input event: an insertion past it is made here.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    function beforeInput(event: InputEvent) {
      const target = event.currentTarget as HTMLInputElement;
      if (!event.inputType.startsWith("insert") || typeof event.data !== "string" || target.readOnly) return;
      const start = target.selectionStart ?? target.value.length;
      const end = target.selectionEnd ?? target.value.length;
      const raw = target.value.slice(0, start) + event.data + target.value.slice(end);
      if (raw.length <= target.maxLength) return;
      event.preventDefault();
      const next = sanitisePastedPhone(raw);
      write(target, next, Math.min(sanitisePhone(target.value.slice(0, start) + event.data).length, next.length));
    }
    input.addEventListener("beforeinput", beforeInput);
    return () => input.removeEventListener("beforeinput", beforeInput);
  }, []);

  // The browser says what is wrong, and will not send the form, while the number is too long.
  useEffect(() => {
    inputRef.current?.setCustomValidity(problem ?? "");
  }, [problem]);

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const before = input.value.slice(0, start) + sanitisePastedPhone(event.clipboardData.getData("text"));
    write(input, sanitisePhone(before + input.value.slice(end)), sanitisePhone(before).length);
  }

  return (
    <FormField label="Phone">
      {(id) => (
        <>
          <input
            ref={inputRef}
            id={id}
            name="phone"
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_DIGITS}
            pattern="[0-9]{10}"
            placeholder="Enter 10-digit phone number"
            required
            // `tel` is the one autofill name HTML allows on a tel input; the browser may fill in
            // the international form (+91 98765 43210), which is kept as its 10 digits.
            autoComplete="tel"
            readOnly={sending}
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              const input = event.currentTarget;
              const next = sanitisePastedPhone(input.value);
              const caret = sanitisePhone(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
              write(input, next, Math.min(caret, next.length));
            }}
            onPaste={paste}
            className={inputClass}
          />
          {problem && (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-coral-700">
              {problem}
            </p>
          )}
          <p id={hintId} className="mt-1.5 text-sm text-ink-600">
            Outside India?{" "}
            <a href={paths.bookMeeting} className="font-medium text-brand-700 underline underline-offset-4">
              Book a Meeting
            </a>{" "}
            or email{" "}
            <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline underline-offset-4">
              {site.email}
            </a>
            .
          </p>
        </>
      )}
    </FormField>
  );
}
