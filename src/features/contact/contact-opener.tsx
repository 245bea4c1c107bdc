import type * as React from "react";
import { Button } from "~/components/ui/button";
import { paths } from "~/lib/paths";
import { OPENER_ATTRIBUTE, type ContactDialogKind } from "./contact-store";

export const CONTACT_PAGES: Record<ContactDialogKind, string> = { meeting: paths.bookMeeting, connect: paths.connect };

type ContactOpenerProps = Omit<React.ComponentProps<typeof Button>, "type" | "onClick"> & { kind: ContactDialogKind };

/**
 * A button that opens a contact dialog. It needs no script of its own: the dialogs' island opens
 * the dialog for any button marked with OPENER_ATTRIBUTE (and wakes when one is reached for, see
 * `client:intent`). With no JavaScript at all it submits an empty `GET` form to the form's own
 * page, so a tap is never lost.
 */
export function ContactOpener({ kind, ...props }: ContactOpenerProps) {
  return (
    <form method="get" action={CONTACT_PAGES[kind]} className="contents">
      <Button type="submit" {...{ [OPENER_ATTRIBUTE]: kind }} {...props} />
    </form>
  );
}
