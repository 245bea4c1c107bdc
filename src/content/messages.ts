/*
 * What the content rules say when a value breaks them, in one place: the schemas give these words
 * to the build (and to `npx vitest run src/content`), and the content editor shows the same words
 * under the field before it saves (src/cms/messages.ts). Each takes numbers, or the editor's
 * placeholders (`%{minCount}`) where Decap fills the numbers in itself.
 */

type Count = number | string;

/** A required field left blank. */
export const EMPTY = "must not be empty";

export const charsBetween = (min: Count, max: Count) => `between ${min} and ${max} characters`;
export const charsAtLeast = (min: Count) => `at least ${min} characters`;
export const charsAtMost = (max: Count) => `at most ${max} characters`;

/** A web address. */
export const URL_MESSAGE = "must be a full address starting with https://";
export const EMAIL_MESSAGE = "must be an email address";

/** Lists: how many entries. */
export const entriesBetween = (min: Count, max: Count) => `needs ${min} to ${max} entries`;
export const entriesExactly = (count: Count) => `needs exactly ${count} entries`;
export const entriesAtLeast = (min: Count) => `needs at least ${min} entries`;
export const entriesAtMost = (max: Count) => `needs at most ${max} entries`;

/** Numbers. */
export const numberBetween = (min: Count, max: Count) => `must be between ${min} and ${max}`;
export const numberAtLeast = (min: Count) => `must be ${min} or more`;
export const numberAtMost = (max: Count) => `must be ${max} or less`;

/** The words for a list of `min` to `max` entries, as the editor says them. */
export function entriesMessage(min: number, max?: number) {
  // At least one: an empty list is a blank field.
  if (max === undefined) return min === 1 ? EMPTY : entriesAtLeast(min);
  return min === max ? entriesExactly(min) : entriesBetween(min, max);
}

/** The words for a number from `min` to `max`, as the editor says them. */
export function numberMessage(min?: number, max?: number) {
  if (min !== undefined && max !== undefined) return numberBetween(min, max);
  return min !== undefined ? numberAtLeast(min) : numberAtMost(max!);
}
