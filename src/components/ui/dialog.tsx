import X from "lucide-react/icons/x";
import * as React from "react";
import { cn } from "~/lib/cn";
import { whenIdle } from "~/lib/when-idle";

/*
 * A modal dialog on the browser's own `<dialog>` (decision 021): `showModal()` puts it in the top
 * layer, makes the rest of the page inert, traps focus, closes on Escape and gives focus back to
 * what had it. It is shown first and made modal a frame later (`openInTwoSteps`), so a tap answers
 * in the next frame however large the page. A dialog is rendered when it first opens, or, kept
 * mounted (`keepMounted`), as soon as its island runs, closed, so that a tap only shows it; it stays
 * rendered once it has been.
 */

type DialogContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  descriptionId: string;
};

const shown = (dialog: HTMLDialogElement) => dialog.open || dialog.matches(":popover-open");

/**
 * Opens a dialog so that the tap is answered in the next frame. `showModal()` makes the rest of the
 * page inert, and the browser restyles every element on screen for it before it can paint the
 * dialog: 60-120 ms at CPU 4x on the home page (docs/performance.md, "Taps"). So the dialog is
 * first shown in the top layer as a popover, which styles the dialog alone, and once that frame is
 * on screen it becomes modal, with everything `showModal()` gives: the page inert, focus trapped,
 * Escape (in that first frame `DialogContent` handles Escape itself). Focus moves in at the first
 * step; as the browser would give it back to the field that had it at the second, `DialogContent`
 * gives it back to the opener itself on closing. Where popovers are missing, it is modal at once.
 * Returns the cancel of the second step, for a dialog closed before it.
 */
function openInTwoSteps(dialog: HTMLDialogElement) {
  if (typeof dialog.showPopover !== "function") {
    dialog.showModal();
    return;
  }
  dialog.showPopover();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!dialog.matches(":popover-open")) return;
      dialog.hidePopover();
      dialog.showModal();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Dialogs kept mounted render one at a time, each once the page is idle: a dialog's commit (its
 * form inserted and laid out ahead) is then a task of its own, short enough not to hold up a tap
 * or count as a long task, where two together were one of 17-26 ms (70-100 ms at CPU 4x, which
 * Lighthouse's TBT counted or not from run to run). Returns the cancel of a turn not yet taken.
 */
let renderTurns: Promise<void> = Promise.resolve();
function renderInIdleTurn(render: () => void) {
  let cancelled = false;
  renderTurns = renderTurns.then(
    () =>
      new Promise<void>((taken) => {
        if (cancelled) return taken();
        whenIdle(() => {
          if (!cancelled) render();
          taken();
        });
      }),
  );
  return () => {
    cancelled = true;
  };
}

const DialogContext = React.createContext<DialogContextValue | null>(null);

function useDialog() {
  const context = React.use(DialogContext);
  if (!context) throw new Error("Dialog parts must be inside <Dialog>");
  return context;
}

type DialogProps = {
  /** Controlled: whether it is open. Without it the dialog keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
};

export function Dialog({ open: controlled, onOpenChange, children }: DialogProps) {
  const [uncontrolled, setUncontrolled] = React.useState(false);
  const open = controlled ?? uncontrolled;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const id = React.useId();
  const value = React.useMemo(
    () => ({ open, setOpen, contentId: `${id}-dialog`, titleId: `${id}-title`, descriptionId: `${id}-description` }),
    [open, setOpen, id],
  );
  return <DialogContext value={value}>{children}</DialogContext>;
}

/** A button that opens its dialog. */
export function DialogTrigger({ onClick, ...props }: React.ComponentProps<"button">) {
  const { open, setOpen, contentId } = useDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={contentId}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...props}
    />
  );
}

/** Makes its one child (a button) close the dialog. */
export function DialogClose({ children }: { children: React.ReactElement<React.ComponentProps<"button">> }) {
  const { setOpen } = useDialog();
  return React.cloneElement(children, {
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(false);
    },
  });
}

