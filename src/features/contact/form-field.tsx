import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { HONEYPOT_FIELD } from "~/shared/email-params";

export const inputClass =
  "mt-1.5 block w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-300 focus-visible:border-brand-600 read-only:bg-surface-sunken user-invalid:border-coral-700";

type FormFieldProps = {
  /** The accessible name of the control, exactly; nothing else goes inside the label. */
  label: string;
  optional?: boolean;
  className?: string;
  children: (id: string) => ReactNode;
};

/** A label above its control. Required is the default and is told by the `required` attribute. */
export function FormField({ label, optional = false, className, children }: FormFieldProps) {
  const id = useId();
  return (
    <div data-slot="form-field" className={cn("grid content-start", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {label}
        </label>
        {optional && (
          <span aria-hidden="true" className="text-xs text-ink-600">
            Optional
          </span>
        )}
      </div>
      {children(id)}
    </div>
  );
}

/**
 * A field people cannot see or reach and bots fill in. Anything in it means the submission is
 * not a person's: EmailJS is sent nothing, the local outbox keeps it apart as suspected, and the
 * bot is told it worked.
 *
 * Browsers' autofill must never fill it for a person. Chrome ignores `autocomplete="off"` for
 * addresses and guesses from the name, id and label; Firefox and Safari guess from the same. So:
 * a name and label no address or contact profile matches, and `one-time-code`, a token Chrome and
 * Firefox recognise as not address data (they fill no profile into it; Safari offers a code only
 * in a field the person focuses, which this one cannot be).
 */
export { HONEYPOT_FIELD };

export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Ignore this</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="one-time-code" defaultValue="" />
    </div>
  );
}
