import { useMemo, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { EmailKind } from "./email-params";
import { CONTACT_FORM_COPY, ConnectForm, MeetingForm, type ContactFormsProps } from "./contact-forms";

/*
 * The two forms in their dialogs, loaded by the dialogs' island as it wakes. Apart from the forms
 * (contact-forms.tsx) so that a form's own page does not load the dialogs.
 */

type ContactDialogProps = {
  kind: EmailKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReturnFocus: () => void;
  children: ReactNode;
};

/** A form in its dialog, rendered (closed) as the island wakes, so an opener's tap only shows it. */
function ContactDialog({ kind, open, onOpenChange, onReturnFocus, children }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent keepMounted laidOutAhead onClosed={onReturnFocus}>
        <DialogTitle>{CONTACT_FORM_COPY[kind].title}</DialogTitle>
        <DialogDescription>{CONTACT_FORM_COPY[kind].description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's Cancel closes it. */
const dialogCancel = (
  <DialogClose>
    <Button variant="secondary">Cancel</Button>
  </DialogClose>
);

/** Both contact dialogs. Loaded as the dialogs' island wakes; stays mounted so drafts and sends outlive a close. */
export default function ContactForms({ open, onOpenChange, onSettled, onReturnFocus }: ContactFormsProps) {
  // The same elements from render to render: opening a dialog does not render its form again.
  const meetingForm = useMemo(() => <MeetingForm onSettled={onSettled} cancel={dialogCancel} />, [onSettled]);
  const connectForm = useMemo(() => <ConnectForm onSettled={onSettled} cancel={dialogCancel} />, [onSettled]);
  const dialog = { onOpenChange, onReturnFocus };
  return (
    <>
      <ContactDialog kind="meeting" open={open === "meeting"} {...dialog}>
        {meetingForm}
      </ContactDialog>
      <ContactDialog kind="connect" open={open === "connect"} {...dialog}>
        {connectForm}
      </ContactDialog>
    </>
  );
}
