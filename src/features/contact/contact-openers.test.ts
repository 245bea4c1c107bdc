import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_OPENERS_SCRIPT, listenForContactOpeners } from "./contact-openers";
import { PULSE_QUEUE } from "~/shared/analytics-events";

const PAGES = { meeting: "/book-a-meeting", connect: "/connect" };
const HELD_MS = 1000;

const OPENERS = `
  <form method="get" action="/connect"><button type="submit" data-contact-opener="connect">Connect</button></form>
  <form method="get" action="/book-a-meeting"><button type="submit" data-contact-opener="meeting">Book</button></form>`;
const DIALOGS = `
  <dialog id="contact-meeting" data-contact-dialog="meeting" data-backdrop-close><input name="name"><button type="button" command="close" commandfor="contact-meeting">Cancel</button></dialog>
  <dialog id="contact-connect" data-contact-dialog="connect" data-backdrop-close><input name="name"></dialog>`;

// jsdom cannot navigate: a form the test lets through goes nowhere.
const stayOnPage = (event: Event) => event.preventDefault();
let listening = false;

/**
 * A page of its own (its own listeners), holding `html`; with `focus`, the test's own document
 * (the one where jsdom moves focus), listened to once for all such tests.
 */
function page(html: string, { focus = false } = {}) {
  const doc = focus ? document : document.implementation.createHTMLDocument();
  doc.body.innerHTML = html;
  if (!focus || !listening) {
    listenForContactOpeners(doc, HELD_MS, PAGES, PULSE_QUEUE);
    doc.addEventListener("submit", stayOnPage);
    listening ||= focus;
  }
  return doc;
}

function click(target: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

const dialog = (doc: Document, kind: string) => doc.getElementById(`contact-${kind}`) as HTMLDialogElement;

const queued = () => (window as unknown as Record<string, unknown[] | undefined>)[PULSE_QUEUE] ?? [];

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PULSE_QUEUE];
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the contact openers", () => {
  it("open the opener's dialog in the click's own event, in place of the form's page", () => {
    const doc = page(OPENERS + DIALOGS);
    const event = click(doc.querySelector("[data-contact-opener=connect]")!);
    expect(event.defaultPrevented).toBe(true);
    expect(dialog(doc, "connect").open).toBe(true);
    expect(dialog(doc, "meeting").open).toBe(false);
  });

  it("count a contact dialog shown for the analytics once, not again for a tap while it is open", () => {
    const doc = page(OPENERS + DIALOGS);
    const opener = doc.querySelector("[data-contact-opener=meeting]")!;
    click(opener);
    click(opener);
    expect(queued()).toEqual([["Form", { form: "meeting" }]]);
    dialog(doc, "meeting").close();
    click(opener);
    expect(queued()).toHaveLength(2);
  });

  it("leave a click with a modifier key, or one before the dialog is in the page, to the form's page", () => {
    const doc = page(OPENERS + DIALOGS);
    expect(click(doc.querySelector("[data-contact-opener=connect]")!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(dialog(doc, "connect").open).toBe(false);
    const early = page(OPENERS);
    expect(click(early.querySelector("[data-contact-opener=meeting]")!).defaultPrevented).toBe(false);
  });

  it("close the menu an opener sits in, and return focus to the menu's toggle on close", () => {
    const doc = page(`<button type="button" popovertarget="menu">Menu</button><nav id="menu" popover="auto">${OPENERS}</nav>${DIALOGS}`, { focus: true });
    const menu = doc.getElementById("menu")!;
    // jsdom has no popovers: stand in for an open one.
    let open = true;
    Object.defineProperty(menu, "matches", {
      value: (selector: string) => (selector === ":popover-open" ? open : Element.prototype.matches.call(menu, selector)),
    });
    menu.hidePopover = () => void (open = false);
    click(doc.querySelector("#menu [data-contact-opener=meeting]")!);
    expect(open).toBe(false);
    expect(dialog(doc, "meeting").open).toBe(true);
    dialog(doc, "meeting").close();
    expect(doc.activeElement).toBe(doc.querySelector("[popovertarget=menu]"));
  });

  it("run a dialog's invoker commands where the engine has none: show-modal from its opener, close", () => {
    const doc = page(`<button type="button" command="show-modal" commandfor="profile">Profile</button><dialog id="profile"><button type="button" command="close" commandfor="profile">Close</button></dialog>`);
    const profile = doc.getElementById("profile") as HTMLDialogElement;
    click(doc.querySelector("[command=show-modal]")!);
    expect(profile.open).toBe(true);
    click(profile.querySelector("[command=close]")!);
    expect(profile.open).toBe(false);
  });

  it("close a dialog from its close command where the engine has no invoker commands", () => {
    const doc = page(OPENERS + DIALOGS, { focus: true });
    click(doc.querySelector("[data-contact-opener=meeting]")!);
    click(doc.querySelector("[command=close]")!);
    expect(dialog(doc, "meeting").open).toBe(false);
    expect(doc.activeElement).toBe(doc.querySelector("[data-contact-opener=meeting]"));
  });

  it("close a dialog on a click pressed and released on its backdrop, not inside its box", () => {
    const doc = page(OPENERS + DIALOGS);
    const connect = dialog(doc, "connect");
    click(doc.querySelector("[data-contact-opener=connect]")!);
    connect.getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 300 }) as DOMRect;
    const at = (x: number, y: number) => ({ clientX: x, clientY: y });
    connect.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true, ...at(200, 200) }));
    click(connect, at(10, 10));
    expect(connect.open).toBe(true);
    connect.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true, ...at(10, 10) }));
    click(connect, at(10, 10));
    expect(connect.open).toBe(false);
  });
});