type DialogContentProps = Omit<React.ComponentProps<"dialog">, "open"> & {
  size?: "md" | "lg";
  /** false: the content lays out its own edges. */
  padded?: boolean;
  /** Render the content, closed, as soon as the dialog is on the page in the browser, so opening only shows it. */
  keepMounted?: boolean;
  /**
   * Lay the closed dialog out where it opens, out of sight, so opening it only changes its
   * visibility: for content that is costly to style and lay out (a form). Every dialog laid out
   * ahead is restyled with the page when another opens, so small ones are not.
   */
  laidOutAhead?: boolean;
  /** After it has closed and the browser has given focus back (to move focus elsewhere). */
  onClosed?: () => void;
};

export function DialogContent({
  className,
  children,
  size = "md",
  padded = true,
  keepMounted = false,
  laidOutAhead = false,
  onClosed,
  ...props
}: DialogContentProps) {
  const { open, setOpen, contentId, titleId, descriptionId } = useDialog();
  const dialog = React.useRef<HTMLDialogElement>(null);
  // What had focus when it opened: focus goes back there when it closes.
  const openedFrom = React.useRef<Element | null>(null);
  const [rendered, setRendered] = React.useState(open);
  if (open && !rendered) setRendered(true);
  // In the browser only (a prerendered page carries no dialog markup), in its own idle turn, and in
  // slices that leave the page free to answer in between.
  React.useEffect(() => {
    if (keepMounted) return renderInIdleTurn(() => React.startTransition(() => setRendered(true)));
  }, [keepMounted]);
  // A click that both starts and ends outside the dialog's box (on its backdrop) closes it.
  const pressedOutside = React.useRef(false);
  const outside = (event: React.PointerEvent | React.MouseEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };

  React.useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !shown(element)) {
      openedFrom.current = document.activeElement;
      return openInTwoSteps(element);
    }
    if (!open && element.matches(":popover-open")) {
      // Closed before it was made modal: closed as the browser closes a modal one, `close` and all.
      element.hidePopover();
      element.dispatchEvent(new Event("close"));
    }
    if (!open && element.open) element.close();
  }, [open]);

  // Until then there is nothing in the page: a dialog nobody opens costs no markup.
  if (!rendered) return null;
  return (
    // A click on the backdrop closes it; the keyboard's way out is Escape, which the browser gives
    // every modal dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id={contentId}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      popover="manual"
      data-slot="dialog-content"
      data-state={open ? "open" : "closed"}
      onClose={() => {
        const focused = document.activeElement;
        const lost = !focused || focused === document.body || dialog.current?.contains(focused);
        if (lost && openedFrom.current instanceof HTMLElement && openedFrom.current.isConnected) openedFrom.current.focus();
        setOpen(false);
        onClosed?.();
      }}
      onKeyDown={(event) => {
        // Escape is the browser's once the dialog is modal; in the frame before, it is ours.
        if (event.key === "Escape" && event.currentTarget.matches(":popover-open")) setOpen(false);
      }}
      onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget && outside(event))}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget && outside(event)) setOpen(false);
      }}
      className={cn(
        // The dialog is its own box (a scrolling box inside it would take the focus it gives its first field).
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-card bg-surface-raised text-ink-900 shadow-lift outline-none",
        laidOutAhead && "not-open:invisible not-open:fixed not-open:inset-0 not-open:block",
        "backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm open:animate-[dialog-in_250ms_var(--ease-out-quint)] open:backdrop:animate-[fade-in_200ms_ease-out]",
        size === "md" ? "max-w-lg" : "max-w-3xl",
        padded ? "p-6 sm:p-8" : "p-0",
        className,
      )}
      {...props}
    >
      {children}
      <DialogClose>
        <button
          type="button"
          aria-label="Close"
          className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </DialogClose>
    </dialog>
  );
}

export function DialogTitle({ className, children, ...props }: React.ComponentProps<"h2">) {
  const { titleId } = useDialog();
  return (
    <h2 id={titleId} data-slot="dialog-title" className={cn("pr-10 font-display text-2xl font-semibold", className)} {...props}>
      {children}
    </h2>
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { descriptionId } = useDialog();
  return <p id={descriptionId} data-slot="dialog-description" className={cn("mt-2 text-ink-600", className)} {...props} />;
}
