import { cva } from "class-variance-authority";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import X from "lucide-react/icons/x";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** Long enough to read twice (the spec asks for at least 5 s); paused while hovered or focused. */
export const NOTICE_DURATION_MS = 8000;
/** With something to do beside the message (add to a calendar, send by email), longer. */
export const NOTICE_WITH_ACTIONS_MS = 30_000;

export type NoticeTone = "success" | "error";

const noticeVariants = cva(
  "on-dark fixed inset-x-4 top-auto bottom-4 mx-auto my-0 flex w-auto overflow-visible max-w-md items-start gap-3 rounded-card border-l-4 bg-ink-950 py-4 pr-3 pl-3.5 text-white shadow-lift ring-1 ring-white/10 transition-[opacity,translate] duration-(--duration-base) ease-(--ease-out-quint) starting:translate-y-3 starting:opacity-0 sm:right-6 sm:bottom-6 sm:left-auto sm:mx-0 sm:w-[26rem]",
  { variants: { tone: { success: "border-teal-400", error: "border-coral-400" } } },
);

const iconVariants = cva("grid size-9 shrink-0 place-items-center rounded-full [&_svg]:size-5", {
  variants: { tone: { success: "bg-teal-400/15 text-teal-400", error: "bg-coral-400/15 text-coral-400" } },
});

type ContactNoticeProps = {
  tone: NoticeTone;
  message: string;
  onDismiss: () => void;
  /** Links or buttons beside the message; they keep it up longer. */
  actions?: ReactNode;
};

/** The toast telling the outcome of a form: read out at once, gone after a while or when dismissed. */
export function ContactNotice({ tone, message, onDismiss, actions }: ContactNoticeProps) {
  const [paused, setPaused] = useState(false);
  const hasActions = Boolean(actions);
  const notice = useRef<HTMLDivElement>(null);

  // In the top layer, above every box of the page whatever stacking context it makes (the footer's
  // wrapper, a section's), at every scroll position. A manual popover neither takes focus nor
  // closes on a click elsewhere.
  useLayoutEffect(() => {
    const element = notice.current;
    if (element && typeof element.showPopover === "function" && !element.matches(":popover-open")) element.showPopover();
  }, []);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, hasActions ? NOTICE_WITH_ACTIONS_MS : NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss, hasActions]);

  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      ref={notice}
      popover="manual"
      data-slot="contact-notice"
      data-tone={tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={noticeVariants({ tone })}
    >
      <span aria-hidden="true" className={iconVariants({ tone })}>
        <Icon />
      </span>
      <div className="grid min-w-0 flex-1 gap-3 self-center">
        <p role="alert" className="text-[0.9375rem] leading-snug font-medium">
          {message}
        </p>
        {actions}
      </div>
      <button
        type="button"
        aria-label="Dismiss message"
        onClick={onDismiss}
        className="grid size-9 shrink-0 place-items-center rounded-full text-ink-300 transition-colors hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
