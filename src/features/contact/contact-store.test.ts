import { afterEach, describe, expect, it } from "vitest";
import { $contactDialog, dialogsMountedHere, onOpenerClick, returnFocusToOpener } from "./contact-store";

// jsdom cannot navigate: a form the test lets through goes nowhere.
const stayOnPage = (event: Event) => event.preventDefault();

function page(html: string) {
  document.body.innerHTML = html;
  document.addEventListener("click", onOpenerClick);
  document.addEventListener("submit", stayOnPage);
}

afterEach(() => {
  document.removeEventListener("click", onOpenerClick);
  document.removeEventListener("submit", stayOnPage);
  document.body.innerHTML = "";
});

const OPENERS = `
  <form method="get" action="/connect"><button type="submit" data-contact-opener="connect">Connect</button></form>
  <form method="get" action="/book-a-meeting"><button type="submit" data-contact-opener="meeting">Book</button></form>`;

describe("onOpenerClick", () => {
  it("opens the opener's dialog in place of its form's page", () => {
    page(OPENERS);
    const unmount = dialogsMountedHere();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector<HTMLButtonElement>("[data-contact-opener=connect]")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect($contactDialog.get()).toBe("connect");
    unmount();
    expect($contactDialog.get()).toBeNull();
  });

  it("holds a dialog asked for before the dialogs have mounted, and opens it as they mount", () => {
    page(OPENERS);
    document.querySelector<HTMLButtonElement>("[data-contact-opener=meeting]")!.click();
    expect($contactDialog.get()).toBeNull();
    const unmount = dialogsMountedHere();
    expect($contactDialog.get()).toBe("meeting");
    unmount();
  });

  it("leaves a click with a modifier key to the browser", () => {
    page(OPENERS);
    const unmount = dialogsMountedHere();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    document.querySelector<HTMLButtonElement>("[data-contact-opener=connect]")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect($contactDialog.get()).toBeNull();
    unmount();
  });

  it("closes the menu an opener sits in, and returns focus to the menu's toggle", () => {
    page(`<button type="button" popovertarget="menu">Menu</button><nav id="menu" popover="auto">${OPENERS}</nav>`);
    const menu = document.getElementById("menu")!;
    // jsdom has no popovers: stand in for an open one.
    let open = true;
    Object.defineProperty(menu, "matches", {
      value: (selector: string) => (selector === ":popover-open" ? open : Element.prototype.matches.call(menu, selector)),
    });
    menu.hidePopover = () => void (open = false);
    const unmount = dialogsMountedHere();
    document.querySelector<HTMLButtonElement>("#menu [data-contact-opener=meeting]")!.click();
    expect(open).toBe(false);
    expect($contactDialog.get()).toBe("meeting");
    returnFocusToOpener();
    expect(document.activeElement).toBe(document.querySelector("[popovertarget=menu]"));
    unmount();
  });
});
