import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";
import { ConnectForm, MeetingForm } from "./contact-forms";
import { CONTACT_MESSAGES } from "./contact-messages";
import { ContactNotice } from "./contact-notice";
import type { EmailKind } from "./email-params";
import { prepareEmail } from "./send-email";

/** Leaves the form's page: back where the visitor came from on this site, else home. */
function leavePage() {
  const cameFromSite = document.referrer.startsWith(location.origin) && history.length > 1;
  if (cameFromSite) history.back();
  else location.assign(paths.home);
}

type Notice = { id: number; ok: boolean };

/**
 * A contact form on a page of its own (`/book-a-meeting`, `/connect`): what every opener leads to
 * before its island runs, and a link to share. Same fields, buttons and messages as the dialog.
 * With no JavaScript at all, submitting hands the request to the visitor's mail program.
 */
export function ContactPageForm({ kind }: { kind: EmailKind }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const count = useRef(0);
  useEffect(() => {
    prepareEmail().catch(() => {});
  }, []);
  const settle = useCallback((_: EmailKind, ok: boolean) => {
    count.current += 1;
    setNotice({ id: count.current, ok });
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
      {notice && (
        <ContactNotice
          key={notice.id}
          tone={notice.ok ? "success" : "error"}
          message={CONTACT_MESSAGES[kind][notice.ok ? "success" : "failure"]}
          onDismiss={() => setNotice(null)}
        />
      )}
    </>
  );
}
