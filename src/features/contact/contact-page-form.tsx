import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";
import { ConnectForm, MeetingForm } from "./contact-forms";
import type { Settle } from "./contact-forms";
import type { EmailKind } from "~/shared/email-params";
import { OutcomeNotice, type Outcome } from "./outcome-notice";
import { prepareEmail } from "./send-email";

/** Leaves the form's page: back where the visitor came from on this site, else home. */
function leavePage() {
  const cameFromSite = document.referrer.startsWith(location.origin) && history.length > 1;
  if (cameFromSite) history.back();
  else location.assign(paths.home);
}

/**
 * A contact form on a page of its own (`/book-a-meeting`, `/connect`): what every opener leads to
 * before its island runs, and a link to share. Same fields, buttons and messages as the dialog.
 * With no JavaScript at all, submitting hands the request to the visitor's mail program.
 */
export function ContactPageForm({ kind }: { kind: EmailKind }) {
  const [notice, setNotice] = useState<Outcome | null>(null);
  const count = useRef(0);
  useEffect(() => {
    prepareEmail().catch(() => {});
  }, []);
  const settle = useCallback<Settle>((settled, ok, meeting) => {
    count.current += 1;
    setNotice({ id: count.current, kind: settled, ok, meeting });
  }, []);
  const Form = kind === "meeting" ? MeetingForm : ConnectForm;
  const cancel = (
    <Button variant="secondary" onClick={leavePage}>
      Cancel
    </Button>
  );
  return (
    <>
      <Form onSettled={settle} cancel={cancel} fallbackAction={`mailto:${site.email}`} />
      {notice && <OutcomeNotice key={notice.id} outcome={notice} onDismiss={() => setNotice(null)} />}
    </>
  );
}
