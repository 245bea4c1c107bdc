import { paths } from "~/lib/paths";
import type { EmailKind } from "~/shared/email-params";
import { PULSE_QUEUE } from "~/shared/analytics-events";

/** Each form's own page: where an opener leads before (or without) any script. */
export const CONTACT_PAGES: Record<EmailKind, string> = { meeting: paths.bookMeeting, connect: paths.connect };

/** Set on every button that opens a contact dialog (ContactOpener), with the dialog's kind as its value. */
export const OPENER_ATTRIBUTE = "data-contact-opener";
/** Set on the form of each contact dialog and of each form page: a submit before its island runs is held. */
export const CONTACT_FORM_ATTRIBUTE = "data-contact-form";
/** How long a held submit waits for its form's code before it takes the way that needs none. */
export const HELD_SUBMIT_MS = 30_000;

/** The id of a contact dialog, prerendered in every page (`ContactDialog`). */
export const contactDialogId = (kind: EmailKind) => `contact-${kind}`;

/**
 * The page's dialogs (`~/components/ui/dialog`: the contact forms, the team's profiles) and the
 * contact forms' early submits, for the whole document, from the first parsed byte of the body: the
 * layout inlines this function's source (`CONTACT_OPENERS_SCRIPT`) before the header, so no island
 * has to wake for a tap to be answered.
 *
 * - A click on an opener (`data-contact-opener="meeting|connect"`) opens its dialog with
 *   `showModal()` in the click's own event. The opener stays the submit button of a `GET` form to
 *   the form's page: with no JavaScript, with a modifier key (a new tab), or before the dialog
 *   itself has been parsed, the browser takes the visitor there.
 * - An opener inside an open menu (a popover) closes the menu first; focus returns to the menu's
 *   toggle when the dialog closes, since the opener is hidden with the menu. Otherwise it returns
 *   to the opener (also where the browser would not put it, as Safari does not focus a tapped button).
 * - Invoker commands (`commandfor` with `show-modal` or `close`: a team card, Cancel, the Close
 *   icon) are run here where the engine lacks them. A click on the backdrop of a dialog marked
 *   `data-backdrop-close` (pressed and released outside its box) closes it in every engine.
 * - A submit of a contact form whose island has not run yet is held (the form says it is busy)
 *   and made again once the island has hydrated. If its code has not come `heldMs` later, it goes
 *   the way that needs none: a form page's form to the mail program (its `action`), a dialog's to
 *   the form's page, with what was typed saved as the tab's draft, which that page shows.
 * - A contact dialog shown is counted for the analytics, in the page's queue (`queue`), once per showing.
 */
export function listenForContactOpeners(doc: Document, heldMs: number, pages: Record<EmailKind, string>, queue: string) {
  const returnTo = new WeakMap<HTMLDialogElement, HTMLElement>();
  const invokers = "command" in HTMLButtonElement.prototype;
  let pressedOutside = false;
  const outside = (dialog: HTMLDialogElement, event: MouseEvent) => {
    const box = dialog.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };
  const backdropDialog = (target: EventTarget | null) =>
    target instanceof HTMLDialogElement && target.hasAttribute("data-backdrop-close") ? target : null;
  const open = (dialog: HTMLDialogElement, from: HTMLElement) => {
    returnTo.set(dialog, from);
    if (dialog.open) return;
    dialog.showModal();
    const form = dialog.id.startsWith("contact-") ? dialog.id.slice("contact-".length) : "";
    const steps = window as unknown as Record<string, { push(step: unknown): void } | undefined>;
    if (form) (steps[queue] ??= [] as unknown[]).push(["Form", { form }]);
  };

  doc.addEventListener("pointerdown", (event) => {
    const dialog = backdropDialog(event.target);
    pressedOutside = Boolean(dialog && outside(dialog, event));
  });
  doc.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || event.defaultPrevented) return;
    const opener = event.target.closest<HTMLElement>("[data-contact-opener]");
    if (opener) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const dialog = doc.getElementById(`contact-${opener.getAttribute("data-contact-opener")}`);
      if (!(dialog instanceof HTMLDialogElement)) return;
      event.preventDefault();
      let from = opener;
      const menu = opener.closest<HTMLElement>("[popover]");
      if (menu?.matches(":popover-open")) {
        menu.hidePopover();
        from = doc.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`) ?? opener;
      }
      open(dialog, from);
      return;
    }
    const invoker = invokers ? null : event.target.closest<HTMLButtonElement>("button[commandfor]");
    if (invoker) {
      const dialog = doc.getElementById(invoker.getAttribute("commandfor") ?? "");
      const command = invoker.getAttribute("command");
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (command === "show-modal") open(dialog, invoker);
      else if (command === "close") dialog.close();
      return;
    }
    const dialog = backdropDialog(event.target);
    if (dialog?.open && pressedOutside && outside(dialog, event)) dialog.close();
  });
  // `close` does not bubble: a capturing listener on the document hears every dialog's.
  doc.addEventListener(
    "close",
    (event) => {
      const dialog = event.target instanceof HTMLDialogElement ? event.target : null;
      const from = dialog && returnTo.get(dialog);
      if (!dialog || !from?.isConnected) return;
      const focused = doc.activeElement;
      if (!focused || focused === doc.body || dialog.contains(focused)) from.focus();
    },
    true,
  );

  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-contact-form")) return;
      const island = form.closest("astro-island");
      // Hydrated (or no island): the form's own code sends it.
      if (!island?.hasAttribute("ssr")) return;
      event.preventDefault();
      event.stopPropagation();
      if (form.getAttribute("aria-busy") === "true") return;
      form.setAttribute("aria-busy", "true");
      const timer = setTimeout(() => {
        form.removeAttribute("aria-busy");
        if (form.getAttribute("action")) return form.submit();
        const kind = form.getAttribute("data-contact-form");
        const draft: Record<string, unknown> = { savedAt: Date.now() };
        for (const [field, value] of new FormData(form)) if (typeof value === "string") draft[field] = value;
        try {
          sessionStorage.setItem(`contact-draft:${kind}`, JSON.stringify(draft));
        } catch {
          // Storage refused: the page opens empty, as it would have without the dialog.
        }
        location.assign(pages[kind === "meeting" ? "meeting" : "connect"]);
      }, heldMs);
      island.addEventListener(
        "astro:hydrate",
        () => {
          clearTimeout(timer);
          // React hydrates in a transition, over several tasks: submit again once they are done.
          const again = () => {
            form.removeAttribute("aria-busy");
            form.requestSubmit();
          };
          if (typeof requestIdleCallback === "function") requestIdleCallback(again, { timeout: 1000 });
          else setTimeout(again, 100);
        },
        { once: true },
      );
    },
    true,
  );
}

/** The script the layout inlines at the start of the body, hashed into each page's Content-Security-Policy. */
export const CONTACT_OPENERS_SCRIPT = `(${listenForContactOpeners.toString()})(document,${HELD_SUBMIT_MS},${JSON.stringify(CONTACT_PAGES)},${JSON.stringify(PULSE_QUEUE)})`;
