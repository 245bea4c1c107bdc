import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "~/components/ui/button";
import { closesDialog } from "./contact-dialog";
import { ConnectForm, MeetingForm, type Settle } from "./contact-forms";
import { contactDialogId } from "./contact-openers";
import type { EmailKind } from "~/shared/email-params";
import { OutcomeNotice, type Outcome } from "./outcome-notice";
import { prepareEmail } from "./send-email";

/** Told on the document when a dialog's form shows its outcome. */
const NOTICE_EVENT = "contact:notice";

/**
 * The form inside a contact dialog (`ContactDialog`): an island that hydrates once the dialog is
 * opened (`client:visible`), over the form the visitor may already be filling in. On an outcome it
 * closes its dialog and shows the message, outside the dialog, above the page.
 */
export function ContactDialogForm({ kind }: { kind: EmailKind }) {
  const [notice, setNotice] = useState<Outcome | null>(null);
  const count = useRef(0);
  useEffect(() => {
    prepareEmail().catch(() => {});
    // One message at a time: the other dialog's form, settling, takes this one's place.
    const replaced = (event: Event) => (event as CustomEvent<EmailKind>).detail !== kind && setNotice(null);
    document.addEventListener(NOTICE_EVENT, replaced);
    return () => document.removeEventListener(NOTICE_EVENT, replaced);
  }, [kind]);
  const settle = useCallback<Settle>((settled, ok, meeting) => {
    const dialog = document.getElementById(contactDialogId(settled));
    if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
    count.current += 1;
    setNotice({ id: count.current, kind: settled, ok, meeting });
    document.dispatchEvent(new CustomEvent(NOTICE_EVENT, { detail: settled }));
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  const Form = kind === "meeting" ? MeetingForm : ConnectForm;
  const cancel = (
    <Button variant="secondary" {...closesDialog(kind)}>
      Cancel
    </Button>
  );
  return (
    <>
      <Form onSettled={settle} cancel={cancel} />
      {/* Outside the dialog, which is not rendered once closed. */}
      {notice && createPortal(<OutcomeNotice key={notice.id} outcome={notice} onDismiss={dismiss} />, document.body)}
    </>
  );
}
