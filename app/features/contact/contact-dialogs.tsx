import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import type { ContactFormsProps } from "./contact-forms";
import { CONTACT_MESSAGES } from "./contact-messages";
import { ContactNotice } from "./contact-notice";
import type { EmailKind } from "./email-params";

export type ContactDialogKind = EmailKind;

type ContactDialogsContext = { openContactDialog: (kind: ContactDialogKind) => void };

const Context = createContext<ContactDialogsContext | null>(null);

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

type Notice = { id: number; kind: ContactDialogKind; ok: boolean };

/** One app-wide way to open `Book a Meeting` and `Connect`, from any button on any page. */
export function ContactDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ContactDialogKind | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const opener = useRef<HTMLElement | null>(null);

  const openContactDialog = useCallback((kind: ContactDialogKind) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(kind);
  }, []);
  const value = useMemo(() => ({ openContactDialog }), [openContactDialog]);

  const closeDialog = useCallback((isOpen: boolean) => !isOpen && setOpen(null), []);
  const settle = useCallback((kind: ContactDialogKind, ok: boolean) => {
    // The dialog closes whatever the outcome, unless the visitor has moved on to the other one.
    setOpen((current) => (current === kind ? null : current));
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, kind, ok });
  }, []);
  const dismissNotice = useCallback(() => setNotice(null), []);
  // Radix returns focus to a DialogTrigger; these dialogs open from buttons all over the site.
  const returnFocus = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
  }, []);

  return (
    <Context value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <ContactForms open={open} onOpenChange={closeDialog} onSettled={settle} onReturnFocus={returnFocus} />
        </Suspense>
      )}
      {notice && (
        <ContactNotice
          key={notice.id}
          tone={notice.ok ? "success" : "error"}
          message={CONTACT_MESSAGES[notice.kind][notice.ok ? "success" : "failure"]}
          onDismiss={dismissNotice}
        />
      )}
    </Context>
  );
}

export function useContactDialogs() {
  const context = use(Context);
  if (!context) throw new Error("useContactDialogs must be used inside ContactDialogsProvider");
  return context;
}
