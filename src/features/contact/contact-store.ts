import { atom } from "nanostores";
import type { EmailKind } from "./email-params";

export type ContactDialogKind = EmailKind;

/**
 * Which contact dialog is open, shared by every island of the page (header, hero, calls to action)
 * and the dialogs' own island: islands are separate React roots, so the state lives in a store.
 */
export const $contactDialog = atom<ContactDialogKind | null>(null);

/** What had focus when a dialog opened, to return it there on close. */
let opener: HTMLElement | null = null;

/** Opens `Book a Meeting` or `Connect` from any button on any page. */
export function openContactDialog(kind: ContactDialogKind) {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  $contactDialog.set(kind);
}

export function closeContactDialog() {
  $contactDialog.set(null);
}

export function returnFocusToOpener() {
  if (opener?.isConnected) opener.focus();
}
