import { afterEach, describe, expect, it, vi } from "vitest";
import { HOVER_CLOSE_MS, listenForMenus, MENUS_SCRIPT } from "./menus";

const HTML = `
  <nav><button type="button" aria-controls="nav-solutions" aria-expanded="false" data-nav-trigger>Solutions</button>
  <div id="nav-solutions" popover="auto" data-slot="nav-panel"><template data-menu-items><a href="/services/fintech">Fintech</a></template></div>
  <button type="button" aria-controls="nav-case-studies" aria-expanded="false" data-nav-trigger>Case studies</button>
  <div id="nav-case-studies" popover="auto" data-slot="nav-panel"><template data-menu-items><a href="/case/x">X</a></template></div></nav>
  <p id="elsewhere">Elsewhere</p>
  <button type="button" popovertarget="mobile-menu" aria-label="Open menu">Menu</button>
  <nav id="mobile-menu" popover="auto"><a href="/services" data-menu-group="group-solutions">Solutions</a>
  <div id="group-solutions" hidden><template data-menu-items><a href="/services/fintech">Fintech</a></template></div></nav>`;

/**
 * A page of its own with the menu script listening. jsdom has no popovers: each one stands in with
 * its state, and fires `toggle` (a task later, as browsers do) when it changes.
 */
function page() {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = HTML;
  for (const popover of doc.querySelectorAll<HTMLElement>("[popover]")) {
    let open = false;
    const set = (next: boolean) => {
      if (open === next) return;
      if (next) popover.dispatchEvent(Object.assign(new Event("beforetoggle"), { newState: "open" }));
      open = next;
      setTimeout(() => popover.dispatchEvent(Object.assign(new Event("toggle"), { newState: next ? "open" : "closed" })));
    };
    Object.defineProperty(popover, "matches", {
      value: (selector: string) => (selector === ":popover-open" ? open : Element.prototype.matches.call(popover, selector)),
    });
    popover.showPopover = () => set(true);
    popover.hidePopover = () => set(false);
    popover.togglePopover = () => (set(!open), open);
  }
  listenForMenus(doc, HOVER_CLOSE_MS);
  // What the browser does once a click has been dispatched: a `popovertarget` button's toggles its
  // popover unless the click was cancelled; jsdom cannot follow a link.
  doc.addEventListener("click", (event) => {
    const toggle = (event.target as Element).closest("[popovertarget]");
    if (toggle && !event.defaultPrevented) doc.getElementById(toggle.getAttribute("popovertarget")!)!.togglePopover();
    if ((event.target as Element).closest("a")) event.preventDefault();
  });
  return doc;
}

const mouse = (type: string, target: Element, relatedTarget: Element | null = null) =>
  target.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget }), { pointerType: "mouse" }));
const isOpen = (element: Element) => element.matches(":popover-open");

afterEach(() => vi.useRealTimers());

describe("the desktop dropdowns", () => {
  it("open on hover, and close once the pointer has left the trigger and the panel", () => {
    vi.useFakeTimers();
    const doc = page();
    const trigger = doc.querySelector("[aria-controls=nav-solutions]")!;
    const panel = doc.getElementById("nav-solutions")!;
    expect(panel.querySelector("a")).toBeNull();
    mouse("pointerover", trigger);
    expect(isOpen(panel)).toBe(true);
    // Its links are put in place as it opens.
    expect(panel.querySelector("template")).toBeNull();
    expect(panel.querySelector("a")!.getAttribute("href")).toBe("/services/fintech");
    // Down from the trigger into the panel: it stays.
    mouse("pointerout", trigger, doc.body);
    mouse("pointerover", panel.querySelector("a")!);
    vi.advanceTimersByTime(HOVER_CLOSE_MS * 2);
    expect(isOpen(panel)).toBe(true);
    mouse("pointerout", panel.querySelector("a")!, doc.getElementById("elsewhere"));
    vi.advanceTimersByTime(HOVER_CLOSE_MS);
    expect(isOpen(panel)).toBe(false);
  });

  it("keep a panel the hover opened when its trigger is then clicked; the next click closes it", () => {
    const doc = page();
    const trigger = doc.querySelector<HTMLButtonElement>("[aria-controls=nav-solutions]")!;
    const panel = doc.getElementById("nav-solutions")!;
    mouse("pointerover", trigger);
    trigger.click();
    expect(isOpen(panel)).toBe(true);
    trigger.click();
    expect(isOpen(panel)).toBe(false);
    // Pressed while open, in an engine that closes it as the press ends: the click leaves it closed.
    trigger.click();
    expect(isOpen(panel)).toBe(true);
    trigger.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    panel.hidePopover();
    trigger.click();
    expect(isOpen(panel)).toBe(false);
  });

  it("say whether they are expanded, as their panel opens and closes", async () => {
    const doc = page();
    const trigger = doc.querySelector<HTMLButtonElement>("[aria-controls=nav-case-studies]")!;
    trigger.click();
    await vi.waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("true"));
    doc.getElementById("nav-case-studies")!.querySelector("a")!.click();
    expect(isOpen(doc.getElementById("nav-case-studies")!)).toBe(false);
    await vi.waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("false"));
  });

  it("leave a touch to the trigger's popover alone: no hover", () => {
    const doc = page();
    const trigger = doc.querySelector("[aria-controls=nav-solutions]")!;
    trigger.dispatchEvent(Object.assign(new MouseEvent("pointerover", { bubbles: true }), { pointerType: "touch" }));
    expect(isOpen(doc.getElementById("nav-solutions")!)).toBe(false);
  });
});

describe("the phone's menu", () => {
  it("names its toggle after what it does, and makes each group an accordion button as it opens", async () => {
    const doc = page();
    const toggle = doc.querySelector<HTMLButtonElement>("[popovertarget=mobile-menu]")!;
    const group = doc.querySelector<HTMLAnchorElement>("[data-menu-group]")!;
    expect(group.hasAttribute("role")).toBe(false);
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute("aria-label")).toBe("Close menu"));
    expect([group.getAttribute("role"), group.getAttribute("aria-expanded"), group.getAttribute("aria-controls")]).toEqual([
      "button",
      "false",
      "group-solutions",
    ]);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    group.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(group.getAttribute("aria-expanded")).toBe("true");
    expect(doc.getElementById("group-solutions")!.hidden).toBe(false);
    group.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true }));
    expect(group.getAttribute("aria-expanded")).toBe("false");
    expect(doc.getElementById("group-solutions")!.hidden).toBe(true);
    // Choosing a link closes the menu.
    doc.querySelector<HTMLAnchorElement>("#group-solutions a")!.click();
    await vi.waitFor(() => expect(toggle.getAttribute("aria-label")).toBe("Open menu"));
  });
});

it("the script the layout inlines is the same function", () => {
  expect(MENUS_SCRIPT).toBe(`(${listenForMenus.toString()})(document,${HOVER_CLOSE_MS})`);
  expect(() => new Function(MENUS_SCRIPT)).not.toThrow();
});
