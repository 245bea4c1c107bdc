import { PHONE_DIGITS } from "~/shared/email-params";

/** Keeps the digits of whatever was typed, every one of them: a longer number is shown whole, never cut. */
export function sanitisePhone(raw: string): string {
  return raw.replace(/\D/g, "");
}

/**
 * A pasted (or autofilled) number often carries India's `+91` or a trunk `0` ahead of its 10
 * digits; the field wants the 10 digits. Any other number keeps all its digits.
 */
export function sanitisePastedPhone(raw: string): string {
  const digits = sanitisePhone(raw);
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/**
 * What is wrong with the digits, when there are more than a phone number in India has: the
 * browser's validation message, and the line shown under the field. Fewer digits are the field's
 * own `pattern` and `required` to report.
 */
export function phoneTooLong(digits: string): string | undefined {
  if (digits.length <= PHONE_DIGITS) return undefined;
  return `This number has ${digits.length} digits; the form takes a ${PHONE_DIGITS}-digit number in India.`;
}
