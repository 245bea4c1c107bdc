import X from "lucide-react/icons/x";
import type * as React from "react";
import { cn } from "~/lib/cn";

/*
 * A modal dialog on the browser's own `<dialog>`, in the page's HTML whether or not any island runs
 * (decision 026). Its opener is a button with an invoker command (`opensDialog`): `showModal()` puts
 * it in the top layer, makes the rest of the page inert, moves focus in and traps it, closes on
 * Escape and gives focus back to the opener. The page's opener script (contact-openers.ts) runs
 * the commands where the engine has no invoker commands, and closes a dialog whose backdrop is
 * clicked. Nothing here needs React in the browser.
 */

/** Makes a button open the dialog `id` as a modal: an invoker command (React has no prop for it yet). */
export const opensDialog = (id: string) => ({ command: "show-modal", commandfor: id, "aria-haspopup": "dialog" }) as Record<string, string>;
/** Makes a button close the dialog `id`. */
export const closesDialog = (id: string) => ({ command: "close", commandfor: id }) as Record<string, string>;

type DialogProps = Omit<React.ComponentProps<"dialog">, "open" | "id"> & {
  id: string;
  /** What names it and what describes it (ids of elements inside it). */
  labelledBy: string;
  describedBy?: string;
  size?: "md" | "lg";
  /** false: the content lays out its own edges. */
  padded?: boolean;
};

export function Dialog({ id, labelledBy, describedBy, className, children, size = "md", padded = true, ...props }: DialogProps) {
  return (
    <dialog
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-backdrop-close=""
      data-slot="dialog-content"
      className={cn(
        // The dialog is its own box (a scrolling box inside it would take the focus it gives its first field).
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-card bg-surface-raised text-ink-900 shadow-lift outline-none",
        "backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm open:animate-[dialog-in_250ms_var(--ease-out-quint)] open:backdrop:animate-[fade-in_200ms_ease-out]",
        size === "md" ? "max-w-lg" : "max-w-3xl",
        padded ? "p-6 sm:p-8" : "p-0",
        className,
      )}
      {...props}
    >
      {children}
      <button
        type="button"
        {...closesDialog(id)}
        aria-label="Close"
        className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
