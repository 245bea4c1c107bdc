import { useEffect, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { EmailKind } from "./email-params";
import { CONTACT_FORM_COPY, ConnectForm, MeetingForm, type ContactFormsProps } from "./contact-forms";
import { prepareEmail } from "./send-email";

/*
 * The two forms in their dialogs, loaded by the dialogs' island as it wakes. Apart from the forms
 * (contact-forms.tsx) so that a form's own page does not load Radix Dialog.
 */

type ContactDialogProps = {
  kind: EmailKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReturnFocus: () => void;
  children: ReactNode;
};

function ContactDialog({ kind, open, onOpenChange, onReturnFocus, children }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onReturnFocus();
        }}
      >
        <DialogTitle>{CONTACT_FORM_COPY[kind].title}</DialogTitle>
        <DialogDescription>{CONTACT_FORM_COPY[kind].description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's Cancel closes it. */
const dialogCancel = (
  <DialogClose asChild>
    <Button variant="secondary">Cancel</Button>
  </DialogClose>
);

/** Both contact dialogs. Loaded as the dialogs' island wakes; stays mounted so drafts and sends outlive a close. */
export default function ContactForms({ open, onOpenChange, onSettled, onReturnFocus }: ContactFormsProps) {
  useEffect(() => {
    // Load the email SDK while the visitor types, not when they press Submit.
    if (open) prepareEmail().catch(() => {});
  }, [open]);

  const dialog = { onOpenChange, onReturnFocus };
  return (
    <>
      <ContactDialog kind="meeting" open={open === "meeting"} {...dialog}>
        <MeetingForm onSettled={onSettled} cancel={dialogCancel} />
      </ContactDialog>
      <ContactDialog kind="connect" open={open === "connect"} {...dialog}>
        <ConnectForm onSettled={onSettled} cancel={dialogCancel} />
      </ContactDialog>
    </>
  );
}
