import type { ReactNode } from "react";
import { closesDialog as closes, Dialog } from "~/components/ui/dialog";
import { CONTACT_FORM_COPY } from "./contact-forms";
import { contactDialogId } from "./contact-openers";
import type { EmailKind } from "~/shared/email-params";

/** Makes a button close its contact dialog (the form's Cancel). */
export const closesDialog = (kind: EmailKind) => closes(contactDialogId(kind));

/**
 * A contact form's dialog, in every page's HTML with its form inside (`~/components/ui/dialog`),
 * opened by `showModal()` from the page's opener script when an opener is tapped, so a tap is
 * answered whether or not any island has run. Rendered at build time only: the form inside is an
 * island of its own.
 */
export function ContactDialog({ kind, children }: { kind: EmailKind; children: ReactNode }) {
  const id = contactDialogId(kind);
  const { title, description } = CONTACT_FORM_COPY[kind];
  return (
    <Dialog id={id} data-contact-dialog={kind} labelledBy={`${id}-title`} describedBy={`${id}-description`}>
      <h2 id={`${id}-title`} className="pr-10 font-display text-2xl font-semibold">
        {title}
      </h2>
      <p id={`${id}-description`} className="mt-2 text-ink-600">
        {description}
      </p>
      {children}
    </Dialog>
  );
}