describe("a submit before the form's island has run", () => {
  const ISLAND = `<astro-island ssr><form data-contact-form="connect"><input name="name" value="Asha"><button type="submit">Submit</button></form></astro-island>`;

  it("is held, says it is busy, and is made again once the island has hydrated", async () => {
    const doc = page(ISLAND);
    const form = doc.querySelector("form")!;
    const submitted = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect(submitted).not.toHaveBeenCalled();
    const island = doc.querySelector("astro-island")!;
    island.removeAttribute("ssr");
    island.dispatchEvent(new CustomEvent("astro:hydrate"));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(form.hasAttribute("aria-busy")).toBe(false);
  });

  it("is left to the form's own code once the island has run", () => {
    const doc = page(ISLAND.replace("<astro-island ssr>", "<astro-island>"));
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: false });
    doc.querySelector("form")!.dispatchEvent(submit);
    expect(doc.querySelector("form")!.hasAttribute("aria-busy")).toBe(false);
  });

  it("when the code never comes, goes the way that needs none: a page's form to its action", () => {
    vi.useFakeTimers();
    const doc = page(ISLAND.replace("<form ", `<form action="mailto:hello@example.com" `));
    const form = doc.querySelector("form")!;
    const sent = vi.spyOn(form, "submit").mockImplementation(() => {});
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(HELD_MS - 1);
    expect(sent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("when the code never comes, a dialog's form keeps what was typed as the tab's draft for the form's page", () => {
    vi.useFakeTimers();
    const doc = page(ISLAND);
    const form = doc.querySelector("form")!;
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(HELD_MS);
    expect(JSON.parse(sessionStorage.getItem("contact-draft:connect")!)).toMatchObject({ name: "Asha" });
  });
});

it("the script the layout inlines is the same function, given the form pages, how long a submit is held and the analytics queue", () => {
  expect(CONTACT_OPENERS_SCRIPT).toContain(listenForContactOpeners.toString());
  expect(CONTACT_OPENERS_SCRIPT).toMatch(/\(document,30000,\{"meeting":"\/book-a-meeting","connect":"\/connect"\},"__pulse"\)$/);
  // Self-contained: it runs on a page with nothing else.
  expect(() => new Function(CONTACT_OPENERS_SCRIPT)).not.toThrow();
});
