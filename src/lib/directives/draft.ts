import type { ClientDirective } from "astro";
import intentDirective from "./intent";
import paintedDirective from "./painted";

/**
 * `client:draft="contact-draft:meeting"`: a form that restores what the visitor typed earlier in
 * this tab. With such a draft in the tab's storage under the value's key, it wakes once the first
 * screen is painted (`client:painted`), to show the draft at once; without one, when the visitor
 * reaches for it (`client:intent`), so a first visit to a form's page loads no framework before
 * the visitor starts to fill it in (decision 018). What they type meanwhile stays in the fields:
 * the form reads the fields it is hydrated over. A submit before the form runs is held (the form
 * says it is busy) and made again once it does; if the form's code cannot load, the form is
 * submitted as it would be without script, so a message is never lost.
 */
const draftDirective: ClientDirective = (load, options, el) => {
  let draft: string | null = null;
  try {
    draft = typeof options.value === "string" ? sessionStorage.getItem(options.value) : null;
  } catch {
    // Storage refused: there is no draft to show.
  }

  let held: HTMLFormElement | null = null;
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target;
    held.setAttribute("aria-busy", "true");
  };
  el.addEventListener("submit", hold, true);
  const release = (woke: boolean) => {
    el.removeEventListener("submit", hold, true);
    const form = held;
    held = null;
    if (!form?.isConnected) return;
    form.removeAttribute("aria-busy");
    if (woke) form.requestSubmit();
    else form.submit();
  };
  // React hydrates in a transition, over several tasks: replay the submit once the page is idle.
  const idle = () => new Promise((resolve) => ("requestIdleCallback" in window ? requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 100)));
  const loadThenRelease: typeof load = async () => {
    try {
      const hydrate = await load();
      return async () => {
        try {
          await hydrate();
          await idle();
          release(true);
        } catch (error) {
          release(false);
          throw error;
        }
      };
    } catch (error) {
      release(false);
      throw error;
    }
  };

  // Neither takes a value here: no media query, no selector (both read an empty one as none).
  const plain = { ...options, value: "" };
  if (draft) void paintedDirective(loadThenRelease, plain, el);
  else void intentDirective(loadThenRelease, plain, el);
};

export default draftDirective;
