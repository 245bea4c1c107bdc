import { createContext, use } from "react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import type { EmailKind } from "~/shared/email-params";
import { CONTACT_PAGES, OPENER_ATTRIBUTE } from "./contact-openers";

type ContactOpenerProps = Omit<React.ComponentProps<typeof Button>, "type" | "onClick"> & { kind: EmailKind };

/** Whether an opener is inside a `ContactRow`, whose form it submits. */
const InRow = createContext(false);

/**
 * A row of calls to action with contact openers in it: the row's box is the openers' one form, and
 * each names its own page (`formAction`), so a row of two costs one element where it cost three.
 */
export function ContactRow({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <form method="get" className={className}>
      <InRow value>{children}</InRow>
    </form>
  );
}

/**
 * A button that opens a contact dialog. It needs no script of its own: the page's inline opener
 * script (contact-openers.ts) opens the dialog for any button marked with OPENER_ATTRIBUTE. With no
 * JavaScript at all it submits an empty `GET` form to the form's own page, so a tap is never lost:
 * a form of its own, or its row's (`ContactRow`).
 */
export function ContactOpener({ kind, ...props }: ContactOpenerProps) {
  const opener = { [OPENER_ATTRIBUTE]: kind };
  if (use(InRow)) return <Button type="submit" formAction={CONTACT_PAGES[kind]} {...opener} {...props} />;
  return (
    <form method="get" action={CONTACT_PAGES[kind]} className="contents">
      <Button type="submit" {...opener} {...props} />
    </form>
  );
}
