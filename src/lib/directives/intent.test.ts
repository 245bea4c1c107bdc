import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import intentDirective from "./intent";

/** An island whose code arrives when `arrive` is called (or fails with `fail`), hydrating with `hydrate`. */
function island(html: string, selector?: string, directive = intentDirective) {
  document.body.innerHTML = `<astro-island>${html}</astro-island><button type="submit" data-opener>Outside</button>`;
  const el = document.querySelector<HTMLElement>("astro-island")!;
  const hydrate = vi.fn(async () => {});
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof hydrate>((resolve, reject) => {
        arrive = () => resolve(hydrate);
        fail = () => reject(new Error("offline"));
      }),
  );
  void directive(load, { name: "Island", value: selector ?? "" }, el);
  return { el, load, hydrate, arrive: () => arrive(), fail: () => fail() };
}

/** The directive as a new page loads it: no idle wakes queued by earlier tests' islands. */
async function freshDirective() {
  vi.resetModules();
  return (await import("./intent")).default;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

// jsdom cannot navigate: a form the test lets through goes nowhere.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener("submit", stayOnPage));
afterEach(() => {
  document.removeEventListener("submit", stayOnPage);
  document.body.innerHTML = "";
});

describe("client:intent", () => {
  it("loads nothing until the visitor reaches for the island, then hydrates once", async () => {
    const { el, load, hydrate, arrive } = island(`<button type="button">Menu</button>`);
    document.body.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    el.querySelector("button")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    el.querySelector("button")!.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("holds a click on one of its buttons while it wakes, says so, and replays it once hydrated", async () => {
    const { el, arrive } = island(`<button type="button">Menu</button>`);
    const button = el.querySelector("button")!;
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-busy")).toBe("true");
    arrive();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it("leaves popover toggles and submit buttons to the browser", () => {
    const { el } = island(`<button type="button" popovertarget="m">Toggle</button><form><button type="submit">Send</button></form>`);
    for (const button of el.querySelectorAll("button")) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      button.dispatchEvent(click);
      expect(click.defaultPrevented, button.textContent!).toBe(false);
    }
  });

  it("with a selector, wakes for matching elements anywhere and holds their clicks", async () => {
    const { load, arrive } = island("", "[data-opener]");
    const opener = document.querySelector<HTMLButtonElement>("[data-opener]")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    opener.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    const replayed = vi.fn();
    document.addEventListener("click", replayed);
    arrive();
    await settle();
    expect(replayed).toHaveBeenCalledTimes(1);
    document.removeEventListener("click", replayed);
  });

  it("when the code cannot load, replays the click without holding it, so the button does what it does without script", async () => {
    const { fail } = island("", "[data-opener]");
    const opener = document.querySelector<HTMLButtonElement>("[data-opener]")!;
    opener.click();
    const defaults: boolean[] = [];
    const watch = (event: Event) => defaults.push(event.defaultPrevented);
    document.addEventListener("click", watch);
    fail();
    await settle();
    document.removeEventListener("click", watch);
    expect(defaults).toEqual([false]);
  });

  it("wakes on its own once the page has loaded and the browser is idle, one island at a time", async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    vi.spyOn(performance, "getEntriesByName").mockReturnValue([{ name: "first-contentful-paint" } as PerformanceEntry]);
    try {
      const directive = await freshDirective();
      const first = island(`<button type="button">Menu</button>`, undefined, directive);
      const second = island(`<button type="button">Menu</button>`, undefined, directive);
      await settle();
      expect(first.load).not.toHaveBeenCalled();
      idleCallbacks.shift()!();
      await settle();
      expect(first.load).toHaveBeenCalledTimes(1);
      expect(second.load).not.toHaveBeenCalled();
      first.arrive();
      await settle();
      expect(first.hydrate).toHaveBeenCalledTimes(1);
      // The first island's settling, then the second's turn.
      while (idleCallbacks.length > 0) {
        idleCallbacks.shift()!();
        await settle();
      }
      expect(second.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });

  it("waits for the first contentful paint when the page has loaded before it", async () => {
    let paints: PerformanceEntry[] = [];
    vi.spyOn(performance, "getEntriesByName").mockImplementation((name) => (name === "first-contentful-paint" ? paints : []));
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback));
    try {
      expect(document.readyState).toBe("complete");
      const { load } = island(`<button type="button">Menu</button>`, undefined, await freshDirective());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(load).not.toHaveBeenCalled();
      // The first frame is presented: the browser reports its paint.
      paints = [{ name: "first-contentful-paint" } as PerformanceEntry];
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });

  it("an island hidden at this width waits to be reached for", async () => {
    const checkVisibility = vi.fn(() => false);
    Object.defineProperty(HTMLElement.prototype, "checkVisibility", { value: checkVisibility, configurable: true });
    try {
      const { load } = island(`<button type="button">Menu</button>`, undefined, await freshDirective());
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(checkVisibility).toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
    }
  });
});
