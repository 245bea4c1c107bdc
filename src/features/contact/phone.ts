import { PHONE_DIGITS } from "./email-params";

/** Keeps the digits of whatever was typed, at most the 10 a phone number has. */
export function sanitisePhone(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, PHONE_DIGITS);
}

/**
 * A pasted number often carries India's `+91` or a trunk `0` ahead of its 10 digits; the field
 * wants the 10 digits, not the first 10 characters of the prefix and number.
 */
export function sanitisePastedPhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.length === PHONE_DIGITS + 2 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith("0")) return digits.slice(1);
  return sanitisePhone(digits);
}
