import { EDITOR_PHRASES } from "./messages";
import { showNotice } from "./notice";

/*
 * When a save is refused, the person is told so and taken to what to change. Decap shows its
 * notice ("Nothing was saved: …") only when a field is empty; a field refused by any other rule
 * (a link to a page the site does not have, a figure the story does not repeat) turned red with no
 * notice, often far down a long entry, and Decap's refusal (a promise rejected with nothing) was
 * reported as an error in the background. Here every refused save shows the notice once, scrolls
 * to the first red field and puts the cursor in it, and the empty rejection is handled.
 */

export const REFUSED_NOTICE: string = EDITOR_PHRASES.ui.toast.missingRequiredField;

/** The list of messages Decap puts above a field in red. */
const ERRORS = '[class*="ControlErrorsList"]';
/** The box of one field: its label, messages and control. */
const FIELD = '[class*="ControlContainer"]';
const TYPEABLE = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';

/** The first field in red, its messages, and where its cursor goes. */
export function firstRedField(document: Document) {
  const errors = document.querySelector(ERRORS);
  if (!errors) return undefined;
  const field = errors.closest(FIELD) ?? errors.parentElement ?? errors;
  return { field, errors, control: field.querySelector<HTMLElement>(TYPEABLE) ?? undefined };
}

/** Shows the notice unless Decap's own says it already. */
function notify(document: Document) {
  if (document.body.textContent?.includes(REFUSED_NOTICE)) return;
  showNotice(document, { marker: "refused-save", message: REFUSED_NOTICE, place: "top:64px;right:16px;z-index:1000;max-width:360px", lifetimeMs: 8000 });
}

/** After a refused save: the notice, then the first red field in view with the cursor in it. */
export function explainRefusal(document: Document) {
  notify(document);
  const red = firstRedField(document);
  if (!red) return;
  // The messages sit at the top of their field, which for an article's body is taller than the
  // window: it is they, with the label above them, that come into view.
  red.errors.scrollIntoView?.({ block: "center" });
  red.control?.focus({ preventScroll: true });
}

/** The name Decap gives an error its backend answered (a save the local proxy refused). */
export const API_ERROR = "API_ERROR";

/**
 * Decap's notice of a failed save writes the error as text, and its backend's errors are named
 * API_ERROR, so a save the proxy refused read "Nothing was saved. API_ERROR: fake-photo.jpg is not
 * a picture…". On the editor's page such an error reads as its message alone; every other error
 * keeps its name.
 */
export function plainBackendErrors(errorClass: typeof Error = Error) {
  const prototype = errorClass.prototype as Error & { plainBackend?: true };
  if (prototype.plainBackend) return;
  const named = prototype.toString;
  Object.defineProperty(prototype, "plainBackend", { value: true });
  prototype.toString = function (this: Error) {
    return this.name === API_ERROR ? this.message : named.call(this);
  };
}

/** Listens for Decap's refusals: a rejection with no reason, which is how it refuses a save. */
export function explainRefusedSaves(window: Window) {
  window.addEventListener("unhandledrejection", (event) => {
    if ((event as PromiseRejectionEvent).reason !== undefined) return;
    event.preventDefault();
    // Decap draws the red fields and its own notice on its next render.
    window.setTimeout(() => explainRefusal(window.document), 50);
  });
}
