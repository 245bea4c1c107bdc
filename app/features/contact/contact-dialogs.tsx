import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import type { ContactFormsProps } from "./contact-forms";
import { CONTACT_MESSAGES } from "./contact-messages";
import { ContactNotice } from "./contact-notice";
import type { EmailKind } from "./email-params";

export type ContactDialogKind = EmailKind;

/** Stands in for the forms when their code cannot load: the visitor hears it failed, the page lives on. */
function FormsUnavailable({ open, onSettled }: ContactFormsProps) {
  useEffect(() => {
    if (open) onSettled(open, false);
  }, [open, onSettled]);
  return null;
}

// The forms, Radix Dialog and the email SDK load on first use, never on first paint. A stale tab
// after a deploy or a dropped connection must not take the page down with them.
const ContactForms = lazy<ComponentType<ContactFormsProps>>(() => import("./contact-forms").catch(() => ({ default: FormsUnavailable })));

/**
 * Which dialog is open, shared by every button on the page. The page's parts hydrate as separate
 * React roots (header, page, footer, sections), so this lives outside React; the dialogs and the
 * outcome message render in a root of their own, mounted on first use.
 */
const store = {
  open: null as ContactDialogKind | null,
  opener: null as HTMLElement | null,
  listeners: new Set<() => void>(),
  set(open: ContactDialogKind | null) {
    store.open = open;
    store.listeners.forEach((listener) => listener());
  },
};
const subscribe = (listener: () => void) => {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
};
const currentDialog = () => store.open;

let hostsMounted = 0;
let host: Promise<void> | null = null;
function mountHost() {
  if (hostsMounted > 0) return;
  host ??= import("react-dom/client").then(({ createRoot }) => {
    const container = document.createElement("div");
    container.dataset.slot = "contact-dialogs";
    document.body.append(container);
    createRoot(container).render(<ContactDialogs />);
  });
}

/** Opens `Book a Meeting` or `Connect` from any button on any page. */
export function openContactDialog(kind: ContactDialogKind) {
  store.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  store.set(kind);
  mountHost();
}

export function useContactDialogs() {
  return { openContactDialog };
}

type Notice = { id: number; kind: ContactDialogKind; ok: boolean };

/** The dialogs and the outcome message. Mounted by the first `openContactDialog`, unless already rendered (as tests do). */
export function ContactDialogs() {
  const open = useSyncExternalStore(subscribe, currentDialog, currentDialog);
  useEffect(() => {
    hostsMounted += 1;
    return () => {
      hostsMounted -= 1;
      store.set(null);
    };
  }, []);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);

  const closeDialog = useCallback((isOpen: boolean) => !isOpen && store.set(null), []);
  const settle = useCallback((kind: ContactDialogKind, ok: boolean) => {
    // The dialog closes whatever the outcome, unless the visitor has moved on to the other one.
    if (store.open === kind) store.set(null);
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, kind, ok });
  }, []);
  const dismissNotice = useCallback(() => setNotice(null), []);
  // Radix returns focus to a DialogTrigger; these dialogs open from buttons all over the site.
  const returnFocus = useCallback(() => {
    if (store.opener?.isConnected) store.opener.focus();
  }, []);

  return (
    <>
      <Suspense fallback={null}>
        <ContactForms open={open} onOpenChange={closeDialog} onSettled={settle} onReturnFocus={returnFocus} />
      </Suspense>
      {notice && (
        <ContactNotice
          key={notice.id}
          tone={notice.ok ? "success" : "error"}
          message={CONTACT_MESSAGES[notice.kind][notice.ok ? "success" : "failure"]}
          onDismiss={dismissNotice}
        />
      )}
    </>
  );
}
