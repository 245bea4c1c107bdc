import { useStore } from "@nanostores/react";
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { ContactFormsProps, Settle } from "./contact-forms";
import { OutcomeNotice, type Outcome } from "./outcome-notice";
import { prepareEmail } from "./send-email";
import { $contactDialog, closeContactDialog, dialogsMountedHere, onOpenerClick, returnFocusToOpener } from "./contact-store";
import { whenIdle } from "~/lib/when-idle";


/** Stands in for the forms when their code cannot load: the visitor hears it failed, the page lives on. */
function FormsUnavailable({ open, onSettled }: ContactFormsProps) {
  useEffect(() => {
    if (open) onSettled(open, false);
  }, [open, onSettled]);
  return null;
}

// The forms and their dialogs load as this island wakes (once the page is idle, or when an opener
// is reached for, see `client:intent`), never on first paint. A stale tab after a deploy or a dropped
// connection must not take the page down with them.
let forms: Promise<{ default: ComponentType<ContactFormsProps> }> | undefined;
const loadForms = () => (forms ??= import("./contact-dialog-forms").catch(() => ({ default: FormsUnavailable })));
const ContactForms = lazy(loadForms);

// Every opener on the page opens its dialog through this one listener, so openers need no island of
// their own: they are buttons in static HTML, hydrated or not. It is in place as soon as this module
// has loaded, before the island has mounted (see `openContactDialog`).
if (typeof document !== "undefined") document.addEventListener("click", onOpenerClick);

/** The dialogs and the outcome message: an island on every page, rendering nothing before it hydrates. */
export function ContactDialogs() {
  const open = useStore($contactDialog);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const noticeCount = useRef(0);
  // A dialog asked for while the island woke opens now; none outlives the island that shows it.
  useEffect(dialogsMountedHere, []);
  // The forms render in their closed dialogs once the island has hydrated, so that opening one only
  // shows it; they stay mounted, so a draft and a send in flight outlive a close. A transition:
  // React renders them in slices that leave the page free to answer in between.
  // The email SDK loads beside them: neither a tap on an opener nor Submit waits for it.
  // All of it starts in an idle period after hydration's own tasks: starting the downloads (a
  // preload link per module) takes a phone tens of milliseconds, which hydration's last task
  // would otherwise carry.
  useEffect(
    () =>
      whenIdle(() => {
        void loadForms();
        prepareEmail().catch(() => {});
        startTransition(() => setLoaded(true));
      }),
    [],
  );

  const closeDialog = useCallback((isOpen: boolean) => !isOpen && closeContactDialog(), []);
  const settle = useCallback<Settle>((kind, ok, meeting) => {
    // The dialog closes whatever the outcome, unless the visitor has moved on to the other one.
    if ($contactDialog.get() === kind) closeContactDialog();
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, kind, ok, meeting });
  }, []);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <ContactForms open={open} onOpenChange={closeDialog} onSettled={settle} onReturnFocus={returnFocusToOpener} />
        </Suspense>
      )}
      {notice && <OutcomeNotice key={notice.id} outcome={notice} onDismiss={dismissNotice} />}
    </>
  );
}
