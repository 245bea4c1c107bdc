import type { ClientDirective } from "astro";

/** What counts as reaching for an island: a pointer over or on it, a touch, keyboard focus. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** How long an idle wake waits at most for the browser to have nothing else to do. */
export const IDLE_WAKE_TIMEOUT_MS = 2000;
/** How long one island's idle wake holds up the next at most (its code may be slow to arrive). */
const IDLE_TURN_MAX_MS = 5000;

const idle = (timeout: number) =>
  new Promise((resolve) => ("requestIdleCallback" in window ? requestIdleCallback(resolve, { timeout }) : setTimeout(resolve, 100)));

let idleTurns: Promise<unknown> | undefined;

/**
 * Runs `task` once the page has loaded, its first screen is painted and the browser is idle, after
 * the tasks queued before it, each in an idle period of its own: islands started this way never
 * compete with the first screen and never with each other.
 */
function inTurnWhenIdle(task: () => Promise<void>) {
  // After the `load` event and the first contentful paint: a small page can load before it has
  // painted, and a busy phone presents its first frame late (a browser that reports no paint
  // timing waits ten frames).
  idleTurns ??= new Promise((painted) => {
    let frames = 0;
    const afterPaint = () =>
      performance.getEntriesByName("first-contentful-paint").length > 0 || frames++ === 10 ? setTimeout(painted) : requestAnimationFrame(afterPaint);
    if (document.readyState === "complete") afterPaint();
    else addEventListener("load", afterPaint);
  });
  idleTurns = idleTurns
    .then(() => idle(IDLE_WAKE_TIMEOUT_MS))
    .then(() => Promise.race([task(), new Promise((resolve) => setTimeout(resolve, IDLE_TURN_MAX_MS))]))
    .catch(() => {});
}

/** Whether an island's box is laid out: the header's two menus are each hidden at the other's widths. */
const laidOut = (el: HTMLElement) => el.parentElement?.checkVisibility?.() ?? true;

/**
 * `client:intent`: hydrates when the visitor reaches for the island, or once the page has loaded
 * and the browser is idle, whichever comes first: nothing competes with the first screen, and a tap
 * on a loaded page answers in a frame instead of waiting for the island's code (decisions 013 and
 * 021). An island hidden at this width (the other one of the header's menus) waits to be reached
 * for. With a CSS selector as its value, reaching for any element on the page that matches it
 * wakes the island (the contact dialogs wake when one of their openers is reached for, wherever it
 * sits).
 *
 * A click that arrives before the island runs is never lost: it is held (the button says it is
 * busy) and replayed once the island has hydrated. Held are the buttons the selector matches, and
 * inside the island its plain buttons (not submit buttons, whose form is handled by the page, nor
 * popover toggles, which work without script). If the island's code cannot load, the replayed
 * click does what the button does without script: a contact opener's form goes to its page. A
 * mouse resting on the island while it wakes is replayed too, so a menu opens under it.
 */
const intentDirective: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === "string" && options.value ? options.value : undefined;
  const root: Document | HTMLElement = selector ? document : el;
  const held: HTMLElement[] = [];
  let pointerType = "";
  let waking = false;

  const reached = (target: EventTarget | null) =>
    target instanceof Element && (selector ? target.closest(selector) !== null : el.contains(target));

  const holdable = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    if (selector) return target.closest<HTMLElement>(selector);
    const button = target.closest("button");
    return button && el.contains(button) && button.type === "button" && !button.hasAttribute("popovertarget") ? button : null;
  };

  const stop = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, true);
    root.removeEventListener("click", onClick, true);
  };

  async function wake() {
    if (waking) return;
    waking = true;
    // Astro reports an island whose code cannot load (it tries twice) as an event, not a rejection.
    let hydrated = true;
    const failed = () => (hydrated = false);
    el.addEventListener("astro:hydration-error", failed, { once: true });
    try {
      await (await load())();
    } catch {
      hydrated = false;
    }
    el.removeEventListener("astro:hydration-error", failed);
    // From here React has the island: a click hydrates what it lands on at once, so clicks are no
    // longer held, and those held so far are replayed now. Held any longer, a click could land after
    // a hover that React has already seen (a menu opened by the hover would close again).
    stop();
    for (const button of held.splice(0)) {
      button.removeAttribute("aria-busy");
      if (button.isConnected) button.click();
    }
    if (hydrated && !selector && pointerType === "mouse") {
      // React hydrates in a transition, over several tasks, and drops a replayed hover until the
      // tree is committed: wait until the page is idle.
      await idle(1000);
      const hovered = [...el.querySelectorAll(":hover")].pop();
      for (const type of ["pointerover", "pointermove"]) hovered?.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: "mouse" }));
    }
  }

  function onIntent(event: Event) {
    if (!reached(event.target)) return;
    if ("pointerType" in event) pointerType = String(event.pointerType);
    void wake();
  }

  function onClick(event: Event) {
    const button = holdable(event.target);
    if (!button || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
    button.setAttribute("aria-busy", "true");
    void wake();
  }

  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  root.addEventListener("click", onClick, true);
  inTurnWhenIdle(async () => {
    if (laidOut(el)) await wake();
  });
};

export default intentDirective;
