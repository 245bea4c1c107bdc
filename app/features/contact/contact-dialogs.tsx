import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from "react";

export type ContactDialogKind = "meeting" | "connect";

type ContactDialogsContext = { openContactDialog: (kind: ContactDialogKind) => void };

const Context = createContext<ContactDialogsContext | null>(null);

// The forms, Radix Dialog and the email SDK load on first use, never on first paint.
const ContactForms = lazy(() => import("./contact-forms"));

/** One app-wide way to open `Book a Meeting` and `Connect`, from any button on any page. */
export function ContactDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ContactDialogKind | null>(null);
  const [loaded, setLoaded] = useState(false);

  const openContactDialog = useCallback((kind: ContactDialogKind) => {
    setLoaded(true);
    setOpen(kind);
  }, []);
  const value = useMemo(() => ({ openContactDialog }), [openContactDialog]);

  return (
    <Context value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <ContactForms open={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} />
        </Suspense>
      )}
    </Context>
  );
}

export function useContactDialogs() {
  const context = use(Context);
  if (!context) throw new Error("useContactDialogs must be used inside ContactDialogsProvider");
  return context;
}
