import { atom } from "nanostores";
import type { EmailKind } from "./email-params";

export type ContactDialogKind = EmailKind;

/** Set on every button that opens a dialog (ContactOpener), with the dialog's kind as its value. */
export const OPENER_ATTRIBUTE = "data-contact-opener";

/**
 * Which contact dialog is open, shared by the dialogs' island and anything that opens one:
 * islands are separate React roots, so the state lives in a store.
 */
export const $contactDialog = atom<ContactDialogKind | null>(null);

/** What had focus when a dialog opened, to return it there on close. */
let opener: HTMLElement | null = null;
/** Whether the dialogs' island has mounted, and the dialog asked for before it had. */
let dialogsMounted = false;
let waiting: ContactDialogKind | null = null;

/**
 * Opens `Book a Meeting` or `Connect`. Asked before the dialogs' island has mounted (a tap held
 * while it woke), the dialog opens as it mounts: setting the store earlier would make the hydrated
 * tree differ from the prerendered one.
 */
export function openContactDialog(kind: ContactDialogKind, from: HTMLElement | null = activeElement()) {
  opener = from;
  if (dialogsMounted) $contactDialog.set(kind);
  else waiting = kind;
}

/** Called by the dialogs' island once mounted; returns what to call when it unmounts. */
export function dialogsMountedHere() {
  dialogsMounted = true;
  if (waiting) $contactDialog.set(waiting);
  waiting = null;
  return () => {
    dialogsMounted = false;
    $contactDialog.set(null);
  };
}

export function closeContactDialog() {
  $contactDialog.set(null);
}

export function returnFocusToOpener() {
  if (opener?.isConnected) opener.focus();
}

function activeElement() {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * A click on any opener of the page, wherever it is rendered (an island or static HTML): the
 * button's `GET` form would take the visitor to the form's page, the dialog opens in place
 * instead. A click with a modifier key keeps the browser's meaning (the page in a new tab). An
 * opener inside an open menu (a popover) closes the menu first, and focus returns to the menu's
 * toggle when the dialog closes, since the opener is hidden with the menu.
 */
export function onOpenerClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${OPENER_ATTRIBUTE}]`) : null;
  const kind = button?.getAttribute(OPENER_ATTRIBUTE);
  if (!button || (kind !== "meeting" && kind !== "connect")) return;
  event.preventDefault();
  let from = button;
  const menu = button.closest<HTMLElement>("[popover]");
  if (menu?.matches(":popover-open")) {
    menu.hidePopover();
    const toggle = document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
    if (toggle) from = toggle;
  }
  openContactDialog(kind, from);
}
