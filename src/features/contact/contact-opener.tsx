import type * as React from "react";
import { Button } from "~/components/ui/button";
import { paths } from "~/lib/paths";
import { openContactDialog, type ContactDialogKind } from "./contact-store";

export const CONTACT_PAGES: Record<ContactDialogKind, string> = { meeting: paths.bookMeeting, connect: paths.connect };

type ContactOpenerProps = Omit<React.ComponentProps<typeof Button>, "type" | "onClick"> & {
  kind: ContactDialogKind;
  /** Runs before the dialog opens (a menu closing itself). */
  onOpen?: () => void;
};

/**
 * A button that opens a contact dialog. Before its island runs (or with no JavaScript at all) it
 * submits an empty `GET` form to the form's own page, so an early tap is never lost; once hydrated
 * it opens the dialog in place.
 */
export function ContactOpener({ kind, onOpen, ...props }: ContactOpenerProps) {
  return (
    <form method="get" action={CONTACT_PAGES[kind]} className="contents">
      <Button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onOpen?.();
          openContactDialog(kind);
        }}
        {...props}
      />
    </form>
  );
}
