import { afterEach, describe, expect, it, vi } from "vitest";
import { API_ERROR, explainRefusedSaves, firstRedField, plainBackendErrors, REFUSED_NOTICE } from "./refused-save";

/** Two fields as Decap draws them, the second one red. */
function editor() {
  document.body.innerHTML = `
    <div class="css-a-ControlContainer"><label>Title</label><input id="title"></div>
    <div class="css-b-ControlContainer"><div class="css-c-ControlTopbar"><label>Body</label>
      <ul class="css-d-ControlErrorsList"><li>links to /pricing, a page this site does not have</li></ul></div>
      <div contenteditable="true" id="body"></div></div>`;
}

/** Decap refusing a save: a promise rejected with nothing. */
function refuse() {
  const event = new Event("unhandledrejection", { cancelable: true });
  Object.assign(event, { reason: undefined });
  window.dispatchEvent(event);
  vi.advanceTimersByTime(100);
  return event;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("a refused save", () => {
  it("says nothing was saved, shows the first red field's message, takes the cursor to that field, and is no error in the background", () => {
    vi.useFakeTimers();
    editor();
    const scrolled = vi.fn<(this: Element) => void>(function (this: Element) {});
    Element.prototype.scrollIntoView = scrolled;
    explainRefusedSaves(window);
    const event = refuse();
    expect(event.defaultPrevented).toBe(true);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(REFUSED_NOTICE);
    expect(document.activeElement?.id).toBe("body");
    // The messages come into view, at the top of a field that may be taller than the window.
    expect(scrolled.mock.contexts).toEqual([document.querySelector('[class*="ControlErrorsList"]')]);
    expect(firstRedField(document)?.field.className).toContain("ControlContainer");
  });

  it("shows the notice once when Decap shows its own, and leaves other rejections alone", () => {
    vi.useFakeTimers();
    editor();
    document.body.insertAdjacentHTML("beforeend", `<div class="toast">${REFUSED_NOTICE}</div>`);
    explainRefusedSaves(window);
    refuse();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
    const other = new Event("unhandledrejection", { cancelable: true });
    Object.assign(other, { reason: new Error("a real fault") });
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });
});

describe("an error the editor's backend answered", () => {
  it("reads as its message alone, without API_ERROR, as Decap's notice writes it; other errors keep their name", () => {
    class Refusal extends Error {}
    const refused = Object.assign(new Refusal("fake-photo.jpg is not a picture the site can use: choose another"), { name: API_ERROR });
    expect(String(refused)).toBe(`${API_ERROR}: fake-photo.jpg is not a picture the site can use: choose another`);
    plainBackendErrors(Refusal as typeof Error);
    plainBackendErrors(Refusal as typeof Error);
    expect(`Nothing was saved. ${refused}`).toBe("Nothing was saved. fake-photo.jpg is not a picture the site can use: choose another");
    expect(String(new Refusal("broken"))).toBe("Error: broken");
  });
});
