import { describe, expect, it } from "vitest";
import { condenseHeaderOnScroll, HEADER_SCRIPT } from "./header-condense";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("condenseHeaderOnScroll", () => {
  it("condenses the header only past 100px, and stops when asked", () => {
    scrollTo(0);
    const header = document.createElement("header");
    const stop = condenseHeaderOnScroll(header);
    expect(header.dataset.condensed).toBe("false");
    scrollTo(100);
    expect(header.dataset.condensed).toBe("false");
    scrollTo(101);
    expect(header.dataset.condensed).toBe("true");
    scrollTo(40);
    expect(header.dataset.condensed).toBe("false");
    stop();
    scrollTo(400);
    expect(header.dataset.condensed).toBe("false");
  });

  it("starts condensed on a page opened already scrolled", () => {
    scrollTo(500);
    const header = document.createElement("header");
    condenseHeaderOnScroll(header)();
    expect(header.dataset.condensed).toBe("true");
  });

  it("runs the same as the script the layout inlines", () => {
    scrollTo(0);
    document.body.innerHTML = `<header data-condensed="false"></header>`;
    new Function(HEADER_SCRIPT)();
    scrollTo(300);
    expect(document.querySelector("header")!.dataset.condensed).toBe("true");
    document.body.innerHTML = "";
  });
});
