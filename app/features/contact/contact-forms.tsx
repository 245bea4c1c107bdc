import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { ContactDialogKind } from "./contact-dialogs";

type ContactFormsProps = { open: ContactDialogKind | null; onOpenChange: (open: boolean) => void };

const fieldClass =
  "mt-1.5 block w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-ink-900 shadow-xs placeholder:text-ink-500 focus-visible:border-brand-600";

export default function ContactForms({ open, onOpenChange }: ContactFormsProps) {
  return (
    <>
      <Dialog open={open === "meeting"} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Book a Meeting</DialogTitle>
          <DialogDescription>Pick a time that suits you and tell us what you would like to cover.</DialogDescription>
          <form className="mt-6 grid gap-4" onSubmit={(event) => event.preventDefault()}>
            <label className="text-sm font-medium">Name<input name="name" required autoComplete="name" className={fieldClass} /></label>
            <label className="text-sm font-medium">Email<input name="email" type="email" required autoComplete="email" className={fieldClass} /></label>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="text-sm font-medium">Date<input name="date" type="date" required className={fieldClass} /></label>
              <label className="text-sm font-medium">Time<input name="time" type="time" required className={fieldClass} /></label>
            </div>
            <label className="text-sm font-medium">Agenda<textarea name="description" rows={4} maxLength={2000} className={fieldClass} /></label>
            <div className="mt-2 flex justify-end gap-3">
              <DialogClose asChild><Button variant="secondary">Cancel</Button></DialogClose>
              <Button type="submit">Submit</Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={open === "connect"} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Connect</DialogTitle>
          <DialogDescription>Leave your number and we will call you back within one working day.</DialogDescription>
          <form className="mt-6 grid gap-4" onSubmit={(event) => event.preventDefault()}>
            <label className="text-sm font-medium">Name<input name="name" required autoComplete="name" className={fieldClass} /></label>
            <label className="text-sm font-medium">Phone<input name="phone" type="tel" inputMode="numeric" maxLength={10} pattern="[0-9]{10}" placeholder="Enter 10-digit phone number" required className={fieldClass} /></label>
            <div className="mt-2 flex justify-end gap-3">
              <DialogClose asChild><Button variant="secondary">Cancel</Button></DialogClose>
              <Button type="submit">Submit</Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
